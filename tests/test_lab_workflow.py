"""The lab's workflow: a report a regulator reads, review and revisions, partial runs, CI output.

``tests/fixtures/full_run_results.json.gz`` is the results.json of a full
certify of the reference engine (every profile, SOURCE_DATE_EPOCH set): it
ends TESTS PASSED — REVIEW PENDING with ten inspection items.
``tests/fixtures/report_results.json`` is the small failing run the PDF tests
use.
"""

from __future__ import annotations

import gzip
import io
import json
from pathlib import Path

import pytest
import xmlschema
from pypdf import PdfReader

from pokercert import cli, paths
from pokercert.commands.outputs import failure_lines
from pokercert.html_report import render_html
from pokercert.junit import render_junit
from pokercert.reports.pdf import render_bytes
from pokercert.results import (
    ClauseStatus,
    Proof,
    Results,
    ReviewDecision,
    ScenarioStatus,
    Verdict,
)
from pokercert.verdict import overall_verdict, profile_verdicts, recomputation_problems

FIXTURES = Path(__file__).parent / "fixtures"
FULL_RUN = FIXTURES / "full_run_results.json.gz"
FAILING_RUN = FIXTURES / "report_results.json"
JUNIT_XSD = Path(__file__).parent / "data" / "junit.xsd"
EPOCH = "1700000000"


@pytest.fixture(scope="module")
def full_run() -> Results:
    return Results.model_validate_json(gzip.decompress(FULL_RUN.read_bytes()))


@pytest.fixture(scope="module")
def failing_run() -> Results:
    return Results.model_validate_json(FAILING_RUN.read_bytes())


def run_dir(tmp_path: Path, results: Results) -> Path:
    from pokercert.certification import render_results

    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "results.json").write_text(render_results(results), encoding="utf-8")
    return tmp_path


