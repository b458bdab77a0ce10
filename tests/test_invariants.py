"""The rules of the table checked on every answer (pokercert.invariants)."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.client import TableClient
from pokercert.driver import ProtocolViolation
from pokercert.invariants import (
    LOGGED_AS,
    InvariantViolation,
    TableChecker,
    ante_problems,
    award_problems,
    card_problems,
    dealt_without_chips,
    forced_posts,
    misattributed_cards,
    record_problems,
    returned_problems,
    showdown_problems,
    stack_problems,
    unlogged_action,
    unpriced_post,
    view_problems,
)
from pokercert.spec_loader import load_profile


def seat(n: int, stack: int, committed: int = 0, status: str = "active") -> p.SeatView:
    return p.SeatView(
        seat=n,
        name=f"P{n}",
        stack=stack,
        status=p.SeatStatus(status),
        bet=0,
        committed=committed,
        upcards=[],
        downcard_count=3,
    )


def view(seats: list[p.SeatView], phase: str = "third-street", hand: int = 1, carried: int = 0,
         pots: list[p.PotView] | None = None) -> p.TableView:  # fmt: skip
    return p.TableView(
        game=p.Game("seven-card-stud"),
        profile="cardroom-stud",
        hand_number=hand,
        phase=p.Phase(phase),
        to_act=None,
        legal_actions=[],
        pots=pots or [],
        seats=seats,
        dealer_seat=1,
        stub_count=40,
        announcement_count=0,
        event_count=0,
        carried_pot=carried,
    )


def result(stacks: dict[str, int], awards: list[p.PotAward], carried: int = 0) -> p.HandResult:
    return p.HandResult(
        hand_number=1, complete=True, awards=awards, stacks=stacks, carried_to_next_hand=carried
    )


def award(amount: int, winners: list[int], shares: dict[str, int]) -> p.PotAward:
    return p.PotAward(pot=0, amount=amount, winners=winners, shares=shares)


def table(*seats_: p.SeatView) -> TableChecker:
    checker = TableChecker()
    checker.chips = 300
    checker.view(view(list(seats_), pots=[p.PotView(amount=30, eligible=[1, 2])]))
    return checker


def test_an_honest_hand_passes() -> None:
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10, "folded"))
    checker.result(result({"1": 120, "2": 90, "3": 90}, [award(30, [1], {"1": 30})]))


def test_chips_created_in_a_view_fail_with_the_numbers() -> None:
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    with pytest.raises(InvariantViolation, match=r"= 310, but the table was set up with 300"):
        checker.view(view([seat(1, 100, 10), seat(2, 90, 10), seat(3, 90, 10)]))


def test_chips_for_a_folded_seat_fail() -> None:
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10, "folded"))
    with pytest.raises(InvariantViolation, match="seat 3 folded with a stack of 90"):
        checker.result(result({"1": 120, "2": 40, "3": 140}, [award(30, [1], {"1": 30})]))


def test_a_folded_winner_fails() -> None:
    problems = award_problems(
        result({}, [award(30, [1, 3], {"1": 15, "3": 15})]), {1, 2, 3}, {3}, None
    )
    assert any("folded or dead seat(s) [3]" in x for x in problems)


def test_shares_must_sum_to_the_pot() -> None:
    problems = award_problems(result({}, [award(30, [1], {"1": 31})]), {1, 2}, set(), None)
    assert problems == ["hand 1, pot 0: shares {'1': 31} sum to 31, not the pot's 30"]


def test_winners_must_be_eligible_for_their_pot() -> None:
    pots = [p.PotView(amount=30, eligible=[1, 2])]
    problems = award_problems(result({}, [award(30, [3], {"3": 30})]), {1, 2, 3}, set(), pots)
    assert any("not eligible" in x for x in problems)


def test_a_seat_cannot_end_with_more_than_it_brought_and_won() -> None:
    problems = stack_problems(result({"1": 150}, [award(30, [1], {"1": 30})]), {1: 100}, {})
    assert problems == ["hand 1: seat 1 ends with 150 but brought 100 into the hand and won 30"]


def test_result_stacks_must_add_up() -> None:
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    with pytest.raises(InvariantViolation, match="stacks 290 \\+ carried to the next hand 0 = 290"):
        checker.result(result({"1": 110, "2": 90, "3": 90}, [award(30, [1], {"1": 20})]))


def test_chips_carried_to_the_next_hand_stay_counted() -> None:
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    checker.view(view([seat(1, 90), seat(2, 90), seat(3, 90)], phase="complete"))
    checker.result(result({"1": 90, "2": 90, "3": 90}, [], carried=30))
    checker.view(view([seat(1, 89, 1), seat(2, 89, 1), seat(3, 89, 1)], hand=2, carried=30))
    with pytest.raises(InvariantViolation, match="hand 2"):  # the carried chips vanished
        checker.view(view([seat(1, 89, 1), seat(2, 89, 1), seat(3, 89, 1)], hand=2, carried=0))


def test_eligibility_is_judged_on_the_pots_the_hand_ended_with() -> None:
    """The last view showed seat 1 alone in a side pot; seat 2's closing call joined it.

    The call ends the hand, so no view shows the new pot: the checker must not
    hold the winner to the stale pots, but still does when no chip went in after them.
    """
    checker = TableChecker()
    checker.chips = 300
    pots = [p.PotView(amount=60, eligible=[1, 2, 3]), p.PotView(amount=10, eligible=[1])]
    checker.view(view([seat(1, 70, 30), seat(2, 80, 20), seat(3, 80, 20)], pots=pots))
    ended = result(
        {"1": 70, "2": 150, "3": 80},
        [
            p.PotAward(pot=0, amount=60, winners=[2], shares={"2": 60}),
            p.PotAward(pot=1, amount=20, winners=[2], shares={"2": 20}),
        ],
    )
    checker.result(ended)  # seat 2 called 10 more: pot 1 became 20, eligible [1, 2]
    stale = result({"1": 70, "2": 150, "3": 80}, [award(60, [2], {"2": 60}),
                    p.PotAward(pot=1, amount=10, winners=[2], shares={"2": 10})])  # fmt: skip
    assert checker.settled_pots(stale) == pots
    assert any("not eligible" in x for x in award_problems(stale, {1, 2, 3}, set(), pots))


def dealt_again(seats: list[p.SeatView]) -> p.TableView:
    """A view after a misdeal was announced: the hand is dealt again, the same hand number."""
    misdeal = p.Announcement(kind=p.AnnouncementKind.MISDEAL, text="misdeal")
    return view(seats).model_copy(update={"announcements": [misdeal], "announcement_count": 1})


@pytest.mark.parametrize("announced", [True, False])
def test_a_misdeal_deals_the_folded_seats_in_again(announced: bool) -> None:
    """Seat 2 folds; a misdeal deals the hand again and seat 2 wins the new deal.

    Only a misdeal the dealer announces may bring a folded seat back; without it
    the same answers name a folded seat among the winners.
    """
    checker = table(seat(1, 90, 10), seat(2, 90, 10, "folded"), seat(3, 90, 10))
    seats = [seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10)]
    checker.view(dealt_again(seats) if announced else view(seats), remedy=True)
    ended = result({"1": 90, "2": 120, "3": 90}, [award(30, [2], {"2": 30})])
    if announced:
        checker.result(ended)
    else:
        with pytest.raises(InvariantViolation, match="folded or dead seat"):
            checker.result(ended)


def test_a_misdeal_nobody_caused_is_a_violation() -> None:
    """A build announces a misdeal after a plain action, to bring folded seat 2 back."""
    checker = table(seat(1, 90, 10), seat(2, 90, 10, "folded"), seat(3, 90, 10))
    seats = [seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10)]
    with pytest.raises(InvariantViolation, match="never announced unprompted"):
        checker.view(dealt_again(seats))


def test_each_misdeal_needs_its_own_irregularity() -> None:
    """One injected dealing error pays for one misdeal, not for a second one later."""
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    seats = [seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10)]
    checker.view(dealt_again(seats), remedy=True)
    twice = dealt_again(seats)
    twice.announcements = twice.announcements * 2
    twice.announcement_count = 2
    with pytest.raises(InvariantViolation, match="2 misdeals announced after 1"):
        checker.view(twice)


def test_the_client_counts_an_irregularity_that_was_taken() -> None:
    """Through observe: the irregularity answered by a view is what allows the misdeal."""
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    seats = [seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10)]
    exposed = p.Irregularity(kind=p.IrregularityKind.DEAL_FACE_UP, seat=1)
    checker.observe(exposed, dealt_again(seats))
    assert checker.misdeals == 1
    refused_then_misdeal = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    refused_then_misdeal.observe(exposed, p.Refusal(reason="no"))
    with pytest.raises(InvariantViolation, match="unprompted"):
        refused_then_misdeal.observe(p.PlayerAction(seat=1, kind="check"), dealt_again(seats))


def dealt(n: int, up: list[str], down: list[str] | None = None) -> p.SeatView:
    return seat(n, 90, 10).model_copy(update={"upcards": up, "downcards": down})


def test_honest_cards_pass() -> None:
    """Seat 1 reveals its three downcards (one unknown to the harness), seat 2 none."""
    seats = [dealt(1, ["As"], ["Kd", "2c", "??"]), dealt(2, ["Ah"])]
    assert card_problems(view(seats)) == []


@pytest.mark.parametrize(
    ("seats", "community", "message"),
    [
        (
            [dealt(1, ["As"]), dealt(2, ["As"])],
            [],
            "card As is in two places at once: seat 1, seat 2",
        ),
        ([dealt(1, ["As"], ["Kd", "Kd", "2c"]), dealt(2, ["Ah"])], [], "in two places"),
        (
            [dealt(1, ["7h"]), dealt(2, ["Ah"])],
            ["7h"],
            "card 7h is in two places at once: the board",
        ),
        ([dealt(1, ["7h"], ["2c"]), dealt(2, ["Ah"])], [], "shows 1 downcards but counts 3"),
    ],
)
def test_a_card_in_two_places_is_a_violation(
    seats: list[p.SeatView], community: list[str], message: str
) -> None:
    shown = view(seats).model_copy(update={"community_cards": community})
    problems = card_problems(shown)
    assert any(message in problem for problem in problems), problems


def test_a_view_never_holds_more_cards_than_a_deck() -> None:
    """Two seats of 3 downcards and 1 upcard, and a stub of 45: 53 cards."""
    seats = [dealt(1, ["As"]), dealt(2, ["Ah"])]
    assert card_problems(view(seats).model_copy(update={"stub_count": 44})) == []
    problems = card_problems(view(seats).model_copy(update={"stub_count": 45}))
    assert problems and "accounts for 53 cards" in problems[0]


def test_the_client_checks_the_cards_of_every_view() -> None:
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    twice = view([dealt(1, ["As"]), dealt(2, ["As"]), seat(3, 90, 10)])
    with pytest.raises(InvariantViolation, match="two places"):
        checker.observe(p.ViewRequest(), twice)


def holding(n: int, up: list[str], down: list[str], status: str = "active") -> p.SeatView:
    return seat(n, 90, 10, status).model_copy(
        update={"upcards": up, "downcards": down, "downcard_count": len(down)}
    )


def two_seats() -> TableChecker:
    checker = TableChecker()
    checker.chips = 200
    return checker


LOGS: dict[int, list[p.Event]] = {}  # the log each checker of these tests was shown


def exchange(checker: TableChecker, request: object, *seats_: p.SeatView) -> None:
    """Answer ``request`` with a view of ``seats_`` whose log records the action, if any (the
    antes, for a new hand)."""
    log = LOGS.setdefault(id(checker), [])
    if isinstance(request, p.HandSetup | p.NextHand):  # a new hand: its log starts with antes
        log.clear()
        log += [
            p.Event(seq=n, kind=p.EventKind.ANTE, seat=s.seat, amount=s.committed)
            for n, s in enumerate([s for s in seats_ if s.committed], 1)
        ]
    if isinstance(request, p.PlayerAction) and request.kind in LOGGED_AS:
        kind = min(LOGGED_AS[request.kind])
        log.append(p.Event(seq=len(log) + 1, kind=kind, seat=request.seat))
    answer = view(list(seats_)).model_copy(
        update={"stub_count": 30, "events": list(log), "event_count": len(log)}
    )
    checker.observe(request, answer)


ACT = p.PlayerAction(seat=2, kind=p.ActionKind.CHECK)


def test_a_card_a_seat_held_never_turns_into_another() -> None:
    """Seat 1's Kd becomes an As at the showdown: a card switched, not dealt."""
    checker = two_seats()
    exchange(checker, ACT, holding(1, ["Qh"], ["Kd", "Kh"]), holding(2, ["2c"], ["3c", "4c"]))
    with pytest.raises(InvariantViolation, match="seat 1 held Kd, which it no longer shows"):
        exchange(checker, ACT, holding(1, ["Qh"], ["As", "Kh"]), holding(2, ["2c"], ["3c", "4c"]))


