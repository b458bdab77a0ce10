"""``pokercert verify-evaluator --quick --json`` and its exit status."""

from __future__ import annotations

import json

import pytest

from pokercert import evaluator_check
from pokercert.cli import main


def test_quick_json_run_passes_and_skips_seven_cards(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["verify-evaluator", "--quick", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["passed"] is True and out["full"] is False
    names = [c["name"] for c in out["checks"]]
    assert "five-card high: straight flush" in names
    assert "2-7: no pair" in names
    assert "2-7: 7-5-4-3-2 is the best hand" in names
    assert not any("seven-card" in n for n in names)
    check = next(c for c in out["checks"] if c["name"] == "five-card high: one pair")
    assert check == {**check, "expected": 1_098_240, "actual": 1_098_240, "passed": True}
    assert set(check) == {"part", "name", "expected", "actual", "passed", "seconds", "cpu_seconds"}


def test_a_failed_check_fails_the_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    wrong = evaluator_check.CheckResult("part", "a count", 40, 41, False, 0.0, 0.0)
    monkeypatch.setattr(evaluator_check, "run_checks", lambda **kwargs: [wrong])
    assert main(["verify-evaluator", "--quick"]) == 1
    assert "FAIL  a count: 41 (expected 40)" in capsys.readouterr().out


def test_report_records_carry_no_timings(monkeypatch: pytest.MonkeyPatch) -> None:
    done = evaluator_check.CheckResult("part", "a count", 40, 40, True, 1.5, 1.5)
    monkeypatch.setattr(evaluator_check, "run_checks", lambda full=True: [done])
    assert evaluator_check.evaluator_checks(full=False) == [
        {"name": "a count", "expected": 40, "actual": 40, "passed": True}
    ]
