"""Random play inside a certification run (``certify --soak-hands N``).

The scenarios play the situations the sources name, from stacked decks anyone
can read in ``features/``; a build could be right on exactly those and wrong
everywhere else.  A soak (random legal hands in lockstep with the reference
engine, :mod:`pokercert.soak`) looks everywhere else.  Run inside certify, its
figures are part of the results before they are sealed, so a signed
certificate can carry them (evidence cannot be added to signed results
afterwards), and a diverging hand fails the run like any failed evidence.
Each job of the soak stops at its first diverging hand: one is enough to fail
the run, and a build that hangs on every hand costs a timeout per job, not one
per hand.

Only the profiles the implementation declared in its hello (their game, and
the profile when it lists profiles) are played: the others are outside its
scope already.  A partial run plays none.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from pokercert import protocol as p
from pokercert.driver import ImplementationFailure
from pokercert.soak.evidence import SoakEvidence

IRREGULARITY_RATE = 0.02
"""The chance that a random decision is an injected irregularity instead (of the kinds the
implementation declared it takes): the procedures after a dealing error are played beyond
the situations the scenarios set up, compared with the reference engine like any hand."""

SOAK_DIR = "soak"
"""Where the first diverging hand of each profile is written, shrunk (out/soak/PROFILE/)."""


def declared(hello: p.HelloReply | None, profile: str, game: str) -> bool:
    """Did the implementation say, in its hello, that it plays this profile of this game?"""
    # no hello: the run has failed already, and nothing was declared
    return hello is not None and hello.capabilities.outside(profile, game) is None


def random_play(
    implementation: str,
    profiles: dict[str, str],
    hello: p.HelloReply | None,
    fingerprint: str,
    *,
    hands: int,
    seed: int,
    timeout: float,
    out_dir: Path,
    progress: bool,
    deadline: float | None = None,
) -> tuple[list[SoakEvidence], list[str]]:
    """``hands`` random hands under each profile (id -> game) the implementation plays.

    Returns the evidence, one entry per profile played, and the run errors: a
    soak that could not start, or that the run's time budget (``deadline``) cut
    short, is an error of the run, never a skipped check.
    """
    folder = out_dir / SOAK_DIR
    if folder.is_dir():
        shutil.rmtree(folder)  # an earlier run's hands would mislead
    if hands < 1:
        return [], []
    from pokercert.soak.run import SoakOutOfTime, soak

    evidence: list[SoakEvidence] = []
    errors: list[str] = []
    for profile, game in profiles.items():
        if not declared(hello, profile, game):
            continue
        try:
            played = soak(
                implementation,
                profile,
                hands,
                seed=seed,
                rate=IRREGULARITY_RATE,
                workers=os.cpu_count() or 1,
                timeout=timeout,
                out=folder / profile,
                progress=progress,
                stop_at_divergence=True,
                deadline=deadline,
                hello=hello,
            )
        except ImplementationFailure as exc:
            errors.append(f"random play under {profile} could not start: {exc}")
            continue
        except SoakOutOfTime as exc:
            errors.append(f"random play under {profile}: {exc}")
            continue
        except Exception as exc:  # whatever stopped it, the run proves nothing more: it fails
            errors.append(f"random play under {profile} could not run: {exc!r}")
            continue
        evidence.append(played.model_copy(update={"fingerprint": fingerprint}))
    return evidence, errors
