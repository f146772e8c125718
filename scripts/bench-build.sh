#!/usr/bin/env bash
# Times the full `apidocs build SPEC --output DIR` (README + HTML site) on the large public
# specs in ../shared/bench/specs and compares the medians with the site's targets (issue 10:
# GitHub <= 0.6 s, Stripe <= 0.8 s, Kubernetes <= 1.0 s wall, peak <= 300 MB, output in /dev/shm).
#
#   scripts/bench-build.sh            build release, 1 warm-up + 7 timed runs per spec and place
#   RUNS=15 scripts/bench-build.sh    more timed runs
#   NO_BUILD=1 scripts/bench-build.sh reuse the existing release build
#   APIDOCS=path scripts/bench-build.sh  time another binary
#
# Every spec is built into two places, each a fresh folder removed before every run: /dev/shm
# (RAM-backed, so the shared disk's noise stays out; the targets apply here) and a folder on
# disk beside the checkout (reported, no target). Wall and CPU time (user + system) and peak
# RSS come from /usr/bin/time -f '%e %U %S %M'; files and bytes are counted after the last
# run. MB means MiB. The machine's load average is printed too: on a shared machine, quote
# medians and compare binaries pair by pair.
# Then the no-change rebuild, as CI runs it: `apidocs build` (no argument) in a scratch project
# whose Specs/ holds a copy of the spec, once to fill a /dev/shm output, then again with nothing
# changed: it must write 0 files and take under half the time of a first build (median against
# median). (A build of named specs, `build SPEC`, never skips: which APIs the root index lists
# is only known for the whole set; see docs/commands.md, `.apidocs-site`.)
# Exit status: 0 if every /dev/shm row passes, 1 otherwise.
set -euo pipefail

tool=bench-build
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-lib.sh"

out=$(ram_folder)
disk=$(mktemp -d "$root/../.bench-build.XXXXXX")
tmp=$(mktemp -d)
trap 'rm -rf "$out" "$disk" "$tmp"' EXIT

# spec file, wall-time target in seconds ("-" for none); every row also has the memory target.
specs=(
    "github-api.github.com.yaml 0.6"
    "stripe-spec3.yaml 0.8"
    "kubernetes-1.36-swagger.json 1.0"
    "openai-openapi.yaml -"
    "tfl-spec.json -"
)
peak_target_mb=300

# build_once SPEC PLACE: a full build into a fresh PLACE/site.
build_once() {
    rm -rf "$2/site"
    build_again "$1" "$2"
}

# A build into the existing output folder (no clean-up first).
build_again() {
    /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$bin" build "$1" --output "$2/site" 2>"$tmp/err" >/dev/null
}

# whole_set_build PROJECT OUTPUT: `apidocs build` of every spec in PROJECT/Specs into OUTPUT.
whole_set_build() {
    (cd "$1" && /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "$bin" build --output "$2" 2>"$tmp/err" >/dev/null)
}

# time_builds SPEC PLACE: $runs full builds; sets med_s, med_cpu, med_kib, files, bytes.
time_builds() {
    local walls=() cpus=() peaks=() secs user sys kib
    for _ in $(seq "$runs"); do
        build_once "$1" "$2"
        read -r secs user sys kib <"$tmp/time"
        walls+=("$secs")
        cpus+=("$(python3 -c "print(float('$user') + float('$sys'))")")
        peaks+=("$kib")
    done
    med_s=$(median "${walls[@]}")
    med_cpu=$(median "${cpus[@]}")
    med_kib=$(median "${peaks[@]}")
    files=$(find "$2/site" -type f ! -name .apidocs-manifest | wc -l)
    bytes=$(find "$2/site" -type f -printf '%s\n' | awk '{ total += $1 } END { print total + 0 }')
}

echo "bench-build: $bin, 1 warm-up + $runs timed runs per spec and place, output in $out and $disk"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
rows=()
failed=0
for entry in "${specs[@]}"; do
    read -r name time_target <<<"$entry"
    spec="$bench_dir/$name"
    if [ ! -f "$spec" ]; then
        rows+=("$name|-|-|$time_target|-|$peak_target_mb|-|-|-|-|-|-|-|-|MISSING")
        failed=1
        continue
    fi
    if ! build_once "$spec" "$out"; then
        echo "bench-build: $name: apidocs failed:" >&2
        head -n 5 "$tmp/err" >&2
        rows+=("$name|-|-|$time_target|-|$peak_target_mb|-|-|-|-|-|-|-|-|ERROR")
        failed=1
        continue
    fi
    time_builds "$spec" "$out"
    ram_s=$med_s ram_cpu=$med_cpu ram_kib=$med_kib ram_files=$files ram_bytes=$bytes
    rebuilds=()
    rebuild_wrote=0
    project="$tmp/project"
    rm -rf "$project" "$out/whole-set"
    mkdir -p "$project/Specs/bench"
    cp "$spec" "$project/Specs/bench/spec.${name##*.}"
    whole_set_build "$project" "$out/whole-set"
    for _ in $(seq "$runs"); do
        whole_set_build "$project" "$out/whole-set"
        read -r secs _ <"$tmp/time"
        rebuilds+=("$secs")
        grep -q "up to date, 0 files written" "$tmp/err" || rebuild_wrote=1
    done
    build_once "$spec" "$disk"
    time_builds "$spec" "$disk"
    disk_s=$med_s disk_cpu=$med_cpu
    row_verdict=$(verdict "$ram_s" "$ram_kib" "$time_target" "$peak_target_mb")
    read -r secs_txt mb_txt result <<<"$row_verdict"
    [ "$result" = PASS ] || failed=1
    mib=$(python3 -c "print('%.1f' % ($ram_bytes / 1048576))")
    med_re=$(median "${rebuilds[@]}")
    read -r re_txt ratio_txt re_ok <<<"$(python3 -c "
import sys
first, again, wrote = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3] == '1'
ratio = again / first if first > 0 else 0
print('%.2f %.2f %s' % (again, ratio, 'no' if wrote or ratio >= 0.5 else 'yes'))
" "$ram_s" "$med_re" "$rebuild_wrote")"
    if [ "$re_ok" != yes ]; then result=FAIL; failed=1; fi
    written_txt=$([ "$rebuild_wrote" = 0 ] && echo 0 || echo "some")
    cpu_txt=$(printf '%.2f' "$ram_cpu")
    disk_txt=$(printf '%.2f' "$disk_s")
    disk_cpu_txt=$(printf '%.2f' "$disk_cpu")
    rows+=("$name|$secs_txt|$cpu_txt|$time_target|$mb_txt|$peak_target_mb|$ram_files|$ram_bytes|$mib|$disk_txt|$disk_cpu_txt|$re_txt|$ratio_txt|$written_txt|$result")
done

echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "shm = output in /dev/shm (targets), disk = output on disk; s = median wall, cpu = median user + system"
format='%-30s %7s %7s %8s %8s %9s %6s %10s %7s %7s %8s %9s %6s %7s  %s\n'
printf "$format" spec "shm s" "shm cpu" "target s" "peak MB" "target MB" files bytes "MB out" "disk s" "disk cpu" "rebuild s" ratio written result
for row in "${rows[@]}"; do
    IFS='|' read -r c1 c2 c3 c4 c5 c6 c7 c8 c9 c10 c11 c12 c13 c14 c15 <<<"$row"
    printf "$format" "$c1" "$c2" "$c3" "$c4" "$c5" "$c6" "$c7" "$c8" "$c9" "$c10" "$c11" "$c12" "$c13" "$c14" "$c15"
done

exit "$failed"
