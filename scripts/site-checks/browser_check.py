#!/usr/bin/env python3
"""Checks a built site in a real browser: search, console errors, accessibility (axe-core).

usage: browser_check.py SITE_DIR [--case NAME:QUERY:EXPECT]... [--keyboard NAME:QUERY:EXPECT]...
                        [--sidebar PATH]... [--axe PATH]...
                        [--http] [--color-schemes light,dark] [--timeout S] [--budget S]

Runs Debian's headless chromium through Playwright (never `playwright install`).

--case NAME:QUERY:EXPECT  open SITE_DIR/NAME/index.html, type QUERY into #search-input,
    wait for a `#search-results > li > a` whose text contains EXPECT, follow it and check
    that the page loads (its <h1> should contain EXPECT). The search box must be an
    <input type="search"> with a label, on both pages. Pages are opened from disk
    (file://), and with --http also from a server on 127.0.0.1 that lives as long as
    this script. NAME "." is the site index (SITE_DIR/index.html), which searches every API.
--keyboard NAME:QUERY:EXPECT  the same search with the keyboard only, from disk: "/" must
    focus the search box, QUERY is typed, ArrowDown is pressed until the highlighted result
    contains EXPECT, and Enter must open that result's page.
--sidebar PATH  open SITE_DIR/PATH from disk: the sidebar tree (navigation.js) must be drawn,
    with exactly one link marked aria-current="page", and that link must lead to PATH;
    typing a part of its text into the sidebar's filter must keep it visible.
--axe PATH  run axe-core (the axe.min.js of axe-playwright-python) on SITE_DIR/PATH once
    per colour scheme (prefers-color-scheme emulation; all WCAG 2.x A/AA and best-practice
    rules for the first scheme, the colour rules for the others), from the server with
    --http (so axe can read the stylesheets) or else from disk. Any violation of impact
    serious or critical fails; milder ones are printed as notes.
Every page opened is watched for console errors and uncaught exceptions: any fails.
On a site built with --site-url (its index.html has a canonical link), requests under the
site URL (every link and asset of 404.html) are answered from SITE_DIR, never fetched.

Prints PASS/FAIL per check and, last, `browser-checks: N passed, N failed`. Exits 1 if any
check failed, 2 on bad usage. Every wait has a timeout (--timeout, seconds), and the
whole run is stopped after --budget seconds.
"""
import argparse
import functools
import http.server
import os
import pathlib
import sys
import threading
import time
from urllib.parse import quote, urlsplit

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

sys.dont_write_bytecode = True  # no __pycache__/ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from published_site import route_to_disk, site_url_of  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
FAILING_IMPACTS = {"serious", "critical"}

# Contract of the search box, checked on every page a case opens.
SEARCH_BOX_JS = """() => {
  const problems = [];
  const input = document.getElementById('search-input');
  if (!input) return ['no #search-input'];
  if (input.tagName !== 'INPUT' || input.type !== 'search') problems.push('#search-input is not <input type="search">');
  const labelled = (input.labels && input.labels.length > 0) || input.hasAttribute('aria-label') || input.hasAttribute('aria-labelledby');
  if (!labelled) problems.push('#search-input has no label');
  const list = document.getElementById('search-results');
  if (!list) problems.push('no #search-results');
  else if (list.tagName !== 'UL') problems.push('#search-results is not a <ul>');
  return problems;
}"""

RESULTS_JS = """() => Array.from(document.querySelectorAll('#search-results a')).map(a => ({
  text: a.textContent.replace(/\\s+/g, ' ').trim(),
  href: a.getAttribute('href'),
  abs: a.href,
  inList: !!(a.parentElement && a.parentElement.tagName === 'LI' && a.parentElement.parentElement
             && a.parentElement.parentElement.id === 'search-results'),
}))"""

HAS_RESULT_JS = """(expect) => Array.from(document.querySelectorAll('#search-results a'))
  .some(a => a.textContent.replace(/\\s+/g, ' ').includes(expect))"""

# Rules whose outcome depends on colours: all that a second colour scheme needs to re-run.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]

AXE_RUN_JS = """async (only) => {
  const r = await axe.run(document, {runOnly: only, resultTypes: ['violations']});
  return {version: axe.version, violations: r.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    targets: v.nodes.map(n => n.target.join(' '))}))};
}"""


class CheckFailed(Exception):
    pass


