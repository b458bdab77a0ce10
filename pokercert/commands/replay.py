"""``pokercert replay``: send a recorded conversation (or a PHH hand) to an implementation again.

A transcript (``.jsonl``, written by ``pokercert certify``) is replayed
request by request until the first answer that differs from the recording.
A PHH hand history (``.phh``) is converted to a setup and player actions and
its final stacks are compared with the recorded ``finishing_stacks``; a hand
without them is replayed and its final stacks printed.  Exit status 0 only
when nothing differs and no action was refused.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from pokercert.adapters.process import DEFAULT_TIMEOUT
from pokercert.adapters.registry import ImplementationSpecError, parse_implementation
from pokercert.driver import ImplementationFailure
from pokercert.phh import PhhError, convert, read_history, replay_history
from pokercert.spec_loader import SpecError, load_profile
from pokercert.transcript import TranscriptError, read_transcript, replay

NAME = "replay"
HELP = "Replay a transcript (.jsonl) or a PHH hand history (.phh) against an implementation."

EXIT_DIFFERS = 1
EXIT_BAD_INPUT = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file",
        type=Path,
        metavar="FILE",
        help="a transcript written by certify, or a .phh hand history",
    )
    parser.add_argument(
        "--implementation",
        default="reference",
        metavar="IMPL",
        help="reference (default), pokerkit, MODULE:FACTORY or 'cmd:COMMAND LINE'",
    )
    parser.add_argument(
        "--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="S", help="seconds per request"
    )
    parser.add_argument(
        "--profile",
        default=None,
        metavar="ID",
        help="PHH only: the rule profile to play the hand under "
        "(default: the file's _profile, else the variant's usual profile)",
    )
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def run(args: argparse.Namespace) -> int:
    try:
        target = parse_implementation(args.implementation, args.timeout)
        if args.file.suffix == ".phh":
            report, same = _replay_phh(args, target.make_driver)
        else:
            report, same = _replay_transcript(args.file, target.make_driver)
    except (ImplementationSpecError, PhhError, SpecError, TranscriptError, OSError) as exc:
        print(f"pokercert replay: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        print(json.dumps(report, indent=2, sort_keys=True))
    else:
        print(_text(report))
    return 0 if same else EXIT_DIFFERS


def _replay_transcript(path: Path, make_driver: Any) -> tuple[dict[str, Any], bool]:
    entries = read_transcript(path)
    outcome = replay(entries, make_driver)
    divergence = outcome.divergence
    report = {
        "file": str(path),
        "kind": "transcript",
        "exchanges": outcome.exchanges,
        "divergence": divergence.to_json() if divergence else None,
    }
    return report, divergence is None


def _replay_phh(args: argparse.Namespace, make_driver: Any) -> tuple[dict[str, Any], bool]:
    history = read_history(args.file)
    try:
        profile = load_profile(args.profile or history.profile)
    except SpecError as exc:  # the file's _profile, or --profile, names no profile
        raise PhhError(f"{args.file}: {exc}") from exc
    conversion = convert(history, profile.parameters.model_dump(mode="json"), profile.id)
    try:
        outcome = replay_history(conversion, make_driver(), str(args.file))
    except ImplementationFailure as exc:
        report = {
            "file": str(args.file),
            "kind": "phh",
            "matched": False,
            "problem": f"{exc.__class__.__name__}: {exc}",
        }
        return report, False
    report = {"kind": "phh", **outcome.to_json()}
    # Nothing to compare is not a failure: the hand replayed, and its final stacks are shown.
    # A refused action or an unfinished hand still is.
    unrecorded = history.finishing_stacks is None and outcome.problem is None
    if unrecorded:
        report["note"] = "the file records no finishing_stacks to compare with"
    return report, outcome.matched or (unrecorded and outcome.actual is not None)


def _text(report: dict[str, Any]) -> str:
    if report["kind"] == "transcript":
        divergence = report["divergence"]
        if divergence is None:
            return f"{report['file']}: no divergence ({report['exchanges']} exchanges)"
        lines = [
            f"{report['file']}: first divergence at exchange {divergence['seq']}",
            f"  request:  {json.dumps(divergence['request'], sort_keys=True)}",
            *(f"  {d}" for d in divergence["differences"][:20]),
        ]
        if len(divergence["differences"]) > 20:
            lines.append(f"  ... and {len(divergence['differences']) - 20} more differences")
        return "\n".join(lines)
    if report.get("matched"):
        line = f"{report['file']}: final stacks match {report['expected']}"
        if report.get("reordered"):
            line += f" (shows sent when their seats were called: {', '.join(report['reordered'])})"
        if report.get("implied"):
            line += f" (called hands the file does not show, shown: {', '.join(report['implied'])})"
        if report.get("skipped"):
            line += f" (shows after the hand ended, not sent: {', '.join(report['skipped'])})"
        return line
    if (
        report.get("expected") is None
        and report.get("actual") is not None
        and not report.get("problem")
    ):
        where = f", the hand stops in {report['unfinished']}" if report.get("unfinished") else ""
        return (
            f"{report['file']}: final stacks {report['actual']} "
            f"(the file records no finishing_stacks to compare with{where})"
        )
    lines = [f"{report['file']}: final stacks do not match"]
    if report.get("problem"):
        lines.append(f"  problem: {report['problem']}")
    if report.get("expected") is not None:
        lines.append(f"  expected: {report['expected']}")
        lines.append(f"  actual:   {report.get('actual')}")
    lines.extend(f"  {d}" for d in report.get("differences", []))
    return "\n".join(lines)
