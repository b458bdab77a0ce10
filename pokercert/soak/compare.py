"""What the contract defines, and only that: the facts two engines must agree on.

A view is reduced to whose turn it is, the legal actions and their bounds, the
phase, the button, the community cards, while the hand is played the stub's size,
the discards, burns and removed cards counted, the raises of the round and its bet
size (where the implementation names one), the pots, each seat's stack, status,
wagers, upcards, number of downcards and draws, its downcards where both engines
reveal them (as a set: the contract leaves their order open), and the kinds of the
dealer's announcements so far; a hand result to its outcome (complete, misdeal,
chips carried), its awards, the chips returned, the hands shown (cards and value),
mucked and dead, the order of the showdown and the final stacks.  Free text (names,
announcement text, event details, refusal reasons) is never compared: two correct
engines may word things differently.

Three things the contract leaves open are not compared either.  How the
wagers of an open betting round are split into pots: only the pots' sum is
compared then, and the pots themselves once no wager is open.  The dealer's
announcements in 2-7 triple draw: its source (001) asks for none, so an engine
that makes none is not wrong (no scenario of that game judges one).  And what
the seats of a finished hand show as bet, committed and status: the hand's
outcome is its result (awards and final stacks), which is compared.

Each fact belongs to a field (``to_act``, ``legal_actions``, ``pots``, ...);
the field of the first difference names the divergence, and the shrinker keeps
only smaller hands that still diverge on that field.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.invariants import HIDDEN
from pokercert.soak.oracle import OracleAnswer, OracleView

FIELDS = (
    "answer",
    "phase",
    "dealer_seat",
    "to_act",
    "legal_actions",
    "pots",
    "bet_size",
    "raises_this_round",
    "stub_count",
    "discard_count",
    "burn_count",
    "removed_count",
    "community_cards",
    "stack",
    "status",
    "bet",
    "committed",
    "upcards",
    "downcard_count",
    "draw_counts",
    "downcards",
    "announcements",
    "outcome",
    "awards",
    "returned",
    "shown",
    "mucked",
    "show_order",
    "dead_hands",
    "final_stacks",
)
"""Every compared field, in the order a divergence is named by."""

Facts = dict[tuple[str, str], Any]


HOLDING = frozenset({p.SeatStatus.ACTIVE, p.SeatStatus.ALL_IN})
CARDS_LEFT_OPEN = frozenset({p.Phase.SHOWDOWN, p.Phase.COMPLETE})
"""What a seat holds face down is compared while it is in the hand and the hand is played:
the contract leaves open what a folded, dead or mucked hand, or one at the showdown, shows."""
REVEALED_ONLY = frozenset({"downcards", "bet_size"})
"""Facts an implementation may keep to itself: compared only where both engines show them."""

UNANNOUNCED_GAMES = frozenset({p.Game.TRIPLE_DRAW_27.value})
"""Games whose sources ask the dealer for no announcement: announcements are not compared."""


def view_facts(view: p.TableView) -> Facts:
    facts: Facts = {
        ("answer", ""): "view",
        ("phase", ""): str(view.phase),
        ("to_act", ""): view.to_act,
        ("legal_actions", ""): sorted(
            (str(a.kind), a.min_amount, a.max_amount, tuple(a.amounts or ()), a.max_cards)
            for a in view.legal_actions
        ),
    }
    finished = view.phase == p.Phase.COMPLETE
    dealt_to = view.phase not in CARDS_LEFT_OPEN
    facts[("dealer_seat", "")] = view.dealer_seat
    facts[("community_cards", "")] = list(view.community_cards)
    if dealt_to:  # the round's numbers and the stub, while the hand is played
        facts[("stub_count", "")] = view.stub_count
        facts[("discard_count", "")] = view.discard_count
        facts[("burn_count", "")] = view.burn_count
        facts[("removed_count", "")] = view.removed_count
        facts[("raises_this_round", "")] = view.raises_this_round
        if view.bet_size is not None:
            facts[("bet_size", "")] = view.bet_size
    if not finished and any(seat.bet for seat in view.seats):  # wagers out: only the sum
        facts[("pots", "")] = sum(pot.amount for pot in view.pots)
    else:
        facts[("pots", "")] = [(pot.amount, tuple(sorted(pot.eligible))) for pot in view.pots]
    if str(view.game) not in UNANNOUNCED_GAMES:
        facts[("announcements", "")] = [(str(a.kind), a.seat) for a in view.announcements]
    for seat in view.seats:
        where = f"seat {seat.seat}"
        facts[("stack", where)] = seat.stack
        if not finished:
            facts[("status", where)] = str(seat.status)
            facts[("bet", where)] = seat.bet
            facts[("committed", where)] = seat.committed
        facts[("upcards", where)] = list(seat.upcards)
        if dealt_to and seat.status in HOLDING:
            facts[("downcard_count", where)] = seat.downcard_count
            facts[("draw_counts", where)] = list(seat.draw_counts)
            if seat.downcards is not None and HIDDEN not in seat.downcards:
                facts[("downcards", where)] = sorted(seat.downcards)
    return facts


def result_facts(result: p.HandResult) -> Facts:
    return {
        ("answer", ""): "result",
        ("outcome", ""): (result.complete, result.misdeal, result.carried_to_next_hand),
        ("awards", ""): [
            (a.pot, a.amount, tuple(sorted(a.winners)), tuple(sorted(a.shares.items())))
            for a in result.awards
        ],
        ("returned", ""): sorted((seat, chips) for seat, chips in result.returned.items() if chips),
        ("shown", ""): sorted(
            (
                hand.seat,
                tuple(sorted(hand.cards)),
                () if hand.value is None else (str(hand.value.category), tuple(hand.value.ranks)),
            )
            for hand in result.shown
        ),
        ("mucked", ""): sorted(result.mucked),
        ("show_order", ""): list(result.show_order),
        ("dead_hands", ""): sorted((dead.seat, str(dead.cause)) for dead in result.dead_hands),
        ("final_stacks", ""): sorted(result.stacks.items()),
    }


def facts(answer: BaseModel) -> Facts:
    if isinstance(answer, p.TableView):
        return view_facts(answer)
    if isinstance(answer, p.HandResult):
        return result_facts(answer)
    if isinstance(answer, p.Refusal):
        return {("answer", ""): "refusal"}
    return {("answer", ""): answer.__class__.__name__}


def signature(answer: BaseModel) -> tuple[Any, ...]:
    """The facts as one flat tuple: equal tuples mean no difference."""
    return tuple(sorted(facts(answer).items()))


LEGAL_FACTS = attrgetter("kind", "min_amount", "max_amount", "amounts", "max_cards")
POT_FACTS = attrgetter("amount", "eligible")
ANNOUNCEMENT_FACTS = attrgetter("kind", "seat")
SEAT_FACTS = attrgetter(
    "seat", "stack", "status", "bet", "committed", "upcards", "downcard_count", "draw_counts"
)
"""The facts of a message's parts, in the order the oracle keeps them (OracleView)."""


