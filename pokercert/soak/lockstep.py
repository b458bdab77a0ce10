"""One hand played on the implementation and on the reference engine, step by step.

Some plans play on at the same table (``next-hand``, :data:`~pokercert.soak.plan.FOLLOW_ON_EVERY`):
the hands after the first are played and compared the same way, as one run.
Both get the same setup (the plan's stacked deck) and the same requests; the
requests are chosen from the reference engine's view (the oracle).  After
each answer the contract facts are compared; the first difference ends the
hand as a divergence.  A crash, hang or invalid message of the implementation
is a divergence too (field ``answer``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.client import TableClient
from pokercert.driver import ImplementationFailure
from pokercert.soak.compare import differences, facts, same
from pokercert.soak.oracle import Oracle, OracleAnswer, expected_message
from pokercert.soak.plan import HandPlan
from pokercert.soak.policy import decide, random_choice

MAX_DECISIONS = 600
"""A hand longer than this is cut (counted as truncated): no engine loops the soak.  Counted
per hand, so a long session at one table is not cut for its length."""

ENDED = ("complete", "misdeal")


@dataclass(frozen=True)
class Divergence:
    """Where the implementation first disagreed with the reference engine."""

    step: int  # 0: the setup; k: the k-th decision (or the next hand after it); -1: a result
    request: dict[str, Any]
    phase: str
    field: str
    differences: list[str]

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "request": self.request,
            "phase": self.phase,
            "field": self.field,
            "differences": self.differences,
        }


@dataclass
class HandRun:
    plan: HandPlan
    choices: list[int] = field(default_factory=list)
    requests: list[BaseModel] = field(default_factory=list)
    actions: int = 0
    divergence: Divergence | None = None
    truncated: bool = False
    expected: BaseModel | None = None  # the reference's answer at the divergence
    refused: set[int] = field(default_factory=set)  # requests the reference refused
    reference_failure: str | None = None  # the reference engine broke an invariant
    unstacked_reshuffle: bool = False  # stopped where the stub was rebuilt unstacked


def _text(value: Any) -> str:
    return "none" if value is None else str(value)


def _divergence(
    step: int, request: BaseModel, phase: str, answer: OracleAnswer, actual: BaseModel | str
) -> tuple[Divergence, BaseModel] | None:
    """The divergence at this step, with the oracle's answer as a message; None if they agree."""
    if not isinstance(actual, str) and same(answer, actual):
        return None
    expected = expected_message(answer)
    if isinstance(actual, str):  # the implementation failed
        found = [("answer", "", expected.__class__.__name__, actual)]
    else:
        found = differences(facts(expected), facts(actual))
    if not found:
        return None
    lines = [
        f"{f}{' of ' + w if w else ''}: expected {_text(e)}, got {_text(a)}" for f, w, e, a in found
    ]
    request_json = request.model_dump(mode="json", exclude_none=True)
    return Divergence(step, request_json, phase, found[0][0], lines), expected


def _send(client: TableClient, request: BaseModel) -> BaseModel:
    if isinstance(request, p.HandSetup):
        return client.setup(request)
    if isinstance(request, p.NextHand):
        return client.next_hand(request)
    if isinstance(request, p.PlayerAction):
        return client.play(request)
    if isinstance(request, p.Irregularity):
        return client.inject(
            request.kind, request.seat, request.count, request.card, request.circumstance
        )
    if isinstance(request, p.ResultRequest):
        return client.result()
    raise TypeError(f"cannot send {request!r}")


class ReferenceFailure(Exception):
    """The reference engine itself broke a table invariant: the hand proves nothing."""


def _both(
    implementation: TableClient, reference: Oracle, request: BaseModel
) -> tuple[OracleAnswer, BaseModel | str]:
    try:
        expected = reference.send(request)
    except ImplementationFailure as exc:
        raise ReferenceFailure(f"{exc.__class__.__name__}: {exc}") from exc
    try:
        actual: BaseModel | str = _send(implementation, request)
    except ImplementationFailure as exc:
        actual = f"{exc.__class__.__name__}: {exc}"
    return expected, actual


RESHUFFLE = p.AnnouncementKind.RESHUFFLE.value


def _reshuffled(reference: Oracle) -> bool:
    """Whether the reference has rebuilt its stub in this hand (it announces every rebuild)."""
    view = reference.last_view
    return view is not None and any(kind == RESHUFFLE for kind, _seat in view.said)


def play(plan: HandPlan, implementation: TableClient, reference: Oracle) -> HandRun:
    """Play the plan on both engines; stop at the first divergence.

    When the reference engine itself breaks a table invariant (the client checks every
    answer), the hand stops there and is counted apart: it is no evidence either way.
    """
    run = HandRun(plan)
    try:
        return _play(run, plan, implementation, reference)
    except ReferenceFailure as exc:
        run.reference_failure = str(exc)
        return run


def _play(run: HandRun, plan: HandPlan, implementation: TableClient, reference: Oracle) -> HandRun:
    rng = random.Random(plan.seed ^ 0x5EED)
    capabilities = implementation.capabilities
    stacked = capabilities is None or capabilities.stacked_reshuffle
    start: p.HandSetup | p.NextHand = plan.setup(stack_reshuffles=stacked)
    step = 0
    while True:
        first_step = step  # of this hand at the table
        run.requests.append(start)
        expected, actual = _both(implementation, reference, start)
        view = reference.last_view
        if isinstance(expected, p.Refusal):
            raise RuntimeError(
                f"the reference engine refused soak hand {plan.index}: {expected.reason}"
            )
        assert view is not None
        found = _divergence(step, start, view.phase, expected, actual)
        if found:
            run.divergence, run.expected = found
            return run
        while view.to_act is not None and view.phase not in ENDED:
            if step - first_step >= MAX_DECISIONS:
                run.truncated = True
                return run
            if plan.choices is None:
                choice = random_choice(rng)
            else:
                choice = plan.choices[step] if step < len(plan.choices) else 0
            run.choices.append(choice)
            step += 1
            request = decide(view, choice, plan.irregularities, plan.rate).request
            run.requests.append(request)
            phase = view.phase
            expected, actual = _both(implementation, reference, request)
            run.actions += 1
            if isinstance(expected, p.Refusal):
                run.refused.add(len(run.requests) - 1)
            if not stacked and _reshuffled(reference):
                # each engine rebuilt the stub in its own order: the cards dealt from here on
                # differ by chance, not by rule, so the hand proves nothing further
                run.unstacked_reshuffle = True
                return run
            found = _divergence(step, request, phase, expected, actual)
            if found:
                run.divergence, run.expected = found
                return run
            view = reference.last_view
            assert view is not None
        final = p.ResultRequest()
        expected, actual = _both(implementation, reference, final)
        found = _divergence(-1, final, view.phase, expected, actual)
        if found:
            run.requests.append(final)
            run.divergence, run.expected = found
            return run
        played_on = sum(isinstance(r, p.NextHand) for r in run.requests)
        if played_on >= len(plan.next_decks) or not _plays_on(expected):
            return run
        run.requests.append(final)
        start = plan.next_hand(played_on + 1, stack_reshuffles=stacked)


def _plays_on(result: OracleAnswer) -> bool:
    """Whether the table plays on after a hand (when the plan has another): it ended
    complete, without a misdeal, with every player still holding chips (how a build seats
    a player with none is not in the contract)."""
    return (
        isinstance(result, p.HandResult)
        and result.complete
        and not result.misdeal
        and all(stack > 0 for stack in result.stacks.values())
    )
