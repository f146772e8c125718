#!/usr/bin/env python3
"""Collect every Swift block of a built apidocs site folder into one Swift file.

Usage: extract.py <site-api-folder> <client-module> <out.swift>
Prints "<blocks> <snippets> <declarations> <members> <operation-examples> <readme-blocks>" on
stdout (an operation example is a snippet that sends a request with `makeRequest`;
readme-blocks are the unmarked Swift blocks, not compiled: Markdown of the spec, or the README
text of a template that has no Themes/readme/<name>.home-swift.md overlay).

A Swift block is `<code class="language-swift" data-lang="swift" ...>` (the default theme
marks every block so). Its kind comes from `data-swift`:
  snippet      (default) statements; wrapped in a function of its own so names don't clash
  declaration  a type's declaration line (`public class Pet: APIModel`, `public enum S: String,
               Codable, ...`, `public typealias Tags = [Tag]`); checked against the client:
               each conformance/superclass and the raw type through generic constraints, the
               kind (class/struct/enum), and a typealias in both directions
  declaration  may also be a whole `enum` or `protocol` with its body (the README's
               `APIClientError` and `RequestBehaviour`): an enum's cases are matched by an
               exhaustive `switch` (labels and associated types included, so a missing or an
               extra case fails), a protocol's `func` requirements are called through `any P`
               with arguments of the declared types
  members      member declarations (`public var x: T = ...`, `public subscript(key: String) -> T?`)
               of the type at `data-swift-path`; each read through a value of the type with
               its declared type; `public init(...)` and `public func f<T>(...) -> R` are called
               with arguments of every parameter's type, and again without the defaulted ones
Links and other tags inside a block are dropped and entities decoded, as a reader copying
the text would get it.
"""
import html
import os
import re
import sys

# Swift blocks nobody marked: the spec's own Markdown, or the README text of a template without
# an overlay (the home page shows the built-in `swaggen` template's blocks from its overlay,
# marked). Not compiled; counted and reported so they are never dropped silently.
README_BLOCK = re.compile(r'<code class="language-swift">')
BLOCK = re.compile(r'<code class="language-swift" data-lang="swift"([^>]*)>(.*?)</code>', re.S)
ATTR = re.compile(r'([a-z-]+)="([^"]*)"')
RAW_TYPES = {"String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Decimal"}


def text_of(markup):
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def indent(code, prefix="    "):
    return "\n".join(prefix + line if line else line for line in code.split("\n"))


def split_top_level(text):
    """`A, B<C, D>, [E: F]` -> ['A', 'B<C, D>', '[E: F]'] (the `>` of `->` closes nothing)"""
    parts, depth, current = [], 0, ""
    for index, ch in enumerate(text):
        if ch in "<[(":
            depth += 1
        elif ch in ">])" and not (ch == ">" and index > 0 and text[index - 1] == "-"):
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current.strip())
    return parts


def scope_of(path):
    """`A.B.`Type`` -> ('A.B', '`Type`'); `Pet` -> (None, 'Pet'). Checks run inside the
    parent's extension and name the type by its last component, because `Outer.`Type`` reads
    as a metatype in Swift."""
    if "." in path:
        parent, last = path.rsplit(".", 1)
        return parent, last
    return None, path


def wrap(where, parent, name, body, static=True):
    if parent is None:
        return f"// {where}\nprivate func {name}() {{\n" + "\n".join("    " + l for l in body) + "\n}\n"
    keyword = "static func" if static else "func"
    return (f"// {where}\nextension {parent} {{\n    {keyword} {name}() {{\n"
            + "\n".join("        " + l for l in body) + "\n    }\n}\n")


CALLABLE = re.compile(r"(?:@\w+\s+)*(?:public\s+)?(?:(init)|func\s+(\w+))\s*(<[^(]*>)?\((.*)\)"
                      r"(\s*throws)?(?:\s*->\s*(.+?))?\s*\{?")


def parameters(text):
    """`_ request: A<T>, queue: Q = .main` -> [(None, 'A<T>', False), ('queue', 'Q', True)]:
    (argument label or None, type, has a default)."""
    result = []
    for item in split_top_level(text):
        names, _, rest = item.partition(":")
        words = names.split()
        label = words[0] if words else ""
        type_text, has_default = rest, False
        depth = 0
        for index, ch in enumerate(rest):
            if ch in "<[(":
                depth += 1
            elif ch in ">])" and not (ch == ">" and rest[index - 1] == "-"):
                depth -= 1
            elif ch == "=" and depth == 0:
                type_text, has_default = rest[:index], True
                break
        result.append((None if label == "_" else label, type_text.strip(), has_default))
    return result


