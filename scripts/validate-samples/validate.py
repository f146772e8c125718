#!/usr/bin/env python3
"""Validates generated JSON samples against their schemas with the `jsonschema` package.

Input (argv[1:]): one or more JSON files, each {"specVersion": "3.0", "samples": [{"label", "file",
"pointer", "json"}]} where `file` is the spec file the schema is written in and `pointer` its JSON
pointer there. Schemas of 2.0 and 3.0 are read as draft 4 (boolean exclusiveMinimum), 3.1+ as
2020-12. `$ref`s to other files are retrieved from disk. Prints one line per invalid sample and one
count line per input file; exit 1 if any sample is invalid. Several files in one run share the
interpreter's start-up and the parsed spec files.
"""
import json
import os
import sys

import warnings

import yaml

# RefResolver is deprecated in jsonschema 4.18+, but it is what Debian 12's 4.10 has.
warnings.filterwarnings("ignore", category=DeprecationWarning)
from jsonschema import Draft4Validator, Draft202012Validator, RefResolver  # noqa: E402


class Loader(yaml.SafeLoader):
    pass


# Dates stay strings, as the generated samples write them.
Loader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


cache = {}


def load(uri):
    path = uri[len("file://"):] if uri.startswith("file://") else uri
    path = path.split("#", 1)[0]
    if path not in cache:
        with open(path, encoding="utf-8") as handle:
            cache[path] = yaml.load(handle, Loader=Loader)
    return cache[path]


def validate(input_path):
    """Validates the samples of one input file; returns how many are invalid."""
    with open(input_path, encoding="utf-8") as handle:
        job = json.load(handle)
    modern = job["specVersion"] not in ("2.0", "3.0")
    validator_class = Draft202012Validator if modern else Draft4Validator
    failures = 0
    for sample in job["samples"]:
        uri = "file://" + os.path.abspath(sample["file"])
        resolver = RefResolver(base_uri=uri, referrer=load(uri), handlers={"file": load})
        validator = validator_class({"$ref": uri + sample["pointer"]}, resolver=resolver)
        errors = sorted(validator.iter_errors(json.loads(sample["json"])), key=lambda e: list(e.path))
        if errors:
            failures += 1
            first = errors[0]
            print(f"{sample['label']}: {first.message} at {list(first.absolute_path)}")
    print(f"{input_path}: validated {len(job['samples'])} samples, {failures} invalid")
    return failures


def main():
    if len(sys.argv) < 2:
        print("usage: validate.py INPUT.json [INPUT.json ...]", file=sys.stderr)
        sys.exit(2)
    failures = sum(validate(path) for path in sys.argv[1:])
    sys.exit(1 if failures else 0)


main()
