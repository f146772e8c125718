#!/usr/bin/env python3
"""Measures every page of a built site at desktop and phone widths: no table or member block
may be wider than its container, and no page may scroll sideways.

usage: layout_check.py SITE_DIR [--api NAME]... [--page PATH]... [--widths 1440,1280,375]
                       [--show N] [--budget S]

Opens each HTML page under SITE_DIR (or only under SITE_DIR/NAME for each --api, or only each
--page, a path relative to SITE_DIR) from disk
(file://; on a site built with --site-url, requests under the site URL, which 404.html makes,
are answered from SITE_DIR) in Debian's headless chromium, once per width (1440 px: desktop; 1280 px: the
narrowest width with code columns; 375 px: a phone, with mobile emulation), after its scripts
have run, and reports a page when

  * the document is wider than the viewport (sideways scroll), or
  * a table in <main> is wider than the element that holds it, or sticks out of <main>'s
    content box. A table inside a box that scrolls sideways on purpose (Markdown tables of
    spec descriptions) is measured by that box instead, or
  * a member block (property, parameter, case...) or either side of a prose/code pair sticks
    out of <main>'s content box, or a code column overlaps the prose it sits beside, or
  * a version note (versioned docs) is placed below the page's article instead of above it.

Prints per width the number of pages checked and offending, the first --show offenders with
what is wrong, and last `layout-checks: N passed, N failed` (one check per width). Exits 1
when any page offends, 2 on bad usage.
"""
import argparse
import os
import pathlib
import sys
import threading
import time

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

sys.dont_write_bytecode = True  # no __pycache__/ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from published_site import route_to_disk, site_url_of  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
# Deferred scripts (site.js: "On this page", copy buttons) have run by DOMContentLoaded,
# and stylesheets have loaded; the sidebar tree drawn after "load" does not change the
# content column.
WAIT = "domcontentloaded"

MEASURE_JS = """() => {
  const problems = [];
  const root = document.documentElement;
  const vw = root.clientWidth;
  if (root.scrollWidth > vw + 1) problems.push(`page is ${root.scrollWidth}px wide in a ${vw}px viewport`);
  const main = document.querySelector('main');
  if (!main) return problems;
  const ms = getComputedStyle(main);
  const mainRight = main.getBoundingClientRect().right - parseFloat(ms.paddingRight) - parseFloat(ms.borderRightWidth);
  const scrolls = (el) => { const o = getComputedStyle(el).overflowX; return o === 'auto' || o === 'scroll'; };
  let n = 0;
  for (const table of main.querySelectorAll('table')) {
    n += 1;
    let box = table;
    for (let p = table.parentElement; p && p !== main; p = p.parentElement) {
      if (scrolls(p)) { box = p; break; }
    }
    const holder = box.parentElement;
    const rect = box.getBoundingClientRect();
    const hs = getComputedStyle(holder);
    const room = holder.clientWidth - parseFloat(hs.paddingLeft) - parseFloat(hs.paddingRight);
    const name = (table.querySelector('caption') || {}).textContent || `table ${n}`;
    if (rect.width > room + 1) problems.push(`${name.trim().slice(0, 60)}: ${Math.round(rect.width)}px in ${Math.round(room)}px`);
    else if (rect.right > mainRight + 1) problems.push(`${name.trim().slice(0, 60)}: ends ${Math.round(rect.right - mainRight)}px past the content column`);
  }
  // Member blocks and the two sides of a prose/code pair stay inside the content column, and
  // a code column beside its prose does not overlap it.
  for (const el of main.querySelectorAll('.member, .pair > .prose, .pair > .code')) {
    const rect = el.getBoundingClientRect();
    if (rect.right > mainRight + 1) {
      const label = el.id || (el.querySelector('.member-name, h2, p') || {}).textContent || el.className;
      problems.push(`${el.className} ${String(label).trim().slice(0, 50)}: ends ${Math.round(rect.right - mainRight)}px past the content column`);
    }
  }
  for (const pair of main.querySelectorAll('.pair')) {
    const prose = pair.querySelector(':scope > .prose'), code = pair.querySelector(':scope > .code');
    if (prose && code) {
      const a = prose.getBoundingClientRect(), b = code.getBoundingClientRect();
      const beside = b.left >= a.right - 1, below = b.top >= a.bottom - 1;
      if (!beside && !below) problems.push(`code overlaps its prose: ${(code.textContent || '').trim().slice(0, 40)}`);
    }
  }
  // A version note (versioned docs) heads the page it is about, whatever columns the page has.
  const note = main.querySelector(':scope > .version-note');
  const article = main.querySelector(':scope > article');
  if (note && article && note.getBoundingClientRect().top > article.getBoundingClientRect().top) {
    problems.push('the version note is below the page it is about');
  }
  return problems;
}"""

