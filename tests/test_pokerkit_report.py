"""docs/pokerkit.md must match a fresh certification of PokerKit (the ``pokerkit`` extra).

By default one profile is re-run (a few seconds); CI sets ``POKERCERT_POKERKIT_ALL=1``
to re-run every stud and triple-draw profile. Regenerate with ``scripts/pokerkit-report``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("pokerkit")

from pokercert.adapters import pokerkit_report as report

ROOT = Path(__file__).resolve().parent.parent


def test_published_table_matches_a_fresh_run(tmp_path: Path) -> None:
    every = os.environ.get("POKERCERT_POKERKIT_ALL") == "1"
    profiles = report.profiles_of_pokerkit_games() if every else ["triple-draw-27"]
    published = report.sections_of((ROOT / report.DOCUMENT).read_text(encoding="utf-8"))
    assert set(published) == set(report.profiles_of_pokerkit_games())
    fresh = report.generate(profiles, tmp_path)
    drifted = [p for p in profiles if published[p] != fresh[p]]
    assert not drifted, (
        f"docs/pokerkit.md differs from a fresh run for {drifted}: run scripts/pokerkit-report"
    )


def test_a_failed_step_becomes_one_line_with_the_regulation_and_pokerkits_value() -> None:
    scenario = {
        "error": "And the legal actions are (line 69): amounts for call\n"
        "  expected: 2\n  actual:   fold, call 1, complete 5",
        "expected": "2",
    }
    assert report.behaviour(scenario) == (
        "And the legal actions are — regulation: 2; PokerKit: fold, call 1, complete 5"
    )
    refused = {"error": "And the actions are (line 120): seat 4's raise 15 was refused: too big"}
    assert report.behaviour(refused) == (
        "And the actions are — PokerKit: seat 4's raise 15 was refused: too big"
    )


def test_the_document_quotes_a_clause_pokerkit_breaks() -> None:
    """000 (CR-018): the others must come in for the normal amount; after a bring-in all in
    for 1 chip of a 2-chip bring-in, PokerKit lets the next player call 1, not the full 2."""
    text = (ROOT / report.DOCUMENT).read_text(encoding="utf-8")
    section = report.sections_of(text)["cardroom-stud"]
    line = next(row for row in section.splitlines() if row.startswith("| CR-018 |"))
    assert "Todos los demás jugadores deben entrar con al menos la cantidad normal" in line
    assert "regulation: 2; PokerKit: fold, call 1, complete 5" in line


def test_a_failed_scenario_leaves_a_phh_that_pokerkit_replays(tmp_path: Path) -> None:
    """certify writes a failure's hand as PHH beside its transcript; PokerKit replays it."""
    from pokercert.cli import main

    results = report.certify("triple-draw-27", tmp_path / "run")
    failed = [s for s in results["scenarios"] if s["status"] == "failed"]
    assert failed
    transcripts = tmp_path / "run" / "transcripts"
    written = sorted(transcripts.glob("*.phh"))
    assert len(written) == len(failed)
    hand = next(p for p in written if "showdown" in p.name)
    assert main(["replay", str(hand), "--implementation", "pokerkit"]) == 0
