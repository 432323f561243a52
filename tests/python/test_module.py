"""The Python module: every call against the command line's answers for the same puzzle, errors,
time limits, the GIL and Ctrl-C."""

import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest

import gridlogic
import gridlogic.dask
from conftest import EXAMPLES, SOURCE_DIR, without_times

EXAMPLE_FILES = ["sudoku.txt", "binox.txt", "lightsout.txt", "dominosa.json"]
# A puzzle of every type, with an alias, as the module generates them.
GENERATED = [("sudoku", {}), ("killer", {"max_cage": 4}), ("dominosa", {"max": 5}),
             ("binox", {"size": 6}), ("unruly", {"size": 8}), ("lightsout", {"size": 6})]


def example(name):
    with open(os.path.join(EXAMPLES, name), encoding="utf-8") as f:
        return f.read()


@pytest.mark.parametrize("name", EXAMPLE_FILES)
@pytest.mark.parametrize("command,options,cli_args", [
    ("solve", {}, []),
    ("count", {"limit": 2}, ["--limit", "2"]),
    ("grade", {}, []),
    ("explain", {}, []),
    ("hint", {"depth": "nudge"}, ["--depth", "nudge"]),
])
def test_results_are_the_command_lines(cli, name, command, options, cli_args):
    code, expected = cli(command, "--json", *cli_args, os.path.join(EXAMPLES, name))
    assert len(expected) == 1, expected
    got = getattr(gridlogic, command)(example(name), **options)
    assert without_times(got) == without_times(expected[0])


@pytest.mark.parametrize("type_word,params", GENERATED)
def test_generate_solve_verify_round_trip(cli, type_word, params):
    puzzle = gridlogic.generate(type_word, seed=11, **params)
    assert puzzle["type"] in (type_word, "binox") and puzzle["seed"] == 11
    # The same puzzle as the command line generates from the same seed.
    cli_args = [f"--{name.replace('_', '-')}={value}" for name, value in params.items()]
    _, lines = cli("generate", type_word, "--seed", "11", *cli_args)
    assert without_times(puzzle) == without_times(lines[0])
    counted = gridlogic.count(puzzle, limit=2)
    assert counted["status"] == "solved" and counted["num_solutions"] == 1
    solved = gridlogic.solve(puzzle)
    field = gridlogic._solution_field(puzzle)
    verdict = gridlogic.verify(puzzle, solved[field])
    assert verdict["status"] == "valid", verdict
    grade = gridlogic.grade(puzzle)
    assert grade["status"] == "solved" and not grade["guessed"]


def test_engines_agree_and_models_export():
    puzzle = gridlogic.generate("dominosa", seed=3, max=4)
    native = gridlogic.solve(puzzle)
    for engine in ("milp", "sat"):
        assert gridlogic.solve(puzzle, engine=engine)["status"] == "solved"
    assert gridlogic.count(puzzle, engine="sat", limit=2)["num_solutions"] == 1
    assert native["status"] == "solved"
    lp = gridlogic.export(puzzle)
    assert lp.startswith("\\") and "Subject To" in lp
    cnf = gridlogic.export(puzzle, to="cnf")
    assert any(line.startswith("p cnf ") for line in cnf.splitlines())
    assert gridlogic.export(puzzle, to="mps").count("ROWS") == 1


def test_render_and_convert():
    svg = gridlogic.render(example("binox.txt"), with_solution=True)
    assert svg.startswith("<?xml") and "</svg>" in svg
    assert gridlogic.render(example("sudoku.txt"), to="png").startswith(b"\x89PNG")
    assert gridlogic.render(example("sudoku.txt"), to="pdf").startswith(b"%PDF")
    as_dict = gridlogic.convert(example("binox.txt"))
    assert as_dict["type"] == "binox"
    assert gridlogic.convert(as_dict, to="text") == example("binox.txt")


def test_read_every_spelling(tmp_path):
    puzzles = gridlogic.read(os.path.join(EXAMPLES, "sudoku.txt"))
    assert len(puzzles) == 1 and puzzles[0]["type"] == "sudoku"
    batch = tmp_path / "batch.jsonl"
    batch.write_text("\n".join(json.dumps(gridlogic.generate("binox", seed=s, size=6))
                               for s in range(1, 6)) + "\n")
    read = gridlogic.read(batch)
    assert [p["id"] for p in read] == ["1"] * 5 and len({json.dumps(p) for p in read}) == 5
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"type": "binox", "grid": ["X."]}\n')
    with pytest.raises(gridlogic.InputError) as error:
        gridlogic.read(bad)
    assert "line 1" in str(error.value)
    with pytest.raises(ValueError):
        gridlogic.read(tmp_path / "missing.jsonl")


def test_errors_name_what_and_where():
    with pytest.raises(gridlogic.InputError) as error:
        gridlogic.solve({"type": "sudoku", "givens": ["12"]})
    assert error.value.where == "field givens" and error.value.rule == "unsupported size"
    # A text's place counts the header's line, in where as in the message.
    with pytest.raises(gridlogic.InputError) as error:
        gridlogic.solve("binox\nXO\nO?\n")
    assert error.value.where == "line 3 (row 2), col 2"
    assert str(error.value).startswith("line 3 (row 2), col 2: ")
    with pytest.raises(gridlogic.InputError) as error:
        gridlogic.solve(example("sudoku.txt"), bogus=True)
    assert error.value.rule == "unknown parameter" and "bogus" in str(error.value)
    with pytest.raises(gridlogic.InputError):
        gridlogic.generate("sudoku", difficulty="impossible")
    with pytest.raises(gridlogic.InputError):
        gridlogic.solve(example("sudoku.txt"), timeout=-1)
    with pytest.raises(gridlogic.InputError):
        gridlogic.hint(example("sudoku.txt"), progress="not a position")
    with pytest.raises(TypeError):
        gridlogic.solve(42)


