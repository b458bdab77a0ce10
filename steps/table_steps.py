"""Steps every game shares: the table, the actions, and what the table shows.

These steps speak only to ``context.client`` (the implementation under test
through the driver protocol).  Game-specific steps live in their own modules
and build on the same ``context.plan``.
"""

from __future__ import annotations

from behave import given, then, when
from behave.runner import Context

from pokercert import protocol as p
from pokercert.scenario.context import (
    act,
    current_view,
    hand_result,
    refuse_outside_offer,
    table_plan,
)
from pokercert.scenario.parsing import amount_spec, cards, deck_rows, seats
from pokercert.scenario.probes import PROBED
from pokercert.scenario.table import (
    ScenarioError,
    describe_legal,
    expect,
    legal,
    seat_view,
)

STAKE_COLUMNS = {
    "ante": "ante", "bring-in": "bring_in", "small blind": "small_blind",
    "big blind": "big_blind", "small bet": "small_bet", "big bet": "big_bet",
}  # fmt: skip


# --------------------------------------------------------------------------- the table


@given('the rules of profile "{profile}"')
def given_profile(context: Context, profile: str) -> None:
    table_plan(context).use_profile(profile)


@given("the stakes are")
def given_stakes(context: Context) -> None:
    row = context.table[0]
    for heading in context.table.headings:
        key = STAKE_COLUMNS.get(heading.strip().lower())
        if key is None:
            raise ScenarioError(f"unknown stakes column {heading!r}; use {sorted(STAKE_COLUMNS)}")
        table_plan(context).stakes[key] = int(row[heading])


@given("the players are")
def given_players(context: Context) -> None:
    headings = set(context.table.headings)
    table_plan(context).seats = [
        p.SeatSetup(
            seat=int(row["seat"]),
            name=row["name"] if "name" in headings else f"Player {row['seat']}",
            stack=int(row["stack"]),
            present=(row["present"].strip() != "no") if "present" in headings else True,
            sitting_out=(row["sitting out"].strip() == "yes")
            if "sitting out" in headings
            else False,
        )
        for row in context.table
    ]


@given("the dealer button is at seat {seat:d}")
def given_dealer(context: Context, seat: int) -> None:
    table_plan(context).dealer_seat = seat


@given("the deck is stacked from the top with")
def given_stacked_deck(context: Context) -> None:
    """A table whose cells, read row by row, give the deck order from the top."""
    table_plan(context).deck = deck_rows(context.table.headings, (r.cells for r in context.table))


@given("the deck is shuffled with seed {seed:d}")
def given_seed(context: Context, seed: int) -> None:
    table_plan(context).seed = seed
    table_plan(context).deck = None


# --------------------------------------------------------------------------- actions


@when("the hand starts")
def when_hand_starts(context: Context) -> None:
    response = context.client.setup(table_plan(context).setup())
    if isinstance(response, p.Refusal):
        raise ScenarioError(f"the implementation refused to start the hand: {response.reason}")


SIMPLE_ACTIONS = {
    "folds": "fold", "checks": "check", "calls": "call", "brings in": "bring-in",
    "completes": "complete", "stands pat": "stand-pat", "mucks": "muck",
    "times out": "time-out", "declares all-in": "all-in", "shows": "show",
    "asks how many cards each player drew": "ask-draw-counts",
}  # fmt: skip


def _simple(kind: str, expect_refusal: bool):  # type: ignore[no-untyped-def]
    def step(context: Context, seat: int) -> None:
        act(context, seat, kind, expect_refusal=expect_refusal)

    return step


for _phrase, _kind in SIMPLE_ACTIONS.items():
    when(f"seat {{seat:d}} {_phrase}")(_simple(_kind, False))
    base = _phrase.split(" ", 1)
    verb = {
        "folds": "fold",
        "checks": "check",
        "calls": "call",
        "brings": "bring",
        "completes": "complete",
        "stands": "stand",
        "mucks": "muck",
        "times": "time",
        "declares": "declare",
        "shows": "show",
        "asks": "ask",
    }[base[0]]
    infinitive = " ".join([verb, *base[1:]])
    when(f"seat {{seat:d}} tries to {infinitive}")(_simple(_kind, True))


@when("seat {seat:d} bets {amount:d}")
def when_bet(context: Context, seat: int, amount: int) -> None:
    act(context, seat, "bet", amount)


@when("seat {seat:d} raises to {amount:d}")
def when_raise(context: Context, seat: int, amount: int) -> None:
    act(context, seat, "raise", amount)


@when("seat {seat:d} completes to {amount:d}")
def when_complete_to(context: Context, seat: int, amount: int) -> None:
    act(context, seat, "complete", amount)


@when("seat {seat:d} tries to bet {amount:d}")
def when_try_bet(context: Context, seat: int, amount: int) -> None:
    act(context, seat, "bet", amount, expect_refusal=True)


