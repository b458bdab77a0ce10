"""``pokercert shuffle-test``: statistical tests of an implementation's shuffle.

The decks come from seeded deals (``setup.seed``, no deck; the dealt cards are
read from the view), or from a built-in generator (``generator:fair``, the
Fisher-Yates reference; ``generator:naive``, the classic broken shuffle).
Tests: chi-square of card-by-position counts, chi-square of adjacent pairs,
and Kolmogorov-Smirnov uniformity of batch p-values, each at the stated
significance level.  Exit status: 0 every applicable test passed, 1 a test
failed, 2 bad input or an implementation that cannot supply decks.
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
from pokercert.soak.scale import ClusterError
from pokercert.spec_loader import SpecError
from pokercert.stats.battery import SIGNIFICANCE
from pokercert.stats.deals import DealError
from pokercert.stats.evidence import ShuffleEvidence

NAME = "shuffle-test"
HELP = "Test an implementation's shuffle statistically (card-by-position, serial pairs, batches)."

EXIT_FAILED = 1
EXIT_BAD_INPUT = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--implementation",
        default="reference",
        metavar="IMPL",
        help="reference (default), MODULE:FACTORY, 'cmd:COMMAND LINE', "
        "generator:fair or generator:naive",
    )
    parser.add_argument("--decks", type=int, default=10_000, metavar="N", help="decks to test")
    parser.add_argument(
        "--profile",
        default=None,
        metavar="ID",
        help="the table the deals are made on (default: cardroom-stud)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="S",
        help="deck k is dealt with a seed derived from (S, k)",
    )
    parser.add_argument(
        "--significance",
        type=float,
        default=SIGNIFICANCE,
        metavar="A",
        help=f"a test fails below this p-value (default {SIGNIFICANCE})",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        metavar="K",
        help="local worker processes (default: one per CPU)",
    )
    parser.add_argument(
        "--cluster", default=None, metavar="ADDR", help="a Dask scheduler, e.g. tcp://HOST:8786"
    )
    parser.add_argument(
        "--out", type=Path, default=None, metavar="DIR", help="write DIR/shuffle.json"
    )
    add_artifact_argument(parser)
    parser.add_argument(
        "--results",
        type=Path,
        default=None,
        metavar="FILE",
        help="also add the figures to this results.json (statistics section)",
    )
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="S")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    from pokercert.stats.run import GENERATOR_PREFIX, shuffle_test

    if args.decks < 1 or not 0 < args.significance < 1 or args.timeout <= 0:
        print(
            "pokercert shuffle-test: --decks must be at least 1, --significance between "
            "0 and 1, --timeout positive",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    problem = input_problem(args)
    if problem:
        print(f"pokercert shuffle-test: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    workers = args.workers if args.workers is not None else (os.cpu_count() or 1)
    try:
        build = (
            None
            if args.implementation.startswith(GENERATOR_PREFIX)
            else MeasuredBuild(args.implementation, args.artifacts)
        )
        evidence = shuffle_test(
            args.implementation,
            args.decks,
            seed=args.seed,
            profile=args.profile,
            workers=workers,
            cluster=args.cluster,
            timeout=args.timeout,
            significance=args.significance,
            progress=not args.quiet,
        )
    except (
        ImplementationSpecError,
        SpecError,
        ClusterError,
        DealError,
        ValueError,
        ImplementationFailure,
    ) as exc:
        print(f"pokercert shuffle-test: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    changed = build.changed() if build is not None else None
    if changed:  # the evidence would name files that never dealt
        print(f"pokercert shuffle-test: {changed}", file=sys.stderr)
        return EXIT_BAD_INPUT
    fingerprint = build.fingerprint if build is not None else None
    evidence = evidence.model_copy(update={"fingerprint": fingerprint})
    if args.out is not None:
        write_evidence(args.out / "shuffle.json", evidence)
    if args.results is not None:
        try:
            append_to_results(args.results, "statistics", evidence)
        except ValueError as exc:
            print(f"pokercert shuffle-test: {exc}", file=sys.stderr)
            return EXIT_BAD_INPUT
    print(summary(evidence))
    return 0 if evidence.passed else EXIT_FAILED


def summary(evidence: ShuffleEvidence) -> str:
    lines = [
        f"shuffle-test {evidence.implementation}: {evidence.decks} decks, "
        f"{evidence.positions} positions each, seed {evidence.seed}, "
        f"significance {evidence.significance:g}: {'PASSED' if evidence.passed else 'FAILED'}"
    ]
    for test in evidence.tests:
        if not test.applicable:
            lines.append(f"  {test.name:17} not run: {test.note}")
            continue
        dof = f", {test.dof} dof" if test.dof else ""
        lines.append(
            f"  {test.name:17} p = {test.p_value:.4g}  (statistic {test.statistic:.4g}"
            f"{dof}, n = {test.sample_size}) {'pass' if test.passed else 'FAIL'}"
        )
    return "\n".join(lines)
