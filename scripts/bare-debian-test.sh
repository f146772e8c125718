#!/usr/bin/env bash
# Proves the release tarball's binary runs on a bare system: makes a minimal Debian 12 root
# (debootstrap --variant=minbase bookworm: no Swift, no libyaml, no cmark-gfm, no -dev
# package), copies only the binary from the tarball into it, and builds real specs there in
# a chroot: this repository's Specs/ (both client flavours, several files, version history)
# and, from ../shared/bench/specs, TfL (SwagGen flavour) and OpenAI (swift-openapi-generator
# flavour). Each output folder and each build's diagnostics must equal, byte for byte, what
# REFERENCE_BINARY (a normal build of the same commit) writes from the same input here.
# First, before /proc is mounted in the chroot, `apidocs check` must refuse (exit 2: the
# command line cannot be read there); with /proc, a check of a site just built must pass and
# fail once one of its files is changed.
#
# Usage (as root): scripts/bare-debian-test.sh TARBALL REFERENCE_BINARY
#
# The minimal root is cached as a tar file in $APIDOCS_BOOKWORM_CACHE (default
# /var/cache/apidocs/bookworm-minbase.tar): a second run unpacks it instead of downloading
# Debian again. debootstrap is installed with apt-get when missing.
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: scripts/bare-debian-test.sh TARBALL REFERENCE_BINARY" >&2
    exit 2
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
tarball=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
reference=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
shared="${APIDOCS_SHARED:-$root/../shared}"
cache="${APIDOCS_BOOKWORM_CACHE:-/var/cache/apidocs/bookworm-minbase.tar}"

if [ "$(id -u)" -ne 0 ]; then
    echo "bare-debian-test.sh: needs root (debootstrap and chroot)" >&2
    exit 1
fi

work=$(mktemp -d)
chroot_dir="$work/root"
cleanup() {
    umount -R "$chroot_dir/proc" 2>/dev/null || true
    # Never delete through a /proc still mounted.
    if [ -e "$chroot_dir/proc/self" ]; then
        echo "bare-debian-test.sh: $chroot_dir/proc is still mounted; $work is left in place" >&2
        return
    fi
    rm -rf "$work"
}
trap cleanup EXIT

if [ -f "$cache" ]; then
    echo "==> unpacking the cached Debian 12 minimal root ($cache)"
    mkdir -p "$chroot_dir"
    tar -C "$chroot_dir" -xf "$cache"
else
    if ! command -v debootstrap >/dev/null; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y debootstrap
    fi
    echo "==> debootstrap --variant=minbase bookworm (cached afterwards in $cache)"
    debootstrap --variant=minbase bookworm "$chroot_dir" http://deb.debian.org/debian > "$work/debootstrap.log" 2>&1 \
        || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
    mkdir -p "$(dirname "$cache")"
    tar -C "$chroot_dir" -cf "$cache.partial" . && mv "$cache.partial" "$cache"
fi

# The root really is bare: nothing of Swift, libyaml or cmark-gfm.
for library in libyaml-0.so.2 libcmark-gfm.so libswiftCore.so libFoundation.so; do
    if find "$chroot_dir" -name "$library*" -print -quit | grep -q .; then
        echo "bare-debian-test.sh: the minimal root unexpectedly holds $library" >&2
        exit 1
    fi
done
glibc=$(chroot "$chroot_dir" /usr/bin/ldd --version 2>/dev/null || true)
echo "glibc in the root: ${glibc%%$'\n'*}"

tar -C "$work" -xzf "$tarball"
binary=$(find "$work" -maxdepth 2 -path "$work/apidocs-*/apidocs" -type f | head -1)
[ -n "$binary" ] || { echo "bare-debian-test.sh: no apidocs binary in $tarball" >&2; exit 1; }
install -m 755 "$binary" "$chroot_dir/usr/local/bin/apidocs"

