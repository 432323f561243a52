#!/bin/sh
# npm/test.sh NPM_OUT CLI: the npm package's tests (`make test-wasm`). Installs
# NPM_OUT/gridlogic-<version>.tgz (npm/pack.sh's) into a temporary folder as a user would, with
# no network, then runs npm/test/*.test.mjs with Node's own test runner: the installed package's
# answers against those of CLI (the native command line) on tests/data, every type.
set -eu

if [ $# -ne 2 ]; then
  echo "usage: $0 NPM_OUT CLI" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
version=$(sed -n 's/^project(gridlogic VERSION \([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\).*/\1/p' \
  "$root/CMakeLists.txt")
tarball=$(cd "$1" && pwd)/gridlogic-$version.tgz
cli=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
if [ ! -f "$tarball" ]; then
  echo "$0: no $tarball: run npm/pack.sh first (make npm)" >&2
  exit 1
fi
if [ ! -x "$cli" ]; then
  echo "$0: no command line at $cli (make build)" >&2
  exit 1
fi

home=$(mktemp -d "${TMPDIR:-/tmp}/gridlogic-npm.XXXXXX")
trap 'rm -rf "$home"' EXIT INT TERM
echo '{"name": "gridlogic-npm-test", "private": true}' > "$home/package.json"
# A local tarball with no dependencies: nothing to fetch.
(cd "$home" && npm install --offline --no-audit --no-fund --ignore-scripts --silent "$tarball")
# The tests import the package through this file, by its bare name, as a program would.
echo "export * from 'gridlogic';" > "$home/under-test.mjs"

GRIDLOGIC_NPM_HOME=$home GRIDLOGIC_NPM_TARBALL=$tarball GRIDLOGIC_CLI=$cli \
  node --test "$here"/test/*.test.mjs
