#!/usr/bin/env bash
# Checks `apidocs diff`'s verdicts for the swift-openapi-generator flavour against the compiler,
# on one real pair of spec versions read from a git repository.
#
#   scripts/verify-diff-verdicts.sh NAME REPO OLD_REV NEW_REV PATH [NEW_PATH] [--naming-strategy idiomatic]
#
# Generates both clients with the real swift-openapi-generator ($SOG, built from the local
# package copy; never in CI), writes a caller probe per change with `apidocs diff --probes`,
# builds the probes against the old client (they must all compile) and against the new one,
# and records, per change, the verdict and whether the compiler broke the probe, in
# Tests/APIDocsDiffTests/Fixtures/SOGVerdicts/NAME.json. Exit 1 when a verdict disagrees or a
# probe does not compile against the old client.
#
# Environment: SOG (the generator binary), APIDOCS (default .build/debug/apidocs),
# SCRATCH (default /tmp/apidocs-verdicts).
set -euo pipefail

name=$1 repo=$2 old_rev=$3 new_rev=$4 old_path=$5
shift 5
new_path=$old_path
if [[ $# -gt 0 && $1 != --* ]]; then new_path=$1; shift; fi
strategy=defensive
if [[ $# -gt 1 && $1 == --naming-strategy ]]; then strategy=$2; shift 2; fi

project=$(cd "$(dirname "$0")/.." && pwd)
: "${SOG:?set SOG to a swift-openapi-generator 1.14.3 binary}"
apidocs=${APIDOCS:-$project/.build/debug/apidocs}
scratch=${SCRATCH:-/tmp/apidocs-verdicts}/$name
rm -rf "$scratch"
mkdir -p "$scratch"

extension=${old_path##*.}
cat >"$scratch/openapi-generator-config.yaml" <<EOF
generate: [types, client]
accessModifier: public
namingStrategy: $strategy
EOF

for side in old new; do
  rev_var=${side}_rev path_var=${side}_path
  git -C "$repo" show "${!rev_var}:${!path_var}" >"$scratch/$side.$extension"
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

cat >"$scratch/pkg/Package.swift" <<'EOF'
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
EOF

for side in Old New; do
  (cd "$scratch/pkg" && swift build --target "${side}Probes" >"$scratch/build-$side.log" 2>&1) || true
done

python3 - "$scratch" "$name" "$repo" "$old_rev" "$new_rev" "$old_path" "$new_path" "$strategy" \
  "$project/Tests/APIDocsDiffTests/Fixtures/SOGVerdicts/$name.json" <<'EOF'
import json, os, re, subprocess, sys
scratch, name, repo, old_rev, new_rev, old_path, new_path, strategy, fixture = sys.argv[1:]

def broken(side):
    """Probe file -> the messages of its errors."""
    files = {}
    for line in open(os.path.join(scratch, f"build-{side}.log"), errors="replace"):
        match = re.search(rf"Sources/{side}Probes/(Probe\d+\.swift):\d+:\d+: error: (.*)", line)
        if match: files.setdefault(match.group(1), set()).add(match.group(2))
    return files

def api_errors(side):
    return [l for l in open(os.path.join(scratch, f"build-{side}.log"), errors="replace") if re.search(rf"Sources/{side}API/.*: error:", l)]

for side in ("Old", "New"):
    if api_errors(side):
        sys.exit(f"the {side.lower()} client does not compile: see {scratch}/build-{side}.log")
manifest = json.load(open(os.path.join(scratch, "pkg/Sources/NewProbes/probes.json")))["probes"]
diff = json.load(open(os.path.join(scratch, "diff.json")))
old_broken, new_broken = broken("Old"), broken("New")
def commit(rev):
    return subprocess.run(["git", "-C", repo, "rev-parse", rev], capture_output=True, text=True, check=True).stdout.strip()
def remote():
    out = subprocess.run(["git", "-C", repo, "config", "--get", "remote.origin.url"], capture_output=True, text=True).stdout.strip()
    return out or os.path.basename(os.path.dirname(repo.rstrip("/"))).replace("+", "/")

breaking_symbols = {c["symbol"] for c in diff["changes"] if c["breaking"]}
def parent(path):
    depth = 0
    for i in range(len(path) - 1, -1, -1):
        if path[i] == ")": depth += 1
        elif path[i] == "(": depth -= 1
        elif path[i] == "." and depth == 0: return path[:i]
    return None

def explanation(symbol, messages):
    """A non-breaking change's probe can fail because of another, breaking change to the same
    declaration (a required property added beside an optional one): every error must name
    (in quotes) a sibling whose own change is breaking."""
    owner = parent(symbol)
    found = set()
    for message in messages:
        names = [owner + "." + name for name in re.findall(r"'([A-Za-z_][A-Za-z0-9_]*)'", message)] if owner else []
        hits = [name for name in names if name in breaking_symbols and name != symbol]
        if not hits: return None
        found.update(hits)
    return sorted(found)

entries, disagreements, bad_probes = [], [], []
for probe in manifest:
    entry = {k: probe[k] for k in ("symbol", "kind", "change", "aspect", "breaking", "use")}
    entry["compilesAgainstOld"] = probe["file"] not in old_broken
    entry["compilerBroke"] = probe["file"] in new_broken
    if entry["compilerBroke"] and not entry["breaking"]:
        explained = explanation(probe["symbol"], new_broken[probe["file"]])
        if explained: entry["brokenByOtherChange"] = explained
    if not entry["compilesAgainstOld"]: bad_probes.append(entry)
    elif entry["compilerBroke"] != entry["breaking"] and "brokenByOtherChange" not in entry: disagreements.append(entry)
    entries.append(entry)
probed = {(p["symbol"], p["kind"], p["change"], p["aspect"]) for p in manifest}
unprobed = [{k: c[k] for k in ("symbol", "kind", "change", "aspect", "breaking")} for c in diff["changes"]
            if (c["symbol"], c["kind"], c["change"], c["aspect"]) not in probed]
confirmed = [e for e in entries if e["compilesAgainstOld"] and (e["compilerBroke"] == e["breaking"] or "brokenByOtherChange" in e)]
result = {
    "pair": name,
    "source": remote(),
    "old": {"commit": commit(old_rev), "path": old_path},
    "new": {"commit": commit(new_rev), "path": new_path},
    "namingStrategy": strategy,
    "generator": "swift-openapi-generator 1.14.3",
    "summary": {
        "changes": len(diff["changes"]), "probed": len(entries), "notProbed": len(unprobed),
        "breaking": sum(e["breaking"] for e in entries), "confirmed": len(confirmed),
        "disagreements": len(disagreements), "probesNotCompilingAgainstOld": len(bad_probes),
        "brokenByOtherChange": sum("brokenByOtherChange" in e for e in entries),
    },
    "probes": entries,
    "notProbed": unprobed,
}
os.makedirs(os.path.dirname(fixture), exist_ok=True)
with open(fixture, "w") as f:
    json.dump(result, f, indent=2, sort_keys=True, ensure_ascii=False)
    f.write("\n")
print(json.dumps(result["summary"], sort_keys=True))
for e in bad_probes: print("probe does not compile against the old client:", e["symbol"], e["change"], e["aspect"])
for e in disagreements: print("disagrees:", e["symbol"], e["change"], e["aspect"], "breaking" if e["breaking"] else "not breaking", "but the compiler", "broke it" if e["compilerBroke"] else "accepted it")
sys.exit(1 if disagreements or bad_probes else 0)
EOF