DEVICES = {
    1440: dict(viewport={"width": 1440, "height": 900}),
    1280: dict(viewport={"width": 1280, "height": 800}),
    375: dict(viewport={"width": 375, "height": 812}, device_scale_factor=1, is_mobile=True, has_touch=True),
}


def pages_of(site, apis):
    roots = [os.path.join(site, a) for a in apis] if apis else [site]
    found = []
    for top in roots:
        for folder, _, files in os.walk(top):
            for name in files:
                if name.endswith(".html"):
                    found.append(os.path.relpath(os.path.join(folder, name), site))
    return sorted(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", metavar="SITE_DIR")
    parser.add_argument("--api", action="append", default=[], help="only the pages of this API folder")
    parser.add_argument("--page", action="append", default=[], help="only this page (relative to SITE_DIR)")
    parser.add_argument("--widths", default="1440,1280,375")
    parser.add_argument("--show", type=int, default=10, help="offenders listed per width (default 10)")
    parser.add_argument("--budget", type=float, default=3600, help="seconds for the whole run")
    parser.add_argument("--chromium", default=CHROMIUM)
    args = parser.parse_args()
    site = os.path.abspath(args.site)
    if not os.path.isdir(site):
        parser.error(f"no folder {args.site}")
    try:
        widths = [int(w) for w in args.widths.split(",") if w]
    except ValueError:
        parser.error("--widths takes numbers")
    if any(w not in DEVICES for w in widths):
        parser.error(f"--widths: one of {sorted(DEVICES)}")
    for api in args.api:
        if not os.path.isdir(os.path.join(site, api)):
            parser.error(f"--api {api}: no folder {api} in {site}")
    for page in args.page:
        if not os.path.isfile(os.path.join(site, page)):
            parser.error(f"--page {page}: no such file in {site}")
    pages = sorted(args.page) if args.page else pages_of(site, args.api)
    site_url = site_url_of(site)
    if not pages:
        print(f"error: no HTML page under {site}", file=sys.stderr)
        print("layout-checks: 0 passed, 1 failed")
        return 1

    def out_of_time():
        print(f"FAIL layout checks stopped after the budget of {args.budget:g} s", flush=True)
        print("layout-checks: 0 passed, 1 failed", flush=True)
        os._exit(1)

    watchdog = threading.Timer(args.budget, out_of_time)
    watchdog.daemon = True
    watchdog.start()
    passed = failed = 0
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=args.chromium, headless=True,
                                        args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
            print(f"chromium {browser.version}, {len(pages)} pages under {site}", flush=True)
            for width in widths:
                started = time.monotonic()
                context = browser.new_context(**DEVICES[width])
                context.set_default_timeout(30_000)
                route_to_disk(context, site, site_url)
                page = context.new_page()
                errors = []
                page.on("pageerror", lambda exc: errors.append(str(exc)))
                offenders = []
                for rel in pages:
                    try:
                        page.goto(pathlib.Path(site, rel).as_uri(), wait_until=WAIT)
                        problems = page.evaluate(MEASURE_JS)
                    except PlaywrightError as e:
                        problems = [f"cannot measure: {str(e).splitlines()[0]}"]
                    if errors:
                        problems += [f"uncaught exception: {e}" for e in errors]
                        errors.clear()
                    if problems:
                        offenders.append((rel, problems))
                context.close()
                took = time.monotonic() - started
                verdict = "PASS" if not offenders else "FAIL"
                print(f"{verdict} {width} px: {len(pages)} pages, {len(offenders)} offending ({took:.0f} s)")
                for rel, problems in offenders[: args.show]:
                    print(f"    {rel}: " + "; ".join(problems[:3]) + (f" (+{len(problems) - 3} more)" if len(problems) > 3 else ""))
                if len(offenders) > args.show:
                    print(f"    ... and {len(offenders) - args.show} more")
                sys.stdout.flush()
                if offenders:
                    failed += 1
                else:
                    passed += 1
            browser.close()
    finally:
        watchdog.cancel()
    print(f"layout-checks: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
