"""Sealed results: atomic files, the in-progress marker, the released-suite manifest,
signatures, and ``pokercert verify`` / ``pokercert report`` on honest and edited runs."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from pokercert import cli, seal
from pokercert.paths import BASE_DIR_VARIABLE
from pokercert.results import Results

KEY = b"lab secret 0123456789"
PASSED = "TESTS PASSED — REVIEW PENDING"  # a fresh passing run, before the inspection review


def test_the_released_suite_manifest_is_current() -> None:
    # After a change to spec/, features/, steps/, environment.py, pokercert/scenario/ or a
    # judging module (certification.JUDGING_MODULES): python -m pokercert.seal --update
    assert seal.main([]) == 0


def test_atomic_write_replaces_the_whole_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    path.write_text("old")
    seal.atomic_write(path, "new text")
    assert path.read_text() == "new text"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.json"]


def test_a_run_starts_by_removing_the_old_verdict(tmp_path: Path) -> None:
    for name in ("results.json", "report.pdf", "report.html", "junit.xml", "notes.txt"):
        (tmp_path / name).write_text("old")
    seal.begin_run(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["IN-PROGRESS", "notes.txt"]
    assert "NOT CERTIFIED" in (tmp_path / "IN-PROGRESS").read_text()
    seal.end_run(tmp_path)
    assert not (tmp_path / "IN-PROGRESS").exists()


@pytest.fixture(scope="module")
def honest_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A signed full run of the reference engine: the tests pass, the review is pending."""
    out = tmp_path_factory.mktemp("honest") / "out"
    key_file = out.parent / "key"
    key_file.write_bytes(KEY + b"\n")
    code = cli.main(["certify", "--out", str(out), "--no-pdf", "--key-file", str(key_file)])
    assert code == 0
    return out


def copy_of(run: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(run, tmp_path / "run"))


def key_file(tmp_path: Path, key: bytes = KEY) -> str:
    path = tmp_path / "key"
    path.write_bytes(key)
    return str(path)