class Console:
    """Console errors and uncaught exceptions of one page, across its navigations."""

    def __init__(self, page):
        self.errors = []
        self.muted = None  # a list while errors caused by our own injected scripts are expected
        page.on("console", self._console)
        page.on("pageerror", lambda exc: self._add(f"uncaught exception: {exc}"))

    def _add(self, text):
        (self.errors if self.muted is None else self.muted).append(text)

    def _console(self, msg):
        if msg.type == "error":
            loc = msg.location or {}
            if urlsplit(loc.get("url") or "").path == "/favicon.ico":
                return  # the browser's own guess at a server's icon, not a link of the site
            where = f" ({loc.get('url')}:{loc.get('lineNumber', 0) + 1})" if loc.get("url") else ""
            self._add(f"console error: {msg.text}{where}")


def parse_case(text):
    name, sep, rest = text.partition(":")
    query, sep2, expect = rest.rpartition(":")
    if not (sep and sep2 and name and query and expect):
        raise argparse.ArgumentTypeError(f"expected NAME:QUERY:EXPECT, got {text!r}")
    return name, query, expect


def axe_source():
    import axe_playwright_python

    path = pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js"
    return path.read_text(encoding="utf-8")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def start_server(site):
    """A static file server on 127.0.0.1 (a free port), in a daemon thread."""
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2}, daemon=True)
    thread.start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


