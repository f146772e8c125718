#!/usr/bin/env python3
"""Picks the browser_check.py arguments for our Specs/ from a built site's symbols.json.

usage: choose_targets.py SITE_DIR

Prints one argument per line, for run.sh to pass on:

  --case Bookshop:<Op>:<Op>          the first operation under Bookshop.Books.
  --case Bookshop:/books:<Op2>       a Books operation whose page shows "/books" (another
                                     one than the first when there is one): search by path
  --case Garage:<Model>:<Model>      the first Garage model
  --axe index.html, Bookshop/index.html, the Bookshop pages of the first model, of <Op>
        and of the first tag, each API's first guide page and first page with a "Mentioned
        in" list, and 404.html when the site has a site URL (--site-url)

and, from the search index (search-index.js) of Bookshop and of Weather31:

  --case API:<three words of a summary>:<its operation>
  --case API:<operation> <parameter key>:<the parameter's Swift path>
  --case API:<a raw value found once, unlike its case name>:<the case>
  --case API:<a nested type>:<it>          --case API:<a Request>:<it>
  --case .:<a Garage model>:Garage · Model <it>   (the site index searches every API)
  --keyboard Bookshop:<summary words>:<operation>
  --sidebar Bookshop/<Op's page>, --sidebar Bookshop/<the first model's page>

A page is an operation, model or tag page when its URL (relative to the API folder, as in
symbols.json) is in operations/, models/ or tags/ and has no #fragment. Names are the
last component of the Swift path. Exits 1, saying what is missing, when a pick fails.
"""
import json
import os
import re
import sys
from urllib.parse import unquote

sys.dont_write_bytecode = True  # no __pycache__/ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_symbols import FormatError, read_symbols  # noqa: E402
from published_site import site_url_of  # noqa: E402


class Missing(Exception):
    pass


def pages_of(site, api):
    """{"operations"|"models"|"tags": [(swiftPath, url)]} in symbols.json order."""
    path = os.path.join(site, api, "symbols.json")
    if not os.path.isfile(path):
        raise Missing(f"{api}/symbols.json not found")
    try:
        entries = read_symbols(path)
    except (OSError, ValueError, FormatError) as e:
        raise Missing(f"{api}/symbols.json unreadable: {e}")
    kinds = {"operations": [], "models": [], "tags": []}
    for swift_path, url in entries:
        if "#" in url or "/" not in url:
            continue
        folder = url.split("/", 1)[0]
        if folder in kinds:
            kinds[folder].append((swift_path, url))
    return kinds


def depth(swift_path, namespace):
    if swift_path.startswith(namespace + "."):
        swift_path = swift_path[len(namespace) + 1:]
    return swift_path.count(".")


def first(items, what):
    if not items:
        raise Missing(f"no {what}")
    return items[0]


def file_of(url):
    """The file path (relative, decoded) of a symbols.json URL."""
    return unquote(url.split("#", 1)[0].split("?", 1)[0])


def page_text(site, api, url):
    try:
        with open(os.path.join(site, api, file_of(url)), encoding="utf-8") as fh:
            return re.sub(r"<[^>]*>", " ", fh.read())
    except OSError:
        return ""


def search_index(site, api):
    """The {pages, entries} of API's search-index.js."""
    path = os.path.join(site, api, "search-index.js")
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as e:
        raise Missing(f"{api}/search-index.js unreadable: {e}")
    prefix = "window.APIDOCS_SEARCH = "
    if not text.startswith(prefix):
        raise Missing(f"{api}/search-index.js does not start with {prefix!r}")
    try:
        index = json.loads(text[len(prefix):].rstrip().rstrip(";"))
    except ValueError as e:
        raise Missing(f"{api}/search-index.js is not the expected data: {e}")
    # Expanded as search.js does: a label starting with "." continues the last full label; a
    # numeric anchor is that many dot-separated parts from the end of the label.
    owner = ""
    for e in index["entries"]:
        if e[1].startswith("."):
            e[1] = owner + e[1]
        else:
            owner = e[1]
        if len(e) > 4 and isinstance(e[4], int):
            e[4] = ".".join(e[1].split(".")[-e[4]:])
    return index


