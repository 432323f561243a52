"""Throughput of python3 -m gridlogic.dask per worker count, beside the CLI's --threads on the
same machine, in one run (docs/scaling.md).

    PYTHONPATH=build/python /usr/bin/python3 bench/dask_scaling.py COMMAND FILE.jsonl \
        [--workers 1 2] [--shard-size 200] [--repeat 3] [--option NAME=VALUE ...]

For each worker count: a local cluster of that many processes is started once, then the whole
file is run --repeat times (the cluster's start-up is not counted); the median is reported as
puzzles a second, beside `gridlogic COMMAND --json --threads N FILE` as a whole process.
"""

import argparse
import io
import os
import statistics
import subprocess
import sys
import time

from distributed import Client, LocalCluster

import gridlogic.dask as runner

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=runner.COMMANDS)
    parser.add_argument("file")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--shard-size", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--option", "-O", action="append", default=[])
    parser.add_argument("--cli", default=os.path.join(HERE, "..", "build", "gridlogic"))
    args = parser.parse_args()
    query = [tuple(option.split("=", 1)) for option in args.option]
    with open(args.file, encoding="utf-8") as f:
        text = f.read()
    count = sum(1 for line in text.splitlines() if line.strip())
    cli_options = [f"--{name}={value}" for name, value in query]
    print(f"{args.command} on {count} puzzles of {os.path.basename(args.file)}")
    print("| workers / threads | gridlogic.dask, puzzles/s | CLI --threads, puzzles/s |")
    print("|---|---|---|")
    for workers in args.workers:
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
        client.run(lambda: __import__("gridlogic")._native)  # imported before the clock
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            runner.run(client, args.command, io.StringIO(text), io.StringIO(), query=query,
                       shard_size=args.shard_size)
            times.append(time.perf_counter() - start)
        client.close()
        cluster.close()
        cli_times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            subprocess.run([args.cli, args.command, "--json", "--threads", str(workers),
                            *cli_options, args.file], stdout=subprocess.DEVNULL, check=False)
            cli_times.append(time.perf_counter() - start)
        print(f"| {workers} | {count / statistics.median(times):,.0f} | "
              f"{count / statistics.median(cli_times):,.0f} |", flush=True)


if __name__ == "__main__":
    sys.exit(main())
