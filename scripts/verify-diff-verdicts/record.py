"""Reads the probe builds of scripts/verify-diff-verdicts.sh and writes the compiler's record of
one pair: per probe, the verdict and whether the compiler broke it against the new client."""
import hashlib, json, os, re, subprocess, sys

(scratch, name, client, mode, repo, old_rev, new_rev, old_path, new_path, strategy,
 generator, generator_commit, source_text, fixture, *options) = sys.argv[1:]


def broken(side):
    """Probe file -> the messages of its errors."""
    files = {}
    for line in open(os.path.join(scratch, f"build-{side}.log"), errors="replace"):
        match = re.search(rf"Sources/{side}Probes/(Probe\d+\.swift):\d+:\d+: error: (.*)", line)
        if match: files.setdefault(match.group(1), set()).add(match.group(2))
    return files


def api_errors(side):
    return [l for l in open(os.path.join(scratch, f"build-{side}.log"), errors="replace") if re.search(rf"Sources/{side}API/.*: error:", l)]


for side in ("Old", "New"):
    if api_errors(side):
        sys.exit(f"the {side.lower()} client does not compile: see {scratch}/build-{side}.log")
manifest = json.load(open(os.path.join(scratch, "pkg/Sources/NewProbes/probes.json")))["probes"]
diff = json.load(open(os.path.join(scratch, "diff.json")))
old_broken, new_broken = broken("Old"), broken("New")


def commit(rev):
    return subprocess.run(["git", "-C", repo, "rev-parse", rev], capture_output=True, text=True, check=True).stdout.strip()


def remote():
    out = subprocess.run(["git", "-C", repo, "config", "--get", "remote.origin.url"], capture_output=True, text=True).stdout.strip()
    return out or os.path.basename(os.path.dirname(repo.rstrip("/"))).replace("+", "/")


def side_record(rev, path, side):
    if mode == "git":
        return {"commit": commit(rev), "path": path}
    extension = old_path.rsplit(".", 1)[-1]
    data = open(os.path.join(scratch, f"{side}.{extension}"), "rb").read()
    return {"file": os.path.basename(path), "sha256": hashlib.sha256(data).hexdigest()}


breaking_symbols = {c["symbol"] for c in diff["changes"] if c["breaking"]}


def parent(path):
    depth = 0
    for i in range(len(path) - 1, -1, -1):
        if path[i] == ")": depth += 1
        elif path[i] == "(": depth -= 1
        elif path[i] == "." and depth == 0: return path[:i]
    return None


def named(message):
    """The names an error message quotes; for a call whose labels differ ("have 'id:name:',
    expected 'name:owner:id:'"), the labels one list has and the other has not, else those
    that moved."""
    labels = re.search(r"have '([A-Za-z0-9_:]*)', expected '([A-Za-z0-9_:]*)'", message)
    if labels:
        have, expected = ([l for l in group.split(":") if l] for group in labels.groups())
        differ = sorted(set(have) ^ set(expected))
        return differ or [l for i, l in enumerate(have) if i >= len(expected) or expected[i] != l]
    return re.findall(r"'([A-Za-z_][A-Za-z0-9_]*)'", message)


def superclasses():
    """Class -> superclass, as the old client declares them (SwagGen's `class Cat: Animal`)."""
    found = {}
    for folder, _, files in os.walk(os.path.join(scratch, "pkg/Sources/OldAPI")):
        for file in files:
            if file.endswith(".swift"):
                for match in re.finditer(r"^public class (\w+): (\w+) \{", open(os.path.join(folder, file), errors="replace").read(), re.M):
                    found[match.group(1)] = match.group(2)
    return found


parents = superclasses()


def owners(owner):
    """The declaration and the classes it inherits from: an inherited property is a parameter
    of a subclass's initializer too."""
    chain = [owner]
    while chain[-1] in parents and parents[chain[-1]] not in chain: chain.append(parents[chain[-1]])
    return chain


