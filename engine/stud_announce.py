"""What the stud dealer says aloud: the low card, the high hand, raises and pairs (000).

000: "El dealer anuncia la carta más baja, la mano alta, todas las subidas y
todas las parejas. Los dealers no anuncian posibles escaleras o color
(excepto en juegos de bajo límite especificados)."  Only the ranks showing
count on board, so these texts name pairs, trips, quads and high cards; a
possible straight or flush is named only when the profile allows it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from pokercert.engine.cards import RANK_NAMES, RANKS, Card, card_text, rank, suit

_PLURAL = {"six": "sixes", "deuce": "deuces"}


def rank_name(r: int) -> str:
    return RANK_NAMES[RANKS[r]]


def plural(r: int) -> str:
    name = rank_name(r)
    return _PLURAL.get(name, name + "s")


def describe_board(upcards: Sequence[Card]) -> str:
    """A showing hand in the dealer's words: "pair of nines", "three kings", "ace-seven high"."""
    if not upcards:
        return "no cards showing"
    counts: dict[int, int] = {}
    for card in upcards:
        counts[rank(card)] = counts.get(rank(card), 0) + 1
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    top, size = groups[0]
    if size == 4:
        return f"four {plural(top)}"
    if size == 3:
        return f"three {plural(top)}"
    if size == 2:
        pairs = [r for r, n in groups if n == 2]
        if len(pairs) == 2:
            return f"two pair, {plural(pairs[0])} and {plural(pairs[1])}"
        return f"pair of {plural(top)}"
    ranks = sorted(counts, reverse=True)
    return "-".join(rank_name(r) for r in ranks[:2]) + " high"


def new_pairing(upcards: Sequence[Card]) -> bool:
    """Did the last upcard match the rank of an earlier one (a pair, trips or quads appears)?"""
    return len(upcards) >= 2 and rank(upcards[-1]) in [rank(c) for c in upcards[:-1]]


def possible_draws(upcards: Sequence[Card]) -> list[str]:
    """ "possible-flush" / "possible-straight" when four upcards could make one."""
    found: list[str] = []
    if len(upcards) < 4:
        return found
    suits = Counter(suit(c) for c in upcards)
    if max(suits.values()) >= 4:
        found.append("possible-flush")
    ranks = {rank(c) for c in upcards} | ({-1} if any(rank(c) == 12 for c in upcards) else set())
    for low in range(-1, 9):
        if len(ranks & set(range(low, low + 5))) >= 4:
            found.append("possible-straight")
            break
    return found


def low_card_text(card: Card, seat: int) -> str:
    return f"low card {card_text(card)}: seat {seat} brings in"
