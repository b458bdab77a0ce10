"""The engine's shortcuts give what the plain way gives (issues #5 and #6: speed without drift).

Each fast path in the engine is checked here against the general path it
stands in for: the written-out shuffle against ``random.Random.shuffle``, a
stub dealing many cards against dealing one at a time, the ranking of dealt
stud boards against the checked ranking, the remembered seat views against
fresh ones, and the in-process driver's incremental validation against a full
JSON round trip (and against an invalid message).
"""

from __future__ import annotations

import gc
import itertools
import random
import sys
import weakref
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.client import TableClient
from pokercert.driver import ProtocolViolation
from pokercert.engine import board
from pokercert.engine.deck import DeckError, Stub, shuffle, shuffled_order
from pokercert.engine.params import StudRules, TripleDrawRules
from pokercert.engine.pots import build_pots, pots_by_level
from pokercert.engine.stud import StudHand
from pokercert.engine.table import SeatState
from pokercert.engine.triple_draw import TripleDrawHand
from pokercert.spec_loader import load_profile

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


# --------------------------------------------------------------------------- the deck


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 20, 31, 52, 53, 80])
def test_the_written_out_shuffle_is_the_library_shuffle(size: int) -> None:
    for seed in range(300):
        ours, theirs = list(range(size)), list(range(size))
        our_rng, their_rng = random.Random(seed), random.Random(seed)
        shuffle(ours, our_rng)
        their_rng.shuffle(theirs)
        assert ours == theirs
        assert our_rng.random() == their_rng.random()  # the same random bits were used


def test_shuffled_order_is_a_deck() -> None:
    assert sorted(shuffled_order(7)) == list(range(52))
    assert shuffled_order(7) == shuffled_order(7) != shuffled_order(8)


@given(order=st.permutations(list(range(52))), counts=st.lists(st.integers(0, 9), max_size=8))
def test_dealing_many_cards_is_dealing_them_one_at_a_time(
    order: list[int], counts: list[int]
) -> None:
    many, one = Stub(order), Stub(order)
    for count in counts:
        if count > len(one):
            with pytest.raises(DeckError):
                many.deal_many(count)
            assert len(many) == len(one)  # nothing was dealt
            continue
        assert many.deal_many(count) == [one.deal() for _ in range(count)]
        assert many.cards() == one.cards()


# --------------------------------------------------------------------------- pots


@given(st.dictionaries(st.integers(1, 8), st.integers(0, 60), min_size=1), st.data())
def test_one_pot_when_the_live_seats_are_level_is_what_the_levels_give(
    committed: dict[int, int], data: st.DataObject
) -> None:
    live = set(data.draw(st.lists(st.sampled_from(sorted(committed)), min_size=1, unique=True)))
    level = data.draw(st.integers(1, 60))
    for seat in live:  # a live seat puts in the level, or nothing at all
        committed[seat] = data.draw(st.sampled_from([0, level]))
    carried = data.draw(st.integers(0, 9))
    levels = sorted({committed[s] for s in live if committed[s] > 0})
    assert build_pots(committed, live, carried) == pots_by_level(committed, live, levels, carried)


# --------------------------------------------------------------------------- stud boards


def reference_board_rank(upcards: list[int]) -> board.BoardRank:
    """The grouping by rank, written plainly: the level from the shape, ranks by group."""
    counts: dict[int, int] = {}
    for card in upcards:
        counts[card >> 2] = counts.get(card >> 2, 0) + 1
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    pairs = sorted((n for n, _ in groups if n > 1), reverse=True)
    level = {
        (): board.BoardLevel.HIGH_CARD,
        (2,): board.BoardLevel.PAIR,
        (2, 2): board.BoardLevel.TWO_PAIR,
        (3,): board.BoardLevel.THREE_OF_A_KIND,
        (4,): board.BoardLevel.FOUR_OF_A_KIND,
    }[tuple(pairs)]
    return board.BoardRank(level, tuple(r for _, r in groups))


def test_dealt_board_ranks_match_the_checked_ranking_on_every_kind_of_board() -> None:
    """Every multiset of ranks of 1 to 4 cards, in every order, with mixed suits."""
    for size in range(1, 5):
        for ranks in itertools.product(range(13), repeat=size):
            if any(ranks.count(r) > 4 for r in ranks):
                continue
            seen: dict[int, int] = {}
            cards = []
            for r in ranks:  # a distinct suit for each repeat of a rank
                cards.append(r * 4 + seen.get(r, 0))
                seen[r] = seen.get(r, 0) + 1
            expected = reference_board_rank(cards)
            assert board.dealt_board_rank(cards) == expected == board.board_rank(cards)
            order = ("c", "d", "h", "s")
            assert board.dealt_suit_tiebreak(cards, order) == board.suit_tiebreak(cards, order)


