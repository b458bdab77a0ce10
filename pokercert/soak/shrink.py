"""Shrinking a diverging hand: fewer players, fewer deliberate decisions, same divergence.

A candidate is kept when it still diverges on the same contract field and is
smaller: fewer players, or as many players and fewer decisions before the
divergence, or as many of both and fewer non-passive choices.  Players are
dropped one at a time; choices are set to the passive choice 0 in halving
chunks (delta debugging).  The number of replays is bounded.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pokercert.soak.evidence import MinimalHand
from pokercert.soak.lockstep import HandRun
from pokercert.soak.plan import HandPlan

BUDGET = 400


def size(run: HandRun) -> tuple[int, int, int]:
    divergence = run.divergence
    decisions = len(run.choices) if divergence is None or divergence.step != 0 else 0
    return len(run.plan.seats), decisions, sum(1 for c in run.choices if c)


class NotReproduced(RuntimeError):
    """The diverging hand, played again on a fresh program, did not diverge."""


def shrink(
    plan: HandPlan, replay: Callable[[HandPlan], HandRun], budget: int = BUDGET
) -> tuple[HandRun, int]:
    """The smallest hand found that diverges like ``plan``, and the replays it took."""
    first = replay(plan)
    if first.divergence is None:
        raise NotReproduced(f"hand {plan.index} does not diverge when played again")
    field = first.divergence.field
    best = first
    best.plan = plan.scripted(tuple(first.choices))
    attempts = 1

    def better(candidate: HandPlan) -> HandRun | None:
        nonlocal attempts
        attempts += 1
        run = replay(candidate)
        if run.divergence is None or run.divergence.field != field or size(run) >= size(best):
            return None
        run.plan = candidate.scripted(tuple(run.choices))
        return run

    changed = True
    while changed and attempts < budget:
        changed = False
        for seat, _stack in best.plan.seats:
            if len(best.plan.seats) <= 2 or attempts >= budget:
                break
            found = better(best.plan.without_seat(seat))
            if found:
                best, changed = found, True
                break
        if changed:
            continue
        choices = list(best.plan.choices or ())
        chunk = max(1, len(choices) // 2)
        while chunk >= 1 and attempts < budget:
            start = 0
            while start < len(choices) and attempts < budget:
                if any(choices[start : start + chunk]):
                    trial = choices[:start] + [0] * len(choices[start : start + chunk])
                    trial += choices[start + chunk :]
                    found = better(best.plan.scripted(tuple(trial)))
                    if found:
                        best, changed = found, True
                        choices = list(best.plan.choices or ())
                start += chunk
            chunk //= 2
    return best, attempts


def shrink_and_write(plan: HandPlan, implementation: str, timeout: float, out: Path) -> MinimalHand:
    """Shrink the first diverging hand against the implementation and write its files."""
    from pokercert.soak.run import Table
    from pokercert.soak.writers import write_minimal

    table = Table(implementation, timeout)
    try:
        best, attempts = shrink(plan, table.play)
    finally:
        table.close()
    return write_minimal(best, implementation, timeout, out, attempts)
