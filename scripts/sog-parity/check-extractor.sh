#!/bin/bash
# Checks sog_symbols.py against the 14 inventories of ../shared/conformance/sog, which were
# extracted from compiled modules: every row, kind and remark must be equal.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
corpus="${APIDOCS_SHARED:-$here/../../../shared}/conformance/sog"
python3 - "$here/sog_symbols.py" "$corpus" <<'PY'
import json, os, subprocess, sys
script, root = sys.argv[1], sys.argv[2]
failed = 0
for case in sorted(os.listdir(root)):
    if not os.path.isdir(os.path.join(root, case)):
        continue
    for strategy in ("defensive", "idiomatic"):
        out = subprocess.run([sys.executable, script, f"{root}/{case}/{strategy}/Sources", strategy], capture_output=True, text=True, check=True).stdout
        expected = json.load(open(f"{root}/{case}/{strategy}/symbols.json"))
        same = json.loads(out) == expected
        failed += not same
        print(f"{case}/{strategy}: {len(expected['symbols'])} rows, {'equal' if same else 'DIFFERENT'}")
sys.exit(1 if failed else 0)
PY
