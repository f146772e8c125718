#!/usr/bin/env bash
# Exercises the SwiftPM command plugin from a package that depends on apidocs:
# build writes Site/Tiny/README.md, check passes, and check fails after the spec changes.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Copy the package so the test never leaves files in the checkout; point it back at apidocs.
cp -R Package.swift Sources Specs "$work/"
root=$(cd ../.. && pwd)
sed -i "s|path: \"../..\"|path: \"$root\"|" "$work/Package.swift"
cd "$work"
swift package --allow-writing-to-package-directory apidocs build
test -f Site/Tiny/README.md || { echo "plugin test: Site/Tiny/README.md was not written" >&2; exit 1; }
grep -q '^# Tiny$' Site/Tiny/README.md
swift package apidocs check
sed -i 's/Note:/Memo:/; s|schemas/Note|schemas/Memo|' Specs/Tiny/spec.yml
if swift package apidocs check; then
    echo "plugin test: check passed although the spec changed" >&2
    exit 1
fi
echo "plugin test: 3 passed, 0 failed"