# SwagGen's `Options` struct has a memberwise initializer over the same options, in the same
# order, as the request's flat initializer; `diff` tells a change of that list on the request
# (`oldMember` `init(...)`), not on `Options`. A probe that calls `Options.init` and breaks is
# explained by such a breaking entry: `Options` path -> the request's symbol.
changed_initializers = {}
for c in diff["changes"]:
    member = c.get("oldMember") or ""
    if c["breaking"] and c["aspect"] == "signature" and member.startswith("init("):
        changed_initializers[c["symbol"] + ".Options"] = c["symbol"]


def explanation(symbol, messages):
    """A non-breaking change's probe can fail because of another, breaking change to the same
    declaration (a required property added beside an optional one): every error must name
    (in quotes) a sibling whose own change is breaking, or the probe calls a request's
    `Options.init` whose parameters the request's breaking initializer entry changes (options
    reordered)."""
    owner = parent(symbol)
    if owner in changed_initializers: return [changed_initializers[owner]]
    found = set()
    for message in messages:
        names = [o + "." + name for name in named(message) for o in owners(owner)] if owner else []
        hits = [name for name in names if name in breaking_symbols and name != symbol]
        if not hits: return None
        found.update(hits)
    return sorted(found)


entries, disagreements, bad_probes = [], [], []
for probe in manifest:
    entry = {k: probe[k] for k in ("symbol", "kind", "change", "aspect", "breaking", "use")}
    # An entry about a function the docs do not list names it on each side.
    entry.update({k: probe[k] for k in ("oldMember", "newMember") if k in probe})
    entry["compilesAgainstOld"] = probe["file"] not in old_broken
    entry["compilerBroke"] = probe["file"] in new_broken
    if entry["compilerBroke"] and not entry["breaking"]:
        explained = explanation(probe["symbol"], new_broken[probe["file"]])
        if explained: entry["brokenByOtherChange"] = explained
    if not entry["compilesAgainstOld"]:
        entry["oldErrors"] = sorted(old_broken[probe["file"]])
        bad_probes.append(entry)
    elif entry["compilerBroke"] != entry["breaking"] and "brokenByOtherChange" not in entry:
        if entry["compilerBroke"]: entry["newErrors"] = sorted(new_broken[probe["file"]])
        disagreements.append(entry)
    entries.append(entry)
probed = {(p["symbol"], p["kind"], p["change"], p["aspect"]) for p in manifest}
unprobed = [{k: c[k] for k in ("symbol", "kind", "change", "aspect", "breaking")} for c in diff["changes"]
            if (c["symbol"], c["kind"], c["change"], c["aspect"]) not in probed]
confirmed = [e for e in entries if e["compilesAgainstOld"] and (e["compilerBroke"] == e["breaking"] or "brokenByOtherChange" in e)]
result = {
    "pair": name,
    "source": remote() if mode == "git" else (source_text or "local files"),
    "old": side_record(old_rev, old_path, "old"),
    "new": side_record(new_rev, new_path, "new"),
    "generator": generator,
    "summary": {
        "changes": len(diff["changes"]), "probed": len(entries), "notProbed": len(unprobed),
        "breaking": sum(e["breaking"] for e in entries), "confirmed": len(confirmed),
        "disagreements": len(disagreements), "probesNotCompilingAgainstOld": len(bad_probes),
        "brokenByOtherChange": sum("brokenByOtherChange" in e for e in entries),
    },
    "probes": entries,
    "notProbed": unprobed,
}
if client == "swift-openapi-generator":
    result["namingStrategy"] = strategy
else:
    result["options"] = dict(option.split(":", 1) for option in options)
    if generator_commit: result["generatorCommit"] = generator_commit
os.makedirs(os.path.dirname(fixture), exist_ok=True)
with open(fixture, "w") as f:
    json.dump(result, f, indent=2, sort_keys=True, ensure_ascii=False)
    f.write("\n")
print(json.dumps(result["summary"], sort_keys=True))
for e in bad_probes: print("probe does not compile against the old client:", e["symbol"], e["change"], e["aspect"], "|", "; ".join(e["oldErrors"]))
for e in disagreements:
    print("disagrees:", e["symbol"], e["change"], e["aspect"], "breaking" if e["breaking"] else "not breaking", "but the compiler",
          "broke it" if e["compilerBroke"] else "accepted it", ("| " + "; ".join(e["newErrors"])) if e.get("newErrors") else "")
sys.exit(1 if disagreements or bad_probes else 0)
