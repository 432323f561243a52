"""The build backend of `pip install .` and `pip wheel .` (PEP 517, named by pyproject.toml).

It needs nothing from the network: no build requirements, no setuptools. It builds the Python
module with CMake, as `make build` does (the Debian packages of scripts/install-deps must be
there), and packs the package (python/gridlogic/: its .py files and py.typed), the native half
the build leaves in <build>/python/gridlogic/ and the engine modules (CBC, M4RI, cairo) beside
it, where it looks for them, into a wheel for the running interpreter. The metadata (name,
summary, extras) is pyproject.toml's [project]; the version is CMakeLists.txt's project().

The build folder is `build/` when a `make build` made one (nothing is compiled twice), else
`build-pip/`; the config setting `build-dir` (`pip install . --config-settings build-dir=DIR`,
`-C build-dir=DIR` from pip 23.1 on) or the environment variable GRIDLOGIC_BUILD_DIR names
another. Only the target gridlogic_python is
built, and a build folder made here leaves out what the module does not need (the tests, the
benchmarks, the HTTP transport).

pip hides a backend's output unless `-v`: the whole build log goes to <build>/pip-build.log, and
progress lines (the step count, the time, where the log is) go to the terminal itself, through
/dev/tty, when the process has one.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import time
import zipfile
from typing import Dict, List, Optional

NAME = "gridlogic"
ENGINE_MODULES = ("gridlogic_milp.so", "gridlogic_m4ri.so", "gridlogic_cairo.so")
SOURCE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(SOURCE, "python", NAME)
LOG_NAME = "pip-build.log"


def _version() -> str:
    with open(os.path.join(SOURCE, "CMakeLists.txt"), encoding="utf-8") as cmake:
        for line in cmake:
            if line.startswith("project(gridlogic VERSION "):
                return line.split("VERSION ")[1].split()[0]
    raise RuntimeError("CMakeLists.txt names no project version")


def _toml_value(text: str):
    """A value of the few shapes pyproject.toml's [project] uses here: a string, a list of
    strings, an inline table of strings (for Pythons before 3.11, which have no tomllib)."""
    text = text.strip()
    if text.startswith("["):
        return re.findall(r'"([^"]*)"', text)
    if text.startswith("{"):
        return dict(re.findall(r'([A-Za-z0-9_-]+)\s*=\s*"([^"]*)"', text))
    return text.strip('"')


def _pyproject() -> Dict:
    path = os.path.join(SOURCE, "pyproject.toml")
    try:
        import tomllib
    except ImportError:
        tomllib = None
    if tomllib is not None:
        with open(path, "rb") as f:
            return tomllib.load(f)
    document: Dict = {}
    table: Dict = document
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.split(" #")[0].strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("["):
                table = document
                for part in line.strip("[]").split("."):
                    table = table.setdefault(part, {})
            elif "=" in line:
                key, value = line.split("=", 1)
                table[key.strip().strip('"')] = _toml_value(value)
    return document


def _metadata(version: str) -> str:
    project = _pyproject()["project"]
    lines = ["Metadata-Version: 2.1", f"Name: {project['name']}", f"Version: {version}",
             f"Summary: {project['description']}",
             f"Requires-Python: {project['requires-python']}",
             f"License: {project.get('license', {}).get('text', '')}"]
    for requirement in project.get("dependencies", []):
        lines.append(f"Requires-Dist: {requirement}")
    for extra, requirements in project.get("optional-dependencies", {}).items():
        lines.append(f"Provides-Extra: {extra}")
        lines += [f'Requires-Dist: {requirement}; extra == "{extra}"'
                  for requirement in requirements]
    return "\n".join(lines) + "\n"


def _build_dir(config_settings) -> str:
    chosen = (config_settings or {}).get("build-dir") or os.environ.get("GRIDLOGIC_BUILD_DIR")
    if chosen:
        return os.path.abspath(chosen)
    made = os.path.join(SOURCE, "build")
    if os.path.exists(os.path.join(made, "CMakeCache.txt")):
        return made
    return os.path.join(SOURCE, "build-pip")


class _Progress:
    """Where the build's progress goes. The whole output of CMake and the compiler goes to the
    log file and to stderr (pip shows it with -v, and when the build fails); when stderr is not
    the terminal (pip captures it) the progress lines go to /dev/tty as well."""

    def __init__(self, log_path: str):
        self.log_path = log_path
        self.log = open(log_path, "w", encoding="utf-8")
        self.tty = None
        self.told = False
        if not sys.stderr.isatty():
            try:
                self.tty = open("/dev/tty", "w", encoding="utf-8")
            except OSError:  # no controlling terminal: a CI job, a service
                self.tty = None
        self.start = time.monotonic()

    def say(self, line: str) -> None:
        line = f"gridlogic: {line}"
        print(line, file=sys.stderr, flush=True)
        self.log.write(line + "\n")
        self.log.flush()
        if self.tty is not None:
            # pip's spinner, when it has one on this terminal, sits at the end of its line
            # "Building wheel ... |": the first line goes below it, each next one over the
            # spinner's character that the line before left.
            lead = "\n" if not self.told else "\r\033[K"
            self.told = True
            try:
                self.tty.write(lead + line + "\n")
                self.tty.flush()
            except OSError:
                self.tty = None

    def elapsed(self) -> str:
        seconds = int(time.monotonic() - self.start)
        return f"{seconds // 60}m{seconds % 60:02d}s"

    def close(self) -> None:
        self.log.close()
        if self.tty is not None:
            self.tty.close()


# "[12/345] Building CXX object ..." (Ninja), "[ 12%] Building CXX object ..." (Makefiles)
_STEP = re.compile(r"^\[\s*(\d+)(?:/(\d+)|%)\]\s*(.*)")


def _run(command: List[str], progress: _Progress, what: Optional[str] = None) -> None:
    """Runs ``command``, its output into the log and stderr; with ``what``, says every 10
    seconds (and at the end) how far the build is."""
    progress.log.write("+ " + " ".join(command) + "\n")
    progress.log.flush()
    print("+", " ".join(command), file=sys.stderr, flush=True)
    try:
        child = subprocess.Popen(command, cwd=SOURCE, stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True, errors="replace",
                                 bufsize=1)
    except FileNotFoundError as error:
        raise RuntimeError(f"{command[0]} is missing: run scripts/install-deps first") from error
    said = time.monotonic()
    last = ""
    with child:
        assert child.stdout is not None
        for line in child.stdout:
            sys.stderr.write(line)
            progress.log.write(line)
            step = _STEP.match(line)
            if what is None or not step:
                continue
            done, total, name = step.groups()
            last = f"{done}/{total} steps" if total else f"{done}%"
            if time.monotonic() - said >= 10 or (total and done == total):
                progress.say(f"{what}: {last}, {progress.elapsed()}  {name.strip()[:90]}")
                said = time.monotonic()
        sys.stderr.flush()
        progress.log.flush()
    if child.returncode != 0:
        progress.say(f"{command[0]} failed (exit {child.returncode}): see {progress.log_path}")
        raise subprocess.CalledProcessError(child.returncode, command)
    if what is not None:
        progress.say(f"{what}: done ({last or 'nothing to do'}), {progress.elapsed()}")


def _build(build: str) -> str:
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    native = os.path.join(build, "python", NAME, "_native" + suffix)
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 2)
    fresh = not os.path.exists(os.path.join(build, "CMakeCache.txt"))
    configure = ["cmake", "-S", SOURCE, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                 "-DGRIDLOGIC_PYTHON=ON"]
    if fresh:  # only what the module needs: no tests, no benchmarks, no HTTP transport
        configure += ["-G", "Ninja" if shutil.which("ninja") else "Unix Makefiles",
                      "-DGRIDLOGIC_TESTS=OFF", "-DGRIDLOGIC_BENCH=OFF",
                      "-DGRIDLOGIC_WITH_HTTP=OFF", f"-DPython_EXECUTABLE={sys.executable}"]
    os.makedirs(build, exist_ok=True)
    progress = _Progress(os.path.join(build, LOG_NAME))
    try:
        progress.say(f"configuring {build}; the whole log: tail -f {progress.log_path} "
                     "(or pip install -v)")
        _run(configure, progress)
        compile_all = "the first build compiles the whole library: about 10 minutes on 2 cores"
        progress.say(f"building the Python module with {jobs} jobs"
                     + (f" ({compile_all})" if fresh else ""))
        build_command = ["cmake", "--build", build, "--target", "gridlogic_python", "-j", jobs]
        _run(build_command, progress, "building")
        if not os.path.exists(native):  # the folder was configured for another interpreter
            progress.say(f"configuring {build} again for {sys.executable}")
            _run(configure + [f"-DPython_EXECUTABLE={sys.executable}"], progress)
            _run(build_command, progress, "building")
    finally:
        progress.close()
    if not os.path.exists(native):
        raise RuntimeError(f"the build made no {native}")
    return native


def _tag() -> str:
    interpreter = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{interpreter}-{interpreter}-{platform}"


def _dist_info(version: str) -> Dict[str, bytes]:
    info = f"{NAME}-{version}.dist-info"
    return {
        f"{info}/METADATA": _metadata(version).encode(),
        f"{info}/WHEEL": (f"Wheel-Version: 1.0\nGenerator: gridlogic build_backend\n"
                          f"Root-Is-Purelib: false\nTag: {_tag()}\n").encode(),
    }


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def _package_files(native: str) -> Dict[str, bytes]:
    """The wheel's package: the Python files and py.typed from the source folder, the native
    half from the build, and the engine modules that the build made."""
    files = {}
    for name in sorted(os.listdir(PACKAGE)):
        if name.endswith((".py", ".pyi")) or name == "py.typed":
            with open(os.path.join(PACKAGE, name), "rb") as f:
                files[f"{NAME}/{name}"] = f.read()
    with open(native, "rb") as f:
        files[f"{NAME}/{os.path.basename(native)}"] = f.read()
    build = os.path.dirname(os.path.dirname(os.path.dirname(native)))
    for name in ENGINE_MODULES:  # a part the build left out answers "not available"
        path = os.path.join(build, name)
        if os.path.exists(path):
            with open(path, "rb") as f:
                files[f"{NAME}/{name}"] = f.read()
    return files


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    native = _build(_build_dir(config_settings))
    files = _package_files(native)
    files.update(_dist_info(version))
    info = f"{NAME}-{version}.dist-info"
    record = [_record_line(path, data) for path, data in files.items()]
    record.append(f"{info}/RECORD,,")
    wheel_name = f"{NAME}-{version}-{_tag()}.whl"
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w",
                         zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files.items():
            entry = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            entry.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(entry, data)
        wheel.writestr(f"{info}/RECORD", "\n".join(record) + "\n")
    return wheel_name


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    """The wheel's .dist-info without building anything (pip asks for it first)."""
    for path, data in _dist_info(_version()).items():
        target = os.path.join(metadata_directory, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
    return f"{NAME}-{_version()}.dist-info"


def get_requires_for_build_wheel(config_settings=None):
    return []
