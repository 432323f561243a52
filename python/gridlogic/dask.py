"""Batches beyond one machine: one gridlogic command over a JSON Lines file, on a Dask cluster.

    python3 -m gridlogic.dask COMMAND IN.jsonl OUT.jsonl [--scheduler ADDRESS | --workers N]
    python3 -m gridlogic.dask min PUZZLE.json OUT.json --parts N [--checkpoint FILE]

COMMAND is solve, count, grade, generate or verify. The input is cut into shards of
``--shard-size`` lines; each shard runs on a worker through the native library (one call for the
whole shard, the GIL released), and OUT gets one result line per input line, in input order, as
``gridlogic COMMAND --json`` writes them. For generate, each input line is an object of
generate's parameters (``{"type": "killer", "difficulty": "advanced", "seed": 7}``).

At most ``--window`` shards are in flight at once and results are written as soon as every
earlier one is, so memory stays bounded on inputs of any length. A worker that dies mid-run
loses nothing: the scheduler runs its shards again elsewhere, and each shard's result is written
once. Without ``--scheduler`` a local cluster of ``--workers`` processes is started (and stopped).

Exit codes as the command line's: 0 when every result is solved (valid, for verify), 1 when some
has no solution or does not verify, 2 when some input line could not be read, 3 when a time
limit stopped some; the gravest wins (2, then 3, then 1).

``min`` is one Lights Out board's fewest presses, its search cut into independent parts that run
on the cluster, with retries and an optional checkpoint to resume from (gridlogic/dask_parts.py).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import uuid
from collections import deque
from typing import Dict, Iterable, Iterator, List, Optional, Sequence, TextIO, Tuple

from gridlogic.dask_parts import main_min, parts_arguments

COMMANDS = ("solve", "count", "grade", "generate", "verify")


def _invalid(position: int, line: str, error: Dict[str, str]) -> Dict[str, object]:
    out: Dict[str, object] = {"id": str(position), "status": "invalid"}
    try:
        given = json.loads(line)
        if isinstance(given, dict):
            if isinstance(given.get("id"), (str, int)):
                out["id"] = str(given["id"])
            if isinstance(given.get("type"), str):
                out = {"id": out["id"], "type": given["type"], "status": "invalid"}
    except ValueError:
        pass
    where = error.get("where", "")
    out["error"] = f"line {position}: " + (f"{where}: " if where else "") + error.get("error", "")
    return out


def run_shard(command: str, query: List[Tuple[str, str]], lines: Sequence[str], first: int,
              timeout: float) -> Tuple[List[str], int]:
    """The result lines of one shard (``lines``, the first being input line ``first``) and their
    exit status: runs on a worker. An unreadable line becomes a result with status invalid
    naming its line."""
    from gridlogic import _native

    bodies = list(lines)
    ids: List[Optional[str]] = [None] * len(lines)
    if command == "generate":  # a request's id names its puzzle; it is no parameter
        for i, line in enumerate(lines):
            ids[i], bodies[i] = _take_id(line)
    replies = _native.call_many(command, query, bodies, timeout)
    out = []
    worst = 0
    for offset, (line, (status, _content_type, body)) in enumerate(zip(lines, replies)):
        position = first + offset
        if status != 200:
            out.append(json.dumps(_invalid(position, line, json.loads(body))))
            worst = 2
            continue
        text = body.decode("utf-8").rstrip("\n")
        # One puzzle a call is puzzle "1" unless it names itself: in a batch it is its line.
        own_id = ids[offset] if command == "generate" else _NAMED if _has_id(line) else None
        if own_id is not _NAMED:
            text = _with_id(text, own_id if own_id is not None else str(position))
        out.append(text)
        worst = graver(worst, _exit_code(text))
    return out, worst


# A result line's status: its first "status" key (a quote inside a string value is escaped, so
# this is the object's own, which the API writes before any other field of that name).
_STATUS = re.compile(r'"status":"([a-z_]+)"')


def _exit_code(result: str) -> int:
    """The command line's exit code for one result line, from the native library's one table
    (0 an answer, 1 no solution or a solution that does not verify, 2 invalid, 3 stopped by a
    limit); 0 for a generated puzzle, which has no status."""
    from gridlogic import _native

    found = _STATUS.search(result)
    return 0 if found is None else _native.exit_code(found.group(1))


def graver(a: int, b: int) -> int:
    """The graver of two exit codes, as a batch of the command line reports: 2, then 3, then 1."""
    rank = {0: 0, 1: 1, 3: 2, 2: 3}
    return a if rank[a] >= rank[b] else b


_NAMED = object()  # the puzzle's own id stays


def _with_id(text: str, new_id: str) -> str:
    """``text``, a result object, with ``new_id`` as its id (its first field, which the API
    writes first), or added when it has none."""
    if text.startswith('{"id":'):
        end = len('{"id":') + len(json.dumps(json.loads(text)["id"]))
        if text.startswith('{"id":"1"'):
            end = len('{"id":"1"')
        return '{"id":' + json.dumps(new_id) + text[end:]
    result = json.loads(text)
    result["id"] = new_id
    return json.dumps(result, separators=(",", ":"))


def _take_id(line: str) -> Tuple[Optional[str], str]:
    if '"id"' not in line:
        return None, line
    try:
        given = json.loads(line)
    except ValueError:
        return None, line
    if not isinstance(given, dict) or "id" not in given:
        return None, line
    return str(given.pop("id")), json.dumps(given)


def _has_id(line: str) -> bool:
    if '"id"' not in line:
        return False
    try:
        given = json.loads(line)
    except ValueError:
        return False
    return isinstance(given, dict) and "id" in given


def shards(lines: Iterable[str], size: int) -> Iterator[Tuple[int, List[str]]]:
    """(first line number, lines) of each run of ``size`` non-blank input lines."""
    shard: List[str] = []
    first = 1
    number = 0
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        number += 1
        if not shard:
            first = number
        shard.append(line)
        if len(shard) == size:
            yield first, shard
            shard = []
    if shard:
        yield first, shard


def run(client, command: str, source: TextIO, sink: TextIO, *, query=(), shard_size: int = 200,
        window: Optional[int] = None, timeout: float = 0.0) -> int:
    """Runs ``command`` over the JSON Lines of ``source`` on ``client``'s cluster, writing the
    result lines to ``sink`` in input order; returns the exit status."""
    if command not in COMMANDS:
        raise ValueError(f"unknown command {command!r} (use {', '.join(COMMANDS)})")
    if window is None:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        window = 4 * workers
    in_flight: deque = deque()
    status = 0
    run_id = uuid.uuid4().hex[:12]

    def write(future) -> None:
        nonlocal status
        lines, worst = future.result()
        sink.write("".join(line + "\n" for line in lines))
        sink.flush()
        status = graver(status, worst)

    for number, (first, lines) in enumerate(shards(source, shard_size)):
        # pure=False: two equal shards are two tasks, each answered at its own place.
        in_flight.append(client.submit(run_shard, command, list(query), lines, first, timeout,
                                       pure=False, key=f"gridlogic-{command}-{run_id}-{number}"))
        if len(in_flight) >= window:
            write(in_flight.popleft())
    while in_flight:
        write(in_flight.popleft())
    return status


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python3 -m gridlogic.dask",
        description="Run a gridlogic command over a JSON Lines file on a Dask cluster.")
    parser.add_argument("command", choices=COMMANDS + ("min",))
    parser.add_argument("input", help="JSON Lines: a puzzle a line (generate: parameters; min: "
                        "one Lights Out board)")
    parser.add_argument("output", help="JSON Lines: a result a line, in input order ('-': "
                        "stdout; min: the one result)")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--scheduler", help="address of a running scheduler (tcp://host:8786)")
    where.add_argument("--workers", type=int, default=2,
                       help="local cluster of N worker processes (default 2)")
    parser.add_argument("--shard-size", type=int, default=200, help="lines a task (default 200)")
    parser.add_argument("--window", type=int, help="shards in flight (default 4 a worker)")
    parser.add_argument("--timeout", type=float, default=0.0,
                        help="seconds a puzzle may take (0: none); then status timeout")
    parser.add_argument("--limit", type=int, help="count: stop at this many solutions")
    parser.add_argument("--engine", choices=("native", "milp", "sat"), help="solve, count")
    parser.add_argument("--option", "-O", action="append", default=[], metavar="NAME=VALUE",
                        help="any other option of the command (as the server's query parameters)")
    parts_arguments(parser)
    return parser


def _query(args: argparse.Namespace) -> List[Tuple[str, str]]:
    query = []
    if args.limit is not None:
        if args.command != "count":
            raise SystemExit("--limit: only count takes it")
        query.append(("limit", str(args.limit)))
    if args.engine is not None:
        if args.command not in ("solve", "count"):
            raise SystemExit("--engine: only solve and count take it")
        query.append(("engine", args.engine))
    for option in args.option:
        name, sep, value = option.partition("=")
        if not sep or not name:
            raise SystemExit(f"--option {option!r}: write NAME=VALUE")
        query.append((name, value))
    return query


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = _parser().parse_args(argv)
    if args.command != "min" and (args.parts is not None or args.checkpoint is not None):
        print("--parts, --checkpoint: only min takes them", file=sys.stderr)
        return 2
    for name, value in (("--shard-size", args.shard_size), ("--workers", args.workers),
                        ("--window", args.window), ("--parts", args.parts)):
        if value is not None and value < 1:
            print(f"{name}: {value} is not a positive number", file=sys.stderr)
            return 2
    if args.timeout < 0 or args.timeout != args.timeout:
        print(f"--timeout: {args.timeout} is not a number of seconds", file=sys.stderr)
        return 2
    if args.retries < 0:
        print(f"--retries: {args.retries} is not zero or more", file=sys.stderr)
        return 2
    try:
        query = _query(args)
        if args.command == "min" and query:
            raise SystemExit("--limit, --engine, --option: min takes none of them")
        source = open(args.input, encoding="utf-8")
    except (OSError, SystemExit) as error:
        print(error, file=sys.stderr)
        return 2
    try:
        from distributed import Client, LocalCluster
    except ImportError as error:
        print(f"gridlogic.dask needs Dask's distributed ({error}): pip install '.[dask]' "
              "(gridlogic[dask]), or Debian's python3-distributed with a venv made with "
              "--system-site-packages (docs/python.md)", file=sys.stderr)
        return 2

    cluster = None
    if args.scheduler:
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    try:
        if args.command == "min":
            source.close()
            return main_min(args, client, sys.stderr)
        sink = sys.stdout if args.output == "-" else open(args.output, "w", encoding="utf-8")
        with source, sink if sink is not sys.stdout else _nothing():
            return run(client, args.command, source, sink, query=query,
                       shard_size=args.shard_size, window=args.window, timeout=args.timeout)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


class _nothing:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


if __name__ == "__main__":
    sys.exit(main())
