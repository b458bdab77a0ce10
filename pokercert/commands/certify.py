"""``pokercert certify``: run the suite against an implementation and issue the verdict."""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

from pokercert.adapters.process import DEFAULT_TIMEOUT
from pokercert.certification import certify, verdict_text
from pokercert.results import Verdict
from pokercert.runner import RunOptions
from pokercert.spec_loader import SpecError, load_catalogue

NAME = "certify"
HELP = "Certify an implementation: run the scenarios, write results.json, transcripts and the PDF."

EXIT_NOT_CERTIFIED = 1
EXIT_BAD_INPUT = 2
EXIT_NO_REPORT = 3


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--implementation",
        default="reference",
        metavar="IMPL",
        help="reference (default), pokerkit (the pokerkit extra), "
        "MODULE:FACTORY (a Python callable returning a Driver) or "
        "'cmd:COMMAND LINE' (a program speaking JSON lines on stdin/stdout)",
    )
    parser.add_argument(
        "--artifact",
        action="append",
        dest="artifacts",
        type=Path,
        default=[],
        metavar="PATH",
        help="a file or directory of the build under test, hashed into the results and the "
        "report ID (repeatable; default for cmd: every file the command line names)",
    )
    parser.add_argument(
        "--profile",
        action="append",
        dest="profiles",
        metavar="ID",
        help="a rule profile to certify (repeatable; default: every profile)",
    )
    parser.add_argument(
        "--tags",
        default=None,
        metavar="EXPR",
        help="behave tag expression selecting scenarios, e.g. '@clause:CR-012'",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("out"),
        metavar="DIR",
        help="output directory (default: ./out)",
    )
    parser.add_argument(
        "--seed", type=int, default=0, help="seed for scenarios that shuffle the deck (default: 0)"
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=DEFAULT_TIMEOUT,
        metavar="S",
        help=f"seconds the implementation has to answer a request (default: {DEFAULT_TIMEOUT:g})",
    )
    evaluator = parser.add_mutually_exclusive_group()
    evaluator.add_argument(
        "--evaluator",
        dest="evaluator",
        action="store_const",
        const="quick",
        default="auto",
        help="produce the hand-evaluator analysis evidence in quick mode (default: only when "
        "a certified profile has clauses verified by analysis)",
    )
    evaluator.add_argument(
        "--evaluator-full",
        dest="evaluator",
        action="store_const",
        const="full",
        help="produce the exhaustive evaluator evidence (slow)",
    )
    evaluator.add_argument(
        "--no-evaluator",
        dest="evaluator",
        action="store_const",
        const="skip",
        help="skip the evaluator evidence: clauses verified by analysis then fail",
    )
    parser.add_argument(
        "--no-pdf", action="store_true", help="write results.json and transcripts only"
    )


def run(args: argparse.Namespace) -> int:
    try:
        catalogue = load_catalogue()
    except SpecError as exc:
        print(f"pokercert certify: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    unknown = [pid for pid in args.profiles or [] if pid not in catalogue.profiles]
    if unknown:
        known = ", ".join(catalogue.profiles) or "none"
        print(
            f"pokercert certify: unknown profile {', '.join(unknown)} (known: {known})",
            file=sys.stderr,
        )
        return EXIT_BAD_INPUT
    if args.timeout <= 0:
        print("pokercert certify: --timeout must be positive", file=sys.stderr)
        return EXIT_BAD_INPUT
    missing = [str(path) for path in args.artifacts if not path.exists()]
    if missing:
        print(f"pokercert certify: --artifact names nothing: {', '.join(missing)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    options = RunOptions(
        implementation=args.implementation,
        profiles=list(dict.fromkeys(args.profiles)) if args.profiles else None,
        tags=args.tags,
        seed=args.seed,
        timeout=args.timeout,
        artifacts=list(args.artifacts),
    )
    certification = certify(catalogue, options, args.out, args.evaluator)
    results = certification.results
    print(f"results: {certification.results_path}")
    print(f"transcripts: {args.out / 'transcripts'}")
    passed = results.verdict in (Verdict.CERTIFIED, Verdict.CERTIFIED_LIMITED)
    code = 0 if passed else EXIT_NOT_CERTIFIED
    if not args.no_pdf:
        pdf = args.out / "report.pdf"
        try:
            from pokercert.reports.pdf import render_report
        except ImportError as exc:
            print(
                f"pokercert certify: cannot write {pdf}: the report module is not "
                f"available ({exc})",
                file=sys.stderr,
            )
            code = EXIT_NO_REPORT
        else:
            sha = hashlib.sha256(certification.results_path.read_bytes()).hexdigest()
            render_report(results, pdf, results_sha256=sha)
            print(f"report: {pdf}")
    print(verdict_text(results))
    return code