@pytest.mark.parametrize("ace_low", [False, True])
def test_dealt_door_card_keys_match_the_checked_keys(ace_low: bool) -> None:
    for suits in itertools.permutations("cdhs"):
        order = board.check_suit_order(suits)
        for card in range(52):
            checked = board.door_card_low_key(card, list(suits), ace_low)
            assert board.dealt_door_card_low_key(card, order, ace_low) == checked


def test_a_dealt_board_still_has_one_to_four_cards() -> None:
    with pytest.raises(ValueError):
        board.dealt_board_rank([])
    with pytest.raises(ValueError):
        board.dealt_board_rank([1, 2, 3, 4, 5])


# --------------------------------------------------------------------------- hands

STUD = load_profile("cardroom-stud").parameters
TRIPLE_DRAW = load_profile("triple-draw-27").parameters
assert isinstance(STUD, StudRules) and isinstance(TRIPLE_DRAW, TripleDrawRules)
A = p.ActionKind


def stud_hand(seed: int) -> StudHand:
    rng = random.Random(seed)
    seats = [SeatState(seat=i + 1, name=f"P{i + 1}", stack=rng.choice((12, 40, 200)))
             for i in range(8)]  # fmt: skip
    stakes = p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10)
    hand = StudHand(STUD, "cardroom-stud", stakes, seats, 8, shuffled_order(seed), rng_seed=seed)
    hand.begin()
    return hand


def play_stud(hand: StudHand, seed: int, after_each: object = None) -> None:
    rng = random.Random(seed)
    while hand.result is None:
        seat = hand.to_act()
        assert seat is not None
        option = rng.choice(hand.options())
        amount = option.amounts[-1] if option.amounts else option.min_amount
        hand.play(seat, option.kind, amount)
        if callable(after_each):
            after_each(hand)


@pytest.mark.parametrize("seed", range(12))
def test_remembered_seat_views_are_the_seat_views_built_afresh(seed: int) -> None:
    def compare(hand: StudHand) -> None:
        remembered = hand.view()
        hand.forget_seat_documents()
        assert hand.view() == remembered

    play_stud(stud_hand(seed), seed, compare)


@pytest.mark.parametrize("seed", range(6))
def test_reading_the_log_mid_hand_changes_nothing(seed: int) -> None:
    """The events are built from raw records when read: reading early gives the same log."""
    read_often, read_once = stud_hand(seed), stud_hand(seed)
    play_stud(read_often, seed, lambda hand: (hand.events, hand.announcements))
    play_stud(read_once, seed)
    assert read_often.events == read_once.events
    assert read_often.announcements == read_once.announcements
    assert [e.seq for e in read_once.events] == list(range(1, len(read_once.events) + 1))


def test_a_finished_hand_is_freed_without_the_garbage_collector() -> None:
    """No reference cycle keeps a hand alive: thousands of hands must not feed the collector."""
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import bench_triple_draw
    finally:
        sys.path.remove(str(BENCHMARKS))
    bench_triple_draw.RULES[:] = [TRIPLE_DRAW]
    gc.disable()
    try:
        for seed in range(5):
            stud = stud_hand(seed)
            play_stud(stud, seed)
            seats = [SeatState(seat=i + 1, name=f"P{i + 1}", stack=100) for i in range(6)]
            draw = TripleDrawHand(TRIPLE_DRAW, "triple-draw-27", p.Stakes(small_bet=2, big_bet=4),
                                  seats, 6, shuffled_order(seed), rng_seed=seed)  # fmt: skip
            draw.begin()
            policy = bench_triple_draw.Policy(seed)
            while not draw.settled:
                options = draw.betting_options()
                if options is not None:
                    draw.wager(options.seat, A.CALL if options.owed else A.CHECK)
                elif draw.draw_queue:
                    held = draw.seats[draw.draw_queue[0]].downcards
                    draw.draw(draw.draw_queue[0], [held[i] for i in policy.discards()])
                else:
                    draw.show(draw.show_queue[0])
            alive: list[weakref.ref[object]] = [weakref.ref(stud), weakref.ref(draw)]
            del stud, draw
            assert [ref() for ref in alive] == [None, None]
    finally:
        gc.enable()


# --------------------------------------------------------------------------- the in-process driver


def stud_setup(stacks: list[int], seed: int) -> p.HandSetup:
    """A cardroom-stud table with these stacks from seat 1 on, the dealer in the last seat."""
    return p.HandSetup(
        game="seven-card-stud",
        profile="cardroom-stud",
        parameters=STUD.model_dump(mode="json"),
        stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
        seats=[p.SeatSetup(seat=i + 1, name=f"P{i + 1}", stack=s) for i, s in enumerate(stacks)],
        dealer_seat=len(stacks),
        seed=seed,
    )


