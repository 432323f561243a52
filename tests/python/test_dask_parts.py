"""python3 -m gridlogic.dask min: Lights Out's fewest presses searched in parts on a local
cluster of two worker processes. The parts merge to the command line's proved minimum (and to
A075464's a(61) = 1629, or a(65) = 1867, with a worker killed mid-run), a checkpoint resumes a
stopped run, and bad runs exit 2 naming what is wrong."""

import json
import os
import subprocess
import sys

import pytest

from conftest import kill_a_busy_worker, without_times

distributed = pytest.importorskip("distributed")


def all_on(path, n):
    path.write_text(json.dumps({"type": "lightsout", "grid": ["1" * n] * n}) + "\n")
    return path


def run_min(puzzle, out, *args, timeout=600):
    return subprocess.run([sys.executable, "-m", "gridlogic.dask", "min", str(puzzle), str(out),
                           *args], capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ))


def presses_solve(result, n):
    """Whether the presses turn every light of the all-on n x n board off (checked here, by the
    neighbourhood rule, not by the library)."""
    grid = [[int(c) for c in row] for row in result["presses"]]
    for r in range(n):
        for c in range(n):
            flips = grid[r][c] + sum(grid[r + dr][c + dc]
                                     for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                                     if 0 <= r + dr < n and 0 <= c + dc < n)
            if flips % 2 != 1:
                return False
    return True


@pytest.mark.parametrize("n, parts", [(67, 5), (5, 3)])
def test_parts_merge_to_the_command_lines_proved_minimum(cli, tmp_path, n, parts):
    # n = 67: a kernel of 32 dimensions, split; n = 5: 2 dimensions, searched whole by part 1.
    puzzle = all_on(tmp_path / "board.json", n)
    _, [whole] = cli("solve", "--min", "--json", str(puzzle))
    out = tmp_path / "out.json"
    done = run_min(puzzle, out, "--parts", str(parts), "--workers", "2")
    assert done.returncode == 0, done.stderr
    merged = json.loads(out.read_text())
    assert merged["min_presses"] == whole["min_presses"]
    assert merged["min_proved"] is True and merged["parts"] == parts
    assert "part" not in merged and "part_searched" not in merged
    assert sum(row.count("1") for row in merged["presses"]) == merged["min_presses"]
    assert presses_solve(merged, n)
    same = {k: v for k, v in without_times(merged).items() if k not in ("presses", "parts")}
    assert same == {k: v for k, v in without_times(whole).items() if k != "presses"}


# A075464 a(n) for the boards whose kernels the fibre search splits. n = 61 (40 dimensions,
# about 45 s of CPU) runs in make test; GRIDLOGIC_PARTS_N=65 (42 dimensions, about 200 s) runs
# the larger one (docs/scaling.md).
PROVED_MINIMA = {61: 1629, 65: 1867}


def test_a_worker_killed_mid_run_still_proves_the_minimum(tmp_path):
    n = int(os.environ.get("GRIDLOGIC_PARTS_N", "61"))
    puzzle = all_on(tmp_path / f"allon-{n}.json", n)
    checkpoint = tmp_path / "parts.jsonl"
    out = tmp_path / "out.json"
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    client = distributed.Client(cluster)
    try:
        runner = subprocess.Popen(
            [sys.executable, "-m", "gridlogic.dask", "min", str(puzzle), str(out), "--parts", "12",
             "--checkpoint", str(checkpoint), "--scheduler", cluster.scheduler_address],
            stderr=subprocess.PIPE, text=True, env=dict(os.environ))
        # Once a part is in the checkpoint, kill a worker process while it searches another.
        code, stderr = kill_a_busy_worker(
            client, runner,
            lambda: checkpoint.exists() and len(checkpoint.read_text().splitlines()) >= 2, wait=900)
    finally:
        client.close()
        cluster.close()
    assert code == 0, stderr
    merged = json.loads(out.read_text())
    assert merged["min_presses"] == PROVED_MINIMA[n] and merged["min_proved"] is True
    assert presses_solve(merged, n)
    # Each part is in the checkpoint once, however often it ran.
    indices = [json.loads(line)["part_index"] for line in checkpoint.read_text().splitlines()[1:]]
    assert sorted(indices) == list(range(1, 13))


