"""One certification: run the suite, weigh the evidence, write ``results.json``.

Everything that goes into the results is derived from the inputs (the spec,
the feature files, the steps, the implementation, the profiles, the seed),
never from the clock, except the date, which honours ``SOURCE_DATE_EPOCH``.
The file is written with sorted keys and a fixed indentation, so the same
inputs give the same bytes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import platform
import shutil
import time
from collections import Counter
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

import jsonschema

from pokercert import __version__, seal
from pokercert.budget import printable
from pokercert.catalogue import Method
from pokercert.paths import features_dir, spec_dir, steps_dir
from pokercert.random_play import random_play
from pokercert.results import (
    ConflictInfo,
    EvaluatorCheck,
    Harness,
    Implementation,
    LabFrame,
    ProfileInfo,
    Results,
    Revision,
    Selection,
    SourceInfo,
    Verdict,
)
from pokercert.runner import RunOptions, RunOutcome, run_suite
from pokercert.spec_loader import Catalogue
from pokercert.verdict import (
    LIMITED_PENDING,
    annotate_proofs,
    assess_clauses,
    decide,
    evidence_failures,
    framed_verdict_line,
    overall_verdict,
    partial_clauses,
    profile_verdicts,
    scope,
    verdict_line,
)

RESULTS_FILE = "results.json"
TRANSCRIPTS_DIR = "transcripts"
TOOLS = ("behave", "pydantic", "jsonschema", "reportlab")


@dataclass
class Certification:
    results: Results
    outcome: RunOutcome
    results_path: Path


# --------------------------------------------------------------------------- provenance


def tree_files(root: Path, pattern: str, prefix: str = "") -> list[tuple[str, Path]]:
    """The matching files under ``root``, each named by ``prefix`` and its relative path."""
    if not root.is_dir():
        return []
    return [
        (prefix + path.relative_to(root).as_posix(), path)
        for path in sorted(root.rglob(pattern))
        if "__pycache__" not in path.parts and path.is_file()
    ]


def files_sha256(files: list[tuple[str, Path]]) -> str:
    """One digest over the names and bytes of the files, in the order given."""
    digest = hashlib.sha256()
    for name, path in files:
        digest.update(name.encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def tree_sha256(root: Path, pattern: str) -> str:
    """One digest over the names and bytes of the matching files under ``root``."""
    return files_sha256(tree_files(root, pattern))


JUDGING_MODULES = (
    "client.py",
    "invariants.py",
    "driver.py",
    "protocol.py",
    "protocol_words.py",
    "environment.py",
)
"""Harness modules that decide whether an answer passes, besides the step support package."""

ENVIRONMENT_SHIM = (
    b'"""behave looks for environment.py beside features/ and steps/; '
    b'the hooks live in the package."""\n\nfrom pokercert.environment import *  # noqa: F403\n'
)
"""The checkout's environment.py: it only loads the package's hooks (a wheel has none)."""


def step_code_sha256() -> str:
    """One digest over :func:`step_code_files`: the suite's fingerprint of its step code."""
    return files_sha256(step_code_files())


def step_code_files() -> list[tuple[str, Path]]:
    """The code that decides a scenario's status: the step definitions, behave's hooks
    (environment.py), the step support package and the client with its table rules.

    A suite whose steps pass everything could hide its change in any of them,
    so the suite's fingerprint covers them all, not the steps folder alone.  The
    hooks are the package's; an environment.py beside steps/ that is neither
    that module (a wheel) nor the shim loading it (a checkout) counts as well.
    """
    package = Path(__file__).resolve().parent
    files = tree_files(steps_dir(), "*.py")  # named as before: steps/ files keep their names
    hooks = steps_dir().parent / "environment.py"
    loads_the_package = hooks.resolve() == package / "environment.py"
    if hooks.is_file() and not loads_the_package and hooks.read_bytes() != ENVIRONMENT_SHIM:
        files.append(("environment.py", hooks))
    files += tree_files(package / "scenario", "*.py", "pokercert/scenario/")
    files += [(f"pokercert/{name}", package / name) for name in JUDGING_MODULES]
    return files


