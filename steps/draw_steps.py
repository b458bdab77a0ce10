"""Steps of five-card draw with openers: opening, dealing errors, the floor, the next hand.

The hands and draws are stacked with the draw-game steps (``the hands are
dealt``, ``the draws bring``); bets and draws use the common steps.  These
steps add what the Spanish regulation (source 004, Art. 111-112) needs:
injected dealing and dealer errors, the answer to "how many cards did each
player draw", the event log with its clause IDs, misdeals, carried pots and
the floor's ruling.  Like every step module, they speak only to
``context.client``.
"""

from __future__ import annotations

from behave import then, when
from behave.runner import Context

from pokercert import protocol as p
from pokercert.scenario.context import current_view, hand_result, inject, table_plan
from pokercert.scenario.draw import (
    EventPattern,
    describe_event,
    draw_counts_told,
    first_missing,
    last_answer,
    next_hand_deck,
)
from pokercert.scenario.drawing import DeckPlanError
from pokercert.scenario.parsing import cards, deck_rows
from pokercert.scenario.table import ScenarioError, expect, seat_view

HAND_SIZE = 5
WRONG_NUMBER = {"many": "too-many-cards", "few": "too-few-cards"}


# --------------------------------------------------------------------------- actions


@when("seat {seat:d} declares openers")
def when_declare_openers(context: Context, seat: int) -> None:
    response = context.client.act(seat, "declare-openers")
    context.last_response = response
    if isinstance(response, p.Refusal):
        raise ScenarioError(f"seat {seat}'s declare-openers was refused: {response.reason}")


@when("seat {seat:d} looks at his cards")
def when_player_looks(context: Context, seat: int) -> None:
    inject(context, "player-looks", seat=seat)


@when("seat {seat:d} tells the dealer he was dealt {count:d} too {which}")
def when_wrong_number(context: Context, seat: int, count: int, which: str) -> None:
    """``... was dealt 1 too many`` / ``... 2 too few`` (Art. 112.1.a, b)."""
    kind = WRONG_NUMBER.get(which.strip())
    if kind is None:
        raise ScenarioError(f"say 'too many' or 'too few', not 'too {which}'")
    inject(context, kind, seat=seat, count=count)


@when("the dealer deals seat {seat:d}'s first card face up")
def when_first_card_up(context: Context, seat: int) -> None:
    inject(context, "deal-face-up", seat=seat)


@when("the dealer puts the deck away before the deal is over")
def when_deck_removed(context: Context) -> None:
    """Art. 112.2: the top of the deck can still be told apart."""
    inject(context, "deck-removed-early")


@when("the dealer puts the deck away and the order of the unused cards is lost")
def when_deck_removed_order_lost(context: Context) -> None:
    inject(context, "deck-removed-early", circumstance="order-lost")


@when("the discards of seat {seat:d} are mixed with the other discards")
def when_discards_mixed(context: Context, seat: int) -> None:
    inject(context, "discards-mixed", seat=seat)


@when('the floor rules "{ruling}"')
def when_floor_rules(context: Context, ruling: str) -> None:
    response = context.client.floor_ruling(ruling)
    context.last_response = response
    if isinstance(response, p.Refusal):
        raise ScenarioError(f"the floor ruling {ruling!r} was refused: {response.reason}")


@when("the next hand starts with the dealer button at seat {seat:d}")
def when_next_hand(context: Context, seat: int) -> None:
    """Optionally with | seat | cards |: the next hand's five cards for each seat dealt in; or
    with the whole deck from the top, row by row (as "the deck is stacked from the top with")."""
    plan = table_plan(context)
    if plan.profile is None:
        raise ScenarioError("the scenario never named its rule profile")
    if context.table is None:
        request = p.NextHand(dealer_seat=seat, seed=plan.seed or 0)
    elif "seat" not in context.table.headings:
        order = deck_rows(context.table.headings, (r.cells for r in context.table))
        request = p.NextHand(dealer_seat=seat, deck=order)
    else:
        hands = {int(row["seat"]): cards(row["cards"]) for row in context.table}
        parameters = plan.profile.parameters
        try:
            deck = next_hand_deck(
                hands,
                current_view(context),
                seat,
                clockwise=parameters.direction.value == "clockwise",
                burn=parameters.burn_before_each_deal,
            )
        except DeckPlanError as exc:
            raise ScenarioError(f"the next hand's cards do not form a deck: {exc}") from exc
        request = p.NextHand(dealer_seat=seat, deck=deck)
    response = context.client.next_hand(request)
    if isinstance(response, p.Refusal):
        raise ScenarioError(f"the implementation refused to start the next hand: {response.reason}")


