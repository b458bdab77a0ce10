"""Cards: ranks, suits and the two-character notation (``As``, ``Td``, ``2c``).

A card is a small integer, ``rank * 4 + suit``, with rank 0..12 for 2..A and
suit 0..3 for clubs, diamonds, hearts, spades.  Integers keep the engine and
the evaluators fast; the notation is only for the edges (protocol, logs).
"""

from __future__ import annotations

from collections.abc import Iterable

Card = int

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
RANK_NAMES = {
    "2": "deuce", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
    "8": "eight", "9": "nine", "T": "ten", "J": "jack", "Q": "queen", "K": "king", "A": "ace",
}  # fmt: skip

FULL_DECK: tuple[Card, ...] = tuple(range(52))
"""The canonical order: 2c 2d 2h 2s 3c ... As."""


TEXTS: dict[Card, str] = {r * 4 + s: RANKS[r] + SUITS[s] for r in range(13) for s in range(4)}
"""Every card code and its notation: the edges look cards up rather than compute them."""
CODES: dict[str, Card] = {text: card for card, text in TEXTS.items()}


def parse_card(text: str) -> Card:
    """``"Td"`` -> card; raises ValueError naming the bad text."""
    card = CODES.get(text) if isinstance(text, str) else None
    if card is None:
        raise ValueError(f"not a card: {text!r} (expected rank 2-9TJQKA and suit cdhs, e.g. 'As')")
    return card


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """``"AsKd"`` or ``["As", "Kd"]`` or ``"As Kd"`` -> cards."""
    if isinstance(text, str):
        compact = "".join(text.split())
        if len(compact) % 2:
            raise ValueError(f"not a list of cards: {text!r}")
        return [parse_card(compact[i : i + 2]) for i in range(0, len(compact), 2)]
    return [parse_card(t) for t in text]


def card_text(card: Card) -> str:
    """51 -> ``"As"``; raises ValueError for anything that is not a card code."""
    text = TEXTS.get(card) if isinstance(card, int) else None
    if text is None:
        raise ValueError(f"not a card code: {card!r} (expected 0..51)")
    return text


def cards_text(cards: Iterable[Card]) -> list[str]:
    try:
        return [TEXTS[c] for c in cards]
    except (KeyError, TypeError):
        return [card_text(c) for c in cards]  # names the first bad code


def rank(card: Card) -> int:
    """0 for a deuce .. 12 for an ace."""
    return card >> 2


def suit(card: Card) -> int:
    """0 clubs, 1 diamonds, 2 hearts, 3 spades."""
    return card & 3


def suit_letter(card: Card) -> str:
    return SUITS[card & 3]
