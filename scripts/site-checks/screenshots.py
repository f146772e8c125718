#!/usr/bin/env python3
"""Full-page screenshots of site pages: desktop and mobile, light and dark.

usage: screenshots.py SITE_DIR [OUT_DIR [PAGE...]]

PAGE is a path relative to SITE_DIR (default: index.html and every <Name>/index.html).
PAGE?q=QUERY types QUERY into the search box and shoots the viewport with the results
panel open (a search in progress); its file name ends in "-search".
OUT_DIR defaults to /tmp/apidocs-screenshots. For each page it writes
<page-slug>-<desktop|mobile>-<light|dark>.png, where the slug is the path without
".html" and with "/" as "-" (Bookshop/models/Book.html -> Bookshop-models-Book):

  desktop  1440x900 viewport, device scale 1
  mobile   375x812 viewport, device scale 2, mobile + touch emulation

The colour scheme is set through prefers-color-scheme emulation. Pages are opened from
disk (file://). Sideways scrolling on mobile and console errors are printed as warnings;
the exit status is 1 only when a page can't be loaded or shot. Screenshots are for
looking at, not for committing.
"""
import os
import pathlib
import sys
import threading
import time

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
DEFAULT_OUT = "/tmp/apidocs-screenshots"
DEVICES = {
    "desktop": dict(viewport={"width": 1440, "height": 900}, device_scale_factor=1),
    "mobile": dict(viewport={"width": 375, "height": 812}, device_scale_factor=2, is_mobile=True, has_touch=True),
}
SCHEMES = ("light", "dark")
TIMEOUT_MS = 60_000
BUDGET_S = 1500


def split_query(rel):
    """`page?q=query` -> (page, query); (rel, None) without a query."""
    if "?q=" in rel:
        page, query = rel.split("?q=", 1)
        return page, query
    return rel, None


def slug(rel):
    rel, query = split_query(rel)
    if query is not None:
        return slug(rel) + "-search"
    rel = rel.replace(os.sep, "/")
    if rel.endswith(".html"):
        rel = rel[: -len(".html")]
    return "-".join(part for part in rel.split("/") if part) or "index"


def default_pages(site):
    pages = ["index.html"] if os.path.isfile(os.path.join(site, "index.html")) else []
    for name in sorted(os.listdir(site)):
        if os.path.isfile(os.path.join(site, name, "index.html")):
            pages.append(f"{name}/index.html")
    return pages


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help") or not os.path.isdir(argv[1]):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    site = os.path.abspath(argv[1])
    out = os.path.abspath(argv[2]) if len(argv) > 2 else DEFAULT_OUT
    pages = argv[3:] or default_pages(site)
    if not pages:
        print(f"error: no pages given and no index.html under {site}", file=sys.stderr)
        return 1
    missing = [p for p in pages if not os.path.isfile(os.path.join(site, split_query(p)[0]))]
    if missing:
        print(f"error: not in {site}: {', '.join(missing)}", file=sys.stderr)
        return 1
    os.makedirs(out, exist_ok=True)

    def out_of_time():
        print(f"error: screenshots stopped after {BUDGET_S} s", flush=True)
        os._exit(1)

    watchdog = threading.Timer(BUDGET_S, out_of_time)
    watchdog.daemon = True
    watchdog.start()
    failures = written = 0
    started = time.monotonic()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, timeout=30_000,
                                        args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                              "--hide-scrollbars"])
            try:
                for device, options in DEVICES.items():
                    for scheme in SCHEMES:
                        context = browser.new_context(color_scheme=scheme, **options)
                        context.set_default_timeout(TIMEOUT_MS)
                        try:
                            page = context.new_page()
                            errors = []
                            page.on("console", lambda m: m.type == "error" and errors.append(m.text))
                            page.on("pageerror", lambda e: errors.append(f"uncaught exception: {e}"))
                            for rel in pages:
                                name = f"{slug(rel)}-{device}-{scheme}.png"
                                errors.clear()
                                file, query = split_query(rel)
                                try:
                                    page.goto(pathlib.Path(site, file).as_uri(), wait_until="load")
                                    page.evaluate("document.fonts.ready.then(() => true)")
                                    # The sidebar tree is drawn after "load"; wait for it (briefly).
                                    if page.locator("#site-sidebar").count():
                                        try:
                                            page.wait_for_function("() => window.__navReady === true", timeout=3000)
                                        except PlaywrightError:
                                            print(f"warning: {rel}: sidebar tree not drawn")
                                    if query is not None:
                                        page.locator("#search-input").click()
                                        page.keyboard.type(query, delay=10)
                                        page.wait_for_function("() => document.querySelectorAll('#search-results a').length > 0")
                                        page.keyboard.press("ArrowDown")
                                        page.keyboard.press("ArrowDown")
                                    page.screenshot(path=os.path.join(out, name), full_page=query is None,
                                                    animations="disabled", caret="hide")
                                    written += 1
                                except PlaywrightError as e:
                                    failures += 1
                                    print(f"error: {rel} ({device}, {scheme}): {str(e).splitlines()[0]}")
                                    continue
                                if device == "mobile" and scheme == "light" and page.evaluate(
                                        "document.documentElement.scrollWidth > document.documentElement.clientWidth"):
                                    print(f"warning: {rel} scrolls sideways at 375 px")
                                for text in dict.fromkeys(errors):
                                    print(f"warning: {rel} ({device}, {scheme}): {text}")
                        finally:
                            context.close()
            finally:
                browser.close()
    finally:
        watchdog.cancel()
    print(f"{written} screenshots of {len(pages)} page(s) in {out} ({time.monotonic() - started:.1f} s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
