#!/usr/bin/env bash
# Start-up cost of the gridlogic command: the medians of N runs of a few short commands.
#
#   bench/startup.sh [BINARY ...]     (default: the checkout's build/gridlogic)
#   RUNS=500 bench/startup.sh build/gridlogic /tmp/old/gridlogic
#
# Each run is started with posix_spawn and reaped with wait4, so a figure is the child's own
# wall time (spawn to exit) and its CPU time (user + system, from the kernel's accounting), not
# a shell's fork. Several binaries are run in turn within each round, so that they share
# whatever load the machine has: compare them within one report. CPU time moves less than wall
# time when other processes load the machine; the load average is printed with the figures.
set -euo pipefail
binaries=()
for b in "${@:-$(dirname "$0")/../build/gridlogic}"; do
  binaries+=("$(realpath -m "$b")")
  [ -x "${binaries[-1]}" ] || { echo "startup.sh: no executable at $b (make build first)" >&2; exit 2; }
done

python3 - "${RUNS:-200}" "${binaries[@]}" <<'EOF'
import os, statistics, sys, tempfile, time

runs, binaries = int(sys.argv[1]), sys.argv[2:]
sudoku = "sudoku\n..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n"
with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
    f.write(sudoku)
path = f.name
commands = [
    ("--version", ["--version"]),
    ("solve one sudoku, native", ["solve", "--json", path]),
    ("solve one sudoku, --engine sat", ["solve", "--json", "--engine", "sat", path]),
    ("solve one sudoku, --engine milp", ["solve", "--json", "--engine", "milp", path]),
]
devnull = os.open(os.devnull, os.O_WRONLY)


def run(binary, args):
    start = time.perf_counter()
    pid = os.posix_spawn(binary, [binary] + args, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
    _, status, usage = os.wait4(pid, 0)
    wall = (time.perf_counter() - start) * 1e3
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"startup.sh: {binary} {' '.join(args)} failed")
    return wall, (usage.ru_utime + usage.ru_stime) * 1e3


print(f"{runs} runs of each command, medians in ms (wall = spawn to exit; cpu = user + sys)")
print("load average before: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
for i, binary in enumerate(binaries):
    print(f"  [{i}] {binary}")
print(f"{'command':34}" + "".join(f" {'[%d] wall' % i:>9} {'[%d] cpu' % i:>9}" for i in range(len(binaries))))
for label, args in commands:
    wall = [[] for _ in binaries]
    cpu = [[] for _ in binaries]
    for r in range(runs + 5):  # the first 5 rounds warm the page cache and are dropped
        for i, binary in enumerate(binaries):
            w, c = run(binary, args)
            if r >= 5:
                wall[i].append(w)
                cpu[i].append(c)
    print(f"{label:34}" + "".join(f" {statistics.median(w):9.2f} {statistics.median(c):9.2f}"
                                  for w, c in zip(wall, cpu)))
print("load average after: " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))
os.remove(path)
EOF
