#!/usr/bin/env bash
# Scale benchmark (issue 24 item 4), with the release binary, output in /dev/shm:
#
# 1. Size: GitHub's JSON spec at 1x, 5x and 10x its size (scripts/scale/scaled-spec.py: every
#    path and component repeated under renamed keys, `$ref`s and operationIds renamed with
#    them). Each is built with `apidocs build` (a fresh output folder every run); the script
#    prints median wall and CPU seconds and peak memory (farm-bench), files and bytes written,
#    and the time per input MB, so linearity reads off the ratios. Targets: 10x within
#    1 GiB, and its time at most 1.25 x (10 x the 1x time) (linear, with slack for noise).
# 2. Monorepo: a project whose Specs/ holds 50 spec folders, the bench specs (GitHub, Stripe,
#    Kubernetes, OpenAI, TfL) and the six SwagGen conformance cases copied under distinct
#    names (GitHub1..GitHub5, Petstore1..), built with `apidocs build` (no argument): the
#    first build's wall and CPU time and its CPU/wall ratio (how busy the cores were), then
#    the no-change rebuild, which must take under 0.5 s (median).
#
#   scripts/bench-scale.sh [APIDOCS_BINARY]   (default: build the release binary)
#   RUNS=5 scripts/bench-scale.sh             more timed runs (default 3)
# Exit status: 0 when every target passes.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
shared="${APIDOCS_SHARED:-$root/../shared}"
runs=${RUNS:-3}
if [ $# -ge 1 ]; then
    binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
else
    (cd "$root" && swift build -c release --product apidocs >&2)
    binary="$root/.build/release/apidocs"
fi
work=$(mktemp -d /dev/shm/apidocs-scale.XXXXXX)
trap 'rm -rf "$work"' EXIT
failures=0

# median FIELD FILE: the median of farm-bench's line for FIELD ("A wall s") in FILE.
median() { awk -v field="$1" 'index($0, field) == 1 { print $(NF - 1) }' "$2" | head -1; }

echo "== 1. One spec at 1x, 5x and 10x GitHub's size ($runs runs each, median)"
printf '%-6s %10s %10s %10s %10s %8s %10s %12s\n' size "input MB" "wall s" "cpu s" "peak MiB" files "output MB" "wall s/MB"
declare -A wall
for factor in 1 5 10; do
    spec="$work/github-x$factor.json"
    python3 "$root/scripts/scale/scaled-spec.py" "$shared/bench/specs/github-api.github.com.json" "$factor" "$spec"
    report="$work/farm-x$factor.txt"
    (cd "$work" && farm-bench -n "$runs" --timeout 900 -- sh -c "rm -rf out-x$factor && exec '$binary' build '$spec' --option name:GitHub -q -o out-x$factor 2>/dev/null" > "$report" 2>&1)
    input=$(awk -v b="$(stat -c %s "$spec")" 'BEGIN { printf "%.1f", b / 1048576 }')
    files=$(find "$work/out-x$factor" -type f ! -name '.apidocs-*' | wc -l)
    output=$(du -sm "$work/out-x$factor" | cut -f1)
    wall[$factor]=$(median "A wall s" "$report")
    peak=$(median "A peak MiB" "$report")
    per=$(awk -v w="${wall[$factor]}" -v m="$input" 'BEGIN { printf "%.3f", w / m }')
    printf '%-6s %10s %10s %10s %10s %8s %10s %12s\n' "${factor}x" "$input" "${wall[$factor]}" "$(median "A cpu s" "$report")" "$peak" "$files" "$output" "$per"
    if [ "$factor" = 10 ]; then
        if awk -v p="$peak" 'BEGIN { exit !(p <= 1024) }'; then echo "PASS 10x peak memory $peak MiB <= 1024"; else echo "FAIL 10x peak memory $peak MiB > 1024"; failures=$((failures + 1)); fi
    fi
    rm -rf "$work/out-x$factor"
done
ratio=$(awk -v a="${wall[10]}" -v b="${wall[1]}" 'BEGIN { printf "%.2f", a / b }')
if awk -v r="$ratio" 'BEGIN { exit !(r <= 12.5) }'; then
    echo "PASS 10x/1x wall ratio $ratio (linear is 10; limit 12.5)"
else
    echo "FAIL 10x/1x wall ratio $ratio > 12.5"; failures=$((failures + 1))
fi

echo
echo "== 2. A monorepo of 50 specs in Specs/"
project="$work/monorepo"
mkdir -p "$project/Specs"
bases=()
add_base() { # add_base NAME SPEC_FILE CLIENT [OPTIONS_FILE]
    bases+=("$1|$2|$3|${4:-}")
}
add_base GitHub "$shared/bench/specs/github-api.github.com.yaml" swaggen
add_base Stripe "$shared/bench/specs/stripe-spec3.yaml" swaggen
add_base Kubernetes "$shared/bench/specs/kubernetes-1.36-swagger.json" swaggen
add_base OpenAI "$shared/bench/specs/openai-openapi.yaml" swift-openapi-generator
add_base TfL "$shared/bench/specs/tfl-spec.json" swaggen
for case in Petstore PetstoreTest Rocket TBX TFL TestSpec; do
    spec=$(ls "$shared/conformance/swaggen/$case"/spec.* | head -1)
    add_base "Case$case" "$spec" swaggen "$shared/conformance/swaggen/$case/options.yml"
done
count=0
copy=1
while [ "$count" -lt 50 ]; do
    for base in "${bases[@]}"; do
        [ "$count" -lt 50 ] || break
        IFS='|' read -r name spec client options <<< "$base"
        folder="$project/Specs/$name$copy"
        mkdir -p "$folder"
        cp "$spec" "$folder/spec.${spec##*.}"
        {
            echo "client: $client"
            if [ -n "$options" ]; then echo "options:"; sed 's/^/  /' "$options"; else echo "options:"; echo "  name: $name"; fi
        } > "$folder/apidocs.yml"
        count=$((count + 1))
    done
    copy=$((copy + 1))
done
echo "specs: $(ls "$project/Specs" | wc -l), input $(du -sm "$project/Specs" | cut -f1) MB"
first="$work/farm-first.txt"
(cd "$project" && farm-bench -n 1 --warmup 0 --timeout 900 -- sh -c "rm -rf Site && exec '$binary' build -q 2>/dev/null" > "$first" 2>&1)
grep -q "A exit 0" "$first" || { cat "$first"; echo "FAIL the monorepo build failed"; exit 1; }
first_wall=$(median "A wall s" "$first")
first_cpu=$(median "A cpu s" "$first")
busy=$(awk -v c="$first_cpu" -v w="$first_wall" 'BEGIN { printf "%.2f", c / w }')
echo "first build: wall $first_wall s, cpu $first_cpu s, cpu/wall $busy on $(nproc) cores, peak $(median "A peak MiB" "$first") MiB, $(find "$project/Site" -type f | wc -l) files"
again="$work/farm-again.txt"
(cd "$project" && farm-bench -n 5 --timeout 300 -- sh -c "exec '$binary' build -q 2>/dev/null" > "$again" 2>&1)
again_wall=$(median "A wall s" "$again")
if awk -v w="$again_wall" 'BEGIN { exit !(w < 0.5) }'; then
    echo "PASS no-change rebuild: median wall $again_wall s < 0.5 (cpu $(median "A cpu s" "$again") s)"
else
    echo "FAIL no-change rebuild: median wall $again_wall s >= 0.5"; failures=$((failures + 1))
fi
[ "$failures" -eq 0 ]
