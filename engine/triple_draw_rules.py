"""Pure rules of 2-7 triple draw: positions, bet sizes, draw legality, showdown order.

Everything here is a function of its arguments, so the hand in
:mod:`pokercert.engine.triple_draw` only has to keep state and call these.
Seat lists are always given in the direction of play starting at the
button's left (``Hand.dealt_seats()``), which is also the dealing order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pokercert import protocol as p
from pokercert.engine.betting import IllegalAction
from pokercert.engine.params import TripleDrawRules, of_small_bet

BETTING_PHASES = ("pre-draw", "betting-2", "betting-3", "betting-4")
DRAW_PHASES = ("draw-1", "draw-2", "draw-3")


@dataclass(frozen=True)
class Amounts:
    """The chip amounts of one hand: the table's stakes resolved against the profile."""

    small_blind: int
    big_blind: int
    small_bet: int
    big_bet: int

    def bet_size(self, betting_round: int) -> int:
        """Small bet in rounds one and two, big bet in rounds three and four."""
        return self.small_bet if betting_round <= 2 else self.big_bet


def resolve_amounts(rules: TripleDrawRules, stakes: p.Stakes) -> Amounts:
    """Blinds and bets: the stakes when given (non-zero), else the profile's ratios.

    The profile fixes the blinds relative to the small bet; a table that names
    its blinds (a replayed tournament hand, say) keeps its own amounts.
    """
    if stakes.small_bet <= 0:
        raise IllegalAction("2-7 triple draw needs a small bet greater than zero")
    small = stakes.small_bet
    big_bet = stakes.big_bet or of_small_bet(rules.big_bet_of_small_bet, small, "big bet")
    small_blind = stakes.small_blind or of_small_bet(
        rules.small_blind_of_small_bet, small, "small blind"
    )
    big_blind = stakes.big_blind or of_small_bet(rules.big_blind_of_small_bet, small, "big blind")
    return Amounts(small_blind, big_blind, small, big_bet)


def blind_seats(dealt: Sequence[int], dealer: int) -> tuple[int, int]:
    """(small blind, big blind) from the seats dealt in, listed from the button's left.

    Three or more players: the first two seats left of the button.  Heads-up
    the usual convention applies: the button posts the small blind and the
    other player the big blind, so the button acts first before the first draw
    and last after it.
    """
    if len(dealt) < 2:
        raise IllegalAction("a hand needs at least two players dealt in")
    if len(dealt) == 2:
        button = dealer if dealer in dealt else dealt[-1]
        other = dealt[0] if dealt[0] != button else dealt[1]
        return button, other
    return dealt[0], dealt[1]


def first_after(order: Sequence[int], seat: int, eligible: Sequence[int]) -> int | None:
    """The first seat of ``eligible`` after ``seat`` in the cyclic ``order``."""
    i = order.index(seat)
    allowed = set(eligible)
    for candidate in list(order[i + 1 :]) + list(order[: i + 1]):
        if candidate in allowed:
            return candidate
    return None


def show_order(live: Sequence[int], last_aggressor: int | None) -> list[int]:
    """Who shows first at the showdown, then clockwise.

    The last raiser (or bettor) of the final betting round shows first; when
    nobody bet in that round, the first live player left of the button does.
    ``live`` is listed from the button's left.
    """
    if last_aggressor is None or last_aggressor not in live:
        return list(live)
    i = list(live).index(last_aggressor)
    return list(live[i:]) + list(live[:i])
