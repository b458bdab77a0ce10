"""Stacking the deck for seven-card stud: each seat's downcards and upcards, in dealing order.

A stud scenario says which cards each seat gets -- ``| seat | down | up |``,
the downcards in the order received (two hole cards, then the seventh-street
card) and the upcards in the order dealt (door card first).  This module
turns that into the deck order, top first, that a dealer deals them from:

* third street: one card down to each seat from the dealer's left, a second
  down, then the door card up;
* fourth, fifth and sixth street: the next upcard of each seat that has one;
* seventh street: the third downcard of each seat that has one.

A seat listed with fewer cards stops receiving them (it folded), so the
table must match the play of the scenario.  When the profile burns, one card
the scenario names nowhere is burnt before each of fourth to seventh street
(never before third street), as the reference engine deals
(:mod:`pokercert.engine.stud_dealing`).  ``??`` stands for any card the
scenario does not care about: it gets the first card, in the canonical order,
named nowhere.  A row ``common`` (its card in the ``up`` column) stacks the
common card dealt when the stub runs short on seventh street; it can only be
stacked where no reshuffle comes first (a profile that does not burn).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pokercert.engine.cards import FULL_DECK, card_text
from pokercert.scenario.drawing import DeckPlanError, deal_order

UNKNOWN = "??"

__all__ = ["DeckPlanError", "StudCards", "compose_stud_deck", "deal_order"]


@dataclass(frozen=True)
class StudCards:
    """One seat's cards: downcards in the order received, upcards in the order dealt."""

    down: tuple[str, ...]
    up: tuple[str, ...]

    def card_of_street(self, street: int) -> str | None:
        """The card the seat gets on a street (3 gives the door card), or None."""
        if street == 7:
            return self.down[2] if len(self.down) > 2 else None
        index = street - 3
        return self.up[index] if len(self.up) > index else None


def _check_shape(seat: int, hand: StudCards) -> None:
    if len(hand.down) < 2 or not hand.up:
        raise DeckPlanError(f"seat {seat} needs two downcards and a door card on third street")
    if len(hand.down) > 3 or len(hand.up) > 4:
        raise DeckPlanError(f"seat {seat} is given more than three downcards or four upcards")
    if len(hand.down) == 3 and len(hand.up) != 4:
        raise DeckPlanError(f"seat {seat} gets a seventh-street downcard without four upcards")


def compose_stud_deck(
    hands: Mapping[int, StudCards],
    order: Sequence[int],
    burn: bool = False,
    common: str | None = None,
) -> list[str]:
    """The deck, top first, that deals ``hands`` in stud order; ``order`` is the dealing order.

    ``common`` is a common card dealt after sixth street instead of the seventh cards.
    """
    missing = [s for s in order if s not in hands]
    if missing:
        raise DeckPlanError(f"seats {missing} are dealt in but the scenario gives them no cards")
    extra = [s for s in hands if s not in order]
    if extra:
        raise DeckPlanError(f"seats {extra} get cards but are not dealt in (dealing order {order})")
    for seat in order:
        _check_shape(seat, hands[seat])
    if common is not None and any(len(h.down) > 2 for h in hands.values()):
        raise DeckPlanError("a common card replaces the seventh cards: give no third downcard")
    named = [c for h in hands.values() for c in (*h.down, *h.up) if c != UNKNOWN]
    if common is not None and common != UNKNOWN:
        named.append(common)
    repeated = sorted({c for c in named if named.count(c) > 1})
    if repeated:
        raise DeckPlanError(f"cards given twice: {', '.join(repeated)}")
    spare = [t for t in (card_text(c) for c in FULL_DECK) if t not in set(named)]

    def fill(card: str) -> str:
        return spare.pop(0) if card == UNKNOWN else card

    deck: list[str] = []
    for i in range(2):
        deck.extend(fill(hands[s].down[i]) for s in order)
    deck.extend(fill(hands[s].up[0]) for s in order)
    for street in (4, 5, 6, 7):
        receiving = [s for s in order if hands[s].card_of_street(street) is not None]
        if not receiving:
            break
        if burn:
            deck.append(spare.pop(0))
        deck.extend(fill(hands[s].card_of_street(street) or UNKNOWN) for s in receiving)
    if common is not None:
        if burn:
            deck.append(spare.pop(0))
        deck.append(fill(common))
    return deck
