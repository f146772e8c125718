#!/usr/bin/env bash
# Times the full `apidocs build SPEC --output /dev/shm/...` (README + HTML site) on the large
# public specs in ../shared/bench/specs and compares the medians with the site's targets.
#
#   scripts/bench-build.sh            build release, 1 warm-up + 7 timed runs per spec
#   RUNS=15 scripts/bench-build.sh    more timed runs
#   NO_BUILD=1 scripts/bench-build.sh reuse the existing release build
#   APIDOCS=path scripts/bench-build.sh  time another binary
#
# The output goes to a fresh folder under /dev/shm (RAM-backed, so the shared disk's noise
# stays out) that is removed before every run. Wall time and peak RSS come from
# /usr/bin/time -f '%e %M'; files and bytes are counted after the last run. MB means MiB.
# Then, on the output of the last run, the same build again with nothing changed: it must
# write 0 files and take under half the time of a first build (median against median).
# Exit status: 0 if every row passes, 1 otherwise.
set -euo pipefail

tool=bench-build
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-lib.sh"

out=$(ram_folder)
tmp=$(mktemp -d)
trap 'rm -rf "$out" "$tmp"' EXIT

# spec file, wall-time target in seconds ("-" for none); every row also has the memory target.
specs=(
    "github-api.github.com.yaml 1.0"
    "stripe-spec3.yaml 1.2"
    "kubernetes-1.36-swagger.json 1.5"
    "openai-openapi.yaml -"
    "tfl-spec.json -"
)
peak_target_mb=300

build_once() {
    rm -rf "$out/site"
    build_again "$1"
}

# A build into the existing output folder (no clean-up first).
build_again() {
    /usr/bin/time -f '%e %M' -o "$tmp/time" "$bin" build "$1" --output "$out/site" 2>"$tmp/err" >/dev/null
}

echo "bench-build: $bin, 1 warm-up + $runs timed runs per spec, output in $out"
echo
rows=()
failed=0
for entry in "${specs[@]}"; do
    read -r name time_target <<<"$entry"
    spec="$bench_dir/$name"
    if [ ! -f "$spec" ]; then
        rows+=("$name|-|$time_target|-|$peak_target_mb|-|-|-|-|-|MISSING")
        failed=1
        continue
    fi
    if ! build_once "$spec"; then
        echo "bench-build: $name: apidocs failed:" >&2
        head -n 5 "$tmp/err" >&2
        rows+=("$name|-|$time_target|-|$peak_target_mb|-|-|-|-|-|ERROR")
        failed=1
        continue
    fi
    times=()
    peaks=()
    for _ in $(seq "$runs"); do
        build_once "$spec"
        read -r secs kib <"$tmp/time"
        times+=("$secs")
        peaks+=("$kib")
    done
    files=$(find "$out/site" -type f ! -name .apidocs-manifest | wc -l)
    rebuilds=()
    rebuild_wrote=0
    for _ in $(seq "$runs"); do
        build_again "$spec"
        read -r secs _ <"$tmp/time"
        rebuilds+=("$secs")
        grep -q "up to date, 0 files written" "$tmp/err" || rebuild_wrote=1
    done
    bytes=$(find "$out/site" -type f -printf '%s\n' | awk '{ total += $1 } END { print total + 0 }')
    med_s=$(median "${times[@]}")
    med_kib=$(median "${peaks[@]}")
    row_verdict=$(verdict "$med_s" "$med_kib" "$time_target" "$peak_target_mb")
    read -r secs_txt mb_txt result <<<"$row_verdict"
    [ "$result" = PASS ] || failed=1
    mib=$(python3 -c "print('%.1f' % ($bytes / 1048576))")
    med_re=$(median "${rebuilds[@]}")
    read -r re_txt ratio_txt re_ok <<<"$(python3 -c "
import sys
first, again, wrote = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3] == '1'
ratio = again / first if first > 0 else 0
print('%.2f %.2f %s' % (again, ratio, 'no' if wrote or ratio >= 0.5 else 'yes'))
" "$med_s" "$med_re" "$rebuild_wrote")"
    if [ "$re_ok" != yes ]; then result=FAIL; failed=1; fi
    written_txt=$([ "$rebuild_wrote" = 0 ] && echo 0 || echo "some")
    rows+=("$name|$secs_txt|$time_target|$mb_txt|$peak_target_mb|$files|$mib|$re_txt|$ratio_txt|$written_txt|$result")
done

printf '%-30s %9s %9s %15s %10s %7s %9s %10s %8s %8s  %s\n' spec "median s" "target s" "median peak MB" "target MB" files "MB out" "rebuild s" "ratio" "written" result
for row in "${rows[@]}"; do
    IFS='|' read -r c1 c2 c3 c4 c5 c6 c7 c8 c9 c10 c11 <<<"$row"
    printf '%-30s %9s %9s %15s %10s %7s %9s %10s %8s %8s  %s\n' "$c1" "$c2" "$c3" "$c4" "$c5" "$c6" "$c7" "$c8" "$c9" "$c10" "$c11"
done

exit "$failed"