def protocol_views(driver: ReferenceDriver, seed: int) -> list[object]:
    client = TableClient(driver)
    rng = random.Random(seed)
    view = client.setup(stud_setup([60] * 6, seed))
    views: list[object] = [view]
    while isinstance(view, p.TableView) and view.to_act is not None:
        action = rng.choice(view.legal_actions)
        amount = action.amounts[-1] if action.amounts else action.min_amount
        view = client.act(view.to_act, action.kind, amount)
        views.append(view)
    views.append(client.result())
    return views


@pytest.mark.parametrize("seed", range(4))
def test_delta_views_rebuild_the_whole_log_of_the_hand(seed: int) -> None:
    """Protocol v1 views carry only new entries; the client's view holds the hand's whole log."""
    driver = ReferenceDriver()
    views = protocol_views(driver, seed)
    hand = driver.session.hand
    assert hand is not None
    last = [v for v in views if isinstance(v, p.TableView)][-1]
    assert [e.seq for e in last.events] == list(range(1, len(hand.events) + 1))
    assert last.events == hand.events
    assert last.announcements == hand.announcements


def test_a_view_that_does_not_continue_the_log_is_a_protocol_violation() -> None:
    client = TableClient(ReferenceDriver())
    view = protocol_views(ReferenceDriver(), 0)[0]
    assert isinstance(view, p.TableView)
    client.log.merge(view, new_hand=True)
    gap = view.model_copy(update={"events": [view.events[-1]], "event_count": view.event_count + 1})
    with pytest.raises(ProtocolViolation, match="sequence"):
        client.log.merge(gap, new_hand=False)


def test_a_next_hand_must_show_every_seat_of_the_table() -> None:
    client = TableClient(ReferenceDriver())
    view = protocol_views(ReferenceDriver(), 0)[0]
    assert isinstance(view, p.TableView)
    client.log.merge(view, new_hand=True, seated=[s.seat for s in view.seats])
    short = view.model_copy(update={"seats": view.seats[1:], "hand_number": 2})
    with pytest.raises(ProtocolViolation, match="every seat"):
        client.log.merge(short, new_hand=True)


@pytest.mark.parametrize(
    ("first", "then", "new_hand", "message"),
    [
        (7, None, False, "hand 7, but a new table is hand 1"),
        (1, 2, False, "hand 2, but the same hand is hand 1"),
        (1, 3, True, "hand 3, but the next hand is hand 2"),
        (1, 1, True, "hand 1, but the next hand is hand 2"),
    ],
)
def test_hand_numbers_start_at_one_and_only_move_with_a_next_hand(
    first: int, then: int | None, new_hand: bool, message: str
) -> None:
    """The rules of the table start afresh with each hand number: a number that moved in
    mid-hand would wipe what they know of folds and chips brought in."""
    log = TableClient(ReferenceDriver()).log
    view = protocol_views(ReferenceDriver(), 0)[0]
    assert isinstance(view, p.TableView)
    seated = [s.seat for s in view.seats]
    opening = view.model_copy(update={"hand_number": first})
    if then is None:
        with pytest.raises(ProtocolViolation, match=message):
            log.merge(opening, new_hand=True, seated=seated)
        return
    log.merge(opening, new_hand=True, seated=seated)
    later = view.model_copy(update={"hand_number": then, "events": [], "announcements": []})
    with pytest.raises(ProtocolViolation, match=message):
        log.merge(later, new_hand=new_hand)


@pytest.mark.parametrize("seed", range(6))
def test_every_delta_view_rebuilds_the_view_the_engine_would_send_whole(seed: int) -> None:
    """After every action, the client's view rebuilt from deltas is the hand's whole view."""
    driver = ReferenceDriver()
    client = TableClient(driver)
    rng = random.Random(seed)
    view = client.setup(stud_setup([rng.choice((9, 60)) for _ in range(7)], seed))
    while isinstance(view, p.TableView):
        hand = driver.session.hand
        assert hand is not None
        assert view == hand.view()
        if view.to_act is None:
            break
        action = rng.choice(view.legal_actions)
        amount = action.amounts[-1] if action.amounts else action.min_amount
        view = client.act(view.to_act, action.kind, amount)


def test_the_button_is_where_the_setup_put_it_and_stays_for_the_hand() -> None:
    """Positions (who acts first, the odd chip, the shuffle test's deal order) are read
    from the button, so a view may not move it."""
    view = protocol_views(ReferenceDriver(), 0)[0]
    assert isinstance(view, p.TableView)
    seated = [s.seat for s in view.seats]
    log = TableClient(ReferenceDriver()).log
    moved = view.model_copy(update={"dealer_seat": seated[0]})
    with pytest.raises(ProtocolViolation, match="button at seat"):
        log.merge(moved, new_hand=True, seated=seated, dealer=view.dealer_seat)
    log = TableClient(ReferenceDriver()).log
    log.merge(view, new_hand=True, seated=seated, dealer=view.dealer_seat)
    later = moved.model_copy(update={"events": [], "announcements": []})
    with pytest.raises(ProtocolViolation, match="button at seat"):
        log.merge(later, new_hand=False)
