"""Decks from an implementation under test, through seeded deals.

The harness opens a full table with ``setup.seed`` and no stacked deck, then
reads the cards the implementation dealt from the view: round by round,
clockwise from the dealer's left (stud: two downcards then the upcard; the
draw games: five downcards).  Those cards, in that order, are the observed
positions of one shuffled deck.  The implementation must reveal downcards to
the harness (``SeatView.downcards``); otherwise the statistics cannot be taken
and the run says so.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pokercert import protocol as p
from pokercert.client import TableClient
from pokercert.stats.battery import Decks

RANKS = "23456789TJQKA"
SUITS = "cdhs"
CARD_INDEX = {r + s: 4 * i + j for i, r in enumerate(RANKS) for j, s in enumerate(SUITS)}
"""Card text to 0..51 in the order 2c 2d 2h 2s 3c .. As (the heat map's columns)."""

TABLE_SIZE = {"seven-card-stud": 8, "2-7-triple-draw": 6, "five-card-draw": 6}
ROUNDS = {
    "seven-card-stud": ("down", "down", "up"),
    "2-7-triple-draw": ("down",) * 5,
    "five-card-draw": ("down",) * 5,
}


class DealError(RuntimeError):
    """The implementation cannot supply decks this way (refused, or hides its downcards)."""


@dataclass(frozen=True)
class Table:
    """The table every seeded deal is opened on."""

    game: str
    profile: str
    parameters: dict[str, object]

    @property
    def seats(self) -> int:
        return TABLE_SIZE[self.game]

    @property
    def positions(self) -> int:
        return self.seats * len(ROUNDS[self.game])

    def setup(self, seed: int) -> p.HandSetup:
        stud = self.game == "seven-card-stud"
        stakes = p.Stakes(
            ante=1 if stud else 0,
            bring_in=2 if stud else 0,
            small_blind=0 if stud else 1,
            big_blind=0 if stud else 2,
            small_bet=5,
            big_bet=10,
        )
        return p.HandSetup(
            game=self.game,
            profile=self.profile,
            parameters=self.parameters,
            stakes=stakes,
            seats=[
                p.SeatSetup(seat=s, name=f"Seat {s}", stack=1000) for s in range(1, self.seats + 1)
            ],
            dealer_seat=self.seats,
            seed=seed,
        )


def observed_cards(table: Table, view: p.TableView) -> list[int]:
    """The dealt cards of a fresh view, in deal order, as indices 0..51."""
    by_seat = {s.seat: s for s in view.seats}
    order = [((view.dealer_seat + k) % table.seats) + 1 for k in range(table.seats)]
    cards: list[str] = []
    for round_number, face in enumerate(ROUNDS[table.game]):
        downs = sum(1 for f in ROUNDS[table.game][:round_number] if f == "down")
        ups = round_number - downs
        for seat in order:
            seat_view = by_seat.get(seat)
            if seat_view is None:
                raise DealError(f"the view has no seat {seat}")
            if face == "up":
                held = seat_view.upcards
                index = ups
            else:
                if seat_view.downcards is None:
                    raise DealError(
                        "the implementation does not reveal downcards to the harness "
                        "(SeatView.downcards), so its deals cannot be read"
                    )
                held = seat_view.downcards
                index = downs
            if index >= len(held) or held[index] == "??":
                raise DealError(f"seat {seat} shows no card {index + 1} ({face}) after the deal")
            cards.append(held[index])
    indices = [CARD_INDEX[c] for c in cards]
    if len(set(indices)) != len(indices):
        raise DealError(f"the same card was dealt twice: {' '.join(cards)}")
    return indices


def deal_decks(client: TableClient, table: Table, seeds: list[int]) -> Decks:
    """One observed deck per seed, each from a fresh seeded table.

    The first and last seeds are dealt again at the end: a build that ignores the seed
    (dealing from its own entropy) would pass the statistics and still make them
    unrepeatable, so the same seed "proving" a shuffle fair once and unfair the next time.
    """
    rows = np.zeros((len(seeds), table.positions), dtype=np.uint8)
    for row, seed in enumerate(seeds):
        rows[row] = _deal(client, table, seed)
    for row in sorted({0, len(seeds) - 1}) if seeds else ():
        again = _deal(client, table, seeds[row])
        if not np.array_equal(again, rows[row]):
            raise DealError(
                f"seed {seeds[row]} dealt two different decks: a seeded deal must depend on the "
                "seed alone, or the figures cannot be reproduced"
            )
    return rows


def _deal(client: TableClient, table: Table, seed: int) -> list[int]:
    response = client.setup(table.setup(seed))
    if isinstance(response, p.Refusal):
        raise DealError(f"the implementation refused a seeded deal: {response.reason}")
    view = client.last_view
    assert view is not None
    return observed_cards(table, view)
