"""The command line: every command's help, and each command's contract on a mini suite."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from spec_fixture import make_suite

from pokercert import cli
from pokercert.certification import validate_results
from pokercert.paths import BASE_DIR_VARIABLE
from pokercert.spec_loader import clear_cache

COMMANDS = sorted(m.NAME for m in cli._command_modules())

PASSING = textwrap.dedent(
    """
    Feature: Harness self-test

      @clause:CR-001 @profile:cardroom-stud
      Scenario: the name matches
        Given the harness test greets the implementation
        Then the harness test sees the name "fake engine"
    """
)


def test_the_expected_commands_exist() -> None:
    for name in ("certify", "replay", "clauses", "profiles", "lint", "schemas", "serve"):
        assert name in COMMANDS


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        cli.main([command, "--help"])
    assert info.value.code == 0
    assert f"usage: pokercert {command}" in capsys.readouterr().out


def test_the_module_runs_as_a_program() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pokercert", "--help"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0
    assert "certify" in done.stdout


@pytest.fixture
def suite(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv(BASE_DIR_VARIABLE, str(tmp_path / "suite"))
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    clear_cache()
    yield tmp_path / "suite"
    clear_cache()


def certify(out: Path, *extra: str) -> int:
    return cli.main(
        [
            "certify",
            "--implementation",
            "spec_fixture:make_fake",
            "--profile",
            "cardroom-stud",
            "--out",
            str(out),
            "--dev",  # an in-process fake on a suite of its own: a development run
            "--soak-hands",  # a fake of the suite's few steps, not an engine to play at random
            "0",
            *extra,
        ]
    )


def test_certify_writes_results_transcripts_and_report(
    suite: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make_suite(suite, PASSING)
    out = tmp_path / "out"
    assert certify(out) == 0
    printed = capsys.readouterr().out
    assert "DEVELOPMENT RUN" in printed and "NOT CERTIFIED" not in printed
    text = (out / "results.json").read_text()
    assert validate_results(text) == []
    results = json.loads(text)
    assert results["verdict"] == "DEVELOPMENT RUN — NOT A CERTIFICATE"
    assert results["development"] is True
    assert results["date"] == "2023-11-14"
    assert results["implementation"]["name"] == "fake engine"
    assert results["implementation"]["version"] == "2.0"
    assert [c["status"] for c in results["clauses"]] == ["passed", "inspection"]
    assert (out / "transcripts" / "selftest-L5.jsonl").is_file()
    pdf = out / "report.pdf"
    assert pdf.is_file() and pdf.read_bytes().startswith(b"%PDF")
    assert (out / "junit.xml").is_file() and (out / "report.html").is_file()


def test_certify_is_reproducible(suite: Path, tmp_path: Path) -> None:
    make_suite(suite, PASSING)
    assert certify(tmp_path / "a", "--no-pdf") == 0
    assert certify(tmp_path / "b", "--no-pdf") == 0
    first = (tmp_path / "a" / "results.json").read_bytes()
    assert first == (tmp_path / "b" / "results.json").read_bytes()
    assert json.loads(first)["report_id"].startswith("PC-")


def test_certify_fails_and_names_the_clause(
    suite: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make_suite(suite)
    assert certify(tmp_path / "out", "--no-pdf") == 1
    printed = capsys.readouterr().out
    assert "NOT CERTIFIED" in printed
    assert "clause CR-001 failed" in printed
    results = json.loads((tmp_path / "out" / "results.json").read_text())
    assert results["verdict"] == "NOT CERTIFIED"


def test_certify_refuses_an_unknown_profile(
    suite: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make_suite(suite, PASSING)
    code = cli.main(["certify", "--profile", "no-such-profile", "--out", str(tmp_path / "o")])
    assert code == 2
    assert "unknown profile no-such-profile" in capsys.readouterr().err


def test_replay_finds_no_divergence_then_a_divergence(
    suite: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make_suite(suite, PASSING)
    assert certify(tmp_path / "out", "--no-pdf") == 0
    transcript = tmp_path / "out" / "transcripts" / "selftest-L5.jsonl"
    capsys.readouterr()
    assert cli.main(["replay", str(transcript), "--implementation", "spec_fixture:make_fake"]) == 0
    assert "no divergence (2 exchanges)" in capsys.readouterr().out

    lines = transcript.read_text().splitlines()
    last = json.loads(lines[-1])
    last["message"]["capabilities"] = {"games": []}  # identity fields are not compared...
    last["message"]["protocol_version"] = "0.9"  # ...but the protocol version is
    lines[-1] = json.dumps(last)
    transcript.write_text("\n".join(lines) + "\n")
    code = cli.main(
        ["replay", str(transcript), "--implementation", "spec_fixture:make_fake", "--json"]
    )
    assert code == 1
    report = json.loads(capsys.readouterr().out)
    assert report["divergence"]["seq"] == 2
    assert report["divergence"]["differences"] == ['protocol_version: expected "0.9", got "1.0"']


def test_replay_rejects_a_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{nope\n")
    assert cli.main(["replay", str(bad)]) == 2
    assert f"{bad}:1: not JSON" in capsys.readouterr().err


def test_replay_of_a_phh_file_reports_stacks(capsys: pytest.CaptureFixture[str]) -> None:
    phh = Path(__file__).parent / "data" / "phh" / "wsop-2023-43-5" / "F7S-hand05.phh"
    code = cli.main(["replay", str(phh), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert report["expected"] == [4000000, 7700000, 4775000, 8275000, 4950000]
    assert code == (0 if report["matched"] else 1)


def test_clauses_and_profiles_as_json(suite: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make_suite(suite)
    assert cli.main(["clauses", "--json"]) == 0
    clauses = json.loads(capsys.readouterr().out)
    first = clauses[0]
    for key in (
        "id",
        "source",
        "original_text",
        "english",
        "kind",
        "verification",
        "reason",
        "games",
        "profiles",
        "scenarios",
    ):
        assert key in first
    assert first["source"] == "000_fc5c62885ab4845d.txt"
    assert "features/selftest.feature:5" in first["scenarios"]
    assert "features/selftest.feature:32" in first["scenarios"]  # an outline example row

    assert cli.main(["profiles", "--json"]) == 0
    profiles = json.loads(capsys.readouterr().out)
    assert [p["id"] for p in profiles] == ["cardroom-stud", "german-stud"]
    assert profiles[0]["clauses"] == ["CR-001", "CR-002"]
    assert profiles[0]["parameters"]["game"] == "seven-card-stud"
    for key in ("title", "game", "sources"):
        assert key in profiles[0]


def test_clauses_uncovered(suite: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make_suite(suite, PASSING.replace("@clause:CR-001", "@clause:CR-002"))
    assert cli.main(["clauses", "--uncovered"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("CR-001") and "no scenario" in out and "CR-002" not in out


def test_lint_names_bad_tags_and_uncovered_clauses(
    suite: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make_suite(suite, PASSING)
    assert cli.main(["lint"]) == 0
    (suite / "features" / "more.feature").write_text(
        textwrap.dedent(
            """
        Feature: More

          @clause:CR-999 @profile:cardroom-stud
          Scenario: tagged with nothing real
            Given the harness test greets the implementation

          Scenario: no tag at all
            Given the harness test greets the implementation
        """
        )
    )
    assert cli.main(["lint"]) == 1
    out = capsys.readouterr().out
    assert (
        "error: features/more.feature:5 (tagged with nothing real): @clause:CR-999 names "
        "no clause of the catalogue"
    ) in out
    assert "error: features/more.feature:8 (no tag at all): no @clause: tag" in out


def test_lint_uncovered_modes(suite: Path, capsys: pytest.CaptureFixture[str]) -> None:
    make_suite(suite, PASSING.replace("@clause:CR-001", "@clause:CR-002"))
    assert cli.main(["lint"]) == 1  # the engine plays stud: CR-001 uncovered is an error
    assert (
        "error: CR-001 (000_fc5c62885ab4845d.txt, seven-card-stud): no scenario for "
        "profile cardroom-stud" in capsys.readouterr().out
    )
    assert cli.main(["lint", "--uncovered", "none"]) == 0
    assert "pending: CR-001" in capsys.readouterr().out


def test_schemas_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["schemas", "--check"]) == 0
    assert cli.main(["schemas", "--check", "--dir", str(tmp_path)]) == 1
    assert "missing" in capsys.readouterr().out
    assert cli.main(["schemas", "--dir", str(tmp_path)]) == 0
    assert cli.main(["schemas", "--check", "--dir", str(tmp_path)]) == 0


CRASHING = textwrap.dedent(
    """
    import json, sys
    for number, line in enumerate(sys.stdin, start=1):
        if number == 2:
            print("segfault in deal_third_street", file=sys.stderr)
            sys.exit(139)
        print(json.dumps({"type": "hello-reply", "protocol_version": "1.0", "name": "crashy",
                          "version": "1", "capabilities": {"games": ["seven-card-stud"]}}),
              flush=True)
    """
)


def test_certify_a_crashing_program_is_not_certified(
    suite: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make_suite(suite, PASSING)
    program = tmp_path / "crashy.py"
    program.write_text(CRASHING)
    code = cli.main(
        [
            "certify",
            "--implementation",
            f"cmd:{sys.executable} {program}",
            "--profile",
            "cardroom-stud",
            "--out",
            str(tmp_path / "out"),
            "--no-pdf",
        ]
    )
    assert code == 1
    printed = capsys.readouterr().out
    assert "NOT CERTIFIED" in printed
    results = json.loads((tmp_path / "out" / "results.json").read_text())
    [scenario] = results["scenarios"]
    assert scenario["status"] == "error"
    assert "exited with code 139" in scenario["error"]
    assert "segfault in deal_third_street" in scenario["error"]
    assert results["implementation"]["command"] == [sys.executable, str(program)]


def test_a_program_that_cannot_start_is_named_in_one_abort_line(
    suite: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make_suite(suite, PASSING)
    missing = tmp_path / "no-such-engine"
    code = cli.main(
        [
            "certify",
            "--implementation",
            f"cmd:{missing}",
            "--profile",
            "cardroom-stud",
            "--out",
            str(tmp_path / "out"),
            "--no-pdf",
        ]
    )
    assert code == 1
    captured = capsys.readouterr()
    assert "NOT CERTIFIED" in captured.out
    [abort] = [line for line in captured.err.splitlines() if line.startswith("ABORTED")]
    assert "could not start the run" in abort and "No such file or directory" in abort
    assert "By user" not in captured.out + captured.err
