#!/usr/bin/env bash
# Runs scripts/verify-diff-verdicts.sh --files on every row of a pairs table (name, old spec,
# new spec, label; tab-separated, as MutationPairExportTests writes it with
# APIDOCS_EXPORT_MUTATION_PAIRS=DIR), for the flavour given; names matching GREP only, when given.
#
#   scripts/verify-diff-verdicts/run-pairs.sh swaggen DIR/pairs.tsv [GREP]
#
# Prints each pair's summary or why it was not recorded; exit 1 when any pair failed.
set -uo pipefail
client=$1 table=$2 pattern=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
status=0
while IFS=$'\t' read -r name old new label; do
  [[ -n $pattern && ! $name =~ $pattern ]] && continue
  echo "== $name ($label)"
  "$here/../verify-diff-verdicts.sh" --client "$client" --files "$name" "$old" "$new" \
    --source "apidocs seeded mutation pairs (MutationPairExportTests)" 2>&1 | tail -40 || status=1
done <"$table"
exit $status