# Without /proc the static Swift runtime cannot read the command line (it reads
# /proc/self/cmdline) and gives no arguments at all, not even the program's name: the binary
# must refuse (exit 2, saying why, nothing on standard output) rather than run as if given none,
# which would print the overview and exit 0, so a CI job running `apidocs check` there would
# pass without checking anything.
if [ -e "$chroot_dir/proc/self" ]; then
    echo "bare-debian-test.sh: /proc is already mounted in the chroot" >&2
    exit 1
fi
mkdir -p "$chroot_dir/project/check"
cp -a Specs "$chroot_dir/project/check/Specs"
set +e
chroot "$chroot_dir" /bin/sh -c 'cd /project/check && exec /usr/local/bin/apidocs check' \
    > "$work/noproc-stdout.txt" 2> "$work/noproc-stderr.txt"
status=$?
set -e
if [ "$status" = 2 ] && [ ! -s "$work/noproc-stdout.txt" ] \
    && grep -q "could not read its command line" "$work/noproc-stderr.txt" \
    && grep -q "mount -t proc proc /proc" "$work/noproc-stderr.txt"; then
    echo "apidocs check without /proc: exit 2, $(head -c 80 "$work/noproc-stderr.txt")…"
else
    echo "bare-debian-test.sh: apidocs check without /proc gave exit $status; standard output:" >&2
    head -20 "$work/noproc-stdout.txt" >&2
    echo "standard error:" >&2
    head -20 "$work/noproc-stderr.txt" >&2
    exit 1
fi

mount -t proc proc "$chroot_dir/proc" 2>/dev/null || mount --rbind /proc "$chroot_dir/proc" \
    || { echo "bare-debian-test.sh: cannot mount /proc in the chroot, which the binary needs" >&2; exit 1; }

echo "==> apidocs --version in the bare root"
chroot "$chroot_dir" /usr/local/bin/apidocs --version

# With /proc the same check really checks: a site just built there is up to date (exit 0),
# and one file changed afterwards makes it fail (exit 1) and name that file.
chroot "$chroot_dir" /bin/sh -c 'cd /project/check && exec /usr/local/bin/apidocs build --quiet' > "$work/check-build.txt" 2>&1 \
    || { cat "$work/check-build.txt" >&2; echo "bare-debian-test.sh: apidocs build in /project/check failed" >&2; exit 1; }
chroot "$chroot_dir" /bin/sh -c 'cd /project/check && exec /usr/local/bin/apidocs check' > "$work/check-stdout.txt" 2>&1 \
    || { cat "$work/check-stdout.txt" >&2; echo "bare-debian-test.sh: apidocs check of a fresh build did not exit 0" >&2; exit 1; }
tampered=$(cd "$chroot_dir/project/check" && find Site -name README.md | sort | head -1)
[ -n "$tampered" ] || { echo "bare-debian-test.sh: the build in /project/check wrote no README.md" >&2; exit 1; }
echo "tampered line" >> "$chroot_dir/project/check/$tampered"
set +e
chroot "$chroot_dir" /bin/sh -c 'cd /project/check && exec /usr/local/bin/apidocs check' > "$work/check-stdout.txt" 2>&1
status=$?
set -e
if [ "$status" = 1 ] && grep -qF "$tampered" "$work/check-stdout.txt"; then
    echo "apidocs check with /proc: exit 0 on a fresh build, exit 1 naming $tampered once it was changed"
else
    echo "bare-debian-test.sh: apidocs check with $tampered changed gave exit $status:" >&2
    head -20 "$work/check-stdout.txt" >&2
    exit 1
fi

