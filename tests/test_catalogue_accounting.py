"""Every piece of every seed text is accounted for by the clause catalogue.

A regulator must be able to trust that nothing in a source was silently
dropped: each clause quotes its source verbatim, each heading or aside is
listed as non-normative, and what is left of the text once all quotes are
taken out is only whitespace and punctuation.  The test also checks the
hashes, the uniqueness of clause IDs and that every profile a clause names
exists.
"""

from __future__ import annotations

import hashlib
import unicodedata
from functools import cache
from pathlib import Path

import pytest

from pokercert.catalogue import PROFILE_IDS, Source

SPEC = Path(__file__).resolve().parents[1] / "spec"
SOURCE_IDS = ("000", "001", "002", "003", "004")
REQUIRED = frozenset({"000", "001", "002", "003", "004"})  # every source; never skipped


def _source_path(source_id: str) -> Path:
    return SPEC / "sources" / f"{source_id}.json"


@cache
def _load(source_id: str) -> Source | None:
    path = _source_path(source_id)
    if not path.exists():
        return None
    return Source.model_validate_json(path.read_bytes())


def _require(source_id: str) -> Source:
    """The source's catalogue; a missing one fails the test, it is never skipped."""
    source = _load(source_id)
    if source is None:
        pytest.fail(f"{_source_path(source_id)} is missing")
    return source


def _seed_bytes(source: Source) -> bytes:
    return (SPEC / "texts" / source.file).read_bytes()


def _quotes(source: Source) -> list[tuple[str, str]]:
    """(label, verbatim text) for every clause and non-normative piece."""
    quoted = [(clause.id, clause.original) for clause in source.clauses]
    quoted += [(f"non-normative #{i}", nn.text) for i, nn in enumerate(source.non_normative, 1)]
    return quoted


def _is_filler(char: str) -> bool:
    """Whitespace and punctuation carry no rule, so they may stay unquoted."""
    return char.isspace() or unicodedata.category(char).startswith("P")


def _covered(text: str, quotes: list[str]) -> list[bool]:
    """Mark the characters the quotes cover.

    Longest quotes are placed first, each on its first occurrence that is
    still uncovered, so a sentence that a text repeats must be quoted (or
    listed as non-normative) once per occurrence.
    """
    covered = [False] * len(text)
    for quote in sorted(quotes, key=len, reverse=True):
        start = text.find(quote)
        first = start
        while start != -1 and any(covered[start : start + len(quote)]):
            start = text.find(quote, start + 1)
        if start == -1:
            start = first  # every occurrence already covered: an overlap, harmless here
        covered[start : start + len(quote)] = [True] * len(quote)
    return covered


def _leftovers(text: str, covered: list[bool]) -> list[str]:
    """Uncovered runs of text that hold more than whitespace and punctuation."""
    found: list[str] = []
    run_start: int | None = None
    for i, is_covered in enumerate([*covered, True]):
        if not is_covered and run_start is None:
            run_start = i
        elif is_covered and run_start is not None:
            run = text[run_start:i]
            if not all(_is_filler(ch) for ch in run):
                first = run_start + len(run) - len(run.lstrip())
                line = text.count("\n", 0, first) + 1
                found.append(f"line {line}: {run.strip()!r}")
            run_start = None
    return found


@pytest.mark.parametrize("source_id", SOURCE_IDS)
def test_sha256_matches_seed_text(source_id: str) -> None:
    source = _require(source_id)
    actual = hashlib.sha256(_seed_bytes(source)).hexdigest()
    assert source.sha256 == actual, f"{source_id}.json: sha256 {source.sha256} != {actual}"


@pytest.mark.parametrize("source_id", SOURCE_IDS)
def test_quotes_are_verbatim(source_id: str) -> None:
    source = _require(source_id)
    text = _seed_bytes(source).decode("utf-8")
    missing = [f"{label}: {quote[:80]!r}" for label, quote in _quotes(source) if quote not in text]
    assert not missing, f"{source_id}.json quotes text not found in {source.file}:\n" + "\n".join(
        missing
    )


@pytest.mark.parametrize("source_id", SOURCE_IDS)
def test_every_sentence_is_accounted_for(source_id: str) -> None:
    source = _require(source_id)
    text = _seed_bytes(source).decode("utf-8")
    quotes = [quote for _, quote in _quotes(source) if quote in text]
    leftovers = _leftovers(text, _covered(text, quotes))
    assert not leftovers, (
        f"{source.file}: text neither quoted by a clause nor listed as non-normative:\n"
        + "\n".join(leftovers)
    )


def _written_sources() -> list[Source]:
    sources = [_load(source_id) for source_id in SOURCE_IDS]
    for source_id in REQUIRED:
        assert _load(source_id) is not None, f"{_source_path(source_id)} is missing"
    return [source for source in sources if source is not None]


def test_clause_ids_are_unique_across_sources() -> None:
    seen: dict[str, str] = {}
    duplicates: list[str] = []
    for source in _written_sources():
        for clause in source.clauses:
            if clause.id in seen:
                duplicates.append(f"{clause.id} in {seen[clause.id]} and {source.id}")
            seen[clause.id] = source.id
    assert not duplicates, "duplicate clause IDs: " + ", ".join(duplicates)


def test_clause_profiles_exist() -> None:
    files = {path.stem for path in (SPEC / "profiles").glob("*.json")}
    known = files | set(PROFILE_IDS)
    unknown = [
        f"{clause.id} -> {profile}"
        for source in _written_sources()
        for clause in source.clauses
        for profile in clause.profiles
        if profile not in known
    ]
    assert not unknown, "clauses name profiles that do not exist: " + ", ".join(unknown)
