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

import inspect
import json
import os
from typing import Any, Dict, List, Optional, Sequence, Union

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


# The commands are made from the native library's vocabulary (src/api/vocabulary.hpp, GET
# /api/types' "vocabulary"): each function's options, their defaults, words and help are the
# command line's and the server's, written once there.

_P = inspect.Parameter


def _vocabulary() -> Dict[str, Dict[str, Any]]:
    return {command["name"]: command for command in json.loads(_native.types())["vocabulary"]}


_VOCABULARY = _vocabulary()


def _default(option: Dict[str, Any]) -> Any:
    if option["shape"] == "switch":
        return False
    if option["shape"] == "whole" and "default" in option:
        return int(option["default"])
    return option.get("default")


def _signature(name: str, first: Sequence[str], extras: Sequence[str], leading: Sequence[str],
               timeout: bool, kind_params: bool) -> inspect.Signature:
    """``first`` required, then ``extras`` (not the vocabulary's) and the options in
    ``leading`` positional-or-keyword, then the other options keyword-only with their defaults,
    ``type`` (for a command on a puzzle), ``timeout``, and the type's own parameters."""
    parameters = [_P(each, _P.POSITIONAL_OR_KEYWORD) for each in first]
    parameters += [_P(each, _P.POSITIONAL_OR_KEYWORD, default=None) for each in extras]
    parameters += [_P(each, _P.POSITIONAL_OR_KEYWORD, default=None) for each in leading]
    for option in _VOCABULARY[name]["options"]:
        if option["name"] not in leading:
            parameters.append(_P(option["name"], _P.KEYWORD_ONLY, default=_default(option)))
    if "puzzle" in first:
        parameters.append(_P("type", _P.KEYWORD_ONLY, default=None))
    if timeout:
        parameters.append(_P("timeout", _P.KEYWORD_ONLY, default=None))
    if kind_params:
        parameters.append(_P("params", _P.VAR_KEYWORD))
    return inspect.Signature(parameters)


def _docstring(name: str, said: str) -> str:
    spec = _VOCABULARY[name]
    lines = [f"{spec['summary'][0].upper()}{spec['summary'][1:]} (``{name} --json``)."]
    if said:
        lines += ["", said]
    if spec["options"]:
        lines += ["", "Options:", ""]
    for option in spec["options"]:
        text = f"- ``{option['name']}``: {option['help']}"
        if option.get("choices"):
            text += ": " + ", ".join(f"``{c['word']}`` ({c['meaning']})"
                                     for c in option["choices"])
        if option["shape"] == "whole":
            text += f" ({option['min']} to {option['max']})"
        if "default" in option:
            text += f"; default ``{option['default']}``"
        lines.append(text)
    return "\n".join(lines)


def _query(name: str, values: Dict[str, Any], unknown: Dict[str, Any]) -> List[tuple]:
    """The API's query: ``type`` and the options given values, and any keyword the command does
    not take (the API refuses it, naming it)."""
    query = [("type", values["type"])] if values.get("type") is not None else []
    for option in _VOCABULARY[name]["options"]:
        value = values.get(option["name"])
        if value is None or (option["shape"] == "switch" and value is False):
            continue
        query.append((option["name"], _value(value)))
    return query + [(name, _value(value)) for name, value in unknown.items()]


def _command(name: str, run, *, first: Sequence[str] = ("puzzle",), extras: Sequence[str] = (),
             leading: Sequence[str] = (), timeout: bool = True, kind_params: bool = False,
             said: str = ""):
    """The function for the vocabulary's command ``name``: it binds its arguments as its
    signature says and calls ``run(values, unknown)``, ``unknown`` holding keywords the
    signature lacks."""
    signature = _signature(name, first, extras, leading, timeout, kind_params)

    def function(*args: Any, **kwargs: Any):
        unknown = {} if kind_params else {key: value for key, value in kwargs.items()
                                          if key not in signature.parameters}
        known = {key: value for key, value in kwargs.items() if key not in unknown}
        bound = signature.bind(*args, **known)
        bound.apply_defaults()
        return run(dict(bound.arguments), unknown)

    function.__name__ = function.__qualname__ = name
    function.__module__ = __name__
    function.__signature__ = signature  # type: ignore[attr-defined]
    function.__doc__ = _docstring(name, said)
    return function


def _on_puzzle(name: str):
    def run(values: Dict[str, Any], unknown: Dict[str, Any]):
        return _reply(_native.call(name, _query(name, values, unknown), _body(values["puzzle"]),
                                   _timeout(values.get("timeout"))))
    return run


def _verify(values: Dict[str, Any], unknown: Dict[str, Any]) -> Dict[str, Any]:
    puzzle = values["puzzle"]
    if values["solution"] is not None:
        if not isinstance(puzzle, dict):
            puzzle = convert(puzzle, type=values["type"])
        puzzle = {**puzzle, _solution_field(puzzle): values["solution"]}
    return _reply(_native.call("verify", _query("verify", values, unknown), _body(puzzle), 0.0))


def _convert(values: Dict[str, Any], unknown: Dict[str, Any]) -> Union[Dict[str, Any], str]:
    converted = _on_puzzle("convert")(values, unknown)
    if values["to"] not in ("json", "text") and isinstance(converted, str):
        return converted.rstrip("\n")
    return converted


def _generate(values: Dict[str, Any], unknown: Dict[str, Any]) -> Dict[str, Any]:
    named = {key.replace("_", "-"): value for key, value in values["params"].items()}  # max_cage
    request = {"type": values["type"]}
    for option in _VOCABULARY["generate"]["options"]:
        value = values[option["name"]]
        if value is not None and value is not False:
            request[option["name"]] = value
    request.update(named)
    return _reply(_native.call("generate", [], json.dumps(request), _timeout(values["timeout"])))


solve = _command("solve", _on_puzzle("solve"))
count = _command("count", _on_puzzle("count"))
verify = _command("verify", _verify, extras=("solution",), timeout=False,
                  said="The solution the puzzle dict carries, or ``solution`` (the type's "
                       "solution field).")
explain = _command("explain", _on_puzzle("explain"))
grade = _command("grade", _on_puzzle("grade"))
hint = _command("hint", _on_puzzle("hint"), leading=("progress",),
                said="``progress``: a player's position (docs/FORMATS.md \"Positions\"), a "
                     "dict or its text; none: the start.")
render = _command("render", _on_puzzle("render"), said="SVG text, or PNG or PDF bytes.")
export = _command("export", _on_puzzle("export"), said="The model file as text.")
convert = _command("convert", _convert, timeout=False,
                   said="A dict for ``to=\"json\"``, else one text: the text form, or one line "
                        "in another program's format. ``puzzle`` may itself be such an id, JSON "
                        "or link. Raises InputError when the format cannot say the puzzle.")
generate = _command("generate", _generate, first=("type",), kind_params=True,
                    said="One unique puzzle of ``type`` (a type word or alias) with the type's "
                         "own parameters (``difficulty=\"advanced\"``, ``size=6``, "
                         "``max_cage=4``; :func:`types` lists each type's, with its levels): a "
                         "puzzle dict, or a result with status timeout.")


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
