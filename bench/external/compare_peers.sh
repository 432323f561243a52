#!/usr/bin/env bash
# Times the gridlogic command beside the fastest open solvers we know for two of its puzzles,
# whole process against whole process (start-up, reading, solving and writing the answer):
#   sudoku     gridlogic count --limit 2 --json --type sudoku FILE   vs  tdoku_driver FILE
#              (tdoku, TdokuSolverDpllTriadSimd; each puzzle counted to 2 = solved and proved
#              unique; stdout to /dev/null), and beside both our own solver core alone,
#              bench_sudoku_core_driver FILE (bench/sudoku_core_driver.cpp): the CLI's CPU
#              minus the core's, per puzzle, is what the command line costs outside the solver
#   lightsout  gridlogic solve --json ALL_ON_N > out                 vs  lightsout_driver N > out
#              (njpipeorgan/LightsOut solve<N>() then light chasing; the full N x N press
#              pattern written to a file)
# Usage:
#   TDOKU_DIR=/path/to/tdoku-checkout LIGHTSOUT_DIR=/path/to/LightsOut-checkout \
#     bench/external/compare_peers.sh [sudoku|lightsout|all]        (default all)
# The peers are not in this repository: docs/benchmarks/peers.md says where to get them (and at
# which commit). This script builds them: tdoku's library with its own CMake (-DOPT=O3
# -DARCH=native, target tdoku_static), and our drivers bench/external/peers/*.cpp and the timer
# bench/external/peers/runstat.c with g++ -O3 -march=native / cc -O2.
# Settings (environment):
#   GRIDLOGIC     the gridlogic to time (default: this checkout's build/gridlogic)
#   CORE_DRIVER   the solver-core driver (default: bench/bench_sudoku_core_driver beside
#                 GRIDLOGIC, built by make bench-build); absent: that part is skipped
#   ROUNDS        timed rounds (default 5)
#   CORPORA       folder of the sudoku corpora (default: ../shared/corpora/sudoku beside the
#                 checkout); absent: the sudoku part is skipped with a message
#   SUDOKU_FILES  corpus files in it (default: 17_clue.txt magictour_top1465.txt
#                 forum_hardest_1106.txt forum_hardest_1905_11plus.txt
#                 serg_benchmark_multisolution.txt, the last one puzzles with several solutions)
#   LO_SIZES      Lights Out sizes N, all-on N x N (default "4000 10000"; each must have a
#                 unique solution, which lightsout.h needs: not 4, 5, 8000, ...)
#   PEER_BUILD    folder to build the peers in, kept (default: a temporary folder, removed)
#   JOBS          parallel jobs for tdoku's build (default 2); CC, CXX: the compilers
# First an untimed check pass: the programs must give the same answer (per puzzle, the same
# number of solutions; for Lights Out, the same press pattern), or the script stops. Then ROUNDS
# rounds; in each, every benchmark runs both programs back to back, gridlogic first in odd rounds
# and the peer first in even ones, so that both share the machine's load (for sudoku, the solver
# core runs between them, right beside gridlogic: the cost outside the solver is the median of
# the rounds' differences, printed with their range). Each run is timed by
# runstat (fork, exec, wait4): wall seconds, CPU seconds (user + system) and peak RSS of the
# process alone. Printed: a Markdown table of the medians of wall and CPU, the largest peak
# RSS, and the ratios peer / gridlogic (> 1: gridlogic faster). Progress goes to stderr.
set -euo pipefail

usage="usage: TDOKU_DIR=... LIGHTSOUT_DIR=... $0 [sudoku|lightsout|all]"
what=${1:-all}
case $what in
  sudoku | lightsout | all) ;;
  *) echo "$usage" >&2; exit 2 ;;
esac
[ $# -le 1 ] || { echo "$usage" >&2; exit 2; }

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
gl=$(realpath -m "${GRIDLOGIC:-$root/build/gridlogic}")
core=$(realpath -m "${CORE_DRIVER:-$(dirname "$gl")/bench/bench_sudoku_core_driver}")
rounds=${ROUNDS:-5}
corpora=$(realpath -m "${CORPORA:-$root/../shared/corpora/sudoku}")
sudoku_files=${SUDOKU_FILES:-17_clue.txt magictour_top1465.txt forum_hardest_1106.txt forum_hardest_1905_11plus.txt serg_benchmark_multisolution.txt}
lo_sizes=${LO_SIZES:-4000 10000}
jobs=${JOBS:-2}
cc=${CC:-cc}
cxx=${CXX:-g++}

[ -x "$gl" ] || { echo "compare_peers.sh: no gridlogic at $gl (make build, or set GRIDLOGIC)" >&2; exit 2; }
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "compare_peers.sh: ROUNDS must be a positive number" >&2; exit 2; }
for n in $lo_sizes; do
  [[ $n =~ ^[1-9][0-9]*$ ]] || { echo "compare_peers.sh: LO_SIZES: '$n' is not a size" >&2; exit 2; }
