"""Stud board ranking: who brings in on third street and who acts first later.

Only the upcards count and only as pairs, trips, quads and high cards:
straights and flushes on board never matter for the order of action.

Ties are the rule profile's business, and this module gives the pieces:

* ``board_rank`` compares ranks only; equal boards compare equal.
* ``suit_tiebreak`` gives the suit of a board's highest card on a profile's
  suit order (source 002: clubs, diamonds, hearts, spades from low to high).
  Two different boards never share that card, so rank plus suit is a strict
  order.
* Ties left after ``board_rank`` under a position rule (sources 000 and 003:
  the player nearest the dealer's left, i.e. dealt first, acts first) are
  **the caller's** to break: ``highest_boards`` returns every tied seat and
  the caller picks by position.

Cards are the evaluator's integer codes (``rank * 4 + suit``); suits are the
letters ``c d h s``.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import NamedTuple

SUIT_LETTERS = "cdhs"


class BoardLevel(IntEnum):
    """What an open board shows, weakest first."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    FOUR_OF_A_KIND = 4


class BoardRank(NamedTuple):
    """Comparable strength of an open board: larger acts first.

    ``ranks`` lists the distinct ranks (0 = deuce .. 12 = ace) by group size,
    then by rank, both descending: K-K-7-2 -> (11, 5, 0).
    """

    level: BoardLevel
    ranks: tuple[int, ...]


_HIGH_CARD = BoardLevel.HIGH_CARD  # a plain name: reading an Enum member is slow

_LEVEL = {
    (1,): BoardLevel.HIGH_CARD,
    (2,): BoardLevel.PAIR,
    (2, 2): BoardLevel.TWO_PAIR,
    (3,): BoardLevel.THREE_OF_A_KIND,
    (4,): BoardLevel.FOUR_OF_A_KIND,
}


def _check_size(upcards: Sequence[int]) -> None:
    if not 1 <= len(upcards) <= 4:
        raise ValueError(f"a stud board has 1 to 4 upcards, got {len(upcards)}: {list(upcards)!r}")


def _check_upcards(upcards: Sequence[int]) -> None:
    _check_size(upcards)
    if any(not (isinstance(c, int) and 0 <= c < 52) for c in upcards):
        raise ValueError(f"not card codes (expected integers 0..51): {list(upcards)!r}")
    if len(set(upcards)) != len(upcards):
        raise ValueError(f"duplicate cards on board: {list(upcards)!r}")


def _groups(upcards: Sequence[int]) -> list[tuple[int, int]]:
    """(count, rank) per distinct rank, largest group and rank first."""
    counts: dict[int, int] = {}
    for card in upcards:
        counts[card >> 2] = counts.get(card >> 2, 0) + 1
    return sorted(((n, r) for r, n in counts.items()), reverse=True)


def board_rank(upcards: Sequence[int]) -> BoardRank:
    """Rank-only strength of 1 to 4 upcards; compare boards of the same street."""
    _check_upcards(upcards)
    return dealt_board_rank(upcards)


def dealt_board_rank(upcards: Sequence[int]) -> BoardRank:
    """:func:`board_rank` without the card checks, for boards the engine dealt itself.

    Every card of such a board came from the stub, so the card checks cannot
    fail, and the engine ranks every board on every street.  Most boards show
    no pair: their ranks, highest first, are the whole answer (the tests check
    this shortcut against the grouping on every kind of board).
    """
    if not 1 <= len(upcards) <= 4:
        _check_size(upcards)  # raises
    ranks = sorted([card >> 2 for card in upcards], reverse=True)
    if len(set(ranks)) == len(ranks):
        return BoardRank(_HIGH_CARD, tuple(ranks))
    groups = _groups(upcards)
    shape = tuple(n for n, _ in groups if n > 1)
    return BoardRank(_LEVEL[shape], tuple(r for _, r in groups))


def check_suit_order(suit_order: Sequence[str]) -> tuple[str, ...]:
    """A profile's suit order, low to high, as a tuple; ValueError if not c, d, h, s once each."""
    order = tuple(suit_order)
    if sorted(order) != sorted(SUIT_LETTERS):
        raise ValueError(
            f"a suit order lists c, d, h, s once each (low to high), got {suit_order!r}"
        )
    return order


def suit_tiebreak(upcards: Sequence[int], suit_order: Sequence[str]) -> int:
    """Position (0 = lowest) on ``suit_order`` of the suit of the board's highest card.

    The highest card is taken from the board's most significant group (the
    pair of a paired board, else the top card); within that rank the card of
    the highest suit counts.
    """
    _check_upcards(upcards)
    order = check_suit_order(suit_order)
    return dealt_suit_tiebreak(upcards, order)


def dealt_suit_tiebreak(upcards: Sequence[int], suit_order: Sequence[str]) -> int:
    """:func:`suit_tiebreak` without the card checks (a dealt board, a profile's checked order)."""
    _check_size(upcards)
    top_rank = _groups(upcards)[0][1]
    return max(suit_order.index(SUIT_LETTERS[c & 3]) for c in upcards if c >> 2 == top_rank)


def board_rank_by_suit(upcards: Sequence[int], suit_order: Sequence[str]) -> tuple[BoardRank, int]:
    """``board_rank`` with ties broken by ``suit_tiebreak``: a strict order."""
    return board_rank(upcards), suit_tiebreak(upcards, suit_order)


def highest_boards(
    boards: Sequence[Sequence[int]], suit_order: Sequence[str] | None = None
) -> list[int]:
    """Indices of the boards that act first, in the order given.

    With a ``suit_order`` exactly one index is returned; without one every
    board tied on ranks is, and the caller breaks the tie by position.
    """
    if not boards:
        raise ValueError("no boards to compare")
    keys: list[tuple[BoardRank, int] | tuple[BoardRank]] = [
        board_rank_by_suit(b, suit_order) if suit_order is not None else (board_rank(b),)
        for b in boards
    ]
    best = max(keys)
    return [i for i, key in enumerate(keys) if key == best]


def door_card_low_key(
    card: int, suit_order: Sequence[str], ace_low: bool = False
) -> tuple[int, int]:
    """Sort key of a door card for the bring-in: the smallest key brings in.

    Rank first (aces high unless ``ace_low``), then the suit's position on
    ``suit_order`` (low to high), so the lowest suit of the lowest rank pays.
    """
    if not (isinstance(card, int) and 0 <= card < 52):
        raise ValueError(f"not a card code (expected an integer 0..51): {card!r}")
    return dealt_door_card_low_key(card, check_suit_order(suit_order), ace_low)


def dealt_door_card_low_key(
    card: int, suit_order: tuple[str, ...], ace_low: bool = False
) -> tuple[int, int]:
    """:func:`door_card_low_key` for a dealt card and an order from :func:`check_suit_order`.

    The engine compares every door card of every hand: the order is checked
    once per hand instead of once per card.
    """
    rank = card >> 2
    if ace_low and rank == 12:
        rank = -1
    return rank, suit_order.index(SUIT_LETTERS[card & 3])


def bring_in_index(
    door_cards: Sequence[int], suit_order: Sequence[str], ace_low: bool = False
) -> int:
    """Index of the door card that brings in (the lowest by ``door_card_low_key``)."""
    if not door_cards:
        raise ValueError("no door cards")
    if len(set(door_cards)) != len(door_cards):
        raise ValueError(f"duplicate door cards: {list(door_cards)!r}")
    keys = [door_card_low_key(c, suit_order, ace_low) for c in door_cards]
    return keys.index(min(keys))
