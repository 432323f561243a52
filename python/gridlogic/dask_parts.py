"""Lights Out's fewest presses beyond one machine: the search cut into independent parts.

    python3 -m gridlogic.dask min PUZZLE.json OUT.json --parts N [--checkpoint FILE]

Each part is ``gridlogic solve --min --part I/N`` on a worker: one share of the exhaustive
search, independent of the others. The answer is the part with the fewest presses; it is proved
least when every part searched its share to the end. A part that fails (an exception, a worker
lost) is run again, up to ``--retries`` times besides Dask's own rescheduling of a lost worker's
tasks. With ``--checkpoint``, every finished part is written to FILE as it comes in (one JSON
line each, after a first line naming the puzzle and the number of parts), and a run given the
same FILE again searches only the parts it does not hold: a run stopped at any moment resumes.
"""

from __future__ import annotations

import hashlib
import json
import os
import uuid
from typing import Callable, Dict, List, Optional, TextIO

# Fields of a part's result that describe the part, not the merged answer.
_PART_FIELDS = ("part", "part_searched", "time_ms")


class PartsError(ValueError):
    """A run that cannot go on: a bad checkpoint, or a part answered as no part can be merged."""


def run_part(body: str, index: int, count: int, timeout: float) -> Dict[str, object]:
    """The result object of part ``index`` (from 1) of ``count`` of ``body``'s fewest-presses
    search: runs on a worker."""
    from gridlogic import _native

    query = [("min", "1"), ("part", f"{index}/{count}")]
    [(status, _content_type, reply)] = _native.call_many("solve", query, [body], timeout)
    result = json.loads(reply)
    if status != 200:
        raise PartsError(f"part {index}/{count}: {result.get('error', reply)}")
    return result


def puzzle_key(body: str) -> str:
    """What a checkpoint is for: the puzzle's canonical JSON, hashed. Refuses a puzzle that is
    not one Lights Out board."""
    from gridlogic import _native

    [(status, _content_type, reply)] = _native.call_many("convert", [], [body], 0.0)
    if status != 200:
        raise PartsError(json.loads(reply).get("error", "the puzzle could not be read"))
    lines = reply.decode("utf-8").splitlines()
    kind = json.loads(lines[0]).get("type") if lines else None
    if len(lines) != 1 or kind != "lightsout":
        raise PartsError(f"min searches one Lights Out board's fewest presses; this input holds "
                         f"{len(lines)} puzzle{'s' if len(lines) != 1 else ''}"
                         f"{'' if len(lines) != 1 else ' of type ' + str(kind)}")
    return hashlib.sha256(reply).hexdigest()


def read_checkpoint(path: str, key: str, count: int) -> Dict[int, Dict[str, object]]:
    """The parts a checkpoint holds, by index; an empty file, or none, holds none."""
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return {}
    done: Dict[int, Dict[str, object]] = {}
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.endswith("\n"):
                break  # the last line of a run stopped while writing it
            try:
                entry = json.loads(line)
            except ValueError as error:
                raise PartsError(f"{path}: line {number}: not JSON ({error})") from None
            if number == 1:
                if entry.get("puzzle_sha256") != key:
                    raise PartsError(f"{path}: line 1: the checkpoint is of another puzzle; "
                                     "give a new file")
                if entry.get("parts") != count:
                    raise PartsError(f"{path}: line 1: the checkpoint is of a run in "
                                     f"{entry.get('parts')} parts, this one has {count}")
                continue
            part = entry.get("part_index")
            if not isinstance(part, int) or not 1 <= part <= count:
                raise PartsError(f"{path}: line {number}: no part_index from 1 to {count}")
            done[part] = entry["result"]
    return done


def merge(results: Dict[int, Dict[str, object]], count: int) -> Dict[str, object]:
    """The whole search's answer from every part's: the part with the fewest presses (the first
    such part), proved least when every part searched its share to the end."""
    missing = [i for i in range(1, count + 1) if i not in results]
    if missing:
        raise PartsError(f"parts {missing[:5]} have no answer")
    for index in range(1, count + 1):
        if results[index].get("status") != "solved":
            # An unsolvable or unreadable board answers so in every part.
            return {k: v for k, v in results[index].items() if k not in _PART_FIELDS}
    best = min(range(1, count + 1), key=lambda i: (results[i]["min_presses"], i))
    merged = {k: v for k, v in results[best].items() if k not in _PART_FIELDS}
    merged["min_proved"] = all(results[i].get("part_searched") is True for i in results)
    merged["parts"] = count
    return merged


