"""The site URL of a built site, and absolute URLs under it as files of the site folder.

A site built with `apidocs build --site-url URL` says where it is published in the canonical
link of its top-level index.html (`<link rel="canonical" href="URL/index.html">`); its 404.html
uses absolute URLs under that address, since a host serves it at any missing path. The checks
read the site URL from there and treat such a URL as the file it names in the site folder:
check_links.py checks it like a relative link, check_published.py holds the canonical links,
sitemap.xml and 404.html to it, and the browser checks answer requests for it from disk
(`route_to_disk`) so that nothing is fetched from the network. Standard library only.
"""
import mimetypes
import os
import re
from urllib.parse import quote, unquote, urlsplit

CANONICAL = re.compile(r"""<link\b[^>]*\brel=["']?canonical["']?[^>]*>""", re.I)
HREF = re.compile(r"""\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.I)
ENTITIES = {"&amp;": "&", "&quot;": '"', "&#39;": "'", "&apos;": "'", "&lt;": "<", "&gt;": ">"}


def unescape(value):
    return re.sub(r"&(?:amp|quot|#39|apos|lt|gt);", lambda m: ENTITIES[m.group(0)], value)


def canonical_links(html):
    """The hrefs of every <link rel=canonical> of a page, unescaped, in order."""
    links = []
    for tag in CANONICAL.findall(html):
        m = HREF.search(tag)
        links.append(unescape(next(g for g in m.groups() if g is not None)) if m else "")
    return links


def site_url_of(root):
    """The site URL of the site folder `root` (ending in "/"), or None when it has none."""
    index = os.path.join(root, "index.html")
    if not os.path.isfile(index):
        return None
    with open(index, encoding="utf-8", errors="replace") as fh:
        links = canonical_links(fh.read())
    if not links or not links[0].endswith("/index.html"):
        return None
    return links[0][: -len("index.html")]


def address_of(site_url, rel):
    """The URL of the file at `rel` (relative to the site folder, "/"-separated) under `site_url`."""
    return site_url + "/".join(quote(part, safe="-._~") for part in rel.split("/"))


def local_target(root, site_url, url):
    """(file path, fragment) that a URL under `site_url` names in `root`; None for another URL."""
    if not site_url or not url.startswith(site_url):
        return None
    parts = urlsplit(url[len(site_url):])
    return os.path.normpath(os.path.join(root, unquote(parts.path))), parts.fragment


def route_to_disk(context, root, site_url):
    """Makes a Playwright browser context answer requests under `site_url` from `root`."""
    if not site_url:
        return

    def handle(route):
        target, _ = local_target(root, site_url, route.request.url)
        if os.path.isdir(target):
            target = os.path.join(target, "index.html")
        inside = os.path.realpath(target).startswith(os.path.realpath(root) + os.sep)
        if not inside or not os.path.isfile(target):
            route.fulfill(status=404, body="not found")
            return
        kind = mimetypes.guess_type(target)[0] or "application/octet-stream"
        route.fulfill(status=200, path=target, content_type=kind)

    context.route(lambda url: url.startswith(site_url), handle)
