"""Steps for the irregularities of seven-card stud: dealer errors, misdeals and dead hands.

Each ``When`` step injects one error as it would happen at a live table
(protocol ``Irregularity``).  The timing is the protocol's: an error in a
deal is reported right after that deal, before anyone acts on the street; a
player looking at (or mixing in) a card is reported before the error it
concerns; cards dealt too early are dealt while the betting round is on.
The ``Then`` steps read the table view, the event log and the hand result.
Like every step module, these speak only to ``context.client``.
"""

from __future__ import annotations

from behave import given, then, when
from behave.runner import Context

from pokercert import protocol as p
from pokercert.scenario.context import current_view, hand_result, inject, table_plan
from pokercert.scenario.irregularities import (
    StreetError,
    cards_in_rows,
    extend_deck,
    removed_cards,
    street_before,
    street_phase,
)
from pokercert.scenario.parsing import cards
from pokercert.scenario.table import ScenarioError, expect, seat_view


def _one_card(text: str) -> str:
    found = cards(text)
    if len(found) != 1:
        raise ScenarioError(f"name one card, not {text!r}")
    return found[0]


def _on_street(context: Context, street: str) -> None:
    """A dealing error is reported on the street it happened in."""
    try:
        phase = street_phase(street)
    except StreetError as exc:
        raise ScenarioError(str(exc)) from exc
    actual = current_view(context).phase
    expect(actual == phase, "the street being played", phase, actual)


# --------------------------------------------------------------------------- the deck


@given("after these cards the stub holds")
def given_stub_after(context: Context) -> None:
    """| cards |: the cards that come next in the stub, top first, after those dealt above."""
    plan = table_plan(context)
    if plan.deck is None:
        raise ScenarioError("deal the players' cards before saying what the stub holds")
    rows = [context.table.headings, *(row.cells for row in context.table)]
    try:
        plan.deck = extend_deck(plan.deck, cards_in_rows(rows[1:]))
    except ValueError as exc:
        raise ScenarioError(f"the scenario's cards do not form a deck: {exc}") from exc


# --------------------------------------------------------------------------- exposed cards


@when("the dealer exposes seat {seat:d}'s downcard {card}")
def when_exposes(context: Context, seat: int, card: str) -> None:
    inject(context, "expose-downcard", seat=seat, card=_one_card(card))


@when("the dealer deals seat {seat:d}'s downcard {card} face up")
def when_downcard_face_up(context: Context, seat: int, card: str) -> None:
    inject(context, "deal-face-up", seat=seat, card=_one_card(card))


@when("the dealer deals both of seat {seat:d}'s downcards face up")
def when_both_face_up(context: Context, seat: int) -> None:
    inject(context, "deal-face-up", seat=seat, count=2)


@when("the dealer deals seat {seat:d}'s card {card} off the table")
def when_off_table(context: Context, seat: int, card: str) -> None:
    inject(context, "card-off-table", seat=seat, card=_one_card(card))


@when("the dealer deals seat {seat:d}'s last card face up")
def when_last_card_up(context: Context, seat: int) -> None:
    _on_street(context, "seventh street")
    inject(context, "deal-face-up", seat=seat)


@when("the dealer calls seat {seat:d} the low card")
def when_wrong_low(context: Context, seat: int) -> None:
    inject(context, "wrong-bring-in", seat=seat)


@when("the mistake about the low card is noticed")
def when_wrong_low_noticed(context: Context) -> None:
    inject(context, "wrong-bring-in")


# --------------------------------------------------------------------------- players


@when("seat {seat:d} leaves the table")
def when_leaves(context: Context, seat: int) -> None:
    inject(context, "player-absent", seat=seat)


@when("seat {seat:d} comes back to the table")
def when_comes_back(context: Context, seat: int) -> None:
    inject(context, "player-returns", seat=seat)


@when("seat {seat:d} picks up the upcards")
def when_picks_up(context: Context, seat: int) -> None:
    inject(context, "pick-up-upcards", seat=seat)


@when("seat {seat:d} mixes the card with his other downcards")
def when_mixes(context: Context, seat: int) -> None:
    inject(context, "card-mixed-in", seat=seat)


# --------------------------------------------------------------------------- burns and cards


@when("it turns out the dealer burned two cards before {street}")
def when_burned_two(context: Context, street: str) -> None:
    _on_street(context, street)
    inject(context, "burn-two")


@when("it turns out the dealer dealt {street} without burning a card")
def when_burned_none(context: Context, street: str) -> None:
    _on_street(context, street)
    inject(context, "burn-none")


def _premature(context: Context, count: int, street: str, seen: tuple[str, int] | None) -> None:
    try:
        phase = street_before(street)
    except StreetError as exc:
        raise ScenarioError(str(exc)) from exc
    actual = current_view(context).phase
    expect(actual == phase, "the betting round under way", phase, actual)
    if seen is not None:  # reported first: it decides the remedy (CR-045)
        inject(context, seen[0], seat=seen[1])
    inject(context, "premature-deal", count=count)


@when("the dealer deals {count:d} of the {street} cards before the betting is over")
def when_premature(context: Context, count: int, street: str) -> None:
    _premature(context, count, street, None)


@when("the dealer gives seat {seat:d} an extra card")
def when_extra_card(context: Context, seat: int) -> None:
    inject(context, "too-many-cards", seat=seat, count=1)


