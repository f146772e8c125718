#!/usr/bin/env bash
# Times apidocs on generated hostile specs: shapes no real spec has, made to find quadratic
# paths and stack overflows. Each must finish (or be refused with an error, where the shape
# is over a limit) well inside its ceiling, without a crash.
#
#   scripts/bench-hostile.sh            build release, 3 timed runs per spec and command
#   RUNS=5 scripts/bench-hostile.sh     more timed runs
#   NO_BUILD=1 scripts/bench-hostile.sh reuse the existing release build
#
# Prints, per spec, the median wall time of `readme` and of `build` (README + site), the
# exit status (1 = refused with a located error, as expected for the shapes over a limit)
# and PASS when the status is the expected one and both medians are under the ceiling.
# Exit status: 0 if every row passes, 1 otherwise.
set -euo pipefail

tool=bench-hostile
needs_corpus=0
RUNS=${RUNS:-3}
# shellcheck source=scripts/bench-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/bench-lib.sh"

ceiling_s=10
specs=$(mktemp -d)
# Output in RAM: 20,000 files on a shared disk time the disk.
out=$(ram_folder)
trap 'rm -rf "$specs" "$out"' EXIT

python3 - "$specs" <<'PY'
import os, sys
root = sys.argv[1]
head = 'openapi: 3.0.0\ninfo: {title: Hostile, version: "1"}\n'

def write(name, text):
    with open(os.path.join(root, name), "w") as f:
        f.write(text)

# 200,000 nested arrays: over the 256-level limit, refused at once.
n = 200_000
write("nested-arrays-200000.json", '{"openapi": "3.0.0", "info": {"title": "T", "version": "1"}, "paths": {}, "x": ' + "[" * n + "]" * n + "}")
# 20,000 components, each a $ref to the next.
n = 20_000
text = head + "paths: {}\ncomponents:\n  schemas:\n"
text += "".join(f"    S{i}: {{$ref: '#/components/schemas/S{i + 1}'}}\n" for i in range(n))
text += f"    S{n}: {{type: object, properties: {{x: {{type: string}}}}}}\n"
write("ref-chain-20000.yml", text)
# 5,000 models, each inheriting (allOf) from the one before.
n = 5_000
text = head + "paths: {}\ncomponents:\n  schemas:\n    S0: {type: object, properties: {x: {type: string}}}\n"
text += "".join(f"    S{i}: {{allOf: [{{$ref: '#/components/schemas/S{i - 1}'}}, {{type: object, properties: {{p{i}: {{type: string}}}}}}]}}\n" for i in range(1, n))
write("allof-chain-5000.yml", text)
# An inline object 125 levels deep (250 YAML levels: just under the limit).
text = head + "paths: {}\ncomponents:\n  schemas:\n    A:\n"
indent = "      "
for i in range(125):
    text += f"{indent}type: object\n{indent}properties:\n{indent}  p{i}:\n"
    indent += "    "
write("inline-objects-125.yml", text + indent + "type: string\n")
# A chain of 300 files, each a $ref into the next.
os.makedirs(os.path.join(root, "files"))
for i in range(300):
    write(f"files/f{i}.yml", f"X: {{$ref: 'f{i + 1}.yml#/X'}}\n")
write("files/f300.yml", "X: {type: object, properties: {y: {type: string}}}\n")
write("files/spec.yml", head + "paths: {}\ncomponents:\n  schemas:\n    A: {$ref: 'f0.yml#/X'}\n")
# Nine lines of nested aliases standing for ~387 million nodes: over the alias limit, refused.
text = head + "paths: {}\nx-0: &a0 [" + ", ".join(["lol"] * 9) + "]\n"
text += "".join(f"x-{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]\n" for i in range(1, 9))
write("alias-bomb.yml", text)
# Schemas S1…S7, each an inline object of four aliases to the one before, and S8 of three:
# 3 x 4^7 inline objects, 425,945 nodes expanded, just under the alias limit (500,000).
text = head + "paths: {}\ncomponents:\n  schemas:\n    S0: &s0 {type: object, properties: {a: {type: string}}}\n"
text += "".join(f"    S{i}: &s{i} {{type: object, properties: {{a: *s{i - 1}, b: *s{i - 1}, c: *s{i - 1}, d: *s{i - 1}}}}}\n" for i in range(1, 8))
text += "    S8: {type: object, properties: {a: *s7, b: *s7, c: *s7}}\n"
write("alias-schemas-3x4x7.yml", text)
PY

# spec (relative to the generated folder), expected exit status
cases=(
    "nested-arrays-200000.json 1"
    "ref-chain-20000.yml 0"
    "allof-chain-5000.yml 0"
    "inline-objects-125.yml 0"
    "files/spec.yml 0"
    "alias-bomb.yml 1"
    "alias-schemas-3x4x7.yml 0"
)

# time_median COMMAND...: runs it $runs times under a 60 s timeout, each time into an empty
# $out/site; prints "median status".
time_median() {
    local times=() status=0
    for _ in $(seq "$runs"); do
        rm -rf "$out/site"
        set +e
        /usr/bin/time -f '%e' -o "$out/time" timeout 60 "$@" >/dev/null 2>"$out/err"
        status=$?
        set -e
        times+=("$(tail -n 1 "$out/time")")
    done
    echo "$(median "${times[@]}") $status"
}

echo "$tool: $bin, $runs timed runs per spec and command, ceiling ${ceiling_s} s"
echo
printf '%-28s %10s %10s %7s  %s\n' spec "readme s" "build s" status result
failed=0
for entry in "${cases[@]}"; do
    read -r name expected <<<"$entry"
    read -r readme_s readme_status <<<"$(time_median "$bin" readme "$specs/$name" --output /dev/null)"
    read -r build_s build_status <<<"$(time_median "$bin" build "$specs/$name" --output "$out/site" --quiet)"
    result=PASS
    if [ "$readme_status" != "$expected" ] || [ "$build_status" != "$expected" ] \
        || ! python3 -c "import sys; sys.exit(0 if max(float(sys.argv[1]), float(sys.argv[2])) <= float(sys.argv[3]) else 1)" "$readme_s" "$build_s" "$ceiling_s"; then
        result=FAIL
        failed=1
    fi
    printf '%-28s %10.2f %10.2f %7s  %s\n' "$name" "$readme_s" "$build_s" "$readme_status/$build_status" "$result"
done
exit "$failed"
