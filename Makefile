# The commands a user runs. See README.md.
#   make demo   install what is missing, build, and solve an example
#   make test   install, build (warnings as errors) and run every test (labels unit, corpus,
#               scale, engines), the browser tests of the web page (tests/web), then the
#               ASan+UBSan build: the unit label and the fuzzers
#   make test-web  the browser tests alone (installs chromium and playwright-core when missing)
#   make build  Release build without the benchmarks; the CLI is build/gridlogic
#   make bench  build and run the benchmarks (figures go to docs/BENCHMARKS.md by hand)
#   make bench-build  compile the benchmarks only (CI, so that they cannot rot)
#   make format / make format-check   apply / check .clang-format (CI checks)
#   make package  build/gridlogic_<version>_<arch>.deb (CPack; packaging/check-deb.sh tries it)
#   make wasm     the engine as WebAssembly and the static site in build/wasm/ (docs/wasm.md)
#   make npm      build/npm/gridlogic-<version>.tgz, the npm package on that engine
#   make test-wasm  the npm package's tests and the browser tests against the static site

JOBS ?= $(shell nproc)
# Ninja for new build folders (it keeps both cores busy across targets, where make works through
# them one by one); a folder made earlier keeps its own generator.
export CMAKE_GENERATOR ?= Ninja
BUILD ?= build
# The interpreter the Python module is built for and tested with: Debian's, whose packages
# (pytest, distributed) the tests use, even where another python3 comes first on PATH.
PYTHON ?= $(shell test -x /usr/bin/python3 && echo /usr/bin/python3 || command -v python3)
SANITIZE_BUILD ?= build-asan
WASM_BUILD ?= $(BUILD)/wasm
# Debian's emscripten finds its JavaScript helpers (acorn) through Debian's Node.js module folder,
# which another Node.js first on PATH does not search.
EMSCRIPTEN_ENV = NODE_PATH=/usr/share/nodejs$${NODE_PATH:+:$$NODE_PATH}

.PHONY: deps build demo test test-release test-web test-sanitize test-wasm wasm npm bench bench-build format format-check tidy clean package

deps:
	@scripts/install-deps

# Every optional part required (ON): a machine missing one fails here, naming its package,
# rather than building and testing less; and the tests fail, rather than skip, without the cbc
# and glpsol programs (deps installs them).
ALL_PARTS = -DGRIDLOGIC_WITH_CADICAL=ON -DGRIDLOGIC_WITH_CBC=ON -DGRIDLOGIC_WITH_M4RI=ON -DGRIDLOGIC_WITH_CAIRO=ON \
  -DGRIDLOGIC_WITH_HTTP=ON -DGRIDLOGIC_TESTS=ON -DGRIDLOGIC_REQUIRE_TOOLS=ON

build: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DGRIDLOGIC_WERROR=ON -DGRIDLOGIC_BENCH=OFF \
	  $(ALL_PARTS) -DGRIDLOGIC_PYTHON=ON -DPython_EXECUTABLE=$(PYTHON)
	cmake --build $(BUILD) -j $(JOBS)

demo: build
	@scripts/demo $(BUILD)/gridlogic

test: deps test-release test-web test-wasm test-sanitize

test-release: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The page in Debian's chromium through playwright-core (tests/web/run.sh installs both when
# missing; npm's registry is needed once, for the pinned package).
test-web: build
	tests/web/run.sh $(BUILD)

# The WebAssembly build: the library and the API only (src/wasm/), with Debian's emscripten, into
# $(WASM_BUILD): gridlogic.wasm, gridlogic.mjs and site/ (the static site).
wasm: deps
	$(EMSCRIPTEN_ENV) emcmake cmake -S . -B $(WASM_BUILD) -DCMAKE_BUILD_TYPE=Release \
	  -DGRIDLOGIC_WERROR=ON
	$(EMSCRIPTEN_ENV) cmake --build $(WASM_BUILD) -j $(JOBS)

npm: wasm
	npm/pack.sh $(WASM_BUILD) $(BUILD)/npm

# The npm package's tests (Node's own runner, the package installed from its tarball, answers
# checked against the CLI's), then the whole browser suite against the static site, served by a
# plain static file server with no gridlogic process. Skipped, saying so, without emscripten.
test-wasm: build
	@if command -v emcc >/dev/null 2>&1; then \
	  $(MAKE) npm && npm/test.sh $(BUILD)/npm $(BUILD)/gridlogic && \
	  GRIDLOGIC_WEB_SITE=$(WASM_BUILD)/site tests/web/run.sh $(BUILD); \
	else echo "test-wasm: skipped: emscripten is not installed (scripts/install-deps installs it)"; fi

# clang, so that the libFuzzer parser target is built and run here too. Only the unit label and
# the fuzzers: the corpus, scale and engines labels exercise the same code on more or larger
# inputs (or inside CBC and CaDiCaL), which the Release run covers. -O1 with line tables only:
# what ASan's reports need, at a fraction of the -O2 -g compile time; without NDEBUG, so that
# asserts (the JSON library's among them) run; and the self-check mode (docs/testing.md).
test-sanitize: deps
	CC=clang CXX=clang++ cmake -S . -B $(SANITIZE_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -gline-tables-only" \
	  -DGRIDLOGIC_SANITIZE=ON -DGRIDLOGIC_FUZZ=ON -DGRIDLOGIC_BENCH=OFF -DGRIDLOGIC_WERROR=ON \
	  -DGRIDLOGIC_SELF_CHECK=ON $(ALL_PARTS)
	cmake --build $(SANITIZE_BUILD) -j $(JOBS)
	cd $(SANITIZE_BUILD) && GRIDLOGIC_SANITIZED=1 ctest --output-on-failure -j $(JOBS) -L unit

# build/gridlogic_<version>_<arch>.deb, installing to /usr (packaging/check-deb.sh tries it on
# a fresh Debian root).
package: build
	cmake -S . -B $(BUILD) -DCMAKE_INSTALL_PREFIX=/usr
	cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && cpack -G DEB

bench: bench-build
	@for b in $(BUILD)/bench/bench_*; do echo "== $$b"; $$b; done

bench-build: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DGRIDLOGIC_WERROR=ON -DGRIDLOGIC_BENCH=ON \
	  $(ALL_PARTS) -DGRIDLOGIC_PYTHON=ON -DPython_EXECUTABLE=$(PYTHON)
	cmake --build $(BUILD) -j $(JOBS)

format:
	clang-format -i $$(git ls-files '*.cpp' '*.hpp')

# Fails (listing the lines) when a C++ file differs from what `make format` would write. CI runs it.
format-check: deps
	clang-format --dry-run --Werror $$(git ls-files '*.cpp' '*.hpp')

tidy: build
	clang-tidy -p $(BUILD) $$(git ls-files 'src/*.cpp')

clean:
	rm -rf $(BUILD) $(SANITIZE_BUILD)
