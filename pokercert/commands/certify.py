"""``pokercert certify``: run the suite against an implementation and issue the verdict."""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

from pokercert import seal
from pokercert.adapters.process import DEFAULT_TIMEOUT
from pokercert.budget import (
    MAX_RUN_SECONDS,
    MAX_SCENARIO_REQUESTS,
    RUN_SECONDS,
    SCENARIO_REQUESTS,
    SCENARIO_SECONDS,
    Budget,
)
from pokercert.certification import certify, render_results, verdict_text
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
PASSING = (
    Verdict.CERTIFIED,
    Verdict.CERTIFIED_LIMITED,
    Verdict.REVIEW_PENDING,
    Verdict.DEVELOPMENT_RUN,
)
MAX_TIMEOUT = 3600.0
MAX_SOAK_HANDS = 10_000_000
DEFAULT_SOAK_HANDS = 100
"""Random tables per profile a full run plays unless told otherwise: scenarios play only the
situations the sources name, at most three hands at a table, so a build right on exactly
those (or one that misbehaves from a table's fourth hand) is only caught by random play.
About 10 s for the reference engine's eight profiles on two cores."""

EXIT_CODES = """exit codes:
  0  tests passed: CERTIFIED, CERTIFIED, LIMITED SCOPE, TESTS PASSED — REVIEW PENDING or a
     DEVELOPMENT RUN whose tests passed (only when this run's results.json was written and
     still says so)
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
    budgets = parser.add_argument_group(
        "budgets (recorded in results.json; a scenario or run that exceeds one fails)"
    )
    budgets.add_argument(
        "--scenario-seconds",
        type=float,
        default=SCENARIO_SECONDS,
        metavar="S",
        help=f"wall-clock seconds one scenario may take (default: {SCENARIO_SECONDS:g})",
    )
    budgets.add_argument(
        "--scenario-requests",
        type=int,
        default=SCENARIO_REQUESTS,
        metavar="N",
        help=f"requests one scenario may send (default: {SCENARIO_REQUESTS})",
    )
    budgets.add_argument(
        "--run-seconds",
        type=float,
        default=RUN_SECONDS,
        metavar="S",
        help=f"wall-clock seconds the whole run may take (default: {RUN_SECONDS:g})",
    )
    parser.add_argument(
        "--soak-hands",
        type=int,
        default=DEFAULT_SOAK_HANDS,
        metavar="N",
        help="random hands (tables) per profile played in lockstep with the reference engine "
        "(a soak) after the scenarios, so the sealed results carry them; a diverging hand "
        f"fails the run; 0: none (default: {DEFAULT_SOAK_HANDS}; a partial run plays none)",
    )
    parser.add_argument(
        "--soak-seed",
        type=int,
        default=None,
        metavar="S",
        help="seed of the random hands, recorded with them; give one the studio cannot guess "
        "(default: --seed)",
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
    parser.add_argument(
        "--dev",
        action="store_true",
        help="allow a modified suite (or one the lint rejects): the run is a DEVELOPMENT RUN, "
        "never a certificate",
    )
    parser.add_argument(
        "--key-file",
        type=Path,
        default=None,
        metavar="F",
        help=f"sign results.json with this lab key (HMAC secret or Ed25519 PEM private key; "
        f"default: ${seal.KEY_VARIABLE})",
    )


def misuse(args: argparse.Namespace) -> str | None:
    """The first problem with the command line itself, as one line (None: usable)."""
    if not math.isfinite(args.timeout) or not 0 < args.timeout <= MAX_TIMEOUT:
        return f"--timeout must be a number of seconds in (0, {MAX_TIMEOUT:g}], got {args.timeout}"
    for flag, seconds in (("--scenario-seconds", args.scenario_seconds),
                          ("--run-seconds", args.run_seconds)):  # fmt: skip
        if not math.isfinite(seconds) or not 0 < seconds <= MAX_RUN_SECONDS:
            return f"{flag} must be a number of seconds in (0, {MAX_RUN_SECONDS:g}], got {seconds}"
    if args.soak_seed is not None and not args.soak_hands:
        return "--soak-seed seeds the random hands of --soak-hands N, and none are asked for"
    if not 0 <= args.soak_hands <= MAX_SOAK_HANDS:
        return (
            f"--soak-hands must be a whole number in [0, {MAX_SOAK_HANDS}], got {args.soak_hands}"
        )
    if not 0 < args.scenario_requests <= MAX_SCENARIO_REQUESTS:
        return (
            f"--scenario-requests must be a whole number in [1, {MAX_SCENARIO_REQUESTS}], "
            f"got {args.scenario_requests}"
        )
    out: Path = args.out
    if out.exists() and not out.is_dir():
        return f"--out {out} exists and is not a directory"
    probe = out if out.exists() else next((p for p in out.parents if p.exists()), Path("."))
    if not os.access(probe, os.W_OK | os.X_OK):
        return f"--out {out}: {probe} is not writable"
    if getattr(args, "tags", None) is not None:
        from behave.tag_expression import make_tag_expression

        try:
            make_tag_expression(args.tags)
        except Exception as exc:  # behave raises several types for a bad expression
            return f"--tags {args.tags!r} is not a valid tag expression: {exc}"
    return None


def read_back(path: Path, results_text: str) -> bool:
    """True when the results.json on disk is still the one this run wrote."""
    try:
        return path.read_text("utf-8") == results_text
    except (OSError, UnicodeDecodeError):
        return False


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
    problem = misuse(args)
    if problem is not None:
        print(f"pokercert certify: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        key = seal.load_key(args.key_file)
    except seal.KeyError_ as exc:
        print(f"pokercert certify: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    seal.hide_key_from_children()
    from pokercert.commands.lint import suite_errors

    rejected = suite_errors(catalogue)
    for line in rejected[:20]:
        print(f"pokercert certify: lint: {line}", file=sys.stderr)
    if rejected and args.dev:
        print(
            "pokercert certify: the suite fails the lint; running anyway (--dev: a development "
            "run, never a certificate)",
            file=sys.stderr,
        )
    elif rejected:
        print(
            f"pokercert certify: the suite fails the lint ({len(rejected)} error(s)); "
            "run 'pokercert lint'",
            file=sys.stderr,
        )
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
        budget=Budget(args.scenario_requests, args.scenario_seconds, args.run_seconds),
        locations=chosen.locations if chosen else None,
        soak_hands=args.soak_hands,
        soak_seed=args.soak_seed,
    )
    certification = certify(
        catalogue,
        options,
        args.out,
        args.evaluator,
        dev=args.dev,
        key=key,
        selection=chosen.record if chosen else None,
        lab=lab,
    )
    results = certification.results
    written = render_results(results)  # what this run wrote, not what the file holds now
    args.verdict_code = EXIT_NOT_CERTIFIED  # from here on, a crash must not read as a pass
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
    if code == 0 and not read_back(certification.results_path, written):
        print(
            f"pokercert certify: {certification.results_path} changed after it was written",
            file=sys.stderr,
        )
        return EXIT_NOT_CERTIFIED
    return code
