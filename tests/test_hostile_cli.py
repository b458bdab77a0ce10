"""A clumsy or crafty lab: a swapped suite, a suite the lint rejects, and CLI misuse, which
must end in one line and exit 2, never a traceback (issue 17)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pokercert import cli
from pokercert.paths import BASE_DIR_VARIABLE
from pokercert.spec_loader import clear_cache

REPO = Path(__file__).resolve().parents[1]
TAGS = "@clause:CR-003"


@pytest.fixture
def swapped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the suite whose steps were weakened: the final stacks are never compared."""
    base = tmp_path / "suite"
    for name in ("spec", "features", "steps"):
        shutil.copytree(REPO / name, base / name)
    shutil.copy(REPO / "environment.py", base / "environment.py")
    steps = base / "steps" / "table_steps.py"
    steps.write_text(steps.read_text("utf-8") + "\n# weakened\n", "utf-8")
    monkeypatch.setenv(BASE_DIR_VARIABLE, str(base))
    clear_cache()
    yield base
    clear_cache()


def certify(out: Path, *extra: str) -> int:
    return cli.main(
        ["certify", "--profile", "cardroom-stud", "--out", str(out), "--no-pdf", *extra]
    )


def test_a_swapped_suite_cannot_certify(swapped: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert certify(out) == 1
    results = json.loads((out / "results.json").read_text("utf-8"))
    assert results["verdict"] == "NOT CERTIFIED"
    assert results["seal"]["suite_released"] is False
    assert any(
        "not the released suite" in r and "steps differs" in r for r in results["verdict_reasons"]
    )


def test_a_swapped_suite_with_dev_is_a_development_run(swapped: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    certify(out, "--dev")
    results = json.loads((out / "results.json").read_text("utf-8"))
    assert results["verdict"] == "DEVELOPMENT RUN — NOT A CERTIFICATE"
    assert results["development"] is True
    assert any("modified" in r for r in results["seal"]["development_reasons"])


def test_certify_refuses_a_suite_the_lint_rejects(
    swapped: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    feature = swapped / "features" / "stud" / "extra.feature"
    feature.write_text(
        "Feature: extra\n\n  @clause:CR-003 @profile:cardroom-stud\n  Scenario: no such step\n"
        "    Given the harness has no step for this\n",
        "utf-8",
    )
    assert certify(tmp_path / "out") == 2
    err = capsys.readouterr().err
    assert "undefined step" in err and "fails the lint" in err
    assert not (tmp_path / "out" / "results.json").exists()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["certify", "--timeout", "inf"], "--timeout must be a number of seconds"),
        (["certify", "--timeout", "nan"], "--timeout must be a number of seconds"),
        (["certify", "--timeout", "1e308"], "--timeout must be a number of seconds"),
        (["certify", "--scenario-seconds", "0"], "--scenario-seconds must be a number"),
        (["certify", "--run-seconds", "nan"], "--run-seconds must be a number"),
        (["certify", "--scenario-requests", "0"], "--scenario-requests must be a whole number"),
        (["certify", "--tags", "@clause:X and ("], "is not a valid tag expression"),
        (["certify", "--out", "{file}"], "exists and is not a directory"),
        (["certify", "--out", "{file}/below"], "is not writable"),
        (["replay", "{latin1}"], "not UTF-8"),
        (["replay", "{badphh}"], "missing field"),
        (["report", "{latin1}"], "not a valid results file"),
        (["verify", "{latin1}"], "not a valid results file"),
        (["certify", "--key-file", "{missing}"], "cannot read the key"),
    ],
)
def test_misuse_is_one_line_and_exit_2(argv: list[str], message: str, tmp_path: Path) -> None:
    file = tmp_path / "plain.txt"
    file.write_text("x")
    latin1 = tmp_path / "hand.phh"
    latin1.write_bytes('variant = "F7S"\nplayers = ["Jos\xe9"]\n'.encode("latin-1"))
    badphh = tmp_path / "bad.phh"
    badphh.write_text('variant = "F7S"\nantes = [1, 1]\nstarting_stacks = [10, 10]\n')
    names = {"file": file, "latin1": latin1, "badphh": badphh, "missing": tmp_path / "nokey"}
    args = [a.format(**names) for a in argv]
    if args[0] == "certify" and "--out" not in args:
        args += ["--out", str(tmp_path / "out")]
    done = subprocess.run(
        [sys.executable, "-m", "pokercert", *args], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert any(message in line for line in lines), done.stderr
    assert len(lines) <= 2, done.stderr


def test_the_real_cause_of_a_hook_error_is_in_the_verdict_reason(tmp_path: Path) -> None:
    import io

    from pokercert.runner import RunOptions, run_suite

    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the transcripts directory should be")
    options = RunOptions(
        profiles=["cardroom-stud"],
        tags=TAGS,
        transcripts=blocker / "transcripts",
        progress=io.StringIO(),
    )
    outcome = run_suite(options)
    errors = [s.error or "" for s in outcome.scenarios if s.status.value == "error"]
    assert errors and all("scenario setup failed: NotADirectoryError" in e for e in errors), errors


def test_lint_runs_the_steps_dry_and_finds_a_broken_step_module(
    swapped: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (swapped / "steps" / "broken_steps.py").write_text("raise RuntimeError('half-written')\n")
    assert cli.main(["lint", "--quiet"]) == 1
    out = capsys.readouterr().out
    assert "the step definitions cannot be loaded" in out and "half-written" in out


def test_a_build_rewritten_during_the_run_is_not_certified(tmp_path: Path) -> None:
    """The build is hashed before it first starts and again at the end: a program that
    rewrites its own file on close would otherwise be certified under the new file's hash."""
    hostile = Path(__file__).parent / "hostile"
    for name in ("rewriter.py", "base.py"):
        shutil.copy(hostile / name, tmp_path / name)
    out = tmp_path / "run"
    command = [sys.executable, "-m", "pokercert", "certify", "--no-pdf", "--no-evaluator"]
    command += ["--implementation", f"cmd:{sys.executable} {tmp_path / 'rewriter.py'}"]
    command += ["--clause", "TD-001", "--profile", "triple-draw-27", "--out", str(out)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode != 0, done.stdout[-2000:]
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    reasons = " ".join(results["verdict_reasons"])
    assert "run error: the build under test changed during the run: rewriter.py changed" in reasons
