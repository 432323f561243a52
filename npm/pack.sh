#!/bin/sh
# npm/pack.sh WASM_BUILD OUT: the npm package (`make npm`). Stages OUT/package/ from npm/ (the
# API, its README, package.json with CMakeLists.txt's version, the one version source),
# web/js/engine.js (the page's engine, copied, not forked) and WASM_BUILD's gridlogic.mjs and
# gridlogic.wasm; writes index.d.ts there from the engine's vocabulary (npm/declarations.mjs);
# then `npm pack`s it into OUT/gridlogic-<version>.tgz. Needs no network.
set -eu

if [ $# -ne 2 ]; then
  echo "usage: $0 WASM_BUILD OUT" >&2
  exit 2
fi
wasm_build=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")

for file in gridlogic.mjs gridlogic.wasm; do
  if [ ! -f "$wasm_build/$file" ]; then
    echo "$0: $wasm_build/$file is missing: build the WebAssembly module first (make wasm)" >&2
    exit 1
  fi
done

version=$(sed -n 's/^project(gridlogic VERSION \([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\).*/\1/p' \
  "$root/CMakeLists.txt")
if [ -z "$version" ]; then
  echo "$0: no 'project(gridlogic VERSION x.y.z' line in $root/CMakeLists.txt" >&2
  exit 1
fi

mkdir -p "$out"
out=$(cd "$out" && pwd)
stage=$out/package
rm -rf "$stage" "$out/gridlogic-$version.tgz"
mkdir -p "$stage"
cp "$here/index.js" "$here/README.md" "$root/LICENSE" "$root/web/js/engine.js" \
  "$wasm_build/gridlogic.mjs" "$wasm_build/gridlogic.wasm" "$stage/"
# package.json with the version written in; the README's tarball name follows it.
node -e '
  const fs = require("fs");
  const [from, to, version] = process.argv.slice(1);
  const manifest = JSON.parse(fs.readFileSync(from, "utf8"));
  manifest.version = version;
  fs.writeFileSync(to, JSON.stringify(manifest, null, 2) + "\n");
' "$here/package.json" "$stage/package.json" "$version"
sed -i "s/gridlogic-<version>\.tgz/gridlogic-$version.tgz/g" "$stage/README.md"
# The declarations, from the vocabulary of this very module (it checks the versions agree).
node "$here/declarations.mjs" "$stage" "$version"

# --ignore-scripts: the package has none, and packing runs nothing but npm's own copy.
(cd "$stage" && npm pack --ignore-scripts --silent --pack-destination "$out" >/dev/null)
if [ ! -f "$out/gridlogic-$version.tgz" ]; then
  echo "$0: npm pack wrote no $out/gridlogic-$version.tgz" >&2
  exit 1
fi
echo "$out/gridlogic-$version.tgz"
