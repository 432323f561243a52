"""The build backend of `pip install .` (PEP 517, named by pyproject.toml).

It needs nothing from the network: no build requirements, no setuptools. It builds the Python
module with CMake, as `make build` does (the Debian packages of scripts/install-deps must be
there), and packs the package folder that the build leaves in <build>/python/gridlogic/, with
the engine modules (CBC, M4RI, cairo) beside the native half, where it looks for them, into a
wheel for the running interpreter.

The build folder is `build/` when a `make build` made one (nothing is compiled twice), else
`build-pip/`; the config setting `build-dir` (`pip install . -C build-dir=DIR`) or the
environment variable GRIDLOGIC_BUILD_DIR names another.
"""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile

NAME = "gridlogic"
ENGINE_MODULES = ("gridlogic_milp.so", "gridlogic_m4ri.so", "gridlogic_cairo.so")
SOURCE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _version() -> str:
    with open(os.path.join(SOURCE, "CMakeLists.txt"), encoding="utf-8") as cmake:
        for line in cmake:
            if line.startswith("project(gridlogic VERSION "):
                return line.split("VERSION ")[1].split()[0]
    raise RuntimeError("CMakeLists.txt names no project version")


def _build_dir(config_settings) -> str:
    chosen = (config_settings or {}).get("build-dir") or os.environ.get("GRIDLOGIC_BUILD_DIR")
    if chosen:
        return os.path.abspath(chosen)
    made = os.path.join(SOURCE, "build")
    if os.path.exists(os.path.join(made, "CMakeCache.txt")):
        return made
    return os.path.join(SOURCE, "build-pip")


def _run(command) -> None:
    print("+", " ".join(command), file=sys.stderr, flush=True)
    try:
        subprocess.run(command, check=True, cwd=SOURCE)
    except FileNotFoundError as error:
        raise RuntimeError(f"{command[0]} is missing: run scripts/install-deps first") from error


def _build(build: str) -> str:
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    native = os.path.join(build, "python", NAME, "_native" + suffix)
    jobs = str(os.cpu_count() or 2)
    fresh = not os.path.exists(os.path.join(build, "CMakeCache.txt"))
    configure = ["cmake", "-S", SOURCE, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                 "-DGRIDLOGIC_PYTHON=ON"]
    if fresh:
        configure += ["-G", "Ninja" if shutil.which("ninja") else "Unix Makefiles",
                      "-DGRIDLOGIC_TESTS=OFF", "-DGRIDLOGIC_BENCH=OFF",
                      f"-DPython_EXECUTABLE={sys.executable}"]
    _run(configure)
    _run(["cmake", "--build", build, "--target", "gridlogic_python", "-j", jobs])
    if not os.path.exists(native):  # the folder was configured for another interpreter
        _run(configure + [f"-DPython_EXECUTABLE={sys.executable}"])
        _run(["cmake", "--build", build, "--target", "gridlogic_python", "-j", jobs])
    if not os.path.exists(native):
        raise RuntimeError(f"the build made no {native}")
    return native


def _tag() -> str:
    interpreter = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{interpreter}-{interpreter}-{platform}"


def _metadata(version: str) -> str:
    return (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {version}\n"
            "Summary: Exact solvers, explanations, grades and generators for logic puzzles\n"
            "Requires-Python: >=3.9\nLicense: MIT\n")


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    build = _build_dir(config_settings)
    native = _build(build)
    version = _version()
    package = os.path.dirname(native)
    files = {}
    for name in sorted(os.listdir(package)):
        if name.endswith(".py") or name == os.path.basename(native):
            with open(os.path.join(package, name), "rb") as f:
                files[f"{NAME}/{name}"] = f.read()
    for name in ENGINE_MODULES:
        with open(os.path.join(build, name), "rb") as f:
            files[f"{NAME}/{name}"] = f.read()
    info = f"{NAME}-{version}.dist-info"
    files[f"{info}/METADATA"] = _metadata(version).encode()
    files[f"{info}/WHEEL"] = (f"Wheel-Version: 1.0\nGenerator: gridlogic build_backend\n"
                              f"Root-Is-Purelib: false\nTag: {_tag()}\n").encode()
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


def get_requires_for_build_wheel(config_settings=None):
    return []
