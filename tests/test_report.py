"""The certification report PDF: content, links, fonts, determinism and the report command.

The fixture ``tests/fixtures/report_results.json`` is a synthetic but
realistic run: three sources (Spanish and German text with accents and
typographic quotes), passed, failed (with expected/actual and a transcript
excerpt), uncovered, unsupported, inspection, analysis and not-applicable
clauses, and a conflict.  The PDF is read back with pypdf, so every
assertion is about what a reader of the file actually gets.
"""

from __future__ import annotations

import hashlib
import io
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from pypdf.generic import DictionaryObject, IndirectObject
from reportlab.pdfbase.pdfmetrics import stringWidth

from pokercert import cli
from pokercert.reports.fonts import SANS, SANS_BOLD, register_fonts
from pokercert.reports.lines import Run, wrap_line
from pokercert.reports.pdf import render_bytes, render_report
from pokercert.reports.styles import CLAUSE_LABEL, INK, MUTED
from pokercert.reports.summary import build_index, counts_by_method, counts_by_profile, has_detail
from pokercert.results import ClauseStatus, Results, Verdict

FIXTURE = Path(__file__).parent / "fixtures" / "report_results.json"
RED = (0.769, 0.118, 0.118)  # styles.RED, #c41e1e
GREEN = (0.102, 0.498, 0.216)  # styles.GREEN, #1a7f37


# --- helpers -----------------------------------------------------------------------------------


def flat(text: str) -> str:
    """Whitespace-normalised text (line breaks inside table cells disappear)."""
    return " ".join(text.split())


@pytest.fixture(scope="module")
def results() -> Results:
    return Results.model_validate_json(FIXTURE.read_bytes())


