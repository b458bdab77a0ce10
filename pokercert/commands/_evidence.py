"""What ``pokercert soak`` and ``pokercert shuffle-test`` share: their inputs and their evidence.

Both take a profile and an optional ``--results`` file, and both write their
evidence as JSON that must read back, and may add it to a results.json.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from pydantic import BaseModel, ValidationError

from pokercert.atomic import atomic_write
from pokercert.spec_loader import SpecError


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
    entries = [*(getattr(results, section) or []), evidence]
    updated = results.model_copy(update={section: entries})
    text = render_results(Results.model_validate(updated.model_dump(mode="json")))
    problems = validate_results(text)
    if problems:
        raise ValueError(f"{path}: the results would not validate: {problems[0]}")
    atomic_write(path, text)
