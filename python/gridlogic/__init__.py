"""gridlogic: exact solvers, counters, generators, explanations and grades for Dominosa, Killer
and classic Sudoku, Binox and Lights Out, in process.

Every function takes a puzzle as a dict (the JSON objects of docs/FORMATS.md) or as text (any
spelling the command line reads: a text puzzle with its header, a one-line sudoku, a JSON
text), and answers the dict that the same command prints with ``--json``::

    >>> import gridlogic
    >>> puzzle = gridlogic.generate("sudoku", seed=7)
    >>> gridlogic.count(puzzle, limit=2)["num_solutions"]
    1
    >>> gridlogic.grade(puzzle)["level"]
    'basic'

A result's ``status`` says how a call ended (``solved``, ``unsolvable``, ``timeout``, ...).
Input that cannot be read, and options a command does not take, raise :class:`InputError`
(a ``ValueError``) naming what and where; a call a type does not offer, or an engine module
that is not installed, raises :class:`NotAvailable` (a ``RuntimeError``); both are
:class:`Error`. Every call releases the GIL while it runs, honours ``timeout`` (seconds;
``None`` for none) and stops on Ctrl-C with ``KeyboardInterrupt``.
"""

from __future__ import annotations

import json
import os
from typing import Any, Dict, List, Optional, Union

from . import _native

__version__ = _native.__version__
__all__ = [
    "Error",
    "InputError",
    "NotAvailable",
    "solve",
    "count",
    "generate",
    "verify",
    "explain",
    "hint",
    "grade",
    "render",
    "export",
    "convert",
    "read",
    "types",
]

Puzzle = Union[Dict[str, Any], str, bytes]


class Error(Exception):
    """Every error a call raises for its input or for what the build offers: ``where`` names the
    place (a field, an option), ``rule`` the rule broken and ``status`` the HTTP-like code of
    the API (400 malformed, 422 well formed but impossible)."""

    def __init__(self, message: str, where: str = "", rule: str = "", status: int = 400):
        super().__init__(message)
        self.where = where
        self.rule = rule
        self.status = status


class InputError(Error, ValueError):
    """A puzzle, position or option that cannot be taken (a ``ValueError``)."""


class NotAvailable(Error, RuntimeError):
    """A call this puzzle type does not offer, or an engine module that is not installed: the
    input is fine, this build cannot answer it (a ``RuntimeError``, not a ``ValueError``)."""


def _body(puzzle: Puzzle) -> str:
    if isinstance(puzzle, dict):
        return json.dumps(puzzle)
    if isinstance(puzzle, bytes):
        return puzzle.decode("utf-8")
    if isinstance(puzzle, str):
        return puzzle
    raise TypeError(f"a puzzle is a dict or a text, not {type(puzzle).__name__}")


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, (dict, list)):
        return json.dumps(value)
    return str(value)


def _query(options: Dict[str, Any]) -> List[tuple]:
    return [(name, _value(value)) for name, value in options.items() if value is not None]


def _timeout(timeout: Optional[float]) -> float:
    if timeout is None:
        return 0.0
    if not timeout > 0:
        raise InputError(f"timeout {timeout!r} is not a positive number of seconds", "timeout",
                         "out of range")
    return float(timeout)


def _raise(status: int, body: bytes) -> None:
    try:
        error = json.loads(body)
    except ValueError:
        error = {"error": body.decode("utf-8", "replace")}
    kind = NotAvailable if error.get("rule") == "not available" else InputError
    # The API names an option as the server receives it; here it is a keyword argument.
    where = error.get("where", "").replace("query parameter ", "option ")
    message = error.get("error", "refused")
    raise kind(message, where, error.get("rule", ""), status)


def _reply(reply: tuple) -> Union[Dict[str, Any], str, bytes]:
    status, content_type, body = reply
    if status != 200:
        _raise(status, body)
    if content_type == "application/json":
        return json.loads(body)
    if content_type.startswith("text/") or content_type == "image/svg+xml":
        return body.decode("utf-8")
    return body


def _call(command: str, puzzle: Puzzle, timeout: Optional[float], options: Dict[str, Any]):
    return _reply(_native.call(command, _query(options), _body(puzzle), _timeout(timeout)))


def solve(puzzle: Puzzle, *, type: Optional[str] = None, engine: str = "native",
          model: Optional[str] = None, timeout: Optional[float] = None,
          **switches: bool) -> Dict[str, Any]:
    """Finds a solution or proves there is none (``solve --json``). ``engine``: native, milp or
    sat; ``model``: literal or improved (the engines' formulation); ``switches``: a type's own
    (Lights Out ``min=True``, ``kernel=True``)."""
    return _call("solve", puzzle, timeout,
                 {"type": type, "engine": engine, "model": model, **switches})


def count(puzzle: Puzzle, *, limit: int = 0, type: Optional[str] = None, engine: str = "native",
          model: Optional[str] = None, timeout: Optional[float] = None) -> Dict[str, Any]:
    """Counts solutions, stopping at ``limit`` (0: none; 2 checks uniqueness) (``count --json``)."""
    return _call("count", puzzle, timeout,
                 {"type": type, "limit": limit, "engine": engine, "model": model})


