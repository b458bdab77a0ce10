"""Steps of the draw games (five-card draw, 2-7 triple draw): hands, draws, the discard pile.

The deck is stacked the way a draw game deals it (see
:mod:`pokercert.scenario.drawing`): state the players and the dealer button
before the hands, so the dealing order is known.  Like every step module,
these speak only to ``context.client``.
"""

from __future__ import annotations

from behave import given, then, when
from behave.runner import Context

from pokercert import protocol as p
from pokercert.scenario.context import act, act_through_phase, current_view, table_plan
from pokercert.scenario.drawing import DeckPlanError, compose_deck, deal_order
from pokercert.scenario.parsing import cards, seats
from pokercert.scenario.table import ScenarioError, expect, seat_view

DRAW_PHASES = ("draw-1", "draw-2", "draw-3", "draw")


def _stack_deck(context: Context) -> None:
    """Rebuild the stacked deck from the hands and draws the scenario has given so far."""
    plan = table_plan(context)
    if not plan.seats:
        raise ScenarioError("seat the players before dealing their hands")
    if plan.profile is None:
        raise ScenarioError("name the rule profile before dealing the hands")
    parameters = plan.profile.parameters
    dealt = [s.seat for s in plan.seats if s.stack > 0 and not s.sitting_out]
    dealer = plan.dealer_seat if plan.dealer_seat is not None else plan.seats[-1].seat
    order = deal_order(dealt, dealer, clockwise=parameters.direction.value == "clockwise")
    try:
        plan.deck = compose_deck(
            getattr(context, "dealt_hands", {}),
            order,
            getattr(context, "draw_cards", []),
            burn=parameters.burn_before_each_deal,
        )
    except DeckPlanError as exc:
        raise ScenarioError(f"the scenario's cards do not form a deck: {exc}") from exc
    plan.seed = None


# --------------------------------------------------------------------------- the deck


@given("the hands are dealt")
def given_hands(context: Context) -> None:
    """| seat | cards |: the five cards each seat is dealt (``??`` for any card)."""
    context.dealt_hands = {int(row["seat"]): cards(row["cards"]) for row in context.table}
    _stack_deck(context)


@given("the draws bring")
def given_draws(context: Context) -> None:
    """| draw | cards |: the replacements each draw takes from the stub, in drawing order."""
    by_draw = {int(row["draw"]): cards(row["cards"]) for row in context.table}
    if sorted(by_draw) != list(range(1, len(by_draw) + 1)):
        raise ScenarioError(f"draws must be numbered 1, 2, ... (got {sorted(by_draw)})")
    context.draw_cards = [by_draw[n] for n in sorted(by_draw)]
    _stack_deck(context)


# --------------------------------------------------------------------------- actions


@when("the remaining players stand pat")
def when_rest_stand_pat(context: Context) -> None:
    phase = current_view(context).phase
    if phase not in DRAW_PHASES:
        raise ScenarioError(f"no draw is under way (phase {phase})")
    act_through_phase(context, "stand-pat")


@when("the players show their hands in turn")
def when_show_in_turn(context: Context) -> None:
    """Every player the implementation calls on at the showdown shows, in its order."""
    phase = current_view(context).phase
    if phase != "showdown":
        raise ScenarioError(f"the hand is not at the showdown (phase {phase})")
    act_through_phase(context, "show")


@when("seat {seat:d} tries to draw {count:d} discarding {discards}")
def when_try_draw(context: Context, seat: int, count: int, discards: str) -> None:
    """A draw the implementation may refuse; check with ``Then the action is refused``."""
    thrown = cards(discards)
    if len(thrown) != count:
        raise ScenarioError(f"the step says {count} cards but lists {len(thrown)}: {discards}")
    context.last_response = context.client.act(seat, "draw", cards=thrown)


@when("the play goes on")
def when_play_goes_on(context: Context) -> None:
    """| seat | action | amount | discards |: bets and draws in order (columns optional)."""
    headings = set(context.table.headings)
    for row in context.table:
        amount = row["amount"].strip() if "amount" in headings else ""
        thrown = cards(row["discards"]) if "discards" in headings else []
        act(
            context,
            int(row["seat"]),
            row["action"].strip(),
            cards=thrown or None,
            amount=int(amount) if amount not in ("", "-") else None,
        )


# --------------------------------------------------------------------------- outcomes


@then("seat {seat:d} holds the cards {held}")
def then_hand_is(context: Context, seat: int, held: str) -> None:
    view = seat_view(current_view(context), seat)
    actual = view.downcards or []
    expect(sorted(actual) == sorted(cards(held)), f"cards of seat {seat}", held, " ".join(actual))


@then("seat {seat:d} holds {count:d} of the cards {pool}")
def then_holds_from(context: Context, seat: int, count: int, pool: str) -> None:
    actual = seat_view(current_view(context), seat).downcards or []
    found = [c for c in actual if c in set(cards(pool))]
    expect(
        len(found) == count,
        f"cards of seat {seat} among {pool}",
        count,
        f"{len(found)} ({' '.join(found) or 'none'}; hand {' '.join(actual)})",
    )


@then("the draw counts are")
def then_draw_counts(context: Context) -> None:
    """| seat | draws |: cards drawn at each draw so far, e.g. "2, 0" ("-" for none yet)."""
    view = current_view(context)
    for row in context.table:
        seat = int(row["seat"])
        expected = seats(row["draws"])  # a list of small numbers reads like a list of seats
        actual = seat_view(view, seat).draw_counts
        expect(actual == expected, f"draw counts of seat {seat}", expected, actual)


@then("the discard pile holds {count:d} cards")
def then_discards(context: Context, count: int) -> None:
    view = current_view(context)
    expect(view.discard_count == count, "cards in the discard pile", count, view.discard_count)


@then("seat {seat:d} may discard up to {count:d} cards")
def then_may_discard(context: Context, seat: int, count: int) -> None:
    view = current_view(context)
    expect(view.to_act == seat, "who is to act", f"seat {seat}", f"seat {view.to_act}")
    draw = [a for a in view.legal_actions if a.kind is p.ActionKind.DRAW]
    expect(bool(draw), f"seat {seat} may draw", "draw", [a.kind.value for a in view.legal_actions])
    expect(draw[0].max_cards == count, "most cards a draw may discard", count, draw[0].max_cards)


@then("every card is accounted for")
def then_cards_accounted(context: Context) -> None:
    """The stub, the piles and the hands hold 52 different cards between them."""
    view = current_view(context)
    in_hands = [c for s in view.seats for c in (s.downcards or []) + s.upcards if c != "??"]
    repeated = sorted({c for c in in_hands if in_hands.count(c) > 1})
    expect(not repeated, "cards held by two players (or twice)", "none", repeated)
    held = sum(s.downcard_count + len(s.upcards) for s in view.seats)
    total = view.stub_count + view.discard_count + view.burn_count + view.removed_count + held
    total += len(view.community_cards)
    expect(
        total == 52,
        "stub + discards + burns + removed + cards held",
        52,
        f"{total} (stub {view.stub_count}, discards {view.discard_count}, burns "
        f"{view.burn_count}, removed {view.removed_count}, held {held})",
    )
