#!/usr/bin/env python3
"""Median DOMContentLoaded of site pages opened from disk, for comparing two builds.

usage: page_timing.py PAGE_FILE... [--runs N] [--warmup N]

Opens each PAGE_FILE (an HTML file of a built site) from file:// in Debian's headless
chromium, in a fresh browser context per load (an empty cache, as a reader's first visit),
N times, the pages taking turns so that load on the machine hits them alike, and prints per
page the median, minimum and maximum of DOMContentLoaded (ms from the start of navigation,
from the Navigation Timing entry) and of the load event. A benchmark, not a test: it never
fails on a number.
"""
import argparse
import os
import pathlib
import statistics
import sys

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
TIMING_JS = """() => { const n = performance.getEntriesByType('navigation')[0];
  return [n.domContentLoadedEventEnd - n.startTime, n.loadEventEnd - n.startTime]; }"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="+", metavar="PAGE_FILE")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--chromium", default=CHROMIUM)
    args = parser.parse_args()
    for path in args.pages:
        if not os.path.isfile(path):
            parser.error(f"no file {path}")
    results = {path: ([], []) for path in args.pages}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, headless=True,
                                    args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        for run in range(args.warmup + args.runs):
            for path in args.pages:
                context = browser.new_context(viewport={"width": 1440, "height": 900})
                page = context.new_page()
                page.goto(pathlib.Path(os.path.abspath(path)).as_uri(), wait_until="load")
                page.wait_for_timeout(50)
                dcl, load = page.evaluate(TIMING_JS)
                context.close()
                if run >= args.warmup:
                    results[path][0].append(dcl)
                    results[path][1].append(load)
        browser.close()
    for path, (dcl, load) in results.items():
        print(f"{path}: DOMContentLoaded median {statistics.median(dcl):.0f} ms (min {min(dcl):.0f}, max {max(dcl):.0f}); "
              f"load median {statistics.median(load):.0f} ms; {len(dcl)} runs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