def test_a_checkpoint_resumes_a_stopped_run(tmp_path):
    puzzle = all_on(tmp_path / "board.json", 67)
    checkpoint = tmp_path / "parts.jsonl"
    first = run_min(puzzle, tmp_path / "first.json", "--parts", "6", "--workers", "2",
                    "--checkpoint", str(checkpoint))
    assert first.returncode == 0, first.stderr
    # A run stopped after two parts, the third half written.
    lines = checkpoint.read_text().splitlines(keepends=True)
    checkpoint.write_text("".join(lines[:3]) + lines[3][:40])
    second = run_min(puzzle, tmp_path / "second.json", "--parts", "6", "--workers", "2",
                     "--checkpoint", str(checkpoint))
    assert second.returncode == 0, second.stderr
    assert "2 of 6 parts from the checkpoint" in second.stderr
    assert second.stderr.count(" parts done") == 4
    assert json.loads((tmp_path / "second.json").read_text())["min_presses"] == 2015


def test_bad_runs_exit_2_naming_what_is_wrong(tmp_path):
    puzzle = all_on(tmp_path / "board.json", 67)
    checkpoint = tmp_path / "parts.jsonl"
    checkpoint.write_text(json.dumps({"puzzle_sha256": "0" * 64, "parts": 6}) + "\n")
    other = run_min(puzzle, "-", "--parts", "6", "--workers", "1", "--checkpoint", str(checkpoint))
    assert other.returncode == 2 and "line 1: the checkpoint is of another puzzle" in other.stderr
    assert other.stdout == ""
    for args, words in ((["--parts", "0"], "--parts: 0"), (["--retries", "-1"], "--retries"),
                        (["--parts", "2", "--engine", "sat"], "--engine: only solve and count")):
        bad = run_min(puzzle, "-", *args, "--workers", "1")
        assert bad.returncode == 2 and words in bad.stderr, bad.stderr
    sudoku = tmp_path / "sudoku.json"
    sudoku.write_text(json.dumps({"type": "sudoku", "grid": ["." * 9] * 9}) + "\n")
    wrong = run_min(sudoku, "-", "--parts", "2", "--workers", "1")
    assert wrong.returncode == 2 and "Lights Out" in wrong.stderr, wrong.stderr
    solve = subprocess.run([sys.executable, "-m", "gridlogic.dask", "solve", str(puzzle), "-",
                            "--parts", "2"], capture_output=True, text=True, timeout=60)
    assert solve.returncode == 2 and "only min takes them" in solve.stderr


def test_part_files_of_the_command_line_merge_as_scaling_md_says(cli, tmp_path):
    # docs/scaling.md's Slurm recipe: each array task writes one part's result; then merge_files.
    from gridlogic.dask_parts import PartsError, merge_files

    puzzle = all_on(tmp_path / "board.json", 67)
    files = []
    for index in range(1, 5):
        code, [result] = cli("solve", "--min", "--part", f"{index}/4", "--json", str(puzzle))
        assert code == 0 and result["part"] == f"{index}/4" and result["part_searched"] is True
        assert result["min_proved"] is False  # a part alone proves nothing
        files.append(tmp_path / f"part-{index}.json")
        files[-1].write_text(json.dumps(result))
    merged = merge_files([str(f) for f in files])
    assert merged["min_presses"] == 2015 and merged["min_proved"] is True
    with pytest.raises(PartsError, match="have no answer"):
        merge_files([str(f) for f in files[:3]])
    with pytest.raises(PartsError, match="given twice"):
        merge_files([str(f) for f in files + files[:1]])