def edit(run: Path, change: object) -> None:
    path = run / "results.json"
    data = json.loads(path.read_text("utf-8"))
    change(data)  # type: ignore[operator]
    path.write_text(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n")


def test_an_honest_run_verifies_with_its_key(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = Results.model_validate_json((honest_run / "results.json").read_bytes())
    assert results.verdict.value == PASSED
    assert results.seal is not None and results.seal.suite_released
    assert results.seal.algorithm == "hmac-sha256" and results.seal.signature
    assert results.seal.budget["scenario_requests"] > 0
    assert cli.main(["verify", str(honest_run), "--key-file", key_file(tmp_path)]) == 0
    assert f"verified: {PASSED}" in capsys.readouterr().out


def test_a_wrong_key_does_not_verify(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["verify", str(honest_run), "--key-file", key_file(tmp_path, b"other")]) == 1
    assert "signature does not match" in capsys.readouterr().out


def test_an_edited_scenario_status_is_found_and_the_report_refused(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = copy_of(honest_run, tmp_path)
    failing = "features/stud/bring_in.feature"

    def fail_one(data: dict) -> None:
        scenario = next(s for s in data["scenarios"] if s["feature"] == failing)
        scenario["status"] = "failed"

    edit(run, fail_one)
    assert cli.main(["verify", str(run)]) == 1
    out = capsys.readouterr().out
    assert "recorded passed, recomputed failed" in out
    assert f"verdict: recorded {PASSED}, recomputed NOT CERTIFIED" in out
    assert cli.main(["report", str(run / "results.json"), "--out", str(tmp_path / "r.pdf")]) == 1
    assert f"refusing to render {PASSED}" in capsys.readouterr().err
    assert not (tmp_path / "r.pdf").exists()


def test_a_forged_certificate_needs_the_key(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Failing statuses turned into passes recompute fine, but the signature breaks."""
    run = copy_of(honest_run, tmp_path)
    edit(run, lambda data: data["implementation"].update(name="Forged Engine"))
    assert cli.main(["verify", str(run), "--key-file", key_file(tmp_path)]) == 1
    assert "signature does not match" in capsys.readouterr().out
    code = cli.main(
        ["report", str(run / "results.json"), "--out", str(tmp_path / "r.pdf"),
         "--key-file", key_file(tmp_path)]
    )  # fmt: skip
    assert code == 1


def test_an_edited_transcript_is_found(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = copy_of(honest_run, tmp_path)
    transcript = sorted((run / "transcripts").iterdir())[0]
    transcript.write_text(transcript.read_text() + "\n")
    assert cli.main(["verify", str(run)]) == 1
    assert f"transcript {transcript} does not match its SHA-256" in capsys.readouterr().out


@pytest.mark.parametrize("kind", ["absolute", "fifo", "link", "linked-folder"])
def test_a_transcript_that_is_no_file_of_the_run_is_refused_without_reading_it(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    """An edited run directory cannot make verify read forever (/dev/zero, a FIFO nobody
    writes) or hash a file outside the run in place of the transcript."""
    run = copy_of(honest_run, tmp_path)
    data = json.loads((run / "results.json").read_text("utf-8"))
    name = data["scenarios"][0]["transcript"]
    target = run / name
    if kind == "absolute":
        edit(run, lambda d: d["scenarios"][0].update(transcript="/dev/zero"))
        expected = "leaves"
    elif kind == "fifo":
        target.unlink()
        os.mkfifo(target)
        expected = "not a regular file"
    elif kind == "link":
        outside = tmp_path / "elsewhere.jsonl"
        shutil.copy(target, outside)
        target.unlink()
        target.symlink_to(outside)
        expected = "leaves"  # the link resolves outside the run
    else:
        moved = tmp_path / "moved"
        shutil.move(str(run / "transcripts"), moved)
        (run / "transcripts").symlink_to(moved, target_is_directory=True)
        expected = "leaves"
    assert cli.main(["verify", str(run)]) == 1
    assert expected in capsys.readouterr().out


def test_an_in_process_run_passed_off_as_a_certificate_is_found(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = copy_of(honest_run, tmp_path)
    edit(run, lambda data: data["implementation"].update(adapter="my_engine:make"))
    assert cli.main(["verify", str(run)]) == 1
    assert "ran in-process but the run is not marked development" in capsys.readouterr().out


def test_ed25519_signatures(honest_run: Path, tmp_path: Path) -> None:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    private = Ed25519PrivateKey.generate()
    private_pem = private.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    public_pem = private.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    results = Results.model_validate_json((honest_run / "results.json").read_bytes())
    signed = seal.sign(results, private_pem)
    assert signed.seal is not None and signed.seal.algorithm == "ed25519"
    assert seal.signature_problems(signed, public_pem) == []
    forged = signed.model_copy(update={"seed": 99})
    assert seal.signature_problems(forged, public_pem) != []


def test_the_key_is_not_passed_to_programs_under_test(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(seal.KEY_VARIABLE, "secret")
    assert seal.load_key(None) == b"secret"
    seal.hide_key_from_children()
    assert seal.KEY_VARIABLE not in __import__("os").environ


def test_verify_refuses_a_run_in_progress(tmp_path: Path) -> None:
    seal.begin_run(tmp_path)
    assert cli.main(["verify", str(tmp_path)]) == 2


def test_a_scenario_removed_from_the_results_is_found(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = copy_of(honest_run, tmp_path)
    removed: list[str] = []

    def drop_one(data: dict) -> None:
        removed.append(data["scenarios"].pop(0)["id"])

    edit(run, drop_one)
    assert cli.main(["verify", str(run)]) == 1
    assert f"scenario {removed[0]} of the suite is missing" in capsys.readouterr().out


def test_an_edited_scope_is_found(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = copy_of(honest_run, tmp_path)
    edit(run, lambda data: data["scope"].update(statement="every game ever played"))
    assert cli.main(["verify", str(run)]) == 1
    assert "scope: recorded 'every game ever played'" in capsys.readouterr().out


def test_a_review_keeps_signed_results_signed(
    honest_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = copy_of(honest_run, tmp_path)
    results = Results.model_validate_json((run / "results.json").read_bytes())
    items = [f"--item={c.id}=pass" for c in results.clauses if c.status.value == "inspection"]
    review = ["review", str(run), "--reviewer", "A. Inspector", "--no-pdf", *items]
    assert cli.main(review) == 2  # signed results need the key to be re-signed
    assert "give the lab key" in capsys.readouterr().err
    assert cli.main([*review, "--key-file", key_file(tmp_path)]) == 0
    assert cli.main(["verify", str(run), "--key-file", key_file(tmp_path)]) == 0
    assert "verified: CERTIFIED" in capsys.readouterr().out


def test_the_step_code_digest_covers_the_code_the_steps_judge_with(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A suite could hide a pass-everything change in behave's hooks or in the step support
    package as well as in steps/: each of them is in the suite's fingerprint."""
    from pokercert import certification

    base = tmp_path / "suite"
    (base / "steps").mkdir(parents=True)
    (base / "steps" / "table_steps.py").write_text("# steps\n")
    (base / "environment.py").write_bytes(certification.ENVIRONMENT_SHIM)
    monkeypatch.setenv(BASE_DIR_VARIABLE, str(base))
    names = [name for name, _ in certification.step_code_files()]
    assert names[0] == "table_steps.py"
    assert "pokercert/scenario/table.py" in names
    assert {"pokercert/client.py", "pokercert/environment.py"} <= set(names)
    shim = certification.step_code_sha256()  # the same as a wheel's, which has no shim
    (base / "environment.py").unlink()
    assert certification.step_code_sha256() == shim
    (base / "environment.py").write_text("# hooks that pass every scenario\n")
    assert certification.step_code_sha256() != shim


def test_the_checkout_environment_is_the_shim() -> None:
    from pokercert import certification
    from pokercert.paths import base_dir

    assert (base_dir() / "environment.py").read_bytes() == certification.ENVIRONMENT_SHIM
