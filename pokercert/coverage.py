"""Static coverage: which scenarios promise to prove which clause, for which profile.

Read from the feature files without running anything, for ``pokercert
clauses`` and the coverage lint.  A scenario covers a clause for a profile
when it carries the clause's tag and names that profile (tag, examples
column or a ``profile "ID"`` step); a scenario whose profile cannot be read
from the file covers no profile in particular, and the lint says so.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from pokercert.catalogue import Clause, Method
from pokercert.feature_index import FeatureIndex, ScenarioRef
from pokercert.spec_loader import Catalogue


@dataclass(frozen=True)
class ClauseCoverage:
    clause: Clause
    source_file: str
    scenarios: tuple[ScenarioRef, ...]
    missing_profiles: tuple[str, ...]  # test clauses only: profiles no scenario names

    @property
    def covered(self) -> bool:
        return self.clause.verification.method != Method.TEST or not self.missing_profiles


def clause_coverage(catalogue: Catalogue, index: FeatureIndex) -> dict[str, ClauseCoverage]:
    by_clause = index.by_clause()
    out = {}
    for cid, clause in catalogue.clauses.items():
        scenarios = tuple(by_clause.get(cid, []))
        named = {s.static_profile for s in scenarios}
        missing: tuple[str, ...] = ()
        if clause.verification.method == Method.TEST:
            missing = tuple(p for p in clause.profiles if p not in named)
        out[cid] = ClauseCoverage(clause, catalogue.source_file(cid), scenarios, missing)
    return out


@dataclass
class LintReport:
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    pending: list[str] = field(default_factory=list)  # uncovered, but the game is not built yet

    @property
    def ok(self) -> bool:
        return not self.errors


def lint(
    catalogue: Catalogue,
    index: FeatureIndex,
    supported_games: Sequence[str],
    uncovered: str = "implemented",
) -> LintReport:
    """Check the tags of every scenario and the coverage of every test clause.

    ``uncovered`` says which uncovered clauses are errors: ``implemented``
    (clauses of games the reference engine plays; the rest are listed as
    pending), ``all`` (every one), or ``none`` (all are only listed).
    """
    report = LintReport(errors=list(index.errors))
    report.errors.extend(_tag_problems(catalogue, index.scenarios, report.warnings))
    supported = set(supported_games)
    for cid, cover in clause_coverage(catalogue, index).items():
        if cover.covered:
            continue
        games = cover.clause.games
        built = [g for g in games if g in supported]
        text = (
            f"{cid} ({cover.source_file}, {', '.join(games)}): no scenario for profile "
            f"{', '.join(cover.missing_profiles)}"
        )
        if uncovered == "all" or (uncovered == "implemented" and built):
            report.errors.append(text)
        else:
            report.pending.append(text)
    return report


def _tag_problems(
    catalogue: Catalogue, scenarios: Iterable[ScenarioRef], warnings: list[str]
) -> list[str]:
    errors = []
    for scenario in scenarios:
        where = f"{scenario.id} ({scenario.name})"
        if not scenario.clauses:
            errors.append(f"{where}: no @clause: tag; every scenario must name what it proves")
        profile = scenario.static_profile
        if profile is not None and profile not in catalogue.profiles:
            errors.append(f"{where}: unknown profile {profile!r}")
            profile = None
        for cid in scenario.clauses:
            clause = catalogue.clauses.get(cid)
            if clause is None:
                errors.append(f"{where}: @clause:{cid} names no clause of the catalogue")
                continue
            if profile is not None and profile not in clause.profiles:
                errors.append(
                    f"{where}: @clause:{cid} is not a clause of profile {profile} "
                    f"(its profiles: {', '.join(clause.profiles)})"
                )
            if clause.verification.method not in (Method.TEST, Method.INSPECTION_AND_TEST):
                warnings.append(
                    f"{where}: @clause:{cid} is verified by "
                    f"{clause.verification.method.value}, not by scenarios"
                )
        if profile is None and scenario.clauses:
            warnings.append(
                f"{where}: its profile cannot be read from the file; "
                "it covers no profile in this lint"
            )
    return errors