def search_cases(site, api):
    """Cases that search by summary words, parameter, raw value, nested type and Request."""
    entries = search_index(site, api)["entries"]
    by_kind = {}
    for e in entries:
        by_kind.setdefault(e[0], []).append(e)
    cases = []
    summaries = [e for e in by_kind.get("o", []) if " – " in e[2] and len(e[2].split(" – ", 1)[1].split()) >= 3]
    op = first(summaries, f"operation with a summary of three words in {api}")
    words = " ".join(op[2].split(" – ", 1)[1].split()[:3]).lower()
    cases.append((api, words, op[1]))
    params = [e for e in by_kind.get("a", []) if not e[2].startswith("body")]
    param = first(params, f"parameter in {api}")
    operation_name = param[1].split(".Request.")[0].rsplit(".", 1)[-1]
    key = param[2].split(" ", 1)[1].split(":", 1)[0]
    cases.append((api, f"{operation_name} {key}", param[1]))
    raw_counts = {}
    for e in by_kind.get("c", []):
        raw_counts[e[2]] = raw_counts.get(e[2], 0) + 1
    raws = [e for e in by_kind.get("c", []) if e[2].startswith('"') and raw_counts[e[2]] == 1
            and json.loads(e[2]).lower() != e[1].rsplit(".", 1)[-1].lower() and ":" not in e[2]]
    raws = raws or [e for e in by_kind.get("c", []) if e[2].startswith('"') and raw_counts[e[2]] == 1 and ":" not in e[2]]
    raw = first(raws, f"enum case with a raw value found once in {api}")
    cases.append((api, json.loads(raw[2]), raw[1]))
    nested = first(by_kind.get("y", []), f"nested type in {api}")
    cases.append((api, nested[1], nested[1]))
    request = first(by_kind.get("r", []), f"Request in {api}")
    cases.append((api, request[1], request[1]))
    return cases


def choose(site):
    args = []
    bookshop = pages_of(site, "Bookshop")
    books = [e for e in bookshop["operations"] if e[0].startswith("Bookshop.Books.")]
    books = [e for e in books if e[0].count(".") == 2] or books
    op_path, op_url = first(books, "operation under Bookshop.Books. in Bookshop/symbols.json")
    op = op_path.rsplit(".", 1)[-1]
    args += ["--case", f"Bookshop:{op}:{op}"]
    by_path = [e for e in books if "/books" in page_text(site, "Bookshop", e[1])]
    others = [e for e in by_path if e[0] != op_path]
    path_op = first(others or by_path, "Bookshop.Books. operation whose page shows /books")[0].rsplit(".", 1)[-1]
    args += ["--case", f"Bookshop:/books:{path_op}"]

    garage = pages_of(site, "Garage")
    models = sorted(garage["models"], key=lambda e: depth(e[0], "Garage"))  # stable: file order within a depth
    model = first(models, "model page in Garage/symbols.json")[0].rsplit(".", 1)[-1]
    args += ["--case", f"Garage:{model}:{model}"]

    for api in ("Bookshop", "Weather31"):
        for name, query, expect in search_cases(site, api):
            args += ["--case", f"{name}:{query}:{expect}"]
    args += ["--case", f".:{model}:Garage · Model {model}"]
    summary_case = search_cases(site, "Bookshop")[0]
    args += ["--keyboard", ":".join(summary_case)]
    args += ["--sidebar", "Bookshop/" + file_of(op_url)]

    axe = []
    if os.path.isfile(os.path.join(site, "index.html")):
        axe.append("index.html")
    axe.append("Bookshop/index.html")
    bookshop_models = sorted(bookshop["models"], key=lambda e: depth(e[0], "Bookshop"))
    first_model = "Bookshop/" + file_of(first(bookshop_models, "model page in Bookshop/symbols.json")[1])
    axe.append(first_model)
    args += ["--sidebar", first_model]
    axe.append("Bookshop/" + file_of(op_url))
    if bookshop["tags"]:
        axe.append("Bookshop/" + file_of(bookshop["tags"][0][1]))
    axe += guide_pages(site)
    if site_url_of(site) and os.path.isfile(os.path.join(site, "404.html")):
        axe.append("404.html")  # its absolute URLs are answered from the site folder
    for rel in axe:
        args += ["--axe", rel]
    return args


def guide_pages(site):
    """For each API with guides: its first guide page (by name) and the first reference page
    (by path) that lists the guides mentioning it."""
    found = []
    for api in sorted(os.listdir(site)):
        guides = os.path.join(site, api, "guides")
        if not os.path.isdir(guides):
            continue
        pages = sorted(name for name in os.listdir(guides) if name.endswith(".html"))
        if pages:
            found.append(f"{api}/guides/{pages[0]}")
        for folder in ("models", "operations", "schemas"):
            path = os.path.join(site, api, folder)
            names = sorted(os.listdir(path)) if os.path.isdir(path) else []
            mentioned = [n for n in names if 'class="mentioned-in"' in open(os.path.join(path, n), encoding="utf-8").read()]
            if mentioned:
                found.append(f"{api}/{folder}/{mentioned[0]}")
                break
    return found


def main(argv):
    if len(argv) != 2 or not os.path.isdir(argv[1]):
        print("usage: choose_targets.py SITE_DIR", file=sys.stderr)
        return 2
    try:
        args = choose(os.path.abspath(argv[1]))
    except Missing as e:
        print(f"error: cannot choose browser checks: {e}", file=sys.stderr)
        return 1
    print("\n".join(args))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