def verify(puzzle: Puzzle, solution: Any = None, *, type: Optional[str] = None) -> Dict[str, Any]:
    """Checks the solution the puzzle dict carries (or ``solution``, the type's solution field)
    against every rule (``verify --json``)."""
    if solution is not None:
        if not isinstance(puzzle, dict):
            puzzle = convert(puzzle, type=type)
        field = _solution_field(puzzle)
        puzzle = {**puzzle, field: solution}
    return _call("verify", puzzle, None, {"type": type})


def explain(puzzle: Puzzle, *, type: Optional[str] = None,
            timeout: Optional[float] = None) -> Dict[str, Any]:
    """The solution as human deductions, cheapest first (``explain --json``)."""
    return _call("explain", puzzle, timeout, {"type": type})


def hint(puzzle: Puzzle, progress: Any = None, *, depth: str = "step",
         type: Optional[str] = None, timeout: Optional[float] = None) -> Dict[str, Any]:
    """The next step from a player's position ``progress`` (docs/FORMATS.md "Positions"), or the
    mistake in it; ``depth``: nudge, rule, step or answer (``hint --json``)."""
    return _call("hint", puzzle, timeout, {"type": type, "depth": depth, "progress": progress})


def grade(puzzle: Puzzle, *, type: Optional[str] = None,
          timeout: Optional[float] = None) -> Dict[str, Any]:
    """Level, rating, hardest rule and steps of the cheapest-first explanation
    (``grade --json``)."""
    return _call("grade", puzzle, timeout, {"type": type})


def generate(type: str, *, seed: Optional[int] = None, with_solution: bool = False,
             timeout: Optional[float] = None, **params: Any) -> Dict[str, Any]:
    """One unique puzzle of ``type`` (a type word or alias: sudoku, killer, dominosa, binox,
    lightsout) from ``seed``, with the type's parameters (``difficulty="advanced"`` for killer,
    ``size=6``, ...; :func:`types` lists each type's parameters and levels), as
    ``generate --json`` prints it: a puzzle dict, or a result with status timeout."""
    named = {name.replace("_", "-"): value for name, value in params.items()}  # max_cage
    request = {"type": type, "seed": seed, "with_solution": with_solution or None, **named}
    body = json.dumps({name: value for name, value in request.items() if value is not None})
    return _reply(_native.call("generate", [], body, _timeout(timeout)))


def render(puzzle: Puzzle, *, to: str = "svg", with_solution: bool = False,
           max_px: Optional[int] = None, type: Optional[str] = None,
           timeout: Optional[float] = None, **switches: bool) -> Union[str, bytes]:
    """The print drawing: SVG text, or PNG or PDF bytes (``to``)."""
    return _call("render", puzzle, timeout,
                 {"type": type, "to": to, "with_solution": with_solution or None,
                  "max_px": max_px, **switches})


def export(puzzle: Puzzle, *, to: str = "lp", model: str = "literal",
           type: Optional[str] = None, timeout: Optional[float] = None) -> str:
    """The MILP model (``to`` lp or mps) or the SAT model (cnf) as file text (``export``)."""
    return _call("export", puzzle, timeout, {"type": type, "to": to, "model": model})


def convert(puzzle: Puzzle, *, to: str = "json",
            type: Optional[str] = None) -> Union[Dict[str, Any], str]:
    """The canonical dict (``to="json"``), the text form (``to="text"``), or the puzzle in another
    program's format as one line: ``to="tatham"`` (Simon Tatham's game id, ``dominosa:6:...``),
    ``"fpuzzles"`` (f-puzzles JSON) or ``"fpuzzles-link"`` (its share link); docs/FORMATS.md.
    ``puzzle`` may itself be such an id, JSON or link. Raises InputError when the format cannot
    say the puzzle (a Lights Out board with holes has no Flip id)."""
    converted = _call("convert", puzzle, None, {"type": type, "to": to})
    if to not in ("json", "text") and isinstance(converted, str):
        return converted.rstrip("\n")
    return converted


def read(path: Union[str, os.PathLike], *, type: Optional[str] = None) -> List[Dict[str, Any]]:
    """Every puzzle of a file in any spelling the command line reads, as canonical dicts (with
    the file's ids and carried solutions). Raises InputError naming the first puzzle that cannot
    be read."""
    items = _native.read(os.fspath(path), type or "")
    puzzles = []
    for ok, text in items:
        if not ok:
            raise InputError(text.decode("utf-8", "replace"), os.fspath(path), "invalid input")
        puzzles.append(json.loads(text))
    return puzzles


def types() -> List[Dict[str, Any]]:
    """Every puzzle type (``GET /api/types``): its ``name``, ``aliases``, ``solution_field`` and
    ``generate_params``, each parameter with its ``name``, ``shape``, ``default`` and, for a
    choice such as ``difficulty``, its ``choices`` (the type's levels)."""
    return json.loads(json.dumps(_types()))  # a copy: the cached list stays as it was


def _solution_field(puzzle: Dict[str, Any]) -> str:
    word = puzzle.get("type")
    for listed in _types():
        names = [listed["name"]] + [alias["name"] for alias in listed.get("aliases", [])]
        if word in names:
            return listed["solution_field"]
    raise InputError(f"unknown puzzle type {word!r}", "type", "unknown type")


_TYPES: Optional[list] = None


def _types() -> list:
    global _TYPES
    if _TYPES is None:
        _TYPES = json.loads(_native.types())["types"]
    return _TYPES