def same(expected: OracleAnswer, actual: BaseModel) -> bool:
    """Whether the implementation's answer states the oracle's facts, quickly (the common case).

    It is stricter than :func:`differences` (the order of the legal actions and
    of a pot's eligible seats counts, no legal bound is read as another), so an
    answer found not the same is confirmed by :func:`differences` on the
    oracle's answer as a message before it is a divergence.
    """
    if isinstance(expected, OracleView):
        return isinstance(actual, p.TableView) and same_view(expected, actual)
    return signature(expected) == signature(actual)


def same_view(expected: OracleView, actual: p.TableView) -> bool:
    document = expected.document
    return (
        expected.phase == actual.phase
        and expected.to_act == actual.to_act
        and document.get("dealer_seat") == actual.dealer_seat
        and document.get("stub_count") == actual.stub_count
        and document.get("discard_count", 0) == actual.discard_count
        and document.get("burn_count", 0) == actual.burn_count
        and document.get("removed_count", 0) == actual.removed_count
        and document.get("raises_this_round", 0) == actual.raises_this_round
        and document.get("community_cards", []) == actual.community_cards
        and actual.bet_size in (None, document.get("bet_size"))
        and list(map(LEGAL_FACTS, actual.legal_actions)) == expected.legal_actions
        and list(map(POT_FACTS, actual.pots)) == expected.pots
        and list(map(ANNOUNCEMENT_FACTS, actual.announcements)) == expected.said
        and list(map(SEAT_FACTS, actual.seats)) == expected.seat_facts
        and all(
            seat.downcards is None or seat.downcards == shown.downcards
            for seat, shown in zip(actual.seats, expected.seats, strict=False)
        )
    )


def differences(expected: Facts, actual: Facts) -> list[tuple[str, str, Any, Any]]:
    """(field, where, expected, actual) for every differing fact, the naming field first."""
    keys = sorted(set(expected) | set(actual), key=lambda k: (FIELDS.index(k[0]), k[1]))
    keys = [k for k in keys if k[0] not in REVEALED_ONLY or (k in expected and k in actual)]
    return [
        (field, where, expected.get((field, where)), actual.get((field, where)))
        for field, where in keys
        if expected.get((field, where)) != actual.get((field, where))
    ]
