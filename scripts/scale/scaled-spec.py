#!/usr/bin/env python3
"""Writes a spec N times the size of a JSON OpenAPI 3 spec (GitHub's, for the scale benchmark).

Usage: scripts/scale/scaled-spec.py SPEC.json N OUT.json

Copy 1 is the spec itself. Copies 2..N repeat every path under a `/copyK` prefix and every
component (schemas, parameters, responses, request bodies, headers, examples) under its
name with a `-copyK` suffix, with every `$ref` inside a copy pointing at that copy's
components and every operationId suffixed `-copyK`, so the result is a valid spec with N
times the operations, models and pages, each copy documenting its own client types.
Tags, security schemes, servers and webhooks stay once. Output is deterministic.
"""
import json
import sys

KINDS = ["schemas", "parameters", "responses", "requestBodies", "headers", "examples"]


def renamed(node, suffix):
    """A deep copy of `node` with component `$ref`s and operationIds renamed for one copy."""
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and value.startswith("#/components/"):
                parts = value.split("/")
                if len(parts) >= 4 and parts[2] in KINDS:
                    parts[3] = parts[3] + suffix
                    value = "/".join(parts)
                out[key] = value
            elif key == "operationId" and isinstance(value, str):
                out[key] = value + suffix
            else:
                out[key] = renamed(value, suffix)
        return out
    if isinstance(node, list):
        return [renamed(item, suffix) for item in node]
    return node


def main():
    source, factor, target = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    spec = json.load(open(source, encoding="utf-8"))
    paths = dict(spec.get("paths", {}))
    components = spec.setdefault("components", {})
    originals = {kind: dict(components.get(kind, {})) for kind in KINDS}
    for copy in range(2, factor + 1):
        suffix = f"-copy{copy}"
        for path, item in spec["paths"].items():
            paths[f"/copy{copy}{path}"] = renamed(item, suffix)
        for kind in KINDS:
            for name, value in originals[kind].items():
                components.setdefault(kind, {})[name + suffix] = renamed(value, suffix)
    spec["paths"] = paths
    spec["info"]["title"] = f"{spec['info'].get('title', 'API')} x{factor}"
    with open(target, "w", encoding="utf-8") as handle:
        json.dump(spec, handle, ensure_ascii=False, indent=1, sort_keys=False)
        handle.write("\n")


if __name__ == "__main__":
    main()
