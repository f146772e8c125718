#!/usr/bin/env python3
"""Checks that an operation page keeps its code in view: at 1440x1000, with the page scrolled
so that the first section after the operation's lead (SwagGen flavour: "Request"; the
swift-openapi-generator flavour: "OpenAPI") sits at the top of the viewport, the Swift example
and the first response sample must both be inside the viewport.

usage: code_panel_check.py PAGE.html... [--width 1440] [--height 1000]

Pages are opened from disk in Debian's headless chromium after their scripts ran. Prints one
line per page (PASS or FAIL with what is out of view) and `code-panel: N passed, N failed`;
exits 1 when a page fails. A page without a response sample fails too: give it pages whose
operation has one.
"""
import argparse
import pathlib
import sys

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"

MEASURE_JS = """() => {
  const article = document.querySelector('article.has-panel');
  if (!article) return {error: 'no operation article with a code panel'};
  const heading = article.querySelector(':scope > section > h2');
  if (!heading) return {error: 'no section heading after the lead'};
  const header = document.querySelector('.site-header');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  window.scrollTo(0, window.scrollY + heading.getBoundingClientRect().top - top);
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect(); return [r.top, r.bottom]; };
  return {
    heading: heading.textContent.trim(), top, height: window.innerHeight,
    headingTop: heading.getBoundingClientRect().top,
    example: box(article.querySelector('.code-panel .example pre')),
    sample: box(article.querySelector('.code-panel .response-samples [role="tabpanel"]:not([hidden]) pre')),
  };
}"""


def main() -> int:
    parser = argparse.ArgumentParser(description="Code in view beside an operation's sections.")
    parser.add_argument("pages", nargs="+")
    parser.add_argument("--width", type=int, default=1440)
    parser.add_argument("--height", type=int, default=1000)
    args = parser.parse_args()
    passed = failed = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": args.width, "height": args.height})
        for path in args.pages:
            page.goto(pathlib.Path(path).resolve().as_uri(), wait_until="load")
            page.wait_for_timeout(100)
            figures = page.evaluate(MEASURE_JS)
            problems = []
            if "error" in figures:
                problems.append(figures["error"])
            else:
                def visible(name):
                    span = figures[name]
                    if span is None:
                        problems.append(f"no {name} in the code panel")
                    elif span[0] >= figures["height"] or span[1] <= figures["top"]:
                        problems.append(f"the {name} is out of view ({span[0]:.0f}-{span[1]:.0f} px, viewport {figures['top']:.0f}-{figures['height']} px)")
                if abs(figures["headingTop"] - figures["top"]) > 2:
                    problems.append(f"could not scroll '{figures['heading']}' to the top")
                visible("example")
                visible("sample")
            if problems:
                failed += 1
                print(f"FAIL {path}: " + "; ".join(problems))
            else:
                passed += 1
                print(f"PASS {path}: '{figures['heading']}' at the top; example at {figures['example'][0]:.0f} px, "
                      f"first response sample at {figures['sample'][0]:.0f} px")
        browser.close()
    print(f"code-panel: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
