#!/usr/bin/env bash
# One puzzle of each type in a process of its own, beside tdoku's one-puzzle driver: the CPU a
# caller pays per puzzle when it starts the program once a puzzle.
#
#   TDOKU_DRIVER=/path/to/tdoku_driver bench/one_puzzle.sh [GRIDLOGIC]
#   RUNS=600 TDOKU_DRIVER=... bench/one_puzzle.sh build/gridlogic
#
# The puzzles: one classic sudoku (counted to 2, as the peers are compared) and one generated
# killer, binox, dominosa and Lights Out (`generate TYPE --seed 3`), each solved with --json.
# tdoku's driver (bench/external/peers/; `PEER_BUILD=DIR bench/external/compare_peers.sh` leaves
# it in DIR) counts the same sudoku; without TDOKU_DRIVER the ratios are to the sudoku run.
# Every command runs once a round, all in turn, so that they share the machine's load; each run is
# started with posix_spawn and reaped with wait4, and its CPU is the child's own user + system
# time. Printed: the median CPU of each command over RUNS rounds (5 warm-up rounds dropped) and
# its ratio to the first row's.
set -euo pipefail
cli=$(realpath -m "${1:-$(dirname "$0")/../build/gridlogic}")
[ -x "$cli" ] || { echo "one_puzzle.sh: no executable at $cli (make build first)" >&2; exit 2; }
peer=${TDOKU_DRIVER:-}
if [ -n "$peer" ]; then
  peer=$(realpath -m "$peer")
  [ -x "$peer" ] || { echo "one_puzzle.sh: no executable at TDOKU_DRIVER=$peer" >&2; exit 2; }
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sudoku=..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
printf '%s\n' "$sudoku" >"$work/plain.txt"
printf 'sudoku\n%s\n' "$sudoku" >"$work/sudoku.txt"
for type in killer binox dominosa lightsout; do
  "$cli" generate "$type" --seed 3 >"$work/$type.json"
done

python3 - "${RUNS:-300}" "$cli" "$work" "$peer" <<'EOF'
import os, statistics, sys

runs, cli, work, peer = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
commands = []
if peer:
    commands.append(("tdoku's driver, the sudoku", [peer, f"{work}/plain.txt"]))
commands.append(("sudoku, count --limit 2 --json", [cli, "count", "--limit", "2", "--json",
                                                   f"{work}/sudoku.txt"]))
for kind in ("killer", "binox", "dominosa", "lightsout"):
    commands.append((f"{kind}, solve --json", [cli, "solve", "--json", f"{work}/{kind}.json"]))
devnull = os.open(os.devnull, os.O_WRONLY)


def cpu_ms(argv):
    pid = os.posix_spawn(argv[0], argv, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
    _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"one_puzzle.sh: {' '.join(argv)} failed")
    return (usage.ru_utime + usage.ru_stime) * 1e3


print(f"{runs} rounds, every command once a round in turn; median CPU (user + system) in ms")
print("load average before: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
cpu = [[] for _ in commands]
for r in range(runs + 5):  # the first 5 rounds warm the page cache and are dropped
    for i, (_, argv) in enumerate(commands):
        c = cpu_ms(argv)
        if r >= 5:
            cpu[i].append(c)
first = statistics.median(cpu[0])
print(f"{'command':36} {'CPU ms':>8} {'/ first':>8}")
for (label, _), c in zip(commands, cpu):
    m = statistics.median(c)
    print(f"{label:36} {m:8.3f} {m / first:8.3f}")
print("load average after: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
EOF
