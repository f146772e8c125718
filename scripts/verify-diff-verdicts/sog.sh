# Sourced by scripts/verify-diff-verdicts.sh for the swift-openapi-generator flavour: generates
# both clients with $SOG, writes the probes and builds them with SwiftPM against the clients
# (swift-openapi-runtime from the offline package copies). Expects `scratch`, `extension`,
# `apidocs`, `strategy`; sets `generator` and `generator_commit`.

: "${SOG:?set SOG to a swift-openapi-generator 1.14.3 binary}"
generator="swift-openapi-generator 1.14.3"
generator_commit=""

cat >"$scratch/openapi-generator-config.yaml" <<CONFIG
generate: [types, client]
accessModifier: public
namingStrategy: $strategy
CONFIG

for side in old new; do
  mkdir -p "$scratch/pkg/Sources/${side^}API"
  "$SOG" generate "$scratch/$side.$extension" --config "$scratch/openapi-generator-config.yaml" \
    --output-directory "$scratch/pkg/Sources/${side^}API" >"$scratch/$side-generator.log" 2>&1
done
for side in old new; do
  rm -rf "$scratch/probes-$side"
  "$apidocs" diff "$scratch/old.$extension" "$scratch/new.$extension" --client swift-openapi-generator \
    --generator-config "$scratch/openapi-generator-config.yaml" --format json \
    --probes "$scratch/pkg/Sources/${side^}Probes" --probe-import "${side^}API" >"$scratch/diff.json"
done

cat >"$scratch/pkg/Package.swift" <<'MANIFEST'
// swift-tools-version:5.9
import PackageDescription
let runtime: [Target.Dependency] = [.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")]
let package = Package(
    name: "verdicts",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4")],
    targets: [
        .target(name: "OldAPI", dependencies: runtime),
        .target(name: "NewAPI", dependencies: runtime),
        .target(name: "OldProbes", dependencies: ["OldAPI"] + runtime),
        .target(name: "NewProbes", dependencies: ["NewAPI"] + runtime),
    ]
)
MANIFEST

for side in Old New; do
  (cd "$scratch/pkg" && swift build --target "${side}Probes" >"$scratch/build-$side.log" 2>&1) || true
done
