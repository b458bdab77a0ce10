"""Hand evaluation for high poker and deuce-to-seven lowball: the engine's hot loop.

Cards are integer codes, ``rank * 4 + suit`` with rank 0..12 for 2..A and suit
0..3 for clubs, diamonds, hearts, spades ("2c" = 0, "As" = 51), so the
evaluators need nothing but integers.

Two scales, both integers where equal means a split pot:

* ``high_rank`` — the best five-card high hand of 5 to 7 cards, from 1
  (7-5-4-3-2 of mixed suits) to 7462 (royal flush).  **Larger is better.**
* ``lowball27_strength`` — a five-card deuce-to-seven hand, from 1 (royal
  flush, the worst) to 7462 (7-5-4-3-2 of mixed suits, the best).
  **Larger is better for the player**, so both scales compare the same way.
  Aces are only high, straights and flushes count, A-2-3-4-5 is no straight.

Both work by summing one precomputed integer per card and looking the sum up
(see ``_eval_tables``); every function validates its cards, since a
duplicated card would otherwise value silently.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from functools import cache
from itertools import combinations

from pokercert import protocol as p
from pokercert.engine._eval_tables import (
    FLUSH_BITS,
    MASK_FIELD,
    MASK_SHIFT,
    RANK_SHIFT,
    SUIT_BITS,
    TABLES,
    HandCategory,
    HandClass,
    class_ranks,
)
from pokercert.engine.cards import RANKS, SUITS, card_text, parse_card, parse_cards

__all__ = [
    "RANKS",
    "SUITS",
    "HandCategory",
    "best_five",
    "card_text",
    "category",
    "describe",
    "describe_lowball27",
    "hand_class",
    "high_rank",
    "lowball27_category",
    "lowball27_class",
    "lowball27_strength",
    "parse_card",
    "parse_cards",
]

HIGH_CLASSES = 7462
"""Distinct five-card high classes; also the number of 2-7 classes."""
BEST_HIGH = HIGH_CLASSES  # royal flush
BEST_LOWBALL27 = HIGH_CLASSES  # 7-5-4-3-2 of mixed suits


# --- card notation: one definition, in engine.cards ----------------------------

# --- scalar evaluators -------------------------------------------------------

_KEY: dict[int, int] = dict(enumerate(TABLES.card_keys))
# Non-flush values by lookup key, negated where the rank multiset repeats a
# rank: only those hands (and flushes) need the duplicate-card check.
_RANK_VALUE = TABLES.checked_rank_value
_FLUSH_VALUE = TABLES.flush_value
_LOW27_OF_HIGH = TABLES.low27_strength_of_high
_LOW27_RANK = TABLES.checked_low27_strength
_LOW27_FLUSH = [
    _LOW27_OF_HIGH[v] if mask.bit_count() == 5 else 0 for mask, v in enumerate(_FLUSH_VALUE)
]


def _invalid(cards: object, sizes: str) -> ValueError:
    """The error for cards that are not distinct codes 0..51 of the right count."""
    try:
        items = list(cards)  # type: ignore[call-overload]
    except TypeError:
        return ValueError(f"expected a sequence of {sizes} card codes, got {cards!r}")
    bad = [c for c in items if not (isinstance(c, int) and 0 <= c < 52)]
    if bad:
        return ValueError(f"not card codes (expected integers 0..51): {bad!r} in {items!r}")
    if len(set(items)) != len(items):
        dupes = sorted({card_text(c) for c in items if items.count(c) > 1})
        return ValueError(f"duplicate cards {', '.join(dupes)} in {items!r}")
    return ValueError(f"expected {sizes} cards, got {len(items)}: {items!r}")


def high_rank(cards: Sequence[int]) -> int:
    """Value of the best five-card high hand among 5 to 7 distinct cards.

    1 (7-5-4-3-2 offsuit) .. 7462 (royal flush); larger wins, equal splits.
    """
    key = _KEY
    try:
        n = len(cards)
        if n == 7:
            a, b, c, d, e, f, g = cards
            s = key[a] + key[b] + key[c] + key[d] + key[e] + key[f] + key[g]
        elif n == 5:
            a, b, c, d, e = cards
            s = key[a] + key[b] + key[c] + key[d] + key[e]
        elif n == 6:
            a, b, c, d, e, f = cards
            s = key[a] + key[b] + key[c] + key[d] + key[e] + key[f]
        else:
            raise _invalid(cards, "5 to 7")
        if s & FLUSH_BITS:
            if ((s >> MASK_SHIFT) & MASK_FIELD).bit_count() != n:
                raise _invalid(cards, "5 to 7")
            suit = (s & FLUSH_BITS).bit_length() // SUIT_BITS - 1
            return _FLUSH_VALUE[(s >> (MASK_SHIFT + 13 * suit)) & 0x1FFF]
        value = _RANK_VALUE[s >> RANK_SHIFT]
    except (KeyError, TypeError):  # not a card code, or five of a rank
        raise _invalid(cards, "5 to 7") from None
    if value > 0:
        return value
    if ((s >> MASK_SHIFT) & MASK_FIELD).bit_count() != n:  # a repeated rank may be a repeated card
        raise _invalid(cards, "5 to 7")
    return -value


def lowball27_strength(cards: Sequence[int]) -> int:
    """Deuce-to-seven strength of exactly five distinct cards.

    1 (royal flush, the worst) .. 7462 (7-5-4-3-2 offsuit, the best); larger
    wins, equal splits.
    """
    key = _KEY
    try:
        a, b, c, d, e = cards
        s = key[a] + key[b] + key[c] + key[d] + key[e]
        if s & FLUSH_BITS:
            if ((s >> MASK_SHIFT) & MASK_FIELD).bit_count() != 5:
                raise _invalid(cards, "5")
            suit = (s & FLUSH_BITS).bit_length() // SUIT_BITS - 1
            return _LOW27_FLUSH[(s >> (MASK_SHIFT + 13 * suit)) & 0x1FFF]
        strength = _LOW27_RANK[s >> RANK_SHIFT]
    except (KeyError, TypeError, ValueError):  # not five card codes, or five of a rank
        raise _invalid(cards, "5") from None
    if strength > 0:
        return strength
    if ((s >> MASK_SHIFT) & MASK_FIELD).bit_count() != 5:  # a repeated rank may be a repeated card
        raise _invalid(cards, "5")
    return -strength


# --- categories and descriptions --------------------------------------------


_HIGH_STARTS = TABLES.high_category_starts
_LOW27_STARTS = TABLES.low27_category_starts


def _check_value(value: int, what: str) -> None:
    if not (isinstance(value, int) and 1 <= value <= HIGH_CLASSES):
        raise ValueError(f"not a {what}: {value!r} (expected 1..{HIGH_CLASSES})")


def category(rank: int) -> HandCategory:
    """Category of a ``high_rank`` value."""
    _check_value(rank, "high rank")
    return HandCategory(bisect_left(_HIGH_STARTS, rank + 1) - 1)


def lowball27_category(strength: int) -> HandCategory:
    """Category of a ``lowball27_strength`` value (A-5-4-3-2 is a high card)."""
    _check_value(strength, "2-7 strength")
    position = HIGH_CLASSES + 1 - strength
    return HandCategory(bisect_left(_LOW27_STARTS, position + 1) - 1)


def hand_class(rank: int) -> HandClass:
    """Category and ranks (most significant first) of a ``high_rank`` value."""
    _check_value(rank, "high rank")
    return TABLES.high_classes[rank - 1]


def lowball27_class(strength: int) -> HandClass:
    """Category and ranks (most significant first) of a ``lowball27_strength``."""
    _check_value(strength, "2-7 strength")
    return TABLES.low27_classes[HIGH_CLASSES - strength]


_NAMES = (
    "deuce", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace",
)  # fmt: skip


def _plural(rank: int) -> str:
    return "sixes" if rank == 4 else _NAMES[rank] + "s"


def _kickers(ranks: Sequence[int]) -> str:
    return "-".join(_NAMES[r] for r in ranks) + (" kicker" if len(ranks) == 1 else " kickers")


def _spelled(ranks: Sequence[int]) -> str:
    return "-".join(RANKS[r] for r in ranks)


def _class_text(hand: HandClass) -> str:
    cat, r = hand
    C = HandCategory
    if cat is C.STRAIGHT_FLUSH:
        return "royal flush" if r[0] == 12 else f"straight flush, {_NAMES[r[0]]} high"
    if cat is C.FOUR_OF_A_KIND:
        return f"four of a kind, {_plural(r[0])}, {_kickers(r[1:])}"
    if cat is C.FULL_HOUSE:
        return f"full house, {_plural(r[0])} full of {_plural(r[1])}"
    if cat is C.FLUSH:
        return f"flush, {_spelled(r)}"
    if cat is C.STRAIGHT:
        return f"straight, {_NAMES[r[0]]} high"
    if cat is C.THREE_OF_A_KIND:
        return f"three of a kind, {_plural(r[0])}, {_kickers(r[1:])}"
    if cat is C.TWO_PAIR:
        return f"two pair, {_plural(r[0])} and {_plural(r[1])}, {_kickers(r[2:])}"
    if cat is C.ONE_PAIR:
        return f"one pair, {_plural(r[0])}, {_kickers(r[1:])}"
    return f"high card, {_spelled(r)}"


_CATEGORY_WORDS = {
    HandCategory.HIGH_CARD: p.HandCategory.HIGH_CARD,
    HandCategory.ONE_PAIR: p.HandCategory.ONE_PAIR,
    HandCategory.TWO_PAIR: p.HandCategory.TWO_PAIR,
    HandCategory.THREE_OF_A_KIND: p.HandCategory.THREE_OF_A_KIND,
    HandCategory.STRAIGHT: p.HandCategory.STRAIGHT,
    HandCategory.FLUSH: p.HandCategory.FLUSH,
    HandCategory.FULL_HOUSE: p.HandCategory.FULL_HOUSE,
    HandCategory.FOUR_OF_A_KIND: p.HandCategory.FOUR_OF_A_KIND,
    HandCategory.STRAIGHT_FLUSH: p.HandCategory.STRAIGHT_FLUSH,
}


@cache
def _value(hand: HandClass) -> p.HandValue:
    return p.HandValue(category=_CATEGORY_WORDS[hand[0]], ranks=[RANKS[r] for r in hand[1]])


def high_value(cards: Sequence[int]) -> p.HandValue:
    """The protocol's value of the best high hand: category and deciding ranks."""
    return _value(hand_class(high_rank(cards)))


