"""The subset-run flags of ``certify``: --tags, --clause, --feature, --rerun-failed.

A studio reruns what it is working on; such a run is reported as a partial
run with no verdict, and names nothing it left out as "uncovered".
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from pokercert.feature_index import relative_name
from pokercert.paths import base_dir, features_dir
from pokercert.results import Results, ScenarioStatus, Selection
from pokercert.spec_loader import Catalogue

RERUN = (ScenarioStatus.FAILED, ScenarioStatus.ERROR, ScenarioStatus.UNDEFINED)


class SelectionError(ValueError):
    """A selection flag names something that does not exist."""


@dataclass
class Chosen:
    tags: str | None
    locations: list[str] | None
    profiles: list[str] | None
    record: Selection


def add_selection_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group(
        "partial runs (no verdict, exit code 4)",
        "Select a subset of the suite; the run proves only what it selected.",
    )
    group.add_argument(
        "--tags",
        default=None,
        metavar="EXPR",
        help="behave tag expression selecting scenarios, e.g. '@clause:CR-012'",
    )
    group.add_argument(
        "--clause",
        action="append",
        dest="clauses",
        metavar="ID",
        help="run the scenarios tagged with this clause (repeatable)",
    )
    group.add_argument(
        "--feature",
        action="append",
        dest="features",
        metavar="FILE[:LINE]",
        help="run a feature file, or the scenario at LINE of it (repeatable)",
    )
    group.add_argument(
        "--rerun-failed",
        type=Path,
        default=None,
        metavar="DIR",
        help="run again the failed scenarios of the results in DIR (or a results.json)",
    )


def _clause_tags(ids: list[str], catalogue: Catalogue) -> str:
    unknown = [cid for cid in ids if cid not in catalogue.clauses]
    if unknown:
        raise SelectionError(f"--clause: unknown clause {', '.join(unknown)}")
    return " or ".join(f"@clause:{cid}" for cid in dict.fromkeys(ids))


def _location(spec: str) -> str:
    """``FILE[:LINE]`` as a location relative to the suite's base directory."""
    name, _, line = spec.rpartition(":")
    if not (name and line.isdigit()):
        name, line = spec, ""
    for candidate in (Path(name), base_dir() / name):
        if candidate.is_file() and candidate.suffix == ".feature":
            resolved = candidate.resolve()
            if not resolved.is_relative_to(features_dir().resolve()):
                raise SelectionError(f"--feature {spec}: not a feature file of the suite")
            relative = relative_name(resolved)
            return f"{relative}:{line}" if line else relative
    raise SelectionError(f"--feature {spec}: no such feature file")


def _failed_of(path: Path) -> tuple[Results, list[str]]:
    file = path / "results.json" if path.is_dir() else path
    try:
        results = Results.model_validate_json(file.read_bytes())
    except OSError as exc:
        raise SelectionError(f"--rerun-failed {file}: {exc.strerror or exc}") from exc
    except ValidationError as exc:
        raise SelectionError(f"--rerun-failed {file}: not a valid results file") from exc
    failed = [s.id for s in results.scenarios if s.status in RERUN]
    if not failed:
        raise SelectionError(f"--rerun-failed {file}: no failed scenario to run again")
    return results, failed


def selection(args: argparse.Namespace, catalogue: Catalogue) -> Chosen | None:
    """What the flags select, or None for the whole suite."""
    if not (args.tags or args.clauses or args.features or args.rerun_failed):
        return None
    parts = [f"({args.tags})"] if args.tags else []
    if args.clauses:
        parts.append(f"({_clause_tags(args.clauses, catalogue)})")
    locations = [_location(spec) for spec in args.features or []]
    record = Selection(tags=args.tags, clauses=list(args.clauses or []), features=list(locations))
    profiles = None
    if args.rerun_failed is not None:
        earlier, failed = _failed_of(args.rerun_failed)
        locations += failed
        profiles = [p.id for p in earlier.profiles]
        record.rerun_of = earlier.report_id
        record.scenarios = failed
    return Chosen(
        tags=" and ".join(parts) or None,
        locations=locations or None,
        profiles=profiles,
        record=record,
    )