@pytest.mark.parametrize(
    ("request_", "after"),
    [
        (p.PlayerAction(seat=1, kind=p.ActionKind.DRAW, cards=["Kd"]), ["As", "Kh"]),
        (p.PlayerAction(seat=1, kind=p.ActionKind.FOLD), []),
        (p.Irregularity(kind=p.IrregularityKind.CARD_OFF_TABLE, seat=1), ["As", "Kh"]),
    ],
)
def test_a_seat_loses_cards_by_a_draw_a_fold_or_a_remedy(
    request_: object, after: list[str]
) -> None:
    checker = two_seats()
    exchange(checker, ACT, holding(1, ["Qh"], ["Kd", "Kh"]), holding(2, ["2c"], ["3c", "4c"]))
    exchange(checker, request_, holding(1, ["Qh"], after), holding(2, ["2c"], ["3c", "4c"]))


def test_a_new_table_is_not_held_to_the_cards_of_the_last() -> None:
    checker = two_seats()
    exchange(checker, ACT, holding(1, ["Qh"], ["Kd", "Kh"]), holding(2, ["2c"], ["3c", "4c"]))
    setup = p.HandSetup(
        game=p.Game.SEVEN_CARD_STUD, profile="cardroom-stud", parameters={},
        stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
        seats=[p.SeatSetup(seat=1, name="a", stack=100), p.SeatSetup(seat=2, name="b", stack=100)],
        dealer_seat=1, deck=[],
    )  # fmt: skip
    exchange(checker, setup, holding(1, ["5d"], ["6d", "7d"]), holding(2, ["8s"], ["9s", "Ts"]))


