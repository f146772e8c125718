#!/usr/bin/env python3
"""Compares apidocs' swift-openapi-generator flavour with the SOG parity corpus, quickly, through
the command line (the test SOGParityTests checks the same and the remarks, through the library).

Usage: compare.py APIDOCS CORPUS_FOLDER [SLUG ...]   (env APIDOCS_PARITY_SPECS: a folder of
       <slug>/spec.* for entries whose spec is not in the corpus; APIDOCS_SHARED for bench specs)

For each entry and naming strategy: apidocs builds the site (exit 0 generates, 1 refuses), and
its symbols.json must list exactly the inventory's paths (a path with two kinds by kind), and
every URL in it must reach an existing page and id. Prints one line per entry and strategy, a
summary, and exits 1 on any difference.
"""
import gzip
import html.parser
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.environ.get("APIDOCS_SHARED", os.path.join(HERE, "..", "..", "..", "shared"))


class IDs(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "id" and value is not None:
                self.ids.add(value)


def spec_path(entry, slug, source, scratch):
    if "bench" in source:
        return os.path.join(SHARED, "bench", "specs", source["bench"])
    name = source["file"]
    packed = os.path.join(entry, name + ".gz")
    if os.path.exists(packed):
        target = os.path.join(scratch, slug, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with gzip.open(packed, "rb") as raw, open(target, "wb") as out:
            out.write(raw.read())
        return target
    folder = os.environ.get("APIDOCS_PARITY_SPECS")
    if folder and os.path.exists(os.path.join(folder, slug, name)):
        return os.path.join(folder, slug, name)
    return None


def compare(apidocs, entry, slug, strategy, spec, verdict, scratch):
    config = os.path.join(scratch, slug + "-" + strategy + ".yaml")
    with open(config, "w") as handle:
        handle.write(f"generate:\n  - types\n  - client\naccessModifier: public\nnamingStrategy: {strategy}\n")
    out = os.path.join(scratch, slug + "-" + strategy)
    done = subprocess.run([apidocs, "build", spec, "--client", "swift-openapi-generator", "--generator-config", config, "--output", out],
                          capture_output=True, text=True)
    generated = done.returncode == 0
    errors = [line for line in done.stderr.splitlines() if ": error: " in line and "would refuse this document" not in line]
    if generated != verdict["generated"]:
        return False, f"verdict: apidocs {'generates' if generated else 'refuses'} ({errors[0] if errors else 'no error'}), SOG {'generates' if verdict['generated'] else 'refuses'} ({verdict['firstError']})"
    if not generated:
        return True, "both refuse: " + (errors[0].split(': error: ', 1)[1][:160] if errors else "?") + "\n      SOG: " + (verdict["firstError"] or "?")[-160:]
    apis = [name for name in os.listdir(out) if os.path.exists(os.path.join(out, name, "symbols.json"))]
    site = os.path.join(out, apis[0])
    with open(os.path.join(site, "symbols.json")) as handle:
        mapped = json.load(handle)
    with gzip.open(os.path.join(entry, strategy, "symbols.json.gz"), "rt") as handle:
        rows = json.load(handle)["symbols"]
    kinds = {}
    for row in rows:
        kinds.setdefault(row["path"], set()).add(row["kind"])
    problems = []
    missing = sorted(set(kinds) - set(mapped))
    extra = sorted(set(mapped) - set(kinds))
    urls = []
    for path, value in mapped.items():
        if isinstance(value, str):
            urls.append(value)
            if len(kinds.get(path, {1})) != 1:
                problems.append(f"{path}: kinds {sorted(kinds[path])}, one URL")
        else:
            urls += value.values()
            if path in kinds and set(value) != kinds[path]:
                problems.append(f"{path}: kinds {sorted(value)}, expected {sorted(kinds[path])}")
    pages = {}
    unresolved = []
    for url in urls:
        page, _, fragment = url.partition("#")
        if page not in pages:
            file = os.path.join(site, page)
            if os.path.exists(file):
                parser = IDs()
                parser.feed(open(file, encoding="utf-8").read())
                pages[page] = parser.ids
            else:
                pages[page] = None
        if pages[page] is None or (fragment and fragment not in pages[page]):
            unresolved.append(url)
    ok = not missing and not extra and not problems and not unresolved
    line = f"{len(kinds)} paths, {len(rows)} rows: {len(missing)} missing, {len(extra)} extra, {len(problems)} kind problems, {len(unresolved)} of {len(urls)} URLs unresolved"
    if not ok:
        line += "\n      missing: " + ", ".join(missing[:8]) + "\n      extra: " + ", ".join(extra[:8]) + "\n      kinds: " + "; ".join(problems[:4]) + "\n      unresolved: " + ", ".join(unresolved[:4])
    return ok, line


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: compare.py APIDOCS CORPUS_FOLDER [SLUG ...]")
    apidocs, corpus = os.path.abspath(sys.argv[1]), sys.argv[2]
    slugs = sys.argv[3:] or sorted(name for name in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, name)))
    counts = {"equal": 0, "different": 0, "no spec": 0}
    with tempfile.TemporaryDirectory(dir="/dev/shm" if os.path.isdir("/dev/shm") else None) as scratch:
        for slug in slugs:
            entry = os.path.join(corpus, slug)
            source = json.load(open(os.path.join(entry, "source.json")))
            verdicts = json.load(open(os.path.join(entry, "verdict.json")))
            spec = spec_path(entry, slug, source, scratch)
            if spec is None:
                counts["no spec"] += 1
                print(f"{slug}: no spec here (set APIDOCS_PARITY_SPECS)")
                continue
            for strategy in ("defensive", "idiomatic"):
                ok, line = compare(apidocs, entry, slug, strategy, spec, verdicts[strategy], scratch)
                counts["equal" if ok else "different"] += 1
                print(f"{'ok  ' if ok else 'DIFF'} {slug}/{strategy}: {line}", flush=True)
                shutil.rmtree(os.path.join(scratch, slug + "-" + strategy), ignore_errors=True)
    print(f"summary: {counts['equal']} equal, {counts['different']} different, {counts['no spec']} entries without a spec here")
    sys.exit(1 if counts["different"] else 0)


if __name__ == "__main__":
    main()
