#!/usr/bin/env python3
"""Checks every relative link and anchor of README.md and docs/*.md.

    scripts/check-doc-links.py              README.md and docs/*.md of this checkout
    scripts/check-doc-links.py FILE...      those Markdown files (paths from the current folder)
    scripts/check-doc-links.py --self-test  proves it fails on a broken link and a broken anchor

Every inline link or image, `[text](target)` or `![alt](target)`, and every reference
definition `[name]: target` whose target is not a URL (http:, https:, mailto:) must resolve:

* `path` and `path#anchor`: the file or folder exists (relative to the Markdown file) and
  stays inside the repository (links to `../Specs/...` or `../scripts/...` from docs/ too);
* `#anchor` and `path.md#anchor`: the anchor is the slug of a heading of that Markdown file,
  computed as GitHub computes it (inline code, links and emphasis reduced to their text, lower
  case, everything but letters, marks, digits, `_`, `-` and spaces dropped, spaces made `-`,
  a repeated slug numbered `-1`, `-2`…), or an `id`/`name` an HTML tag in it declares; a
  `#Lnn` anchor is accepted on any other file.

Links inside code blocks and code spans are text, not links. With no FILE argument it also
checks that docs/README.md (the manual's index) links every other docs/*.md file.
Prints one line per problem (`file:line: ...`) and exits 1 when there is any, else 0.
"""
import os
import re
import sys
import tempfile
import unicodedata

ROOT = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
URL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
FENCE = re.compile(r"^\s{0,3}(?:[-*+]\s+|\d+[.)]\s+)*\s*(`{3,}|~{3,})")


def blank_fences(text):
    """The text with the lines of fenced code blocks emptied (line breaks kept)."""
    out = []
    fence = None
    for line in text.split("\n"):
        m = FENCE.match(line)
        if fence is None and m:
            fence = m.group(1)
            out.append("")
            continue
        if fence is not None:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and line.strip() == m.group(1):
                fence = None
            out.append("")
            continue
        out.append(line)
    return "\n".join(out)


def blank_code(text):
    """The text with fenced code blocks and code spans blanked (line breaks kept), so nothing
    inside code is read as a link."""
    text = blank_fences(text)
    # Code spans: a run of n backticks up to the next run of exactly n, within one paragraph.
    result = []
    i = 0
    while i < len(text):
        if text[i] == "`":
            j = i
            while j < len(text) and text[j] == "`":
                j += 1
            run = j - i
            k = j
            close = -1
            while k < len(text):
                if text[k] == "`":
                    m = k
                    while m < len(text) and text[m] == "`":
                        m += 1
                    if m - k == run:
                        close = k
                        break
                    k = m
                    continue
                if text.startswith("\n\n", k) or re.match(r"\n[ \t]*\n", text[k:k + 40] or ""):
                    break
                k += 1
            if close >= 0:
                span = text[i:close + run]
                result.append(re.sub(r"[^\n]", " ", span))
                i = close + run
                continue
            result.append(text[i:j])
            i = j
            continue
        result.append(text[i])
        i += 1
    return "".join(result)


def heading_text(raw):
    """A heading's text as GitHub reads it for its slug."""
    text = raw.strip().rstrip("#").strip()
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)   # links and images: their text
    text = re.sub(r"<[^>]+>", "", text)                       # HTML tags
    text = text.replace("`", "")
    text = re.sub(r"(\*\*|__|\*|_)(.+?)\1", r"\2", text)       # emphasis
    return text


def slug(text):
    kept = []
    for ch in text.lower():
        cat = unicodedata.category(ch)
        if cat[0] in "LMN" or ch in "_- ":
            kept.append(ch)
    return "".join(kept).replace(" ", "-")


_anchors = {}


def anchors(path):
    """The anchors of a Markdown file: its headings' slugs and its HTML ids."""
    if path in _anchors:
        return _anchors[path]
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    code_free = blank_code(raw)
    found = set()
    counts = {}
    lines = blank_fences(raw).split("\n")
    for index, line in enumerate(lines):
        m = re.match(r"^ {0,3}(#{1,6})\s+(.*)$", line)
        text = None
        if m:
            text = m.group(2)
        elif index > 0 and lines[index - 1].strip() and re.match(r"^ {0,3}(=+|-+)\s*$", line) \
                and not re.match(r"^\s*([-*+]|\|)", lines[index - 1]) and not lines[index - 1].lstrip().startswith("#"):
            text = lines[index - 1]                                # a setext heading
        if text is None:
            continue
        base = slug(heading_text(text))
        n = counts.get(base, 0)
        counts[base] = n + 1
        found.add(base if n == 0 else "%s-%d" % (base, n))
    for m in re.finditer(r"<[a-zA-Z][^>]*\s(?:id|name)=\"([^\"]+)\"", code_free):
        found.add(m.group(1))
    _anchors[path] = found
    return found


LINK = re.compile(r"(!?)\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)")
DEFINITION = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)", re.M)


def links(path):
    """(line, target) of every inline link, image and reference definition outside code."""
    with open(path, encoding="utf-8") as f:
        text = blank_code(f.read())
    found = []
    for m in LINK.finditer(text):
        found.append((text.count("\n", 0, m.start(3)) + 1, m.group(3)))
    for m in DEFINITION.finditer(text):
        found.append((text.count("\n", 0, m.start(1)) + 1, m.group(1)))
    return [(line, target[1:-1] if target.startswith("<") else target) for line, target in found]


