#!/usr/bin/env bash
# Compile test of the site's Swift: for each of the six SwagGen conformance cases
# (../shared/conformance/swaggen/<Name>/), build the site into a temporary folder, collect
# every Swift block of every page (extract.py) and type-check them all together against the
# Swift client SwagGen generated for that case (<Name>/client/, built once as a module; its
# Alamofire dependency is replaced by the stand-in in Alamofire/); then TestSpec once more with
# `anyType: AnyCodable`, against that option's client (anycodable-client.py). Exit 1 when any
# block does not compile.
#
#   scripts/compile-examples/run.sh              the six cases
#   scripts/compile-examples/run.sh --self-test  proves the harness fails on a broken
#                                                snippet, declaration and member block
#
# Needs swiftc and python3. APIDOCS=<binary> uses that apidocs instead of building one.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=swaggen-clients.sh
source "$here/swaggen-clients.sh"

# build_client <Name>: the generated client as module <Name> in $modules.
build_client() {
    local name="$1" sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done \
        < <(find "$cases_dir/$name/client/Sources" -name '*.swift' -print0 | sort -z)
    swiftc -emit-module -wmo -suppress-warnings -module-name "$name" -I "$modules" "${networking[@]}" \
        -emit-module-path "$modules/$name.swiftmodule" "${sources[@]}"
}

# build_site <Name> [guides-folder]: the site of the case in $tmp/site/<Name>, with the
# case's guides (Tests/Fixtures/Guides/<Name>/, or the folder given) when there are any;
# prints its API folder.
build_site() {
    local name="$1" guides="${2:-$root/Tests/Fixtures/Guides/$1}" spec flags=()
    spec=$(find "$cases_dir/$name" -maxdepth 1 -name 'spec.*' | head -1)
    # The conformance spec and the guides live in different trees (../shared, this checkout or
    # a scratch folder): the harness's own inputs are trusted, so the project root is `/`.
    if [ -d "$guides" ]; then flags=(--guides "$guides" --ref-root /); fi
    rm -rf "$tmp/site/$name"
    "$APIDOCS" build "$spec" --options "$cases_dir/$name/options.yml" --output "$tmp/site/$name" --quiet "${flags[@]}"
    find "$tmp/site/$name" -mindepth 2 -maxdepth 2 -name symbols.json -printf '%h\n' | head -1
}

