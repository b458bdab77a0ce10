"""Pure rules of five-card draw with openers ("póquer de círculo", source 004 Art. 111-112).

Everything here is a function of its arguments, so :mod:`pokercert.engine.draw`
only keeps state and calls these.  Seat lists are given in the direction of
play, which is also the dealing order (``Hand.dealt_seats()``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from pokercert import protocol as p
from pokercert.engine import evaluator
from pokercert.engine.betting import IllegalAction
from pokercert.engine.cards import Card, parse_cards, rank
from pokercert.engine.drawing import HAND_SIZE
from pokercert.engine.params import DrawRules, of_small_bet

PRE_DRAW = "pre-draw"
DRAW = "draw"
POST_DRAW = "post-draw"
FLOOR_RULING = "floor-ruling"
COMPLETE = "complete"

JACK = rank(parse_cards("Jc")[0])
LOWEST_JACKS = parse_cards("Jc Jd 4h 3s 2c")
"""The weakest hand that opens under jacks or better: a pair of jacks, kickers 4-3-2."""


class Clause:
    """Clause IDs of source 004 (``spec/sources/004.json``) that the engine cites in events."""

    RESHUFFLE = "ES-111.p1-1"  # the last card shuffled with the earlier discards
    RESHUFFLE_CUT = "ES-111.p1-2"  # the player before the next receiver cuts
    RESHUFFLE_DEAL_ON = "ES-111.p1-3"  # the deal goes on from the new pile
    RESHUFFLE_EXCLUSIONS = "ES-111.p2"  # the opener's and the receiver's discards stay out
    DRAW_COUNTS = "ES-111.p3"  # anyone may ask the draw counts until the betting
    OPENER_ACTS_FIRST = "ES-111.p4-1"  # after the draw the opener checks or bets first
    NEXT_ON_THE_RIGHT = "ES-111.p4-2"  # ... or, if he has folded, the next player
    SHOW_IN_TURN = "ES-111.p4-4"  # the hands are shown in turn
    HIGHEST_WINS = "ES-111.p4-5"  # the highest combination wins
    WRONG_NUMBER = "ES-112.1.a"  # too many or too few cards, reported before looking
    WRONG_NUMBER_SEEN = "ES-112.1.b"  # ... after looking: misdeal
    FIRST_CARD_UP = "ES-112.1.c"  # first card face up: misdeal
    DECK_TOP = "ES-112.2-1"  # deck put away early: deal on from its top if possible
    DECK_SHUFFLE = "ES-112.2-2"  # otherwise shuffle the unused cards, without the discards
    DECK_CUT = "ES-112.2-3"  # "la mano" cuts again
    DECK_BURN = "ES-112.2-4"  # one card burnt before dealing on
    FALSE_OPENER = "ES-112.3-1"  # an opener who cannot show openers made a false play
    CANNOT_WIN = "ES-112.3-2"  # the false opener cannot win the pot
    CARRY_OVER = "ES-112.3-3"  # an uncalled last bet stays in the pot for the next game
    FLOOR = "ES-112.3-4"  # a doubt: the table chief decides


class OpenersProof(StrEnum):
    """What the opener can show when the hand is decided (Art. 112.3)."""

    PROVEN = "proven"
    FALSE = "false"
    DOUBT = "doubt"  # the proof was lost with discards that are no longer identifiable


@dataclass(frozen=True)
class Amounts:
    """The chip amounts of one hand: the table's stakes resolved against the profile."""

    ante: int
    small_bet: int
    big_bet: int


def resolve_amounts(rules: DrawRules, stakes: p.Stakes) -> Amounts:
    """Ante and bets: the stakes when given (non-zero), else the profile's ratios."""
    if stakes.small_bet <= 0:
        raise IllegalAction("five-card draw needs a small bet greater than zero")
    small = stakes.small_bet
    ante = stakes.ante or of_small_bet(rules.ante_of_small_bet, small, "ante")
    big = stakes.big_bet or of_small_bet(rules.big_bet_of_small_bet, small, "big bet")
    return Amounts(ante=ante, small_bet=small, big_bet=big)


# --------------------------------------------------------------------------- openers


