#!/usr/bin/env bash
# The browser tests of the web page: installs what they need when it is missing (Debian's
# chromium and Node.js from apt, playwright-core and axe-core from npm as package-lock.json pins
# them), then
# runs every *.test.js here against BUILD/gridlogic, one after another (each starts its own
# server and browser). Screenshots go to BUILD/web-tests/.
# Usage: tests/web/run.sh [BUILD]   (make test runs it after the Release tests)
# With GRIDLOGIC_WEB_SITE=BUILD/wasm/site (make test-wasm), the same tests run against the static
# site of `make wasm`, served with no gridlogic process; screenshots go to BUILD/web-tests-static/.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
build="$(cd "${1:-$root/build}" && pwd)"
# The site's folder as the caller named it, made absolute before this script changes folder.
site=""
if [ -n "${GRIDLOGIC_WEB_SITE:-}" ]; then
  site="$(cd "$GRIDLOGIC_WEB_SITE" && pwd)" || { echo "tests/web: no folder $GRIDLOGIC_WEB_SITE" >&2; exit 1; }
fi

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then
    if sudo -n true 2>/dev/null; then
      sudo_cmd=(sudo)
    else
      echo "tests/web: the browser tests need ${missing[*]} (Debian packages); install them as root:" >&2
      echo "  apt-get install ${missing[*]}" >&2
      exit 1
    fi
  fi
  echo "tests/web: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# npm ci again only when the lock file changed since the last install; --prefer-offline takes
# the package from npm's cache when it is there, so a second checkout needs no network.
cd "$here"
stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  npm_ci() { npm ci --prefer-offline --no-audit --no-fund --loglevel=error "$@"; }
  npm_error=$(mktemp)
  trap 'rm -f "$npm_error"' EXIT
  if ! npm_ci 2> "$npm_error"; then
    cat "$npm_error" >&2
    # A proxy that re-signs TLS with a certificate this machine does not trust (a new machine
    # behind such a proxy): the lock file pins the package by its sha512, which npm checks
    # whatever the connection, so the bytes installed are the same. Retry without TLS checks.
    if grep -q -i "certificate" "$npm_error"; then
      echo "tests/web: the registry's TLS certificate is not trusted here; retrying with the" >&2
      echo "  package checked by package-lock.json's sha512 alone" >&2
      npm_ci --strict-ssl=false || { echo "tests/web: npm could not install the test packages" >&2; exit 1; }
    else
      echo "tests/web: npm could not install playwright-core and axe-core from the npm registry (above: why)" >&2
      exit 1
    fi
  fi
fi

export GRIDLOGIC_CLI="$build/gridlogic"
export GRIDLOGIC_WEB_ARTEFACTS="$build/web-tests"
against="gridlogic serve"
if [ -n "$site" ]; then
  export GRIDLOGIC_WEB_SITE="$site"
  export GRIDLOGIC_WEB_ARTEFACTS="$build/web-tests-static"
  against="the static site $site"
fi
export CHROMIUM="${CHROMIUM:-$(command -v chromium)}"
start=$(date +%s)
for file in *.test.js; do node "$file"; done
echo "tests/web: passed against $against in $(( $(date +%s) - start )) s; screenshots in $GRIDLOGIC_WEB_ARTEFACTS"