@when("seat {seat:d} tries to raise to {amount:d}")
def when_try_raise(context: Context, seat: int, amount: int) -> None:
    act(context, seat, "raise", amount, expect_refusal=True)


@when("seat {seat:d} draws {count:d} discarding {discards}")
def when_draw(context: Context, seat: int, count: int, discards: str) -> None:
    thrown = cards(discards)
    if len(thrown) != count:
        raise ScenarioError(f"the step says {count} cards but lists {len(thrown)}: {discards}")
    act(context, seat, "draw", cards=thrown)


@when("seat {seat:d} shows {shown}")
def when_show_cards(context: Context, seat: int, shown: str) -> None:
    act(context, seat, "show", cards=cards(shown))


@when("the actions are")
def when_actions(context: Context) -> None:
    """A table of actions in order: | seat | action | amount | (amount optional)."""
    headings = set(context.table.headings)
    for row in context.table:
        amount_text = row["amount"].strip() if "amount" in headings else ""
        act(
            context,
            int(row["seat"]),
            row["action"].strip(),
            int(amount_text) if amount_text not in ("", "-") else None,
        )


# --------------------------------------------------------------------------- outcomes


@then("seat {seat:d} is to act")
def then_to_act(context: Context, seat: int) -> None:
    view = current_view(context)
    expect(view.to_act == seat, "who is to act", f"seat {seat}", f"seat {view.to_act}")


@then("no one is to act")
def then_no_one_to_act(context: Context) -> None:
    view = current_view(context)
    expect(view.to_act is None, "who is to act", "no one", f"seat {view.to_act}")


@then("the action is refused")
def then_refused(context: Context) -> None:
    response = getattr(context, "last_response", None)
    expect(
        isinstance(response, p.Refusal),
        "the last action",
        "refused",
        "accepted" if response is not None else "no action was attempted",
    )


@then("the legal actions are")
def then_legal_actions(context: Context) -> None:
    """| action | amount | where amount is "", "4", "4-8" (range) or "4/8" (only these)."""
    view = current_view(context)
    expected = {row["action"].strip(): row.get("amount", "").strip() for row in context.table}
    actual = {a.kind.value for a in view.legal_actions}
    expect(
        set(expected) == actual,
        f"legal actions of seat {view.to_act}",
        ", ".join(sorted(expected)),
        describe_legal(view),
    )
    for kind, amount_text in expected.items():
        low, high, amounts = amount_spec(amount_text)
        if low is None:
            continue
        action = legal(view, kind)
        assert action is not None
        got = (action.min_amount, action.max_amount, action.amounts if amounts else None)
        expect(
            got == (low, high, amounts), f"amounts for {kind}", amount_text, describe_legal(view)
        )
    refuse_outside_offer(context)


@then("seat {seat:d} may {kind} for {amount_text}")
def then_may(context: Context, seat: int, kind: str, amount_text: str) -> None:
    view = current_view(context)
    expect(view.to_act == seat, "who is to act", f"seat {seat}", f"seat {view.to_act}")
    action = legal(view, kind)
    expect(action is not None, f"seat {seat} may {kind}", kind, describe_legal(view))
    assert action is not None
    low, high, amounts = amount_spec(amount_text)
    got = (action.min_amount, action.max_amount, action.amounts if amounts else None)
    expect(got == (low, high, amounts), f"amounts for {kind}", amount_text, describe_legal(view))
    refuse_outside_offer(context, _probed(kind))


@then("seat {seat:d} may not {kind}")
def then_may_not(context: Context, seat: int, kind: str) -> None:
    view = current_view(context)
    expect(
        legal(view, kind) is None or view.to_act != seat,
        f"seat {seat} may not {kind}",
        f"no {kind}",
        describe_legal(view),
    )
    refuse_outside_offer(context, _probed(kind))


def _probed(kind: str) -> list[p.ActionKind]:
    """The kind a step names, when it is one the probes try (never fold: CR-033)."""
    return [k for k in PROBED if k.value == kind]


@then("the pot is {amount:d}")
def then_pot(context: Context, amount: int) -> None:
    view = current_view(context)
    total = sum(pot.amount for pot in view.pots)
    expect(total == amount, "chips in the pot", amount, total)


@then("the pots are")
def then_pots(context: Context) -> None:
    """| pot | amount | eligible | with pot 0 the main pot."""
    view = current_view(context)
    expected = [(int(r["amount"]), seats(r["eligible"])) for r in context.table]
    actual = [(pot.amount, pot.eligible) for pot in view.pots]
    expect(
        [(a, sorted(e)) for a, e in expected] == [(a, sorted(e)) for a, e in actual],
        "pots (amount, eligible seats)",
        expected,
        actual,
    )


@then("seat {seat:d} has {amount:d} chips")
def then_stack(context: Context, seat: int, amount: int) -> None:
    stack = seat_view(current_view(context), seat).stack
    expect(stack == amount, f"seat {seat}'s stack", amount, stack)


