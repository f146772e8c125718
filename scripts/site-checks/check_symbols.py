#!/usr/bin/env python3
"""Checks the symbols.json of every API in a built site (standard library only).

usage: check_symbols.py SITE_DIR

SITE_DIR/<Name>/symbols.json maps each Swift path to a URL relative to that folder, e.g.
{"Bookshop.Books.GetBook": "operations/Books.GetBook.html", "Book.title":
"models/Book.html#title"}. Every URL must name an existing file inside the site and, if
it has a #fragment, an element with that id on the page (check_links.py's rules). Every
API folder (one with an index.html) must have a non-empty symbols.json.

Accepted shapes: a JSON object {swiftPath: url} (a path that names several declarations
maps to {key: url} instead, see docs/site.md); an object whose "symbols" member is such
an object or a list; a list of objects with "swiftPath" and "url" (or "href"). Anything
else is reported, so a change of format fails loudly instead of checking nothing.
Prints one line per problem and `N files, M symbols, K broken`; exits 1 on any problem.
"""
import json
import os
import sys
from urllib.parse import urlsplit

sys.dont_write_bytecode = True  # no __pycache__/ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_links import check_url, load_pages  # noqa: E402


class FormatError(Exception):
    pass


def symbol_entries(data):
    """[(swiftPath, url)] in file order, from any of the accepted shapes."""
    if isinstance(data, dict) and "symbols" in data:
        data = data["symbols"]
    entries = []
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, dict) and value and all(isinstance(v, str) for v in value.values()):
                entries.extend((f"{key} [{kind}]", url) for kind, url in value.items())
                continue
            if not isinstance(value, str):
                raise FormatError(f"value of {key!r} is not a URL string")
            entries.append((key, value))
    elif isinstance(data, list):
        for i, item in enumerate(data):
            if not isinstance(item, dict):
                raise FormatError(f"item {i} is not an object")
            path = item.get("swiftPath")
            url = item.get("url", item.get("href"))
            if not isinstance(path, str) or not isinstance(url, str):
                raise FormatError(f"item {i} lacks a string swiftPath and url")
            entries.append((path, url))
    else:
        raise FormatError("neither an object nor a list")
    return entries


def read_symbols(path):
    with open(path, encoding="utf-8") as fh:
        return symbol_entries(json.load(fh))


def symbol_files(root):
    """Sorted [SITE_DIR/<Name>/symbols.json] that exist."""
    out = []
    for name in sorted(os.listdir(root)):
        path = os.path.join(root, name, "symbols.json")
        if os.path.isfile(path):
            out.append(path)
    return out


def main(argv):
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        print("usage: check_symbols.py SITE_DIR", file=sys.stderr)
        return 2
    root = os.path.abspath(argv[1])
    pages = load_pages(root)
    files = symbol_files(root)
    broken = symbols = 0
    for name in sorted(os.listdir(root)):
        folder = os.path.join(root, name)
        if os.path.isfile(os.path.join(folder, "index.html")) and not os.path.isfile(os.path.join(folder, "symbols.json")):
            print(f"{name}/: API folder without symbols.json")
            broken += 1
    if not files:
        print(f"error: no */symbols.json under {root}")
        broken += 1
    for path in files:
        rel = os.path.relpath(path, root)
        try:
            entries = read_symbols(path)
        except (OSError, ValueError, FormatError) as e:
            print(f"{rel}: unreadable: {e}")
            broken += 1
            continue
        if not entries:
            print(f"{rel}: no symbols")
            broken += 1
        seen = set()
        for swift_path, url in entries:
            symbols += 1
            if swift_path in seen:
                print(f"{rel}: {swift_path}: listed twice")
                broken += 1
            seen.add(swift_path)
            problem = "empty URL" if not url.strip() else check_url(root, pages, path, url)
            if problem is None and (urlsplit(url).scheme or urlsplit(url).netloc):
                problem = "not a URL inside the site"
            if problem:
                print(f"{rel}: {swift_path}: {problem} {url}")
                broken += 1
    print(f"{len(files)} files, {symbols} symbols, {broken} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