done

# Run outputs (up to 100 MB a file for Lights Out 10000) always go to a temporary folder.
work=$(mktemp -d)
if [ -n "${PEER_BUILD:-}" ]; then
  build=$(realpath -m "$PEER_BUILD")
  mkdir -p "$build"
  trap 'rm -rf "$work"' EXIT
else
  build=$(mktemp -d)
  trap 'rm -rf "$work" "$build"' EXIT
fi

say() { echo "compare_peers.sh: $*" >&2; }
# Runs a build step quietly; shows its output only when it fails.
quiet() {
  "$@" > "$work/build.log" 2>&1 || { cat "$work/build.log" >&2; say "failed: $*"; exit 1; }
}
# The commit of a checkout, if the folder is the top of a git work tree.
commit_of() {
  local top
  top=$(git -C "$1" rev-parse --show-toplevel 2>/dev/null || true)
  if [ -n "$top" ] && [ "$(realpath "$top")" = "$(realpath "$1")" ]; then
    git -C "$1" rev-parse HEAD
  else
    echo "unknown (not a git checkout)"
  fi
}

# ---- the benchmarks to run: "sudoku:FILE" and "lightsout:N" ----
benches=()
if [ "$what" != lightsout ]; then
  : "${TDOKU_DIR:?set TDOKU_DIR to a tdoku checkout (docs/benchmarks/peers.md)}"
  if [ ! -d "$corpora" ]; then
    say "no sudoku corpora at $corpora (set CORPORA): sudoku skipped"
  else
    for f in $sudoku_files; do
      if [ -f "$corpora/$f" ]; then benches+=("sudoku:$f"); else say "no $corpora/$f: skipped"; fi
    done
  fi
fi
if [ "$what" != sudoku ]; then
  : "${LIGHTSOUT_DIR:?set LIGHTSOUT_DIR to a LightsOut checkout (docs/benchmarks/peers.md)}"
  for n in $lo_sizes; do benches+=("lightsout:$n"); done
