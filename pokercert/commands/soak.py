"""``pokercert soak``: random legal hands against the implementation and the reference engine.

Both engines get the same setup (a stacked deck) and the same requests, and
must agree on every contract fact after every request.  The first diverging
hand is shrunk and written out as transcripts, a PHH hand and a Gherkin
scenario.  The figures go to ``DIR/soak.json`` (and, with ``--results``, into
an existing results.json as its ``soak`` section).  Exit status: 0 no
divergence, 1 divergences, 2 bad input.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from pokercert.adapters.process import DEFAULT_TIMEOUT
from pokercert.adapters.registry import ImplementationSpecError
from pokercert.commands._evidence import (
    MeasuredBuild,
    add_artifact_argument,
    append_to_results,
    input_problem,
    write_evidence,
)
from pokercert.driver import ImplementationFailure
from pokercert.soak.evidence import SoakEvidence
from pokercert.soak.scale import ClusterError
from pokercert.spec_loader import SpecError

NAME = "soak"
HELP = "Play random legal hands against an implementation and the reference engine in lockstep."

EXIT_DIVERGED = 1
EXIT_BAD_INPUT = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--implementation",
        default="reference",
        metavar="IMPL",
        help="reference (default), MODULE:FACTORY or 'cmd:COMMAND LINE'",
    )
    parser.add_argument("--profile", required=True, metavar="ID", help="the rule profile")
    add_artifact_argument(parser)
    parser.add_argument("--hands", type=int, default=1000, metavar="N", help="hands to play")
    parser.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="S",
        help="hand k is derived from (S, k): the same seed, the same hands",
    )
    parser.add_argument(
        "--irregularities",
        type=float,
        default=0.0,
        metavar="RATE",
        help="chance that a decision is an injected irregularity (only kinds "
        "the implementation declares in its hello)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        metavar="K",
        help="local worker processes (default: one per CPU)",
    )
    parser.add_argument(
        "--cluster",
        default=None,
        metavar="ADDR",
        help="a Dask scheduler, e.g. tcp://HOST:8786 (pip install 'pokercert[cluster]')",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("soak-out"),
        metavar="DIR",
        help="where soak.json and the minimal hand go (default: ./soak-out)",
    )
    parser.add_argument(
        "--results",
        type=Path,
        default=None,
        metavar="FILE",
        help="also add the figures to this results.json (its soak section)",
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT,
        metavar="S",
        help="seconds the implementation has to answer a request",
    )
    parser.add_argument(
        "--no-shrink", action="store_true", help="do not shrink or write the first diverging hand"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    from pokercert.soak.run import soak

    if args.hands < 1 or args.timeout <= 0 or not 0 <= args.irregularities <= 1:
        print(
            "pokercert soak: --hands must be at least 1, --timeout positive and "
            "--irregularities between 0 and 1",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    problem = input_problem(args)
    if problem:
        print(f"pokercert soak: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    workers = args.workers if args.workers is not None else (os.cpu_count() or 1)
    stale = args.out / "soak.json"
    if stale.is_file():
        stale.unlink()  # an earlier run's figures must not outlive a run that fails
    try:
        build = MeasuredBuild(args.implementation, args.artifacts)
        evidence = soak(
            args.implementation,
            args.profile,
            args.hands,
            seed=args.seed,
            rate=args.irregularities,
            workers=workers,
            cluster=args.cluster,
            timeout=args.timeout,
            out=args.out,
            progress=not args.quiet,
            shrink=not args.no_shrink,
        )
    except (ImplementationSpecError, SpecError, ClusterError, ValueError) as exc:
        print(f"pokercert soak: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except ImplementationFailure as exc:
        print(f"pokercert soak: the implementation failed before any hand: {exc}", file=sys.stderr)
        return EXIT_DIVERGED
    changed = build.changed()
    if changed:  # the evidence would name files that never played
        print(f"pokercert soak: {changed}", file=sys.stderr)
        return EXIT_BAD_INPUT
    evidence = evidence.model_copy(update={"fingerprint": build.fingerprint})
    args.out.mkdir(parents=True, exist_ok=True)
    write_evidence(args.out / "soak.json", evidence)
    if args.results is not None:
        try:
            append_to_results(args.results, "soak", evidence)
        except ValueError as exc:
            print(f"pokercert soak: {exc}", file=sys.stderr)
            return EXIT_BAD_INPUT
    print(summary(evidence, args.out))
    return 0 if evidence.passed else EXIT_DIVERGED


def summary(evidence: SoakEvidence, out: Path) -> str:
    lines = [
        f"soak {evidence.implementation} / {evidence.profile}, seed {evidence.seed}: "
        f"{evidence.hands} hands, {evidence.actions} actions, "
        f"{evidence.divergences} diverging hands"
        + (
            f", {evidence.truncated_hands} cut at the decision limit"
            if evidence.truncated_hands
            else ""
        )
        + (
            f", {evidence.unstacked_reshuffles} stopped at a reshuffle the implementation "
            "does not stack"
            if evidence.unstacked_reshuffles
            else ""
        )
    ]
    if evidence.irregularities:
        lines.append(
            f"  irregularities injected at rate {evidence.irregularity_rate:g}: "
            f"{', '.join(evidence.irregularities)}"
        )
    if evidence.reference_failures:
        lines.append(
            f"  {evidence.reference_failures} hands stopped: the reference engine itself broke "
            f"a table invariant (first: {evidence.reference_failure_examples[0]})"
        )
    for d in evidence.first_divergences[:3]:
        lines.append(f"  hand {d.hand}, step {d.step} ({d.phase}): {d.differences[0]}")
    if evidence.not_reproduced:
        lines.append(
            "  the first diverging hand did not diverge when played again on a fresh program: "
            "the implementation does not play the same hand the same way"
        )
    if evidence.minimal:
        m = evidence.minimal
        lines.append(
            f"  minimal hand: {m.players} players, {m.decisions} decisions, "
            f"diverges on {m.field}; clauses {', '.join(m.clauses) or 'none'}"
        )
        for name in sorted(m.files.values()):
            lines.append(f"    {out / name}")
        lines.extend(f"  note: {n}" for n in m.notes)
    lines.append(f"  figures: {out / 'soak.json'}")
    return "\n".join(lines)
