"""Steps of seven-card stud: the cards each seat is dealt, streets, boards and the hand history.

The deck is stacked the way stud deals it (see :mod:`pokercert.scenario.stud`):
state the profile, the players and the dealer button before the cards, so the
dealing order and the burns are known.  Like every step module, these speak
only to ``context.client``.
"""

from __future__ import annotations

from behave import given, then, when
from behave.runner import Context

from pokercert import protocol as p
from pokercert.scenario.context import (
    act,
    act_through_phase,
    action_budget,
    current_view,
    hand_result,
    table_plan,
)
from pokercert.scenario.hands import hand_value, value_text
from pokercert.scenario.parsing import cards
from pokercert.scenario.stud import DeckPlanError, StudCards, compose_stud_deck, deal_order
from pokercert.scenario.table import ScenarioError, expect, seat_view

STREETS = ("third-street", "fourth-street", "fifth-street", "sixth-street", "seventh-street")


# --------------------------------------------------------------------------- the table


@given("the cards are dealt")
def given_stud_cards(context: Context) -> None:
    """| seat | down | up |: downcards in the order received, upcards in the order dealt."""
    plan = table_plan(context)
    if plan.profile is None or not plan.seats:
        raise ScenarioError("name the profile and seat the players before dealing the cards")
    hands = {
        int(row["seat"]): StudCards(tuple(cards(row["down"])), tuple(cards(row["up"])))
        for row in context.table
        if row["seat"].strip() != "common"
    }
    common = [cards(row["up"]) for row in context.table if row["seat"].strip() == "common"]
    if common and len(common[0]) != 1:
        raise ScenarioError("the common row gives one card in the up column")
    parameters = plan.profile.parameters
    dealer = plan.dealer_seat if plan.dealer_seat is not None else plan.seats[-1].seat
    order = deal_order(
        [s for s in hands], dealer, clockwise=parameters.direction.value == "clockwise"
    )
    try:
        plan.deck = compose_stud_deck(
            hands, order, burn=parameters.burn_before_each_deal,
            common=common[0][0] if common else None,
        )  # fmt: skip
    except DeckPlanError as exc:
        raise ScenarioError(f"the scenario's cards do not form a deck: {exc}") from exc
    plan.seed = None


@given("seat {seat:d} does not post an ante")
def given_no_auto_ante(context: Context, seat: int) -> None:
    plan = table_plan(context)
    found = [s for s in plan.seats if s.seat == seat]
    if not found:
        raise ScenarioError(f"seat {seat} is not among the players")
    plan.seats = [s.model_copy(update={"auto_ante": False}) if s.seat == seat else s
                  for s in plan.seats]  # fmt: skip


# --------------------------------------------------------------------------- actions


@when("the street is checked around")
def when_street_checked(context: Context) -> None:
    """Every player to act checks until the next street (or the showdown) begins."""
    phase = current_view(context).phase
    if phase not in STREETS:
        raise ScenarioError(f"no betting street is under way (phase {phase})")
    act_through_phase(context, "check")


@when("the hand is checked down to the showdown")
def when_checked_down(context: Context) -> None:
    """Every player to act checks on every street until the showdown."""
    view = current_view(context)
    for _ in action_budget("checking down to the showdown"):
        if view.phase not in STREETS or view.to_act is None:
            break
        act(context, view.to_act, "check")
        view = current_view(context)
    expect(view.phase == "showdown", "phase of the hand", "showdown", view.phase)


# --------------------------------------------------------------------------- outcomes


@then("seat {seat:d} is dealt no cards")
def then_no_cards(context: Context, seat: int) -> None:
    view = seat_view(current_view(context), seat)
    held = view.downcard_count + len(view.upcards)
    expect(held == 0, f"cards of seat {seat}", "none", held)


@then("the common card is {card}")
def then_common_card(context: Context, card: str) -> None:
    view = current_view(context)
    expected = cards(card)
    expect(view.community_cards == expected, "common cards", card,
           " ".join(view.community_cards) or "none")  # fmt: skip


@then("the common card comes from {pool}")
def then_common_card_among(context: Context, pool: str) -> None:
    view = current_view(context)
    allowed = cards(pool)
    expect(
        len(view.community_cards) == 1 and view.community_cards[0] in allowed,
        "common card",
        f"one of {pool}",
        " ".join(view.community_cards) or "none",
    )


@then("one common card is showing")
def then_one_common_card(context: Context) -> None:
    view = current_view(context)
    expect(len(view.community_cards) == 1, "common cards", 1, view.community_cards)


@then("no common card is dealt")
def then_no_common_card(context: Context) -> None:
    view = current_view(context)
    expect(not view.community_cards, "common cards", "none", view.community_cards)


