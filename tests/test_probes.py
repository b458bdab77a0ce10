"""Actions outside an offer (pokercert.scenario.probes), and the step that sends them."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.client import TableClient
from pokercert.invariants import InvariantViolation
from pokercert.scenario.context import refuse_outside_offer
from pokercert.scenario.probes import Probe, outside_offer
from pokercert.scenario.table import ScenarioError
from pokercert.spec_loader import load_profile

A = p.ActionKind


def seat(
    n: int, bet: int = 0, status: str = "active", downcards: list[str] | None = None
) -> p.SeatView:
    return p.SeatView(
        seat=n, name=f"P{n}", stack=100, status=p.SeatStatus(status), bet=bet, committed=bet,
        upcards=[], downcard_count=len(downcards or []), downcards=downcards,
    )  # fmt: skip


def view(
    legal: list[p.LegalAction], seats: list[p.SeatView], bet_size: int | None = 10
) -> p.TableView:
    return p.TableView(
        game=p.Game.SEVEN_CARD_STUD, profile="cardroom-stud", hand_number=1,
        phase=p.Phase("fifth-street"), to_act=2, legal_actions=legal, pots=[], seats=seats,
        dealer_seat=1, stub_count=30, announcement_count=0, event_count=0, bet_size=bet_size,
    )  # fmt: skip


def kinds(probes: list[Probe]) -> set[tuple[int, A, int | None]]:
    return {(x.seat, x.kind, x.amount) for x in probes}


def test_facing_a_bet_every_kind_not_offered_is_tried_with_a_plausible_amount() -> None:
    offer = [
        p.LegalAction(kind=A.FOLD),
        p.LegalAction(kind=A.CALL, min_amount=10, max_amount=10),
        p.LegalAction(kind=A.RAISE, min_amount=20, max_amount=20),
    ]
    found = kinds(outside_offer(view(offer, [seat(1, bet=10), seat(2), seat(3)])))
    assert (2, A.CHECK, None) in found
    assert (2, A.BET, 10) in found  # a bet when there is one to call
    assert (2, A.COMPLETE, 10) in found
    assert (2, A.RAISE, 21) in found  # one above the only size
    assert (2, A.RAISE, 19) in found  # one below it, still above the bet to match
    assert {(3, A.CALL, 10), (1, A.CALL, 10)} <= found  # every other active seat calls
    assert not any(kind is A.FOLD for _, kind, _ in found)  # CR-033: never probed


def test_no_amount_below_the_least_that_would_be_no_wager_at_all() -> None:
    offer = [p.LegalAction(kind=A.CALL, min_amount=10, max_amount=10),
             p.LegalAction(kind=A.RAISE, min_amount=11, max_amount=11)]  # fmt: skip
    found = kinds(outside_offer(view(offer, [seat(1, bet=10), seat(2)])))
    assert (2, A.RAISE, 12) in found
    assert (2, A.RAISE, 10) not in found  # 10 is the call, not a raise below the least


def test_discrete_sizes_leave_a_gap_that_is_tried() -> None:
    offer = [p.LegalAction(kind=A.CHECK),
             p.LegalAction(kind=A.BET, min_amount=5, max_amount=10, amounts=[5, 10])]  # fmt: skip
    found = kinds(outside_offer(view(offer, [seat(1), seat(2)], bet_size=5)))
    assert {(2, A.BET, 6), (2, A.BET, 11), (2, A.BET, 4)} <= found
    assert (1, A.CHECK, None) in found  # seat 1 is the only other active seat


def test_out_of_turn_skips_folded_seats_and_wraps_round_the_table() -> None:
    offer = [p.LegalAction(kind=A.CHECK)]
    seats = [seat(1), seat(2), seat(3, status="folded")]
    found = kinds(outside_offer(view(offer, seats)))
    assert (1, A.CHECK, None) in found
    assert not any(s == 3 for s, _, _ in found)


def test_a_draw_of_one_card_more_than_allowed_when_the_cards_are_known() -> None:
    offer = [p.LegalAction(kind=A.DRAW, max_cards=3), p.LegalAction(kind=A.STAND_PAT)]
    held = ["2c", "3d", "4h", "5s", "7c"]
    probes = outside_offer(view(offer, [seat(1), seat(2, downcards=held)], bet_size=None))
    draws = [x for x in probes if x.kind is A.DRAW]
    assert [x.cards for x in draws] == [("2c", "3d", "4h", "5s")]
    hidden = outside_offer(view(offer, [seat(1), seat(2, downcards=["??"] * 5)], bet_size=None))
    assert not [x for x in hidden if x.kind is A.DRAW]  # the harness cannot name the cards


def test_nobody_to_act_nothing_to_try() -> None:
    quiet = view([], [seat(1), seat(2)]).model_copy(update={"to_act": None})
    assert outside_offer(quiet) == []


class TakesEverything(ReferenceDriver):
    """Plays like the reference, but takes a check or call from any seat as the actor's."""

    def exchange(self, request):  # type: ignore[no-untyped-def]
        hand = self.session.hand
        if isinstance(request, p.PlayerAction) and hand is not None:
            actor = hand.to_act()
            if actor is not None and request.kind in (A.CHECK, A.CALL):
                request = request.model_copy(update={"seat": actor})
        return super().exchange(request)


def started(driver: ReferenceDriver) -> SimpleNamespace:
    client = TableClient(driver)
    client.hello()
    view = client.setup(
        p.HandSetup(
            game=p.Game.SEVEN_CARD_STUD, profile="cardroom-stud",
            parameters=load_profile("cardroom-stud").parameters.model_dump(mode="json"),
            stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
            seats=[p.SeatSetup(seat=n, name=f"P{n}", stack=100) for n in (1, 2, 3)],
            dealer_seat=3, seed=7,
        )
    )  # fmt: skip
    assert isinstance(view, p.TableView) and view.to_act is not None, view
    client.act(view.to_act, A.BRING_IN)  # the next seat faces the bring-in: call is offered
    return SimpleNamespace(client=client)


def test_the_reference_refuses_every_probe_and_is_unchanged() -> None:
    context = started(ReferenceDriver())
    before = context.client.last_view
    refuse_outside_offer(context)
    after = context.client.last_view
    assert after.event_count == before.event_count and after.to_act == before.to_act


def test_an_implementation_taking_an_action_from_the_wrong_seat_fails() -> None:
    """Taken as the actor's, the action is logged for the actor, not for the seat that sent it:
    the log rule catches it first; without a log the probe would."""
    context = started(TakesEverything())
    with pytest.raises((ScenarioError, InvariantViolation), match=r"is to act|record no call"):
        refuse_outside_offer(context)


class CallsEverythingUnsupported(ReferenceDriver):
    """Refuses what the reference refuses, but says every refusal is 'not supported'."""

    def exchange(self, request):  # type: ignore[no-untyped-def]
        answer = super().exchange(request)
        if isinstance(answer, p.Refusal):
            return answer.model_copy(update={"code": p.RefusalCode.NOT_SUPPORTED})
        return answer


def test_a_refusal_outside_the_offer_says_why_with_its_code() -> None:
    """An illegal action is not 'not supported': the build offers that kind elsewhere."""
    context = started(CallsEverythingUnsupported())
    with pytest.raises(ScenarioError, match=r"reason code of the refusal"):
        refuse_outside_offer(context)
