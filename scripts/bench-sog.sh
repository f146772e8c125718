#!/usr/bin/env bash
# The swift-openapi-generator flavour's full build (README + site) of the GitHub and Stripe
# specs in ../shared/bench/specs against the SwagGen flavour's, with farm-bench: A is
# `--client swift-openapi-generator`, B the default flavour, run in turn (A B A B ...), and
# the ratio A/B taken pair by pair. Target: median ratio <= 1.5. Each run writes a fresh
# output folder, once in /dev/shm (RAM) and once on disk (a temporary folder beside the checkout).
#
#   scripts/bench-sog.sh              release build, 1 warm-up + 5 pairs per spec and place
#   RUNS=9 scripts/bench-sog.sh       more pairs
#   NO_BUILD=1 scripts/bench-sog.sh   reuse the existing release build
set -euo pipefail

tool=bench-sog
runs=${RUNS:-5}
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-lib.sh"
command -v farm-bench >/dev/null || { echo "$tool: farm-bench not found" >&2; exit 2; }

ram=$(ram_folder)
disk=$(mktemp -d "$root/../.bench-sog.XXXXXX")
trap 'rm -rf "$ram" "$disk"' EXIT

for spec in github-api.github.com.yaml stripe-spec3.yaml; do
    for place in "$ram" "$disk"; do
        label=$([ "$place" = "$ram" ] && echo "/dev/shm" || echo "disk")
        echo "== $spec, output in $label: A = swift-openapi-generator flavour, B = swaggen flavour"
        farm-bench -n "$runs" --warmup 1 --timeout 3600 \
            --vs "sh -c 'rm -rf $place/b && exec $bin build --quiet --output $place/b $bench_dir/$spec'" \
            -- sh -c "rm -rf $place/a && exec $bin build --quiet --client swift-openapi-generator --output $place/a $bench_dir/$spec"
        echo "files: A $(find "$place/a" -type f | wc -l), B $(find "$place/b" -type f | wc -l)"
    done
done
