"""What every step module does with the behave context: the plan, the view, actions, results.

One definition here, so that a step in any game's module refuses, reports and
reads the table exactly like the others.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from pokercert import protocol as p
from pokercert.driver import ImplementationFailure
from pokercert.scenario.probes import PROBED, outside_offer
from pokercert.scenario.table import ScenarioError, TablePlan, describe_legal, expect

MAX_ACTIONS = 400
"""No "play on until" loop sends more actions than this: a hand of 8 seats ends far sooner."""


class HandStalled(ImplementationFailure):
    """The implementation accepts actions but the hand never moves on."""


def action_budget(what: str, limit: int = MAX_ACTIONS) -> Iterator[int]:
    """Turns for a loop that plays until something happens; past ``limit`` the scenario errs."""
    yield from range(limit)
    raise HandStalled(
        f"{what}: still not done after {limit} actions; the implementation accepts actions "
        "without moving the hand on"
    )


def table_plan(context: Any) -> TablePlan:
    """The table the scenario is building (created on first use)."""
    if not hasattr(context, "plan"):
        context.plan = TablePlan()
    result: TablePlan = context.plan
    return result


def current_view(context: Any) -> p.TableView:
    """The last table view the implementation sent."""
    view: p.TableView | None = context.client.last_view
    if view is None:
        raise ScenarioError("the hand has not started")
    return view


def act(
    context: Any,
    seat: int,
    kind: str,
    amount: int | None = None,
    cards: list[str] | None = None,
    expect_refusal: bool = False,
) -> p.TableView | p.Refusal:
    """One player action; a refusal fails the step unless the scenario expects one."""
    response: p.TableView | p.Refusal = context.client.act(seat, kind, amount=amount, cards=cards)
    context.last_response = response
    if isinstance(response, p.Refusal) and not expect_refusal:
        what = kind if amount is None else f"{kind} {amount}"
        raise ScenarioError(f"seat {seat}'s {what} was refused: {response.reason}")
    return response


OUT_OF_TURN = (p.RefusalCode.OUT_OF_TURN,)
AGAINST_THE_RULES = (p.RefusalCode.ILLEGAL_ACTION, p.RefusalCode.INVALID_REQUEST)
"""The codes that say why an action outside the offer is refused: another seat's action is
out of turn; the actor's is against the rules (or, for cards it does not hold, a bad request).
"Not supported" would claim the build does not model a kind it offers elsewhere."""


def refuse_outside_offer(context: Any, kinds: Iterable[p.ActionKind] = PROBED) -> None:
    """Send the actions the current offer rules out (:mod:`pokercert.scenario.probes`): each
    must be refused, and the hand must be as it was after all of them."""
    view = current_view(context)
    probes = outside_offer(view, kinds)
    if not probes:
        return
    before = _table_state(view)
    offer = describe_legal(view)
    for probe in probes:
        cards = list(probe.cards) if probe.cards is not None else None
        response = context.client.act(probe.seat, probe.kind, amount=probe.amount, cards=cards)
        expect(
            isinstance(response, p.Refusal),
            f"an action outside the offer to seat {view.to_act} ({offer})",
            f"refused: {probe.describe()}",
            "accepted",
        )
        assert isinstance(response, p.Refusal)
        codes = OUT_OF_TURN if probe.seat != view.to_act else AGAINST_THE_RULES
        expect(
            response.code in codes,
            f"the reason code of the refusal of {probe.describe()}",
            " or ".join(str(code) for code in codes),
            str(response.code),
        )
    after = _table_state(context.client.view())
    expect(
        after == before,
        "the hand after refused actions (a refusal leaves it unchanged)",
        before,
        after,
    )


def _table_state(view: p.TableView) -> tuple[object, ...]:
    """What a refused action must not change: the log's length, the turn, the offer, the seats."""
    seats = tuple(s.model_dump_json() for s in view.seats)
    offer = tuple(a.model_dump_json() for a in view.legal_actions)
    return (view.hand_number, view.phase, view.event_count, view.to_act, offer, seats)


def act_through_phase(context: Any, kind: str) -> p.TableView:
    """Every player the implementation calls on takes ``kind`` until the phase (a street, a
    draw, the showdown) ends or nobody is left to act: the order is the implementation's."""
    view = current_view(context)
    phase = view.phase
    for _ in action_budget(f"every player to act takes {kind} until the {phase} ends"):
        if view.phase != phase or view.to_act is None:
            break
        act(context, view.to_act, kind)
        view = current_view(context)
    return view


def inject(
    context: Any,
    kind: str,
    seat: int | None = None,
    count: int | None = None,
    card: str | None = None,
    circumstance: str | None = None,
    expect_refusal: bool = False,
) -> p.TableView | p.Refusal:
    """One irregularity injected by the harness; a refusal fails unless expected."""
    response: p.TableView | p.Refusal = context.client.inject(
        kind, seat=seat, count=count, card=card, circumstance=circumstance
    )
    context.last_response = response
    if isinstance(response, p.Refusal) and not expect_refusal:
        raise ScenarioError(
            f"the implementation refused the irregularity {kind}: {response.reason}"
        )
    return response


def hand_result(context: Any) -> p.HandResult:
    """The result of the hand; fails if the hand is not over."""
    response = context.client.result()
    if isinstance(response, p.Refusal):
        raise ScenarioError(f"the hand has no result yet: {response.reason}")
    result: p.HandResult = response
    return result
