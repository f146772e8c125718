#!/usr/bin/env python3
"""Offline link + #fragment checker for a built site folder (stdlib only).

usage: check_links.py SITE_DIR    exit 1 and one line per broken link.
Also checks duplicate ids per page and every URL of each API's symbols.json."""
import json
import os
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids, self.links, self.duplicates = set(), [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id") is not None:
            if a["id"] in self.ids:
                self.duplicates.append(a["id"])
            self.ids.add(a["id"])
        for attr in ("href", "src"):
            if a.get(attr) is not None and tag in ("a", "link", "script", "img"):
                self.links.append((self.getpos()[0], a[attr]))


def main(root):
    root = os.path.abspath(root)
    pages = {}
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith(".html"):
                page = Page()
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    page.feed(handle.read())
                pages[path] = page
    bad = 0

    def check(source, line, url):
        nonlocal bad
        parts = urlsplit(url)
        if parts.scheme or parts.netloc or url.startswith(("mailto:", "data:")):
            return
        base = os.path.dirname(source)
        target = os.path.normpath(os.path.join(base, unquote(parts.path))) if parts.path else source
        if os.path.isdir(target):
            target = os.path.join(target, "index.html")
        rel = os.path.relpath(source, root)
        if not os.path.exists(target):
            print(f"{rel}:{line}: missing target {url}")
            bad += 1
        elif parts.fragment and target in pages and unquote(parts.fragment) not in pages[target].ids:
            print(f"{rel}:{line}: missing anchor {url}")
            bad += 1

    for path, page in sorted(pages.items()):
        for line, url in page.links:
            check(path, line, url)
        for duplicate in page.duplicates:
            print(f"{os.path.relpath(path, root)}: duplicate id {duplicate}")
            bad += 1
    maps = 0
    for folder, _, files in os.walk(root):
        if "symbols.json" in files:
            with open(os.path.join(folder, "symbols.json"), encoding="utf-8") as handle:
                for key, url in json.load(handle).items():
                    maps += 1
                    check(os.path.join(folder, "symbols.json"), key, url)
    print(f"checked {len(pages)} pages and {maps} symbol URLs: {bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
