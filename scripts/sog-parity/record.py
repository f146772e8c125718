#!/usr/bin/env python3
"""Records swift-openapi-generator 1.14.3's verdict and symbol inventory for each spec of a
collection, as the data of the SOG parity corpus (Tests/Fixtures/SOGParity).

Usage: record.py SOG_BINARY SPECS_FOLDER CORPUS_FOLDER [SLUG ...]

SPECS_FOLDER has one folder per spec: spec.yaml or spec.json, and source.json (repository,
commit, path, licence). For each, and for each naming strategy, SOG runs in a scratch folder
(types and client, public access); CORPUS_FOLDER/<slug>/ receives:
  source.json                  as given
  verdict.json                 per strategy: generated or not, SOG's exit status, its first error line
  <strategy>/symbols.json      when SOG generated: sog_symbols.py's inventory of its output
  <strategy>/diagnostics.txt   SOG's warnings (its standard error), paths made relative
SOG itself is never run in CI: it takes minutes to build. The spec is copied only where
source.json's licence allows redistribution (see LICENCES below), gzip-compressed; a spec of
../shared/bench (source.json names it as "bench") is read there in place, never copied.
"""
import concurrent.futures
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
STRATEGIES = ("defensive", "idiomatic")
LICENCES = {"MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "CC0-1.0", "CC-BY-4.0", "ISC", "MPL-2.0", "Unlicense", "0BSD"}


def spec_file(folder):
    for name in ("spec.yaml", "spec.json"):
        if os.path.exists(os.path.join(folder, name)):
            return name
    return None


def run_sog(sog, spec, strategy):
    with tempfile.TemporaryDirectory() as scratch:
        config = os.path.join(scratch, "openapi-generator-config.yaml")
        with open(config, "w") as handle:
            handle.write(f"generate:\n  - types\n  - client\naccessModifier: public\nnamingStrategy: {strategy}\n")
        local = os.path.join(scratch, "openapi" + os.path.splitext(spec)[1])
        shutil.copyfile(spec, local)
        out = os.path.join(scratch, "out")
        os.mkdir(out)
        try:
            done = subprocess.run([sog, "generate", "--config", config, "--output-directory", out, local],
                                  capture_output=True, text=True, timeout=1200)
            status, stderr = done.returncode, done.stderr
        except subprocess.TimeoutExpired:
            status, stderr = -1, "timeout after 1200 s"
        stderr = stderr.replace(scratch + "/", "").replace("- Additional file comments: <none>", "- Additional file comments: <none>\n")
        errors = [line for line in stderr.splitlines() if "error:" in line or "Error: " in line or line.startswith("Failed to satisfy:")]
        verdict = {"generated": status == 0 and os.path.exists(os.path.join(out, "Client.swift")),
                   "exitStatus": status, "firstError": errors[0] if errors else None}
        symbols = None
        if verdict["generated"]:
            symbols = subprocess.run([sys.executable, os.path.join(HERE, "sog_symbols.py"), out, strategy],
                                     capture_output=True, text=True, check=True).stdout
        return verdict, symbols, stderr


def record(sog, specs, corpus, slug):
    folder = os.path.join(specs, slug)
    name = spec_file(folder)
    if name is None:
        return slug, "no spec file"
    target = os.path.join(corpus, slug)
    os.makedirs(target, exist_ok=True)
    source = json.load(open(os.path.join(folder, "source.json")))
    source["file"] = name
    with open(os.path.join(folder, name), "rb") as raw:
        source["sha256"] = hashlib.sha256(raw.read()).hexdigest()
    verdicts = {}
    for strategy in STRATEGIES:
        verdict, symbols, stderr = run_sog(sog, os.path.join(folder, name), strategy)
        verdicts[strategy] = verdict
        sub = os.path.join(target, strategy)
        shutil.rmtree(sub, ignore_errors=True)
        if symbols is not None:
            os.makedirs(sub)
            with gzip.GzipFile(os.path.join(sub, "symbols.json.gz"), "wb", mtime=0) as handle:
                handle.write(symbols.encode())
            with open(os.path.join(sub, "diagnostics.txt"), "w") as handle:
                handle.write(stderr)
    with open(os.path.join(target, "source.json"), "w") as handle:
        json.dump(source, handle, indent=1, sort_keys=True)
        handle.write("\n")
    with open(os.path.join(target, "verdict.json"), "w") as handle:
        json.dump(verdicts, handle, indent=1, sort_keys=True)
        handle.write("\n")
    spec_copy = os.path.join(target, name + ".gz")
    if source.get("licence") in LICENCES and "bench" not in source:
        with open(os.path.join(folder, name), "rb") as raw, gzip.GzipFile(spec_copy, "wb", mtime=0) as handle:
            handle.write(raw.read())
    elif os.path.exists(spec_copy):
        os.remove(spec_copy)
    return slug, " ".join(f"{s}: {'generated' if v['generated'] else 'refused'}" for s, v in verdicts.items())


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: record.py SOG_BINARY SPECS_FOLDER CORPUS_FOLDER [SLUG ...]")
    sog, specs, corpus = sys.argv[1:4]
    slugs = sys.argv[4:] or sorted(name for name in os.listdir(specs) if os.path.isdir(os.path.join(specs, name)))
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for slug, line in pool.map(lambda slug: record(sog, specs, corpus, slug), slugs):
            print(f"{slug}: {line}", flush=True)


if __name__ == "__main__":
    main()
