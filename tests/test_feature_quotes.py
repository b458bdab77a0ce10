"""Feature descriptions quote, verbatim and in the original language, the Spanish and German
clauses their scenarios prove, so a regulator reads the article beside the scenarios.

Whitespace may differ (the quotes are wrapped to the width of the file); every
other character must be the clause's ``original`` text from spec/sources.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from behave.parser import parse_file

from pokercert.paths import features_dir
from pokercert.spec_loader import load_catalogue

HEADING = "In the original words of the sources:"
FEATURES = sorted(features_dir().rglob("*.feature"))


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def originals() -> dict[str, tuple[str, str, str]]:
    catalogue = load_catalogue()
    out: dict[str, tuple[str, str, str]] = {}
    for source in catalogue.sources:
        for clause in source.clauses:
            out[clause.id] = (source.id, source.language, clause.original)
    return out


@pytest.mark.parametrize("path", FEATURES, ids=lambda p: p.name)
def test_description_quotes_each_spanish_and_german_clause_verbatim(
    path: Path, originals: dict[str, tuple[str, str, str]]
) -> None:
    text = path.read_text(encoding="utf-8")
    tagged = dict.fromkeys(re.findall(r"@clause:(\S+)", text))
    quoted = [cid for cid in tagged if cid in originals and originals[cid][1] in ("es", "de")]
    description = flat(" ".join(parse_file(str(path)).description))
    if not quoted:
        assert HEADING not in description
        return
    assert HEADING in description
    for cid in quoted:
        source, language, original = originals[cid]
        assert f"{cid} ({source}, {language}): {flat(original)}" in description, cid