def merge_files(paths: List[str]) -> Dict[str, object]:
    """merge() over result files of ``gridlogic solve --min --part I/N --json`` (a Slurm job
    array's, say), each naming its part: every part from 1 to N must be there once."""
    results: Dict[int, Dict[str, object]] = {}
    count = None
    for path in paths:
        with open(path, encoding="utf-8") as source:
            result = json.loads(source.read())
        index, _, of = str(result.get("part", "")).partition("/")
        if not index.isdigit() or not of.isdigit() or (count is not None and int(of) != count):
            raise PartsError(f"{path}: not a part of the same run (part {result.get('part')!r})")
        count = int(of)
        if int(index) in results:
            raise PartsError(f"{path}: part {index}/{of} is given twice")
        results[int(index)] = result
    if count is None:
        raise PartsError("no part files given")
    return merge(results, count)


def fewest_presses(client, body: str, count: int, *, checkpoint: Optional[str] = None,
                   retries: int = 2, timeout: float = 0.0,
                   progress: Optional[Callable[[str], None]] = None) -> Dict[str, object]:
    """The fewest presses of the Lights Out puzzle ``body`` (its JSON or text), searched in
    ``count`` parts on ``client``'s cluster; the result object of ``gridlogic solve --min``, with
    ``parts``. ``checkpoint``: a file that keeps finished parts across runs."""
    from distributed import as_completed

    say = progress or (lambda _message: None)
    key = puzzle_key(body)
    done = read_checkpoint(checkpoint, key, count) if checkpoint else {}
    if done:
        say(f"{len(done)} of {count} parts from the checkpoint")
    sink: Optional[TextIO] = None
    if checkpoint:
        fresh = not os.path.exists(checkpoint) or os.path.getsize(checkpoint) == 0
        sink = open(checkpoint, "a", encoding="utf-8")
        if fresh:
            _write(sink, {"puzzle_sha256": key, "parts": count})
    try:
        run_id = uuid.uuid4().hex[:12]
        futures = {
            client.submit(run_part, body, index, count, timeout, retries=retries, pure=False,
                          key=f"gridlogic-min-{run_id}-{index}"): index
            for index in range(1, count + 1) if index not in done
        }
        for future in as_completed(futures):
            index = futures[future]
            result = future.result()
            done[index] = result
            if sink is not None:
                _write(sink, {"part_index": index, "result": result})
            say(f"part {index}/{count}: {result.get('min_presses')} presses"
                f"{'' if result.get('part_searched') else ' (not searched to the end)'}; "
                f"{len(done)} of {count} parts done")
    finally:
        if sink is not None:
            sink.close()
    return merge(done, count)


def _write(sink: TextIO, entry: Dict[str, object]) -> None:
    sink.write(json.dumps(entry, separators=(",", ":")) + "\n")
    sink.flush()
    os.fsync(sink.fileno())


def exit_code(result: Dict[str, object]) -> int:
    """The command line's exit code for the merged answer."""
    from gridlogic import _native

    return _native.exit_code(str(result.get("status", "invalid")))


def read_puzzle(path: str) -> str:
    """The text of the one puzzle in ``path``."""
    with open(path, encoding="utf-8") as source:
        text = source.read()
    if not text.strip():
        raise PartsError(f"{path}: no puzzle")
    return text


def parts_arguments(parser) -> None:
    """The options of ``min`` on ``python3 -m gridlogic.dask``'s parser."""
    group = parser.add_argument_group("min (Lights Out's fewest presses in parts)")
    group.add_argument("--parts", type=int, help="min: the number of parts (default 4 a worker)")
    group.add_argument("--checkpoint", help="min: a file that keeps finished parts; run again "
                       "with it to resume")
    group.add_argument("--retries", type=int, default=2,
                       help="min: runs of a failed part besides the first (default 2)")


def main_min(args, client, stderr: TextIO) -> int:
    """``python3 -m gridlogic.dask min``: reads args.input, writes args.output."""
    workers = max(1, len(client.scheduler_info().get("workers", {})))
    count = args.parts if args.parts is not None else 4 * workers
    try:
        body = read_puzzle(args.input)
        result = fewest_presses(client, body, count, checkpoint=args.checkpoint,
                                retries=args.retries, timeout=args.timeout,
                                progress=lambda message: print(message, file=stderr, flush=True))
    except (OSError, PartsError) as error:
        print(f"gridlogic.dask min: {error}", file=stderr)
        return 2
    text = json.dumps(result, separators=(",", ":")) + "\n"
    if args.output == "-":
        print(text, end="")
    else:
        with open(args.output, "w", encoding="utf-8") as sink:
            sink.write(text)
    return exit_code(result)


__all__: List[str] = ["fewest_presses", "merge", "merge_files", "run_part", "PartsError"]
