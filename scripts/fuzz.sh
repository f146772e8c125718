#!/usr/bin/env bash
# Fuzzes apidocs' whole pipeline (load → spec → symbols → README and site pages, in memory) with
# libFuzzer and AddressSanitizer for SECONDS seconds.
#
#   scripts/fuzz.sh SECONDS [extra libFuzzer flags...]
#
# Builds the fuzz package Fuzz/ into .build-fuzz/ (never part of the main package's build),
# seeds the corpus folder .build-fuzz/corpus/ (kept between runs, gitignored) with every spec of
# Specs/ and of ../shared/conformance (or $APIDOCS_SHARED/conformance), and runs one fuzz process,
# niced. The committed seeds of Fuzz/corpus/ go in first: schema cycles of every kind (each
# walk over schemas must end) and the common mistakes read with a warning. Crash inputs are
# written to .build-fuzz/crashes/. Exit status: libFuzzer's (0 when nothing was found).
# .ci/run runs it for 60 seconds, so a crash fails CI.
set -euo pipefail

if [ $# -lt 1 ] || ! [[ "$1" =~ ^[0-9]+$ ]]; then
    echo "usage: scripts/fuzz.sh SECONDS [libFuzzer flags...]" >&2
    exit 2
fi
seconds=$1
shift

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
work="$root/.build-fuzz"
corpus="$work/corpus"
crashes="$work/crashes"
shared="${APIDOCS_SHARED:-$root/../shared}"
mkdir -p "$corpus" "$crashes"

# Release (optimised) by default: several times more executions per second than debug.
# FUZZ_CONFIG=debug builds faster and reports with exact lines.
config="${FUZZ_CONFIG:-release}"
# SwiftPM links the executable's `main` to the target's entry point; the target hands over to
# libFuzzer's driver from there (Fuzz/Sources/apidocs-fuzz/FuzzTarget.swift). gold fails on the
# sanitizer runtime's symbols, so the toolchain's lld links.
build=(swift build --package-path Fuzz --scratch-path "$work/build" -c "$config"
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld)
echo "==> building the fuzz target (Fuzz/, $config, -sanitize=fuzzer,address)" >&2
nice -n 15 "${build[@]}" 2>&1 | grep -v "Cannot export local symbol" >&2
binary="$("${build[@]}" --show-bin-path)/apidocs-fuzz"

echo "==> seeding $corpus" >&2
seed() {
    # Content-named copies, so reseeding adds nothing twice.
    local file=$1 sum
    sum=$(sha1sum "$file" | cut -c1-40)
    [ -e "$corpus/$sum" ] || cp "$file" "$corpus/$sum"
}
while IFS= read -r -d '' file; do seed "$file"; done < <(find Fuzz/corpus -type f -print0)
while IFS= read -r -d '' file; do seed "$file"; done < <(
    find Specs -type f \( -name '*.yml' -o -name '*.yaml' -o -name '*.json' \) ! -name apidocs.yml -print0)
if [ -d "$shared/conformance" ]; then
    while IFS= read -r -d '' file; do seed "$file"; done < <(
        find "$shared/conformance" -type f \( -name 'spec.yml' -o -name 'spec.yaml' -o -name 'spec.json' \
            -o -name 'swagger.json' -o -name '*.reconstructed.yml' \) -size -256k -print0)
else
    echo "note: $shared/conformance not found; seeding from Specs/ only" >&2
fi
echo "corpus: $(find "$corpus" -type f | wc -l) files" >&2

echo "==> fuzzing for ${seconds}s" >&2
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"
# Swift's own crash backtracer fights AddressSanitizer's; libFuzzer prints the stack.
export SWIFT_BACKTRACE="enable=no"
cd "$crashes"
exec nice -n 15 "$binary" "$corpus" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=20 -report_slow_units=60 -max_len=65536 \
    -dict="$root/Fuzz/openapi.dict" -print_final_stats=1 "$@"
