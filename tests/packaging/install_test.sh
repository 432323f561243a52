#!/usr/bin/env bash
# `cmake --install` into a temporary prefix, as a user or a packager runs it, then what an
# installed gridlogic must do: the program from another folder, with its modules found in
# lib/gridlogic/; the man page and bash completion; a program of another project built against
# the prefix with find_package(gridlogic) and with pkg-config, solving a puzzle.
# usage: install_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
source=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
fail() { echo "install test: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >"$work/install.log" || fail "cmake --install failed"
for file in bin/gridlogic include/gridlogic/puzzle.hpp include/gridlogic/version.hpp \
            lib/libgridlogic.a lib/cmake/gridlogic/gridlogicConfig.cmake \
            lib/cmake/gridlogic/gridlogicConfigVersion.cmake lib/pkgconfig/gridlogic.pc \
            lib/gridlogic/gridlogic_milp.so lib/gridlogic/gridlogic_m4ri.so \
            lib/gridlogic/gridlogic_cairo.so lib/gridlogic/gridlogic_http.so \
            share/man/man1/gridlogic.1 share/bash-completion/completions/gridlogic \
            share/doc/gridlogic/LICENSE share/doc/gridlogic/FORMATS.md \
            share/doc/gridlogic/examples/nginx-gridlogic.conf lib/systemd/system/gridlogic.service; do
  [ -e "$prefix/$file" ] || fail "$file was not installed"
done
# Only the public headers: nothing of src/.
if find "$prefix/include" -name '*.hpp' | grep -v '/include/gridlogic/' | grep -q .; then
  fail "headers outside include/gridlogic were installed"
fi

# The program, run from elsewhere, finds its modules in the prefix (not in the build folder).
cd "$work"
printf '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n' >sudoku.txt
"$prefix/bin/gridlogic" --version >version.txt
grep -q "gridlogic_milp.so: $prefix/bin/../lib/gridlogic/gridlogic_milp.so" version.txt ||
  fail "the installed program does not find its modules in the prefix: $(cat version.txt)"
"$prefix/bin/gridlogic" solve --json sudoku.txt | grep -q '"status":"solved"' || fail "solve"
"$prefix/bin/gridlogic" solve --json --engine milp sudoku.txt | grep -q '"status":"solved"' ||
  fail "solve with the installed MILP module"
"$prefix/bin/gridlogic" render sudoku.txt --to png -o sudoku.png && [ -s sudoku.png ] ||
  fail "render with the installed cairo module"
man -l "$prefix/share/man/man1/gridlogic.1" 2>/dev/null | grep -q "gridlogic count" ||
  fail "the man page has no count command"

# The bash completion, asked as bash asks it.
if [ -f /usr/share/bash-completion/bash_completion ]; then
  completed=$(PATH="$prefix/bin:$PATH" bash -c '
    source /usr/share/bash-completion/bash_completion
    source "$1"
    COMP_WORDS=(gridlogic convert --to f); COMP_CWORD=3; COMP_LINE="gridlogic convert --to f"
    COMP_POINT=${#COMP_LINE}; _gridlogic; echo "${COMPREPLY[*]}"' _ \
    "$prefix/share/bash-completion/completions/gridlogic")
  [ "$completed" = "fpuzzles fpuzzles-link" ] || fail "completion of 'convert --to f': $completed"
else
  fail "bash-completion is not installed (scripts/install-deps installs it)"
fi

# A program of another project: find_package, then pkg-config.
cmake -S "$source/tests/packaging/consumer" -B consumer-build -DCMAKE_PREFIX_PATH="$prefix" \
  >consumer.log 2>&1 || { cat consumer.log; fail "find_package(gridlogic) failed"; }
cmake --build consumer-build >>consumer.log 2>&1 || { cat consumer.log; fail "consumer build"; }
answer=$(consumer-build/consumer <sudoku.txt)
[ "$answer" = "$(printf 'sudoku solved\ngridlogic %s' "$(sed -n 's/.*kVersion = "\(.*\)";/\1/p' \
  "$prefix/include/gridlogic/version.hpp")")" ] || fail "the find_package consumer said: $answer"
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
pkg-config --exists gridlogic || fail "pkg-config does not find gridlogic"
# shellcheck disable=SC2046
c++ -std=c++20 -o pkg-consumer "$source/tests/packaging/consumer/main.cpp" \
  $(pkg-config --cflags --libs gridlogic) || fail "the pkg-config consumer did not build"
./pkg-consumer <sudoku.txt | grep -q "^sudoku solved$" || fail "the pkg-config consumer"
echo "install test: 1 passed, 0 failed"
