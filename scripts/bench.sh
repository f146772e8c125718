#!/usr/bin/env bash
# Times `apidocs readme SPEC --output /dev/null` on the large public specs in
# ../shared/bench/specs and compares the medians with the project's targets.
#
#   scripts/bench.sh            build release, 1 warm-up + 7 timed runs per spec
#   RUNS=15 scripts/bench.sh    more timed runs
#   NO_BUILD=1 scripts/bench.sh reuse the existing release build
#   APIDOCS=path scripts/bench.sh  time another binary
#
# Wall time and peak RSS come from /usr/bin/time -f '%e %M' (seconds with two
# decimals, KiB). MB below means MiB. Exit status: 0 if every row passes, 1 otherwise.
set -euo pipefail

tool=bench
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-lib.sh"

# spec file, wall-time target in seconds ("-" for none); every row also has the memory target.
specs=(
    "github-api.github.com.yaml 0.25"
    "github-api.github.com.json -"
    "stripe-spec3.yaml 0.3"
    "stripe-spec3.json -"
    "kubernetes-1.36-swagger.json 0.3"
    "openai-openapi.yaml -"
    "tfl-spec.json -"
)
peak_target_mb=150

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "bench: $bin, 1 warm-up + $runs timed runs per spec"
echo
rows=()
failed=0
for entry in "${specs[@]}"; do
    read -r name time_target <<<"$entry"
    spec="$bench_dir/$name"
    if [ ! -f "$spec" ]; then
        rows+=("$name|-|$time_target|-|$peak_target_mb|MISSING")
        failed=1
        continue
    fi
    if ! "$bin" readme "$spec" --output /dev/null 2>"$tmp/err"; then
        echo "bench: $name: apidocs failed:" >&2
        head -n 5 "$tmp/err" >&2
        rows+=("$name|-|$time_target|-|$peak_target_mb|ERROR")
        failed=1
        continue
    fi
    times=()
    peaks=()
    run_failed=0
    for _ in $(seq "$runs"); do
        if ! /usr/bin/time -f '%e %M' -o "$tmp/time" "$bin" readme "$spec" --output /dev/null 2>"$tmp/err"; then
            run_failed=1
            break
        fi
        read -r secs kib <"$tmp/time"
        times+=("$secs")
        peaks+=("$kib")
    done
    if [ "$run_failed" -ne 0 ]; then
        rows+=("$name|-|$time_target|-|$peak_target_mb|ERROR")
        failed=1
        continue
    fi
    med_s=$(median "${times[@]}")
    med_kib=$(median "${peaks[@]}")
    row_verdict=$(verdict "$med_s" "$med_kib" "$time_target" "$peak_target_mb")
    read -r secs_txt mb_txt result <<<"$row_verdict"
    [ "$result" = PASS ] || failed=1
    rows+=("$name|$secs_txt|$time_target|$mb_txt|$peak_target_mb|$result")
done

printf '%-30s %9s %9s %15s %10s  %s\n' spec "median s" "target s" "median peak MB" "target MB" result
for row in "${rows[@]}"; do
    IFS='|' read -r c1 c2 c3 c4 c5 c6 <<<"$row"
    printf '%-30s %9s %9s %15s %10s  %s\n' "$c1" "$c2" "$c3" "$c4" "$c5" "$c6"
done

exit "$failed"
