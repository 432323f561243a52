"""The examples of docs/python.md, README.md's Python section, docs/scaling.md and the package's
docstrings, checked: the Python blocks run, the `python3 -c` lines run, the `gridlogic.dask`
lines parse, and every generate(...) call and generate request in them (a JSON object with a
"type") names only parameters and levels its type has."""

import ast
import doctest
import json
import os
import re
import shlex
import subprocess
import sys

import pytest

import gridlogic
import gridlogic.dask
from conftest import BUILD_DIR, SOURCE_DIR

PYTHON_MD = os.path.join(SOURCE_DIR, "docs", "python.md")
SCALING_MD = os.path.join(SOURCE_DIR, "docs", "scaling.md")
README = os.path.join(SOURCE_DIR, "README.md")
PACKAGE = os.path.join(SOURCE_DIR, "python", "gridlogic")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def readme_python_section():
    """README.md's sections whose title names Python."""
    text = read(README)
    sections = re.split(r"^(?=## )", text, flags=re.M)
    return "".join(section for section in sections if re.match(r"## .*Python", section))


def blocks(text, language):
    return re.findall(r"^```" + language + r"\n(.*?)^```", text, flags=re.M | re.S)


def documents():
    """(name, text) of every place whose examples are checked."""
    found = [("docs/python.md", read(PYTHON_MD)), ("README.md#Python", readme_python_section()),
             ("docs/scaling.md", read(SCALING_MD))]
    for name in sorted(os.listdir(PACKAGE)):
        if name.endswith(".py"):
            found.append((f"python/gridlogic/{name}", read(os.path.join(PACKAGE, name))))
    return found


def shell_lines(text, mentioning):
    """The commands of the sh blocks that mention ``mentioning``, one a line (continued lines
    joined), as words (comments dropped)."""
    for block in blocks(text, "sh"):
        for line in block.replace("\\\n", " ").splitlines():
            if mentioning in line and not line.lstrip().startswith("#"):
                yield line, shlex.split(line, comments=True)


def module_env():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.path.join(BUILD_DIR, "python")
    return env


def test_readme_has_a_python_section():
    assert "gridlogic" in readme_python_section()


def test_the_python_blocks_run():
    code = blocks(read(PYTHON_MD), "python")
    assert code, "docs/python.md has no ```python block"
    for block in code:
        done = subprocess.run([sys.executable, "-c", block], capture_output=True, text=True,
                              cwd=SOURCE_DIR, env=module_env(), timeout=120)
        assert done.returncode == 0, block + "\n" + done.stderr[-3000:]


def test_the_python3_c_lines_run():
    ran = 0
    for name, text in documents()[:2]:
        for line, words in shell_lines(text, "import gridlogic"):
            if "-c" not in words or not any(w.endswith("python3") or w.endswith("/python")
                                            for w in words):
                continue
            code = words[words.index("-c") + 1]
            if "import gridlogic" not in code:
                continue
            done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  cwd=SOURCE_DIR, env=module_env(), timeout=120)
            assert done.returncode == 0, f"{name}: {line}\n{done.stderr[-2000:]}"
            ran += 1
    assert ran >= 2


def test_the_dask_lines_parse():
    parsed = 0
    for name, text in documents()[:3]:
        for line, words in shell_lines(text, "gridlogic.dask"):
            if "gridlogic.dask" not in words or "-m" not in words:
                continue
            args = words[words.index("gridlogic.dask") + 1:]
            if args and args[0].isupper():  # the synopsis: COMMAND IN.jsonl ...
                continue
            try:
                gridlogic.dask._parser().parse_args(args)
            except SystemExit:
                pytest.fail(f"{name}: {line} does not parse")
            parsed += 1
    assert parsed >= 3


def levels_and_params(type_word):
    for listed in gridlogic.types():
        names = [listed["name"]] + [alias["name"] for alias in listed.get("aliases", [])]
        if type_word in names:
            return listed
    return None


def generate_requests():
    """(where, type, parameters) of every generate(...) call with a literal type and of every
    one-line JSON object with a "type" and a generate parameter, in every checked place."""
    params = {p["name"] for t in gridlogic.types() for p in t["generate_params"]}
    for name, text in documents():
        for call in re.finditer(r"generate\(\s*\"(\w+)\"[^()\n]*\)", text):
            node = ast.parse(call.group(0).replace('\\"', '"'), mode="eval").body
            keywords = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
            yield f"{name}: {call.group(0)}", node.args[0].value, keywords
        for found in re.finditer(r"\{[^{}\n]*\"type\"[^{}\n]*\}", text):
            try:
                request = json.loads(found.group(0).replace('\\"', '"'))
            except ValueError:
                continue
            if isinstance(request, dict) and params & set(request):
                request.pop("id", None)
                yield f"{name}: {found.group(0)}", request.pop("type"), request


def test_every_generate_example_names_levels_its_type_has():
    seen = 0
    for where, type_word, request in generate_requests():
        listed = levels_and_params(type_word)
        assert listed is not None, f"{where}: no type {type_word!r}"
        for key, value in request.items():
            if key in ("seed", "with_solution", "timeout"):
                continue
            param = next((p for p in listed["generate_params"]
                          if p["name"] == key.replace("_", "-")), None)
            assert param is not None, f"{where}: {type_word} has no parameter {key}"
            if "choices" in param:
                assert value in param["choices"], (
                    f"{where}: {type_word} has no {key} {value!r} (use one of "
                    f"{', '.join(param['choices'])})")
        # The API agrees: a level the type lacks is refused before any work starts; a good one
        # only runs into the time limit.
        keywords = {k.replace("-", "_"): v for k, v in request.items() if k != "timeout"}
        try:
            gridlogic.generate(type_word, **{**keywords, "timeout": 0.001})
        except gridlogic.InputError as error:
            pytest.fail(f"{where}: refused: {error}")
        seen += 1
    assert seen >= 4


def test_the_package_docstrings_run():
    result = doctest.testmod(gridlogic, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 3 and result.failed == 0
