#!/usr/bin/env bash
# The apidocs GitHub Action's work (action.yml runs it): find the apidocs binary, run one
# command, write the result to the job summary, and exit with apidocs's own status.
#
# 1. The version: APIDOCS_ACTION_VERSION, else the ref the action was used at (`@v0.3.0`,
#    from APIDOCS_ACTION_REF or the action's folder, `_actions/OWNER/REPO/REF`).
# 2. The binary: on Linux x86_64/aarch64, the release tarball
#    `apidocs-<version>-linux-<arch>.tar.gz` and its `.sha256` from
#    `<base>/v<version>/` (base: APIDOCS_ACTION_RELEASE_BASE, else
#    https://github.com/OWNER/REPO/releases/download); the checksum must match or nothing
#    runs. Kept in RUNNER_TOOL_CACHE for the next job on the same runner. Only when there is
#    no version or no artifact for this system is apidocs built from the action's source
#    (`swift build -c release`, which needs Swift and the -dev packages).
# 3. The command: `apidocs <command> <specs> <args>`; for `diff` with no --format, the
#    Markdown report is what goes to the summary.
#
# Inputs are environment variables (action.yml sets them from its inputs): APIDOCS_ACTION_COMMAND,
# _SPECS, _VERSION, _ARGS, _REF, _REPOSITORY, _PATH, _RELEASE_BASE; and GitHub's
# GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, RUNNER_TEMP, RUNNER_TOOL_CACHE. Exit status: apidocs's,
# or 1 when the binary cannot be had (a checksum mismatch among them), 2 for a bad input.
set -uo pipefail

say() { printf 'apidocs action: %s\n' "$*" >&2; }
fail() { say "$1"; printf 'exit-code=%s\n' "${2:-1}" >> "${GITHUB_OUTPUT:-/dev/null}"; exit "${2:-1}"; }

command=${APIDOCS_ACTION_COMMAND:-check}
case "$command" in
    check|build|diff) ;;
    *) fail "unknown command '$command': use check, build or diff" 2 ;;
esac
action_path=${APIDOCS_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
temp=${RUNNER_TEMP:-${TMPDIR:-/tmp}}

# The action's own reference, from the step's environment or its folder
# (…/_actions/OWNER/REPO/REF).
repository=${APIDOCS_ACTION_REPOSITORY:-}
ref=${APIDOCS_ACTION_REF:-}
case "$action_path" in
    */_actions/*/*/*)
        tail=${action_path#*/_actions/}
        [ -n "$repository" ] || repository=$(printf '%s' "$tail" | cut -d/ -f1,2)
        [ -n "$ref" ] || ref=$(printf '%s' "$tail" | cut -d/ -f3)
        ;;
esac

version=${APIDOCS_ACTION_VERSION:-}
version=${version#v}
if [ -z "$version" ] && [[ "$ref" =~ ^v?[0-9]+\.[0-9]+\.[0-9]+([-.+][0-9A-Za-z.-]+)?$ ]]; then
    version=${ref#v}
fi

# download_release: sets $binary to a verified release binary, or returns 1 when there is no
# artifact for this system; exits on a checksum mismatch.
download_release() {
    [ "$(uname -s)" = Linux ] || { say "no release artifact for $(uname -s): building from source"; return 1; }
    local arch
    case "$(uname -m)" in
        x86_64|amd64) arch=x86_64 ;;
        aarch64|arm64) arch=aarch64 ;;
        *) say "no release artifact for $(uname -m): building from source"; return 1 ;;
    esac
    local name="apidocs-$version-linux-$arch"
    local cache="${RUNNER_TOOL_CACHE:-$temp}/apidocs/$version/$arch"
    if [ -x "$cache/apidocs" ]; then
        binary="$cache/apidocs"
        say "using $binary (downloaded before)"
        return 0
    fi
    local base=${APIDOCS_ACTION_RELEASE_BASE:-}
    if [ -z "$base" ]; then
        [ -n "$repository" ] || { say "the action's repository is unknown: building from source"; return 1; }
        base="https://github.com/$repository/releases/download"
    fi
    local folder
    folder=$(mktemp -d "$temp/apidocs-download.XXXXXX")
    say "downloading $base/v$version/$name.tar.gz"
    if ! curl -fsSL --retry 3 -o "$folder/$name.tar.gz" "$base/v$version/$name.tar.gz" \
        || ! curl -fsSL --retry 3 -o "$folder/$name.tar.gz.sha256" "$base/v$version/$name.tar.gz.sha256"; then
        say "no release artifact $name.tar.gz for v$version: building from source"
        rm -rf "$folder"
        return 1
    fi
    local expected actual
    expected=$(awk '{print $1; exit}' "$folder/$name.tar.gz.sha256")
    actual=$(sha256sum "$folder/$name.tar.gz" | awk '{print $1}')
    if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
        rm -rf "$folder"
        fail "checksum mismatch for $name.tar.gz: expected '${expected}', got '$actual'; not running it" 1
    fi
    say "checksum verified: sha256 $actual"
    tar -C "$folder" -xzf "$folder/$name.tar.gz" "$name/apidocs" || fail "$name.tar.gz holds no $name/apidocs" 1
    mkdir -p "$cache"
    install -m 755 "$folder/$name/apidocs" "$cache/apidocs"
    rm -rf "$folder"
    binary="$cache/apidocs"
}

build_from_source() {
    [ -f "$action_path/Package.swift" ] || fail "no apidocs release to download and no source in $action_path to build" 1
    command -v swift >/dev/null || fail "no apidocs release for this system: building it needs Swift 6.3 (and libyaml-dev, libcmark-gfm-dev, libcmark-gfm-extensions-dev)" 1
    say "building apidocs from $action_path (swift build -c release)"
    swift build -c release --product apidocs --package-path "$action_path" >&2 || fail "swift build failed" 1
    binary="$action_path/.build/release/apidocs"
}

binary=""
if [ -n "$version" ]; then
    download_release || true
else
    say "no release version (input 'version' empty, action used at '${ref:-a local path}')"
fi
[ -n "$binary" ] || build_from_source
"$binary" --version >&2 || fail "$binary does not run on this system" 1

# The command line: command, specs, extra arguments (split as a shell would, without
# evaluating anything).
arguments=("$command")
if [ -n "${APIDOCS_ACTION_SPECS:-}" ]; then
    read -r -a specs <<< "$APIDOCS_ACTION_SPECS"
    arguments+=("${specs[@]}")
fi
if [ -n "${APIDOCS_ACTION_ARGS:-}" ]; then
    mapfile -t extra < <(printf '%s' "$APIDOCS_ACTION_ARGS" | xargs printf '%s\n') \
        || fail "cannot read the 'args' input: $APIDOCS_ACTION_ARGS" 2
    arguments+=("${extra[@]}")
fi
if [ "$command" = diff ] && [[ " ${arguments[*]} " != *" --format "* ]]; then
    arguments+=(--format markdown)
fi

output=$(mktemp "$temp/apidocs-output.XXXXXX")
errors=$(mktemp "$temp/apidocs-errors.XXXXXX")
say "apidocs ${arguments[*]}"
"$binary" "${arguments[@]}" > "$output" 2> "$errors"
status=$?
cat "$output"
cat "$errors" >&2
printf 'exit-code=%s\n' "$status" >> "${GITHUB_OUTPUT:-/dev/null}"

if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    "$action_path/scripts/action/summary.sh" "$command" "$status" "$output" "$errors" "${arguments[*]}" >> "$GITHUB_STEP_SUMMARY"
fi
rm -f "$output" "$errors"
exit "$status"