def pdf_text(data: bytes) -> str:
    return " ".join(" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(data)).pages)


# --- the report a regulator reads in an hour ----------------------------------------------------


def test_full_run_report_fits_in_sixty_pages(full_run: Results) -> None:
    assert len(full_run.scenarios) > 400 and full_run.verdict == Verdict.REVIEW_PENDING
    reader = PdfReader(io.BytesIO(render_bytes(full_run)))
    assert 10 < len(reader.pages) <= 60
    summary = " ".join(reader.pages[0].extract_text().split())
    assert "TESTS PASSED — REVIEW PENDING" in summary
    for verdict in full_run.profile_verdicts:
        assert verdict.profile in summary


def test_every_passed_clause_says_how_it_was_proven(full_run: Results) -> None:
    for clause in full_run.clauses:
        if clause.status == ClauseStatus.PASSED:
            expected = Proof.TEST_UNDER_READING if clause.readings else Proof.TEST
            assert clause.proof == expected, clause.id
        elif clause.status == ClauseStatus.INSPECTION:
            assert clause.proof in (Proof.INSPECTION, Proof.INSPECTION_AND_TEST)
    under_reading = [c for c in full_run.clauses if c.proof == Proof.TEST_UNDER_READING]
    assert under_reading
    note = under_reading[0].readings[0]
    conflict = next(c for c in full_run.conflicts if c.id == note.conflict)
    assert {"profile": note.profile, "reading": note.reading, "why": note.why} in (
        conflict.resolutions
    )


def test_html_report_is_self_contained_and_anchored_by_scenario_id(full_run: Results) -> None:
    html = render_html(full_run).decode("utf-8")
    assert render_html(full_run).decode("utf-8") == html  # same results, same bytes
    assert "http://" not in html and "https://" not in html and "<link" not in html
    assert 'src="' not in html
    for scenario in full_run.scenarios[:50]:
        assert f'id="{scenario.id}"' in html
    assert 'id="search"' in html


def test_console_shows_each_failure_with_expected_and_actual(failing_run: Results) -> None:
    lines = failure_lines(failing_run)
    failed = next(s for s in failing_run.scenarios if s.status == ScenarioStatus.FAILED)
    assert any(failed.id in line for line in lines)
    assert any(line.strip().startswith("expected:") for line in lines)
    assert any(line.strip().startswith("actual:") for line in lines)


# --- review and revisions ----------------------------------------------------------------------


def items(results: Results) -> list[str]:
    return [c.id for c in results.clauses if c.status == ClauseStatus.INSPECTION]


def review(directory: Path, *args: str) -> int:
    return cli.main(["review", str(directory), "--reviewer", "A. Inspector", "--no-pdf", *args])


def test_review_turns_review_pending_into_certified_revision_2(
    full_run: Results, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
    directory = run_dir(tmp_path, full_run)
    decisions = [f"--item={cid}=pass:seen on the product" for cid in items(full_run)]
    assert review(directory, *decisions) == 0
    reviewed = Results.model_validate_json((directory / "results.json").read_bytes())
    assert reviewed.revision == 2 and reviewed.verdict == Verdict.CERTIFIED
    assert {p.verdict for p in reviewed.profile_verdicts} == {Verdict.CERTIFIED}
    assert [r.number for r in reviewed.revisions] == [1, 2]
    decision = reviewed.review[0]
    assert decision.reviewer == "A. Inspector" and decision.outcome == "pass"
    assert decision.date == "2023-11-14T22:13:20+00:00" and decision.remark == "seen on the product"
    assert recomputation_problems(reviewed) == []
    assert (directory / "report.html").is_file() and (directory / "junit.xml").is_file()


def test_a_failed_item_fails_its_profile_only(
    full_run: Results, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
    directory = run_dir(tmp_path, full_run)
    others = [f"--item={cid}=pass" for cid in items(full_run) if cid != "DE-027"]
    assert review(directory, *others, "--item=DE-027=fail:no rule sheet at the table") == 1
    reviewed = Results.model_validate_json((directory / "results.json").read_bytes())
    assert reviewed.verdict == Verdict.NOT_CERTIFIED
    by_profile = {p.profile: p for p in reviewed.profile_verdicts}
    assert by_profile["german-stud"].verdict == Verdict.NOT_CERTIFIED
    assert "no rule sheet at the table" in by_profile["german-stud"].reasons[0]
    assert by_profile["online-stud"].verdict == Verdict.CERTIFIED


def test_review_records_partial_decisions_and_stays_pending(
    full_run: Results, tmp_path: Path
) -> None:
    directory = run_dir(tmp_path, full_run)
    assert review(directory, "--item", "DE-027=pass") == 0
    reviewed = Results.model_validate_json((directory / "results.json").read_bytes())
    assert reviewed.verdict == Verdict.REVIEW_PENDING
    by_profile = {p.profile: p.verdict for p in reviewed.profile_verdicts}
    assert by_profile["german-stud"] == Verdict.CERTIFIED
    assert by_profile["online-stud"] == Verdict.REVIEW_PENDING


def test_review_reads_decisions_from_a_file(full_run: Results, tmp_path: Path) -> None:
    directory = run_dir(tmp_path / "run", full_run)
    decisions = tmp_path / "decisions.json"
    decisions.write_text(json.dumps({cid: "pass" for cid in items(full_run)}), encoding="utf-8")
    assert review(directory, "--file", str(decisions)) == 0
    reviewed = Results.model_validate_json((directory / "results.json").read_bytes())
    assert reviewed.verdict == Verdict.CERTIFIED


@pytest.mark.parametrize("case", ["not-certified", "partial", "tampered", "unknown-item"])
def test_review_refuses_what_it_cannot_review(
    case: str,
    full_run: Results,
    failing_run: Results,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    results = full_run
    item = "DE-027=pass"
    if case == "not-certified":
        results = failing_run
        item = "CR-007=pass"
    elif case == "partial":
        results = full_run.model_copy(update={"verdict": Verdict.PARTIAL_RUN})
    elif case == "tampered":  # a scenario failed, but the file still says review pending
        scenarios = list(full_run.scenarios)
        scenarios[0] = scenarios[0].model_copy(update={"status": ScenarioStatus.FAILED})
        results = full_run.model_copy(update={"scenarios": scenarios})
    else:
        item = "CR-012=pass"  # tested, not an inspection item
    directory = run_dir(tmp_path, results)
    before = (directory / "results.json").read_bytes()
    assert review(directory, "--item", item) == 2
    err = capsys.readouterr().err
    assert err.startswith("pokercert review: ") and len(err.strip().splitlines()) == 1
    assert "Traceback" not in err
    assert (directory / "results.json").read_bytes() == before


def test_verdict_rules_per_profile(failing_run: Results) -> None:
    profiles = [p.id for p in failing_run.profiles]
    decision = ReviewDecision(
        clause="CR-007", outcome="fail", reviewer="R", date="2025-03-15", revision=2
    )
    per_profile = profile_verdicts(
        failing_run.clauses, failing_run.scenarios, profiles, [], [decision], False
    )
    verdicts = {p.profile: p.verdict for p in per_profile}
    assert verdicts["cardroom-stud"] == Verdict.NOT_CERTIFIED  # its inspection item failed
    assert verdicts["es-stud-split-limit"] == Verdict.CERTIFIED
    assert verdicts["german-stud"] == Verdict.NOT_CERTIFIED  # DE-3 failed
    verdict, _ = overall_verdict(Verdict.CERTIFIED, [], per_profile, False)
    assert verdict == Verdict.NOT_CERTIFIED
    assert overall_verdict(Verdict.CERTIFIED, [], per_profile, True)[0] == Verdict.PARTIAL_RUN


# --- runs that fit a studio's day --------------------------------------------------------------


def test_a_tags_run_of_one_clause_is_partial_and_names_nothing_uncovered(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
    (tmp_path / "report.pdf").write_bytes(b"%PDF- an older report")
    code = cli.main(["certify", "--tags", "@clause:CR-012", "--out", str(tmp_path), "--no-pdf"])
    printed = capsys.readouterr().out
    assert code == 4
    assert "PARTIAL RUN — NO VERDICT" in printed and "uncovered" not in printed
    results = Results.model_validate_json((tmp_path / "results.json").read_bytes())
    assert results.verdict == Verdict.PARTIAL_RUN and results.partial is not None
    assert not [c.id for c in results.clauses if c.status == ClauseStatus.UNCOVERED]
    assert not any("uncovered" in reason for reason in results.verdict_reasons)
    ran = [s for s in results.scenarios if s.status == ScenarioStatus.PASSED]
    assert ran and all("CR-012" in s.clauses for s in ran)
    assert any(step.table for s in ran for step in s.steps)  # data tables are recorded
    assert not (tmp_path / "report.pdf").exists()  # --no-pdf removed the stale PDF
    junit = (tmp_path / "junit.xml").read_text(encoding="utf-8")
    xmlschema.XMLSchema(str(JUNIT_XSD)).validate(junit)
    assert (tmp_path / "report.html").is_file()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--clause", "XX-999"], "unknown clause XX-999"),
        (["--feature", "features/nowhere.feature"], "no such feature file"),
        (["--rerun-failed", "nowhere"], "--rerun-failed"),
        (["--lab", "missing-lab.toml"], "cannot read the lab file"),
    ],
)
def test_bad_selection_is_one_line_exit_2(
    args: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["certify", *args, "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


def test_rerun_failed_selects_the_failed_scenarios(failing_run: Results, tmp_path: Path) -> None:
    import argparse

    from pokercert.commands.selection import selection
    from pokercert.spec_loader import load_catalogue

    directory = run_dir(tmp_path, failing_run)
    args = argparse.Namespace(tags=None, clauses=None, features=None, rerun_failed=directory)
    chosen = selection(args, load_catalogue())
    assert chosen is not None and chosen.locations == ["features/stud/bring_in.feature:31"]
    assert chosen.record.rerun_of == failing_run.report_id
    assert chosen.profiles == [p.id for p in failing_run.profiles]


def test_lab_frame_from_toml_with_flags_on_top(tmp_path: Path) -> None:
    import argparse

    from pokercert.commands.lab_frame import lab_frame

    lab = tmp_path / "lab.toml"
    lab.write_text('lab = "Lab A"\nclient = "Studio B"\njurisdiction = "ES-AN"\n', "utf-8")
    args = argparse.Namespace(
        lab=lab,
        lab_name=None,
        client="Studio C",
        jurisdiction=None,
        regulation="Orden 17/03/1999",
        certificate=None,
    )
    frame = lab_frame(args)
    assert frame is not None
    assert (frame.lab, frame.client, frame.jurisdiction, frame.regulation) == (
        "Lab A",
        "Studio C",
        "ES-AN",
        "Orden 17/03/1999",
    )


def test_exit_codes_are_in_certify_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["certify", "--help"])
    text = capsys.readouterr().out
    for line in (
        "0  tests passed",
        "1  NOT CERTIFIED",
        "2  bad input",
        "3  the report",
        "4  partial",
    ):
        assert line in text


# --- CI output ----------------------------------------------------------------------------------


def test_junit_validates_and_has_one_case_per_scenario(failing_run: Results) -> None:
    xml = render_junit(failing_run)
    assert render_junit(failing_run) == xml
    schema = xmlschema.XMLSchema(str(JUNIT_XSD))
    schema.validate(xml.decode("utf-8"))
    import xml.etree.ElementTree as ET

    root = ET.fromstring(xml)
    cases = root.findall("./testsuite/testcase")
    assert len(cases) == len(failing_run.scenarios)
    failed = next(s for s in failing_run.scenarios if s.status == ScenarioStatus.FAILED)
    case = next(c for c in cases if failed.id in c.get("name", ""))
    clauses = [p.get("value") for p in case.findall("./properties/property[@name='clause']")]
    assert clauses == failed.clauses
    failure = case.find("failure")
    assert failure is not None and failed.expected and failed.actual
    assert failed.expected in (failure.text or "") and failed.actual in (failure.text or "")
    unsupported = next(s for s in failing_run.scenarios if s.status == ScenarioStatus.UNSUPPORTED)
    case = next(c for c in cases if unsupported.id in c.get("name", ""))
    assert case.find("skipped") is not None  # never a pass
    assert root.get("failures") == "1"


def test_junit_schema_rejects_what_a_ci_cannot_read() -> None:
    schema = xmlschema.XMLSchema(str(JUNIT_XSD))
    assert not schema.is_valid("<testsuites><testsuite name='x'/></testsuites>")  # no counts
    assert not schema.is_valid(
        "<testsuites><testsuite name='x' tests='1' failures='0' errors='0'>"
        "<testcase name='t'/></testsuite></testsuites>"  # no classname
    )


# --- in the regulator's language ---------------------------------------------------------------


def test_spanish_report(failing_run: Results) -> None:
    text = pdf_text(render_bytes(failing_run, lang="es"))
    for heading in (
        "Informe de certificación",
        "NO CERTIFICADO",
        "Dictamen por perfil",
        "1 Identificación",
        "2 Fallos",
        "5 Matriz de trazabilidad",
        "7 Registro de conflictos",
        "Primer fallo",
        "Página 1 de",
        "La implementación no cumple los requisitos de los perfiles siguientes.",
    ):
        assert heading in text, heading
    # Clause texts stay in the original, with the English beside them.
    assert "La mejor mano de póker de cinco cartas gana el bote." in text
    assert "The best five-card poker hand wins the pot." in text
    english = pdf_text(render_bytes(failing_run))
    assert "Informe de certificación" not in english and "Certification report" in english


def test_a_feature_line_runs_that_scenario_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    feature = "features/stud/bring_in.feature"
    lines = (paths.base_dir() / feature).read_text(encoding="utf-8").splitlines()
    outlines = [n for n, text in enumerate(lines, 1) if "Scenario" in text]
    start = next(n for n in outlines if "two of clubs" in lines[n - 1])
    end = outlines[outlines.index(start) + 1]
    location = f"{feature}:{start}"
    code = cli.main(["certify", "--feature", location, "--out", str(tmp_path), "--no-pdf"])
    assert code == 4
    results = Results.model_validate_json((tmp_path / "results.json").read_bytes())
    ran = [s for s in results.scenarios if s.status != ScenarioStatus.SKIPPED]
    assert ran and all(s.feature == feature for s in ran)
    assert all(start < s.line < end for s in ran)  # the rows of that outline only
    assert results.partial is not None
    assert results.partial.features == [location]
    assert "uncovered" not in capsys.readouterr().out


def test_a_limited_run_reviewed_is_certified_with_its_limited_scope(full_run: Results) -> None:
    from pokercert.commands.review import apply_review

    limited = full_run.model_copy(update={"tests_verdict": Verdict.CERTIFIED_LIMITED})
    decisions: list[tuple[str, str, str | None]] = [(cid, "pass", None) for cid in items(full_run)]
    reviewed = apply_review(limited, decisions, "R", "2023-11-14T22:13:20+00:00")
    assert reviewed.verdict == Verdict.CERTIFIED_LIMITED
    assert reviewed.verdict_text.startswith("CERTIFIED, limited scope: ")


def test_clause_notes_reach_the_results() -> None:
    from pokercert.spec_loader import load_catalogue
    from pokercert.verdict import assess_clauses

    catalogue = load_catalogue()
    noted = {cid: c.note for cid, c in catalogue.clauses.items() if c.note}
    assert noted
    results = assess_clauses(
        catalogue.clauses.values(), {}, list(catalogue.profiles), [], analysis_passed=True
    )
    assert {c.id: c.note for c in results if c.note} == noted


def test_junit_survives_what_a_hostile_implementation_writes(failing_run: Results) -> None:
    import xml.etree.ElementTree as ET

    scenarios = list(failing_run.scenarios)
    failed = next(n for n, s in enumerate(scenarios) if s.status == ScenarioStatus.FAILED)
    scenarios[failed] = scenarios[failed].model_copy(
        update={"actual": "seat \x00\x1b[31m2\x07 ]]> </failure>", "error": "boom\x0b"}
    )
    xml = render_junit(failing_run.model_copy(update={"scenarios": scenarios}))
    root = ET.fromstring(xml)  # still well-formed XML
    xmlschema.XMLSchema(str(JUNIT_XSD)).validate(xml.decode("utf-8"))
    texts = [f.text or "" for f in root.iter("failure")]
    assert any("seat \ufffd\ufffd[31m2\ufffd ]]> </failure>" in t for t in texts)
