"""The report shows the evidence at volume: the soak's figures and the shuffle statistics with
their p-values and sample sizes, and a heat map; a report without that evidence has no such
section."""

from __future__ import annotations

import io
from pathlib import Path

from pypdf import PdfReader

from pokercert.reports.pdf import render_bytes
from pokercert.results import Results
from pokercert.soak.run import soak
from pokercert.stats.run import shuffle_test

FIXTURE = Path(__file__).parent / "fixtures" / "report_results.json"


def _text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def test_the_report_shows_soak_figures_and_shuffle_statistics() -> None:
    results = Results.model_validate_json(FIXTURE.read_text())
    without = _text(render_bytes(results))
    assert "8.1 Evidence at volume" not in without
    assert "No evidence at volume is attached" in without  # said in section 2, not left to infer
    evidence = soak("reference", "cardroom-stud", 20, seed=1, workers=1)
    fair = shuffle_test("generator:fair", 600, seed=1)
    naive = shuffle_test("generator:naive", 500, seed=1)
    with_volume = results.model_copy(update={"soak": [evidence], "statistics": [fair, naive]})
    text = _text(render_bytes(with_volume))
    assert "8.1 Evidence at volume" in text
    assert "Attached: 1 soak run(s) of 20 random hands" in text
    assert "card-by-position" in text and "serial-pairs" in text
    assert "FAILED" in text and "heat map" in text
    assert f"{naive.tests[0].p_value:.4g}" in text
    assert "26,000" in text  # the sample size of the naive card-by-position test
