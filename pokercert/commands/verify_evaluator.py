"""``pokercert verify-evaluator``: value every hand and compare with the published counts."""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the checks (numpy, lookup tables) load only when the command runs
    from pokercert.evaluator_check import CheckResult

NAME = "verify-evaluator"
HELP = (
    "Value all 2,598,960 five-card hands (high and 2-7) and all 133,784,560 seven-card "
    "hands, and check category counts, class counts and ordering anchors."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="skip the seven-card enumeration (a smoke test for CI)",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        metavar="N",
        help="processes for the seven-card enumeration (default: CPU count)",
    )


def _progress(message: str) -> None:
    print(f"[{NAME}] {message}", file=sys.stderr, flush=True)


def _show(value: Any) -> str:
    return f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else str(value)


def _print_human(results: list[CheckResult], quick: bool, seconds: float) -> None:
    part = None
    for result in results:
        if result.part != part:
            part = result.part
            print(f"\n{part}  ({result.seconds:.2f} s, {result.cpu_seconds:.2f} s CPU)")
        verdict = "PASS" if result.passed else "FAIL"
        print(
            f"  {verdict}  {result.name}: {_show(result.actual)}"
            f" (expected {_show(result.expected)})"
        )
    if quick:
        print("\nseven-card enumeration: skipped (--quick); its checks were not run")
    failed = sum(not r.passed for r in results)
    print(f"\n{len(results) - failed} passed, {failed} failed in {seconds:.2f} s")


def run(args: argparse.Namespace) -> int:
    if args.workers is not None and args.workers < 1:
        print(f"{NAME}: --workers must be at least 1, got {args.workers}", file=sys.stderr)
        return 2
    from pokercert.evaluator_check import run_checks

    start = time.perf_counter()
    results = run_checks(full=not args.quick, progress=_progress, workers=args.workers)
    seconds = time.perf_counter() - start
    if args.json:
        payload = {
            "command": NAME,
            "full": not args.quick,
            "passed": all(r.passed for r in results),
            "seconds": round(seconds, 3),
            "checks": [asdict(r) for r in results],
        }
        print(json.dumps(payload, indent=2))
    else:
        _print_human(results, args.quick, seconds)
    return 0 if results and all(r.passed for r in results) else 1
