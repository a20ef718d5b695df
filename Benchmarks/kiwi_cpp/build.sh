#!/usr/bin/env bash
# Build the kiwi C++ benchmark driver into Benchmarks/.cache/kiwi_driver and print its path.
#
# kiwi's headers are not part of this repository: they are taken from the kiwisolver source
# distribution on PyPI (the same version as the installed Python package when there is one,
# or KIWI_VERSION), and only its kiwi/ header directory (plus LICENSE) is kept, in
# Benchmarks/.cache/kiwi-<version>/ (gitignored).  JSON comes from Debian's nlohmann-json3-dev.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cache="$(dirname "$here")/.cache"
mkdir -p "$cache"

version="${KIWI_VERSION:-$(python3 -c 'import kiwisolver; print(kiwisolver.__version__)' 2>/dev/null || true)}"
src="$cache/kiwi-${version:-latest}"

if [ ! -f "$src/kiwi/kiwi.h" ]; then
    sdist="$cache/sdist"
    mkdir -p "$sdist"
    echo "build.sh: fetching the kiwisolver ${version:-latest} source distribution" >&2
    python3 -m pip download -q --no-binary :all: --no-deps -d "$sdist" \
        "kiwisolver${version:+==$version}" >&2
    tarball="$(ls -t "$sdist"/kiwisolver-"${version:-}"*.tar.gz | head -n 1)"
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    tar -xzf "$tarball" -C "$tmp" --wildcards '*/kiwi/*' '*/LICENSE'
    mkdir -p "$src"
    cp -r "$tmp"/kiwisolver-*/kiwi "$src/"
    cp "$tmp"/kiwisolver-*/LICENSE "$src/"
fi

if [ ! -f /usr/include/nlohmann/json.hpp ]; then
    echo "build.sh: installing nlohmann-json3-dev" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q nlohmann-json3-dev >&2 \
        || { apt-get update -q >&2 && apt-get install -y -q nlohmann-json3-dev >&2; }
fi

out="$cache/kiwi_driver"
if [ ! -x "$out" ] || [ "$here/driver.cpp" -nt "$out" ] || [ "$src/kiwi/kiwi.h" -nt "$out" ] \
    || [ "$(cat "$out.src" 2>/dev/null)" != "$src" ]; then
    echo "build.sh: compiling $out" >&2
    g++ -O2 -std=c++17 -DNDEBUG -I "$src" "$here/driver.cpp" -o "$out"
    echo "$src" > "$out.src"
fi
echo "$out"
