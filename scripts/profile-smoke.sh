#!/usr/bin/env bash
# The release binary can be profiled: one callgrind run (valgrind, the profiler of the
# benchmark notes) of `apidocs readme` on the small Specs/Bookshop must finish and name the
# binary's own functions. Fails on any valgrind error: a debuginfo it cannot read (DWARF 5 from
# clang, for Debian 12's valgrind 3.19) makes it give up with status 1 and an empty profile.
#
#   scripts/profile-smoke.sh [APIDOCS_BINARY]     default: .build/release/apidocs
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
binary="${1:-$root/.build/release/apidocs}"
if ! command -v valgrind >/dev/null; then
    echo "error: valgrind is not installed (apt-get install valgrind)" >&2
    exit 1
fi
if [ ! -x "$binary" ]; then
    echo "error: no apidocs binary at $binary (swift build -c release)" >&2
    exit 1
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
status=0
valgrind --tool=callgrind --callgrind-out-file="$tmp/callgrind.out" \
    "$binary" readme "$root/Specs/Bookshop" -o "$tmp/README.md" >"$tmp/stdout" 2>"$tmp/valgrind.log" || status=$?

totals=$(sed -n 's/^totals: \([0-9][0-9]*\)$/\1/p' "$tmp/callgrind.out" 2>/dev/null || true)
if [ "$status" -ne 0 ] || grep -q 'debuginfo reader' "$tmp/valgrind.log" || [ -z "$totals" ] || [ "$totals" -eq 0 ]; then
    echo "error: valgrind could not profile $binary (exit status $status):" >&2
    tail -n 12 "$tmp/valgrind.log" >&2
    exit 1
fi
# The binary's own (Swift) functions are named, not only the shared libraries'.
if ! grep -q '^fn=.*APIDocsKit' "$tmp/callgrind.out"; then
    echo "error: the profile of $binary names none of its own functions (no symbol table?)" >&2
    exit 1
fi
if [ ! -s "$tmp/README.md" ]; then
    echo "error: apidocs readme wrote nothing under valgrind" >&2
    exit 1
fi
echo "callgrind: apidocs readme Specs/Bookshop ran $totals instructions; the profile names the binary's functions"