def to_act(seat_: int | None, *actions: p.LegalAction, seats: list[p.SeatView] | None = None,
           pots: list[p.PotView] | None = None) -> p.TableView:  # fmt: skip
    seats = seats or [seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10, "folded")]
    shown = view(seats, pots=pots or [p.PotView(amount=30, eligible=[1, 2])])
    return shown.model_copy(update={"to_act": seat_, "legal_actions": list(actions)})


CALL = p.LegalAction(kind=p.ActionKind.CALL, min_amount=10, max_amount=10)


@pytest.mark.parametrize(
    ("shown", "message"),
    [
        (to_act(None, CALL), "no seat is to act"),
        (to_act(3, CALL), "seat 3 is to act but is folded"),
        (to_act(4, CALL), "seat 4 is to act but is not at the table"),
        (to_act(1), "offered no action"),
        (to_act(1, CALL.model_copy(update={"max_amount": 91})), "offered up to 91"),
        (to_act(1, CALL.model_copy(update={"min_amount": 20})), "from 20 up to 10"),
        (to_act(1, CALL, pots=[p.PotView(amount=29, eligible=[1, 2])]), "the pots hold 29"),
        (to_act(1, CALL, pots=[p.PotView(amount=30, eligible=[1, 3])]), "seat 3 eligible"),
        (to_act(1, CALL, pots=[p.PotView(amount=30, eligible=[1, 5])]), "not at the table"),
    ],
)
def test_the_turn_and_the_pots_keep_the_rules(shown: p.TableView, message: str) -> None:
    problems = view_problems(shown)
    assert any(message in problem for problem in problems), problems


THREE_LEVELS = [seat(1, 179, 21), seat(2, 0, 11, "all-in"), seat(3, 0, 6, "all-in"),
                seat(4, 179, 21), seat(5, 190, 10, "folded")]  # fmt: skip
"""Two players all in at 6 and 11, two at 21; seat 5 folded after putting in 10."""
PAID_BY_LEVEL = [
    p.PotView(amount=30, eligible=[1, 2, 3, 4]),  # 6 from each, and 6 of seat 5's
    p.PotView(amount=19, eligible=[1, 2, 4]),  # 5 more each, and 4 more of seat 5's
    p.PotView(amount=20, eligible=[1, 4]),
]


