"""What the feature files promise: every scenario, the clauses it proves and its profile.

The same reading serves the coverage lint, ``pokercert clauses`` and the
runner (which records the scenarios a tag expression left out as skipped).
Feature files are read with behave's own parser, so an outline's examples
become one scenario each, exactly as behave will run them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from behave.model import Feature, Scenario
from behave.parser import ParserError, parse_file

from pokercert.paths import base_dir, features_dir

CLAUSE_TAG = "clause:"
PROFILE_TAG = "profile:"
PROFILE_COLUMN = "profile"


@dataclass(frozen=True)
class ScenarioRef:
    feature: str  # path relative to the base directory: features/stud/bring_in.feature
    line: int
    name: str
    clauses: tuple[str, ...]
    profile: str | None  # declared up front: @profile:ID tag or the examples' profile column
    tags: tuple[str, ...]
    step_profile: str | None = None  # named in a step: Given the rules of profile "ID"

    @property
    def id(self) -> str:
        return f"{self.feature}:{self.line}"

    @property
    def static_profile(self) -> str | None:
        """The profile as far as reading the file tells (the runner learns it for sure)."""
        return self.profile or self.step_profile


@dataclass
class FeatureIndex:
    scenarios: list[ScenarioRef] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # unreadable feature files, with line
    files: list[Path] = field(default_factory=list)  # the readable ones

    def by_clause(self) -> dict[str, list[ScenarioRef]]:
        index: dict[str, list[ScenarioRef]] = {}
        for scenario in self.scenarios:
            for clause_id in scenario.clauses:
                index.setdefault(clause_id, []).append(scenario)
        return index


def relative_name(path: str | Path) -> str:
    """A feature file's name as results show it, the same in a checkout and a wheel."""
    resolved = Path(path).resolve()
    try:
        return resolved.relative_to(base_dir()).as_posix()
    except ValueError:
        return resolved.as_posix()


def clause_tags(tags: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted({t[len(CLAUSE_TAG) :] for t in tags if t.startswith(CLAUSE_TAG)}))


def declared_profile(scenario: Any) -> str | None:
    """The profile a scenario states up front: a ``@profile:ID`` tag or its example's column."""
    row = getattr(scenario, "_row", None)
    if row is not None and PROFILE_COLUMN in row.headings:
        value = str(row[PROFILE_COLUMN]).strip()
        if value:
            return value
    for tag in sorted(scenario.effective_tags):
        if tag.startswith(PROFILE_TAG):
            return str(tag[len(PROFILE_TAG) :])
    return None


_STEP_PROFILE = re.compile(r'\bprofile "([a-z0-9][a-z0-9-]*)"')


def step_profile(scenario: Any) -> str | None:
    for step in scenario.all_steps:
        match = _STEP_PROFILE.search(str(step.name))
        if match:
            return match.group(1)
    return None


def scenario_ref(scenario: Scenario) -> ScenarioRef:
    tags = tuple(sorted(scenario.effective_tags))
    return ScenarioRef(
        feature=relative_name(scenario.filename),
        line=int(scenario.line),
        name=str(scenario.name).strip(),
        clauses=clause_tags(tags),
        profile=declared_profile(scenario),
        tags=tags,
        step_profile=step_profile(scenario),
    )


def feature_files(paths: Sequence[Path] | None = None) -> list[Path]:
    """Every ``*.feature`` under the given files or folders (default: the suite), sorted."""
    found: set[Path] = set()
    for path in paths or [features_dir()]:
        if path.is_dir():
            found.update(path.rglob("*.feature"))
        elif path.suffix == ".feature":
            found.add(path)
    return sorted(p.resolve() for p in found)


def parse_feature(path: Path) -> Feature | None:
    feature: Feature | None = parse_file(str(path))
    return feature


def scan(paths: Sequence[Path] | None = None) -> FeatureIndex:
    index = FeatureIndex()
    for path in feature_files(paths):
        try:
            feature = parse_feature(path)
        except ParserError as exc:
            line = getattr(exc, "line", None)
            where = f"{relative_name(path)}:{line}" if line else relative_name(path)
            reason = str(exc).splitlines()[0]
            if reason.startswith("Failed to parse") and '": ' in reason:
                reason = reason.split('": ', 1)[1]
            index.errors.append(f"{where}: broken feature file: {reason}")
            continue
        except (OSError, UnicodeDecodeError) as exc:
            index.errors.append(f"{relative_name(path)}: cannot read: {exc}")
            continue
        index.files.append(path)
        if feature is None:
            continue
        index.scenarios.extend(scenario_ref(s) for s in feature.walk_scenarios())
    return index
