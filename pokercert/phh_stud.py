"""Stacking a recorded seven-card stud hand that runs out of cards.

Eight players, or seven with burn cards, use up the 52 cards before seventh
street.  What the dealer does then is the profile's rule (``deck_exhaustion``;
CF-002, CF-070, CF-085): shuffle the burns (000: with the last card; 003: with
the whole stub) into a new stub and deal on, or turn one common card for
everyone (002 at once; the others when even the new stub is short).  A
recording names the cards each player got and the common card (PHH
``d db``), never the burns.  So the cards nobody names are the free ones: a
card the new stub gives must have gone into it, so it is put in one of the
free places that did (a burn, or the cards left in the stub), and the new stub
is stacked in the order its cards come out (the setup's ``reshuffled_stub``).

The street is dealt by the same plan as the reference engine's
(:func:`pokercert.engine.stud_dealing.street_plan`): that plan is the
profile's rule written once, and a recording that does not follow it (a
common card where the profile deals on, or the other way round) is refused
by name rather than replayed as something else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from pokercert.engine.stud_dealing import StubState, street_plan

DECK = 52


class StudStackingError(ValueError):
    """The recording cannot be dealt under the profile's rule; the message says why."""


class DealtTwice(StudStackingError):
    """A card the recording deals a second time; ``from_new_stub``: from the rebuilt stub.

    The caller knows the actions, so it names them (the stacker only sees cards)."""

    def __init__(self, card: str, from_new_stub: bool) -> None:
        super().__init__(f"{card} is dealt twice")
        self.card = card
        self.from_new_stub = from_new_stub


@dataclass(frozen=True)
class Street:
    """One later street as recorded: who is in the hand, and what each got (or the common card)."""

    face_up: bool
    live: list[int]  # the players in the hand, in dealing order (from the dealer's left)
    cards: dict[int, str]  # player -> the card dealt (empty when a common card is turned)
    common: str | None = None


def stack_stud(
    third: list[str],
    streets: list[Street],
    burn: bool,
    exhaustion: str,
    spare: list[str],
) -> tuple[list[str], list[str]]:
    """The deck (top first) and the rebuilt stub's order that deal exactly the recording.

    ``third`` is third street in dealing order; ``spare`` the cards the
    recording never names, given to the places nobody names.
    """
    places: list[str | None] = []  # the deck, top first; None: a card nobody names
    burnt: list[int] = []  # places burnt since the deck was (re)built
    pile: list[int] | None = None  # after a reshuffle: the places in the new stub, not yet dealt
    rebuilt: list[int] = []  # the places in the order the new stub gives them
    seen: set[str] = set()  # the cards dealt so far

    def take(card: str | None, what: str) -> None:
        nonlocal pile
        if card == "??":
            raise StudStackingError(f"{what} is an unknown card left unresolved")
        if card is not None:
            if card in seen:
                raise DealtTwice(card, pile is not None)
            seen.add(card)
        if pile is None:
            if len(places) >= DECK:
                raise StudStackingError(f"{what}: the 52 cards are used up")
            places.append(card)
            if card is None:
                burnt.append(len(places) - 1)
            return
        free = [i for i in pile if places[i] is None]
        if not free:
            raise StudStackingError(f"{what}: the rebuilt stub has no card left")
        place = free[0]
        pile.remove(place)
        places[place] = card
        rebuilt.append(place)

    for hole in third:
        take(hole, "a third-street card")
    for street in streets:
        stub = DECK - len(places) if pile is None else len(pile)
        if pile is not None and stub < len(street.live) + int(burn):
            raise StudStackingError("the rebuilt stub runs short: pokercert stacks one rebuild")
        state = StubState(stub, len(burnt), 0)
        plan = street_plan(street.live, street.face_up, burn, state, cast(Any, exhaustion), False)
        common = any(step.kind == "common" for step in plan)
        if common != (street.common is not None):
            done = "turns a common card" if common else "deals each player a card"
            recorded = "a common card" if street.common is not None else "a card for each player"
            raise StudStackingError(
                f"here the profile's dealer {done} ({exhaustion}); the recording shows {recorded}"
            )
        for step in plan:
            if step.kind == "burn":
                take(None, "a burn")
            elif step.kind == "reshuffle":
                if pile is not None:
                    raise StudStackingError("a second reshuffle: pokercert stacks one rebuild")
                left = list(range(len(places), DECK))
                places.extend([None] * len(left))
                pile, burnt = left + burnt, []
            elif step.kind == "common":
                take(street.common, "the common card")
            else:
                assert step.seat is not None
                card = street.cards.get(step.seat)
                if card is None:
                    raise StudStackingError(f"the recording deals p{step.seat} no card here")
                take(card, f"p{step.seat}'s card")
    free = iter(spare)
    try:
        deck = [card if card is not None else next(free) for card in places]
    except StopIteration:
        raise StudStackingError("more than 52 cards in play") from None
    return deck, [deck[i] for i in rebuilt]
