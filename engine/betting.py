"""One betting interval (a street, a round) under limit betting.

The rules of betting that every game shares live here: whose turn it is,
which actions are legal and for how much, the raise cap, completion of a
bring-in, and all-in wagers that do not reopen the betting.  What varies by
game and profile (the size of a bet, what counts toward the cap) is handed in
by the game as a :class:`Sizing` callback.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, NamedTuple

from pokercert.protocol import ActionKind, LegalAction, RefusalCode

# The action kinds as plain names: reading a member off an Enum class goes
# through its metaclass (about ten times a plain lookup in Python 3.11), and
# these are read on every action.
FOLD, CHECK, CALL = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL
BET, RAISE, COMPLETE = ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE


class IllegalAction(ValueError):
    """An action the rules do not allow now; the engine refuses it, the hand goes on."""

    code = RefusalCode.ILLEGAL_ACTION


class OutOfTurn(IllegalAction):
    """A seat acted when another seat is to act."""

    code = RefusalCode.OUT_OF_TURN


class Option(NamedTuple):
    """A legal action without the cost of a protocol message (see :meth:`message`).

    The games list their legal actions as options; a view writes them in wire
    form (:meth:`document`) and tests and tools read them as messages.
    """

    kind: ActionKind
    min_amount: int | None = None
    max_amount: int | None = None
    amounts: list[int] | None = None
    max_cards: int | None = None  # a draw: the most cards the player may throw

    def message(self) -> LegalAction:
        """The same action as a :class:`~pokercert.protocol.LegalAction`.

        Messages with bounds only are shared (:func:`_bounded_action`): validating
        the same few messages again and again would cost more than the rules
        that chose them.
        """
        if self.amounts is None and self.max_cards is None:
            return _bounded_action(self.kind, self.min_amount, self.max_amount)
        return LegalAction(
            kind=self.kind,
            min_amount=self.min_amount,
            max_amount=self.max_amount,
            amounts=self.amounts,
            max_cards=self.max_cards,
        )

    def document(self) -> dict[str, Any]:
        """The action in wire form: the kind, and only the bounds that are set.

        What :meth:`message` would serialize to with its unset fields left out,
        written directly: a view lists the legal actions after every action,
        and the same few options come again and again, so the documents of
        options without a list of amounts are shared (:data:`_DOCUMENTS`).
        """
        if self.amounts is not None:  # a list: the option cannot be a key
            return self.fresh_document()
        document = _DOCUMENTS.get(self)
        if document is None:
            document = self.fresh_document()
            if len(_DOCUMENTS) < _DOCUMENTS_KEPT:
                _DOCUMENTS[self] = document
        return document

    def fresh_document(self) -> dict[str, Any]:
        """:meth:`document`, built anew."""
        document: dict[str, Any] = {"kind": str(self.kind)}
        if self.min_amount is not None:
            document["min_amount"] = self.min_amount
        if self.max_amount is not None:
            document["max_amount"] = self.max_amount
        if self.amounts is not None:
            document["amounts"] = self.amounts
        if self.max_cards is not None:
            document["max_cards"] = self.max_cards
        return document


_DOCUMENTS: dict[Option, dict[str, Any]] = {}
"""Shared wire forms of options (:meth:`Option.document`): never modify one."""
_DOCUMENTS_KEPT = 4096
"""The most documents shared: beyond that (odd stakes by the thousand) they are built anew."""


@lru_cache(maxsize=4096)
def _bounded_action(kind: ActionKind, low: int | None, high: int | None) -> LegalAction:
    """A legal action with bounds and no discrete amounts (shared: never modify it)."""
    if low is None:
        return LegalAction(kind=kind)
    return LegalAction(kind=kind, min_amount=low, max_amount=high)


FOLD_OPTION, CHECK_OPTION = Option(FOLD), Option(CHECK)
"""The two options without an amount, shared: an Option is an immutable tuple."""


@lru_cache(maxsize=4096)
def exactly(kind: ActionKind, amount: int) -> Option:
    """The option of one amount (a call, a fixed-limit bet or raise), shared like the above."""
    return Option(kind, amount, amount)


@dataclass(frozen=True)
class Sizing:
    """The increments a bet or raise may add right now.

    ``options`` lists discrete increments (fixed limit: one; an open pair on
    fourth street: the small and the big bet).  ``None`` means any increment
    from ``minimum`` to ``maximum`` (a pot-limited interval).
    """

    minimum: int
    maximum: int
    options: tuple[int, ...] | None = None

    @classmethod
    def fixed(cls, amount: int) -> Sizing:
        """One size for every bet and raise; shared instances (a Sizing never changes)."""
        return _fixed_sizing(amount)

    def allows(self, increment: int) -> bool:
        if self.options is not None:
            return increment in self.options
        return self.minimum <= increment <= self.maximum


@cache
def _fixed_sizing(amount: int) -> Sizing:
    return Sizing(amount, amount, (amount,))


@dataclass
class BettingRound:
    """State of one betting interval; seats act in ``order`` (direction of play)."""

    order: list[int]  # every seat dealt into this round, starting with the first to act
    stacks: dict[int, int]  # chips behind, shared with the hand (mutated on wagers)
    sizing: Callable[[BettingRound], Sizing]
    cap: int | None  # most bets (opening bet or completion, plus raises) in the round
    bets: dict[int, int] = field(default_factory=dict)
    current: int = 0  # the wager to match
    bets_made: int = 0  # counted toward the cap
    complete_to: int | None = None  # a bring-in may be completed to this amount
    pending: list[int] = field(default_factory=list)  # seats that still have to act, in order
    closed: set[int] = field(default_factory=set)  # may call or fold, but not raise
    last_aggressor: int | None = None
    increments: list[int] = field(default_factory=list)  # increment of every bet/raise made
    folded: set[int] = field(default_factory=set)

    # -- setup ----------------------------------------------------------------------------

    def start(self, first: int) -> None:
        """Every seat able to act gets a turn, starting with ``first``."""
        self.pending = self.able(self._cycle_from(first))

    def post_forced(self, seat: int, amount: int, level: int | None = None) -> int:
        """Post a blind or bring-in; a short stack posts what it has.

        ``level`` is the wager others must match (a short bring-in still makes
        the others enter for the full amount).  Returns the chips moved.
        """
        paid = min(amount, self.stacks[seat])
        self._pay(seat, paid)
        self.current = max(self.current, level if level is not None else amount)
        return paid

    # -- queries --------------------------------------------------------------------------

    def can_act(self, seat: int) -> bool:
        return seat not in self.folded and self.stacks.get(seat, 0) > 0

    def able(self, seats: list[int]) -> list[int]:
        """The seats of ``seats`` that can act, in order (:meth:`can_act` for a whole list)."""
        folded, stacks = self.folded, self.stacks
        return [s for s in seats if s not in folded and stacks.get(s, 0) > 0]

    @property
    def to_act(self) -> int | None:
        return self.pending[0] if self.pending else None

    @property
    def finished(self) -> bool:
        return not self.pending

    def owed(self, seat: int) -> int:
        owed = self.current - self.bets.get(seat, 0)
        return owed if owed > 0 else 0

    def may_raise(self, seat: int) -> bool:
        if seat in self.closed:
            return False
        if self.cap is not None and self.bets_made >= self.cap:
            return False
        owed = self.current - self.bets.get(seat, 0)
        return self.stacks[seat] > (owed if owed > 0 else 0)

    def legal_actions(self) -> list[LegalAction]:
        """The actions open to the seat to act, as protocol messages."""
        return [option.message() for option in self.options()]

    def options(self) -> list[Option]:
        """The actions open to the seat to act (light tuples: the hot path of every action)."""
        if not self.pending:
            return []
        seat = self.pending[0]
        current = self.current
        bet = self.bets.get(seat, 0)
        all_in = bet + self.stacks[seat]
        actions: list[Option]
        if current > bet:  # something is owed
            call = min(current, all_in)
            actions = [FOLD_OPTION, exactly(CALL, call)]
        else:
            actions = [CHECK_OPTION]
        if not self.may_raise(seat):
            return actions
        if self.complete_to is not None and self.bets_made == 0 and current < self.complete_to:
            amount = min(self.complete_to, all_in)
            actions.append(exactly(COMPLETE, amount))
            return actions
        sizing = self.sizing(self)
        kind = RAISE if current else BET
        if sizing.options is not None and len(sizing.options) == 1:  # fixed limit: one size
            amount = min(current + sizing.options[0], all_in)
            actions.append(exactly(kind, amount))
        elif sizing.options is not None:
            amounts = sorted({min(current + inc, all_in) for inc in sizing.options})
            several = amounts if len(amounts) > 1 else None
            actions.append(Option(kind, amounts[0], amounts[-1], several))
        else:
            low = min(current + sizing.minimum, all_in)
            high = min(current + sizing.maximum, all_in)
            actions.append(Option(kind, low, high))
        return actions

    # -- actions --------------------------------------------------------------------------

    def act(self, seat: int, kind: ActionKind, amount: int | None = None) -> int:
        """Apply one action of the seat to act; returns the chips it moved. Raises IllegalAction."""
        pending = self.pending
        if not pending or seat != pending[0]:
            raise OutOfTurn(f"seat {seat} acted out of turn (seat {self.to_act} is to act)")
        owed = self.current - self.bets.get(seat, 0)
        # the common actions, legal without a doubt: call, check, fold
        if owed > 0 and kind is CALL:
            paid = self._pay(seat, owed)
            pending.pop(0)
            return paid
        if (kind is FOLD and owed > 0) or (kind is CHECK and owed <= 0):
            if kind is FOLD:
                self.folded.add(seat)
            pending.pop(0)
            return 0
        options = self.options()
        for option in options:  # a bet, raise or completion: fold, check and call are done above
            if option.kind is kind:
                break
        else:
            allowed = ", ".join(o.kind.value for o in options)
            raise IllegalAction(
                f"{kind.value} is not allowed for seat {seat} now (allowed: {allowed})"
            )
        target = (
            option.max_amount
            if amount is None and option.min_amount == option.max_amount
            else amount
        )
        if target is None:
            raise IllegalAction(f"{kind.value} needs an amount")
        self._check_amount(kind, option, target)
        return self._wager_to(seat, target, completing=kind is COMPLETE)

    def _check_amount(self, kind: ActionKind, option: Option, target: int) -> None:
        allowed = option.amounts
        if allowed is not None and target not in allowed:
            raise IllegalAction(f"{kind.value} to {target} is not allowed (allowed: {allowed})")
        low, high = option.min_amount or 0, option.max_amount or 0
        if not low <= target <= high:
            raise IllegalAction(f"{kind.value} to {target} is not allowed (from {low} to {high})")

    def _wager_to(self, seat: int, target: int, completing: bool) -> int:
        increment = target - self.current
        paid = self._pay(seat, target - self.bets.get(seat, 0))
        full = completing or self.sizing(self).allows(increment)
        others = self.able(self._after(seat))
        if full or not self.increments:
            self.bets_made += 1
            self.increments.append(increment)
            self.closed.clear()
        else:
            # an all-in wager short of a full raise does not reopen the betting:
            # those who already acted may only call or fold
            self.closed.update(s for s in others if s not in self.pending)
        self.pending = others
        self.current = max(self.current, target)
        self.last_aggressor = seat
        return paid

    # -- internals ------------------------------------------------------------------------

    def _pay(self, seat: int, chips: int) -> int:
        stack = self.stacks[seat]
        chips = max(0, min(chips, stack))
        self.stacks[seat] = stack - chips
        self.bets[seat] = self.bets.get(seat, 0) + chips
        return chips

    def _cycle_from(self, seat: int) -> list[int]:
        i = self.order.index(seat)
        return self.order[i:] + self.order[:i]

    def _after(self, seat: int) -> list[int]:
        """The other seats of the round, in order from the one after ``seat``."""
        i = self.order.index(seat)
        return self.order[i + 1 :] + self.order[:i]
