"""The stub: the undealt cards, stacked by the harness or shuffled from a seed.

Every card that leaves the stub goes somewhere the hand can see (a seat, the
burn pile, the discards, the removed pile), so a hand can always prove that no
card was created or lost.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from pokercert.engine.cards import FULL_DECK, Card, card_text


class DeckError(ValueError):
    """A stacked deck that is not a deck."""


def stacked_order(cards: Iterable[Card]) -> list[Card]:
    """A full deck order, top first: the given cards, then the rest in canonical order.

    The harness usually stacks only the cards a scenario cares about; the rest
    follow in a fixed order so the run stays reproducible.
    """
    given = list(cards)
    seen: set[Card] = set()
    for card in given:
        if card in seen:
            raise DeckError(f"card {card_text(card)} is stacked twice")
        seen.add(card)
    return given + [c for c in FULL_DECK if c not in seen]


def shuffle(cards: list[Card], rng: random.Random) -> None:
    """Shuffle in place, exactly as ``rng.shuffle(cards)`` does.

    The same Fisher-Yates walk over the same random bits as
    :meth:`random.Random.shuffle`, written out: the library's version calls a
    Python helper for every card, and a hand shuffles once or more.  The tests
    check that both give the same order from the same generator state.
    """
    getrandbits = rng.getrandbits
    bits = _BITS if len(cards) <= len(_BITS) else [(i + 1).bit_length() for i in range(len(cards))]
    for i in range(len(cards) - 1, 0, -1):
        j = getrandbits(bits[i])  # a uniform index in 0..i, by rejection
        while j > i:
            j = getrandbits(bits[i])
        cards[i], cards[j] = cards[j], cards[i]


_BITS = [(i + 1).bit_length() for i in range(52)]
"""The random bits drawn for an index in 0..i, for a deck."""


def shuffled_order(seed: int) -> list[Card]:
    """The deck order for a seed: Python's Mersenne Twister, stable across platforms."""
    order = list(FULL_DECK)
    shuffle(order, random.Random(seed))
    return order


class Stub:
    """The undealt cards, top first."""

    def __init__(self, order: Iterable[Card]) -> None:
        self._cards = list(reversed(list(order)))  # top of the stub at the end: pop() deals

    def __len__(self) -> int:
        return len(self._cards)

    def deal(self) -> Card:
        if not self._cards:
            raise DeckError("the stub is empty")
        return self._cards.pop()

    def deal_many(self, count: int) -> list[Card]:
        """The top ``count`` cards, top first: ``count`` calls of :meth:`deal` at once."""
        if count > len(self._cards):
            raise DeckError("the stub is empty")
        if count <= 0:
            return []
        dealt = self._cards[-count:]
        del self._cards[-count:]
        dealt.reverse()
        return dealt

    def peek(self, count: int = 1) -> list[Card]:
        """The top ``count`` cards, top first, without dealing them."""
        return list(reversed(self._cards[-count:])) if count else []

    def put_on_top(self, cards: Iterable[Card]) -> None:
        """Return cards to the top, the first given ending on top."""
        for card in reversed(list(cards)):
            self._cards.append(card)

    def replace(self, order: Iterable[Card]) -> None:
        """A new stub (after a reshuffle), top first."""
        self._cards = list(reversed(list(order)))

    def cards(self) -> list[Card]:
        """Every card in the stub, top first."""
        return list(reversed(self._cards))


def reshuffle(cards: Iterable[Card], rng: random.Random) -> list[Card]:
    """Shuffle cards for a new stub, deterministically from the hand's generator."""
    order = sorted(cards)
    shuffle(order, rng)
    return order
