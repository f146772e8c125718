#!/usr/bin/env python3
"""Edit-to-reload latency of `apidocs serve` on the GitHub spec.

Usage: scripts/bench-serve.py APIDOCS_BINARY [--edits 20] [--spec PATH]

Copies the GitHub spec (YAML, ../shared/bench/specs) into a scratch project, starts
`apidocs serve --port 0` there and, for each of N edits, rewrites the spec with the
`repository` schema's description changed (as an editor saves: a new file renamed over the
old one) and times, from the rename:
  * reload: until the long-poll on /__apidocs/events answers with a new site generation,
    then the Repository model page is fetched and holds the new words (what a browser does);
    the page fetch alone is shown too (the server renders a page when it is first asked for);
  * no-op: a save of the same bytes, until the server prints its `rebuilt ... 0 files
    changed` line (nothing reloads).
Prints each figure's median, min and max, the server's own rebuild times, and PASS/FAIL
against issue 24's targets: reload within 150 ms, no-op within 50 ms (medians).
"""
import argparse
import json
import os
import queue
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = "      title: Repository\n      description: A git repository\n"


def get(port, path, timeout=60):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=timeout) as response:
        return response.read().decode("utf-8")


def status(port, since):
    return json.loads(get(port, f"/__apidocs/events?since={since}"))


def save(path, text):
    temporary = path + ".tmp~"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.rename(temporary, path)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--spec", default=os.path.join(os.environ.get("APIDOCS_SHARED", os.path.join(ROOT, "..", "shared")), "bench/specs/github-api.github.com.yaml"))
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    original = open(args.spec, encoding="utf-8").read()
    if MARKER not in original:
        sys.exit("bench-serve: the spec has no `repository` schema description to edit")

    work = tempfile.mkdtemp(prefix="apidocs-bench-serve-")
    try:
        os.makedirs(os.path.join(work, "Specs", "GitHub"))
        spec = os.path.join(work, "Specs", "GitHub", "spec.yaml")
        save(spec, original)
        with open(os.path.join(work, "Specs", "GitHub", "apidocs.yml"), "w") as handle:
            handle.write("options:\n  name: GitHub\n")
        server = subprocess.Popen([binary, "serve", "--port", "0"], cwd=work, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put((time.monotonic(), line)) for line in server.stdout], daemon=True).start()
        port = None
        first_build = None
        while port is None:
            _, line = lines.get(timeout=120)
            if line.startswith("built in"):
                first_build = line.strip()
            found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if found:
                port = int(found.group(1))
        page = "/GitHub/models/repository.html"
        reloads, fetches, noops, rebuilds_edit, rebuilds_noop = [], [], [], [], []
        seen = status(port, -1)
        for index in range(args.edits):
            words = f"A git repository, edit {index} {time.time_ns()}"
            text = original.replace(MARKER, f"      title: Repository\n      description: {words}\n", 1)
            while not lines.empty():
                lines.get()
            started = time.monotonic()
            save(spec, text)
            answer = status(port, seen["generation"])
            notified = time.monotonic()
            body = get(port, page)
            finished = time.monotonic()
            fetches.append((finished - notified) * 1000)
            if answer["siteGeneration"] == seen["siteGeneration"] or words not in body:
                sys.exit(f"bench-serve: edit {index} did not reach {page}")
            reloads.append((finished - started) * 1000)
            seen = answer
            rebuilds_edit.append(server_time(lines))

            while not lines.empty():
                lines.get()
            started = time.monotonic()
            save(spec, text)
            moment, line = wait_for_rebuild(lines)
            noops.append((moment - started) * 1000)
            rebuilds_noop.append(float(re.search(r"in (\d+) ms", line).group(1)))
            if "0 files changed" not in line:
                sys.exit(f"bench-serve: a no-op save changed files: {line.strip()}")
        memory = {}
        with open(f"/proc/{server.pid}/status") as handle:
            for line in handle:
                if line.startswith(("VmRSS:", "VmHWM:")):
                    memory[line.split(":")[0]] = int(line.split()[1]) // 1024
        server.terminate()
        server.wait(timeout=10)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    def show(name, values):
        print(f"{name:<34} median {statistics.median(values):7.1f} ms   min {min(values):7.1f}   max {max(values):7.1f}   (n={len(values)})")

    print(f"first build: {first_build}")
    print(f"server memory after {args.edits} edits: {memory.get('VmRSS', 0)} MiB resident, peak {memory.get('VmHWM', 0)} MiB")
    show("edit -> page reloaded", reloads)
    show("  server rebuild (its own clock)", [value for value in rebuilds_edit if value is not None])
    show("  page fetch after the event", fetches)
    show("no-op save -> rebuild done", noops)
    show("  server rebuild (its own clock)", rebuilds_noop)
    verdicts = [("reload", statistics.median(reloads), 150), ("no-op", statistics.median(noops), 50)]
    for name, value, limit in verdicts:
        print(f"{'PASS' if value <= limit else 'FAIL'} {name}: median {value:.1f} ms (target <= {limit} ms)")
    return 0 if all(value <= limit for _, value, limit in verdicts) else 1


def wait_for_rebuild(lines):
    while True:
        moment, line = lines.get(timeout=60)
        if line.startswith("rebuilt in") or line.startswith("build failed"):
            return moment, line


def server_time(lines):
    try:
        _, line = wait_for_rebuild(lines)
        return float(re.search(r"in (\d+) ms", line).group(1))
    except queue.Empty:
        return None


if __name__ == "__main__":
    sys.exit(main())