class Runner:
    def __init__(self, browser, site, timeout_ms):
        self.browser = browser
        self.site = site
        self.timeout_ms = timeout_ms
        self.passed = 0
        self.failed = 0
        self.site_url = site_url_of(site)

    def url(self, base, rel):
        if base == "file":
            return pathlib.Path(self.site, rel).as_uri()
        return base + quote(rel)

    def run(self, label, body, color_scheme="light"):
        """Runs body(page, console, notes) in a fresh context; prints PASS or FAIL."""
        started = time.monotonic()
        notes, problems = [], []
        context = self.browser.new_context(viewport={"width": 1280, "height": 800},
                                           color_scheme=color_scheme, bypass_csp=True)
        context.set_default_timeout(self.timeout_ms)
        context.set_default_navigation_timeout(self.timeout_ms)
        route_to_disk(context, self.site, self.site_url)
        try:
            page = context.new_page()
            console = Console(page)
            try:
                body(page, console, notes)
            except CheckFailed as e:
                problems.append(str(e))
            except PlaywrightError as e:
                problems.append(f"browser: {str(e).splitlines()[0]}")
            problems.extend(console.errors)
        finally:
            context.close()
        elapsed = time.monotonic() - started
        if problems:
            self.failed += 1
            print(f"FAIL {label} ({elapsed:.1f} s)")
        else:
            self.passed += 1
            print(f"PASS {label} ({elapsed:.1f} s)")
        for line in problems:
            print(f"    {line}")
        for line in notes:
            print(f"    note: {line}")
        sys.stdout.flush()

    def goto(self, page, url):
        try:
            response = page.goto(url, wait_until="load")
        except PlaywrightError as e:
            raise CheckFailed(f"cannot load {url}: {str(e).splitlines()[0]}")
        if response is not None and response.status >= 400:
            raise CheckFailed(f"HTTP {response.status} for {url}")

    def search_box(self, page, where):
        problems = page.evaluate(SEARCH_BOX_JS)
        if problems:
            raise CheckFailed(f"{where}: " + "; ".join(problems))

    def search_case(self, base, name, query, expect):
        def body(page, console, notes):
            start_rel = "index.html" if name == "." else f"{name}/index.html"
            self.goto(page, self.url(base, start_rel))
            self.search_box(page, start_rel)
            box = page.locator("#search-input")
            box.click()
            box.press_sequentially(query, delay=10)
            try:
                page.wait_for_function(HAS_RESULT_JS, arg=expect, timeout=self.timeout_ms, polling=100)
            except PlaywrightError:
                results = page.evaluate(RESULTS_JS)
                if not results:
                    raise CheckFailed(f"no #search-results a for {query!r} after {self.timeout_ms / 1000:g} s")
                shown = ", ".join(repr(r["text"]) for r in results[:8])
                raise CheckFailed(f"no result for {query!r} contains {expect!r}; got {len(results)}: {shown}")
            results = page.evaluate(RESULTS_JS)
            stray = [r for r in results if not r["inList"]]
            if stray:
                raise CheckFailed(f"result link not a child of <li> in ul#search-results: {stray[0]['text']!r}")
            hit = next(r for r in results if expect in r["text"])
            if not hit["href"]:
                raise CheckFailed(f"result {hit['text']!r} has no href")
            target = hit["abs"].split("#", 1)[0]
            page.locator("#search-results a").nth(results.index(hit)).click()
            try:
                page.wait_for_url(lambda u: u.split("#", 1)[0] == target or u.startswith("chrome-error:"),
                                  wait_until="load", timeout=self.timeout_ms)
            except PlaywrightError:
                raise CheckFailed(f"following {hit['text']!r} (href {hit['href']!r}) did not load {target}; "
                                  f"the page is {page.url}")
            if page.url.startswith("chrome-error:"):
                raise CheckFailed(f"following {hit['text']!r} (href {hit['href']!r}) failed: {target} not found")
            status = page.evaluate("(performance.getEntriesByType('navigation')[0] || {}).responseStatus || 0")
            if status >= 400:
                raise CheckFailed(f"following {hit['text']!r} (href {hit['href']!r}): HTTP {status} for {target}")
            h1 = page.locator("h1")
            heading = h1.first.text_content().strip() if h1.count() else None
            if heading is None:
                raise CheckFailed(f"{hit['href']} has no <h1>")
            self.search_box(page, hit["href"])
            if expect not in heading:
                notes.append(f"<h1> of {hit['href']} is {heading!r}, without {expect!r}")
            notes.append(f"{query!r} -> {hit['text']!r} -> {hit['href']}")

        self.run(f"search {name} {query!r} expecting {expect!r} ({base.split(':')[0]})", body)

    def keyboard_case(self, name, query, expect):
        def body(page, console, notes):
            start_rel = "index.html" if name == "." else f"{name}/index.html"
            self.goto(page, self.url("file", start_rel))
            page.locator("body").press("/")
            focused = page.evaluate("() => document.activeElement && document.activeElement.id")
            if focused != "search-input":
                raise CheckFailed(f'"/" did not focus #search-input (focus is on {focused!r})')
            page.keyboard.type(query, delay=10)
            try:
                page.wait_for_function(HAS_RESULT_JS, arg=expect, timeout=self.timeout_ms, polling=100)
            except PlaywrightError:
                raise CheckFailed(f"no result for {query!r} contains {expect!r}")
            active = ""
            for _ in range(60):
                page.keyboard.press("ArrowDown")
                active = page.evaluate("() => { const a = document.querySelector('#search-results a.active');"
                                       " return a ? a.textContent.replace(/\\s+/g, ' ') : ''; }")
                if expect in active:
                    break
            else:
                raise CheckFailed(f"ArrowDown never highlighted a result containing {expect!r} (last: {active!r})")
            target = page.evaluate("() => document.querySelector('#search-results a.active').href").split("#", 1)[0]
            page.keyboard.press("Enter")
            try:
                page.wait_for_url(lambda u: u.split("#", 1)[0] == target, wait_until="load", timeout=self.timeout_ms)
            except PlaywrightError:
                raise CheckFailed(f"Enter on {active!r} did not open {target}; the page is {page.url}")
            notes.append(f"'/' {query!r} ArrowDown… Enter -> {target.rsplit('/', 2)[-2:]}")

        self.run(f"keyboard search {name} {query!r} expecting {expect!r} (file)", body)

    def sidebar_case(self, rel):
        def body(page, console, notes):
            self.goto(page, self.url("file", rel))
            try:
                page.wait_for_function("() => window.__navReady === true", timeout=self.timeout_ms, polling=100)
            except PlaywrightError:
                raise CheckFailed("the sidebar tree was not drawn (window.__navReady never set)")
            marked = page.evaluate("""() => Array.from(document.querySelectorAll('#site-sidebar a[aria-current="page"]'))
                .map(a => ({href: a.href, text: a.textContent}))""")
            if len(marked) != 1:
                raise CheckFailed(f"{len(marked)} sidebar links marked aria-current=page, expected 1")
            here = page.url.split("#", 1)[0]
            if marked[0]["href"].split("#", 1)[0] != here:
                raise CheckFailed(f"the marked link leads to {marked[0]['href']}, not to the page {here}")
            word = marked[0]["text"].strip()[-6:]
            box = page.locator("#site-sidebar .filter input")
            box.fill(word)
            visible = page.evaluate("""() => { const a = document.querySelector('#site-sidebar a[aria-current="page"]');
                return !!(a && a.offsetParent !== null); }""")
            if not visible:
                raise CheckFailed(f"filtering the sidebar by {word!r} hid the current page's link")
            notes.append(f"current page marked: {marked[0]['text']!r}; filter {word!r} keeps it")

        self.run(f"sidebar {rel} (file)", body)

    def axe_case(self, base, rel, scheme, axe_js, full):
        def body(page, console, notes):
            self.goto(page, self.url(base, rel))
            # axe itself re-reads the stylesheets (blocked, and logged, on file://): what
            # it causes is not the page's fault.
            console.muted = []
            page.add_script_tag(content=axe_js)
            only = {"type": "tag", "values": AXE_TAGS} if full else {"type": "rule", "values": COLOUR_RULES}
            result = page.evaluate(AXE_RUN_JS, only)
            page.wait_for_timeout(100)
            if console.muted:
                why = " (file:// blocks its reads of the stylesheets; --http avoids that)" if base == "file" else ""
                notes.append(f"axe caused {len(console.muted)} console error(s){why}; not counted: "
                             + console.muted[0][:120])
            console.muted = None
            bad = []
            for v in result["violations"]:
                targets = ", ".join(v["targets"][:5]) + (f" (+{len(v['targets']) - 5} more)" if len(v["targets"]) > 5 else "")
                line = f"[{v['impact']}] {v['id']}: {v['help']} -> {targets}"
                (bad if v["impact"] in FAILING_IMPACTS else notes).append(line)
            if bad:
                raise CheckFailed(f"axe-core {result['version']}: {len(bad)} serious/critical rule(s)\n    "
                                  + "\n    ".join(bad))

        rules = "" if full else " colour rules"
        self.run(f"axe {rel} ({scheme}{rules}, {base.split(':')[0]})", body, color_scheme=scheme)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", metavar="SITE_DIR")
    parser.add_argument("--case", action="append", type=parse_case, default=[], metavar="NAME:QUERY:EXPECT")
    parser.add_argument("--keyboard", action="append", type=parse_case, default=[], metavar="NAME:QUERY:EXPECT")
    parser.add_argument("--sidebar", action="append", default=[], metavar="PATH")
    parser.add_argument("--axe", action="append", default=[], metavar="PATH")
    parser.add_argument("--http", action="store_true", help="also run the search cases over http://127.0.0.1")
    parser.add_argument("--color-schemes", default="light,dark", help="for axe (default light,dark)")
    parser.add_argument("--timeout", type=float, default=10, help="seconds per wait (default 10)")
    parser.add_argument("--budget", type=float, default=300, help="seconds for the whole run (default 300)")
    parser.add_argument("--chromium", default=CHROMIUM)
    args = parser.parse_args()
    site = os.path.abspath(args.site)
    if not os.path.isdir(site):
        parser.error(f"no folder {args.site}")
    if not args.case and not args.axe and not args.keyboard and not args.sidebar:
        parser.error("nothing to check: give --case, --keyboard, --sidebar and/or --axe")
    schemes = [s for s in args.color_schemes.split(",") if s]
    if any(s not in ("light", "dark") for s in schemes):
        parser.error("--color-schemes takes light and/or dark")
    for rel in args.axe:
        if not os.path.isfile(os.path.join(site, rel)):
            parser.error(f"--axe {rel}: no such file under {site}")

    runner = None
    broken = 0  # failures outside any one check (the browser would not start, ...)

    def out_of_time():
        done = f"{runner.passed} passed, {runner.failed + 1} failed" if runner else "0 passed, 1 failed"
        print(f"FAIL browser checks stopped after the budget of {args.budget:g} s", flush=True)
        print(f"browser-checks: {done}", flush=True)
        os._exit(1)

    watchdog = threading.Timer(args.budget, out_of_time)
    watchdog.daemon = True
    watchdog.start()
    server = None
    try:
        with sync_playwright() as p:
            try:
                browser = p.chromium.launch(executable_path=args.chromium, headless=True, timeout=30_000,
                                            args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
            except PlaywrightError as e:
                print(f"FAIL cannot start {args.chromium}: {str(e).splitlines()[0]}")
                print("browser-checks: 0 passed, 1 failed")
                return 1
            print(f"chromium {browser.version}, site {site}")
            runner = Runner(browser, site, int(args.timeout * 1000))
            try:
                bases = ["file"]
                if args.http:
                    server, http_base = start_server(site)
                    bases.append(http_base)
                for name, query, expect in args.case:
                    for base in bases:
                        runner.search_case(base, name, query, expect)
                for name, query, expect in args.keyboard:
                    runner.keyboard_case(name, query, expect)
                for rel in args.sidebar:
                    runner.sidebar_case(rel)
                if args.axe:
                    axe_js = axe_source()
                    for rel in args.axe:
                        for i, scheme in enumerate(schemes):
                            runner.axe_case(bases[-1], rel, scheme, axe_js, full=(i == 0))
            finally:
                browser.close()
    finally:
        watchdog.cancel()
        if server is not None:
            server.shutdown()
            server.server_close()
    print(f"browser-checks: {runner.passed} passed, {runner.failed} failed")
    return 1 if runner.failed else 0


if __name__ == "__main__":
    sys.exit(main())
