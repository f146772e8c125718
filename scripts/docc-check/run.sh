#!/usr/bin/env bash
# DocC itself checks `apidocs docc`: for each SwagGen conformance case
# (../shared/conformance/swaggen/<Name>/), build the client SwagGen generated as a module with
# its symbol graph (Alamofire replaced by the compile check's stand-in), write the catalog
# with `apidocs docc` (Petstore with the guides of Tests/Fixtures/Guides/Petstore as articles),
# and run `docc convert --warnings-as-errors` on it: any warning (an extension matching no
# symbol, a link that does not resolve, a directive DocC ignores) fails. Then `apidocs docc
# --check` must find the catalog up to date. Prints the files and symbols per case.
#
#   scripts/docc-check/run.sh              the six cases
#   scripts/docc-check/run.sh --self-test  an extension for a symbol the module lacks must fail
#
# Needs swiftc, docc (both in the Swift toolchain) and python3. APIDOCS=<binary> uses that apidocs.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../compile-examples/swaggen-clients.sh
source "$root/scripts/compile-examples/swaggen-clients.sh"

# check_case <Name> [extra apidocs docc arguments…]: 0 when DocC accepts the catalog.
check_case() {
    local name="$1" spec graphs catalog work
    shift
    work="$tmp/$name"
    graphs="$work/symbol-graphs"
    catalog="$work/$name.docc"
    mkdir -p "$graphs"
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done \
        < <(find "$cases_dir/$name/client/Sources" -name '*.swift' -print0 | sort -z)
    swiftc -emit-module -wmo -suppress-warnings -module-name "$name" -I "$modules" "${networking[@]}" \
        -emit-module-path "$work/$name.swiftmodule" -emit-symbol-graph -emit-symbol-graph-dir "$graphs" "${sources[@]}"
    spec=$(find "$cases_dir/$name" -maxdepth 1 -name 'spec.*' | head -1)
    # The spec is in ../shared and the catalog in a scratch folder: the project root is `/`.
    "$APIDOCS" docc "$spec" --options "$cases_dir/$name/options.yml" --ref-root / -o "$catalog" "$@" >/dev/null
    if ! docc convert "$catalog" --additional-symbol-graph-dir "$graphs" --warnings-as-errors \
        --output-path "$work/out" --fallback-display-name "$name" --fallback-bundle-identifier "org.apidocs.$name" >"$work/docc.log" 2>&1; then
        echo "$name: DocC does not accept the catalog:" >&2
        grep -E 'error|warning' -A4 "$work/docc.log" | head -40 >&2
        return 1
    fi
    "$APIDOCS" docc "$spec" --options "$cases_dir/$name/options.yml" --ref-root / -o "$catalog" --check "$@" >/dev/null
    local extensions articles symbols
    extensions=0 articles=0
    if [ -d "$catalog/Extensions" ]; then extensions=$(find "$catalog/Extensions" -name '*.md' | wc -l); fi
    if [ -d "$catalog/Articles" ]; then articles=$(find "$catalog/Articles" -name '*.md' | wc -l); fi
    symbols=$(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["symbols"]))' "$graphs/$name.symbols.json")
    echo "$name: DocC accepts the catalog with 0 warnings: $extensions extensions, $articles articles, a module page ($symbols symbols in the module's graph)"
}

if [ "${1:-}" = "--self-test" ]; then
    check_case Petstore
    printf '# ``Petstore/NoSuchType``\n\nNothing declares this.\n' >"$tmp/Petstore/Petstore.docc/Extensions/no-such-type.md"
    if docc convert "$tmp/Petstore/Petstore.docc" --additional-symbol-graph-dir "$tmp/Petstore/symbol-graphs" --warnings-as-errors \
        --output-path "$tmp/Petstore/out2" --fallback-display-name Petstore --fallback-bundle-identifier org.apidocs.Petstore >/dev/null 2>&1; then
        echo "self-test FAILED: DocC accepted an extension for a symbol the module lacks" >&2
        exit 1
    fi
    echo "self-test: an extension for a symbol the module lacks fails, as it must"
    exit 0
fi

failed=0
for name in "${cases[@]}"; do
    extra=()
    if [ -d "$root/Tests/Fixtures/Guides/$name" ]; then extra=(--guides "$root/Tests/Fixtures/Guides/$name"); fi
    check_case "$name" "${extra[@]}" || failed=1
done
exit "$failed"
