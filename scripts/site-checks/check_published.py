#!/usr/bin/env python3
"""Checks what a built site has for being published at its site URL (standard library only).

usage: check_published.py SITE_DIR

The site URL is read from the canonical link of SITE_DIR/index.html (published_site.py).
Without one, no page may have a canonical link (a site built without --site-url). With one:

* every .html page but the top-level 404.html has exactly one <link rel="canonical">, whose
  href is the site URL followed by the page's path in SITE_DIR, each segment percent-encoded;
* sitemap.xml parses as XML, is a sitemaps.org <urlset> (or a <sitemapindex> of such parts,
  under the site URL), lists no address twice and none beyond 50,000 per file, and lists
  exactly those pages' addresses;
* 404.html exists, has no canonical link, and every URL it holds (href, src, data-index,
  data-root) is absolute under the site URL (or a #fragment or data: URL): a host serves it
  at any missing address, where a relative URL would resolve against that address.
  check_links.py checks that those URLs reach their files.

Prints one line per problem and `N pages, M sitemap addresses, K problems`; exits 1 on any
problem, 2 on bad usage.
"""
import os
import re
import sys
import xml.etree.ElementTree as ElementTree

sys.dont_write_bytecode = True  # no __pycache__/ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from published_site import address_of, canonical_links, local_target, site_url_of, unescape  # noqa: E402

NAMESPACE = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
MAX_URLS = 50_000
URL_ATTRIBUTE = re.compile(r"""\s(?:href|src|data-index|data-root)=(?:"([^"]*)"|'([^']*)')""")


def html_pages(root):
    """Every .html file under root, as "/"-separated paths relative to it, sorted."""
    found = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        found += [os.path.relpath(os.path.join(folder, f), root).replace(os.sep, "/") for f in files if f.endswith(".html")]
    return sorted(found)


def read(root, rel):
    with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as fh:
        return fh.read()


def sitemap_addresses(root, site_url, problems, name="sitemap.xml", depth=0):
    """The <loc>s of sitemap `name` (and of its parts, for an index), reporting what is wrong."""
    try:
        tree = ElementTree.parse(os.path.join(root, name))
    except (OSError, ElementTree.ParseError) as e:
        problems.append(f"{name}: not a readable XML file: {e}")
        return []
    top = tree.getroot()
    locs = [(el.text or "").strip() for el in top.iter(NAMESPACE + "loc")]
    if len(locs) > MAX_URLS:
        problems.append(f"{name}: {len(locs)} addresses, over the {MAX_URLS} one sitemap may list")
    if top.tag == NAMESPACE + "urlset":
        return locs
    if top.tag != NAMESPACE + "sitemapindex" or depth > 0:
        problems.append(f"{name}: the root element is {top.tag}, not a sitemaps.org urlset{' or sitemapindex' if depth == 0 else ''}")
        return []
    addresses = []
    for loc in locs:
        part = local_target(root, site_url, loc)
        if not part:
            problems.append(f"{name}: part {loc} is not under the site URL")
            continue
        addresses += sitemap_addresses(root, site_url, problems, os.path.relpath(part[0], root), depth + 1)
    return addresses


def check(root):
    problems = []
    pages = html_pages(root)
    site_url = site_url_of(root)
    if not site_url:
        for rel in pages:
            if canonical_links(read(root, rel)):
                problems.append(f"{rel}: a canonical link, but index.html names no site URL")
        print(f"no site URL (index.html has no canonical link): {len(pages)} pages checked for none")
        return problems, len(pages), 0
    print(f"site URL {site_url}")
    listed = [rel for rel in pages if rel != "404.html"]
    for rel in listed:
        links = canonical_links(read(root, rel))
        expected = address_of(site_url, rel)
        if links != [expected]:
            problems.append(f"{rel}: canonical link {links or 'missing'}, expected [{expected!r}]")

    if not os.path.isfile(os.path.join(root, "sitemap.xml")):
        problems.append("sitemap.xml: missing")
        addresses = []
    else:
        addresses = sitemap_addresses(root, site_url, problems)
        seen = set()
        for address in addresses:
            if address in seen:
                problems.append(f"sitemap.xml: {address} listed twice")
            seen.add(address)
        expected = {address_of(site_url, rel) for rel in listed}
        for address in sorted(seen - expected):
            problems.append(f"sitemap.xml: lists {address}, which is no page of the site")
        for address in sorted(expected - seen):
            problems.append(f"sitemap.xml: does not list {address}")

    if "404.html" not in pages:
        problems.append("404.html: missing")
    else:
        html = read(root, "404.html")
        if canonical_links(html):
            problems.append("404.html: has a canonical link")
        for m in URL_ATTRIBUTE.finditer(html):
            url = unescape(next(g for g in m.groups() if g is not None))
            if not url.startswith(site_url) and not url.startswith("#") and not url.startswith("data:"):
                problems.append(f"404.html:{html.count(chr(10), 0, m.start()) + 1}: {url} is not absolute under the site URL")
    return problems, len(pages), len(addresses)


def main(argv):
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        print("usage: check_published.py SITE_DIR", file=sys.stderr)
        return 2
    problems, pages, addresses = check(os.path.abspath(argv[1]))
    for problem in problems:
        print(problem)
    print(f"{pages} pages, {addresses} sitemap addresses, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