@then("the phase is {phase}")
def then_phase(context: Context, phase: str) -> None:
    view = current_view(context)
    expect(view.phase == phase.strip('"'), "phase of the hand", phase.strip('"'), view.phase)


@then("the stub holds {count:d} cards")
def then_stub(context: Context, count: int) -> None:
    view = current_view(context)
    expect(view.stub_count == count, "cards in the stub", count, view.stub_count)


@then("the dealer announces {kind} for seat {seat:d}")
def then_announces(context: Context, kind: str, seat: int) -> None:
    view = current_view(context)
    found = [a for a in view.announcements if a.kind == kind and a.seat == seat]
    expect(
        bool(found),
        "dealer announcements",
        f"{kind} for seat {seat}",
        [(a.kind, a.seat, a.text) for a in view.announcements],
    )


@then("the dealer never announces {kind}")
def then_never_announces(context: Context, kind: str) -> None:
    view = current_view(context)
    found = [a for a in view.announcements if a.kind == kind]
    expect(
        not found, "dealer announcements", f"no {kind}", [(a.kind, a.seat, a.text) for a in found]
    )


@then("the hand is over")
def then_hand_over(context: Context) -> None:
    result = hand_result(context)
    expect(result.complete, "the hand is complete", True, result.complete)


@then("seat {seat:d} wins {amount:d}")
def then_wins(context: Context, seat: int, amount: int) -> None:
    result = hand_result(context)
    won = sum(award.shares.get(str(seat), 0) for award in result.awards)
    expect(won == amount, f"chips won by seat {seat}", amount, won)


@then("the pots are awarded")
def then_awards(context: Context) -> None:
    """| pot | amount | winners | with winners as "3" or "3 and 5"."""
    result = hand_result(context)
    expected = [
        (int(r["pot"]), int(r["amount"]), sorted(seats(r["winners"]))) for r in context.table
    ]
    actual = [(a.pot, a.amount, sorted(a.winners)) for a in result.awards]
    expect(expected == actual, "pots awarded (pot, amount, winners)", expected, actual)


@then("the show order is {order}")
def then_show_order(context: Context, order: str) -> None:
    result = hand_result(context)
    expect(
        result.show_order == seats(order),
        "order in which hands are shown",
        seats(order),
        result.show_order,
    )


@then("the final stacks are")
def then_final_stacks(context: Context) -> None:
    result = hand_result(context)
    expected = {r["seat"].strip(): int(r["stack"]) for r in context.table}
    actual = {k: v for k, v in result.stacks.items() if k in expected}
    expect(expected == actual, "stacks after the hand", expected, actual)


# --------------------------------------------------------------------------- seats and rounds


@when("the dealer tries to start the hand")
def when_try_start(context: Context) -> None:
    """Start the hand, keeping a refusal for ``Then the action is refused``."""
    context.last_response = context.client.setup(table_plan(context).setup())


@when("seat {seat:d} tries to complete to {amount:d}")
def when_try_complete_to(context: Context, seat: int, amount: int) -> None:
    context.last_response = context.client.act(seat, "complete", amount=amount)


@then("the upcards of seat {seat:d} are {upcards}")
def then_upcards(context: Context, seat: int, upcards: str) -> None:
    actual = seat_view(current_view(context), seat).upcards
    expect(actual == cards(upcards), f"upcards of seat {seat}, in the order dealt", upcards,
           " ".join(actual) or "none")  # fmt: skip


@then("seat {seat:d} holds {count:d} downcards")
def then_downcard_count(context: Context, seat: int, count: int) -> None:
    actual = seat_view(current_view(context), seat).downcard_count
    expect(actual == count, f"downcards of seat {seat}", count, actual)


@then("the status of seat {seat:d} is {status}")
def then_status(context: Context, seat: int, status: str) -> None:
    actual = seat_view(current_view(context), seat).status.value
    expect(actual == status, f"status of seat {seat}", status, actual)


@then("seat {seat:d} has {amount:d} chips in the pot")
def then_committed(context: Context, seat: int, amount: int) -> None:
    actual = seat_view(current_view(context), seat).committed
    expect(actual == amount, f"chips seat {seat} has put in the pot", amount, actual)


@then("{count:d} cards have been burnt")
def then_burnt(context: Context, count: int) -> None:
    view = current_view(context)
    expect(view.burn_count == count, "cards in the burn pile", count, view.burn_count)


@then("the bet size is {amount:d}")
def then_bet_size(context: Context, amount: int) -> None:
    view = current_view(context)
    expect(view.bet_size == amount, "bet size of the round", amount, view.bet_size)


@then("{count:d} raises have been made this round")
def then_raises(context: Context, count: int) -> None:
    view = current_view(context)
    expect(view.raises_this_round == count, "raises this round", count, view.raises_this_round)
