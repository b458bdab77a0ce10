"""The measuring loop every engine benchmark shares: CPU time over blocks of random hands.

A benchmark gives each path (an engine, or an engine behind the driver protocol)
one :class:`Tally` and lets the paths take turns on small blocks of seeds, so a
busy machine slows them all alike.  The random choices of a hand (its policy)
are drawn before the clock starts: the figures time the engines, not the dice.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Generic, TypeVar

Policy = TypeVar("Policy")


class Tally(Generic[Policy]):
    """CPU time and actions of one path over the hands it has played."""

    def __init__(
        self, name: str, engine: Callable[[int, Policy], int], policy: Callable[[int], Policy]
    ) -> None:
        self.name, self.engine, self.policy = name, engine, policy
        self.hands = self.actions = 0
        self.seconds = 0.0

    def play(self, seeds: range) -> None:
        """Play one hand per seed; ``engine`` returns the number of actions of its hand."""
        policies = [self.policy(seed) for seed in seeds]
        start = time.process_time()  # CPU time: steadier than the wall clock on a shared machine
        pairs = zip(seeds, policies, strict=True)
        self.actions += sum(self.engine(seed, policy) for seed, policy in pairs)
        self.seconds += time.process_time() - start
        self.hands += len(seeds)

    @property
    def rate(self) -> float:
        """Hands per CPU second."""
        return self.hands / self.seconds

    @property
    def actions_per_hand(self) -> float:
        return self.actions / self.hands
