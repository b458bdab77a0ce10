"""The plan of one random hand, derived from (seed, hand index) alone.

A plan fixes everything but the players' decisions: the profile, the seats
and their stacks, the stakes, the dealer button and the stacked deck both engines get.
The decisions are a list of choice numbers (see :mod:`pokercert.soak.policy`);
a random hand draws them as it goes, a shrunk hand replays a fixed list.

A plan's setup is drawn to look like a scenario's (``features/``): the players are
named as the scenarios name them, the stakes are the scenarios' stakes of the game,
the stacks are the scenarios' round numbers and short stacks, half the tables seat
players 1 to n, and the deck is random in its first cards only (the rest in canonical
order, as in a scenario's stacked deck).  A build cannot tell a soak hand by its setup and
behave only there.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from pokercert import protocol as p
from pokercert.soak.scale import derive_seed

STAKES: dict[str, tuple[p.Stakes, ...]] = {
    # each one a scenario's (features/*/*.feature, "the stakes are"), legal in every profile of
    # its game: a bring-in, blind or ante left at 0 comes from the profile's ratio of the small
    # bet and is a whole number of chips at or below the small bet in each of them
    "seven-card-stud": (
        p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
        p.Stakes(ante=1, bring_in=2, small_bet=4, big_bet=8),
        p.Stakes(ante=3, bring_in=5, small_bet=15, big_bet=30),
        p.Stakes(ante=3, small_bet=15, big_bet=30),
        p.Stakes(ante=1, small_bet=4, big_bet=8),
    ),
    "2-7-triple-draw": (
        p.Stakes(small_bet=2, big_bet=4),
        p.Stakes(small_blind=1, big_blind=3, small_bet=3, big_bet=6),
    ),
    "five-card-draw": (
        p.Stakes(ante=2, small_bet=10, big_bet=20),
        p.Stakes(ante=1, small_bet=10, big_bet=20),
    ),
}
"""The stakes a plan draws from, per game (the first is the scenarios' most common)."""
MAX_SEATS = {"seven-card-stud": 8, "2-7-triple-draw": 6, "five-card-draw": 8}
SHORT_STACKS = (1, 2, 3, 4, 5, 6, 8, 11, 12, 15, 16, 30)
"""The scenarios' short stacks: all in for the ante or within a few bets."""
ROUND_STACKS = (100, 200, 300, 500, 5000)
"""The scenarios' stacks of a player who is not short."""
STACK_SLOTS = 10
SHORT_SLOTS = 7
"""A seat of a fresh table is short in SHORT_SLOTS of STACK_SLOTS draws, else it holds the
table's round stack: all-ins and side pots come often (in about four hands of five), and a
table holds only stacks a scenario's table holds."""
FOLLOW_ON_EVERY = 4
"""One plan in this many plays on at the same table (``next-hand``) while every player still
holds chips, FOLLOW_ON_HANDS more hands, or in one of LONG_SESSION_EVERY such plans a long
session: what an engine carries from one hand to the next (stacks, the button, the forced
bets, a reset of the betting) is played as well, and a build that misbehaves only after its
first hands at a table is played past them."""
FOLLOW_ON_HANDS = 2
LONG_SESSION_EVERY = 4
LONG_SESSION_LEAST = 3
LONG_SESSION_MEAN = 12
"""A long session plays on for LONG_SESSION_LEAST hands and then as many more as an
exponential draw of this mean gives (its own seed), without a cap: no count of hands at a table
is safe to misbehave after, as it would be under any fixed cap (scenarios play at most three
hands at a table)."""
DEEP_STACKS = (200, 300, 500, 5000)
"""The stacks of a table that plays on: deep enough that a hand rarely busts anyone."""
DEEP_BIG_BETS = 10
"""A deep stack holds at least this many big bets (else the table takes a deeper one)."""
LONG_BIG_BETS = 60
"""A long session's stacks hold at least this many big bets, to last its hands."""
LISTED_AT_LEAST = 24
"""A plan's deck is random in its first cards, from this many to all 52 (drawn per deck); the
rest follow in canonical order, as the cards a scenario's deck does not name do."""


def player_name(seat: int) -> str:
    """The name a scenario gives the player of ``seat`` (its players tables name nobody)."""
    return f"Player {seat}"


def _partly_stacked(order: list[str], rng: random.Random) -> tuple[str, ...]:
    """``order``'s first cards (LISTED_AT_LEAST to 52 of them), then the rest in canonical
    order: the client sends every deck whole, and a scenario's ends in the canonical order of
    the cards it does not name, so a soak deck's tail is no tell either."""
    return tuple(p.complete_deck(order[: rng.randint(LISTED_AT_LEAST, len(order))]))


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
    stakes: p.Stakes
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
    def amounts(self) -> p.Stakes:
        """The stakes in chips: an amount the plan leaves at 0 comes from the profile's ratio of
        the small bet, as the reference engine resolves it (a PHH file names every amount)."""
        stakes, params = self.stakes, self.profile.parameters
        derived = {
            "seven-card-stud": ("bring_in",),
            "2-7-triple-draw": ("small_blind", "big_blind", "big_bet"),
            "five-card-draw": ("ante", "big_bet"),
        }[self.game]
        changes: dict[str, int] = {}
        for key in derived:
            if not getattr(stakes, key):
                chips = Fraction(str(params[f"{key}_of_small_bet"])) * stakes.small_bet
                changes[key] = max(1, int(chips)) if key == "bring_in" else int(chips)
        return stakes.model_copy(update=changes)

    def setup(self, stack_reshuffles: bool = True) -> p.HandSetup:
        """The setup of the hand; ``stack_reshuffles`` when the implementation can order a
        rebuilt stub, so that both engines deal the same cards after a reshuffle."""
        return p.HandSetup(
            game=self.game,
            profile=self.profile.id,
            parameters=self.profile.parameters,
            stakes=self.stakes,
            seats=[
                p.SeatSetup(seat=seat, name=player_name(seat), stack=stack)
                for seat, stack in self.seats
            ],
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


def follow_on_hands(seed: int, index: int) -> int:
    """How many hands a plan that plays on plays after its first (from a seed of its own)."""
    draw = random.Random(derive_seed(seed, index, "session"))
    if draw.randrange(LONG_SESSION_EVERY):
        return FOLLOW_ON_HANDS
    return LONG_SESSION_LEAST + int(draw.expovariate(1 / LONG_SESSION_MEAN))


def make_plan(
    profile: Profile,
    seed: int,
    index: int,
    irregularities: tuple[str, ...] = (),
    rate: float = 0.0,
) -> HandPlan:
    """Hand ``index`` of a soak with ``seed``: the same pair always gives the same plan.

    The hand's own generator draws what it always drew, in the same order (the number of
    players, their seats, one draw per seat, the deck, the button); what makes the table look
    like a scenario's comes from seeds of their own, so those draws stay as they were.
    """
    hand_seed = derive_seed(seed, index, "hand")
    rng = random.Random(hand_seed)
    most = min(MAX_SEATS[profile.game], int(profile.parameters.get("max_players") or 8))
    least = max(2, int(profile.parameters.get("min_players") or 2))
    players = rng.randint(least, most)
    numbers = sorted(rng.sample(range(1, most + 1), players))
    if random.Random(derive_seed(seed, index, "seats")).random() < 0.5:
        numbers = list(range(1, players + 1))  # seats 1 to n, as almost every scenario seats
    stakes = random.Random(derive_seed(seed, index, "stakes")).choice(STAKES[profile.game])
    plays_on = index % FOLLOW_ON_EVERY == FOLLOW_ON_EVERY - 1
    later_hands = follow_on_hands(seed, index) if plays_on else 0
    stacks = random.Random(derive_seed(seed, index, "stacks"))
    if plays_on:  # deep: nobody busts, the table plays on
        depth = LONG_BIG_BETS if later_hands > FOLLOW_ON_HANDS else DEEP_BIG_BETS
        deep = [s for s in DEEP_STACKS if s >= depth * stakes.big_bet] or DEEP_STACKS[-1:]
        base = stacks.choice(deep)
        # a seat's draw of 0 (one in four) takes a deep stack of its own: pots of unequal stacks
        seats = tuple((n, stacks.choice(deep) if rng.randrange(4) == 0 else base) for n in numbers)
    else:
        base = stacks.choice(ROUND_STACKS)
        seats = tuple(
            (n, stacks.choice(SHORT_STACKS) if rng.randrange(STACK_SLOTS) < SHORT_SLOTS else base)
            for n in numbers
        )
    deck = list(p.CANONICAL_DECK)
    rng.shuffle(deck)
    listing = random.Random(derive_seed(seed, index, "deck-listing"))
    stacked = _partly_stacked(deck, listing)
    reshuffles = list(p.CANONICAL_DECK)  # from a seed of its own: the plans stay as they were
    random.Random(derive_seed(seed, index, "reshuffle")).shuffle(reshuffles)
    next_decks: list[tuple[str, ...]] = []
    if plays_on:  # from seeds of their own, as above
        for number in range(1, later_hands + 1):
            later = list(p.CANONICAL_DECK)
            random.Random(derive_seed(seed, index, f"next-hand-{number}")).shuffle(later)
            next_decks.append(_partly_stacked(later, listing))
    return HandPlan(
        index=index,
        seed=hand_seed,
        profile=profile,
        seats=seats,
        dealer_seat=rng.choice(numbers),
        deck=stacked,
        stakes=stakes,
        reshuffles=tuple(reshuffles),
        irregularities=irregularities,
        rate=rate,
        next_decks=tuple(next_decks),
    )
