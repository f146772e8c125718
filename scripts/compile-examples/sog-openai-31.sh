#!/usr/bin/env bash
# Compiles every Swift example of the swift-openapi-generator flavour's site for OpenAI's
# OpenAPI 3.1 document (2.9 MB: webhooks, 992 `const`s), both naming strategies, against the
# Swift that SOG 1.14.3 generates for it. Too big for CI (SOG's output is 9 MB a strategy and
# the compile takes minutes), so it runs by hand, with a SOG binary built outside the checkout:
#
#   scripts/compile-examples/sog-openai-31.sh SOG_BINARY OPENAPI_YAML
#
# OPENAPI_YAML: openapi.yaml of github.com/openai/openai-openapi at commit
# f85dbe223d40e1a31cba812ab2d755c7e98a92a3 (MIT licence). patch-openai-31.py first removes
# what SOG refuses and what makes SOG's own output fail to compile (each patch is listed
# there); then sog.sh compiles the corpus cases, our fixtures and this one (SOG_EXTRA_CASES).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [ $# -ne 2 ]; then
    echo "usage: $0 SOG_BINARY OPENAPI_YAML" >&2
    exit 2
fi
sog=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case="$work/OpenAI31"
mkdir -p "$case"
python3 "$root/scripts/compile-examples/patch-openai-31.py" "$2" "$case/spec.yaml"
for strategy in defensive idiomatic; do
    mkdir -p "$case/$strategy"
    printf 'generate:\n  - types\n  - client\naccessModifier: public\nnamingStrategy: %s\n' "$strategy" \
        > "$case/$strategy/openapi-generator-config.yaml"
    "$sog" generate --config "$case/$strategy/openapi-generator-config.yaml" \
        --output-directory "$case/$strategy/Sources" "$case/spec.yaml" > "$work/sog-$strategy.log" 2>&1 || {
        grep -i error "$work/sog-$strategy.log" >&2
        echo "error: SOG refused the patched document ($strategy)" >&2
        exit 1
    }
done
SOG_EXTRA_CASES="$case" "$root/scripts/compile-examples/sog.sh"
