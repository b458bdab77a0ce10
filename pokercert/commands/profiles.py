"""``pokercert profiles``: the rule profiles a lab can certify against."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from pokercert.spec_loader import Catalogue, SpecError, load_catalogue

NAME = "profiles"
HELP = "List the rule profiles: game, sources, clauses and rule parameters."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def as_json(catalogue: Catalogue, pid: str) -> dict[str, Any]:
    profile = catalogue.profiles[pid]
    return {
        "id": profile.id,
        "title": profile.title,
        "game": profile.game,
        "mode": profile.mode,
        "sources": list(profile.sources),
        "clauses": list(catalogue.profile_clauses[pid]),
        "parameters": profile.parameters.model_dump(mode="json"),
    }


def run(args: argparse.Namespace) -> int:
    try:
        catalogue = load_catalogue()
    except SpecError as exc:
        print(f"pokercert profiles: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(
            json.dumps(
                [as_json(catalogue, pid) for pid in catalogue.profiles],
                indent=2,
                ensure_ascii=False,
            )
        )
        return 0
    for pid, profile in catalogue.profiles.items():
        count = len(catalogue.profile_clauses[pid])
        print(f"{pid:<28} {profile.game:<16} {count:>4} clauses  {profile.title}")
    return 0
