"""Hostile in-process (MODULE:FACTORY) implementations: they run inside the harness, so
their runs are development runs, never certificates, and nothing they raise ends the
harness (issue 17). Each runs in its own pokercert process: they patch the harness."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

HOSTILE = Path(__file__).resolve().parent / "hostile"


def certify(implementation: str, out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pokercert", "certify", "--implementation", implementation,
         "--profile", "cardroom-stud", "--out", str(out), "--no-pdf", "--timeout", "5", *extra],
        cwd=HOSTILE,
        capture_output=True,
        text=True,
        timeout=600,
    )  # fmt: skip


def test_replacing_the_verdict_code_does_not_certify(tmp_path: Path) -> None:
    out = tmp_path / "out"
    done = certify("forger:make", out)
    assert done.returncode == 1, done.stdout + done.stderr
    results = json.loads((out / "results.json").read_text("utf-8"))
    assert results["verdict"] == "NOT CERTIFIED"
    assert results["development"] is True
    assert any("verdict self-check" in r for r in results["verdict_reasons"])
    # and a fresh process that recomputes the verdict does not take the file's word for it
    verify = subprocess.run(
        [sys.executable, "-m", "pokercert", "verify", str(out)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert verify.returncode == 0, verify.stdout  # what was written is the honest verdict
    assert "verified: NOT CERTIFIED" in verify.stdout


def test_a_passing_in_process_run_is_a_development_run(tmp_path: Path) -> None:
    out = tmp_path / "out"
    done = certify("pokercert.adapters.reference:ReferenceDriver", out)
    assert done.returncode == 0, done.stdout + done.stderr
    results = json.loads((out / "results.json").read_text("utf-8"))
    assert results["verdict"] == "DEVELOPMENT RUN — NOT A CERTIFICATE"
    assert results["tests_verdict"] == "CERTIFIED"
    assert "DEVELOPMENT RUN — NOT A CERTIFICATE" in done.stdout


def test_sys_exit_inside_the_driver_is_a_crash_not_an_exit(tmp_path: Path) -> None:
    out = tmp_path / "out"
    done = certify("forger:exiting", out, "--tags", "@clause:CR-003")
    assert done.returncode == 4, done.stdout + done.stderr  # a partial run: no verdict
    results = json.loads((out / "results.json").read_text("utf-8"))
    assert results["tests_verdict"] == "NOT CERTIFIED"
    errors = [s["error"] or "" for s in results["scenarios"] if s["status"] == "error"]
    assert errors and all("raised SystemExit" in e for e in errors), errors


@pytest.mark.parametrize(
    "raised", [SystemExit(0), KeyboardInterrupt(), GeneratorExit(), ValueError("x")]
)
def test_anything_an_in_process_driver_raises_is_a_crash(raised: BaseException) -> None:
    from pydantic import BaseModel

    from pokercert import protocol as p
    from pokercert.adapters.threaded import TimeoutDriver
    from pokercert.driver import ImplementationCrashed

    class Raising:
        name = "raising"

        def exchange(self, request: BaseModel) -> BaseModel:
            raise raised

        def close(self) -> None:
            raise raised

    driver = TimeoutDriver(Raising(), timeout=5)
    with pytest.raises(ImplementationCrashed, match=f"raised {type(raised).__name__}"):
        driver.exchange(p.Hello())
    with pytest.raises(ImplementationCrashed):
        driver.close()


def test_control_characters_from_the_implementation_are_shown_not_obeyed(tmp_path: Path) -> None:
    """A name, a version or a reason that carries terminal escapes, carriage returns or line
    breaks reaches the console escaped, so it cannot erase or forge the verdict lines."""
    out = tmp_path / "out"
    done = certify("masker:make", out, "--tags", "@clause:DE-001")
    printed = done.stdout + done.stderr
    assert "\x1b" not in printed and "\r" not in printed
    assert "masker\\x0d\\x1b[2KCERTIFIED: everything\\x0a" in printed
    assert not any(line.startswith("  cardroom-stud: CERTIFIED") for line in printed.splitlines())


def test_a_hello_that_changes_between_scenarios_is_a_protocol_violation(tmp_path: Path) -> None:
    """The run's first hello names the build and its capabilities; a later hello declaring
    less would turn the remedy scenarios the build fails into "not supported"."""
    out = tmp_path / "out"
    done = certify("flipper:make", out, "--tags", "@clause:CR-007")
    results = json.loads((out / "results.json").read_text("utf-8"))
    statuses = {s["status"] for s in results["scenarios"] if s["status"] != "skipped"}
    assert statuses == {"error"}, done.stdout[-2000:]
    errors = [s.get("error") or "" for s in results["scenarios"]]
    assert any("differs from its first hello" in error for error in errors)
