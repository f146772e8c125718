# Shared set-up and arithmetic of the scripts/bench*.sh benchmarks; sourced, not run.
#
# Before sourcing, set `tool` to the script's name (used in messages), and `needs_corpus=0`
# if the script does not read ../shared/bench/specs. After it: `root`,
# `bench_dir` (absolute), `runs`, `bin` are set, the release build is done (unless NO_BUILD or
# APIDOCS), /usr/bin/time exists, and `ram_folder`, `median` and `verdict` are defined. When the shared corpus
# is absent it prints why and exits 0 (skipped).

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
bench_dir="$root/../shared/bench/specs"
runs=${RUNS:-7}
bin=${APIDOCS:-"$root/.build/release/apidocs"}

if [ "${needs_corpus:-1}" = 1 ]; then
    if [ ! -d "$bench_dir" ]; then
        echo "$tool: skipped, $bench_dir not found (the shared corpus must sit beside the checkout)."
        exit 0
    fi
    bench_dir=$(cd "$bench_dir" && pwd)
fi
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
    echo "$tool: RUNS must be a positive integer, got '$runs'" >&2
    exit 2
fi
if [ -d /opt/swift/usr/bin ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
if [ ! -x /usr/bin/time ]; then
    echo "$tool: /usr/bin/time missing, installing the 'time' package"
    if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq time
fi
if [ -z "${NO_BUILD:-}" ] && [ -z "${APIDOCS:-}" ]; then
    echo "$tool: swift build -c release"
    swift build -c release
fi
if [ ! -x "$bin" ]; then
    echo "$tool: no executable at $bin" >&2
    exit 2
fi

# A new empty folder in RAM (/dev/shm) when there is one, else under $TMPDIR, for output whose
# writing should not time the shared disk.
ram_folder() {
    local base=/dev/shm
    [ -d "$base" ] || base=${TMPDIR:-/tmp}
    mktemp -d "$base/apidocs-$tool.XXXXXX"
}

# The median of the numbers given as arguments.
median() {
    python3 -c 'import statistics, sys; print(statistics.median(float(x) for x in sys.argv[1:]))' "$@"
}

# verdict SECONDS KIB TIME_TARGET PEAK_TARGET_MB: prints "seconds MiB PASS|FAIL" (two and one
# decimals); TIME_TARGET "-" means no time target.
verdict() {
    python3 - "$@" <<'PY'
import sys
secs, kib, time_target, peak_mb = float(sys.argv[1]), float(sys.argv[2]), sys.argv[3], float(sys.argv[4])
ok = kib / 1024 <= peak_mb and (time_target == "-" or secs <= float(time_target))
print("%.2f %.1f %s" % (secs, kib / 1024, "PASS" if ok else "FAIL"))
PY
}
