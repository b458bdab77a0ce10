"""``pokercert report``: re-render the certification PDF (and HTML) from a saved results.json.

The report is a pure function of the results file, so a lab can re-issue
it (or a regulator can check it) without re-running the suite.  The
SHA-256 of the exact bytes read is printed in the report.  By default the
PDF is ``report.pdf`` beside results.json, the name ``certify`` uses, with
``report.html`` (the per-scenario proof the PDF links to) beside it.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

from pydantic import ValidationError

from pokercert import seal
from pokercert.atomic import atomic_write
from pokercert.budget import RESULTS_FILE_BYTES
from pokercert.commands.outputs import REPORT_PDF
from pokercert.evidence_files import read_regular
from pokercert.html_report import HTML_FILE, render_html
from pokercert.results import Results, Verdict
from pokercert.translations import LANGUAGES

NAME = "report"
HELP = "Render the certification report (report.pdf and report.html) from a results.json file."

MAX_ERRORS_SHOWN = 10


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "results", type=Path, metavar="DIR_OR_RESULTS", help="a run directory or its results.json"
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        help=f"where to write the PDF (default: {REPORT_PDF} next to the results file; "
        f"{HTML_FILE} is written beside the PDF)",
    )
    parser.add_argument(
        "--lang", choices=LANGUAGES, default="en", help="language of the report (default: en)"
    )
    parser.add_argument(
        "--key-file",
        type=Path,
        default=None,
        metavar="F",
        help=f"the lab key to check the signature (default: ${seal.KEY_VARIABLE})",
    )


def unverified(path: Path, results: Results, key_file: Path | None) -> list[str]:
    """Why results claiming anything but NOT CERTIFIED may not be rendered (empty: they verify)."""
    if results.verdict == Verdict.NOT_CERTIFIED:
        return []
    from pokercert.spec_loader import SpecError, load_catalogue

    if (path.parent / seal.MARKER).exists():
        return [f"{path.parent / seal.MARKER} exists: the run did not finish"]
    try:
        key = seal.load_key(key_file)
        catalogue = load_catalogue()
    except (seal.KeyError_, SpecError) as exc:
        return [str(exc)]
    return seal.verify(path.parent, results, catalogue, key)


def _field(location: tuple[int | str, ...]) -> str:
    """``clauses.3.status`` style path of a validation error."""
    return ".".join(str(part) for part in location) or "(whole file)"


def describe_errors(path: Path, error: ValidationError) -> list[str]:
    """One line per problem, naming the file and the field."""
    problems = error.errors(include_url=False)
    lines = [f"{path}: not a valid results file ({len(problems)} problem(s))"]
    for problem in problems[:MAX_ERRORS_SHOWN]:
        if problem["type"] == "json_invalid":
            lines.append(f"{path}: invalid JSON: {problem['ctx'].get('error', problem['msg'])}")
        else:
            lines.append(f"{path}: field {_field(problem['loc'])}: {problem['msg']}")
    if len(problems) > MAX_ERRORS_SHOWN:
        lines.append(f"{path}: ... and {len(problems) - MAX_ERRORS_SHOWN} more")
    return lines


def load_results(path: Path) -> tuple[Results, str]:
    """The validated results and the SHA-256 of the bytes read (raises on bad input)."""
    data = read_regular(path, RESULTS_FILE_BYTES)
    return Results.model_validate_json(data), hashlib.sha256(data).hexdigest()


def run(args: argparse.Namespace) -> int:
    from pokercert.reports.pdf import render_report  # reportlab only when rendering
    from pokercert.reports.summary import consistency_problems

    path: Path = args.results / "results.json" if args.results.is_dir() else args.results
    out: Path = args.out or path.with_name(REPORT_PDF)
    try:
        results, digest = load_results(path)
    except OSError as error:
        print(f"{path}: cannot read the results file: {error.strerror or error}", file=sys.stderr)
        return 2
    except ValidationError as error:
        for line in describe_errors(path, error):
            print(line, file=sys.stderr)
        return 2
    refused = unverified(path, results, getattr(args, "key_file", None))
    if refused:
        for problem in refused:
            print(f"{path}: does not verify: {problem}", file=sys.stderr)
        print(
            f"{path}: refusing to render {results.verdict.value} from results that do not verify",
            file=sys.stderr,
        )
        return 1
    for problem in consistency_problems(results):
        print(f"{path}: warning: {problem}", file=sys.stderr)
    try:
        seal.atomic_render(
            out,
            lambda target: render_report(results, target, results_sha256=digest, lang=args.lang),
        )
        atomic_write(out.with_name(HTML_FILE), render_html(results, lang=args.lang))
    except OSError as error:
        print(f"{out}: cannot write the report: {error.strerror or error}", file=sys.stderr)
        return 1
    print(f"wrote {out} ({results.verdict.value}; results.json SHA-256 {digest})")
    return 0
