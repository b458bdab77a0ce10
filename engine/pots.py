"""Pots and side pots, and splitting them: pure functions of the chips committed."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple


class Pot(NamedTuple):
    """A pot and who can win it (a tuple: a view builds the pots after most actions)."""

    amount: int
    eligible: tuple[int, ...]  # seats that can win it, in seat order


def build_pots(committed: Mapping[int, int], live: Iterable[int], carried: int = 0) -> list[Pot]:
    """Main pot and side pots from each seat's total commitment in the hand.

    ``live`` are the seats still contesting (not folded, not dead).  A level is
    cut at every live seat's commitment; chips of folded seats fill the levels
    they reach.  ``carried`` chips (from a previous hand) belong to the main pot.
    """
    live_set = set(live)
    levels = sorted({chips for seat, chips in committed.items() if chips > 0 and seat in live_set})
    if len(levels) == 1:  # every live seat put in as much: one pot, as the levels would give
        eligible = tuple(sorted(s for s in live_set if committed.get(s, 0) > 0))
        return [Pot(sum(c for c in committed.values() if c > 0) + carried, eligible)]
    return pots_by_level(committed, live_set, levels, carried)


def pots_by_level(
    committed: Mapping[int, int], live_set: set[int], levels: list[int], carried: int
) -> list[Pot]:
    """:func:`build_pots` for any number of ``levels`` (the live seats' commitments, sorted).

    The pot between two levels holds, from every seat, what it put in above the
    lower level up to the higher one: ``reach(level) - reach(floor)``, where
    ``reach(x)`` is what all seats put in up to ``x`` each.  One pass over the
    commitments in increasing order gives ``reach`` at every level.
    """
    chips = sorted([c for c in committed.values() if c > 0])
    count = len(chips)
    live_in_order = sorted(live_set)
    live_chips = [(s, committed.get(s, 0)) for s in live_in_order]
    pots: list[Pot] = []
    below = 0  # chips of the commitments under the current level
    index = 0
    reached = 0  # reach(floor)
    for level in levels:
        while index < count and chips[index] < level:
            below += chips[index]
            index += 1
        reach = below + level * (count - index)
        if reach != reached:
            eligible = tuple([s for s, put_in in live_chips if put_in >= level])
            pots.append(Pot(reach - reached, eligible))
        reached = reach
    # chips above the highest live level (a folded seat that over-committed) go to the last pot
    rest = sum(chips) - reached
    if rest:
        if pots:
            last = pots[-1]
            pots[-1] = Pot(last.amount + rest, last.eligible)
        else:
            pots.append(Pot(rest, tuple(live_in_order)))
    if carried:
        if pots:
            pots[0] = Pot(pots[0].amount + carried, pots[0].eligible)
        else:
            pots.append(Pot(carried, tuple(live_in_order)))
    return pots


def split(amount: int, winners_in_odd_chip_order: list[int]) -> dict[int, int]:
    """Equal shares; the odd chips go one each to the winners in the order given."""
    if not winners_in_odd_chip_order:
        raise ValueError("a pot needs at least one winner")
    share, odd = divmod(amount, len(winners_in_odd_chip_order))
    shares = {seat: share for seat in winners_in_odd_chip_order}
    for seat in winners_in_odd_chip_order[:odd]:
        shares[seat] += 1
    return shares