@pytest.mark.parametrize(
    ("pots", "message"),
    [
        (PAID_BY_LEVEL, None),
        ([PAID_BY_LEVEL[0], p.PotView(amount=39, eligible=[1, 2, 4])], "seat 2 put 11"),
        ([*PAID_BY_LEVEL[:2], p.PotView(amount=20, eligible=[1, 2, 4])], "seat 2 put 11"),
        ([p.PotView(amount=69, eligible=[1, 2, 3, 4])], "seat 3 put 6 in the hand and can win "
         "at most 30, but the pots it is eligible for hold 69"),
    ],
)  # fmt: skip
def test_nobody_is_eligible_for_more_than_he_matched(
    pots: list[p.PotView], message: str | None
) -> None:
    problems = view_problems(view(THREE_LEVELS, pots=pots).model_copy(update={"stub_count": 30}))
    if message is None:
        assert problems == []
    else:
        assert any(message in problem for problem in problems), problems


def test_pots_are_not_held_to_eligibility_while_a_wager_is_open() -> None:
    """Seat 4's open bet may sit in any pot until the round closes: only the sum is judged."""
    open_bet = THREE_LEVELS[3].model_copy(update={"bet": 10, "committed": 31, "stack": 169})
    betting = [*THREE_LEVELS[:3], open_bet, THREE_LEVELS[4]]
    shown = view(betting, pots=[p.PotView(amount=79, eligible=[1, 2, 3, 4])])
    assert view_problems(shown.model_copy(update={"stub_count": 30})) == []


def test_an_honest_turn_passes() -> None:
    """Seat 1 may call 10 or raise all in to 90 (nothing in front this round, 90 behind)."""
    shove = p.LegalAction(kind=p.ActionKind.RAISE, min_amount=20, max_amount=90)
    assert view_problems(to_act(1, CALL, shove)) == []
    assert view_problems(to_act(None)) == []


def test_a_result_is_of_the_hand_played_and_complete_once_shown_complete() -> None:
    """Only complete results are held to the award rules: a finished hand cannot dodge them
    by calling itself unfinished, nor by answering with another hand's number."""
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    checker.view(view([seat(1, 90), seat(2, 120), seat(3, 90)], phase="complete"))
    stolen = result({"1": 90, "2": 120, "3": 90}, [award(30, [2], {"2": 30})])
    with pytest.raises(InvariantViolation, match="complete, but its result says it is not"):
        checker.result(stolen.model_copy(update={"complete": False}))
    with pytest.raises(InvariantViolation, match="the result is of hand 7"):
        checker.result(stolen.model_copy(update={"hand_number": 7}))
    checker.result(stolen)


@pytest.mark.parametrize(
    ("shown", "message"),
    [
        (view([seat(1, 90, 10), seat(2, 90, 10), seat(2, 95, 5)]), "names seat 2 more than once"),
        (to_act(1, CALL, CALL.model_copy(update={"max_amount": 5})), "legal action call more than"),
    ],
)
def test_a_view_that_says_two_things_at_once_is_a_protocol_violation(
    shown: p.TableView, message: str
) -> None:
    """Whichever of the two the harness kept, the implementation could claim the other."""
    from pokercert.client import ViewLog
    from pokercert.driver import ProtocolViolation

    log = ViewLog()
    with pytest.raises(ProtocolViolation, match=message):
        log.merge(shown, new_hand=True)


def test_a_pot_awarded_twice_is_a_violation() -> None:
    """Two awards of pot 0 could pay one winner twice, each award adding up on its own."""
    checker = table(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    checker.view(view([seat(1, 90), seat(2, 120), seat(3, 90)], phase="complete"))
    twice = result({"1": 90, "2": 120, "3": 90}, [award(15, [2], {"2": 15})] * 2)
    with pytest.raises(InvariantViolation, match=r"pot\(s\) \[0\] awarded more than once"):
        checker.result(twice)


def decided(
    *in_play: p.SeatView, ender: int = 1, kind: str = "call", offer: int | None = None
) -> TableChecker:
    """A checker that saw the hand in play with ``in_play`` (``ender`` offered ``kind`` up to
    ``offer``), then complete after ``ender``'s ``kind``."""
    checker = TableChecker()
    checker.chips = 300
    offered = [p.LegalAction(kind=p.ActionKind(kind), min_amount=offer, max_amount=offer)]
    playing = view(list(in_play), pots=[p.PotView(amount=30, eligible=[1, 2, 3])])
    checker.view(playing.model_copy(update={"to_act": ender, "legal_actions": offered}))
    action = p.PlayerAction(seat=ender, kind=p.ActionKind(kind))
    checker.view(view([seat(1, 120), seat(2, 90), seat(3, 90)], phase="complete"), action=action)
    return checker


def test_an_award_paid_from_a_losers_stack_is_found() -> None:
    """Chips stay conserved and the shares sum to the award: only the loser's stack, which
    nothing after the hand was decided may take from, shows the theft."""
    checker = decided(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10))
    skimmed = result({"1": 121, "2": 89, "3": 90}, [award(31, [1], {"1": 31})])
    with pytest.raises(InvariantViolation, match=r"seat 2 had 90 behind .* but ends with 89"):
        checker.result(skimmed)


def test_the_seat_that_ended_the_hand_may_have_put_in_what_its_action_allowed() -> None:
    checker = decided(seat(1, 95, 5), seat(2, 90, 10), seat(3, 90, 10), ender=1, offer=10)
    checker.result(result({"1": 120, "2": 90, "3": 90}, [award(30, [1], {"1": 30})]))


def test_chips_the_ending_action_could_not_put_in_are_found() -> None:
    """A fold puts nothing in: chips taken from the folding seat and booked as "returned" to
    the winner keep everything else consistent."""
    checker = decided(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10), ender=2, kind="fold")
    robbed = result({"1": 130, "2": 80, "3": 90}, [award(30, [1], {"1": 30})])
    with pytest.raises(InvariantViolation, match=r"seat 2 had 90 behind .* could put in 0"):
        checker.result(robbed.model_copy(update={"returned": {"1": 10}}))


