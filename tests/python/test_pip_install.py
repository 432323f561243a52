"""`pip install .` offline into a fresh virtual environment: the installed package works from
anywhere, with its engine modules loaded from beside it rather than from the build tree."""

import os
import subprocess
import sys
import textwrap

import pytest

from conftest import BUILD_DIR, SOURCE_DIR


def test_pip_installs_offline_and_the_package_is_whole(tmp_path):
    venv = tmp_path / "venv"
    made = subprocess.run([sys.executable, "-m", "venv", str(venv)], capture_output=True,
                          text=True)
    if made.returncode != 0:
        pytest.skip("no venv module (Debian's python3-venv): " + made.stderr[-200:])
    python = str(venv / "bin" / "python")
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env["GRIDLOGIC_BUILD_DIR"] = BUILD_DIR  # the build ctest runs in: nothing compiled twice
    env["PIP_NO_INDEX"] = "1"
    installed = subprocess.run([python, "-m", "pip", "install", "--no-index", SOURCE_DIR],
                               capture_output=True, text=True, env=env, timeout=1800)
    assert installed.returncode == 0, installed.stdout[-2000:] + installed.stderr[-2000:]
    script = textwrap.dedent("""
        import gridlogic, os
        puzzle = gridlogic.generate("dominosa", seed=5, max=4)
        assert gridlogic.solve(puzzle, engine="milp")["status"] == "solved"
        assert gridlogic.render(puzzle, to="png").startswith(b"\\x89PNG")
        folder = os.path.dirname(gridlogic.__file__)
        with open("/proc/self/maps") as maps:
            loaded = {line.split()[-1] for line in maps if line.rstrip().endswith(".so")}
        for module in ("gridlogic_milp.so", "gridlogic_cairo.so"):
            assert os.path.join(folder, module) in loaded, (module, sorted(loaded))
        print(folder)
    """)
    ran = subprocess.run([python, "-c", script], capture_output=True, text=True, env=env,
                         cwd=str(tmp_path), timeout=120)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip().startswith(str(venv))
