#!/usr/bin/env bash
# One hard puzzle on one and on two threads, side by side in one run (the ratio is the point:
# these machines are too noisy for absolute times).
# Usage: bench/parallel_one_puzzle.sh [GRIDLOGIC] [JSONL] [RUNS]
# Default: the 14 Mathemagic killers of ../shared/corpora/killer/iss_hard_killers.jsonl, each
# counted to 2 (solved and proved unique) as a whole process; prints the median wall time of
# RUNS runs per thread count and the ratio.
set -euo pipefail
cli=${1:-build/gridlogic}
corpus=${2:-../shared/corpora/killer/iss_hard_killers.jsonl}
runs=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -z ${2:-} ]]; then grep MATHEMAGIC "$corpus" >"$work/in.jsonl"; else cp "$corpus" "$work/in.jsonl"; fi
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '%-40s %8s %8s %6s\n' puzzle "1 thread" "2" ratio
n=0
while IFS= read -r line; do
  n=$((n + 1))
  printf '%s\n' "$line" >"$work/p.json"
  id=$(printf '%s' "$line" | grep -o '"id":"[^"]*"' | cut -d'"' -f4)
  declare -A t=()
  for threads in 1 2; do
    t[$threads]=$(for _ in $(seq "$runs"); do
      /usr/bin/time -f %e "$cli" count --limit 2 --json --threads "$threads" "$work/p.json" 2>&1 >/dev/null | tail -1
    done | median)
  done
  printf '%-40s %8s %8s %6.2f\n' "${id:-#$n}" "${t[1]}" "${t[2]}" "$(echo "${t[1]} / ${t[2]}" | bc -l)"
done <"$work/in.jsonl"