fi
[ ${#benches[@]} -gt 0 ] || { say "nothing to run"; exit 2; }

# ---- build ----
say "building in $build"
quiet "$cc" -O2 -Wall -Wextra -o "$build/runstat" "$here/peers/runstat.c"
if [[ " ${benches[*]}" == *" sudoku:"* ]]; then
  tdoku_dir=$(realpath "$TDOKU_DIR")
  [ -f "$tdoku_dir/include/tdoku.h" ] || { say "TDOKU_DIR=$TDOKU_DIR holds no include/tdoku.h"; exit 2; }
  generator=()
  if command -v ninja > /dev/null; then generator=(-G Ninja); fi
  say "tdoku: cmake, target tdoku_static"
  quiet cmake -S "$tdoku_dir" -B "$build/tdoku" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
    -DOPT=O3 -DARCH=native
  quiet cmake --build "$build/tdoku" -j "$jobs" --target tdoku_static
  quiet "$cxx" -std=c++20 -O3 -march=native -Wall -Wextra -isystem "$tdoku_dir/include" \
    "$here/peers/tdoku_driver.cpp" "$build/tdoku/libtdoku_static.a" -o "$build/tdoku_driver"
fi
if [[ " ${benches[*]}" == *" lightsout:"* ]]; then
  lightsout_dir=$(realpath "$LIGHTSOUT_DIR")
  [ -f "$lightsout_dir/lightsout.h" ] || { say "LIGHTSOUT_DIR=$LIGHTSOUT_DIR holds no lightsout.h"; exit 2; }
  say "lightsout_driver for N = $lo_sizes"
  # lightsout.h is included as a system header: its own warnings (delete of an array) are not ours.
  read -ra size_list <<< "$lo_sizes"
  sizes=$(IFS=,; echo "${size_list[*]}")
  quiet "$cxx" -std=c++20 -O3 -march=native -Wall -Wextra -isystem "$lightsout_dir" \
    -DLIGHTSOUT_SIZES="$sizes" "$here/peers/lightsout_driver.cpp" -o "$build/lightsout_driver"
fi

# ---- what each run is: sets cmd (argv) and out (where its stdout goes) ----
command_for() {  # BENCH PROGRAM (gridlogic | peer)
  local kind=${1%%:*} arg=${1#*:}
  case $kind/$2 in
    sudoku/gridlogic) cmd=("$gl" count --limit 2 --json --type sudoku "$corpora/$arg") out=/dev/null ;;
    sudoku/peer) cmd=("$build/tdoku_driver" "$corpora/$arg") out=/dev/null ;;
    sudoku/core) cmd=("$core" "$corpora/$arg") out=/dev/null ;;
    lightsout/gridlogic) cmd=("$gl" solve --json "$work/allon_$arg.lightsout") out=$work/gridlogic_$arg.out ;;
    lightsout/peer) cmd=("$build/lightsout_driver" "$arg") out=$work/peer_$arg.out ;;
  esac
}
# Runs one program of one benchmark under runstat; appends its figures to times.tsv.
bad_exit=()
measure() {  # BENCH PROGRAM [OUT]
  command_for "$1" "$2"
  [ $# -lt 3 ] || out=$3
  "$build/runstat" "$work/stat" "$out" "${cmd[@]}"
  local wall cpu rss code
  read -r wall cpu rss code < "$work/stat"
  printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$wall" "$cpu" "$rss" >> "$work/times.tsv"
  if [ "$code" != 0 ]; then
    say "$1 $2: exit code $code"
    bad_exit+=("$1 $2 ($code)")
  fi
}

echo "# gridlogic vs peers, whole processes ($(date -u '+%Y-%m-%d %H:%M UTC'))"
echo
echo "- machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'); load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- gridlogic: $gl ($("$gl" --version))"
[ -z "${tdoku_dir:-}" ] || echo "- tdoku: $tdoku_dir, commit $(commit_of "$tdoku_dir")"
have_core=0
if [[ " ${benches[*]}" == *" sudoku:"* ]]; then
  if [ -x "$core" ]; then
    have_core=1
    echo "- gridlogic's solver core alone: $core"
  else
    say "no solver-core driver at $core (make bench-build, or set CORE_DRIVER): the cost outside the solver is not measured"
  fi
fi
[ -z "${lightsout_dir:-}" ] || echo "- LightsOut: $lightsout_dir, commit $(commit_of "$lightsout_dir")"
echo

# ---- check pass (untimed figures): the same answers, or no timing at all ----
check_failed=0
: > "$work/labels.tsv"
for b in "${benches[@]}"; do
  kind=${b%%:*} arg=${b#*:}
  say "check $b"
  if [ "$kind" = sudoku ]; then
    measure "$b" gridlogic "$work/gridlogic.jsonl"
    measure "$b" peer "$work/peer.txt"
    if [ "$have_core" = 1 ]; then
      measure "$b" core "$work/core.txt"
      cmp -s "$work/core.txt" "$work/peer.txt" || {
        echo "- check sudoku $arg: **the solver-core driver's counts differ from tdoku's**"
        check_failed=1
      }
    fi
    # Per puzzle: gridlogic's num_solutions (its status when it has none, e.g. invalid) against
    # the driver's line.
    if python3 - "$work/gridlogic.jsonl" "$work/peer.txt" "$b" "$work/labels.tsv" <<'EOF'; then :; else check_failed=1; fi
import collections, json, os, sys
gl_path, peer_path, bench, labels = sys.argv[1:]
with open(gl_path) as f:
    gl = [json.loads(line) for line in f if line.strip()]
gl = [str(o.get("num_solutions", o.get("status"))) for o in gl]
with open(peer_path) as f:
    peer = f.read().split()
differ = [i + 1 for i, (a, b) in enumerate(zip(gl, peer)) if a != b]
name = os.path.basename(bench.split(":", 1)[1])
counts = ", ".join(f"{k}: {v}" for k, v in sorted(collections.Counter(gl).items()))
if len(gl) != len(peer) or differ:
    print(f"- check sudoku {name}: **answers differ**: gridlogic {len(gl)} answers, tdoku "
          f"{len(peer)}; puzzles differing (first 10): {differ[:10]}")
    sys.exit(1)
print(f"- check sudoku {name}: {len(gl)} puzzles, the same count to 2 for each ({counts})")
with open(labels, "a") as f:
    f.write(f"{bench}\tsudoku {name.removesuffix('.txt')} ({len(gl)} puzzles)\ttdoku\n")
EOF
  else
    # The all-on board in gridlogic's text form: header line, then N rows of N '1'.
    awk -v n="$arg" 'BEGIN {
      print "lightsout"
      row = ""
      for (i = 0; i < n; ++i) row = row "1"
      for (i = 0; i < n; ++i) print row
    }' > "$work/allon_$arg.lightsout"
    measure "$b" gridlogic
    measure "$b" peer
    if python3 - "$work/gridlogic_$arg.out" "$work/peer_$arg.out" "$b" "$work/labels.tsv" <<'EOF'; then :; else check_failed=1; fi
import json, sys
gl_path, peer_path, bench, labels = sys.argv[1:]
n = int(bench.split(":", 1)[1])
with open(gl_path) as f:
    result = json.loads(f.readline() or "{}")
presses = result.get("presses") or []
same, rows = len(presses) == n, 0
with open(peer_path) as f:
    for rows, line in enumerate(f, 1):
        if rows > len(presses) or line.rstrip("\n") != presses[rows - 1]:
            same = False
            break
same = same and rows == n
if not same:
    print(f"- check lightsout {n}x{n}: **press patterns differ** (gridlogic: status "
          f"{result.get('status')}, {len(presses)} rows; LightsOut: differs at or ends by row {rows})")
    sys.exit(1)
print(f"- check lightsout {n}x{n}: the same press pattern ({sum(r.count('1') for r in presses)} "
      f"presses; gridlogic num_solutions {result.get('num_solutions')})")
with open(labels, "a") as f:
    f.write(f"{bench}\tlightsout all-on {n}×{n}\tLightsOut\n")
EOF
  fi
done
if [ "$check_failed" = 1 ] || [ ${#bad_exit[@]} -gt 0 ]; then
  say "the answers differ or a program failed: not timing"
  exit 1
fi

# ---- timed rounds ----
: > "$work/times.tsv"
for ((r = 1; r <= rounds; ++r)); do
  for b in "${benches[@]}"; do
    with_core=0
    if [ "$have_core" = 1 ] && [ "${b%%:*}" = sudoku ]; then with_core=1; fi
    # The solver core runs right beside gridlogic (gridlogic, core, peer; then peer, core,
    # gridlogic), so that each round's difference of the two shares the machine's state.
    if ((r % 2 == 1)); then
      measure "$b" gridlogic
      if [ "$with_core" = 1 ]; then measure "$b" core; fi
      measure "$b" peer
    else
      measure "$b" peer
      if [ "$with_core" = 1 ]; then measure "$b" core; fi
      measure "$b" gridlogic
    fi
  done
  say "round $r/$rounds done"
done

echo
echo "Rounds: $rounds; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg). Wall and CPU (user +"
echo "system): medians over the rounds; peak RSS: the largest ru_maxrss; ratio = peer / gridlogic"
echo "(> 1: gridlogic faster)."
echo
python3 - "$work/times.tsv" "$work/labels.tsv" <<'EOF'
import statistics, sys
times, labels = sys.argv[1:]
runs = {}
with open(times) as f:
    for line in f:
        bench, program, wall, cpu, rss = line.split("\t")
        runs.setdefault((bench, program), []).append((float(wall), float(cpu), int(rss)))
print("| benchmark | peer | gridlogic wall (s) | peer wall (s) | wall ratio | gridlogic CPU (s) "
      "| peer CPU (s) | CPU ratio | gridlogic peak RSS (MiB) | peer peak RSS (MiB) |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
with open(labels) as f:
    for line in f:
        bench, label, peer = line.rstrip("\n").split("\t")
        g, p = runs[(bench, "gridlogic")], runs[(bench, "peer")]
        gw, pw = (statistics.median(x[0] for x in r) for r in (g, p))
        gc, pc = (statistics.median(x[1] for x in r) for r in (g, p))
        gm, pm = (max(x[2] for x in r) / 1024 for r in (g, p))
        print(f"| {label} | {peer} | {gw:.3f} | {pw:.3f} | {pw / gw:.2f} | {gc:.3f} | {pc:.3f} "
              f"| {pc / gc:.2f} | {gm:.1f} | {pm:.1f} |")
cores = []
with open(labels) as f:
    for line in f:
        bench, label, _ = line.rstrip("\n").split("\t")
        if (bench, "core") in runs:
            cores.append((bench, label))
if cores:
    print()
    print("Outside the solver: gridlogic's CPU minus its solver core's (bench_sudoku_core_driver, "
          "the same solver call per line and nothing else), per puzzle: the median over the rounds "
          "of each round's difference (the two run back to back), and its smallest and largest.")
    print()
    print("| benchmark | gridlogic CPU (s) | solver core CPU (s) | outside the solver, per puzzle (µs) "
          "| range over the rounds (µs) |")
    print("|---|---:|---:|---:|---:|")
    for bench, label in cores:
        puzzles = int(label.rsplit("(", 1)[1].split()[0])
        gl, core = runs[(bench, "gridlogic")], runs[(bench, "core")]
        gc = statistics.median(x[1] for x in gl)
        cc = statistics.median(x[1] for x in core)
        outside = [(g[1] - c[1]) * 1e6 / puzzles for g, c in zip(gl, core)]
        print(f"| {label} | {gc:.3f} | {cc:.3f} | {statistics.median(outside):.2f} "
              f"| {min(outside):.2f} to {max(outside):.2f} |")
EOF
if [ ${#bad_exit[@]} -gt 0 ]; then
  say "runs with an exit code other than 0: ${bad_exit[*]}"
  exit 1
fi
