#!/usr/bin/env python3
"""Offline checker of the internal links of a static site folder (standard library only).

usage: check_links.py SITE_DIR

Reads every .html file under SITE_DIR and checks each URL it refers to (href, src,
srcset, poster, object data, meta refresh) and each url()/@import in the .css files:

* a relative URL must name an existing file, resolved against the referring file;
  `folder/` means `folder/index.html`; the path is percent-decoded; a query is ignored;
* a `#fragment` must be the id (or <a name>) of an element of the target page;
* it must stay inside SITE_DIR, and must not be root-relative (`/x`) or `file:`,
  since the site is opened from disk as well as served;
* `javascript:` URLs are reported wherever they appear.

A site built with a site URL (`apidocs build --site-url URL`, read from the canonical link of
SITE_DIR/index.html, see published_site.py) has absolute URLs under it: the canonical links,
and every link of 404.html. Such a URL is checked as the file it names in SITE_DIR, with its
#fragment. Other external URLs (http:, https:, mailto:, tel:, //host) and data: URLs are not
checked.
Prints one line per broken link (`page:line: problem URL`) and a summary
`N pages, M links, K broken`; exits 1 if anything is broken or there are no pages,
2 on bad usage. check_symbols.py and browser_check.py import the helpers below.
"""
import os
import re
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit

sys.dont_write_bytecode = True  # no __pycache__/ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from published_site import local_target, site_url_of  # noqa: E402

EXTERNAL_SCHEMES = {"http", "https", "mailto", "tel", "data"}

# Attributes that hold one URL, by attribute name; None means "on any element".
URL_ATTRIBUTES = {
    "href": None,  # a, area, link (base is reported separately)
    "src": None,  # img, script, iframe, source, audio, video, track, embed, input
    "poster": {"video"},
    "data": {"object"},
    "action": {"form"},
    "formaction": {"button", "input"},
    "cite": {"blockquote", "q", "del", "ins"},
}


class Page(HTMLParser):
    """The ids of one HTML page and the URLs it refers to, with their line numbers."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []  # (line, url)
        self.problems = []  # (line, message): things that are wrong whatever they point to

    def handle_starttag(self, tag, attrs):
        line = self.getpos()[0]
        values = {}
        for name, value in attrs:
            values.setdefault(name, value)
        if values.get("id") is not None:
            self.ids.add(values["id"])
        if tag == "a" and values.get("name") is not None:
            self.ids.add(values["name"])
        if tag == "base":
            self.problems.append((line, "<base> changes how every relative link resolves; not supported"))
            return
        for name, value in values.items():
            if value is None:
                continue
            if name in URL_ATTRIBUTES:
                tags = URL_ATTRIBUTES[name]
                if tags is None or tag in tags:
                    self.links.append((line, value.strip()))
            elif name in ("srcset", "imagesrcset"):
                for candidate in value.split(","):
                    parts = candidate.split()
                    if parts:
                        self.links.append((line, parts[0]))
        if tag == "meta" and (values.get("http-equiv") or "").lower() == "refresh":
            m = re.search(r"url\s*=\s*['\"]?([^'\";]+)", values.get("content") or "", re.I)
            if m:
                self.links.append((line, m.group(1).strip()))

    handle_startendtag = handle_starttag


CSS_URL = re.compile(r"""url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')""")
CSS_COMMENT = re.compile(r"/\*.*?\*/", re.S)


def css_links(text):
    """(line, url) for each url(...) and @import "..." of a stylesheet."""
    text = CSS_COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    out = []
    for m in CSS_URL.finditer(text):
        url = next(g for g in m.groups() if g is not None)
        out.append((text.count("\n", 0, m.start()) + 1, url.strip()))
    return out


def load_pages(root):
    """{absolute path: Page} for every .html file under root (sorted walk)."""
    pages = {}
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                page = Page()
                with open(path, encoding="utf-8", errors="replace") as fh:
                    page.feed(fh.read())
                page.close()
                pages[path] = page
    return pages


def is_inside(root, path):
    root = os.path.realpath(root)
    path = os.path.realpath(path)
    return path == root or path.startswith(root + os.sep)


def check_url(root, pages, from_file, url, site_url=None):
    """None if `url`, written in `from_file`, is fine (or external); else the problem.

    Page ids are looked up in `pages` (a load_pages() result); a target page that is
    not in it (e.g. when from_file is a JSON file) is parsed on demand and cached there.
    A URL under `site_url` is checked as the file of the site it names.
    """
    if url.lower().startswith("javascript:"):
        return "javascript: URL"
    published = local_target(root, site_url, url)
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if published:
        target, fragment = published
    elif scheme in EXTERNAL_SCHEMES or (not scheme and parts.netloc):
        return None
    elif scheme == "file":
        return "file: URL (points at one machine's disk)"
    elif scheme:
        return f"unsupported URL scheme {scheme}:"
    elif parts.path.startswith("/"):
        return "root-relative URL (breaks when the site is opened from disk)"
    else:
        fragment = parts.fragment
        if parts.path:
            target = os.path.normpath(os.path.join(os.path.dirname(from_file), unquote(parts.path)))
        else:
            target = from_file
    if not is_inside(root, target):
        return "points outside the site folder"
    if os.path.isdir(target):
        target = os.path.join(target, "index.html")
    if not os.path.isfile(target):
        return "missing target"
    if fragment and target.endswith(".html"):
        page = pages.get(target)
        if page is None:
            page = Page()
            with open(target, encoding="utf-8", errors="replace") as fh:
                page.feed(fh.read())
            pages[target] = page
        # HTML: try the fragment as written, then percent-decoded; "#top" needs no id.
        if fragment not in page.ids and unquote(fragment) not in page.ids and fragment.lower() != "top":
            return "missing anchor"
    return None


def main(argv):
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        print("usage: check_links.py SITE_DIR", file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1])
    pages = load_pages(root)
    site_url = site_url_of(root)
    if site_url:
        print(f"site URL {site_url}: URLs under it are checked as files of {root}")
    n_pages = len(pages)
    links = broken = 0

    def report(path, line, message, url=""):
        nonlocal broken
        broken += 1
        print(f"{os.path.relpath(path, root)}:{line}: {message}{' ' + url if url else ''}")

    for path, page in list(pages.items()):
        for line, message in page.problems:
            report(path, line, message)
        for line, url in page.links:
            links += 1
            problem = check_url(root, pages, path, url, site_url)
            if problem:
                report(path, line, problem, url)
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".css"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8", errors="replace") as fh:
                    for line, url in css_links(fh.read()):
                        if url.startswith("#"):
                            continue  # SVG filter/marker references inside the document
                        links += 1
                        problem = check_url(root, pages, path, url, site_url)
                        if problem:
                            report(path, line, problem, url)
    if n_pages == 0:
        print(f"error: no .html pages under {root}")
        broken += 1
    print(f"{n_pages} pages, {links} links, {broken} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