@when("it turns out the dealer skipped seat {seat:d} on {street}")
def when_skipped(context: Context, seat: int, street: str) -> None:
    _on_street(context, street)
    inject(context, "too-few-cards", seat=seat, count=1)


@when('the floor rules "{ruling}" for seat {seat:d}')
def when_floor_rules_seat(context: Context, ruling: str, seat: int) -> None:
    response = context.client.floor_ruling(ruling, seat=seat)
    context.last_response = response
    if isinstance(response, p.Refusal):
        raise ScenarioError(f"the floor ruling {ruling!r} was refused: {response.reason}")


# --------------------------------------------------------------------------- outcomes


@then("the dead hands are")
def then_dead_hands(context: Context) -> None:
    """| seat | cause |: the hands the result reports dead, and why each is dead."""
    result = hand_result(context)
    expected = sorted((int(r["seat"]), r["cause"].strip()) for r in context.table)
    actual = sorted((d.seat, d.cause.value) for d in result.dead_hands)
    expect(actual == expected, "dead hands (seat, cause)", expected, actual)


@then("{count:d} cards are out of play")
def then_removed_count(context: Context, count: int) -> None:
    view = current_view(context)
    expect(view.removed_count == count, "cards taken out of play", count, view.removed_count)


@then("the cards taken out of play are {listed}")
def then_removed(context: Context, listed: str) -> None:
    view = current_view(context)
    actual = removed_cards(view)
    expect(actual == cards(listed), "cards taken out of play, in order", listed, actual)


@then("seat {seat:d} is barred from betting and raising")
def then_barred(context: Context, seat: int) -> None:
    view = current_view(context)
    state = seat_view(view, seat)
    expect(not state.may_bet, f"seat {seat} may bet", False, state.may_bet)
    if view.to_act == seat:
        kinds = {a.kind.value for a in view.legal_actions}
        expect(not kinds & {"bet", "raise", "complete"}, f"legal actions of seat {seat}",
               "no bet, raise or completion", sorted(kinds))  # fmt: skip


@then("seat {seat:d} may bet again")
def then_may_bet(context: Context, seat: int) -> None:
    state = seat_view(current_view(context), seat)
    expect(state.may_bet, f"seat {seat} may bet", True, state.may_bet)


@then("no floor ruling is required")
def then_no_floor(context: Context) -> None:
    view = current_view(context)
    expect(view.phase != "floor-ruling", "a floor ruling pending", "none", view.phase)


@then("the starting hands are dealt again")
def then_dealt_again(context: Context) -> None:
    """A stud misdeal: announced; third street again, two down and one up for each live seat."""
    view = current_view(context)
    misdeals = [a for a in view.announcements if a.kind == "misdeal"]
    expect(bool(misdeals), "a misdeal announcement", "misdeal",
           [a.kind for a in view.announcements])  # fmt: skip
    expect(view.phase == "third-street", "phase after the new deal", "third-street", view.phase)
    for seat in view.seats:
        if seat.status in (p.SeatStatus.ACTIVE, p.SeatStatus.ALL_IN):
            expect(seat.downcard_count == 2 and len(seat.upcards) == 1,
                   f"cards of seat {seat.seat} after the new deal", "2 down, 1 up",
                   f"{seat.downcard_count} down, {len(seat.upcards)} up")  # fmt: skip


@then("seat {seat:d} holds the downcards {listed}")
def then_downcards(context: Context, seat: int, listed: str) -> None:
    """The seat's downcards in the order received (needs an implementation that reveals them)."""
    state = seat_view(current_view(context), seat)
    if state.downcards is None:
        raise ScenarioError(f"the implementation does not reveal seat {seat}'s downcards")
    expect(state.downcards == cards(listed), f"downcards of seat {seat}", listed,
           " ".join(state.downcards) or "none")  # fmt: skip


@when("the rest of the hand is checked and called down")
def when_checked_and_called_down(context: Context) -> None:
    """Every player to act brings in, checks, calls or shows until the hand is over."""
    preferred = ("check", "call", "bring-in", "show")
    for _ in range(200):
        view = current_view(context)
        if view.to_act is None:
            break
        kinds = [a.kind.value for a in view.legal_actions]
        kind = next((k for k in preferred if k in kinds), None)
        if kind is None:
            raise ScenarioError(f"seat {view.to_act} can only {', '.join(kinds)}")
        response = context.client.act(view.to_act, kind)
        context.last_response = response
        if isinstance(response, p.Refusal):
            raise ScenarioError(f"seat {view.to_act}'s {kind} was refused: {response.reason}")
    result = hand_result(context)
    expect(result.complete, "the hand is complete", True, result.complete)


@when(
    "the dealer deals {count:d} of the {street} cards before the betting is over "
    "and seat {seat:d} looks at his card"
)
def when_premature_seen(context: Context, count: int, street: str, seat: int) -> None:
    _premature(context, count, street, ("player-looks", seat))


@when(
    "the dealer deals {count:d} of the {street} cards before the betting is over "
    "and seat {seat:d} mixes it with his other downcards"
)
def when_premature_mixed(context: Context, count: int, street: str, seat: int) -> None:
    _premature(context, count, street, ("card-mixed-in", seat))
