"""Pots and side pots, and splitting them: pure functions of the chips committed."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Pot:
    amount: int
    eligible: tuple[int, ...]  # seats that can win it, in seat order


def build_pots(committed: Mapping[int, int], live: Iterable[int], carried: int = 0) -> list[Pot]:
    """Main pot and side pots from each seat's total commitment in the hand.

    ``live`` are the seats still contesting (not folded, not dead).  A level is
    cut at every live seat's commitment; chips of folded seats fill the levels
    they reach.  ``carried`` chips (from a previous hand) belong to the main pot.
    """
    live_set = set(live)
    levels = sorted({committed[s] for s in live_set if committed.get(s, 0) > 0})
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
    chips = sorted(c for c in committed.values() if c > 0)
    total = sum(chips)
    live_in_order = sorted(live_set)
    pots: list[Pot] = []
    below = 0  # chips of the commitments under the current level
    index = 0
    reached = 0  # reach(floor)
    for level in levels:
        while index < len(chips) and chips[index] < level:
            below += chips[index]
            index += 1
        reach = below + level * (len(chips) - index)
        amount = reach - reached
        if amount:
            eligible = tuple(s for s in live_in_order if committed.get(s, 0) >= level)
            pots.append(Pot(amount, eligible))
        reached = reach
    # chips above the highest live level (a folded seat that over-committed) go to the last pot
    rest = total - reached
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