def lowball27_value(cards: Sequence[int]) -> p.HandValue:
    """The protocol's value of a 2-7 lowball hand (ace high, straights and flushes count)."""
    return _value(lowball27_class(lowball27_strength(cards)))


def describe(cards: Sequence[int]) -> str:
    """Dealer's words for the best high hand, e.g. "two pair, kings and sevens, ace kicker"."""
    return _high_text(high_rank(cards))


def describe_lowball27(cards: Sequence[int]) -> str:
    """Dealer's words for a 2-7 hand: "7-5-4-3-2" for no pair, else as in high."""
    return _lowball27_text(lowball27_strength(cards))


# The words depend on the hand's class only (7,462 of them): each is worked out
# once, as every showdown describes the hands shown.


@cache
def _high_text(rank: int) -> str:
    return _class_text(hand_class(rank))


@cache
def _lowball27_text(strength: int) -> str:
    hand = lowball27_class(strength)
    if hand[0] is HandCategory.HIGH_CARD:
        return _spelled(hand[1])
    return _class_text(hand)


def best_five(cards: Sequence[int]) -> tuple[int, ...]:
    """The five cards making the best high hand, most significant first.

    Among equal choices (a kicker held in two suits) the higher card code,
    i.e. the higher suit, is taken, whatever the order of ``cards``.
    """
    value = high_rank(cards)
    pool = sorted(cards, reverse=True)
    chosen = pool
    if len(pool) > 5:
        chosen = next(list(c) for c in combinations(pool, 5) if high_rank(c) == value)
    ordered = []
    for rank in class_ranks(hand_class(value)):
        card = next(c for c in chosen if c >> 2 == rank)
        chosen.remove(card)
        ordered.append(card)
    return tuple(ordered)
