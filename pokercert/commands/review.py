"""``pokercert review``: record a reviewer's decisions on the inspection items.

A run whose automated evidence passed ends TESTS PASSED — REVIEW PENDING.
The reviewer checks each inspection item and records pass or fail (with a
remark); this writes revision N+1 of results.json, junit.xml, report.html
and report.pdf.  When every item has passed the verdict is CERTIFIED (or
CERTIFIED, LIMITED SCOPE); an item that fails makes its profiles NOT
CERTIFIED.  Results that are not certifiable, partial, or that do not hold
together when recomputed are refused.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
from pathlib import Path

from pydantic import ValidationError

from pokercert.atomic import atomic_write
from pokercert.budget import RESULTS_FILE_BYTES
from pokercert.certification import RESULTS_FILE, render_results, validate_results
from pokercert.commands.outputs import REPORT_PDF, write_companions, write_pdf
from pokercert.evidence_files import read_regular
from pokercert.results import Results, ReviewDecision, Revision, Verdict
from pokercert.translations import LANGUAGES
from pokercert.verdict import (
    evidence_failures,
    framed_verdict_line,
    latest_decisions,
    overall_verdict,
    profile_verdicts,
    recomputation_problems,
    review_items,
)

NAME = "review"
HELP = "Record a reviewer's decisions on the inspection items and issue the next revision."

EXIT_BAD_INPUT = 2
REVIEWABLE = (
    Verdict.REVIEW_PENDING,
    Verdict.CERTIFIED,
    Verdict.CERTIFIED_LIMITED,
    Verdict.NOT_CERTIFIED,  # only when the automated evidence passed and a review item failed
)


class ReviewError(ValueError):
    """Bad input to the review; the message is one line naming what is wrong."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("results", type=Path, metavar="DIR", help="run directory or results.json")
    parser.add_argument("--reviewer", required=True, metavar="NAME", help="who decides")
    parser.add_argument(
        "--item",
        action="append",
        default=[],
        metavar="CLAUSE=pass|fail[:REMARK]",
        help="a decision on one inspection item (repeatable)",
    )
    parser.add_argument(
        "--file",
        type=Path,
        default=None,
        metavar="DECISIONS.json",
        help='decisions as JSON: {"CLAUSE": {"outcome": "pass", "remark": "..."}, ...} '
        'or {"CLAUSE": "pass", ...}',
    )
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="report language")
    parser.add_argument("--no-pdf", action="store_true", help="do not re-render report.pdf")
    parser.add_argument(
        "--key-file",
        type=Path,
        default=None,
        metavar="F",
        help="the lab key: signed results are checked with it and the revision is re-signed "
        "(default: $POKERCERT_KEY)",
    )


def sealed(before: Results, after: Results, key_file: Path | None) -> Results:
    """Signed results stay signed: the key must check revision N and then signs N+1."""
    from pokercert import seal

    try:
        key = seal.load_key(key_file)
    except seal.KeyError_ as exc:
        raise ReviewError(str(exc)) from exc
    signed = before.seal is not None and before.seal.signature is not None
    if key is None:
        if signed:
            raise ReviewError("the results are signed: give the lab key (--key-file) to re-sign")
        return after
    problems = seal.signature_problems(before, key) if signed else []
    if problems:
        raise ReviewError(f"the results do not verify: {problems[0]}")
    return seal.sign(after, key) if after.seal is not None else after


