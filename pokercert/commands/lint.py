"""``pokercert lint``: the feature files against the catalogue (run in CI).

Errors: a broken feature file, a scenario without a ``@clause:`` tag, a tag
or profile that names nothing, a scenario tagged with a clause of another
profile, an uncovered clause verified by test, and — from a dry run of the
steps — a step module that cannot be loaded or a step with no definition.  Which uncovered clauses
are errors is chosen with ``--uncovered``:

* ``implemented`` (default): clauses of games the reference engine plays;
  clauses of games still being built are listed as pending, not failed;
* ``all``: every uncovered clause fails (a release gate);
* ``none``: uncovered clauses are listed only (tag checks still fail).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import sys

from pokercert.coverage import lint
from pokercert.feature_index import scan
from pokercert.spec_loader import Catalogue, SpecError, load_catalogue

NAME = "lint"
HELP = "Check scenario tags against the catalogue and report clauses no scenario covers."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--uncovered",
        choices=("implemented", "all", "none"),
        default="implemented",
        help="which uncovered test clauses fail the lint: those of games the reference engine "
        "plays (default), all, or none",
    )
    parser.add_argument("--quiet", action="store_true", help="do not list warnings and pending")


def dry_run_problems() -> list[str]:
    """Load the step modules and match every step without running anything (behave --dry-run)."""
    from behave.configuration import Configuration
    from behave.runner import Runner, the_step_registry

    index = scan()
    if not index.files:
        return []
    for definitions in the_step_registry.steps.values():  # a fresh registry, as a new process
        definitions.clear()
    config = Configuration(
        command_args=[
            *(str(f) for f in index.files),
            "--dry-run",
            "--format",
            "null",
            "--no-summary",
            "--no-snippets",
        ],
        load_config=False,
    )
    runner = Runner(config)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            runner.run()
    except Exception as exc:  # a step module that does not import, a broken hook module
        return [f"the step definitions cannot be loaded: {exc.__class__.__name__}: {exc}"]
    finally:
        for definitions in the_step_registry.steps.values():
            definitions.clear()
    return [
        f"{step.location}: undefined step: {step.keyword} {step.name}"
        for step in runner.undefined_steps
    ]


def suite_errors(catalogue: Catalogue, uncovered: str = "implemented") -> list[str]:
    """Everything the lint rejects in the installed suite (``certify`` refuses such a suite)."""
    from pokercert.engine.session import supported_games

    report = lint(catalogue, scan(), supported_games(), uncovered)
    return [*report.errors, *dry_run_problems()]


def run(args: argparse.Namespace) -> int:
    try:
        catalogue = load_catalogue()
    except SpecError as exc:
        print(f"pokercert lint: {exc}", file=sys.stderr)
        return 1
    from pokercert.engine.session import supported_games

    games = supported_games()
    index = scan()
    report = lint(catalogue, index, games, args.uncovered)
    report.errors.extend(dry_run_problems())
    if not args.quiet:
        for line in report.warnings:
            print(f"warning: {line}")
        for line in report.pending:
            print(f"pending: {line}")
    for line in report.errors:
        print(f"error: {line}")
    print(
        f"lint: {len(index.scenarios)} scenarios, {len(catalogue.clauses)} clauses, "
        f"reference engine plays {', '.join(games) or 'no game'}; "
        f"{len(report.errors)} error(s), {len(report.pending)} pending, "
        f"{len(report.warnings)} warning(s)"
    )
    return 0 if report.ok else 1