def call_lines(match, receiver, owner, function_name):
    """A nested generic function whose parameters have the declared types, calling the
    member once with every argument and once with the required ones only."""
    is_init, name, generics, params, throws, returns = match.groups()
    params = parameters(params)
    args = ", ".join(f"_ p{i}: {t}" for i, (_, t, _) in enumerate(params))
    result_type = owner if is_init else (returns.strip() if returns else "Void")
    callee = owner if is_init else f"{receiver}.{name}"
    attempt = "try " if throws else ""

    def call(indices):
        return f"{callee}(" + ", ".join((f"{params[i][0]}: " if params[i][0] else "") + f"p{i}" for i in indices) + ")"

    lines = [f"func {function_name}{generics or ''}({args}){' throws' if throws else ''} {{",
             f"    let _: {result_type} = {attempt}{call(range(len(params)))}"]
    required = [i for i, p in enumerate(params) if not p[2]]
    if len(required) < len(params):
        lines.append(f"    let _: {result_type} = {attempt}{call(required)}")
    return lines + ["}"]


def body_of(text):
    """`header { body }` -> ('header', 'body'), or (text, None) without a body."""
    if "{" not in text:
        return text, None
    start, end = text.index("{"), text.rindex("}")
    return text[:start].strip(), text[start + 1:end]


def code_lines(body):
    return [l.strip() for l in body.split("\n") if l.strip() and not l.strip().startswith("//")]


def enum_cases_check(name, body, where):
    """An exhaustive switch over the cases, binding each associated value to its type."""
    lines = [f"func _cases(_ value: {name}) {{", "    switch value {"]
    for line in code_lines(body):
        m = re.fullmatch(r"case\s+(.+)", line)
        if not m:
            raise SystemExit(f"error: {where}: an enum body line this checker does not understand: {line!r}")
        for case in split_top_level(m.group(1)):
            c = re.fullmatch(r"(\w+)(?:\((.*)\))?", case)
            if not c:
                raise SystemExit(f"error: {where}: an enum case this checker does not understand: {case!r}")
            values = split_top_level(c.group(2)) if c.group(2) else []
            bindings, checks = [], []
            for i, value in enumerate(values):
                label, colon, value_type = value.partition(":")
                if not colon:
                    label, value_type = "", value
                bindings.append((f"{label.strip()}: " if label.strip() else "") + f"let a{i}")
                checks.append(f"        let _: {value_type.strip()} = a{i}")
            pattern = f".{c.group(1)}" + (f"({', '.join(bindings)})" if bindings else "")
            lines += [f"    case {pattern}:"] + (checks or ["        break"])
    return lines + ["    }", "}"]


def protocol_requirements_check(name, body, where):
    lines = []
    for index, line in enumerate(code_lines(body)):
        m = CALLABLE.fullmatch(line)
        if not m or m.group(1):
            raise SystemExit(f"error: {where}: a protocol requirement this checker does not understand: {line!r}")
        lines += call_lines(m, "value", name, f"_requirement{index}")
    return [f"func _requirements(_ value: any {name}) {{"] + ["    " + l for l in lines] + ["}"]