def test_no_seat_gets_back_more_than_it_put_in() -> None:
    checker = decided(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10), ender=2, offer=10)
    padded = result({"1": 135, "2": 75, "3": 90}, [award(30, [1], {"1": 30})])
    with pytest.raises(InvariantViolation, match="seat 1 gets 15 returned but put only 10"):
        checker.result(padded.model_copy(update={"returned": {"1": 15}}))


def test_a_hand_starts_where_the_last_result_left_the_table() -> None:
    checker = decided(seat(1, 90, 10), seat(2, 90, 10), seat(3, 90, 10), ender=1, offer=0)
    checker.result(result({"1": 120, "2": 90, "3": 90}, [award(30, [1], {"1": 30})]))
    shifted = view([seat(1, 119, 1), seat(2, 84, 1), seat(3, 94, 1)], hand=2)
    with pytest.raises(InvariantViolation, match="seat 2 starts with 85, not 90"):
        checker.view(shifted)


def test_a_dead_hand_is_never_paid() -> None:
    checker = table(seat(1, 90, 10), seat(2, 90, 10, "dead"), seat(3, 90, 10))
    with pytest.raises(InvariantViolation, match=r"folded or dead seat\(s\) \[2\]"):
        checker.result(result({"1": 90, "2": 120, "3": 90}, [award(30, [2], {"2": 30})]))


def test_chips_returned_after_the_hand_was_decided_are_counted() -> None:
    checker = decided(seat(1, 90, 10), seat(2, 85, 15), seat(3, 90, 10))
    ended = result({"1": 120, "2": 90, "3": 90}, [award(30, [1], {"1": 30})])
    checker.result(ended.model_copy(update={"returned": {"2": 5}}))


def complete_view(seats: list[p.SeatView], said: list[p.Announcement]) -> p.TableView:
    return view(seats, phase="complete").model_copy(
        update={"announcements": said, "announcement_count": len(said)}
    )


def test_a_showdown_is_held_to_the_cards_and_the_winners_of_the_views() -> None:
    held = seat(1, 120).model_copy(update={"upcards": ["Ah", "Kh"], "downcards": ["2c", "3c"]})
    wins = p.Announcement(kind=p.AnnouncementKind.WINS, seat=2, text="seat 2 wins")
    last = complete_view([held, seat(2, 90), seat(3, 90)], [wins])
    shown = p.ShownHand(seat=1, cards=["Ah", "Kh", "As", "2c"])
    paid = result({"1": 120, "2": 90, "3": 90}, [award(30, [1], {"1": 30})])
    ended = paid.model_copy(update={"shown": [shown], "mucked": [1]})
    problems = showdown_problems(ended, last, {1: {"Ah", "Kh", "2c", "3c"}})
    assert any("seat 1 shows As, which the views never gave it" in x for x in problems)
    assert any("seats [1] both show and muck" in x for x in problems)
    assert any("seats [1] mucked but are paid as winners" in x for x in problems)
    assert any("announces seats [2] as winners" in x for x in problems)
    honest = paid.model_copy(update={"shown": [p.ShownHand(seat=1, cards=["Ah", "Kh", "2c"])]})
    assert showdown_problems(honest, complete_view(last.seats, []), {1: {"Ah", "Kh", "2c"}}) == []
    unrevealed = showdown_problems(ended, last, {})  # no view revealed seat 1's downcards
    assert not any("never gave it" in x for x in unrevealed) and len(unrevealed) == 3


class TwoStates:
    """The reference engine, except that a plain view reports one raise fewer."""

    name = "two states"

    def __init__(self) -> None:
        self.inner = ReferenceDriver()

    def exchange(self, request: BaseModel) -> BaseModel:
        answer = self.inner.exchange(request)
        if isinstance(request, p.ViewRequest) and isinstance(answer, p.TableView):
            return answer.model_copy(update={"raises_this_round": answer.raises_this_round + 1})
        return answer

    def close(self) -> None:
        self.inner.close()


def _stud_table(client: TableClient) -> None:
    client.hello()
    client.setup(
        p.HandSetup(
            game=p.Game.SEVEN_CARD_STUD, profile="cardroom-stud",
            parameters=load_profile("cardroom-stud").parameters.model_dump(mode="json"),
            stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
            seats=[p.SeatSetup(seat=n, name=f"P{n}", stack=100) for n in (1, 2, 3)],
            dealer_seat=3, seed=1,
        )
    )  # fmt: skip


def test_a_view_request_reads_the_table_and_never_changes_it() -> None:
    honest = TableClient(ReferenceDriver())
    _stud_table(honest)
    assert honest.view().raises_this_round == honest.view().raises_this_round
    lying = TableClient(TwoStates())
    _stud_table(lying)
    with pytest.raises(ProtocolViolation, match=r"a view request changed the table .*raises_this"):
        lying.view()


def _won(seat_: int, amount: int, seq: int) -> p.Event:
    return p.Event(seq=seq, kind=p.EventKind.WIN, seat=seat_, amount=amount)


