"""The plan of one random hand, derived from (seed, hand index) alone.

A plan fixes everything but the players' decisions: the profile, the seats
and their stacks, the dealer button and the stacked deck both engines get.
The decisions are a list of choice numbers (see :mod:`pokercert.soak.policy`);
a random hand draws them as it goes, a shrunk hand replays a fixed list.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from pokercert import protocol as p
from pokercert.soak.scale import derive_seed

RANKS = "23456789TJQKA"
SUITS = "cdhs"
CANONICAL_DECK = tuple(r + s for r in RANKS for s in SUITS)

STAKES: dict[str, p.Stakes] = {
    "seven-card-stud": p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
    "2-7-triple-draw": p.Stakes(small_blind=1, big_blind=2, small_bet=2, big_bet=4),
    "five-card-draw": p.Stakes(ante=2, small_bet=10, big_bet=20),
}
MAX_SEATS = {"seven-card-stud": 8, "2-7-triple-draw": 6, "five-card-draw": 8}
STACK_CHOICES = (1, 2, 4, 9, 16, 30, 60, 120, 250, 500)
"""Stacks from all in for the ante to deep, so all-ins and side pots come often."""
FOLLOW_ON_EVERY = 4
"""One plan in this many plays on at the same table (``next-hand``) while every player still
holds chips, up to FOLLOW_ON_HANDS more hands: what an engine carries from one hand to the
next (stacks, the button, the forced bets, a reset of the betting) is played as well, and a
build that misbehaves only after its first hand at a table is played past it."""
FOLLOW_ON_HANDS = 2
DEEP_STACKS = STACK_CHOICES[6:]
"""The stacks of a table that plays on: deep enough that a hand rarely busts anyone."""


@dataclass(frozen=True)
class Profile:
    """What a plan needs of a rule profile (plain data, so it pickles to workers)."""

    id: str
    game: str
    parameters: dict[str, Any]


@dataclass(frozen=True)
class HandPlan:
    index: int
    seed: int
    profile: Profile
    seats: tuple[tuple[int, int], ...]  # (seat number, stack)
    dealer_seat: int
    deck: tuple[str, ...]
    irregularities: tuple[str, ...] = ()  # kinds the implementation declared it takes
    reshuffles: tuple[str, ...] = ()  # the order of any rebuilt stub, for both engines
    rate: float = 0.0  # chance that a decision is an injected irregularity
    choices: tuple[int, ...] | None = None  # None: random play; else a scripted hand
    extra: dict[str, Any] = field(default_factory=dict, compare=False)
    next_decks: tuple[tuple[str, ...], ...] = ()  # the decks of the hands played on after it

    @property
    def game(self) -> str:
        return self.profile.game

    @property
    def stakes(self) -> p.Stakes:
        return STAKES[self.game]

    def setup(self, stack_reshuffles: bool = True) -> p.HandSetup:
        """The setup of the hand; ``stack_reshuffles`` when the implementation can order a
        rebuilt stub, so that both engines deal the same cards after a reshuffle."""
        return p.HandSetup(
            game=self.game,
            profile=self.profile.id,
            parameters=self.profile.parameters,
            stakes=self.stakes,
            seats=[p.SeatSetup(seat=s, name=f"Seat {s}", stack=stack) for s, stack in self.seats],
            dealer_seat=self.dealer_seat,
            deck=list(self.deck),
            reshuffled_stub=list(self.reshuffles) if stack_reshuffles and self.reshuffles else None,
        )

    def next_hand(self, number: int, stack_reshuffles: bool = True) -> p.NextHand:
        """The ``number``-th hand played on (1, 2, ...): the button that many seats on
        (clockwise), the plan's deck for it."""
        order = [s for s, _ in self.seats]
        dealer = order[(order.index(self.dealer_seat) + number) % len(order)]
        return p.NextHand(
            dealer_seat=dealer,
            deck=list(self.next_decks[number - 1]),
            reshuffled_stub=list(self.reshuffles) if stack_reshuffles and self.reshuffles else None,
        )

    def scripted(self, choices: tuple[int, ...]) -> HandPlan:
        return replace(self, choices=choices)

    def without_seat(self, seat: int) -> HandPlan:
        """The same hand with one player fewer (the button moves on if it was his)."""
        seats = tuple(s for s in self.seats if s[0] != seat)
        dealer = self.dealer_seat
        if dealer == seat:
            later = [s for s, _ in seats if s > seat]
            dealer = later[0] if later else seats[0][0]
        return replace(self, seats=seats, dealer_seat=dealer)

    def with_stack(self, seat: int, stack: int) -> HandPlan:
        return replace(self, seats=tuple((s, stack if s == seat else v) for s, v in self.seats))


def make_plan(
    profile: Profile,
    seed: int,
    index: int,
    irregularities: tuple[str, ...] = (),
    rate: float = 0.0,
) -> HandPlan:
    """Hand ``index`` of a soak with ``seed``: the same pair always gives the same plan."""
    hand_seed = derive_seed(seed, index, "hand")
    rng = random.Random(hand_seed)
    most = min(MAX_SEATS[profile.game], int(profile.parameters.get("max_players") or 8))
    least = max(2, int(profile.parameters.get("min_players") or 2))
    players = rng.randint(least, most)
    numbers = sorted(rng.sample(range(1, most + 1), players))
    plays_on = index % FOLLOW_ON_EVERY == FOLLOW_ON_EVERY - 1
    stacks = DEEP_STACKS if plays_on else STACK_CHOICES  # deep: nobody busts, the table plays on
    seats = tuple((n, rng.choice(stacks)) for n in numbers)
    deck = list(CANONICAL_DECK)
    rng.shuffle(deck)
    reshuffles = list(CANONICAL_DECK)  # from a seed of its own: the plans stay as they were
    random.Random(derive_seed(seed, index, "reshuffle")).shuffle(reshuffles)
    next_decks: list[tuple[str, ...]] = []
    if plays_on:  # from seeds of their own, as above
        for number in range(1, FOLLOW_ON_HANDS + 1):
            later = list(CANONICAL_DECK)
            random.Random(derive_seed(seed, index, f"next-hand-{number}")).shuffle(later)
            next_decks.append(tuple(later))
    return HandPlan(
        index=index,
        seed=hand_seed,
        profile=profile,
        seats=seats,
        dealer_seat=rng.choice(numbers),
        deck=tuple(deck),
        reshuffles=tuple(reshuffles),
        irregularities=irregularities,
        rate=rate,
        next_decks=tuple(next_decks),
    )