def review_moment() -> str:
    """When the decision was recorded: SOURCE_DATE_EPOCH when set, so reviews reproduce."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    moment = dt.datetime.fromtimestamp(int(epoch), tz=dt.UTC) if epoch else dt.datetime.now(dt.UTC)
    return moment.replace(microsecond=0).isoformat()


def parse_item(text: str) -> tuple[str, str, str | None]:
    clause, sep, rest = text.partition("=")
    outcome, _, remark = rest.partition(":")
    outcome = outcome.strip().lower()
    if not sep or not clause.strip() or outcome not in ("pass", "fail"):
        raise ReviewError(f"--item {text!r}: expected CLAUSE=pass or CLAUSE=fail[:REMARK]")
    return clause.strip(), outcome, remark.strip() or None


def read_decision_file(path: Path) -> list[tuple[str, str, str | None]]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReviewError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    except json.JSONDecodeError as exc:
        raise ReviewError(f"{path}:{exc.lineno}: invalid JSON: {exc.msg}") from exc
    if not isinstance(data, dict):
        raise ReviewError(f"{path}: expected an object mapping clause IDs to decisions")
    out = []
    for clause, value in data.items():
        entry = {"outcome": value} if isinstance(value, str) else value
        if not isinstance(entry, dict) or entry.get("outcome") not in ("pass", "fail"):
            raise ReviewError(f'{path}: {clause}: outcome must be "pass" or "fail"')
        remark = entry.get("remark")
        out.append((clause, str(entry["outcome"]), str(remark) if remark else None))
    return out


def load(path: Path) -> tuple[Path, Results]:
    file = path / RESULTS_FILE if path.is_dir() else path
    try:
        return file, Results.model_validate_json(read_regular(file, RESULTS_FILE_BYTES))
    except OSError as exc:
        raise ReviewError(f"{file}: cannot read the results file: {exc.strerror or exc}") from exc
    except ValidationError as exc:
        problem = exc.errors(include_url=False)[0]
        where = ".".join(str(x) for x in problem["loc"]) or "(whole file)"
        raise ReviewError(f"{file}: not a valid results file: {where}: {problem['msg']}") from exc


def check_reviewable(file: Path, results: Results) -> None:
    """Refuse partial runs, failed automated evidence and results that contradict themselves."""
    if results.partial is not None or results.verdict == Verdict.PARTIAL_RUN:
        raise ReviewError(f"{file}: a partial run has no verdict to review; run the whole suite")
    if results.verdict not in REVIEWABLE or results.tests_verdict not in (
        Verdict.CERTIFIED,
        Verdict.CERTIFIED_LIMITED,
    ):
        raise ReviewError(
            f"{file}: the automated evidence did not pass "
            f"({(results.tests_verdict or results.verdict).value}); there is nothing to review"
        )
    problems = recomputation_problems(results)
    if problems:
        raise ReviewError(f"{file}: the results do not hold together: {problems[0]}")


def apply_review(
    results: Results, decisions: list[tuple[str, str, str | None]], reviewer: str, when: str
) -> Results:
    """Revision N+1 of ``results`` with the decisions recorded and every verdict recomputed."""
    items = {c.id for c in review_items(results.clauses)}
    unknown = [clause for clause, _, _ in decisions if clause not in items]
    if unknown:
        listed = ", ".join(sorted(items)) or "none"
        raise ReviewError(
            f"not an inspection item of this run: {', '.join(unknown)} (items: {listed})"
        )
    if not decisions:
        raise ReviewError("no decision given: use --item CLAUSE=pass|fail[:REMARK] or --file")
    revision = results.revision + 1
    review = list(results.review) + [
        ReviewDecision(
            clause=clause,
            outcome="pass" if outcome == "pass" else "fail",
            reviewer=reviewer,
            date=when,
            remark=remark,
            revision=revision,
        )
        for clause, outcome, remark in decisions
    ]
    profiles = [p.id for p in results.profiles]
    per_profile = profile_verdicts(results.clauses, results.scenarios, profiles, [], review, False)
    tests = results.tests_verdict or Verdict.CERTIFIED
    tests_reasons = [r for r in results.verdict_reasons if r.startswith("run error: ")]
    verdict, reasons = overall_verdict(
        tests, tests_reasons, per_profile, False, evidence_failures(results)
    )
    latest = latest_decisions(review)
    passed = sum(1 for d in latest.values() if d.outcome == "pass")
    summary = (
        f"review of {len(decisions)} item(s) by {reviewer}: {passed} of {len(items)} passed, "
        f"{sum(1 for d in latest.values() if d.outcome == 'fail')} failed; {verdict.value}"
    )
    return results.model_copy(
        update={
            "revision": revision,
            "review": review,
            "profile_verdicts": per_profile,
            "verdict": verdict,
            "verdict_text": framed_verdict_line(verdict, tests, results.scope),
            "verdict_reasons": reasons,
            "revisions": [
                *results.revisions,
                Revision(number=revision, date=when, author=reviewer, summary=summary),
            ],
        }
    )


def run(args: argparse.Namespace) -> int:
    try:
        file, results = load(args.results)
        check_reviewable(file, results)
        decisions = [parse_item(item) for item in args.item]
        if args.file is not None:
            decisions += read_decision_file(args.file)
        if not args.reviewer.strip():
            raise ReviewError("--reviewer must name the reviewer")
        reviewed = apply_review(results, decisions, args.reviewer.strip(), review_moment())
        reviewed = sealed(results, reviewed, args.key_file)
    except ReviewError as exc:
        print(f"pokercert review: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    text = render_results(reviewed)
    problems = validate_results(text)
    if problems:  # a harness bug: never write a file that does not match its schema
        print(f"pokercert review: internal error: {problems[0]}", file=sys.stderr)
        return 1
    atomic_write(file, text.encode("utf-8"))
    out = file.parent
    write_companions(reviewed, out, args.lang)
    if not args.no_pdf:
        write_pdf(reviewed, file, out / REPORT_PDF, args.lang)
    print(f"revision {reviewed.revision} of {file}: {reviewed.verdict.value}")
    for verdict in reviewed.profile_verdicts:
        print(f"  {verdict.profile}: {verdict.verdict.value}")
    return 1 if reviewed.verdict == Verdict.NOT_CERTIFIED else 0
