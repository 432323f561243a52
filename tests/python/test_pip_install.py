"""`pip install .` and `pip wheel .` offline, through the in-tree backend (python/build_backend.py),
reusing the build ctest runs in: docs/python.md's Installing steps as written into a fresh venv
(the dask extra, `python3 -m gridlogic.dask` in it, the build's progress on the terminal while
pip hides the build's output), and a wheel that holds the whole package."""

import base64
import csv
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import textwrap
import zipfile

import pytest

from conftest import BUILD_DIR, SOURCE_DIR

PYTHON_MD = os.path.join(SOURCE_DIR, "docs", "python.md")


def installing_steps():
    """The sh block of docs/python.md's section Installing."""
    with open(PYTHON_MD, encoding="utf-8") as f:
        text = f.read()
    section = text.split("## Installing", 1)[1].split("\n## ", 1)[0]
    return re.search(r"^```sh\n(.*?)^```", section, flags=re.M | re.S).group(1)


def offline_env(home):
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env["GRIDLOGIC_BUILD_DIR"] = BUILD_DIR  # the build ctest runs in: nothing compiled twice
    env["PIP_NO_INDEX"] = "1"
    env["HOME"] = str(home)  # ~/gl of the steps: a venv of this test's own
    # `python3` is the interpreter the tests run with (the build's), as on a Debian machine.
    env["PATH"] = os.path.dirname(sys.executable) + os.pathsep + env.get("PATH", "")
    return env


def test_the_documented_steps_install_offline_with_progress_and_dask(tmp_path):
    if subprocess.run([sys.executable, "-c", "import venv, ensurepip"]).returncode != 0:
        pytest.skip("no venv module (Debian's python3-venv)")
    pytest.importorskip("distributed")
    home = tmp_path / "home"
    work = tmp_path / "work"
    home.mkdir()
    work.mkdir()
    lines = []
    for line in installing_steps().splitlines():
        if line.startswith("scripts/install-deps"):
            continue  # Debian packages: the machine has them (the build needs them too)
        lines.append(line)
        if "pip install" in line:  # the rest writes files: into this test's folder
            lines.append(f"cd {work}")
    assert any("--system-site-packages" in line or "[dask]" in line for line in lines)
    script = tmp_path / "steps.sh"
    script.write_text("set -ex\n" + "\n".join(lines) + "\n")
    output = tmp_path / "output.txt"
    command = f"bash {script} > {output} 2>&1"
    typescript = tmp_path / "terminal.txt"
    # A terminal for the run (`script` gives it one) while pip's output goes to a file, as in
    # `pip install . > log`: pip then prints nothing of the build, and the progress reaches the
    # terminal through /dev/tty.
    terminal = shutil.which("script")
    # `script` needs a pseudo-terminal; a root without /dev/pts (a bare chroot) has none, and the
    # steps then run without a terminal, where the progress has nowhere to go but the log.
    if terminal and subprocess.run([terminal, "-qec", "true", os.devnull],
                                   stdin=subprocess.DEVNULL, capture_output=True).returncode != 0:
        terminal = None
    if terminal:
        run = [terminal, "-qefc", command, str(typescript)]
    else:
        run = ["bash", "-c", command]
    done = subprocess.run(run, cwd=SOURCE_DIR, env=offline_env(home), stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=1800)
    log = output.read_text()
    assert done.returncode == 0, log[-3000:] + done.stderr[-1000:]
    puzzles = (work / "puzzles.jsonl").read_text().splitlines()
    assert len(puzzles) == 1 and '"cages"' in puzzles[0], log[-2000:]
    assert "gridlogic: building" not in log  # pip hid the build's output ...
    if terminal:  # ... and the terminal saw it
        shown = typescript.read_text(errors="replace")
        assert "gridlogic: building the Python module" in shown, shown[-2000:]
        assert "gridlogic: building: done" in shown, shown[-2000:]
        assert os.path.join(BUILD_DIR, "pip-build.log") in shown, shown[-2000:]
    with open(os.path.join(BUILD_DIR, "pip-build.log"), encoding="utf-8") as f:
        assert "--target gridlogic_python" in f.read()

    venv = home / "gl"
    check = textwrap.dedent("""
        import gridlogic, os
        puzzle = gridlogic.generate("dominosa", seed=5, max=4)
        assert gridlogic.solve(puzzle, engine="milp")["status"] == "solved"
        assert gridlogic.render(puzzle, to="png").startswith(b"\\x89PNG")
        folder = os.path.dirname(gridlogic.__file__)
        assert os.path.exists(os.path.join(folder, "py.typed"))
        with open("/proc/self/maps") as maps:
            loaded = {line.split()[-1] for line in maps if line.rstrip().endswith(".so")}
        for module in ("gridlogic_milp.so", "gridlogic_cairo.so"):
            assert os.path.join(folder, module) in loaded, (module, sorted(loaded))
        print(folder)
    """)
    ran = subprocess.run([str(venv / "bin" / "python"), "-c", check], capture_output=True,
                         text=True, env=offline_env(home), cwd=str(tmp_path), timeout=120)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.strip().startswith(str(venv))


def record_of(wheel):
    """The RECORD of an open wheel, checked against the files it holds: {path: size}."""
    info = next(n for n in wheel.namelist() if n.endswith(".dist-info/RECORD"))
    sizes = {}
    for path, digest, size in csv.reader(io.StringIO(wheel.read(info).decode())):
        if path == info:
            continue
        data = wheel.read(path)
        expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        assert digest == f"sha256={expected}" and int(size) == len(data), path
        sizes[path] = len(data)
    assert set(sizes) | {info} == set(wheel.namelist())
    return sizes


def test_pip_wheel_makes_a_whole_wheel_and_the_hooks_answer(tmp_path, monkeypatch):
    env = offline_env(tmp_path)
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-index", "--no-deps",
                           "-w", str(tmp_path), SOURCE_DIR], capture_output=True, text=True,
                          env=env, timeout=1800)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    wheels = list(tmp_path.glob("gridlogic-*.whl"))
    assert len(wheels) == 1
    tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
    assert f"-{tag}-{tag}-" in wheels[0].name
    with zipfile.ZipFile(wheels[0]) as wheel:
        files = record_of(wheel)
        metadata = wheel.read(next(n for n in files if n.endswith("/METADATA"))).decode()
    for name in ("__init__.py", "dask.py", "py.typed", "_native.pyi", "gridlogic_milp.so",
                 "gridlogic_m4ri.so", "gridlogic_cairo.so"):
        assert f"gridlogic/{name}" in files, sorted(files)
    assert any(re.match(r"gridlogic/_native\..*\.so$", name) for name in files)
    assert "gridlogic/gridlogic_http.so" not in files  # serve's transport: no part of it
    assert "Provides-Extra: dask" in metadata
    assert 'Requires-Dist: distributed; extra == "dask"' in metadata

    # The hooks pip may ask before building: nothing to install, and the same metadata without
    # a build, with or without tomllib (Pythons before 3.11 read pyproject.toml by hand).
    monkeypatch.syspath_prepend(os.path.join(SOURCE_DIR, "python"))
    import build_backend

    assert build_backend.get_requires_for_build_wheel() == []
    info = build_backend.prepare_metadata_for_build_wheel(str(tmp_path))
    assert (tmp_path / info / "METADATA").read_text() == metadata
    monkeypatch.setitem(sys.modules, "tomllib", None)  # import tomllib fails
    assert build_backend._metadata(build_backend._version()) == metadata
