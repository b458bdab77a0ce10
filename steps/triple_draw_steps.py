"""Steps of 2-7 triple draw: seating a table quickly, playing through rounds, the blinds.

Hands and draws are stacked with the draw-game steps (``the hands are
dealt``, ``the draws bring``); bets and draws use the common steps.  Like
every step module, these speak only to ``context.client``.
"""

from __future__ import annotations

from behave import given, then, when
from behave.runner import Context

from pokercert import protocol as p
from pokercert.scenario.context import act, action_budget, current_view, table_plan
from pokercert.scenario.table import ScenarioError, expect, seat_view

BETTING = ("pre-draw", "betting-2", "betting-3", "betting-4")
DRAWS = ("draw-1", "draw-2", "draw-3")
ORDER = ("pre-draw", "draw-1", "betting-2", "draw-2", "betting-3", "draw-3", "betting-4",
         "showdown", "complete")  # fmt: skip


# --------------------------------------------------------------------------- the table


@given("{count:d} players with {stack:d} chips each")
def given_players(context: Context, count: int, stack: int) -> None:
    """Seats 1 to ``count``, named Player 1, Player 2, ..."""
    table_plan(context).seats = [
        p.SeatSetup(seat=n, name=f"Player {n}", stack=stack) for n in range(1, count + 1)
    ]


# --------------------------------------------------------------------------- playing on


@when("the players call or check and stand pat until {phase}")
def when_play_until(context: Context, phase: str) -> None:
    """Every player to act calls (or checks) and stands pat, until the hand reaches ``phase``."""
    if phase not in ORDER:
        raise ScenarioError(f"unknown phase {phase!r}; use one of {', '.join(ORDER)}")
    view = current_view(context)
    for _ in action_budget(f"calling, checking and standing pat until the {phase}"):
        if view.phase == phase:
            break
        if view.phase not in ORDER or ORDER.index(view.phase) > ORDER.index(phase):
            raise ScenarioError(f"the hand went past the {phase} (phase {view.phase})")
        seat = view.to_act
        if seat is None:
            raise ScenarioError(f"no one is to act in the {view.phase} before the {phase}")
        if view.phase in DRAWS:
            act(context, seat, "stand-pat")
        else:
            kinds = {a.kind.value for a in view.legal_actions}
            act(context, seat, "call" if "call" in kinds else "check")
        view = current_view(context)


# --------------------------------------------------------------------------- outcomes


@then("seat {seat:d} has bet {amount:d} in this round")
def then_round_bet(context: Context, seat: int, amount: int) -> None:
    actual = seat_view(current_view(context), seat).bet
    expect(actual == amount, f"chips seat {seat} has wagered in this betting round", amount,
           actual)  # fmt: skip