def harness_info(catalogue: Catalogue) -> Harness:
    versions = {"python": platform.python_version()}
    for tool in TOOLS:
        try:
            versions[tool] = metadata.version(tool)
        except metadata.PackageNotFoundError:
            versions[tool] = "missing"
    return Harness(
        version=__version__,
        spec_sha256=catalogue.sha256(),
        features_sha256=tree_sha256(features_dir(), "*.feature"),
        steps_sha256=step_code_sha256(),
        tool_versions=versions,
    )


def run_date() -> str:
    """ISO date of the run: SOURCE_DATE_EPOCH when set (reproducible builds), else today (UTC)."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    moment = dt.datetime.fromtimestamp(int(epoch), tz=dt.UTC) if epoch else dt.datetime.now(dt.UTC)
    return moment.date().isoformat()


def report_id(parts: list[str]) -> str:
    digest = hashlib.sha256("\n".join(parts).encode()).hexdigest()
    return f"PC-{digest[:12].upper()}"


# --------------------------------------------------------------------------- evidence


def evaluator_evidence(mode: str) -> tuple[list[EvaluatorCheck] | None, str | None]:
    """The analysis evidence (``quick``, ``full`` or ``skip``) and a run error, if any."""
    if mode == "skip":
        return None, None
    try:
        from pokercert.evaluator_check import evaluator_checks

        records = evaluator_checks(full=(mode == "full"))
    except Exception as exc:  # the evidence could not be produced: analysis clauses fail
        return None, f"the evaluator analysis could not run: {exc!r}"
    return [EvaluatorCheck.model_validate(r) for r in records], None


# --------------------------------------------------------------------------- the results


def build_results(
    outcome: RunOutcome,
    catalogue: Catalogue,
    profiles: list[str],
    implementation: Implementation,
    options: RunOptions,
    evaluator: list[EvaluatorCheck] | None,
    extra_errors: list[str],
) -> Results:
    analysis_passed = (
        None
        if evaluator is None
        else (bool(evaluator) and all(check.passed for check in evaluator))
    )
    clauses = assess_clauses(
        catalogue.clauses.values(),
        {cid: catalogue.source_file(cid) for cid in catalogue.clauses},
        profiles,
        outcome.scenarios,
        analysis_passed,
    )
    run_errors = [*outcome.run_errors, *extra_errors]
    verdict, reasons = decide(clauses, outcome.scenarios, run_errors)
    covered = scope(
        clauses,
        outcome.scenarios,
        profiles,
        {pid: catalogue.profiles[pid].game for pid in profiles},
    )
    harness = harness_info(catalogue)
    date = run_date()
    return Results(
        report_id=report_id(
            [
                implementation.fingerprint,
                harness.spec_sha256,
                harness.features_sha256,
                harness.steps_sha256,
                ",".join(profiles),
                str(options.seed),
                options.tags or "",
                date,
            ]
        ),
        date=date,
        verdict=verdict,
        verdict_text=verdict_line(verdict, covered),
        verdict_reasons=reasons,
        scope=covered,
        implementation=implementation,
        harness=harness,
        profiles=[
            ProfileInfo(
                id=pid,
                title=catalogue.profiles[pid].title,
                game=catalogue.profiles[pid].game,
                parameters=catalogue.profiles[pid].parameters.model_dump(mode="json"),
            )
            for pid in profiles
        ],
        seed=options.seed,
        tags=options.tags,
        sources=[
            SourceInfo(id=s.id, file=s.file, sha256=s.sha256, title=s.title, language=s.language)
            for s in catalogue.sources
        ],
        scenarios=outcome.scenarios,
        clauses=clauses,
        conflicts=[
            ConflictInfo(
                id=c.id,
                title=c.title,
                kind=c.kind,
                clauses=list(c.clauses),
                description=c.description,
                readings=[{"id": r.id, "text": r.text} for r in c.readings],
                resolutions=[
                    {"profile": r.profile, "reading": r.reading, "why": r.why}
                    for r in c.resolutions
                ],
            )
            for c in catalogue.conflicts.values()
        ],
        evaluator=evaluator,
        environment={"platform": platform.system(), "machine": platform.machine()},
    )


def render_results(results: Results) -> str:
    data = results.model_dump(mode="json")
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def validate_results(text: str) -> list[str]:
    """Problems of a results.json text against the published schema (empty when valid)."""
    schema = json.loads((spec_dir() / "schema" / "results.schema.json").read_text("utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    return [
        f"{'/'.join(str(x) for x in e.absolute_path) or '$'}: {e.message}"
        for e in validator.iter_errors(json.loads(text))
    ]


def analysis_needed(catalogue: Catalogue, profiles: list[str]) -> bool:
    return any(
        c.verification.method == Method.ANALYSIS and set(c.profiles) & set(profiles)
        for c in catalogue.clauses.values()
    )


def certify(
    catalogue: Catalogue,
    options: RunOptions,
    out_dir: Path,
    evaluator_mode: str = "auto",
    dev: bool = False,
    key: bytes | None = None,
    *,
    selection: Selection | None = None,
    lab: LabFrame | None = None,
) -> Certification:
    """Run everything and write ``out_dir/results.json`` and ``out_dir/transcripts/``.

    ``dev`` allows a modified suite (a development run); ``key`` signs the results.
    """
    profiles = options.profiles or list(catalogue.profiles)
    out_dir.mkdir(parents=True, exist_ok=True)
    seal.begin_run(out_dir)  # no stale verdict survives a run that is killed
    suite = harness_info(catalogue)
    suite_diffs = seal.suite_differences(
        seal.suite_digests(suite.spec_sha256, suite.features_sha256, suite.steps_sha256)
    )
    development = seal.development_reasons(options.implementation, suite_diffs, dev)
    transcripts = out_dir / TRANSCRIPTS_DIR
    if transcripts.is_dir():
        shutil.rmtree(transcripts)  # stale transcripts of an earlier run would mislead
    transcripts.mkdir()
    options.profiles = profiles
    options.transcripts = transcripts
    outcome = run_suite(options)
    errors: list[str] = seal.suite_run_errors(suite_diffs, dev)
    mode = evaluator_mode
    if mode == "auto":
        needed = analysis_needed(catalogue, profiles) and selection is None
        mode = "quick" if needed else "skip"
    evaluator, error = evaluator_evidence(mode)
    if error:
        errors.append(error)
    collector = outcome.collector
    if collector.target is not None:
        implementation = collector.target.identity(collector.hello)
    else:
        implementation = Implementation(
            name=options.implementation,
            version="unknown",
            adapter=options.implementation,
            fingerprint=hashlib.sha256(options.implementation.encode()).hexdigest(),
        )
    soaks, soak_errors = random_play(
        options.implementation,
        {pid: catalogue.profiles[pid].game for pid in profiles},
        collector.hello,
        implementation.fingerprint,
        hands=options.soak_hands if selection is None else 0,
        seed=soak_seed(options.seed, implementation.fingerprint)
        if options.soak_seed is None
        else options.soak_seed,
        timeout=options.timeout,
        out_dir=out_dir,
        progress=options.progress is not None,
        # the run's time budget covers the random play too
        deadline=time.time() + collector.clock.remaining() if collector.clock else None,
    )
    errors += soak_errors
    if collector.target is not None:  # after the soak too: it runs the build again
        errors += [
            f"the build under test changed during the run: {c}" for c in collector.target.changes()
        ]
    results = build_results(
        outcome, catalogue, profiles, implementation, options, evaluator, errors
    )
    if soaks:
        results = results.model_copy(update={"soak": soaks})
    results = frame_results(results, [*outcome.run_errors, *errors], selection, lab)
    if collector.target is not None and collector.target.development and not development:
        development = seal.development_reasons(collector.target.spec, [], dev)
    results = seal.issue(
        results, catalogue, development, not suite_diffs, collector.budget.as_record(), key
    )
    text = render_results(results)
    problems = validate_results(text)
    if problems:  # a harness bug; never hand out a file that does not match its schema
        raise ValueError("results.json does not match its schema: " + "; ".join(problems[:5]))
    path = out_dir / RESULTS_FILE
    seal.atomic_write(path, text)
    seal.end_run(out_dir)
    return Certification(results, outcome, path)


def soak_seed(seed: int, fingerprint: str) -> int:
    """The random tables' seed when none is given: drawn from the run's seed and the build's
    fingerprint (the hashes of its files).  The same build and seed play the same tables, so
    the results are reproducible; but a build cannot know its tables in advance, since any
    change made to recognise them changes its fingerprint, and with it the tables."""
    digest = hashlib.sha256(f"pokercert soak {seed} {fingerprint}".encode()).digest()
    return int.from_bytes(digest[:4], "big")


def frame_results(
    results: Results,
    run_errors: list[str],
    selection: Selection | None,
    lab: LabFrame | None,
) -> Results:
    """Add what a lab and a regulator need beyond the automated verdict.

    How each clause was proven and under which reading, the verdict per
    profile, the review state (a fresh run has no review: inspection items
    keep it at REVIEW PENDING), revision 1, the lab frame, and for a subset
    run the selection and "no verdict".
    """
    profiles = [p.id for p in results.profiles]
    partial = selection is not None
    clauses = partial_clauses(results.clauses) if partial else list(results.clauses)
    clauses = annotate_proofs(clauses, results.scenarios, results.conflicts, profiles)
    tests, reasons = decide(clauses, results.scenarios, run_errors)
    per_profile = profile_verdicts(clauses, results.scenarios, profiles, run_errors, [], partial)
    verdict, reasons = overall_verdict(
        tests, reasons, per_profile, partial, evidence_failures(results)
    )
    if partial:
        reasons.insert(0, "partial run: " + selection_text(selection))
    return results.model_copy(
        update={
            "clauses": clauses,
            "tests_verdict": tests,
            "verdict": verdict,
            "verdict_text": framed_verdict_line(verdict, tests, results.scope),
            "verdict_reasons": reasons,
            "profile_verdicts": per_profile,
            "partial": selection,
            "lab": lab,
            "revisions": [
                Revision(
                    number=results.revision,
                    date=results.date,
                    author=f"pokercert {results.harness.version}",
                    summary=f"automated run: {verdict.value}",
                )
            ],
        }
    )


def selection_text(selection: Selection | None) -> str:
    """What a partial run selected, in one line."""
    if selection is None:
        return "the whole suite"
    parts = []
    if selection.tags:
        parts.append(f"tags {selection.tags}")
    if selection.clauses:
        parts.append("clauses " + ", ".join(selection.clauses))
    if selection.features:
        parts.append("features " + ", ".join(selection.features))
    if selection.rerun_of:
        parts.append(f"the {len(selection.scenarios)} failed scenarios of {selection.rerun_of}")
    return "; ".join(parts) or "a subset"


def verdict_text(results: Results, limit: int = 15) -> str:
    """The console's verdict: the implementation's own words (its name, the reasons that quote
    it) are shown escaped, so they cannot rewrite the lines around them."""
    implementation = results.implementation
    lines = [
        f"{results.verdict_text}  ({results.report_id}, {printable(implementation.name)} "
        f"{printable(implementation.version)})"
    ]
    scenario_counts = Counter(s.status.value for s in results.scenarios)
    clause_counts = Counter(c.status.value for c in results.clauses)
    lines.append(
        "  scenarios: " + ", ".join(f"{n} {k}" for k, n in sorted(scenario_counts.items()))
    )
    lines.append("  clauses:   " + ", ".join(f"{n} {k}" for k, n in sorted(clause_counts.items())))
    for verdict in results.profile_verdicts:
        limited = ", limited scope" if LIMITED_PENDING in verdict.reasons else ""
        lines.append(f"  {verdict.profile}: {verdict.verdict.value}{limited}")
    if results.verdict != Verdict.CERTIFIED:
        for reason in results.verdict_reasons[:limit]:
            lines.append(f"  - {printable(reason)}")
        if len(results.verdict_reasons) > limit:
            lines.append(
                f"  ... and {len(results.verdict_reasons) - limit} more reasons (see results.json)"
            )
    return "\n".join(lines)
