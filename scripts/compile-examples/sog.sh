#!/usr/bin/env bash
# Compiles every Swift example of the swift-openapi-generator flavour's sites for the Petstore
# and TBX cases of ../shared/conformance/sog and our own Tests/Fixtures/SOGShapes (a 3.1 spec
# with a schema for each value shape examples get wrong: const values, one-value enums, allOf
# and anyOf members without properties, nested payloads, free-form values, base64 data, binary
# bodies, dates, webhooks), both naming strategies, against the Swift code SOG 1.14.3 generated
# for them (for SOGShapes: committed beside the spec), with swift-openapi-runtime 1.13.4 and
# swift-openapi-urlsession 1.4.0. One scratch SwiftPM package under a temporary folder,
# built once: a target per generated module and an examples target beside each.
#
# Then DocC: each generated module's symbol graph is extracted and `apidocs docc` writes its
# catalog, which `docc convert --warnings-as-errors` must accept. Then a self-test: one
# deliberately broken snippet added to an examples target must make the build fail, so this
# script cannot pass by compiling nothing.
#
# Usage: scripts/compile-examples/sog.sh   (from anywhere; needs ../shared beside the checkout)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
corpus="${APIDOCS_SHARED:-$root/../shared}/conformance/sog"
if [ ! -d "$corpus" ]; then
    echo "error: the SOG corpus is not at $corpus" >&2
    exit 1
fi
cases=("$corpus/Petstore" "$corpus/TBX" "$root/Tests/Fixtures/SOGShapes")
# More cases laid out the same way (spec.*, <strategy>/openapi-generator-config.yaml and
# <strategy>/Sources/ from SOG), for checks of bigger specs outside CI: SOG_EXTRA_CASES="dir …".
# shellcheck disable=SC2206
cases+=(${SOG_EXTRA_CASES:-})
strategies=(defensive idiomatic)
start=$(date +%s)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pkg="$tmp/examples"
mkdir -p "$pkg/Sources"

echo "==> building apidocs"
(cd "$root" && swift build --product apidocs >/dev/null)
apidocs="$root/.build/debug/apidocs"

targets=""
for folder in "${cases[@]}"; do
    case=$(basename "$folder")
    spec=$(ls "$folder"/spec.* | head -1)
    for strategy in "${strategies[@]}"; do
        module="${case}$(tr '[:lower:]' '[:upper:]' <<< "${strategy:0:1}")${strategy:1}"
        site="$tmp/site-$module"
        "$apidocs" build --quiet --client swift-openapi-generator \
            --generator-config "$folder/$strategy/openapi-generator-config.yaml" \
            --output "$site" "$spec"
        mkdir -p "$pkg/Sources/$module" "$pkg/Sources/${module}Examples"
        cp "$folder/$strategy/Sources/"*.swift "$pkg/Sources/$module/"
        pages=$(find "$site" -name '*.html' -not -path "$site/index.html")
        # shellcheck disable=SC2086
        EXAMPLES_MODULE="$module" perl "$root/scripts/compile-examples/extract-swift.pl" $pages \
            > "$pkg/Sources/${module}Examples/Examples.swift" 2> "$tmp/count"
        echo "$module: $(cat "$tmp/count")"
        targets+="
        .target(name: \"$module\", dependencies: [
            .product(name: \"OpenAPIRuntime\", package: \"swift-openapi-runtime\"),
            .product(name: \"OpenAPIURLSession\", package: \"swift-openapi-urlsession\")]),
        .target(name: \"${module}Examples\", dependencies: [\"$module\",
            .product(name: \"OpenAPIRuntime\", package: \"swift-openapi-runtime\"),
            .product(name: \"OpenAPIURLSession\", package: \"swift-openapi-urlsession\")]),"
    done
done

cat > "$pkg/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SOGExamples",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", exact: "1.4.0"),
    ],
    targets: [$targets
    ]
)
MANIFEST

echo "==> compiling the examples"
if ! (cd "$pkg" && swift build > "$tmp/build.log" 2>&1); then
    grep -E "error:" "$tmp/build.log" | sort -u | head -40 >&2
    echo "error: examples do not compile" >&2
    exit 1
fi
compiled=$(date +%s)
echo "examples compile ($((compiled - start)) s so far)"

echo "==> DocC: each generated module's catalog (apidocs docc) against its symbol graph"
# The modules just built, their symbol graphs extracted (public declarations, as DocC shows
# them); DocC must accept each catalog with no warning.
(cd "$pkg" && swift package dump-symbol-graph --minimum-access-level public > "$tmp/symbolgraph.log" 2>&1) || {
    tail -20 "$tmp/symbolgraph.log" >&2
    echo "error: cannot extract the modules' symbol graphs" >&2
    exit 1
}
graphs=$(find "$pkg/.build" -type d -name symbolgraph | head -1)
docc_failed=0
for folder in "${cases[@]}"; do
    case=$(basename "$folder")
    spec=$(ls "$folder"/spec.* | head -1)
    for strategy in "${strategies[@]}"; do
        module="${case}$(tr '[:lower:]' '[:upper:]' <<< "${strategy:0:1}")${strategy:1}"
        mkdir -p "$tmp/graphs-$module"
        cp "$graphs/$module.symbols.json" "$tmp/graphs-$module/"
        catalog="$tmp/docc/$module.docc"
        "$apidocs" docc "$spec" --client swift-openapi-generator --generator-config "$folder/$strategy/openapi-generator-config.yaml" \
            --ref-root / -o "$catalog" >/dev/null
        if docc convert "$catalog" --additional-symbol-graph-dir "$tmp/graphs-$module" --warnings-as-errors \
            --output-path "$tmp/docc-out-$module" --fallback-display-name "$module" --fallback-bundle-identifier "org.apidocs.$module" > "$tmp/docc-$module.log" 2>&1; then
            echo "$module: DocC accepts the catalog with 0 warnings: $(find "$catalog/Extensions" -name '*.md' | wc -l) extensions"
        else
            grep -E "error|warning" -A4 "$tmp/docc-$module.log" | head -30 >&2
            echo "error: $module: DocC does not accept the catalog" >&2
            docc_failed=1
        fi
    done
done
[ "$docc_failed" -eq 0 ] || exit 1

echo "==> self-test: a broken snippet must fail the build"
first="$(basename "${cases[0]}")Defensive"
cat >> "$pkg/Sources/${first}Examples/Examples.swift" <<'BROKEN'
func exampleBroken() async throws {
    let client = Client(serverURL: try Servers.Server1.url(), transport: URLSessionTransport())
    let response = try await client.noSuchOperation(path: .init())
    print(response)
}
BROKEN
if (cd "$pkg" && swift build >/dev/null 2>&1); then
    echo "error: self-test: the build passed with a broken snippet" >&2
    exit 1
fi
echo "self-test: the broken snippet fails the build, as it must"
echo "compile-examples/sog: done in $(( $(date +%s) - start )) s"
