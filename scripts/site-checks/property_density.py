#!/usr/bin/env python3
"""Measures how much screen a model page's properties take, and with limits checks it.

usage: property_density.py PAGE.html... [--width 1440] [--height 1000]
           [--max-own-median PX,...] [--max-page PX,...] [--min-description RATIO]

For each page (opened from disk in Debian's headless chromium at WIDTHxHEIGHT, after its
scripts ran) prints one line:

  PAGE  page <px>  blocks <n> (median <px>)  own <n> (median <px>)  description/main <ratio>

* a property block is the element that carries a property's anchor: a table row or list
  item inside <main> whose id the page's own symbols use (rows of the SwagGen flavour's
  property tables, member items of the swift-openapi-generator flavour);
* "blocks" are all of them (nested types' members included), "own" those of the page's
  own symbol (anchors without a nested type's `Type.` prefix), each with its median height;
* "description/main" is the median, over blocks that have a description, of the
  description's width divided by <main>'s content width.

It gives issue 23's before/after figures (Stripe `Charge`, Kubernetes `PodSpec`, GitHub
`Repository`). Without limits it asserts nothing and exits 0 once the pages were measured.
With limits (one value per page, in the pages' order, for --max-own-median and --max-page;
one ratio for all with --min-description) each page over a limit prints a FAIL line and the
exit status is 1; `.ci/run` checks the three bench pages this way.
"""
import argparse
import pathlib
import statistics
import sys

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"

MEASURE_JS = """() => {
  const main = document.querySelector('main');
  const style = getComputedStyle(main);
  const mainWidth = main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const blocks = Array.from(main.querySelectorAll('tr[id], li[id]'))
    .filter(e => !e.closest('nav') && !e.closest('.version-note'));
  const heights = blocks.map(e => e.getBoundingClientRect().height);
  // The page's own symbol's members: anchors without a nested type's prefix.
  const own = blocks.filter(e => !e.id.includes('.')).map(e => e.getBoundingClientRect().height);
  const ratios = blocks.map(e => e.querySelector('.member-doc, .description, td:last-child p, p'))
    .filter(d => d && d.textContent.trim().length > 0)
    .map(d => d.getBoundingClientRect().width / mainWidth);
  return {page: document.documentElement.scrollHeight, heights, own, ratios};
}"""


def main() -> int:
    parser = argparse.ArgumentParser(description="Screen use of a model page's properties.")
    parser.add_argument("pages", nargs="+")
    parser.add_argument("--width", type=int, default=1440)
    parser.add_argument("--height", type=int, default=1000)
    parser.add_argument("--max-own-median", default="", help="px per page: the own blocks' median height at most")
    parser.add_argument("--max-page", default="", help="px per page: the page height at most")
    parser.add_argument("--min-description", type=float, default=None, help="description/main at least")
    args = parser.parse_args()

    def limits(text):
        values = [float(v) for v in text.split(",") if v]
        if values and len(values) != len(args.pages):
            parser.error("give one limit per page")
        return values or [None] * len(args.pages)

    max_median, max_page = limits(args.max_own_median), limits(args.max_page)
    failures = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": args.width, "height": args.height})
        for path in args.pages:
            page.goto(pathlib.Path(path).resolve().as_uri(), wait_until="load")
            figures = page.evaluate(MEASURE_JS)
            heights, ratios = figures["heights"], figures["ratios"]
            own = figures["own"]
            median = statistics.median(heights) if heights else 0
            own_median = statistics.median(own) if own else 0
            ratio = statistics.median(ratios) if ratios else 0
            print(f"{path}  page {figures['page']} px  blocks {len(heights)} (median {median:.0f} px)  "
                  f"own {len(own)} (median {own_median:.0f} px)  description/main {ratio:.2f}")
            index = args.pages.index(path)
            problems = []
            if not own:
                problems.append("no property blocks found")
            if max_median[index] is not None and own_median > max_median[index]:
                problems.append(f"own median {own_median:.0f} px > {max_median[index]:.0f} px")
            if max_page[index] is not None and figures["page"] > max_page[index]:
                problems.append(f"page {figures['page']} px > {max_page[index]:.0f} px")
            if args.min_description is not None and ratio < args.min_description:
                problems.append(f"description/main {ratio:.2f} < {args.min_description}")
            if problems:
                failures += 1
                print(f"FAIL {path}: " + "; ".join(problems))
        browser.close()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