@then("the dealer announces a common card")
def then_announces_common(context: Context) -> None:
    view = current_view(context)
    found = [a for a in view.announcements if a.kind == "common-card"]
    expect(bool(found), "dealer announcements", "common-card",
           [(a.kind, a.seat, a.text) for a in view.announcements])  # fmt: skip


@then("the dealer announcements are")
def then_announcements(context: Context) -> None:
    """| kind | seat |: these announcements, in this order, among all the dealer made."""
    view = current_view(context)
    made = [(a.kind, a.seat) for a in view.announcements]
    wanted = [
        (row["kind"].strip(), int(row["seat"]) if row["seat"].strip() not in ("", "-") else None)
        for row in context.table
    ]
    position = 0
    for item in made:
        if position < len(wanted) and item == wanted[position]:
            position += 1
    expect(position == len(wanted), "dealer announcements, in order", wanted, made)


@then("the shown hands are")
def then_shown(context: Context) -> None:
    """| seat | hand |: each shown hand and its value, in the dealer's words.

    The words are read into the protocol's value (category and deciding ranks),
    which is what is compared; the implementation's own words are free text.
    """
    result = hand_result(context)
    actual = {h.seat: value_text(h.value) for h in result.shown}
    expected = {int(row["seat"]): value_text(hand_value(row["hand"])) for row in context.table}
    expect(actual == expected, "hands shown (seat: value)", expected, actual)


@then("no hand is shown")
def then_none_shown(context: Context) -> None:
    result = hand_result(context)
    expect(not result.shown and not result.show_order, "hands shown", "none",
           [h.seat for h in result.shown])  # fmt: skip


@then("seat {seat:d} gets back {amount:d} uncalled")
def then_returned(context: Context, seat: int, amount: int) -> None:
    result = hand_result(context)
    actual = result.returned.get(str(seat), 0)
    expect(actual == amount, f"uncalled chips returned to seat {seat}", amount, actual)


def _expect_history(context: Context, events: list[p.Event], what: str) -> None:
    """The table's events (| event | seat | amount |, seat and amount optional), in order."""
    headings = set(context.table.headings)
    wanted: list[tuple[str, int | None, int | None]] = []
    for row in context.table:
        seat = row["seat"].strip() if "seat" in headings else ""
        amount = row["amount"].strip() if "amount" in headings else ""
        wanted.append((row["event"].strip(), int(seat) if seat not in ("", "-") else None,
                       int(amount) if amount not in ("", "-") else None))  # fmt: skip
    position = 0
    for event in events:
        if position == len(wanted):
            break
        kind, seat, amount = wanted[position]
        if (event.kind == kind and (seat is None or event.seat == seat)
                and (amount is None or event.amount == amount)):  # fmt: skip
            position += 1
    missing = wanted[position:]
    expect(not missing, what, f"{wanted} in this order (first not found: {missing[:1]})",
           [(e.kind, e.seat, e.amount) for e in events])  # fmt: skip


@then("the hand history records")
def then_history(context: Context) -> None:
    """| event | seat | amount |: these events, in this order, among all the hand logged."""
    _expect_history(context, current_view(context).events, "hand history, in order")


@then("the hand history of {phase} records")
def then_history_of_street(context: Context, phase: str) -> None:
    """The same, among the events from the start of ``phase`` (e.g. seventh-street) on."""
    events = current_view(context).events
    starts = [i for i, e in enumerate(events) if e.kind == "street" and e.phase == phase]
    if not starts:
        raise ScenarioError(f"the hand history shows no {phase}")
    _expect_history(context, events[starts[-1] :], f"hand history of {phase}, in order")


@then("the hand history records no {event}")
def then_history_without(context: Context, event: str) -> None:
    found = [e for e in current_view(context).events if e.kind == event]
    expect(not found, f"{event} events in the hand history", "none",
           [(e.kind, e.seat, e.detail) for e in found])  # fmt: skip


@then("the hand history holds every card dealt")
def then_history_cards(context: Context) -> None:
    """Every card on the table was logged as dealt, and every downcard is revealed at the end."""
    view = current_view(context)
    dealt = sum(1 for e in view.events if e.kind in ("deal-down", "deal-up", "common-card"))
    burnt = sum(1 for e in view.events if e.kind == "burn")
    expect(burnt == view.burn_count or any(e.kind == "reshuffle" for e in view.events),
           "burns logged", view.burn_count, burnt)  # fmt: skip
    seqs = [e.seq for e in view.events]
    expect(seqs == list(range(1, len(seqs) + 1)), "event numbers", "1, 2, 3, ...", seqs[:10])
    recorded = [c for e in view.events if e.kind == "downcards" for c in e.cards]
    downs = sum(1 for e in view.events if e.kind == "deal-down")
    expect(len(recorded) == downs and "??" not in recorded,
           "downcards revealed in the history at the end of the hand", downs,
           f"{len(recorded)}: {recorded}")  # fmt: skip
    expect(dealt > 0, "cards dealt in the history", "some", dealt)
