# Sourced by scripts/verify-diff-verdicts.sh for the SwagGen flavour: generates both clients
# with $SWAGGEN's Swift template, writes the probes, and compiles each client as a module with
# swiftc against the Alamofire stand-in of scripts/compile-examples (the declarations the
# generated client uses; real Alamofire is not to be had offline), then type-checks the probes
# against it. Expects `scratch`, `extension`, `apidocs`, `options`, `project`; sets
# `generator` and `generator_commit`. SWAGGEN_TEMPLATE is the Swift template's template.yml
# (default: Templates/Swift/template.yml of the checkout the binary was built in).

: "${SWAGGEN:?set SWAGGEN to a swaggen binary (4.7.0, built from its sources; never in CI)}"
generator="SwagGen $("$SWAGGEN" --version | sed 's/^Version: //')"
# The commit of the checkout the binary was built in, when it was built in one.
generator_commit=$(git -C "$(dirname "$(readlink -f "$SWAGGEN")")" rev-parse HEAD 2>/dev/null || true)
template=${SWAGGEN_TEMPLATE:-}
if [[ -z $template ]]; then
  folder=$(dirname "$(readlink -f "$SWAGGEN")")
  while [[ $folder != / && ! -f $folder/Templates/Swift/template.yml ]]; do folder=$(dirname "$folder"); done
  template=$folder/Templates/Swift/template.yml
fi
[[ -f $template ]] || { echo "error: no SwagGen Swift template (set SWAGGEN_TEMPLATE to its template.yml)" >&2; exit 1; }

swaggen_options=() apidocs_options=()
for option in "${options[@]}"; do
  swaggen_options+=(--option "$option")
  apidocs_options+=(--option "$option")
done

for side in old new; do
  "$SWAGGEN" generate "$scratch/$side.$extension" --template "$template" --destination "$scratch/$side-client" \
    "${swaggen_options[@]}" --silent >"$scratch/$side-generator.log" 2>&1 || {
    echo "error: swaggen failed on the $side spec: see $scratch/$side-generator.log" >&2
    exit 1
  }
  mkdir -p "$scratch/pkg/Sources"
  cp -R "$scratch/$side-client/Sources" "$scratch/pkg/Sources/${side^}API"
  # SwagGen 4.7.0 writes a server variable named like a Swift keyword (`protocol`, as the
  # *arr apps' specs have) as a bare parameter of its `Server` function, which does not
  # compile; escaped here, in that function only (no change of a declaration `diff` compares).
  sed -i -E '/public static func [A-Za-z0-9_]+\(/,/^        }/{
    s/([(, ])(protocol|class|struct|enum|default|import|operator|extension|static|func|in|is|as)(: String)/\1`\2`\3/g
    s/with: (protocol|class|struct|enum|default|import|operator|extension|static|func|in|is|as)\)/with: `\1`)/g
  }' "$scratch/pkg/Sources/${side^}API/API.swift"
done
for side in old new; do
  "$apidocs" diff "$scratch/old.$extension" "$scratch/new.$extension" --client swaggen "${apidocs_options[@]}" --format json \
    --probes "$scratch/pkg/Sources/${side^}Probes" --probe-import "${side^}API" >"$scratch/diff.json"
done

# Linux Foundation keeps URLRequest & co. in FoundationNetworking; the generated files import
# Foundation only, so each module imports it implicitly (as on Apple platforms).
networking=()
if [[ $(uname) == Linux ]]; then networking=(-Xfrontend -import-module -Xfrontend FoundationNetworking); fi
modules=$scratch/modules
mkdir -p "$modules"
swiftc -parse-as-library -emit-module -wmo -module-name Alamofire -emit-module-path "$modules/Alamofire.swiftmodule" \
  "$project/scripts/compile-examples/Alamofire/Alamofire.swift"
for side in Old New; do
  find "$scratch/pkg/Sources/${side}API" -name '*.swift' | sort >"$scratch/$side-api-files"
  find "$scratch/pkg/Sources/${side}Probes" -name '*.swift' | sort >"$scratch/$side-probe-files"
  {
    swiftc -emit-module -wmo -suppress-warnings -module-name "${side}API" -I "$modules" "${networking[@]}" \
      -emit-module-path "$modules/${side}API.swiftmodule" "@$scratch/$side-api-files" || true
    # Every file's errors, not only the first failing file's.
    swiftc -typecheck -continue-building-after-errors -j "$(nproc)" -suppress-warnings -I "$modules" "${networking[@]}" \
      "@$scratch/$side-probe-files" || true
  } >"$scratch/build-$side.log" 2>&1
done