def _pairs_or_better(cards: Sequence[Card]) -> bool:
    """Jacks or better among fewer than five cards: a pair of jacks up, two pair, trips, quads."""
    counts = Counter(rank(c) for c in cards)
    pairs = [r for r, n in counts.items() if n >= 2]
    return any(n >= 3 for n in counts.values()) or len(pairs) >= 2 or any(r >= JACK for r in pairs)


def holds_openers(cards: Sequence[Card], requirement: str) -> bool:
    """True when ``cards`` (the cards a player can show) contain the openers.

    Five cards are valued by the hand evaluator (a pat straight or flush
    opens too); a part of a hand can only show a pair or better.
    """
    if requirement == "any":
        return True
    if len(cards) == HAND_SIZE:
        return evaluator.high_rank(list(cards)) >= evaluator.high_rank(LOWEST_JACKS)
    return _pairs_or_better(cards)


def openers_proof(
    pre_draw: Sequence[Card],
    held: Sequence[Card],
    discards_identifiable: bool,
    requirement: str,
) -> OpenersProof:
    """Can the opener show he held openers when he opened?

    ``pre_draw`` is the hand he opened with; ``held`` the cards he still holds;
    his discards can be shown only while they are identifiable (kept apart
    and not shuffled back into the stub, Art. 111).  When the visible cards do
    not prove openers but some of the opening hand is lost, the table cannot
    know: the doubt goes to the table chief (Art. 112.3, last paragraph).
    """
    kept = [c for c in pre_draw if c in held]
    visible = list(pre_draw) if discards_identifiable else kept
    if holds_openers(visible, requirement):
        return OpenersProof.PROVEN
    if len(visible) == len(pre_draw):
        return OpenersProof.FALSE
    return OpenersProof.DOUBT


# --------------------------------------------------------------------------- order


def cycle_from(order: Sequence[int], seat: int) -> list[int]:
    """``order`` rotated to start at ``seat``."""
    i = list(order).index(seat)
    return list(order[i:]) + list(order[:i])


def post_draw_order(dealt: Sequence[int], opener: int, live: Iterable[int]) -> list[int]:
    """Live seats in the direction of play from the opener (Art. 111).

    The opener acts first after the draw; if he has folded, the next player in
    the direction of play does ("el jugador que se encuentra a su derecha"
    when play runs counter-clockwise).
    """
    alive = set(live)
    return [s for s in cycle_from(dealt, opener) if s in alive]


def show_order(betting_order: Sequence[int], last_aggressor: int | None) -> list[int]:
    """The hands are shown in turn: the last bettor or raiser first, else the first to act."""
    if last_aggressor is None or last_aggressor not in betting_order:
        return list(betting_order)
    return cycle_from(betting_order, last_aggressor)


def seat_before(dealt: Sequence[int], seat: int) -> int:
    """The player before ``seat`` in dealing order: he cuts a reshuffled stub (Art. 111)."""
    i = list(dealt).index(seat)
    return dealt[i - 1]


# --------------------------------------------------------------------------- the draw


def reshuffle_pool(
    discards: Sequence[Card],
    owner: Mapping[Card, int],
    kept_apart: Iterable[int],
) -> tuple[list[Card], list[Card]]:
    """Split the discard pile into (shuffled back, held out) for an Art. 111 reshuffle.

    ``kept_apart`` are the seats whose discards stay out of the new stub: the
    opener and the player about to receive cards, when their discards were kept
    separate and can be identified.
    """
    apart = set(kept_apart)
    back = [c for c in discards if owner.get(c) not in apart]
    held = [c for c in discards if owner.get(c) in apart]
    return back, held


def cards_available(
    stub_count: int, discards: Sequence[Card], owner: Mapping[Card, int], kept_apart: Iterable[int]
) -> int:
    """How many cards a draw can still get: the stub plus the discards a reshuffle would use."""
    back, _ = reshuffle_pool(discards, owner, kept_apart)
    return stub_count + len(back)


def cut(cards: Sequence[Card], point: int) -> list[Card]:
    """The stub after a cut: the top ``point`` cards go under the rest."""
    if not cards:
        return []
    point %= len(cards)
    return list(cards[point:]) + list(cards[:point])
