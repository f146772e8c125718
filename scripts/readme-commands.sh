#!/usr/bin/env bash
# Keeps README.md and the manual in docs/ true, with the release binary copied alone into a
# temporary folder:
#
#   1. `apidocs --version` prints the version and the commit;
#   2. the copied binary (no Themes/, no checkout beside it) builds a copy of Specs/ into a
#      site equal to the committed Site/ (local state files aside): the install path works;
#   3. every code block marked `sh runnable` runs, in order (README.md first, then the docs/
#      files in the order of `docs` below), in one new folder standing for the user's
#      repository (with `openapi.yaml`, a copy of Specs/Bookshop/spec.yml, and the binary on
#      PATH), and must exit 0; a docs/*.md file missing from that list is a failure;
#   4. every `swift test --filter NAME` those files show names a real test class.
#
#   scripts/readme-commands.sh       builds the release binary first
#   NO_BUILD=1 scripts/readme-commands.sh   reuses .build/release/apidocs
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)

if [ "${NO_BUILD:-}" != 1 ]; then
    swift build -c release --product apidocs
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin" "$tmp/repo" "$tmp/checkout"
cp "$root/.build/release/apidocs" "$tmp/bin/apidocs"
export PATH="$tmp/bin:$PATH"
failures=0
fail() { echo "readme-commands: FAIL: $*" >&2; failures=$((failures + 1)); }

echo "==> apidocs --version"
version=$(cd "$tmp" && apidocs --version)
echo "$version"
[[ "$version" =~ ^apidocs\ [0-9]+\.[0-9]+\.[0-9]+(-[a-z]+)?\ \(commit\ ([0-9a-f]{12}(\+changes)?|unknown)\)$ ]] \
    || fail "--version printed '$version'"

echo "==> the copied binary builds Specs/ like the committed Site/"
cp -R "$root/Specs" "$tmp/checkout/Specs"
if (cd "$tmp/checkout" && apidocs build --quiet); then
    diff -r -x .apidocs-manifest -x .apidocs-site "$root/Site" "$tmp/checkout/Site" > "$tmp/site.diff" \
        || { head -20 "$tmp/site.diff" >&2; fail "the copied binary's site differs from Site/"; }
else
    fail "the copied binary could not build Specs/"
fi

# The documentation, in the order its blocks run: README.md, then the manual as docs/README.md
# lists it. Every docs/*.md must be named here.
docs=(
    docs/README.md
    docs/overview.md
    docs/commands.md
    docs/configuration.md
    docs/reading-specs.md
    docs/diagnostics.md
    docs/site.md
    docs/guides.md
    docs/swift-openapi-generator.md
    docs/diff-and-versions.md
    docs/serve.md
    docs/docc.md
    docs/ci-and-publishing.md
    docs/themes.md
    docs/samples.md
    docs/architecture.md
    docs/testing.md
    docs/performance.md
)
files=(README.md "${docs[@]}")
for path in "$root"/docs/*.md; do
    name="docs/$(basename "$path")"
    [[ " ${docs[*]} " == *" $name "* ]] || fail "$name is not in readme-commands.sh's list of docs files, so its blocks would not run"
done
for name in "${files[@]}"; do
    [ -f "$root/$name" ] || fail "$name is in readme-commands.sh's list but does not exist"
done

echo "==> blocks marked 'sh runnable' in README.md and docs/*.md"
cp "$root/Specs/Bookshop/spec.yml" "$tmp/repo/openapi.yaml"
blocks=0
readme_blocks=0
for name in "${files[@]}"; do
    [ -f "$root/$name" ] || continue
    block=""
    inside=0
    while IFS= read -r line || [ -n "$line" ]; do
        if [ "$inside" = 0 ] && [ "$line" = '```sh runnable' ]; then
            inside=1
            block=""
        elif [ "$inside" = 1 ] && [ "$line" = '```' ]; then
            inside=0
            blocks=$((blocks + 1))
            [ "$name" = README.md ] && readme_blocks=$((readme_blocks + 1))
            printf -- '--- block %d (%s)\n%s\n' "$blocks" "$name" "$block"
            (cd "$tmp/repo" && bash -euo pipefail -c "$block") || fail "block $blocks ($name) exited with $?"
        elif [ "$inside" = 1 ]; then
            block+="$line"$'\n'
        fi
    done < "$root/$name"
done
[ "$readme_blocks" -gt 0 ] || fail "README.md has no block marked 'sh runnable'"

echo "==> test filters named in README.md and docs/*.md"
while IFS= read -r name; do
    grep -rqE "class $name\b" "$root/Tests" || fail "the docs name 'swift test --filter $name', which matches no test class"
done < <(cd "$root" && grep -ohE 'swift test --filter [A-Z][a-z][A-Za-z]*' "${files[@]}" 2>/dev/null | awk '{print $4}' | sort -u)

if [ "$failures" -gt 0 ]; then
    echo "readme-commands: $failures failure(s)" >&2
    exit 1
fi
echo "readme-commands: $blocks blocks ran ($readme_blocks in README.md); the copied binary is the whole tool"
