"""Vectorised shuffles: the fair reference generator and a classic broken one.

Both shuffle many decks at once, one column swap per step over every deck, so
a million decks take a second or two.  ``fair`` is the Fisher-Yates walk
(swap position i with a uniform index in 0..i); ``naive`` swaps every
position with a uniform index in 0..51, the textbook mistake whose 52^52
equally likely paths cannot map evenly onto 52! orders.
"""

from __future__ import annotations

import numpy as np

from pokercert.stats.battery import CARDS, Decks

SHUFFLES = ("fair", "naive")


def generator(seed: int | None) -> np.random.Generator:
    """PCG64 from the seed, or from the operating system's entropy when the seed is None."""
    return np.random.default_rng(seed)


def fair(rng: np.random.Generator, count: int) -> Decks:
    """``count`` decks shuffled by Fisher-Yates."""
    decks = np.tile(np.arange(CARDS, dtype=np.uint8), (count, 1))
    rows = np.arange(count)
    for i in range(CARDS - 1, 0, -1):
        j = rng.integers(0, i + 1, size=count)
        held = decks[rows, j]
        decks[rows, j] = decks[:, i]
        decks[:, i] = held
    return decks


def naive(rng: np.random.Generator, count: int) -> Decks:
    """``count`` decks shuffled by the broken swap-with-any-index walk."""
    decks = np.tile(np.arange(CARDS, dtype=np.uint8), (count, 1))
    rows = np.arange(count)
    for i in range(CARDS):
        j = rng.integers(0, CARDS, size=count)
        held = decks[rows, j]
        decks[rows, j] = decks[:, i]
        decks[:, i] = held
    return decks


def shuffle(name: str, rng: np.random.Generator, count: int) -> Decks:
    if name == "fair":
        return fair(rng, count)
    if name == "naive":
        return naive(rng, count)
    raise ValueError(f"unknown shuffle {name!r}; use one of {', '.join(SHUFFLES)}")
