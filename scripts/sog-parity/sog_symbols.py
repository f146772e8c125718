#!/usr/bin/env python3
"""The symbol inventory of swift-openapi-generator's output, read from its Swift source text.

Usage: sog_symbols.py SOURCES_FOLDER STRATEGY > symbols.json

SOG writes one declaration per line at four spaces per nesting level, with its
"- Remark: Generated from `...`." line in the doc comment right above. This reader walks the
files by indentation and lists every declaration a symbol graph of the compiled module would
list, in the format of ../shared/conformance/sog (its README: rows sorted by path then kind,
CodingKeys left out, compiler-implicit declarations absent because SOG does not write them).
Checked against the 14 inventories of that corpus, which were extracted from compiled modules:
scripts/sog-parity/check-extractor.sh.
"""
import json
import os
import re
import sys

ATTRIBUTE = re.compile(r"^@\w+(\([^()]*(\([^()]*\))*[^()]*\))?\s+")
REMARK = re.compile(r"- Remark: Generated from `(.*)`\.\s*$")
MODIFIERS = ("public ", "static ", "indirect ", "final ", "mutating ", "nonmutating ", "override ")


def split_top_level(text):
    """Splits a parameter list at the commas outside brackets, parentheses and generics."""
    parts, depth, current = [], 0, ""
    for char in text:
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    return [part.strip() for part in parts]


def argument_labels(parameters):
    """`(_ input: X, headers: Y = .init())` -> `_:headers:`."""
    labels = ""
    for parameter in split_top_level(parameters):
        head = parameter.split(":", 1)[0].strip().split()
        labels += head[0].strip("`") + ":"
    return labels


def case_labels(payload):
    """`(statusCode: Swift.Int, OpenAPIRuntime.UndocumentedPayload)` -> `statusCode:_:`."""
    labels = ""
    for element in split_top_level(payload):
        match = re.match(r"^`?([A-Za-z_][A-Za-z0-9_]*)`?\s*:(?!:)", element)
        labels += (match.group(1) if match else "_") + ":"
    return labels


def balanced_parameters(text):
    """The text between the first `(` and its matching `)`, and whether it closed."""
    start = text.index("(")
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1:index], True
    return text[start + 1:], False


def read_file(path, symbols):
    lines = open(path, encoding="utf-8").read().split("\n")
    # Scopes: (declaration indent, is a type or extension, path components).
    scopes = []
    comment = []
    index = 0
    while index < len(lines):
        raw = lines[index]
        index += 1
        stripped = raw.strip()
        if not stripped:
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        while scopes and scopes[-1][0] >= indent:
            scopes.pop()
        inside_type = not scopes or scopes[-1][1]
        member_indent = scopes[-1][0] + 4 if scopes else 0
        if not inside_type or indent != member_indent:
            continue
        if stripped.startswith("///"):
            comment.append(stripped)
            continue
        if stripped.startswith("#") or stripped.startswith("//"):
            continue
        if stripped.startswith("@") and not ATTRIBUTE.sub("", stripped + " ").strip():
            continue  # an attribute on a line of its own: the declaration follows
        remark = None
        for line in comment:
            match = REMARK.search(line)
            if match:
                remark = match.group(1)
        comment = []
        text = stripped
        while True:
            match = ATTRIBUTE.match(text)
            if not match:
                break
            text = text[match.end():]
        is_public = False
        is_static = False
        while True:
            for modifier in MODIFIERS:
                if text.startswith(modifier):
                    is_public |= modifier == "public "
                    is_static |= modifier == "static "
                    text = text[len(modifier):]
                    break
            else:
                break
        parent = scopes[-1][2] if scopes else []
        in_protocol = bool(scopes) and scopes[-1][3] == "protocol"
        keyword = text.split(" ", 1)[0].split("(", 1)[0].split("?", 1)[0]
        opens_body = stripped.endswith("{")
        if keyword in ("struct", "enum", "protocol"):
            name = re.match(r"^\w+\s+`?(\w+)`?", text).group(1)
            if is_public:
                add(symbols, parent + [name], "swift." + keyword, remark)
            scopes.append((indent, True, parent + [name], keyword))
            continue
        if keyword == "extension":
            name = re.match(r"^extension\s+([\w.]+)", text).group(1)
            scopes.append((indent, True, name.split("."), "extension"))
            continue
        if keyword in ("func", "init", "subscript"):
            signature = text
            while signature.count("(") > signature.count(")") and index < len(lines):
                signature += " " + lines[index].strip()
                index += 1
            if is_public or in_protocol:
                if keyword == "func":
                    name = re.match(r"^func\s+`?(\w+)`?", signature).group(1)
                else:
                    name = keyword
                parameters, _ = balanced_parameters(signature)
                kind = "swift.type.method" if (is_static and keyword == "func") else ("swift.method" if keyword == "func" else ("swift.init" if keyword == "init" else "swift.subscript"))
                add(symbols, parent + [name + "(" + argument_labels(parameters) + ")"], kind, remark)
            scopes.append((indent, False, [], "body"))
            continue
        if keyword in ("var", "let"):
            name = re.match(r"^(?:var|let)\s+`?(\w+)`?", text).group(1)
            if is_public or in_protocol:
                add(symbols, parent + [name], "swift.type.property" if is_static else "swift.property", remark)
            if opens_body or text.rstrip().endswith("= {") or text.rstrip().endswith("("):
                scopes.append((indent, False, [], "body"))
            continue
        if keyword == "typealias":
            name = re.match(r"^typealias\s+`?(\w+)`?", text).group(1)
            if is_public or in_protocol:
                add(symbols, parent + [name], "swift.typealias", remark)
            continue
        if keyword == "case":
            match = re.match(r"^case\s+`?(\w+)`?(.*)$", text)
            name, rest = match.group(1), match.group(2).strip()
            if rest.startswith("("):
                payload, _ = balanced_parameters(rest)
                name += "(" + case_labels(payload) + ")"
            add(symbols, parent + [name], "swift.enum.case", remark)
            continue
        if opens_body:
            scopes.append((indent, False, [], "body"))


def add(symbols, components, kind, remark):
    if "CodingKeys" in components:
        return
    symbols.append({"path": ".".join(components), "kind": kind, "jsonPath": remark})


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: sog_symbols.py SOURCES_FOLDER STRATEGY")
    folder, strategy = sys.argv[1], sys.argv[2]
    symbols = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".swift"):
            read_file(os.path.join(folder, name), symbols)
    unique = {}
    for symbol in symbols:
        unique.setdefault((symbol["path"], symbol["kind"]), symbol)
    rows = [unique[key] for key in sorted(unique, key=lambda key: ([ord(c) for c in key[0]], key[1]))]
    out = ['{', ' "generator": "swift-openapi-generator 1.14.3",', ' "strategy": ' + json.dumps(strategy) + ',', ' "accessLevel": "internal",', ' "symbols": [']
    out.append(",\n".join("  " + json.dumps(row, ensure_ascii=False, separators=(", ", ": ")) for row in rows))
    out.append(' ]')
    out.append('}')
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
