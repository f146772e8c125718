#!/usr/bin/env bash
# Checks `apidocs diff`'s verdicts against the compiler, for either client flavour, on one pair
# of spec versions: read from a git repository, or two local spec files.
#
#   scripts/verify-diff-verdicts.sh [--client swaggen] NAME REPO OLD_REV NEW_REV PATH [NEW_PATH] [OPTIONS]
#   scripts/verify-diff-verdicts.sh [--client swaggen] --files NAME OLD_SPEC NEW_SPEC [--source TEXT] [OPTIONS]
#
#   OPTIONS: --naming-strategy idiomatic            (swift-openapi-generator)
#            --option KEY:VALUE, repeatable          (SwagGen options; name defaults to API)
#
# Generates both clients with the real generator (never in CI): swift-openapi-generator
# ($SOG, the default flavour) or SwagGen ($SWAGGEN, its Swift template; the client is compiled
# against the Alamofire stand-in of scripts/compile-examples, as real Alamofire is not to be had
# offline). Writes a caller probe per change with `apidocs diff --probes`, builds the probes
# against the old client (they must all compile) and against the new one, and records, per
# change, the verdict and whether the compiler broke the probe, in
# Tests/APIDocsDiffTests/Fixtures/SOGVerdicts/NAME.json or .../SwagGenVerdicts/NAME.json.
# Exit 1 when a verdict disagrees or a probe does not compile against the old client.
#
# Environment: SOG or SWAGGEN (the generator binary), APIDOCS (default .build/debug/apidocs),
# SCRATCH (default /tmp/apidocs-verdicts).
set -euo pipefail

client=swift-openapi-generator
if [[ ${1:-} == --client ]]; then client=$2; shift 2; fi
case $client in
  swift-openapi-generator | swaggen) ;;
  *) echo "error: --client is swift-openapi-generator or swaggen, not '$client'" >&2; exit 2 ;;
esac

mode=git repo="" old_rev="" new_rev="" source_text=""
if [[ ${1:-} == --files ]]; then
  mode=files name=$2 old_path=$3 new_path=$4
  shift 4
else
  name=$1 repo=$2 old_rev=$3 new_rev=$4 old_path=$5
  shift 5
  new_path=$old_path
  if [[ $# -gt 0 && $1 != --* ]]; then new_path=$1; shift; fi
fi
strategy=defensive
options=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --naming-strategy) strategy=$2; shift 2 ;;
    --option) options+=("$2"); shift 2 ;;
    --source) source_text=$2; shift 2 ;;
    *) echo "error: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
if [[ $client == swaggen ]] && ! printf '%s\n' "${options[@]}" | grep -q '^name:'; then options+=("name:API"); fi

project=$(cd "$(dirname "$0")/.." && pwd)
apidocs=${APIDOCS:-$project/.build/debug/apidocs}
scratch=${SCRATCH:-/tmp/apidocs-verdicts}/$name
rm -rf "$scratch"
mkdir -p "$scratch"

extension=${old_path##*.}
for side in old new; do
  path_var=${side}_path
  if [[ $mode == git ]]; then
    rev_var=${side}_rev
    git -C "$repo" show "${!rev_var}:${!path_var}" >"$scratch/$side.$extension"
  else
    cp "${!path_var}" "$scratch/$side.$extension"
  fi
done

if [[ $client == swift-openapi-generator ]]; then
  source "$project/scripts/verify-diff-verdicts/sog.sh"
  fixtures=SOGVerdicts
else
  source "$project/scripts/verify-diff-verdicts/swaggen.sh"
  fixtures=SwagGenVerdicts
fi

python3 "$project/scripts/verify-diff-verdicts/record.py" "$scratch" "$name" "$client" "$mode" "$repo" "$old_rev" "$new_rev" \
  "$old_path" "$new_path" "$strategy" "$generator" "$generator_commit" "$source_text" \
  "$project/Tests/APIDocsDiffTests/Fixtures/$fixtures/$name.json" "${options[@]}"
