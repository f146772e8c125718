#!/usr/bin/env bash
# Tests the GitHub Action's script (scripts/action/run.sh) offline, against a fake release
# folder reached through file:// URLs: the version taken from the input or from the action's
# ref, the checksum verified (a wrong one stops the run before anything executes), the job
# summary written (the stale files and diff for `check`, the Markdown report for `diff`),
# apidocs's exit status passed through (0, 1 and 2), the building from source when no
# artifact exists, and the download cache.
#
# Usage: scripts/action/test.sh [RELEASE_TARBALL]
# With the real tarball scripts/release.sh wrote, it also runs the real binary through the
# action: `check` on this repository's Specs/ and Site/ must pass.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
passed=0
failed=0

ok() { passed=$((passed + 1)); echo "PASS $*"; }
bad() { failed=$((failed + 1)); echo "FAIL $*"; }
expect() { # expect DESCRIPTION CONDITION...
    local description=$1; shift
    if "$@"; then ok "$description"; else bad "$description"; fi
}
contains() { grep -qF -- "$2" "$1"; }
lacks() { ! grep -qF -- "$2" "$1"; }

case "$(uname -m)" in aarch64|arm64) arch=aarch64 ;; *) arch=x86_64 ;; esac

# A fake apidocs: records its arguments, prints like apidocs, exits with $FAKE_STATUS.
make_release() { # make_release FOLDER VERSION
    local name="apidocs-$2-linux-$arch"
    mkdir -p "$work/pack/$name" "$1/v$2"
    cat > "$work/pack/$name/apidocs" <<'EOF'
#!/usr/bin/env bash
if [ "${1:-}" = --version ]; then echo "apidocs FAKE (commit 0)"; exit 0; fi
printf '%s\n' "$@" > "$FAKE_ARGUMENTS"
case "$1" in
    check)
        if [ "${FAKE_STATUS:-0}" = 1 ]; then
            printf 'Site/Bookshop/README.md\n--- Site/Bookshop/README.md\n+++ rendered\n@@ -1 +1 @@\n-# Old ```title```\n+# Bookshop\n'
            echo "check: 1 of 1 output folders differ" >&2
        fi ;;
    diff) printf '## Swift API changes\n\n- **breaking** `Pet.name` removed\n' ;;
    build) echo "wrote Site/Bookshop: 3 written, 0 unchanged, 0 removed" ;;
esac
exit "${FAKE_STATUS:-0}"
EOF
    chmod 755 "$work/pack/$name/apidocs"
    tar -C "$work/pack" -czf "$1/v$2/$name.tar.gz" "$name"
    (cd "$1/v$2" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
}

releases="$work/releases"
make_release "$releases" 9.9.9

# run_action NAME ENV...: runs the action script in a fresh runner folder; sets $status,
# $summary, $outputs, $arguments, $log.
run_action() {
    local name=$1; shift
    local runner="$work/runner-$name"
    mkdir -p "$runner/temp" "$runner/tools"
    summary="$runner/summary.md" outputs="$runner/outputs" arguments="$runner/arguments" log="$runner/log"
    : > "$summary"; : > "$outputs"
    env -i PATH="$PATH" HOME="$HOME" \
        RUNNER_TEMP="$runner/temp" RUNNER_TOOL_CACHE="${TOOL_CACHE:-$runner/tools}" \
        GITHUB_STEP_SUMMARY="$summary" GITHUB_OUTPUT="$outputs" FAKE_ARGUMENTS="$arguments" \
        APIDOCS_ACTION_PATH="$root" APIDOCS_ACTION_RELEASE_BASE="file://$releases" \
        "$@" bash "$root/scripts/action/run.sh" > "$log" 2>&1
    status=$?
}

# 1. check, up to date: version from the input, checksum verified, exit 0, summary.
run_action check-ok APIDOCS_ACTION_VERSION=9.9.9
expect "check up to date exits 0" [ "$status" = 0 ]
expect "checksum verified" contains "$log" "checksum verified"
expect "summary says up to date" contains "$summary" "### apidocs check: the committed docs are up to date"
expect "exit-code output 0" contains "$outputs" "exit-code=0"
expect "command line is 'check'" [ "$(cat "$arguments")" = check ]

# 2. check, stale: exit 1 passed through, stale file and diff in the summary, fenced safely.
run_action check-stale APIDOCS_ACTION_VERSION=v9.9.9 FAKE_STATUS=1 APIDOCS_ACTION_SPECS="Specs/Bookshop Specs/Garage" APIDOCS_ACTION_ARGS="--strict --site-url 'https://example.org/a b/'"
expect "stale check exits 1" [ "$status" = 1 ]
expect "summary lists the stale file" contains "$summary" "Site/Bookshop/README.md"
expect "summary has the diff" contains "$summary" "+# Bookshop"
expect "summary has the stderr line" contains "$summary" "check: 1 of 1 output folders differ"
expect "fence longer than the output's backticks" contains "$summary" '````diff'
expect "exit-code output 1" contains "$outputs" "exit-code=1"
expect "specs and args passed as words" [ "$(tr '\n' '|' < "$arguments")" = "check|Specs/Bookshop|Specs/Garage|--strict|--site-url|https://example.org/a b/|" ]

