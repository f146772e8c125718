#!/usr/bin/env python3
"""CPU and wall time of `readme` and `build` against issue 24's targets, paired with a baseline.

Usage: scripts/bench-cpu.py CANDIDATE [--vs BASELINE] [--runs 11]

CANDIDATE and BASELINE are apidocs executables (a release build, or the standalone binary of
scripts/release.sh). Each case runs CANDIDATE and BASELINE in turn (A B A B ..., one warm-up
pair first), each build into a fresh folder: in /dev/shm (RAM-backed: the targets apply there)
or on disk beside the checkout (reported, no target; a new folder for every run, all removed at
the end, since ext4 charges the files created right after a removal for it). Wall time is a monotonic clock around the
process; CPU is its user + system time and peak its largest resident size, both from the
kernel's accounting of the finished child (wait4). Prints each figure's median for A and B and
the median of the pair-by-pair ratios A/B (pairs keep the ratio meaningful while a shared
machine's speed drifts), then PASS/FAIL of A's medians against the targets:

  readme of GitHub's YAML            wall <= 0.10 s
  build of GitHub's YAML (/dev/shm)  cpu <= 0.45 s and wall <= 0.30 s
  build of Kubernetes (/dev/shm)     cpu <= 0.80 s
  every case                         peak <= 150 MB (MiB)

Exit status: 0 if every target passes, 1 otherwise, 2 for bad usage.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("APIDOCS_SHARED", os.path.join(ROOT, "..", "shared"))
SPECS = os.path.join(SHARED, "bench", "specs")
PEAK_MB = 150

# name, arguments (SPEC and OUT are replaced), where the output goes, targets.
CASES = [
    ("readme GitHub YAML", ["readme", "SPEC"], "github-api.github.com.yaml", None, {"wall": 0.10}),
    ("build GitHub YAML, /dev/shm", ["build", "SPEC", "--output", "OUT"], "github-api.github.com.yaml", "ram", {"cpu": 0.45, "wall": 0.30}),
    ("build Kubernetes, /dev/shm", ["build", "SPEC", "--output", "OUT"], "kubernetes-1.36-swagger.json", "ram", {"cpu": 0.80}),
    ("build GitHub YAML, disk", ["build", "SPEC", "--output", "OUT"], "github-api.github.com.yaml", "disk", {}),
]


def run(binary, arguments, folder, fresh):
    """One run: (wall s, cpu s, peak MiB). With `fresh`, `folder` is new (never removed
    before the run); else it is removed first."""
    if folder is not None and not fresh:
        shutil.rmtree(folder, ignore_errors=True)
    started = time.monotonic()
    process = subprocess.Popen([binary] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - started
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench-cpu: {binary} {' '.join(arguments)} exited {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("candidate")
    parser.add_argument("--vs", dest="baseline")
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if not os.path.isdir(SPECS):
        print(f"bench-cpu: skipped, {SPECS} not found (the shared corpus must sit beside the checkout)")
        return 0
    binaries = [("A", os.path.abspath(args.candidate))]
    if args.baseline:
        binaries.append(("B", os.path.abspath(args.baseline)))
    ram = tempfile.mkdtemp(prefix="apidocs-bench-cpu-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    disk = tempfile.mkdtemp(prefix=".bench-cpu-", dir=os.path.dirname(ROOT))
    print(f"bench-cpu: A = {binaries[0][1]}" + (f", B = {binaries[1][1]}" if len(binaries) > 1 else ""))
    print(f"{args.runs} paired runs per case after one warm-up; load average before: {open('/proc/loadavg').read().split()[:3]}")
    failed = False
    rows = []
    try:
        for name, template, spec, place, targets in CASES:
            figures = {label: [] for label, _ in binaries}
            for index in range(args.runs + 1):
                for label, binary in binaries:
                    # On disk every run writes a folder of its own, removed only at the end:
                    # ext4 makes a file created just after a big tree was deleted cost about a
                    # millisecond of system time (it scans for recently deleted inodes), which
                    # is the removal's cost, not the build's.
                    out = None if place is None else os.path.join(ram, "site") if place == "ram" else os.path.join(disk, f"site-{index}-{label}")
                    arguments = [os.path.join(SPECS, spec) if a == "SPEC" else out if a == "OUT" else a for a in template]
                    measured = run(binary, arguments, out, fresh=place == "disk")
                    if index > 0:
                        figures[label].append(measured)
            row = [name]
            for label, _ in binaries:
                walls, cpus, peaks = zip(*figures[label])
                row += [statistics.median(walls), statistics.median(cpus), max(peaks)]
            if len(binaries) > 1:
                pairs = list(zip(figures["A"], figures["B"]))
                row += [statistics.median(a[0] / b[0] for a, b in pairs), statistics.median(a[1] / b[1] for a, b in pairs)]
            verdicts = []
            wall, cpu, peak = row[1], row[2], row[3]
            if "wall" in targets:
                verdicts.append(("wall", wall, targets["wall"]))
            if "cpu" in targets:
                verdicts.append(("cpu", cpu, targets["cpu"]))
            verdicts.append(("peak", peak, PEAK_MB))
            rows.append((row, verdicts))
            failed = failed or any(value > limit for _, value, limit in verdicts)
    finally:
        shutil.rmtree(ram, ignore_errors=True)
        shutil.rmtree(disk, ignore_errors=True)

    print(f"load average after: {open('/proc/loadavg').read().split()[:3]}")
    header = f"{'case':<30} {'A wall':>7} {'A cpu':>6} {'A MB':>6}"
    if len(binaries) > 1:
        header += f" {'B wall':>7} {'B cpu':>6} {'B MB':>6} {'wall A/B':>9} {'cpu A/B':>8}"
    print(header + "  verdicts (A's medians)")
    for row, verdicts in rows:
        line = f"{row[0]:<30} {row[1]:7.3f} {row[2]:6.3f} {row[3]:6.1f}"
        if len(binaries) > 1:
            line += f" {row[4]:7.3f} {row[5]:6.3f} {row[6]:6.1f} {row[7]:9.3f} {row[8]:8.3f}"
        said = [f"{'PASS' if value <= limit else 'FAIL'} {what} {value:.3f} <= {limit}" for what, value, limit in verdicts]
        print(line + "  " + "; ".join(said))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
