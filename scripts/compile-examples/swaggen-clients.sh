# Sourced by the scripts that build the six SwagGen conformance clients
# (../shared/conformance/swaggen/<Name>/client/) as Swift modules: compile-examples/run.sh
# (the site's Swift blocks against them) and docc-check/run.sh (DocC on their catalogs).
# Expects `root` (the checkout); sets `cases_dir`, `cases`, `APIDOCS` (built when unset),
# `tmp` (removed on exit), `modules` (holding the Alamofire stand-in) and `networking`.

cases_dir="${APIDOCS_SHARED:-$root/../shared}/conformance/swaggen"
cases=(Petstore PetstoreTest Rocket TBX TFL TestSpec)

if [ ! -d "$cases_dir" ]; then
    echo "error: the conformance corpus is missing: $cases_dir" >&2
    exit 1
fi

if [ -z "${APIDOCS:-}" ]; then
    (cd "$root" && swift build --product apidocs >/dev/null)
    APIDOCS="$(cd "$root" && swift build --show-bin-path)/apidocs"
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
modules="$tmp/modules"
mkdir -p "$modules"

# Linux Foundation keeps URLRequest & co. in FoundationNetworking; the generated files import
# Foundation only (on Apple platforms that is enough), so the module imports it implicitly.
networking=()
if [ "$(uname)" = Linux ]; then
    networking=(-Xfrontend -import-module -Xfrontend FoundationNetworking)
fi

swiftc -parse-as-library -emit-module -wmo -module-name Alamofire \
    -emit-module-path "$modules/Alamofire.swiftmodule" "$root/scripts/compile-examples/Alamofire/Alamofire.swift"
