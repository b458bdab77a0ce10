"""``pokercert mutants``: prove the suite catches broken implementations, profile by profile.

Each mutant (``pokercert/mutation/catalogue.py``) is served out of process and certified under
every profile it belongs to, on the scenarios of its own clauses; the kill table says which
scenario caught it.  Exit 0 only when every selected mutant is killed under every selected
profile and the unpatched engine passes the same scenarios; 1 otherwise; 2 for bad input.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from pokercert.mutation.catalogue import BY_ID, MUTANTS, PROFILE_CODES, SAMPLE

NAME = "mutants"
HELP = "Run the mutation suite: each injected rule bug must be caught under each of its profiles."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mutant", action="append", metavar="ID", help="a mutant (repeatable)")
    parser.add_argument("--profile", action="append", metavar="P", help="a profile (repeatable)")
    parser.add_argument(
        "--sample",
        action="store_true",
        help=f"the CI sample, one mutant per family ({', '.join(SAMPLE)})",
    )
    parser.add_argument("--json", action="store_true", help="print the kill table as JSON")
    parser.add_argument("--out", metavar="FILE", help="write the kill table as Markdown to FILE")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (at most 2)")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")


def run(args: argparse.Namespace) -> int:
    from pokercert.mutation import report, runner

    chosen = list(args.mutant or [])
    unknown = [m for m in chosen if m not in BY_ID]
    if unknown:
        print(
            f"pokercert mutants: unknown mutant {', '.join(unknown)} "
            f"(M-001 .. M-{len(MUTANTS):03d})",
            file=sys.stderr,
        )
        return 2
    profiles = list(args.profile or [])
    bad = [p for p in profiles if p not in PROFILE_CODES.values()]
    if bad:
        print(f"pokercert mutants: unknown profile {', '.join(bad)}", file=sys.stderr)
        return 2
    if args.sample:
        chosen += [m for m in SAMPLE if m not in chosen]
    mutants = [BY_ID[m] for m in chosen] if chosen else list(MUTANTS)
    out = Path(args.out) if args.out else None
    if out is not None:
        try:  # a bad --out is refused before the run, not after it
            out.parent.mkdir(parents=True, exist_ok=True)
            out.touch()
        except OSError as exc:
            print(f"pokercert mutants: cannot write {out}: {exc.strerror}", file=sys.stderr)
            return 2
    if args.list:
        for m in mutants:
            print(f"{m.id}  {m.family:<22} {m.codes:<8} {m.description}")
        return 0

    def progress(job: runner.Job, ran: list[runner.Ran]) -> None:
        failed = sum(r.status == "failed" for r in ran)
        where = (
            ", ".join(job.profiles) if len(job.profiles) < 3 else f"{len(job.profiles)} profiles"
        )
        print(
            f"  {job.subject:<9} {where:<26} {len(ran):>3} scenarios, {failed} failed",
            file=sys.stderr,
            flush=True,
        )

    table = runner.run(mutants, profiles or None, jobs=args.jobs, on_done=progress)
    if not table.outcomes:
        print("pokercert mutants: no mutant belongs to the selected profiles", file=sys.stderr)
        return 2
    if out is not None:
        out.write_text(report.markdown(table, mutants), encoding="utf-8")
    sys.stdout.write(report.as_json(table) if args.json else report.text(table))
    return 0 if table.all_killed else 1