failures=0
# compare NAME: builds $work/in/NAME (a project folder) with the reference binary here and
# with the copied binary in the chroot, each with the arguments after NAME, and compares.
compare() {
    local name=$1; shift
    mkdir -p "$chroot_dir/project"
    rm -rf "$chroot_dir/project/$name"
    cp -a "$work/in/$name" "$chroot_dir/project/$name"
    (cd "$work/in/$name" && "$reference" build --quiet --output "$work/out/$name" "$@") 2> "$work/stderr-$name-reference.txt" \
        || { cat "$work/stderr-$name-reference.txt" >&2; echo "bare-debian-test.sh: the reference build of $name failed" >&2; exit 1; }
    chroot "$chroot_dir" /bin/sh -c 'cd "/project/$0" && exec /usr/local/bin/apidocs build --quiet --output "/out/$0" "$@"' "$name" "$@" \
        2> "$work/stderr-$name-bare.txt" \
        || { cat "$work/stderr-$name-bare.txt" >&2; echo "bare-debian-test.sh: the build of $name in the bare root failed" >&2; failures=$((failures + 1)); return; }
    if ! cmp -s "$work/stderr-$name-reference.txt" "$work/stderr-$name-bare.txt"; then
        echo "DIFFERENT diagnostics: $name" >&2
        diff "$work/stderr-$name-reference.txt" "$work/stderr-$name-bare.txt" | head -20 >&2
        failures=$((failures + 1))
    fi
    if diff -r --exclude=.apidocs-manifest --exclude=.apidocs-site "$work/out/$name" "$chroot_dir/out/$name" > "$work/diff-$name.txt"; then
        echo "same bytes: $name ($(find "$work/out/$name" -type f ! -name '.apidocs-*' | wc -l) files)"
    else
        echo "DIFFERENT: $name" >&2
        head -40 "$work/diff-$name.txt" >&2
        failures=$((failures + 1))
    fi
}

mkdir -p "$work/in/specs" "$work/out"
cp -a Specs "$work/in/specs/Specs"
compare specs

# Real-world specs from the shared corpus: TfL in the SwagGen flavour, OpenAI in the
# swift-openapi-generator flavour (which refuses TfL's undeclared path parameters, as the
# generator does).
bench_case() { # bench_case NAME SPEC_FILE ARGS...
    local name=$1 spec=$2; shift 2
    mkdir -p "$work/in/$name"
    cp "$shared/bench/specs/$spec" "$work/in/$name/$spec"
    compare "$name" "$spec" "$@"
}
if [ -f "$shared/bench/specs/tfl-spec.json" ] && [ -f "$shared/bench/specs/openai-openapi.yaml" ]; then
    bench_case tfl-swaggen tfl-spec.json --option name:TFL
    bench_case openai-sog openai-openapi.yaml --client swift-openapi-generator
elif [ "${CI:-}" = "true" ]; then
    echo "bare-debian-test.sh: CI=true and the TfL or OpenAI spec is missing from $shared/bench/specs" >&2
    exit 1
else
    echo "skipped TfL and OpenAI: $shared/bench/specs not found"
fi

# A remote $ref needs libcurl, which the bare root lacks: a located error and exit 1, no crash.
mkdir -p "$chroot_dir/project/remote"
printf 'openapi: 3.0.3\ninfo: {title: Remote, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n    Pet: {$ref: "http://127.0.0.1:9/pet.yml#/Pet"}\n' \
    > "$chroot_dir/project/remote/spec.yml"
set +e
chroot "$chroot_dir" /bin/sh -c 'cd /project/remote && exec /usr/local/bin/apidocs readme spec.yml --allow-remote-ref http://127.0.0.1:9/' \
    > /dev/null 2> "$work/remote.txt"
status=$?
set -e
if [ "$status" = 1 ] && grep -q "needs libcurl" "$work/remote.txt"; then
    echo "remote \$ref without libcurl: exit 1, $(grep -m1 'needs libcurl' "$work/remote.txt")"
else
    echo "bare-debian-test.sh: a remote \$ref without libcurl gave exit $status:" >&2
    cat "$work/remote.txt" >&2
    failures=$((failures + 1))
fi

if [ "$failures" -ne 0 ]; then
    echo "bare-debian-test.sh: $failures build(s) differ" >&2
    exit 1
fi
echo "bare-debian-test.sh: the standalone binary builds the same bytes in a bare Debian 12"
