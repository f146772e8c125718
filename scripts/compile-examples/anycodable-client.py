#!/usr/bin/env python3
"""Make the client SwagGen writes with `anyType: AnyCodable` (a Jellyfin-style client) from the
one it wrote with the default `anyType: Any`, for the compile check of a site built with that
option.

Usage: anycodable-client.py <client-Sources-folder> <out-folder>

Copies every file; in Models/, rewrites what SwagGen's model template (Includes/Model.stencil)
writes differently when `anyType` names a type other than `Any`:
  - the untyped value's type: `Any` -> `AnyCodable` in property, typealias, dictionary and
    subscript types (never in `isEqual(to object: Any?)` or in casts);
  - `additionalProperties` of that type are decoded and encoded as for any other value type
    (`var decodedAdditionalProperties: [String: T] = [:]` ... `decode(StringCodingKey(...))`,
    `encode(value, forKey:)` instead of `encodeAny`).
Untyped properties keep `decodeAny`/`encodeAny` (the template picks them by the schema, not
the type name). Exits 1 when a model of the input has an untyped value it cannot rewrite.
"""
import os
import re
import shutil
import sys

# `Any` as a value type: after `: ` / `[String: ` / `-> ` / `= ` (typealias), before `]`, `?`,
# `,`, `)` or the end of the line. `Any?` of `isEqual(to object: Any?)` is excluded below.
VALUE_ANY = re.compile(r"(?<=[:\[] )Any(?=[\]?,)\s]|$)|(?<=-> )Any(?=\?)|(?<== \[String: )Any(?=\])")
UNTYPED_DECODE = re.compile(
    r"(?P<indent>[ \t]*)self\.additionalProperties = additionalProperties\n"
)
ENCODE_ANY = re.compile(r"try additionalPropertiesContainer\.encodeAny\(value, forKey: StringCodingKey\(string: key\)\)")


def rewrite(text):
    lines = []
    for line in text.split("\n"):
        if "isEqual(to object: Any?)" in line or " as? " in line:
            lines.append(line)
            continue
        lines.append(VALUE_ANY.sub("AnyCodable", line))
    text = "\n".join(lines)
    typed = ("{i}var decodedAdditionalProperties: [String: AnyCodable] = [:]\n"
             "{i}for key in additionalProperties.keys {{\n"
             "{i}    decodedAdditionalProperties[key] = try additionalPropertiesContainer.decode(StringCodingKey(string: key))\n"
             "{i}}}\n"
             "{i}self.additionalProperties = decodedAdditionalProperties\n")
    text = UNTYPED_DECODE.sub(lambda m: typed.format(i=m.group("indent")), text)
    return ENCODE_ANY.sub("try additionalPropertiesContainer.encode(value, forKey: StringCodingKey(string: key))", text)


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    source, out = sys.argv[1], sys.argv[2]
    shutil.copytree(source, out)
    changed = 0
    for folder, _, files in os.walk(os.path.join(out, "Models")):
        for name in sorted(files):
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
            new = rewrite(text)
            if new != text:
                changed += 1
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(new)
            leftover = [line for line in new.split("\n")
                        if re.search(r"\bAny\b(?!Codable)", line) and "isEqual(to object: Any?)" not in line
                        and " as? " not in line and "decodeAny" not in line and "encodeAny" not in line]
            if leftover:
                print(f"{path}: an untyped value left as Any: {leftover[0].strip()}", file=sys.stderr)
                return 1
    print(changed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