def test_the_result_records_what_the_log_and_the_players_actions_made() -> None:
    """Seat 1 wins 30 and the log says so; seat 2 mucked when asked and is recorded so."""
    done = view([seat(1, 120), seat(2, 90)], phase="complete").model_copy(
        update={"events": [_won(1, 30, 1)], "event_count": 1}
    )
    paid = result({"1": 120, "2": 90}, [award(30, [1], {"1": 30})])
    mucked = paid.model_copy(update={"mucked": [2]})
    assert record_problems(mucked, done, {p.ActionKind.MUCK: {2}}) == []
    problems = record_problems(paid, done, {p.ActionKind.MUCK: {2}})
    assert problems == ["hand 1: seats [2] mucked their hands when asked to, but the result's "
                        "mucked leaves them out"]  # fmt: skip
    one_more = done.model_copy(update={"events": [_won(1, 31, 1)]})
    problems = record_problems(mucked, one_more, {p.ActionKind.MUCK: {2}})
    assert problems == ["hand 1: the log says seats won {1: 31}, but the result pays {1: 30}"]
    quiet = done.model_copy(update={"events": [], "event_count": 0})
    assert record_problems(mucked, quiet, {}) == [
        "hand 1: the log says seats won {}, but the result pays {1: 30}"
    ], "a log that names no winner is a false history"
    unpriced = p.Event(seq=1, kind=p.EventKind.WIN, seat=2)
    elsewhere = done.model_copy(update={"events": [unpriced]})
    assert record_problems(mucked, elsewhere, {}) == [
        "hand 1: the log's win events [1] name no seat or no amount: a win is logged with the "
        "seat and the chips it won",
        "hand 1: the log says seats won {}, but the result pays {1: 30}",
    ]


def _logged(kind: p.EventKind, seat_: int) -> p.Event:
    return p.Event(seq=7, kind=kind, seat=seat_, amount=10)


@pytest.mark.parametrize(
    ("entries", "problem"),
    [
        ([_logged(p.EventKind.RAISE, 3)], None),
        ([_logged(p.EventKind.CALL, 4), _logged(p.EventKind.RAISE, 3)], None),
        ([], "seat 3's raise was taken, but the log entries of the answer record no raise of "
             "seat 3"),
        ([_logged(p.EventKind.BET, 3)], "record no raise of seat 3"),
        ([_logged(p.EventKind.RAISE, 4)], "record no raise of seat 3"),
    ],
)  # fmt: skip
def test_the_answer_to_an_action_logs_it_for_the_acting_seat(
    entries: list[p.Event], problem: str | None
) -> None:
    """A raise must be logged as a raise of the seat that made it: not left out, not called
    a bet, not booked to another seat."""
    raised = p.PlayerAction(seat=3, kind=p.ActionKind.RAISE, amount=10)
    found = unlogged_action(raised, entries)
    assert found is None if problem is None else (found is not None and problem in found)
    bet = p.PlayerAction(seat=3, kind=p.ActionKind.BET, amount=10)
    assert unlogged_action(bet, [_logged(p.EventKind.OPEN, 3)]) is None  # five-card draw
    asked = p.PlayerAction(seat=3, kind=p.ActionKind.ASK_DRAW_COUNTS)
    assert unlogged_action(asked, []) is None  # only the kinds the contract names are held
    wrong = unlogged_action(
        raised, [_logged(p.EventKind.RAISE, 3).model_copy(update={"amount": 11})]
    )
    assert wrong == (
        "seat 3's raise to a total wager of 10 was taken, but the log records it as [11]"
    )  # a bet, raise or completion is logged with the total wager it made
    called = p.PlayerAction(seat=3, kind=p.ActionKind.CALL, amount=10)
    assert unlogged_action(called, [_logged(p.EventKind.CALL, 3)]) is None  # chips, not judged here


def test_chips_called_returned_are_the_chips_that_came_back() -> None:
    """Seat 2 had 90 behind and lost; a result calling its lost 10 'returned' is caught.
    Seat 1 got 5 of an uncalled bet back in play and 3 more at the end: 8 returned."""
    stacks = {"1": 128, "2": 90}
    honest = result(stacks, [award(30, [1], {"1": 30})]).model_copy(update={"returned": {"1": 8}})
    in_play, back = {1: 95, 2: 90}, {1: 5}
    assert returned_problems(honest, in_play, back, {}, ender=2, put_in=0) == []
    phantom = honest.model_copy(update={"returned": {"1": 8, "2": 10}})
    [problem] = returned_problems(phantom, in_play, back, {}, ender=2, put_in=0)
    assert "seat 2 is said to get 10 returned, but 0 came back" in problem
    short = honest.model_copy(update={"returned": {"1": 3}})
    assert returned_problems(short, in_play, back, {}, ender=2, put_in=0), "5 came back in play"


@pytest.mark.parametrize(
    ("mucked", "message"),
    [
        ([9], "the result's mucked names seats not at the table [9]"),
        ([2, 2], "the result's mucked names seats more than once [2]"),
    ],
)
def test_the_showdown_names_seats_at_the_table_each_once(mucked: list[int], message: str) -> None:
    done = view([seat(1, 120), seat(2, 90)], phase="complete")
    paid = result({"1": 120, "2": 90}, [award(30, [1], {"1": 30})])
    problems = showdown_problems(paid.model_copy(update={"mucked": mucked}), done, {})
    assert problems == [f"hand 1: {message}"]


def test_a_kept_seat_does_not_hide_a_card_moved_beside_it() -> None:
    """The checker reads the cards again only when a card or count moved since the last view
    it passed: a view that keeps every seat object but one, or every seat but changes the
    board or the stub, is still judged on all its cards."""
    checker = two_seats()
    first, second = holding(1, ["Qh"], ["Kd", "Kh"]), holding(2, ["2c"], ["3c", "4c"])
    exchange(checker, ACT, first, second)
    exchange(checker, ACT, first, second)  # nothing moved: passes, as before
    with pytest.raises(InvariantViolation, match="card Qh is in two places at once"):
        exchange(checker, ACT, first, holding(2, ["2c", "Qh"], ["3c", "4c"]))
    checker = two_seats()
    exchange(checker, ACT, first, second)
    board = view([first, second]).model_copy(update={"stub_count": 30, "community_cards": ["Kd"]})
    with pytest.raises(InvariantViolation, match="card Kd is in two places at once"):
        checker.observe(ACT, board)
    checker = two_seats()
    exchange(checker, ACT, first, second)
    with pytest.raises(InvariantViolation, match="accounts for 53 cards"):
        checker.observe(ACT, view([first, second]).model_copy(update={"stub_count": 47}))