# --------------------------------------------------------------------------- outcomes


@then("the dealer tells seat {seat:d} the draw counts")
def then_draw_counts_told(context: Context, seat: int) -> None:
    """| seat | drew |: the answer names exactly these players and their counts."""
    answer = last_answer(current_view(context), "draw-counts", seat)
    expect(answer is not None, f"an answer to seat {seat}'s question", "draw-counts", "none")
    assert answer is not None
    expected = {int(row["seat"]): int(row["drew"]) for row in context.table}
    told = draw_counts_told(answer)
    expect(told == expected, f"draw counts told to seat {seat}", expected, told)


@then("the event log records")
def then_event_log(context: Context) -> None:
    """| event | seat | cards | amount | clause |: these events in this order (blank: any)."""
    view = current_view(context)
    wanted = [EventPattern.from_row(row) for row in context.table]
    missing = first_missing(view.events, wanted)
    expect(
        missing is None,
        "events in the log, in order",
        " / ".join(str(w) for w in wanted[missing or 0 :]) if missing is not None else "",
        "; ".join(describe_event(e) for e in view.events if e.kind not in ("deal-down",)),
    )


@then("the deal is void and the hand is dealt again")
def then_dealt_again(context: Context) -> None:
    """A misdeal (Art. 112.1.b, c): announced; five new cards each; back before the draw."""
    view = current_view(context)
    misdeals = [a for a in view.announcements if a.kind == "misdeal"]
    expect(
        bool(misdeals), "a misdeal announcement", "misdeal", [a.kind for a in view.announcements]
    )
    expect(view.phase == "pre-draw", "phase after the new deal", "pre-draw", view.phase)
    for seat in view.seats:
        if seat.status in (p.SeatStatus.ACTIVE, p.SeatStatus.ALL_IN):
            expect(
                seat.downcard_count == HAND_SIZE and not seat.upcards,
                f"cards of seat {seat.seat} after the new deal",
                f"{HAND_SIZE} face down",
                f"{seat.downcard_count} down, {len(seat.upcards)} up",
            )


@then("the hand result reports a misdeal")
def then_result_misdeal(context: Context) -> None:
    result = hand_result(context)
    expect(result.misdeal, "the hand result's misdeal flag", True, result.misdeal)


@then("the hand result reports no misdeal")
def then_result_no_misdeal(context: Context) -> None:
    result = hand_result(context)
    expect(not result.misdeal, "the hand result's misdeal flag", False, result.misdeal)


@then("nobody wins the pot")
def then_nobody_wins(context: Context) -> None:
    result = hand_result(context)
    won = [(a.pot, a.amount, a.winners) for a in result.awards]
    expect(not won, "pots awarded", "none", won)


@then("{amount:d} chips stay in the pot for the next hand")
def then_carried(context: Context, amount: int) -> None:
    result = hand_result(context)
    carried = result.carried_to_next_hand
    expect(carried == amount, "chips carried to the next hand", amount, carried)


@then("the pot carried in from the last hand is {amount:d}")
def then_carried_in(context: Context, amount: int) -> None:
    view = current_view(context)
    expect(view.carried_pot == amount, "chips carried into this hand", amount, view.carried_pot)


@then("the hand of seat {seat:d} is dead")
def then_dead(context: Context, seat: int) -> None:
    result = hand_result(context)
    dead = [d.seat for d in result.dead_hands]
    expect(seat in dead, "dead hands", f"seat {seat}", dead or "none")


@then("no hand is dead")
def then_no_dead(context: Context) -> None:
    result = hand_result(context)
    dead = [d.seat for d in result.dead_hands]
    expect(not dead, "dead hands", "none", dead)


@then("a floor ruling is required")
def then_floor_required(context: Context) -> None:
    view = current_view(context)
    expect(view.phase == "floor-ruling", "phase of the hand", "floor-ruling", view.phase)
    expect(view.to_act is None, "who is to act", "no one", f"seat {view.to_act}")


@then("seat {seat:d} holds {count:d} cards")
def then_card_count(context: Context, seat: int, count: int) -> None:
    held = seat_view(current_view(context), seat)
    total = held.downcard_count + len(held.upcards)
    expect(total == count, f"cards held by seat {seat}", count, total)
