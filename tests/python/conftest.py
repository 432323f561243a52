"""Shared fixtures: where the build and the sources are, and the CLI to cross-check against.

ctest runs these tests with PYTHONPATH=<build>/python and GRIDLOGIC_BUILD_DIR=<build>.
"""

import json
import os
import subprocess

import pytest

SOURCE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD_DIR = os.environ.get("GRIDLOGIC_BUILD_DIR", os.path.join(SOURCE_DIR, "build"))
EXAMPLES = os.path.join(SOURCE_DIR, "examples")


@pytest.fixture(scope="session")
def cli():
    """Runs the gridlogic program; answers (exit code, result dicts of its --json lines)."""
    program = os.path.join(BUILD_DIR, "gridlogic")
    if not os.path.exists(program):
        pytest.skip(f"no {program}")

    def run(*args, stdin=None):
        done = subprocess.run([program, *args], input=stdin, capture_output=True, text=True,
                              timeout=300)
        lines = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
        return done.returncode, lines

    return run


def without_times(result):
    """A result without the fields that differ between two runs of the same call."""
    if isinstance(result, dict):
        return {key: without_times(value) for key, value in result.items()
                if key not in ("time_ms",)}
    if isinstance(result, list):
        return [without_times(value) for value in result]
    return result