def test_every_pot_names_only_seats_still_in_the_hand() -> None:
    """Each pot is read seat by seat once one of its names is not a live seat at the table."""
    seats = [seat(1, 80, 20), seat(2, 80, 20), seat(3, 90, 10, "folded")]
    pots = [p.PotView(amount=50, eligible=[1, 2]), p.PotView(amount=0, eligible=[2, 3, 9])]
    shown = view(seats, pots=pots).model_copy(update={"stub_count": 30})
    assert view_problems(shown) == [
        "hand 1 (third-street): pot 1 names seat 3 eligible, but it is folded",
        "hand 1 (third-street): pot 1 names seat 9, which is not at the table",
    ]


def test_a_seat_named_twice_in_a_pot_is_offered_it_once() -> None:
    """Seat 1, all in for 10, is eligible for the main pot only, whatever its list repeats;
    named in the side pot too, it is offered more than it matched."""
    seats = [seat(1, 0, 10), seat(2, 70, 30), seat(3, 70, 30)]
    main, side = p.PotView(amount=30, eligible=[1, 1, 2, 3]), [2, 3]
    honest = view(seats, pots=[main, p.PotView(amount=40, eligible=side)])
    assert view_problems(honest.model_copy(update={"stub_count": 30})) == []
    greedy = view(seats, pots=[main, p.PotView(amount=40, eligible=[1, *side])])
    assert view_problems(greedy.model_copy(update={"stub_count": 30})) == [
        "hand 1 (third-street): seat 1 put 10 in the hand and can win at most 30, but the pots "
        "it is eligible for hold 70"
    ]


def test_the_first_view_logs_each_seats_ante_as_the_chips_it_posted() -> None:
    """Antes logged as 0, or left out, while the seats have chips in: a false history. A seat
    that also posted a blind or bring-in is not held to its antes alone."""
    seats = [seat(1, 99, committed=1), seat(2, 97, committed=3), seat(3, 100)]
    ante = p.EventKind.ANTE

    def log(*entries: tuple[p.EventKind, int, int | None]) -> list[p.Event]:
        return [
            p.Event(seq=n, kind=kind, seat=s, amount=amount)
            for n, (kind, s, amount) in enumerate(entries, 1)
        ]

    blinds = forced_posts(setup_of(p.Game.TRIPLE_DRAW_27))
    honest = log((ante, 1, 1), (ante, 2, 1), (p.EventKind.BIG_BLIND, 2, 2))
    assert ante_problems(seats, honest, blinds) == []
    stud = forced_posts(setup_of(p.Game.SEVEN_CARD_STUD))
    assert ante_problems(seats, honest, stud) == [
        "seat 2's antes are logged as 1 chips, but it has 3 in the hand"
    ], "a blind logged at a game without blinds excuses nothing"
    assert ante_problems(seats, log((ante, 1, 0), (ante, 2, 1)), blinds) == [
        "seat 1's antes are logged as 0 chips, but it has 1 in the hand",
        "seat 2's antes are logged as 1 chips, but it has 3 in the hand",
    ]
    assert ante_problems(seats, log((ante, 2, 3)), blinds) == [
        "seat 1's antes are logged as 0 chips, but it has 1 in the hand"
    ]
    assert ante_problems(seats, log((ante, 1, None), (ante, 2, 3)), blinds) == [
        "the ante of seat 1 is logged without its chips",
        "seat 1's antes are logged as 0 chips, but it has 1 in the hand",
    ]


def setup_of(game: p.Game, **stakes: int) -> p.HandSetup:
    return p.HandSetup(
        game=game,
        profile="cardroom-stud",
        parameters={},
        stakes=p.Stakes(small_bet=2, big_bet=4, **stakes),
        seats=[p.SeatSetup(seat=1, stack=100), p.SeatSetup(seat=2, stack=100)],
        dealer_seat=1,
    )


def test_the_forced_bets_that_excuse_antes_are_the_tables_own() -> None:
    """Only a forced bet the game or the stakes have can explain chips committed before anyone
    acted: a stud build logging a blind does not dodge the ante rule."""
    e = p.EventKind
    assert forced_posts(setup_of(p.Game.SEVEN_CARD_STUD)) == {e.BRING_IN}
    assert forced_posts(setup_of(p.Game.TRIPLE_DRAW_27)) == {e.SMALL_BLIND, e.BIG_BLIND}
    assert forced_posts(setup_of(p.Game.FIVE_CARD_DRAW)) == set()
    assert forced_posts(setup_of(p.Game.FIVE_CARD_DRAW, big_blind=2)) == {e.BIG_BLIND}


