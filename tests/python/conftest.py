"""Shared fixtures: where the build and the sources are, and the CLI to cross-check against.

ctest runs these tests with PYTHONPATH=<build>/python and GRIDLOGIC_BUILD_DIR=<build>.
"""

import json
import os
import signal
import subprocess
import time

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


def kill_a_busy_worker(client, runner, started, wait=300):
    """Once ``started()`` says the run ``runner`` (a gridlogic.dask process) has results, kills a
    worker process of ``client``'s cluster while it holds tasks; answers the run's exit code and
    standard error."""
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and not started():
        time.sleep(0.02)
    pids = client.run(os.getpid)
    busy = [address for address, tasks in client.processing().items() if tasks]
    assert busy and runner.poll() is None, "the run ended before a worker could be killed"
    os.kill(pids[busy[0]], signal.SIGKILL)
    try:
        code = runner.wait(timeout=wait)
    finally:
        runner.kill()
    return code, runner.stderr.read()
