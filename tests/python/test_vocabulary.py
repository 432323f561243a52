"""The Python functions say what the native library's command vocabulary says
(src/api/vocabulary.hpp, through GET /api/types' "vocabulary"): every option is a keyword with the
table's default, every word of it is in the docstring and taken by the call, and docs/python.md's
table of calls gives each function's signature as it is."""

import ast
import inspect
import json
import os
import re

import pytest

import gridlogic
from conftest import EXAMPLES, SOURCE_DIR

VOCABULARY = json.loads(gridlogic._native.types())["vocabulary"]
PYTHON_MD = os.path.join(SOURCE_DIR, "docs", "python.md")


def default_of(option):
    if option["shape"] == "switch":
        return False
    if option["shape"] == "whole":
        return int(option["default"])
    return option.get("default")


@pytest.mark.parametrize("command", VOCABULARY, ids=lambda c: c["name"])
def test_every_option_is_a_keyword_with_its_default(command):
    function = getattr(gridlogic, command["name"])
    parameters = inspect.signature(function).parameters
    for option in command["options"]:
        assert option["name"] in parameters, (command["name"], option["name"])
        assert parameters[option["name"]].default == default_of(option), option["name"]
        for choice in option.get("choices", []):
            assert f"``{choice['word']}``" in function.__doc__, (option["name"], choice["word"])
    assert command["summary"].lower() in function.__doc__.lower()


def test_every_word_of_a_puzzle_command_is_taken():
    with open(os.path.join(EXAMPLES, "sudoku.txt"), encoding="utf-8") as f:
        puzzle = f.read()
    for command in VOCABULARY:
        if command["name"] in ("generate", "verify"):
            continue
        for option in command["options"]:
            for choice in option.get("choices", []):
                got = getattr(gridlogic, command["name"])(puzzle, **{option["name"]: choice["word"]})
                assert got is not None, (command["name"], option["name"], choice["word"])
    with pytest.raises(gridlogic.InputError) as error:
        gridlogic.solve(puzzle, engine="nosuchengine")
    assert error.value.rule == "not a choice" and error.value.where == "option engine"


def documented_calls():
    """(name, [(parameter, default text or None)]) of each row of docs/python.md's calls."""
    with open(PYTHON_MD, encoding="utf-8") as f:
        for line in f:
            found = re.match(r"^\| `(\w+)\((.*?)\)` \|", line)
            if found:
                call = ast.parse(f"f({found.group(2)})", mode="eval").body
                parameters = [(arg.id, None) for arg in call.args]
                for keyword in call.keywords:
                    name = keyword.arg if keyword.arg else "**" + keyword.value.id
                    value = None if keyword.arg is None else ast.literal_eval(keyword.value)
                    parameters.append((name, value))
                yield found.group(1), parameters


def test_the_docs_table_gives_each_signature():
    documented = dict(documented_calls())
    for command in VOCABULARY:
        assert command["name"] in documented, command["name"]
        said = []
        for parameter in inspect.signature(getattr(gridlogic, command["name"])).parameters.values():
            if parameter.kind == parameter.VAR_KEYWORD:
                said.append(("**" + parameter.name, None))
            else:
                said.append((parameter.name, None if parameter.default is parameter.empty
                             else parameter.default))
        assert documented[command["name"]] == said, command["name"]
