"""What ``pokercert soak`` and ``pokercert shuffle-test`` share: their inputs and their evidence.

Both take a profile and an optional ``--results`` file, and both write their
evidence as JSON that must read back, and may add it to a results.json.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel, ValidationError

from pokercert.atomic import atomic_write
from pokercert.spec_loader import SpecError

if TYPE_CHECKING:  # imported where used: the command starts without the results models
    from pokercert.results import Results


def input_problem(args: argparse.Namespace) -> str | None:
    """One line on a ``--results`` file that is not there or an unknown ``--profile``."""
    if args.results is not None and not args.results.is_file():
        return f"{args.results}: no such results file"
    return unknown_profile(args.profile)


def unknown_profile(profile: str | None) -> str | None:
    """One line naming an unknown profile (and the known ones), or None."""
    from pokercert.spec_loader import load_catalogue

    if profile is None:
        return None
    try:
        known = load_catalogue().profiles
    except SpecError as exc:
        return str(exc).replace("\n", " ")
    if profile in known:
        return None
    return f"unknown profile {profile!r} (known: {', '.join(known)})"


def add_artifact_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--artifact",
        type=Path,
        action="append",
        default=[],
        dest="artifacts",
        metavar="PATH",
        help="a file or directory of the build under test, hashed as certify hashes it "
        "(repeatable; give the same as to certify, or the evidence cannot join its results)",
    )


class MeasuredBuild:
    """The build under test hashed before the evidence runs it, and checked again after."""

    def __init__(self, spec: str, artifacts: list[Path]) -> None:
        from pokercert.adapters.registry import parse_implementation

        self.target = parse_implementation(spec, artifacts=tuple(artifacts))
        self.fingerprint = self.target.identity(None).fingerprint

    def changed(self) -> str | None:
        """Why the evidence cannot name this build: its files changed while it ran."""
        changes = self.target.changes()
        if not changes:
            return None
        return "the build under test changed during the run: " + "; ".join(changes)


def write_evidence(path: Path, evidence: BaseModel) -> None:
    """The evidence as JSON, written only once it reads back as the same model."""
    text = json.dumps(evidence.model_dump(mode="json"), indent=2, sort_keys=True) + "\n"
    type(evidence).model_validate_json(text)
    atomic_write(path, text)


def append_to_results(path: Path, section: str, evidence: BaseModel) -> None:
    """Add the evidence to a results.json (one entry per profile or implementation run).

    Signed results are refused: adding to them would break their seal, and
    evidence added by anyone must never pass for evidence the lab signed.
    """
    from pokercert.certification import render_results, validate_results
    from pokercert.results import Results

    try:
        results = Results.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValidationError) as exc:
        raise ValueError(
            f"{path}: not a results.json this version can read: {str(exc).splitlines()[0]}"
        ) from exc
    if results.seal is not None and results.seal.signature:
        raise ValueError(
            f"{path}: the results are signed; adding evidence would break the seal "
            "(keep the evidence file beside them, or certify again)"
        )
    measured = getattr(evidence, "fingerprint", None)
    if measured != results.implementation.fingerprint:
        raise ValueError(
            f"{path}: the evidence is of another build (fingerprint {measured or 'none'}), "
            f"the results certify {results.implementation.fingerprint}: run it on the same "
            "implementation, with the same --artifact as certify"
        )
    entries = [*(getattr(results, section) or []), evidence]
    updated = with_evidence_verdict(results.model_copy(update={section: entries}), section)
    text = render_results(Results.model_validate(updated.model_dump(mode="json")))
    problems = validate_results(text)
    if problems:
        raise ValueError(f"{path}: the results would not validate: {problems[0]}")
    atomic_write(path, text)


def with_evidence_verdict(results: Results, section: str) -> Results:
    """The results with their verdict after new evidence, by the verdict's own rules.

    ``overall_verdict`` with the evidence failures, then the development-run
    marking, exactly as ``verify`` recomputes it; when the verdict moves, the
    change is a new revision, so the history says when and why.
    """
    from pokercert.certification import run_date
    from pokercert.results import Revision
    from pokercert.seal import development_of
    from pokercert.verdict import (
        as_development_run,
        evidence_failures,
        framed_verdict_line,
        overall_verdict,
    )

    failures = evidence_failures(results)
    tests = results.tests_verdict or results.verdict
    partial = results.partial is not None
    verdict, _ = overall_verdict(tests, [], results.profile_verdicts, partial, failures)
    verdict, _ = as_development_run(verdict, [], development_of(results))
    if verdict == results.verdict:
        return results
    revision = results.revision + 1
    return results.model_copy(
        update={
            "revision": revision,
            "verdict": verdict,
            "verdict_text": framed_verdict_line(verdict, tests, results.scope),
            "verdict_reasons": [*results.verdict_reasons, *failures],
            "revisions": [
                *results.revisions,
                Revision(
                    number=revision,
                    date=run_date(),
                    author=f"pokercert {section}",
                    summary=f"{section} evidence added: {failures[-1]}; {verdict.value}",
                ),
            ],
        }
    )
