"""``pokercert schemas``: write (or check) the JSON Schemas published in spec/schema/."""

from __future__ import annotations

import argparse
from pathlib import Path

from pokercert import schemas
from pokercert.paths import spec_dir

NAME = "schemas"
HELP = "Write the JSON Schemas in spec/schema/ from the models, or check that they match."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--check",
        action="store_true",
        help="only check that the files match the models (exit 1 if not)",
    )
    parser.add_argument(
        "--dir",
        type=Path,
        default=None,
        metavar="DIR",
        help="schema directory (default: spec/schema)",
    )


def run(args: argparse.Namespace) -> int:
    directory = args.dir or spec_dir() / "schema"
    if args.check:
        problems = schemas.drift(directory) + schemas.protocol_doc_drift(directory)
        for problem in problems:
            print(f"schema drift: {problem} (run `pokercert schemas`)")
        if not problems:
            print(f"{directory}: {len(schemas.generate())} schemas match the models")
        return 1 if problems else 0
    for path in [*schemas.write(directory), schemas.write_protocol_doc(directory)]:
        print(f"wrote {path}")
    return 0