@pytest.mark.parametrize(
    ("kind", "before", "after", "logged", "problem"),
    [
        (p.ActionKind.CALL, 4, 10, 6, None),
        (p.ActionKind.CALL, 4, 10, 10, "seat 3's call put 6 chips in, but the log records it as"),
        (p.ActionKind.CALL, 4, 10, None, "call put 6 chips in, but the log records it as [None]"),
        (p.ActionKind.BRING_IN, 1, 3, 2, None),
        (p.ActionKind.BRING_IN, 1, 3, 3, "seat 3's bring-in put 2 chips in, but the log records"),
        (p.ActionKind.FOLD, 4, 4, None, None),
    ],
)  # fmt: skip
def test_a_call_or_bring_in_is_logged_with_the_chips_it_put_in(
    kind: p.ActionKind, before: int, after: int, logged: int | None, problem: str | None
) -> None:
    """The contract counts a call's and a bring-in's event amount as the chips put in: a log
    that calls 10 where 6 went in (the total wager, or a made-up figure) is a false history."""
    action = p.PlayerAction(seat=3, kind=kind)
    entry = [p.Event(seq=4, kind=min(LOGGED_AS[kind]), seat=3, amount=logged)]
    was, now = seat(3, 100 - before, before), seat(3, 100 - after, after)
    found = unpriced_post(action, entry, was, now)
    assert found is None if problem is None else (found is not None and problem in found)


def test_the_checker_holds_a_call_to_the_chips_it_put_in() -> None:
    """Through the checker: the call's event must count the chips the views show it put in."""
    checker = TableChecker()
    setup = setup_of(p.Game.SEVEN_CARD_STUD)
    first = view([seat(1, 98, 2), seat(2, 98, 2)]).model_copy(
        update={"events": [p.Event(seq=1, kind=p.EventKind.ANTE, seat=s, amount=2) for s in (1, 2)]}
    )
    checker.observe(setup, first)
    call = p.PlayerAction(seat=2, kind=p.ActionKind.CALL)
    logged = p.Event(seq=3, kind=p.EventKind.CALL, seat=2, amount=7)
    after = view([seat(1, 98, 2), seat(2, 93, 7)]).model_copy(
        update={"events": [*first.events, logged]}
    )
    with pytest.raises(InvariantViolation, match="seat 2's call put 5 chips in"):
        checker.observe(call, after)


def test_a_call_paid_back_at_once_counts_what_came_back() -> None:
    """A call that closes the betting over short all-ins gets its unmatched part back in the
    same answer: what it put in is the rise of its committed chips plus the return logged,
    and no return beyond what the offer let it put in excuses a larger figure."""
    call = p.PlayerAction(seat=1, kind=p.ActionKind.CALL)
    logged = [
        p.Event(seq=8, kind=p.EventKind.CALL, seat=1, amount=5),
        p.Event(seq=9, kind=p.EventKind.RETURN, seat=1, amount=2),
    ]
    was, now = seat(1, 27, 3), seat(1, 24, 6)
    assert unpriced_post(call, logged, was, now, most=5) is None
    found = unpriced_post(call, logged, was, now, most=4)
    assert found is not None and "its offer allowed 4" in found


def test_a_raise_is_offered_only_where_someone_can_answer_it() -> None:
    """Seat 1, the only one with chips behind against two all-in players, may call or fold;
    a bet, raise or completion offered to it is pointless and against the rules."""
    seats = [seat(1, 50, 10), seat(2, 0, 10, "all-in"), seat(3, 0, 6, "all-in")]
    calls = [p.LegalAction(kind=p.ActionKind.CALL), p.LegalAction(kind=p.ActionKind.FOLD)]
    honest = view(seats).model_copy(update={"to_act": 1, "legal_actions": calls, "stub_count": 30})
    assert view_problems(honest) == []
    raising = [*calls, p.LegalAction(kind=p.ActionKind.RAISE, min_amount=20, max_amount=20)]
    found = view_problems(honest.model_copy(update={"legal_actions": raising}))
    assert found == [
        "hand 1 (third-street): seat 1 is offered raise, but no other seat in the hand has "
        "chips to answer it"
    ]
    answered = [*seats[:2], seat(3, 40, 6)]  # seat 3 still has chips: the raise is fine
    open_view = honest.model_copy(update={"legal_actions": raising, "seats": answered})
    assert view_problems(open_view.model_copy(update={"stub_count": 30})) == []


def test_a_seat_without_chips_is_dealt_no_cards() -> None:
    """A seat that brings nothing into the hand (no stack, nothing posted) is not in it."""
    assert dealt_without_chips([seat(1, 99, 1), seat(2, 0, 1)]) == []  # all in for the ante
    assert dealt_without_chips([seat(1, 99, 1), seat(2, 0)]) == [
        "seat 2 has no chips and posted none, but is dealt 3 card(s)"
    ]
    empty = seat(2, 0).model_copy(update={"downcard_count": 0})
    assert dealt_without_chips([seat(1, 99, 1), empty]) == []


def test_the_log_deals_and_shows_a_seat_only_its_own_cards() -> None:
    """A deal or show booked to a seat names cards the views show it holding; a seat whose
    downcards stay hidden, one out of the hand, and a misdeal's answer are not read."""
    held = {1: {"Ah", "Kd", "2c"}, 2: {"7s", "8s"}}
    deal = p.Event(seq=4, kind=p.EventKind.DEAL_UP, seat=1, cards=["2c"])
    assert misattributed_cards([deal], held, set(), {1, 2}) == []
    wrong = deal.model_copy(update={"seat": 2})
    assert misattributed_cards([wrong], held, set(), {1, 2}) == [
        "the log's deal-up entry 4 gives seat 2 2c, which no view shows it holding"
    ]
    show = p.Event(seq=9, kind=p.EventKind.SHOW, seat=2, cards=["7s", "9s", "??"])
    assert misattributed_cards([show], held, set(), {1, 2}) == [
        "the log's show entry 9 gives seat 2 9s, which no view shows it holding"
    ]
    assert misattributed_cards([show], held, {2}, {1, 2}) == []  # its downcards are hidden
    assert misattributed_cards([show], held, set(), {1}) == []  # folded in the same answer
    misdeal = p.Event(seq=10, kind=p.EventKind.MISDEAL)
    assert misattributed_cards([wrong, misdeal], held, set(), {1, 2}) == []
