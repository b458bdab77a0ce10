"""The end of a hand: pots paid out at once, the protocol's HandResult built when first read.

Paying a pot moves chips now; the :class:`~pokercert.protocol.HandResult`
message (several validated pydantic models) is only a report of what
happened, so it is built the first time someone reads ``result`` -- which the
driver session does once per hand, while a benchmark or a simulation playing
thousands of hands natively may never ask.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from pokercert import protocol as p


class Payout(NamedTuple):
    """One pot paid out: the chips each winner received."""

    pot: int  # 0 for the main pot, then the side pots in order
    amount: int
    shares: dict[int, int]  # seat -> chips, in odd-chip order

    def message(self) -> p.PotAward:
        return p.PotAward(
            pot=self.pot,
            amount=self.amount,
            winners=sorted(self.shares),
            shares={str(s): c for s, c in sorted(self.shares.items())},
        )


class DeferredResult:
    """Mixin for a Hand: ``result`` stays None until the hand ends, then is built on first read."""

    _result: p.HandResult | None = None
    _report: Callable[[], p.HandResult] | None = None

    @property
    def result(self) -> p.HandResult | None:
        if self._result is None and self._report is not None:
            self._result = self._report()
        return self._result

    @result.setter
    def result(self, value: p.HandResult | None) -> None:
        self._result, self._report = value, None

    def settle(self, report: Callable[[], p.HandResult]) -> None:
        """The hand is over: ``report`` builds its result when someone asks for it."""
        self._result, self._report = None, report

    @property
    def settled(self) -> bool:
        return self._result is not None or self._report is not None