def check(path, root):
    problems = []
    shown = os.path.relpath(path)
    for line, target in links(path):
        if not target or URL.match(target) or target.startswith("//"):
            continue
        file_part, _, anchor = target.partition("#")
        file_part = re.sub(r"%20", " ", file_part)
        if file_part:
            resolved = os.path.realpath(os.path.join(os.path.dirname(path), file_part))
            if not (resolved == root or resolved.startswith(root + os.sep)):
                problems.append("%s:%d: link '%s' leaves the repository" % (shown, line, target))
                continue
            if not os.path.exists(resolved):
                problems.append("%s:%d: link '%s': no such file or folder %s" % (shown, line, target, os.path.relpath(resolved)))
                continue
        else:
            resolved = os.path.realpath(path)
        if not anchor:
            continue
        if os.path.isdir(resolved):
            problems.append("%s:%d: link '%s': a folder has no anchors" % (shown, line, target))
        elif resolved.endswith(".md"):
            if anchor not in anchors(resolved):
                problems.append("%s:%d: link '%s': no heading or id '%s' in %s" % (shown, line, target, anchor, os.path.relpath(resolved)))
        elif not re.match(r"^L\d+(-L\d+)?$", anchor):
            problems.append("%s:%d: link '%s': anchor '%s' on a file that is not Markdown" % (shown, line, target, anchor))
    return problems


def check_index(root):
    """docs/README.md links every other docs/*.md."""
    docs = os.path.join(root, "docs")
    index = os.path.join(docs, "README.md")
    if not os.path.isdir(docs):
        return []
    if not os.path.isfile(index):
        return ["docs/README.md: missing (the manual's index must list every docs file)"]
    linked = {os.path.realpath(os.path.join(docs, t.partition("#")[0])) for _, t in links(index) if t.partition("#")[0]}
    problems = []
    for name in sorted(os.listdir(docs)):
        full = os.path.realpath(os.path.join(docs, name))
        if name.endswith(".md") and name != "README.md" and full not in linked:
            problems.append("docs/README.md: does not link docs/%s" % name)
    return problems


def default_files(root):
    files = [os.path.join(root, "README.md")]
    docs = os.path.join(root, "docs")
    if os.path.isdir(docs):
        files += sorted(os.path.join(docs, n) for n in os.listdir(docs) if n.endswith(".md"))
    return files


def run(files, root, index):
    problems = []
    for path in files:
        problems += check(path, root)
    if index:
        problems += check_index(root)
    return problems


def self_test():
    """A good tree passes; a missing file, a missing anchor in another file and one in the same
    file, a link out of the repository and an unindexed docs file each fail, and a link inside
    code is never read."""
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        root = os.path.realpath(tmp)
        os.makedirs(os.path.join(root, "docs"))
        os.makedirs(os.path.join(root, "Specs", "Shop"))
        os.makedirs(os.path.join(root, "scripts"))

        def write(name, text):
            with open(os.path.join(root, name), "w", encoding="utf-8") as f:
                f.write(text)

        write("scripts/tool.sh", "#!/bin/sh\n")
        write("Specs/Shop/spec.yml", "openapi: 3.0.0\n")
        write("docs/guide.md", "# Guide\n\n## Live preview: `apidocs serve`\n\n## DocC: the package's DocC\n\n## Twice\n\n## Twice\n\n```yaml\n# not a heading\n```\n")
        write("docs/README.md", "# Manual\n\n* [Guide](guide.md)\n")
        good = ("# Top\n\n## Quick start\n\nSee [serve](docs/guide.md#live-preview-apidocs-serve), "
                "[DocC](docs/guide.md#docc-the-packages-docc), [again](docs/guide.md#twice-1), "
                "[up](#quick-start), [spec](Specs/Shop/spec.yml), [folder](Specs/Shop/), "
                "[script](scripts/tool.sh), [web](https://example.org/x#y), ![shot](docs/guide.md).\n\n"
                "`[not a link](missing.md)` and ``a `[code](gone.md)` span``\n\n```md\n[fenced](gone.md)\n```\n")
        write("README.md", good)
        files = [os.path.join(root, "README.md")] + [os.path.join(root, "docs", n) for n in ("README.md", "guide.md")]
        problems = run(files, root, True)
        if problems:
            failures.append("a good tree fails: %s" % problems)
        cases = {
            "a missing file": ("[x](docs/missing.md)", "no such file"),
            "a missing anchor in another file": ("[x](docs/guide.md#live-preview)", "no heading or id 'live-preview'"),
            "a missing anchor in the same file": ("[x](#quickstart)", "no heading or id 'quickstart'"),
            "a link out of the repository": ("[x](../outside.md)", "leaves the repository"),
            "an anchor on a folder": ("[x](Specs/Shop/#a)", "a folder has no anchors"),
        }
        for label, (link, expected) in cases.items():
            write("README.md", good + "\n" + link + "\n")
            _anchors.clear()
            problems = run(files, root, True)
            if len(problems) != 1 or expected not in problems[0]:
                failures.append("%s: expected one problem with '%s', got %s" % (label, expected, problems))
        write("README.md", good)
        write("docs/extra.md", "# Extra\n")
        _anchors.clear()
        problems = run(files, root, True)
        if problems != ["docs/README.md: does not link docs/extra.md"]:
            failures.append("an unindexed docs file: got %s" % problems)
    if failures:
        for failure in failures:
            print("check-doc-links self-test: FAIL: " + failure, file=sys.stderr)
        return 1
    print("check-doc-links self-test: a good tree passes; a missing file, a missing anchor (in another file and in the same file), a link out of the repository, an anchor on a folder and an unindexed docs file each fail")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    files = [os.path.abspath(a) for a in argv[1:]] or default_files(ROOT)
    problems = run(files, ROOT, len(argv) == 1)
    for problem in problems:
        print(problem)
    if problems:
        print("check-doc-links: %d broken link(s) or anchor(s)" % len(problems), file=sys.stderr)
        return 1
    print("check-doc-links: every relative link and anchor of %d file(s) resolves" % len(files))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
