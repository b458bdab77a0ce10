"""``pokercert certify``: run the suite against an implementation and issue the verdict."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pokercert.adapters.process import DEFAULT_TIMEOUT
from pokercert.certification import certify, verdict_text
from pokercert.commands.lab_frame import LabFrameError, add_lab_arguments, lab_frame
from pokercert.commands.outputs import (
    REPORT_PDF,
    failure_lines,
    remove_stale_pdf,
    write_companions,
    write_pdf,
)
from pokercert.commands.selection import SelectionError, add_selection_arguments, selection
from pokercert.results import Verdict
from pokercert.runner import RunOptions
from pokercert.spec_loader import SpecError, load_catalogue
from pokercert.translations import LANGUAGES

NAME = "certify"
HELP = "Certify an implementation: run the scenarios, write results.json, transcripts and the PDF."

EXIT_NOT_CERTIFIED = 1
EXIT_BAD_INPUT = 2
EXIT_NO_REPORT = 3
EXIT_PARTIAL = 4
PASSING = (Verdict.CERTIFIED, Verdict.CERTIFIED_LIMITED, Verdict.REVIEW_PENDING)

EXIT_CODES = """exit codes:
  0  tests passed: CERTIFIED, CERTIFIED, LIMITED SCOPE or TESTS PASSED — REVIEW PENDING
     (only when this run's results.json was written and says so)
  1  NOT CERTIFIED
  2  bad input or command-line misuse
  3  the report module is missing: no PDF was written
  4  partial run (--tags, --clause, --feature, --rerun-failed): no verdict

outputs in DIR: results.json, transcripts/, junit.xml, report.html and report.pdf"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EXIT_CODES
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
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
    add_selection_arguments(parser)
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
        "--no-pdf",
        action="store_true",
        help=f"write no PDF (and remove an older {REPORT_PDF} from DIR, so none is left stale)",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the report (default: en); clause texts stay in their original",
    )
    add_lab_arguments(parser)


def run(args: argparse.Namespace) -> int:
    try:
        catalogue = load_catalogue()
    except SpecError as exc:
        print(f"pokercert certify: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        lab = lab_frame(args)
        chosen = selection(args, catalogue)
    except (LabFrameError, SelectionError) as exc:
        print(f"pokercert certify: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    profiles = args.profiles or (chosen.profiles if chosen else None)
    unknown = [pid for pid in profiles or [] if pid not in catalogue.profiles]
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
        profiles=list(dict.fromkeys(profiles)) if profiles else None,
        tags=chosen.tags if chosen else None,
        seed=args.seed,
        timeout=args.timeout,
        artifacts=list(args.artifacts),
        locations=chosen.locations if chosen else None,
    )
    certification = certify(
        catalogue,
        options,
        args.out,
        args.evaluator,
        selection=chosen.record if chosen else None,
        lab=lab,
    )
    results = certification.results
    print(f"results: {certification.results_path}")
    print(f"transcripts: {args.out / 'transcripts'}")
    junit, html = write_companions(results, args.out, args.lang)
    print(f"junit: {junit}")
    print(f"html: {html}")
    if results.verdict == Verdict.PARTIAL_RUN:
        code = EXIT_PARTIAL
    elif results.verdict in PASSING:
        code = 0
    else:
        code = EXIT_NOT_CERTIFIED
    if args.no_pdf:
        removed = remove_stale_pdf(args.out)
        if removed:
            print(f"removed the older {removed} (--no-pdf)")
    elif not write_pdf(results, certification.results_path, args.out / REPORT_PDF, args.lang):
        code = EXIT_NO_REPORT
    for line in failure_lines(results):
        print(line)
    print(verdict_text(results))
    return code
