"""Stacking the deck for draw games: hands, then the cards each draw brings.

Draw games (five-card draw, 2-7 triple draw) deal five cards face down to
every player, one at a time, starting at the dealer's (button's) left and
going round five times; each draw then takes its replacements from the top
of the stub in the order the players draw.  A scenario says which hand each
seat gets and which cards each draw brings; this module turns that into the
full deck order a :class:`~pokercert.protocol.HandSetup` carries.

``??`` in a hand or a draw means "any card the scenario does not care about":
it is filled with the first card, in the canonical order, that the scenario
names nowhere.  When the profile burns a card before each deal, an unnamed
card is burnt before the deal and before each draw.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pokercert.engine.cards import FULL_DECK, card_text

HAND_SIZE = 5
UNKNOWN = "??"


class DeckPlanError(ValueError):
    """The hands and draws of a scenario cannot come from one deck."""


def deal_order(seats: Sequence[int], dealer: int, clockwise: bool = True) -> list[int]:
    """The occupied seats in dealing order: from the dealer's left, round the table once."""
    numbers = sorted(seats)
    if not clockwise:
        numbers.reverse()
    if dealer in numbers:
        i = numbers.index(dealer) + 1
    else:  # the button on an empty seat: the next occupied seat is its left
        later = [n for n in numbers if (n > dealer if clockwise else n < dealer)]
        i = numbers.index(later[0]) if later else 0
    return numbers[i:] + numbers[:i]


def compose_deck(
    hands: Mapping[int, Sequence[str]],
    order: Sequence[int],
    draws: Sequence[Sequence[str]] = (),
    burn: bool = False,
) -> list[str]:
    """The deck, top first, that deals ``hands`` and then brings ``draws``.

    ``hands`` maps every seat dealt in to its five cards; ``order`` is the
    dealing order (:func:`deal_order`); ``draws[i]`` lists the cards the
    (i+1)-th draw takes from the stub, in the order the players receive them.
    """
    missing = [s for s in order if s not in hands]
    if missing:
        raise DeckPlanError(f"seats {missing} are dealt in but the scenario gives them no cards")
    extra = [s for s in hands if s not in order]
    if extra:
        raise DeckPlanError(f"seats {extra} get cards but are not dealt in (dealing order {order})")
    for seat, cards in hands.items():
        if len(cards) != HAND_SIZE:
            raise DeckPlanError(f"seat {seat} is given {len(cards)} cards, not {HAND_SIZE}")
    named = [c for cards in hands.values() for c in cards if c != UNKNOWN]
    named += [c for cards in draws for c in cards if c != UNKNOWN]
    repeated = sorted({c for c in named if named.count(c) > 1})
    if repeated:
        raise DeckPlanError(f"cards named twice: {' '.join(repeated)}")
    used = set(named)
    spare = iter([c for c in map(card_text, FULL_DECK) if c not in used])

    def fill(card: str) -> str:
        if card != UNKNOWN:
            return card
        try:
            return next(spare)
        except StopIteration:
            raise DeckPlanError("the scenario uses more than 52 cards") from None

    deck: list[str] = []
    if burn:
        deck.append(fill(UNKNOWN))
    for round_ in range(HAND_SIZE):
        deck.extend(fill(hands[seat][round_]) for seat in order)
    for cards in draws:
        if burn:
            deck.append(fill(UNKNOWN))
        deck.extend(fill(c) for c in cards)
    return deck
