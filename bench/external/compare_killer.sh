#!/usr/bin/env bash
# Times gridlogic's native killer (and sudoku) solver beside other open solvers on the same
# puzzles, each counting to 2 solutions (solve and prove unique):
#   native   gridlogic count --limit 2
#   cadical  gridlogic count --limit 2 --engine sat --model improved   (CaDiCaL, linked)
#   cms      gridlogic export --to cnf --model improved | cryptominisat5 --maxsol 2
#   gecode   minizinc --solver gecode -n 2 killer.mzn (data from the puzzle's text form)
# Usage: bench/external/compare_killer.sh PUZZLES.jsonl [FIRST_LINE [LAST_LINE]]
#   (one JSON puzzle a line, as in ../shared/corpora/killer and the JSON Lines of FORMATS.md)
# Needs: a built gridlogic (GRIDLOGIC, default build/gridlogic); cryptominisat5 and
# minizinc + Gecode are optional (Debian packages cryptominisat, minizinc, flatzinc); a missing
# one is reported and skipped. LIMIT (seconds, default 600) caps each run; a capped run
# prints ">LIMIT"; a time followed by ? is a run whose answer was not "exactly one solution".
# Times are wall seconds.
set -euo pipefail

file=${1:?usage: compare_killer.sh PUZZLES.jsonl [FIRST_LINE [LAST_LINE]]}
first=${2:-1}
last=${3:-$(wc -l < "$file")}
limit=${LIMIT:-600}
here=$(cd "$(dirname "$0")" && pwd)
gl=${GRIDLOGIC:-build/gridlogic}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

have() { command -v "$1" > /dev/null 2>&1; }
have cryptominisat5 ||
  echo "cryptominisat5 not found (apt-get install cryptominisat): cms skipped" >&2
have minizinc || echo "minizinc not found (apt-get install minizinc flatzinc): gecode skipped" >&2

# Runs "$@" under the limit; prints its wall time, or >LIMIT.
timed() {
  local start end
  start=$(date +%s.%N)
  if timeout "$limit" "$@" > "$tmp/out" 2>&1; then :; else
    local rc=$?
    if [ "$rc" -eq 124 ]; then echo ">$limit"; return; fi
  fi
  end=$(date +%s.%N)
  echo "$start $end" | awk '{ printf "%.2f", $2 - $1 }'
}

# The MiniZinc data: size, box shape, the cage of each cell (1-based, in label order), each
# cage's sum and the givens (0: none), read from gridlogic's text form: header
# "killer [box=HxW]", an N-line label map, label=sum tokens, then an optional N-line givens grid
# ('.' empty, digits 10..16 written A..G); a classic board ("sudoku") is the givens grid alone.
dzn() {
  "$gl" convert --to text "$1" | awk '
    NR == 1 {
      classic = ($1 == "sudoku")  # no cage map: the grid of givens follows the header
      for (i = 2; i <= NF; ++i) if ($i ~ /^box=/) { split(substr($i, 5), hw, "x") }
      next
    }
    NR == 2 { n = length($0) }
    !classic && NR >= 2 && NR <= n + 1 { map = map $0; next }
    /=/ {
      for (i = 1; i <= NF; ++i) {
        split($i, kv, "=")
        if (kv[2] != "") { id[kv[1]] = ++k; sum[k] = kv[2] }
      }
      next
    }
    length($0) == n { givens = givens $0 }
    END {
      if (hw[1] == "") {  # the default boxes of FORMATS.md
        hw[1] = (n == 9) ? 3 : (n == 12) ? 3 : (n == 16) ? 4 : 2
        hw[2] = n / hw[1]
      }
      printf "n = %d;\nbh = %d;\nbw = %d;\nncages = %d;\ncage_of = [", n, hw[1], hw[2], k
      for (i = 1; i <= n * n; ++i) printf "%s%d", (i > 1 ? ", " : ""), id[substr(map, i, 1)] + 0
      printf "];\nsums = ["
      for (i = 1; i <= k; ++i) printf "%s%d", (i > 1 ? ", " : ""), sum[i]
      printf "];\ngivens = ["
      for (i = 1; i <= n * n; ++i) {
        c = (givens == "") ? "." : substr(givens, i, 1)
        v = index("123456789ABCDEFG", toupper(c))
        printf "%s%d", (i > 1 ? ", " : ""), v
      }
      printf "];\n"
    }'
}

printf "%-6s %9s %9s %9s %9s\n" line native cadical cms gecode
for ((i = first; i <= last; ++i)); do
  sed -n "${i}p" "$file" > "$tmp/p.json"
  native=$(timed "$gl" count --limit 2 "$tmp/p.json")
  unique() { grep -q "num_solutions: 1" "$tmp/out" && grep -q "complete: true" "$tmp/out"; }
  [[ $native == ">"* ]] || unique || native="$native?"
  cadical=$(timed "$gl" count --limit 2 --engine sat --model improved "$tmp/p.json")
  [[ $cadical == ">"* ]] || unique || cadical="$cadical?"
  cms=-
  if have cryptominisat5; then
    # Solutions are told apart by the digit variables only (the CNF's "c var N x_r_c_k"
    # comments): the model's auxiliary variables would otherwise make one grid count as several.
    "$gl" export --to cnf --model improved "$tmp/p.json" > "$tmp/model.cnf"
    { echo "c ind $(awk '$1 == "c" && $2 == "var" && $4 ~ /^x_/ { printf "%s ", $3 }' \
        "$tmp/model.cnf")0"
      cat "$tmp/model.cnf"; } > "$tmp/p.cnf"
    cms=$(timed cryptominisat5 --verb 0 --maxsol 2 "$tmp/p.cnf")
    # One model, then UNSAT with it blocked: exactly one solution.
    [[ $cms == ">"* ]] || { [ "$(grep -c '^s SATISFIABLE' "$tmp/out")" = 1 ] &&
      grep -q '^s UNSATISFIABLE' "$tmp/out"; } || cms="$cms?"
  fi
  gecode=-
  if have minizinc; then
    dzn "$tmp/p.json" > "$tmp/p.dzn"
    gecode=$(timed minizinc --solver gecode -n 2 "$here/killer.mzn" "$tmp/p.dzn")
    # One solution printed, then "==========": the search space is exhausted.
    [[ $gecode == ">"* ]] || { [ "$(grep -c '^----------' "$tmp/out")" = 1 ] &&
      grep -q '^==========' "$tmp/out"; } || gecode="$gecode?"
  fi
  printf "%-6s %9s %9s %9s %9s\n" "$i" "$native" "$cadical" "$cms" "$gecode"
done
