"""``pokercert clauses``: the clause catalogue with each clause's method and covering scenarios."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from pokercert.catalogue import Method
from pokercert.coverage import ClauseCoverage, clause_coverage
from pokercert.feature_index import scan
from pokercert.spec_loader import Catalogue, SpecError, load_catalogue

NAME = "clauses"
HELP = "List the clauses, how each is verified and which scenarios (file:line) cover it."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--source",
        metavar="FILE",
        help="only clauses of one source (seed file name, e.g. "
        "000_fc5c62885ab4845d.txt, or its id, e.g. 000)",
    )
    parser.add_argument("--profile", metavar="ID", help="only clauses of one rule profile")
    parser.add_argument(
        "--uncovered",
        action="store_true",
        help="only clauses verified by test that lack a scenario for one of their profiles",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def select(
    catalogue: Catalogue, cover: dict[str, ClauseCoverage], args: argparse.Namespace
) -> list[ClauseCoverage]:
    chosen = list(cover.values())
    if args.source:
        chosen = [
            c
            for c in chosen
            if args.source in (c.source_file, catalogue.clause_source[c.clause.id].id)
        ]
    if args.profile:
        chosen = [c for c in chosen if args.profile in c.clause.profiles]
    if args.uncovered:
        chosen = [
            c
            for c in chosen
            if not c.covered and (not args.profile or args.profile in c.missing_profiles)
        ]
    return chosen


def as_json(c: ClauseCoverage) -> dict[str, Any]:
    v = c.clause.verification
    return {
        "id": c.clause.id,
        "source": c.source_file,
        "original_text": c.clause.original,
        "english": c.clause.english,
        "kind": c.clause.kind.value,
        "topic": c.clause.topic,
        "verification": v.method.value,
        "reason": v.reason,
        "reviewer_check": v.reviewer_check,
        "games": list(c.clause.games),
        "profiles": list(c.clause.profiles),
        "scenarios": [s.id for s in c.scenarios],
        "uncovered_profiles": list(c.missing_profiles),
    }


def as_text(c: ClauseCoverage) -> str:
    method = c.clause.verification.method
    if method != Method.TEST:
        where = f"({method.value}: {c.clause.verification.reason or 'no reason given'})"
    else:
        where = ", ".join(s.id for s in c.scenarios) or "no scenario"
        if c.missing_profiles:
            where += f"  [uncovered for {', '.join(c.missing_profiles)}]"
    return f"{c.clause.id:<12} {method.value:<10} {c.clause.topic:<20} {where}"


def run(args: argparse.Namespace) -> int:
    try:
        catalogue = load_catalogue()
    except SpecError as exc:
        print(f"pokercert clauses: {exc}", file=sys.stderr)
        return 2
    if args.profile and args.profile not in catalogue.profiles:
        print(
            f"pokercert clauses: unknown profile {args.profile!r} "
            f"(known: {', '.join(catalogue.profiles) or 'none'})",
            file=sys.stderr,
        )
        return 2
    index = scan()
    for error in index.errors:
        print(f"pokercert clauses: {error}", file=sys.stderr)
    chosen = select(catalogue, clause_coverage(catalogue, index), args)
    if args.json:
        print(json.dumps([as_json(c) for c in chosen], indent=2, ensure_ascii=False))
    else:
        for c in chosen:
            print(as_text(c))
        print(f"{len(chosen)} clause(s)", file=sys.stderr)
    return 0
