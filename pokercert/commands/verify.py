"""``pokercert verify DIR``: check that a run's results are what the harness would have issued.

It recomputes every clause status and the verdict from the recorded scenario
statuses, checks each transcript against its SHA-256, compares the suite with
the released one, checks that an in-process run is marked as development and,
with the lab key, checks the signature.  Exit 0: verified; 1: something does
not match (each mismatch is printed); 2: bad input.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pydantic import ValidationError

from pokercert import seal
from pokercert.budget import RESULTS_FILE_BYTES
from pokercert.evidence_files import read_regular
from pokercert.results import Results
from pokercert.spec_loader import SpecError, load_catalogue

NAME = "verify"
HELP = "Verify a run directory: recompute the verdict, check transcripts, suite and signature."

EXIT_MISMATCH = 1
EXIT_BAD_INPUT = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "directory", type=Path, help="the --out directory of a run (or results.json)"
    )
    parser.add_argument(
        "--key-file",
        type=Path,
        default=None,
        metavar="F",
        help=f"the lab key (HMAC secret or Ed25519 PEM key; default: ${seal.KEY_VARIABLE})",
    )


def load(path: Path) -> tuple[Path, Results]:
    """The run directory and its validated results; raises ValueError with one line."""
    file = path if path.is_file() else path / "results.json"
    directory = file.parent
    if (directory / seal.MARKER).exists():
        raise ValueError(f"{directory}: the run is still in progress or was killed ({seal.MARKER})")
    try:
        data = read_regular(file, RESULTS_FILE_BYTES)
    except OSError as exc:
        raise ValueError(f"{file}: cannot read: {exc.strerror or exc}") from exc
    try:
        return directory, Results.model_validate_json(data)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(x) for x in first["loc"]) or "(whole file)"
        raise ValueError(f"{file}: not a valid results file: {where}: {first['msg']}") from exc


def problems_of(path: Path, key_file: Path | None) -> tuple[Results, list[str], list[str]]:
    """The results, what does not match, and notes (raises ValueError on bad input)."""
    directory, results = load(path)
    try:
        key = seal.load_key(key_file)
        catalogue = load_catalogue()
    except (seal.KeyError_, SpecError) as exc:
        raise ValueError(str(exc)) from exc
    problems = seal.verify(directory, results, catalogue, key)
    notes = []
    if key is None:
        notes.append(
            "signature not checked: no key given (--key-file or $" + seal.KEY_VARIABLE + ")"
            if results.seal and results.seal.signature
            else "the results are not signed"
        )
    return results, problems, notes


def run(args: argparse.Namespace) -> int:
    try:
        results, problems, notes = problems_of(args.directory, args.key_file)
    except ValueError as exc:
        print(f"pokercert verify: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    for note in notes:
        print(f"note: {note}")
    for problem in problems:
        print(f"mismatch: {problem}")
    if problems:
        print(
            f"NOT VERIFIED: {len(problems)} mismatch(es); recorded verdict {results.verdict.value}"
        )
        return EXIT_MISMATCH
    print(f"verified: {results.verdict.value} ({results.report_id})")
    return 0