def test_the_exceptions_are_a_hierarchy():
    assert issubclass(gridlogic.InputError, gridlogic.Error)
    assert issubclass(gridlogic.InputError, ValueError)
    assert issubclass(gridlogic.NotAvailable, gridlogic.Error)
    assert issubclass(gridlogic.NotAvailable, RuntimeError)
    # Input that is fine but that this build cannot answer is no bad value.
    assert not issubclass(gridlogic.NotAvailable, ValueError)
    assert not issubclass(gridlogic.NotAvailable, gridlogic.InputError)


def test_a_missing_engine_is_not_available(tmp_path):
    script = textwrap.dedent('''
        import gridlogic
        try:
            gridlogic.solve(open(%r).read(), engine="milp")
        except ValueError as error:  # a bad input: NotAvailable must not land here
            print("ValueError:", error)
        except gridlogic.NotAvailable as error:
            print(type(error).__name__, error.rule, isinstance(error, gridlogic.Error), error)
    ''' % os.path.join(EXAMPLES, "sudoku.txt"))
    env = dict(os.environ, GRIDLOGIC_MODULE_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.stdout.startswith("NotAvailable not available True "), done.stdout + done.stderr
    assert "not installed" in done.stdout, done.stdout + done.stderr


def test_a_time_limit_answers_timeout():
    empty = {"type": "sudoku", "size": 16, "givens": ["." * 16] * 16}
    start = time.monotonic()
    result = gridlogic.count(empty, timeout=0.3)
    assert result["status"] == "timeout" and not result["complete"]
    assert result["stopped_by"] == "time_limit"
    assert time.monotonic() - start < 10


def test_exit_codes_are_the_native_librarys():
    """One table for the command line, the module's batches and gridlogic.dask: every status
    word's exit code, and a result line's status read as its own (not a word elsewhere in it)."""
    from gridlogic import _native

    words = {"solved": 0, "unsolvable": 1, "invalid": 2, "timeout": 3, "too_large": 3,
             "valid": 0, "wrong": 1, "hint": 0, "mistake": 1, "complete": 0}
    assert {word: _native.exit_code(word) for word in words} == words
    with pytest.raises(ValueError):
        _native.exit_code("finished")
    # An engine's refusal answered as a result is invalid, exit 2 as on the command line.
    assert gridlogic.dask._exit_code(
        '{"id":"1","type":"lightsout","status":"invalid","error":"too large: \"status\":'
        '\"solved\""}') == 2
    assert gridlogic.dask._exit_code('{"id":"1","type":"sudoku","status":"unsolvable"}') == 1
    assert gridlogic.dask._exit_code('{"type":"sudoku","status":"timeout","seed":1}') == 3
    assert gridlogic.dask._exit_code('{"type":"sudoku","size":9,"id":"1","seed":1}') == 0


def test_calls_release_the_gil():
    # A Python thread keeps counting while a native call runs on the main thread.
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.001)

    ticker = threading.Thread(target=tick)
    ticker.start()
    before = len(ticks)
    gridlogic.count({"type": "sudoku", "size": 16, "givens": ["." * 16] * 16}, timeout=0.5)
    during = len(ticks) - before
    stop.set()
    ticker.join()
    assert during > 20, during


def test_threads_call_concurrently():
    puzzles = [gridlogic.generate("killer", seed=s, max_cage=4) for s in range(1, 9)]
    results = [None] * len(puzzles)

    def work(i):
        results[i] = gridlogic.count(puzzles[i], limit=2)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(puzzles))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert all(r["num_solutions"] == 1 for r in results)


def test_ctrl_c_stops_a_long_call():
    script = textwrap.dedent("""
        import sys, time, gridlogic
        print("started", flush=True)
        start = time.monotonic()
        try:
            gridlogic.count({"type": "sudoku", "size": 16, "givens": ["." * 16] * 16})
        except KeyboardInterrupt:
            print("interrupted after %.1f s" % (time.monotonic() - start), flush=True)
            sys.exit(7)
        sys.exit(0)
    """)
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                             env=dict(os.environ))
    assert child.stdout.readline().strip() == "started"
    time.sleep(0.5)
    child.send_signal(signal.SIGINT)
    try:
        code = child.wait(timeout=20)
    finally:
        child.kill()
    assert code == 7
    assert child.stdout.readline().startswith("interrupted")


def test_the_module_knows_no_type_by_name():
    # The Python side is as thin as the server: no type name appears in its code.
    with open(os.path.join(SOURCE_DIR, "python", "gridlogic", "__init__.py")) as f:
        code = f.read()
    # Docstrings and comments may name types in examples; the code may not.
    code = re.sub(r'"""[\s\S]*?"""|#.*', "", code)
    for word in ("dominosa", "killer", "binox", "lightsout", "givens"):
        assert word not in code