# guide_blocks <api-folder>: how many marked Swift blocks the site's guide pages hold.
guide_blocks() {
    cat "$1"/guides/*.html 2>/dev/null | grep -o 'data-swift="snippet"' | wc -l
}

# check_site <api-folder> <Name> <label>: type-checks every Swift block; prints the counts.
check_site() {
    local folder="$1" name="$2" label="$3" counts
    # 2: the harness itself failed (not a compile error).
    counts=$(python3 "$here/extract.py" "$folder" "$name" "$tmp/$label.swift") || return 2
    read -r blocks snippets declarations members operations readme <<<"$counts"
    [ -n "${operations:-}" ] && [ -s "$tmp/$label.swift" ] || return 2
    if [ "$blocks" -eq 0 ]; then
        echo "$label: no Swift block found (<code class=\"language-swift\" data-lang=\"swift\">)" >&2
        return 2
    fi
    if swiftc -typecheck -suppress-warnings -module-name SiteSnippets -I "$modules" "${networking[@]}" "$tmp/$label.swift" >"$tmp/$label.log" 2>&1; then
        echo "$label: $blocks/$blocks Swift blocks compile ($snippets snippets incl. $operations operation examples, $declarations declarations, $members member lists); $readme unmarked Swift blocks (Markdown of the spec, or a README template without a home-swift overlay) not compiled"
        echo "$blocks $operations" >"$tmp/$label.count"
        return 0
    fi
    echo "$label: Swift blocks that do not compile against the generated client:" >&2
    grep -E 'error:' "$tmp/$label.log" | head -40 >&2 || cat "$tmp/$label.log" >&2
    return 1
}

if [ "${1:-}" = "--self-test" ]; then
    build_client Petstore
    folder=$(build_site Petstore)
    check_site "$folder" Petstore good
    broken=0
    # One broken block of each kind: each must make the check fail. The last four are the
    # README's stale text (home page): a case missing from an enum, a protocol requirement
    # with a wrong type, SwagGen README's `SessionManager` and its `queue:` label.
    for kind in snippet declaration members enum-body protocol-body init-member func-member; do
        copy="$tmp/broken-$kind"
        cp -R "$folder" "$copy"
        case "$kind" in
            snippet) block='<code class="language-swift" data-lang="swift" data-swift="snippet">let pet = Pet(id: &quot;not an Int&quot;, name: 1)</code>' ;;
            declaration) block='<code class="language-swift" data-lang="swift" data-swift="declaration" data-swift-path="Pet">public enum Pet: String, Codable</code>' ;;
            members) block='<code class="language-swift" data-lang="swift" data-swift="members" data-swift-path="Pet">public var additionalProperties: [String: Int] = [:]</code>' ;;
            enum-body) block='<code class="language-swift" data-lang="swift" data-swift="declaration" data-swift-path="APIClientError">public enum APIClientError: Error {
    case unexpectedStatusCode(statusCode: Int, data: Data)
    case decodingError(DecodingError)
}</code>' ;;
            protocol-body) block='<code class="language-swift" data-lang="swift" data-swift="declaration" data-swift-path="RequestBehaviour">public protocol RequestBehaviour {
    func beforeSend(request: URLRequest)
}</code>' ;;
            init-member) block='<code class="language-swift" data-lang="swift" data-swift="members" data-swift-path="APIClient">public init(baseURL: String, sessionManager: SessionManager = .default, defaultHeaders: [String: String] = [:], behaviours: [RequestBehaviour] = [])</code>' ;;
            func-member) block='<code class="language-swift" data-lang="swift" data-swift="members" data-swift-path="APIClient">func makeRequest&lt;T&gt;(_ request: APIRequest&lt;T&gt;, behaviours: [RequestBehaviour] = [], queue: DispatchQueue = DispatchQueue.main, complete: @escaping (APIResponse&lt;T&gt;) -&gt; Void) -&gt; CancellableRequest? {</code>' ;;
        esac
        printf '<!doctype html>\n<pre>%s</pre>\n' "$block" >"$copy/broken.html"
        status=0
        check_site "$copy" Petstore "broken-$kind" 2>/dev/null || status=$?
        if [ "$status" -eq 1 ] && grep -q 'error:' "$tmp/broken-$kind.log"; then
            echo "self-test: a broken $kind block fails the check, as it must"
        else
            echo "self-test FAILED: a broken $kind block did not fail the compile check (status $status)" >&2
            broken=1
        fi
    done
    # A guide's Swift block goes through the article's Markdown to the same check: a wrong
    # one fails it, and the same block marked `swift skip-check` does not.
    for variant in checked skipped; do
        guides="$tmp/guides-$variant"
        mkdir -p "$guides"
        fence='```swift'
        [ "$variant" = skipped ] && fence='```swift skip-check'
        printf '# Broken\n\n%s\nlet pet = Pet(id: "not an Int", name: 1)\n```\n' "$fence" >"$guides/broken.md"
        folder=$(build_site Petstore "$guides")
        status=0
        check_site "$folder" Petstore "guide-$variant" >/dev/null 2>&1 || status=$?
        if [ "$variant" = checked ] && [ "$status" -eq 1 ] && grep -q 'error:' "$tmp/guide-$variant.log"; then
            echo "self-test: a broken Swift block of a guide fails the check, as it must"
        elif [ "$variant" = skipped ] && [ "$status" -eq 0 ]; then
            echo "self-test: the same block marked swift skip-check is not compiled"
        else
            echo "self-test FAILED: guide block ($variant) gave status $status" >&2
            broken=1
        fi
    done
    exit "$broken"
fi

# anycodable_case: TestSpec again, built with `anyType: AnyCodable` (a Jellyfin-style client, whose
# untyped values are the client's own AnyCodable), against the client SwagGen writes with that
# option: anycodable-client.py derives it from the conformance client as SwagGen's model template
# does. Its model with untyped additionalProperties has a Swift example that must get a value of
# that type, not a placeholder.
anycodable_case() {
    local name=TestSpec label=TestSpec-AnyCodable dir="$tmp/anycodable" spec folder sources=()
    local modules="$dir/modules"
    mkdir -p "$modules"
    cp "$tmp/modules"/Alamofire.* "$modules/"
    python3 "$here/anycodable-client.py" "$cases_dir/$name/client/Sources" "$dir/Sources" >/dev/null
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$dir/Sources" -name '*.swift' -print0 | sort -z)
    swiftc -emit-module -wmo -suppress-warnings -module-name "$name" -I "$modules" "${networking[@]}" \
        -emit-module-path "$modules/$name.swiftmodule" "${sources[@]}"
    spec=$(find "$cases_dir/$name" -maxdepth 1 -name 'spec.*' | head -1)
    "$APIDOCS" build "$spec" --options "$cases_dir/$name/options.yml" --option anyType:AnyCodable --output "$tmp/site/$label" --quiet
    folder=$(find "$tmp/site/$label" -mindepth 2 -maxdepth 2 -name symbols.json -printf '%h\n' | head -1)
    check_site "$folder" "$name" "$label" || return 1
    local values
    values=$(grep -c 'AnyCodable' "$tmp/$label.swift" || true)
    if [ "$values" -eq 0 ]; then
        echo "$label: no Swift block names AnyCodable: the option did not reach the site" >&2
        return 1
    fi
    echo "$label: $values lines of its Swift blocks name AnyCodable"
}

failed=0
for name in "${cases[@]}"; do
    build_client "$name"
    folder=$(build_site "$name")
    check_site "$folder" "$name" "$name" || failed=1
    if [ -d "$root/Tests/Fixtures/Guides/$name" ]; then
        blocks=$(guide_blocks "$folder")
        echo "$name: $blocks Swift blocks of its guides (Tests/Fixtures/Guides/$name) among them"
        if [ "$blocks" -eq 0 ]; then
            echo "$name: the guides have no marked Swift block: they never reached the check" >&2
            failed=1
        fi
    fi
done
anycodable_case || failed=1
if [ "$failed" -eq 0 ]; then
    cat "$tmp"/*.count | awk '{ b += $1; o += $2 } END { printf "all six cases and TestSpec with anyType AnyCodable: %d/%d Swift blocks compile (%d operation examples)\n", b, b, o }'
fi
exit "$failed"