# 3. exit 2 passed through.
run_action usage APIDOCS_ACTION_VERSION=9.9.9 FAKE_STATUS=2
expect "bad usage exits 2" [ "$status" = 2 ]
expect "summary names bad usage" contains "$summary" "bad usage"

# 4. the version from the action's ref, via its folder (…/_actions/OWNER/REPO/v9.9.9).
mkdir -p "$work/_actions/someone/apidocs"
ln -s "$root" "$work/_actions/someone/apidocs/v9.9.9"
run_action from-ref APIDOCS_ACTION_PATH="$work/_actions/someone/apidocs/v9.9.9"
expect "version from the action folder's ref" contains "$log" "v9.9.9/apidocs-9.9.9-linux-$arch.tar.gz"
expect "runs the downloaded binary" [ "$status" = 0 ]

# 5. diff: the Markdown report goes to the summary as Markdown; --format markdown added.
run_action diff APIDOCS_ACTION_VERSION=9.9.9 APIDOCS_ACTION_COMMAND=diff APIDOCS_ACTION_SPECS="main:Specs/API Specs/API"
expect "diff exits 0" [ "$status" = 0 ]
expect "diff report in the summary" contains "$summary" "- **breaking** \`Pet.name\` removed"
expect "diff asked for Markdown" [ "$(tr '\n' '|' < "$arguments")" = "diff|main:Specs/API|Specs/API|--format|markdown|" ]

# 6. a wrong checksum: nothing runs, exit 1.
make_release "$work/tampered" 9.9.9
printf '%064d  apidocs-9.9.9-linux-%s.tar.gz\n' 0 "$arch" > "$work/tampered/v9.9.9/apidocs-9.9.9-linux-$arch.tar.gz.sha256"
run_action tampered APIDOCS_ACTION_VERSION=9.9.9 APIDOCS_ACTION_RELEASE_BASE="file://$work/tampered"
expect "checksum mismatch exits 1" [ "$status" = 1 ]
expect "checksum mismatch is reported" contains "$log" "checksum mismatch"
expect "nothing ran after a mismatch" [ ! -e "$arguments" ]

# 7. the download cache: a second job on the same runner does not download again.
TOOL_CACHE="$work/shared-tools" run_action cache-1 APIDOCS_ACTION_VERSION=9.9.9
TOOL_CACHE="$work/shared-tools" run_action cache-2 APIDOCS_ACTION_VERSION=9.9.9 APIDOCS_ACTION_RELEASE_BASE="file://$work/nowhere"
expect "second job uses the cached binary" contains "$log" "downloaded before"

# 8. no artifact for the version: built from the action's source (a fake `swift` here).
mkdir -p "$work/fake-swift" "$work/source"
cp "$root/Package.swift" "$work/source/Package.swift"
cat > "$work/fake-swift/swift" <<'EOF'
#!/usr/bin/env bash
# Stands in for `swift build -c release --product apidocs --package-path DIR`.
package=${@: -1}
mkdir -p "$package/.build/release"
printf '#!/bin/sh\n[ "$1" = --version ] && echo "apidocs SOURCE" && exit 0\necho built-from-source "$@" > "$FAKE_ARGUMENTS"\n' > "$package/.build/release/apidocs"
chmod 755 "$package/.build/release/apidocs"
EOF
chmod 755 "$work/fake-swift/swift"
PATH="$work/fake-swift:$PATH" run_action source APIDOCS_ACTION_VERSION=1.2.3 APIDOCS_ACTION_PATH="$work/source"
expect "missing artifact falls back to a source build" contains "$arguments" "built-from-source check"
expect "the fallback is reported" contains "$log" "no release artifact apidocs-1.2.3-linux-$arch.tar.gz"

# 9. an unknown command is bad usage, before any download.
run_action unknown APIDOCS_ACTION_VERSION=9.9.9 APIDOCS_ACTION_COMMAND=publish
expect "unknown command exits 2" [ "$status" = 2 ]
expect "unknown command downloads nothing" lacks "$log" "downloading"

# 10. the real release binary, when given: `check` on this repository passes.
if [ $# -ge 1 ]; then
    real=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
    version=$(basename "$real" | sed -E 's/^apidocs-(.*)-linux-[^-]*\.tar\.gz$/\1/')
    mkdir -p "$work/real/v$version"
    cp "$real" "$real.sha256" "$work/real/v$version/"
    cd "$root"
    run_action real APIDOCS_ACTION_VERSION="$version" APIDOCS_ACTION_RELEASE_BASE="file://$work/real"
    expect "real binary: check on Specs/ passes" [ "$status" = 0 ]
    expect "real binary: summary says up to date" contains "$summary" "up to date"
    tail -3 "$log" | sed "s/^/    /"
fi

echo "action test: $passed passed, $failed failed"
[ "$failed" = 0 ]
