#!/usr/bin/env bash
# Builds the standalone apidocs release artifact for this machine's Linux architecture:
#
#   .build/dist/apidocs-<version>-linux-<arch>.tar.gz          apidocs, LICENSE, THIRD-PARTY-NOTICES
#   .build/dist/apidocs-<version>-linux-<arch>.tar.gz.sha256   "<sha256>  <file name>" (sha256sum -c)
#
# The Swift standard library, Foundation and Dispatch (--static-swift-stdlib) and libyaml and
# cmark-gfm (their Debian `.a` archives) are linked into the binary, so it runs on a system
# with no Swift toolchain and no -dev package: only glibc (libc, libm), libstdc++, libgcc_s
# and the dynamic loader stay shared. The script refuses to write the tarball when `ldd`
# shows any other library, and prints the newest glibc symbol version the binary needs (the
# minimum glibc it runs on), its size and the version it reports.
#
# Usage: scripts/release.sh [--scratch-path DIR] [--out DIR]
#   --scratch-path  SwiftPM build folder (default .build-release; it holds a release build
#                   that differs from `swift build -c release` only in how it links)
#   --out           where the tarball goes (default .build/dist)
#
# Needs: Swift 6.3 (/opt/swift or PATH), libyaml-dev, libcmark-gfm-dev,
# libcmark-gfm-extensions-dev. Written for x86_64 and aarch64 Debian/Ubuntu; the
# architecture is `uname -m`'s.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
scratch=.build-release
out=.build/dist
while [ $# -gt 0 ]; do
    case "$1" in
        --scratch-path) scratch=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        -h|--help) sed -n '2,22p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "release.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done

if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
arch=$(uname -m)

# A folder holding only the static archives, so that the manifests' `link "yaml"` and
# `link "cmark-gfm"` resolve to `.a` files.
static_libs="$root/$scratch/static-c-libs"
mkdir -p "$static_libs"
for lib in libyaml.a libcmark-gfm.a libcmark-gfm-extensions.a; do
    path=$(gcc -print-file-name="$lib")
    if [ "$path" = "$lib" ] || [ ! -f "$path" ]; then
        echo "release.sh: $lib not found: apt-get install -y libyaml-dev libcmark-gfm-dev libcmark-gfm-extensions-dev" >&2
        exit 1
    fi
    ln -sfn "$path" "$static_libs/$lib"
done

# SwiftPM passes the pkg-config files' library folder as -L before any flag of ours, and
# that folder also holds the shared libraries: the build reads copies of the two .pc files
# whose libdir is the folder of archives.
mkdir -p "$static_libs/pkgconfig"
for pc in yaml-0.1 libcmark-gfm; do
    file="$(pkg-config --variable=pcfiledir "$pc")/$pc.pc"
    [ -f "$file" ] || { echo "release.sh: pkg-config has no $pc" >&2; exit 1; }
    sed "s#^libdir=.*#libdir=$static_libs#" "$file" > "$static_libs/pkgconfig/$pc.pc"
done

echo "==> swift build -c release --static-swift-stdlib (scratch $scratch)"
PKG_CONFIG_PATH="$static_libs/pkgconfig" swift build -c release --product apidocs --scratch-path "$scratch" \
    --static-swift-stdlib
built="$scratch/release/apidocs"

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT

# What may stay dynamic: the C runtime, libm, the C++ runtime and the loader.
allowed='^(linux-vdso\.so|linux-gate\.so|libc\.so|libm\.so|libstdc\+\+\.so|libgcc_s\.so|ld-linux[-a-z0-9_.]*\.so|libdl\.so|libpthread\.so|librt\.so)'
libraries=$(ldd "$built" | awk '{print $1}' | sed 's#.*/##')
unexpected=$(printf '%s\n' "$libraries" | grep -Ev "$allowed" || true)
if [ -n "$unexpected" ]; then
    echo "release.sh: the binary still needs these shared libraries:" >&2
    printf '  %s\n' $unexpected >&2
    exit 1
fi

version_line=$("$built" --version)
version=$(printf '%s\n' "$version_line" | awk '{print $2}')
case "$version_line" in
    *+changes*) echo "release.sh: warning: built from a checkout with uncommitted changes ($version_line)" >&2 ;;
esac
glibc=$(objdump -T "$built" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -t. -k1,1n -k2,2n -k3,3n | tail -1)

name="apidocs-$version-linux-$arch"
mkdir -p "$staging/$name"
cp "$built" "$staging/$name/apidocs"
strip "$staging/$name/apidocs"
cp LICENSE "$staging/$name/LICENSE"
{
    echo "apidocs $version links the following libraries statically. Their licences follow."
    echo
    echo "== Swift standard library, Foundation, Dispatch ($(swift --version 2>/dev/null | head -1))"
    echo
    cat "$(dirname "$(command -v swift)")/../share/swift/LICENSE.txt"
    for lib in libyaml.a libcmark-gfm.a libcmark-gfm-extensions.a; do
        package=$(dpkg -S "$(readlink -f "$static_libs/$lib")" 2>/dev/null | cut -d: -f1 | head -1 || true)
        echo
        if [ -n "$package" ] && [ -f "/usr/share/doc/$package/copyright" ]; then
            echo "== $lib from $package $(dpkg-query -W -f='${Version}' "$package"), Debian's copyright file"
            echo
            cat "/usr/share/doc/$package/copyright"
        else
            echo "== $lib ($(readlink -f "$static_libs/$lib")): no Debian copyright file found on the build machine"
        fi
    done
} > "$staging/$name/THIRD-PARTY-NOTICES"

mkdir -p "$out"
tarball="$out/$name.tar.gz"
# Fixed owner, order and times: the same binary gives the same tarball bytes.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='@0' \
    -C "$staging" -cf - "$name" | gzip -n -9 > "$tarball"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")

size=$(stat -c %s "$staging/$name/apidocs")
echo "==> $tarball"
echo "version:        $version_line"
echo "architecture:   $arch"
echo "binary size:    $size bytes (stripped), tarball $(stat -c %s "$tarball") bytes"
echo "minimum glibc:  $glibc"
echo "shared libraries:"
printf '  %s\n' $libraries
echo "sha256:         $(cut -d' ' -f1 "$out/$name.tar.gz.sha256")"
