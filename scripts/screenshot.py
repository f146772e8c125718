#!/usr/bin/env python3
"""Remakes the README's screenshot: one operation page of the committed site, as a browser
window shows it.

usage: .venv-qa/bin/python scripts/screenshot.py [PAGE [OUT]]

PAGE is a page of the committed Site/ (default Kennel/operations/pets.listpets.html), OUT the
PNG to write (default docs/images/operation-page.png). The page is opened from disk in Debian's
headless Chromium through Playwright (the site checks' venv, see scripts/site-checks/install.sh;
never `playwright install`), in a 1440x900 window, light colours, device scale 1, once the
sidebar tree is drawn; the shot is the window, not the full page. Exit status 1 when the page
is missing, logs a console error or cannot be shot.
"""
import os
import pathlib
import sys

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
DEFAULT_PAGE = "Kennel/operations/pets.listpets.html"
DEFAULT_OUT = ROOT / "docs" / "images" / "operation-page.png"


def main(argv):
    if len(argv) > 3 or (len(argv) > 1 and argv[1] in ("-h", "--help")):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    page_path = ROOT / "Site" / (argv[1] if len(argv) > 1 else DEFAULT_PAGE)
    out = pathlib.Path(argv[2]).resolve() if len(argv) > 2 else DEFAULT_OUT
    if not page_path.is_file():
        print(f"error: no such page {page_path}", file=sys.stderr)
        return 1
    out.parent.mkdir(parents=True, exist_ok=True)
    errors = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, timeout=30_000,
                                    args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                          "--hide-scrollbars"])
        try:
            context = browser.new_context(viewport={"width": 1440, "height": 900}, device_scale_factor=1,
                                          color_scheme="light")
            page = context.new_page()
            page.on("console", lambda m: m.type == "error" and errors.append(m.text))
            page.on("pageerror", lambda e: errors.append(f"uncaught exception: {e}"))
            page.goto(page_path.as_uri(), wait_until="load")
            page.evaluate("document.fonts.ready.then(() => true)")
            try:
                page.wait_for_function("() => window.__navReady === true", timeout=5000)
            except PlaywrightError:
                errors.append("the sidebar tree was not drawn")
            page.screenshot(path=str(out), full_page=False)
        finally:
            browser.close()
    if errors:
        for error in errors:
            print(f"error: {page_path.relative_to(ROOT)}: {error}", file=sys.stderr)
        return 1
    print(f"wrote {os.path.relpath(out)} ({out.stat().st_size // 1024} KiB) from {page_path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
