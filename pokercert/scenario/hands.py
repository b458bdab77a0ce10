"""A hand's value as the feature files word it, turned into the protocol's terms.

Feature files name shown hands the way a dealer says them ("one pair,
kings, ace-nine-four kickers", "straight, five high", "7-5-4-3-2").  The
protocol carries a hand's value as a category and the ranks that decide
ties; the implementation's own words (``ShownHand.description``) are free
text and never compared.  This module reads the dealer's words into the
protocol's value so the scenario stays readable and the check stays exact.
"""

from __future__ import annotations

import re

from pokercert import protocol as p

RANKS = "23456789TJQKA"
NAMES = (
    "deuce", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace",
)  # fmt: skip
PLURALS = {("sixes" if n == "six" else n + "s"): i for i, n in enumerate(NAMES)}
C = p.HandCategory


class HandWordsError(ValueError):
    """A feature file names a hand in words this parser does not know."""


def _rank(name: str) -> str:
    if name in NAMES:
        return RANKS[NAMES.index(name)]
    if name in PLURALS:
        return RANKS[PLURALS[name]]
    raise HandWordsError(f"unknown rank word {name!r}")


def _spelled(text: str) -> list[str]:
    ranks = [r.strip().upper().replace("10", "T") for r in text.split("-")]
    if not all(len(r) == 1 and r in RANKS for r in ranks):
        raise HandWordsError(f"not a hyphenated list of ranks: {text!r}")
    return ranks


def _kickers(text: str) -> list[str]:
    words = text.removesuffix(" kickers").removesuffix(" kicker")
    return [_rank(w) for w in words.split("-")]


def _run(high: str) -> list[str]:
    top = RANKS.index(high)
    if top == RANKS.index("5"):  # the wheel: 5-4-3-2-A
        return ["5", "4", "3", "2", "A"]
    return [RANKS[top - i] for i in range(5)]


def hand_value(words: str) -> p.HandValue:
    """The value the dealer's words describe; raises HandWordsError for unknown wording."""
    text = words.strip().lower()
    if text == "royal flush":
        return p.HandValue(category=C.STRAIGHT_FLUSH, ranks=_run("A"))
    if re.fullmatch(r"[2-9tjqka](-[2-9tjqka]){4}", text):  # a plain low hand, e.g. 7-5-4-3-2
        return p.HandValue(category=C.HIGH_CARD, ranks=_spelled(text))
    head, _, rest = text.partition(", ")
    parts = rest.split(", ")
    if head == "straight flush":
        return p.HandValue(category=C.STRAIGHT_FLUSH, ranks=_run(_rank(rest.removesuffix(" high"))))
    if head == "straight":
        return p.HandValue(category=C.STRAIGHT, ranks=_run(_rank(rest.removesuffix(" high"))))
    if head == "flush":
        return p.HandValue(category=C.FLUSH, ranks=_spelled(rest))
    if head == "high card":
        return p.HandValue(category=C.HIGH_CARD, ranks=_spelled(rest))
    if head == "full house":
        trips, _, pair = rest.partition(" full of ")
        return p.HandValue(category=C.FULL_HOUSE, ranks=[_rank(trips), _rank(pair)])
    if head == "four of a kind" and len(parts) == 2:
        return p.HandValue(category=C.FOUR_OF_A_KIND, ranks=[_rank(parts[0]), *_kickers(parts[1])])
    if head == "three of a kind" and len(parts) == 2:
        return p.HandValue(category=C.THREE_OF_A_KIND, ranks=[_rank(parts[0]), *_kickers(parts[1])])
    if head == "two pair" and len(parts) == 2:
        high, _, low = parts[0].partition(" and ")
        return p.HandValue(
            category=C.TWO_PAIR, ranks=[_rank(high), _rank(low), *_kickers(parts[1])]
        )
    if head == "one pair" and len(parts) == 2:
        return p.HandValue(category=C.ONE_PAIR, ranks=[_rank(parts[0]), *_kickers(parts[1])])
    raise HandWordsError(f"unknown hand wording {words!r}")


def value_text(value: p.HandValue | None) -> str:
    """A value in a line, for expected/actual messages."""
    if value is None:
        return "no value"
    return f"{value.category.value} {'-'.join(value.ranks)}"