@pytest.fixture(scope="module")
def digest() -> str:
    return hashlib.sha256(FIXTURE.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def pdf_bytes(results: Results, digest: str) -> bytes:
    return render_bytes(results, results_sha256=digest)


@pytest.fixture(scope="module")
def reader(pdf_bytes: bytes, tmp_path_factory: pytest.TempPathFactory) -> PdfReader:
    path = tmp_path_factory.mktemp("report") / "report.pdf"
    path.write_bytes(pdf_bytes)
    return PdfReader(path)


def read_pdf(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def outline(reader: PdfReader) -> list[tuple[int, str, int]]:
    """(depth, title, page index) of every bookmark, in order."""

    def walk(items: list[Any], depth: int) -> Iterator[tuple[int, str, int]]:
        for item in items:
            if isinstance(item, list):
                yield from walk(item, depth + 1)
            else:
                page = reader.get_destination_page_number(item)
                assert page is not None, item.title
                yield depth, str(item.title), page

    return list(walk(reader.outline, 0))


def bookmark_page(reader: PdfReader, title: str) -> int:
    pages = [page for _, t, page in outline(reader) if t == title]
    assert pages, f"no bookmark {title!r}"
    return pages[0]


def section_pages(reader: PdfReader, start: str, end: str) -> range:
    """Pages from the start bookmark to the page before the end one (or that page if shared)."""
    first, last = bookmark_page(reader, start), bookmark_page(reader, end)
    return range(first, max(last, first + 1))


def section_text(reader: PdfReader, start: str, end: str) -> str:
    return "\n".join(reader.pages[i].extract_text() for i in section_pages(reader, start, end))


def placed_text(reader: PdfReader, index: int) -> list[tuple[str, float, float]]:
    """Each text run of a page with its position in page space."""
    runs: list[tuple[str, float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: Any, size: Any) -> None:
        if text.strip():
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            runs.append((text.strip(), x, y))

    reader.pages[index].extract_text(visitor_text=visit)
    return runs


def coloured_text(reader: PdfReader, index: int) -> list[tuple[str, tuple[float, ...]]]:
    """Each text run of a page with the fill colour it is drawn in."""
    colour: list[tuple[float, ...]] = [(0.0, 0.0, 0.0)]
    runs: list[tuple[str, tuple[float, ...]]] = []

    def before(operator: bytes, operands: list[Any], cm: Any, tm: Any) -> None:
        if operator == b"rg":
            colour[0] = tuple(round(float(v), 3) for v in operands)

    def visit(text: str, cm: Any, tm: Any, font: Any, size: Any) -> None:
        if text.strip():
            runs.append((text.strip(), colour[0]))

    reader.pages[index].extract_text(visitor_operand_before=before, visitor_text=visit)
    return runs


def links(reader: PdfReader, index: int) -> list[tuple[list[float], int]]:
    """(rectangle, destination page index) of each internal link on a page."""
    found = []
    for annot in reader.pages[index].get("/Annots", []):
        annot = annot.get_object()
        dest = annot.get("/Dest")
        if dest is None:
            continue
        target = dest[0]
        assert isinstance(target, IndirectObject)
        page_ref = target.idnum
        pages = [
            i
            for i, p in enumerate(reader.pages)
            if p.indirect_reference is not None and p.indirect_reference.idnum == page_ref
        ]
        found.append(([float(v) for v in annot["/Rect"]], pages[0]))
    return found


def link_at(reader: PdfReader, index: int, x: float, y: float) -> int | None:
    """Destination page of the link covering the point, if any."""
    for (x0, y0, x1, y1), target in links(reader, index):
        if x0 - 1 <= x + 1 <= x1 + 1 and y0 - 2 <= y + 2 <= y1 + 2:
            return target
    return None


# --- pure facts --------------------------------------------------------------------------------


def test_counts_by_method_and_profile(results: Results) -> None:
    index = build_index(results)
    by_method = counts_by_method(index)
    assert by_method["test"][ClauseStatus.PASSED] == 4
    assert by_method["test"][ClauseStatus.FAILED] == 1
    assert by_method["test"][ClauseStatus.UNCOVERED] == 1
    assert by_method["inspection"][ClauseStatus.INSPECTION] == 1
    assert by_method["analysis"][ClauseStatus.ANALYSIS] == 1
    assert sum(sum(c.values()) for c in by_method.values()) == len(results.clauses)
    by_profile = counts_by_profile(index)
    assert list(by_profile) == [p.id for p in results.profiles]
    assert by_profile["german-stud"][ClauseStatus.FAILED] == 1
    assert index.problems == []


def test_clauses_are_in_source_order(results: Results) -> None:
    shuffled = results.model_copy(update={"clauses": list(reversed(results.clauses))})
    ids = [c.id for c in build_index(shuffled).clauses]
    sources = [c.id.split("-")[0] for c in build_index(shuffled).clauses]
    assert sources == sorted(sources, key=["CR", "DE", "ES"].index)
    assert ids.index("DE-3") < ids.index("ES-114.1")


def test_step_lines_wrap_within_the_width() -> None:
    register_fonts()
    runs = [
        Run("12 ", SANS, MUTED),
        Run("Given ", SANS_BOLD, INK),
        Run("a table of 4 players " * 6 + "x" * 80, SANS, INK),
    ]
    rows = wrap_line(runs, 200.0, 8.0, indent=12.0)
    assert len(rows) > 3
    for row in rows:
        x, run = row[-1]
        assert x + stringWidth(run.text.rstrip(" "), run.font, 8.0) <= 200.0 + 1e-6
    assert rows[1][0][0] == 12.0  # continuation rows are indented
    text = "".join(run.text for row in rows for _, run in row)
    assert text.replace(" ", "") == "".join(r.text for r in runs).replace(" ", "")


# --- cover -------------------------------------------------------------------------------------


def cover_text(reader: PdfReader) -> str:
    """The summary: the pages before the table of contents."""
    return flat(" ".join(reader.pages[i].extract_text() for i in range(section_start(reader))))


def section_start(reader: PdfReader) -> int:
    return bookmark_page(reader, "Contents")


def test_cover_shows_verdicts_reasons_and_the_lab_frame(
    reader: PdfReader, results: Results
) -> None:
    cover = cover_text(reader)
    assert "NOT CERTIFIED" in cover
    for reason in results.verdict_reasons:
        assert flat(reason) in cover
    for verdict in results.profile_verdicts:
        assert verdict.profile in cover
    assert "TESTS PASSED — REVIEW PENDING" in cover  # cardroom-stud awaits its inspection item
    assert results.lab and results.lab.client and results.lab.regulation
    assert results.lab.client in cover and flat(results.lab.regulation) in cover
    assert f"revision {results.revision}" in cover
    # The product's identity with its hashes, and the revision history, on the cover too.
    assert results.implementation.fingerprint in cover
    for revision in results.revisions:
        assert f"{revision.number} · {revision.date} · {revision.author}" in cover


def test_identification_shows_hashes_and_revisions(
    reader: PdfReader, results: Results, digest: str
) -> None:
    text = flat(section_text(reader, "1 Identification", "2 Failures"))
    impl = results.implementation
    for value in (
        results.report_id,
        results.date,
        impl.name,
        impl.version,
        impl.adapter,
        impl.fingerprint,
        results.harness.version,
        results.harness.spec_sha256,
        results.harness.features_sha256,
        results.harness.steps_sha256,
        digest,
        str(results.seed),
    ):
        assert value in text, value
    for profile in results.profiles:
        assert profile.id in text
    assert "Revision history" in text
    for revision in results.revisions:
        assert flat(revision.summary) in text


def test_first_failure_is_on_the_summary_page(reader: PdfReader, results: Results) -> None:
    page = flat(reader.pages[0].extract_text())
    failed = next(s for s in results.scenarios if s.status == "failed")
    assert "First failure" in page
    assert failed.id in page
    assert failed.expected and flat(failed.expected) in page
    assert failed.actual and flat(failed.actual) in page
    table = next(step.table for step in failed.steps if step.table)
    for row in table:
        assert " ".join(row) in page  # the step's data table: cards dealt
    assert "Expected (the rule)" in page and "Actual (the implementation)" in page


def test_not_certified_is_red_and_certified_green(reader: PdfReader, results: Results) -> None:
    verdicts = [c for t, c in coloured_text(reader, 0) if t == "NOT CERTIFIED"]
    assert verdicts and all(c == RED for c in verdicts)

    kept = [
        c
        for c in results.clauses
        if c.status not in (ClauseStatus.FAILED, ClauseStatus.UNCOVERED, ClauseStatus.UNSUPPORTED)
    ]
    kept_ids = {c.id for c in kept}
    certified = results.model_copy(
        update={
            "verdict": Verdict.CERTIFIED,
            "verdict_reasons": ["Every clause verified by test passed."],
            "clauses": kept,
            "scenarios": [s for s in results.scenarios if set(s.clauses) <= kept_ids],
        }
    )
    green = read_pdf(render_bytes(certified))
    runs = coloured_text(green, 0)
    assert ("CERTIFIED", GREEN) in runs
    assert "contradicts" not in green.pages[0].extract_text()


def test_contradictory_verdict_is_flagged_on_the_cover(results: Results) -> None:
    wrong = results.model_copy(update={"verdict": Verdict.CERTIFIED})
    cover = cover_text(read_pdf(render_bytes(wrong)))
    assert "the results file contradicts itself" in cover
    assert "DE-3" in cover and "DE-5" in cover
    # Rendered without the results file: the missing hash is said plainly.
    identification = flat(
        section_text(read_pdf(render_bytes(wrong)), "1 Identification", "2 Failures")
    )
    assert "results.json (SHA-256) not supplied" in identification


# --- matrix and links --------------------------------------------------------------------------


def test_matrix_lists_every_clause_with_its_result(reader: PdfReader, results: Results) -> None:
    pages = section_pages(reader, "5 Traceability matrix", "6 Inspection checklist")
    rows: dict[str, str] = {}
    clause_ids = {c.id for c in results.clauses}
    for page in pages:
        runs = placed_text(reader, page)
        result_x = next(x for t, x, _ in runs if t == "Result")
        id_x = next(x for t, x, _ in runs if t == "Clause")
        row_tops = sorted(
            ((y, t) for t, x, y in runs if abs(x - id_x) < 1 and t in clause_ids), reverse=True
        )
        for n, (top, clause_id) in enumerate(row_tops):
            bottom = row_tops[n + 1][0] if n + 1 < len(row_tops) else 0
            words = [
                t
                for t, x, y in sorted(runs, key=lambda r: -r[2])
                if abs(x - result_x) < 1 and bottom < y <= top + 0.5 and t != "Result"
            ]
            rows[clause_id] = " ".join(words)
    assert list(rows) == [c.id for c in build_index(results).clauses]
    for clause in results.clauses:
        assert rows[clause.id].startswith(CLAUSE_LABEL[clause.status]), clause.id


def test_matrix_says_how_each_clause_was_proven(reader: PdfReader, results: Results) -> None:
    text = flat(section_text(reader, "5 Traceability matrix", "6 Inspection checklist"))
    assert "test under reading CF-001" in text  # CR-004 is read through the register
    es = next(c for c in results.clauses if c.id == "ES-114.1")
    assert es.proof is not None and es.proof.value == "test"


def test_unproved_clause_ids_link_to_their_finding(reader: PdfReader, results: Results) -> None:
    linked = {}
    for page in section_pages(reader, "5 Traceability matrix", "6 Inspection checklist"):
        for text, x, y in placed_text(reader, page):
            if text in {c.id for c in results.clauses}:
                linked[text] = link_at(reader, page, x, y)
    findings = [c for c in results.clauses if has_detail(c)]
    assert findings
    for clause in findings:
        detail = bookmark_page(reader, f"{clause.id} — {CLAUSE_LABEL[clause.status]}")
        assert linked[clause.id] == detail, clause.id


def uri_links(reader: PdfReader) -> set[str]:
    found = set()
    for page in reader.pages:
        for annot in page.get("/Annots") or []:
            action = annot.get_object().get("/A")
            if action is not None and "/URI" in action:
                found.add(str(action["/URI"]))
    return found


def test_scenario_ids_link_to_the_html_report(reader: PdfReader, results: Results) -> None:
    targets = uri_links(reader)
    failed = next(s for s in results.scenarios if s.status == "failed")
    assert f"report.html#{failed.id}" in targets
    passed = next(s for s in results.scenarios if s.status == "passed")
    assert f"report.html#{passed.id}" in targets


# --- detail ------------------------------------------------------------------------------------


def test_failed_clause_shows_expected_actual_and_transcript(
    reader: PdfReader, results: Results
) -> None:
    detail = flat(section_text(reader, "DE-3 — FAILED", "3 Scope and method"))
    failed = [s for s in results.scenarios if s.status == "failed"]
    assert failed
    for scenario in failed:
        assert scenario.expected and flat(scenario.expected) in detail
        assert scenario.actual and flat(scenario.actual) in detail
        assert "Expected (the rule)" in detail and "Actual (the implementation)" in detail
        assert "Transcript excerpt" in detail
        for line in scenario.transcript_excerpt:
            if len(line) <= 100:  # longer lines are wrapped with a continuation mark
                assert flat(line) in detail, line
        assert scenario.transcript_sha256 and scenario.transcript_sha256 in detail
    # The failing step is marked, and the step's data table is shown.
    assert "[failed]" in detail
    assert "seat door card 1 7♣ 2 7♦" in detail
    # The reading the clause rests on, with its reason.
    assert "Reading B of CF-001" in detail


def test_original_texts_keep_their_accents_and_quotes(reader: PdfReader) -> None:
    text = flat(" ".join(page.extract_text() for page in reader.pages))
    for fragment in (
        "La mejor mano de póker de cinco cartas gana el bote.",
        "abzüglich des Bring-In’s bezahlen",
        "„Kreuz“ is the lowest suit",
        "entscheidet die Farbe, wer anfängt",
        "Seven Stud Póker (Art. 111–114)",
    ):
        assert fragment in text, fragment


def test_checklist_covers_inspection_and_analysis_clauses(
    reader: PdfReader, results: Results
) -> None:
    text = flat(section_text(reader, "6 Inspection checklist", "7 Conflict register"))
    for clause in results.clauses:
        if clause.method in ("inspection", "analysis"):
            assert clause.id in text
            assert clause.reason and flat(clause.reason) in text
            assert clause.reviewer_check and flat(clause.reviewer_check) in text
    assert text.count("Signature") >= 3  # one per item plus the final sign-off
    assert "☐ Conforms" in text
    uncovered = [c.id for c in results.clauses if c.status == ClauseStatus.UNCOVERED]
    tail = text.split("Test clauses with no scenario (failures)")[1]
    for clause_id in uncovered:
        assert clause_id in tail


def test_conflict_register_shows_readings_per_profile(reader: PdfReader, results: Results) -> None:
    text = flat(section_text(reader, "7 Conflict register", "8 Evaluator analysis"))
    for conflict in results.conflicts:
        assert conflict.id in text
        adopted = {r["reading"] for r in conflict.resolutions}
        for reading in conflict.readings:
            if reading["id"] in adopted:
                assert flat(reading["text"])[:60] in text
        first_why: dict[str, str] = {}
        for resolution in conflict.resolutions:
            assert resolution["profile"] in text
            first_why.setdefault(resolution["reading"], resolution["why"])
        for why in first_why.values():  # one reason per reading adopted; all in results.json
            assert flat(why)[:60] in text
    # A certified profile the conflict concerns with no recorded reading is named.
    assert "no reading recorded for cardroom-stud-tournament" in text


def test_evaluator_counts_and_not_run(reader: PdfReader, results: Results) -> None:
    text = flat(section_text(reader, "8 Evaluator analysis", "9 Annexes"))
    assert results.evaluator
    assert f"{len(results.evaluator)} checks, all passed." in text
    assert "2598960" in text

    not_run = read_pdf(render_bytes(results.model_copy(update={"evaluator": None})))
    text = flat(section_text(not_run, "8 Evaluator analysis", "9 Annexes"))
    assert "The exhaustive evaluator verification was not run" in text


def test_annexes_point_to_the_html_and_give_the_hash(
    reader: PdfReader, results: Results, digest: str
) -> None:
    text = flat(
        "\n".join(
            reader.pages[i].extract_text()
            for i in range(bookmark_page(reader, "9 Annexes"), len(reader.pages))
        )
    )
    assert f"The run holds {len(results.scenarios)} scenarios" in text
    assert "report.html" in text and "junit.xml" in text
    for key, value in results.environment.items():
        assert f"{key} {value}" in text
    assert digest in text.split("C. How to verify these results")[1]


def test_empty_results_render(results: Results) -> None:
    empty = results.model_copy(
        update={
            "clauses": [],
            "scenarios": [],
            "conflicts": [],
            "sources": [],
            "profiles": [],
            "evaluator": [],
            "verdict_reasons": [],
            "environment": {},
        }
    )
    text = flat(" ".join(p.extract_text() for p in read_pdf(render_bytes(empty)).pages))
    assert "No reason was recorded by the harness." in text
    assert "The results contain no clause at all." in text
    assert "recorded no checks; it proves nothing" in text


def test_oversized_and_markup_texts_render_verbatim(results: Results) -> None:
    data = results.model_dump(mode="json")
    data["clauses"][2]["reviewer_check"] = "Check the table display carefully. " * 300
    data["conflicts"][0]["readings"][0]["text"] = "a very long reading " * 600
    data["scenarios"][3]["expected"] = "x" * 4000
    data["scenarios"][3]["transcript_excerpt"] = [
        f"> line {i} <tag> & " + "y" * 150 for i in range(200)
    ]
    data["scenarios"][3]["name"] = "A <b>scenario</b> & its name"
    text = flat(
        " ".join(
            p.extract_text() for p in read_pdf(render_bytes(Results.model_validate(data))).pages
        )
    )
    assert "A <b>scenario</b> & its name" in text
    assert "> line 199 <tag> &" in text
    assert "(cut here; the full text is in results.json)" in text


# --- layout ------------------------------------------------------------------------------------


def test_page_x_of_y_on_every_page(reader: PdfReader) -> None:
    total = len(reader.pages)
    assert total > 10
    for number, page in enumerate(reader.pages, start=1):
        assert f"Page {number} of {total}" in page.extract_text()


def test_bookmarks_and_contents(reader: PdfReader) -> None:
    titles = [t for _, t, _ in outline(reader)]
    for section in (
        "1 Identification",
        "2 Failures",
        "3 Scope and method",
        "4 Executive summary",
        "5 Traceability matrix",
        "6 Inspection checklist",
        "7 Conflict register",
        "8 Evaluator analysis",
        "9 Annexes",
    ):
        assert section in titles
    assert (2, "DE-3 — FAILED") in [(d, t) for d, t, _ in outline(reader)]
    contents = flat(reader.pages[section_start(reader)].extract_text())
    assert "Contents" in contents
    matrix_page = bookmark_page(reader, "5 Traceability matrix") + 1
    entry = contents.split("5 Traceability matrix")[1].split("Source")[0]
    assert entry.replace(".", "").split() == [str(matrix_page)]


def test_every_font_is_embedded(reader: PdfReader) -> None:
    fonts: dict[str, bool] = {}

    def embedded(font: DictionaryObject) -> bool:
        descendants: Any = font.get("/DescendantFonts")
        if descendants is not None:
            return all(embedded(d.get_object()) for d in descendants)
        descriptor = font.get("/FontDescriptor")
        if descriptor is None:
            return False
        descriptor = descriptor.get_object()
        return any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3"))

    def walk(resources: Any) -> None:
        if resources is None:
            return
        resources = resources.get_object()
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            fonts[str(font["/BaseFont"])] = embedded(font)
        for xobject in (resources.get("/XObject") or {}).values():
            walk(xobject.get_object().get("/Resources"))

    for page in reader.pages:
        walk(page.get("/Resources"))
    assert fonts and all(fonts.values()), fonts
    assert not any("Helvetica" in f or "Times" in f for f in fonts)
    assert {f.split("+")[-1] for f in fonts} >= {"DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono"}


def test_metadata(reader: PdfReader, results: Results) -> None:
    meta = reader.metadata
    assert meta is not None
    assert results.report_id in (meta.title or "")
    assert "NOT CERTIFIED" in (meta.title or "")
    assert meta.author and "pokercert" in meta.author
    assert meta.subject and results.implementation.name in meta.subject
    assert meta.creator and results.harness.version in meta.creator


# --- determinism -------------------------------------------------------------------------------


def test_same_results_give_identical_bytes(
    results: Results, pdf_bytes: bytes, digest: str, tmp_path: Path
) -> None:
    out = tmp_path / "nested" / "again.pdf"
    render_report(results, out, results_sha256=digest)
    assert out.read_bytes() == pdf_bytes
    assert [p.name for p in out.parent.iterdir()] == ["again.pdf"]  # no temporary file left


def test_report_command_in_a_fresh_process_is_byte_identical(
    tmp_path: Path, pdf_bytes: bytes
) -> None:
    out = tmp_path / "fresh.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "pokercert", "report", str(FIXTURE), "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == pdf_bytes


# --- the report command ------------------------------------------------------------------------


def test_report_command_renders_next_to_the_results_file(
    tmp_path: Path, digest: str, capsys: pytest.CaptureFixture[str]
) -> None:
    results_file = tmp_path / "results.json"
    results_file.write_bytes(FIXTURE.read_bytes())
    assert cli.main(["report", str(tmp_path)]) == 0  # a run directory, or its results.json
    out = tmp_path / "report.pdf"  # the name certify uses
    printed = capsys.readouterr().out
    assert str(out) in printed and digest in printed
    reader = PdfReader(out)
    assert digest in flat(section_text(reader, "1 Identification", "2 Failures"))
    assert (tmp_path / "report.html").is_file()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"format": "pokercert-results/1", "report_id": ', "invalid JSON"),
        (None, "field clauses.2.status"),
        (None, "field verdict"),
    ],
)
def test_report_command_names_file_and_field_on_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, message: str
) -> None:
    bad = tmp_path / "bad.json"
    if content is None:
        data = json.loads(FIXTURE.read_text(encoding="utf-8"))
        if message.endswith("status"):
            data["clauses"][2]["status"] = "probably"
        else:
            data["verdict"] = "MOSTLY CERTIFIED"
        content = json.dumps(data)
    bad.write_text(content, encoding="utf-8")
    out = tmp_path / "bad.pdf"
    assert cli.main(["report", str(bad), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and message in err
    assert not out.exists()


def test_report_command_on_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nowhere.json"
    assert cli.main(["report", str(missing)]) == 2
    assert str(missing) in capsys.readouterr().err
