"""python3 -m gridlogic.dask on a local cluster of two worker processes: results equal the
command line's in input order, bad lines answered in place, and a worker killed mid-run loses
nothing and doubles nothing."""

import json
import os
import subprocess
import sys

import pytest

import gridlogic
from conftest import kill_a_busy_worker, without_times

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def cluster():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    client = distributed.Client(cluster)
    yield cluster, client
    client.close()
    cluster.close()


def write_lines(path, objects):
    path.write_text("".join(json.dumps(o) + "\n" for o in objects))


def run_module(*args, timeout=300):
    return subprocess.run([sys.executable, "-m", "gridlogic.dask", *args], capture_output=True,
                          text=True, timeout=timeout, env=dict(os.environ))


def read_results(path):
    return [json.loads(line) for line in path.read_text().splitlines()]


def killers(count):
    return [gridlogic.generate("killer", seed=s, max_cage=4) for s in range(1, count + 1)]


def test_count_equals_the_command_line_in_input_order(cli, cluster, tmp_path):
    _, client = cluster
    puzzles = [gridlogic.generate("sudoku", seed=s) for s in range(1, 41)]
    for i, puzzle in enumerate(puzzles):  # some name themselves, some are their line
        if i % 3 == 0:
            puzzle["id"] = f"p{i}"
        else:
            del puzzle["id"]
    source = tmp_path / "in.jsonl"
    write_lines(source, puzzles)
    out = tmp_path / "out.jsonl"
    done = run_module("count", str(source), str(out), "--limit", "2", "--shard-size", "7",
                      "--scheduler", cluster[0].scheduler_address)
    assert done.returncode == 0, done.stderr
    _, expected = cli("count", "--json", "--limit", "2", str(source))
    assert [without_times(r) for r in read_results(out)] == [without_times(r) for r in expected]
    assert client.scheduler_info()["workers"]


def test_bad_lines_are_answered_in_place(cluster, tmp_path):
    source = tmp_path / "in.jsonl"
    good = gridlogic.generate("binox", seed=2, size=6)
    del good["id"]
    source.write_text(json.dumps(good) + "\n" + '{"type": "binox", "grid": ["X"]}\n' +
                      "not json\n\n" + json.dumps(good) + "\n")
    out = tmp_path / "out.jsonl"
    done = run_module("solve", str(source), str(out), "--scheduler", cluster[0].scheduler_address)
    assert done.returncode == 2
    results = read_results(out)
    assert [r["id"] for r in results] == ["1", "2", "3", "4"]
    assert [r["status"] for r in results] == ["solved", "invalid", "invalid", "solved"]
    assert results[1]["type"] == "binox" and results[1]["error"].startswith("line 2: ")


def test_generate_takes_parameters_a_line(cluster, tmp_path):
    source = tmp_path / "in.jsonl"
    requests = [{"type": "dominosa", "max": 4, "seed": s} for s in range(1, 6)]
    requests.append({"type": "dominosa", "max": 4, "seed": 9, "id": "mine"})
    write_lines(source, requests)
    out = tmp_path / "out.jsonl"
    done = run_module("generate", str(source), str(out), "--scheduler",
                      cluster[0].scheduler_address)
    assert done.returncode == 0, done.stderr
    results = read_results(out)
    assert [r["id"] for r in results] == ["1", "2", "3", "4", "5", "mine"]
    for request, result in zip(requests, results):
        alone = gridlogic.generate("dominosa", max=4, seed=request["seed"])
        assert result["grid"] == alone["grid"]


def test_a_worker_killed_mid_run_loses_nothing(cli, cluster, tmp_path):
    cluster_object, client = cluster
    puzzles = killers(120)
    source = tmp_path / "in.jsonl"
    write_lines(source, puzzles)
    _, expected = cli("grade", "--json", str(source))
    out = tmp_path / "out.jsonl"
    runner = subprocess.Popen(
        [sys.executable, "-m", "gridlogic.dask", "grade", str(source), str(out), "--shard-size",
         "3", "--window", "6", "--scheduler", cluster_object.scheduler_address],
        stderr=subprocess.PIPE, text=True, env=dict(os.environ))
    # Once results flow, kill a worker process while it holds shards.
    code, stderr = kill_a_busy_worker(client, runner,
                                      lambda: out.exists() and out.stat().st_size > 0)
    assert code == 0, stderr
    got = read_results(out)
    assert len(got) == len(puzzles)
    assert [without_times(r) for r in got] == [without_times(r) for r in expected]


def test_bad_command_lines_exit_2(tmp_path):
    source = tmp_path / "in.jsonl"
    source.write_text("")
    assert run_module("explode", str(source), "out").returncode == 2
    assert run_module("solve", str(tmp_path / "missing"), "out").returncode == 2
    assert run_module("solve", str(source), "out", "--shard-size", "0").returncode == 2
    assert run_module("grade", str(source), "out", "--limit", "2").returncode == 2


def test_a_time_limit_answers_timeout_with_exit_3(cluster, tmp_path):
    source = tmp_path / "in.jsonl"
    write_lines(source, [{"type": "sudoku", "size": 16, "givens": ["." * 16] * 16},
                         {"type": "sudoku", "givens": ["." * 9] * 9}])
    out = tmp_path / "out.jsonl"
    done = run_module("count", str(source), str(out), "--timeout", "0.2", "--scheduler",
                      cluster[0].scheduler_address)
    assert done.returncode == 3, done.stderr
    assert [r["status"] for r in read_results(out)] == ["timeout", "timeout"]
