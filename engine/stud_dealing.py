"""The deal of each stud street as explicit steps, and what to do when the stub runs short.

A street is planned as a list of :class:`DealStep` before any card moves, and
the hand then performs the steps one by one.  Keeping the deal as data lets a
later remedy for dealer errors (a card dealt face up, a burn too many) step in
between two cards, and lets a test read the plan without dealing.

The order of the cards, top of the stub first:

* third street: one card face down to each player from the dealer's left,
  a second face down, then the door card face up;
* fourth to sixth street: one card face up to each player still in the hand;
* seventh street: one card face down.

``burn_before_each_deal`` burns one card before each of fourth to seventh
street (and before a common card), never before third street: 003 counts
"8 x 6 = 48 cards + the 3 cards burned in 4th, 5th and 6th" before the river.

Running out of cards (CF-002): the street's burn comes first; then, when the
stub cannot give every player a card, the profile's ``deck_exhaustion`` says
what the dealer does:

* ``reshuffle-burns-then-common-card`` (000): deal every card but the last,
  mix the last with the burns (and, when ``reshuffle_includes_removed_cards``,
  the cards a remedy took out of play), shuffle, burn again and deal on; if
  even that would not give every remaining player a card, announce a common
  card, burn and turn one card face up in the middle;
* ``reshuffle-stub-and-burns-then-common-card`` (003): if the burns and the
  stub together are enough, shuffle them all and deal; otherwise shuffle them
  and turn one card up "for everyone's use";
* ``common-card`` (002): turn one card up as a common card at once.

Folded hands never go back into play.  When a common card must be turned and
the stub is empty, the burns are shuffled to supply it.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

StepKind = Literal["burn", "down", "up", "reshuffle", "common"]


class DealStep(NamedTuple):
    """One movement of the deal: a burn, a card to a seat, a reshuffle or the common card."""

    kind: StepKind
    seat: int | None = None


def initial_plan(seats: list[int]) -> list[DealStep]:
    """Third street: two down and one up to each seat, round by round from the dealer's left."""
    return (
        [DealStep("down", s) for s in seats]
        + [DealStep("down", s) for s in seats]
        + [DealStep("up", s) for s in seats]
    )


class StubState(NamedTuple):
    """What the dealer can count before a street: the stub, the burns, the cards put aside."""

    stub: int
    burns: int
    removed: int


def street_plan(
    seats: list[int],
    face_up: bool,
    burn: bool,
    cards: StubState,
    exhaustion: Literal[
        "reshuffle-burns-then-common-card",
        "reshuffle-stub-and-burns-then-common-card",
        "common-card",
    ],
    include_removed: bool,
) -> list[DealStep]:
    """The steps of one later street for ``seats`` (live players, from the dealer's left)."""
    card: StepKind = "up" if face_up else "down"
    need = len(seats)
    burns = int(burn and cards.stub > 0)  # the street's own burn
    steps = [DealStep("burn")] * burns
    left = cards.stub - burns
    if left >= need:
        return steps + [DealStep(card, s) for s in seats]
    burnt = cards.burns + burns
    reburn = int(burn)
    if exhaustion == "reshuffle-burns-then-common-card":
        extra = cards.removed if include_removed else 0
        first = max(left - 1, 0)  # every card but the last
        if (left - first) + burnt + extra - reburn >= need - first:
            return (
                steps
                + [DealStep(card, s) for s in seats[:first]]
                + [DealStep("reshuffle")]
                + [DealStep("burn")] * reburn
                + [DealStep(card, s) for s in seats[first:]]
            )
    elif exhaustion == "reshuffle-stub-and-burns-then-common-card":
        if left + burnt >= need:
            return [*steps, DealStep("reshuffle"), *[DealStep(card, s) for s in seats]]
        return [*steps, DealStep("reshuffle"), DealStep("common")]
    if left < reburn + 1:
        steps.append(DealStep("reshuffle"))
    return [*steps, *[DealStep("burn")] * reburn, DealStep("common")]