def declaration_check(number, path, text, where):
    text, members = body_of(text.strip())
    parent, name = scope_of(path)
    if members is not None:
        m = re.fullmatch(r"public (enum|protocol) (\S+?)(?:: (.+))?", text, re.S)
        if not m:
            raise SystemExit(f"error: {where}: only an enum or protocol declaration may have a body: {text!r}")
        if m.group(1) == "protocol":
            body = [f"let _: (any {name})? = nil"]
            for index, item in enumerate(split_top_level(m.group(3) or "")):
                body.append(f"func inherits{index}(_ value: any {name}) -> any {item} {{ value }}")
            body += protocol_requirements_check(name, members, where)
            return wrap(where, parent, f"_declaration{number}", body)
        body = enum_cases_check(name, members, where)
        return declaration_check(number, path, text, where).replace(
            f"_declaration{number}() {{\n", f"_declaration{number}() {{\n" + "\n".join("    " + l for l in body) + "\n", 1)
    parent, name = scope_of(path)
    m = re.fullmatch(r"public typealias (\S+) = (.+)", text, re.S)
    if m:
        target = m.group(2).strip()
        body = [f"func there(_ value: {name}) -> {target} {{ value }}",
                f"func back(_ value: {target}) -> {name} {{ value }}"]
        return wrap(where, parent, f"_declaration{number}", body)
    m = re.fullmatch(r"public (?:final )?(class|struct|enum) (\S+?)(?:: (.+))?", text, re.S)
    if not m:
        raise SystemExit(f"error: {where}: a declaration block this checker does not understand: {text!r}")
    kind, inherited = m.group(1), m.group(3)
    body = []
    if kind == "class":
        body += ["func isClass<T: AnyObject>(_: T.Type) {}", f"isClass({name}.self)"]
    for index, item in enumerate(split_top_level(inherited or "")):
        if kind == "enum" and index == 0 and item in RAW_TYPES:
            body += [f"func rawType{index}<T: RawRepresentable>(_: T.Type) -> T.RawValue.Type {{ T.RawValue.self }}",
                     f"let _: {item}.Type = rawType{index}({name}.self)"]
        else:
            body += [f"func inherits{index}<T: {item}>(_: T.Type) {{}}", f"inherits{index}({name}.self)"]
    if not body:
        body = [f"let _ = {name}.self"]
    return wrap(where, parent, f"_declaration{number}", body)


def members_check(number, path, text, where):
    parent, name = scope_of(path)
    if "`Type`" not in path and "`Protocol`" not in path:
        # Member types are written as seen from inside the type (its nested types unqualified).
        parent, name, prefix = path, None, "self"
    else:
        prefix = "value"
    body = [] if name is None else [f"let value: {name}? = nil", "guard let value else { return }"]
    for index, line in enumerate(l.strip() for l in text.split("\n") if l.strip()):
        m = re.fullmatch(r"public var (\S+): (.+?)(?: = .*)?", line)
        if m:
            body.append(f"let _member{index}: {m.group(2)} = {prefix}.{m.group(1)}")
            continue
        m = re.fullmatch(r"public subscript\((\w+): (.+?)\) -> (.+)", line)
        if m:
            key = '"key"' if m.group(2) == "String" else "0"
            body.append(f"let _member{index}: {m.group(3)} = {prefix}[{key}]")
            continue
        m = CALLABLE.fullmatch(line)
        if m and name is None:
            body += call_lines(m, "self", path, f"_call{index}")
            continue
        raise SystemExit(f"error: {where}: a member line this checker does not understand: {line!r}")
    return wrap(where, parent, f"_members{number}", body, static=name is not None)


def main():
    site, module, out = sys.argv[1], sys.argv[2], sys.argv[3]
    parts = ["// Every Swift block of the site, generated by scripts/compile-examples/extract.py.",
             "import Foundation", "import Alamofire", f"import {module}", ""]
    counts = {"snippet": 0, "declaration": 0, "members": 0}
    operations = 0
    unchecked = 0
    number = 0
    for folder, _dirs, files in sorted(os.walk(site)):
        _dirs.sort()
        for name in sorted(files):
            if not name.endswith(".html"):
                continue
            page = os.path.join(folder, name)
            relative = os.path.relpath(page, site)
            with open(page, encoding="utf-8") as handle:
                markup = handle.read()
            unchecked += len(README_BLOCK.findall(markup))
            for match in BLOCK.finditer(markup):
                number += 1
                attributes = dict(ATTR.findall(match.group(1)))
                kind = attributes.get("data-swift", "snippet")
                code = text_of(match.group(2))
                where = f"{relative} block {number}"
                if kind == "snippet":
                    parts.append(f"// {where}\nprivate func _snippet{number}() {{\n{indent(code)}\n}}\n")
                    if "makeRequest(" in code:
                        operations += 1
                elif kind in ("declaration", "members"):
                    path = attributes.get("data-swift-path")
                    if not path:
                        raise SystemExit(f"error: {where}: a {kind} block without data-swift-path")
                    check = declaration_check if kind == "declaration" else members_check
                    parts.append(check(number, path, code, where))
                else:
                    raise SystemExit(f"error: {where}: unknown data-swift kind {kind!r}")
                counts[kind] += 1
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(parts))
    print(number, counts["snippet"], counts["declaration"], counts["members"], operations, unchecked)


if __name__ == "__main__":
    main()
