#!/usr/bin/env python3
"""Downloads the specs of the SOG parity corpus that are not committed (their licences do not
allow it), for SOGParityTests and compare.py to read through APIDOCS_PARITY_SPECS.

Usage: fetch-specs.py TARGET_FOLDER [CORPUS_FOLDER]   (default corpus: Tests/Fixtures/SOGParity)

Each file comes from raw.githubusercontent.com at the recorded repository, commit and path,
and is kept only if its SHA-256 is the recorded one. Needs network access (CI has none: there
the test compares the entries whose specs are committed and lists the others as not here).
"""
import hashlib
import json
import os
import sys
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: fetch-specs.py TARGET_FOLDER [CORPUS_FOLDER]")
    target = sys.argv[1]
    corpus = sys.argv[2] if len(sys.argv) == 3 else os.path.join(HERE, "..", "..", "Tests", "Fixtures", "SOGParity")
    failed = 0
    for entry in sorted(os.listdir(corpus)):
        source_file = os.path.join(corpus, entry, "source.json")
        if not os.path.exists(source_file):
            continue
        source = json.load(open(source_file))
        if "bench" in source or os.path.exists(os.path.join(corpus, entry, source["file"] + ".gz")):
            continue
        url = f"https://raw.githubusercontent.com/{source['repository']}/{source['commit']}/{source['path']}"
        try:
            data = urllib.request.urlopen(url, timeout=60).read()
        except OSError as error:
            print(f"{entry}: {url}: {error}")
            failed += 1
            continue
        if hashlib.sha256(data).hexdigest() != source["sha256"]:
            print(f"{entry}: {url}: not the recorded file (SHA-256 differs)")
            failed += 1
            continue
        os.makedirs(os.path.join(target, entry), exist_ok=True)
        with open(os.path.join(target, entry, source["file"]), "wb") as handle:
            handle.write(data)
        print(f"{entry}: {len(data)} bytes")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
