#!/usr/bin/env python3
"""Patches OpenAI's OpenAPI 3.1 document (github.com/openai/openai-openapi, openapi.yaml at
commit f85dbe223d40e1a31cba812ab2d755c7e98a92a3) so that swift-openapi-generator 1.14.3
accepts it and the Swift it generates compiles; used by sog-openai-31.sh.

Usage: patch-openai-31.py IN OUT

Each patch is the smallest change that removes one refusal or one compile error of SOG's own
output (not of our examples):
  1. `seed`'s bounds +-9223372036854776000 are read as floats, which an integer schema refuses:
     written as Int64's exact bounds.
  2. `exclusiveMinimum: true` (3.0's boolean form) is refused in a 3.1 document: removed.
  3. `listChatCompletions`'s `metadata` query parameter names `Components.Schemas.Metadata`,
     a schema SOG skips (its `null` member): the parameter is removed.
  4. Four request bodies offer one schema as JSON and as multipart, which SOG generates as a
     multipart parts enum that the JSON setter cannot encode: their JSON entries are removed.
  5. `CreateTranscriptionRequest.chunking_strategy` (a nested anyOf in a multipart part) makes
     a payload SOG does not declare: it becomes a plain string.
Every patch must apply exactly as often as stated, or the script stops.
"""
import re
import sys


def replace(text, old, new, count):
    found = text.count(old)
    if found != count:
        sys.exit(f"patch-openai-31: expected {count} of {old[:60]!r}, found {found}")
    return text.replace(old, new)


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    text = replace(text, "minimum: -9223372036854776000\n", "minimum: -9223372036854775808\n", 1)
    text = replace(text, "maximum: 9223372036854776000\n", "maximum: 9223372036854775807\n", 1)
    text, removed = re.subn(r"\n[ ]*exclusiveMinimum: true[ ]*(?=\n)", "", text)
    if removed != 7:
        sys.exit(f"patch-openai-31: expected 7 boolean exclusiveMinimum, found {removed}")
    metadata = re.compile(r"\n        - name: metadata\n          in: query\n(?:          .*\n|\n)*?          schema:\n            \$ref: \"#/components/schemas/Metadata\"(?=\n)")
    start = text.index("operationId: listChatCompletions")
    match = metadata.search(text, start)
    if not match or match.start() - start > 4000:
        sys.exit("patch-openai-31: listChatCompletions' metadata parameter not found")
    text = text[:match.start()] + text[match.end():]
    for body in ["CreateContainerFileBody", "CreateVideoRemixBody", "CreateSkillBody", "CreateSkillVersionBody"]:
        text = replace(text, f"          application/json:\n            schema:\n              $ref: \"#/components/schemas/{body}\"\n", "", 1)
    start = text.index("\n    CreateTranscriptionRequest:\n")
    key = text.index("\n        chunking_strategy:\n", start)
    end = text.index("\n        known_speaker_names:\n", key)
    text = text[:key] + "\n        chunking_strategy:\n          type: string" + text[end:]
    open(sys.argv[2], "w", encoding="utf-8").write(text)


if __name__ == "__main__":
    main()
