"""Mutants of enforcement: the offers are right, the checks on what comes in are not.

An implementation often builds the legal actions in one place and validates the
action it receives in another.  These mutants leave every offer as the reference
engine makes it and break only the second place, so only a scenario that sends
an action outside the offer can catch them (``pokercert.scenario.probes``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pokercert import protocol as p
from pokercert.mutation.patching import engine_module, replace_method, wrap_method

Fn = Callable[..., Any]
A = p.ActionKind


def wager_size_unchecked() -> None:
    """A bet, raise, completion or bring-in of any size is taken, whatever the offer said."""
    replace_method("betting", "BettingRound", "_check_amount", lambda *_args: None)


def raise_cap_unchecked() -> None:
    """A bet or raise past the cap (or from a seat the betting is closed to) is taken: the
    cap is kept in the offers only."""
    betting = engine_module("betting")

    def wrapper(original: Fn) -> Fn:
        def act(round_: Any, seat: int, kind: A, amount: int | None = None) -> int:
            try:
                return int(original(round_, seat, kind, amount))
            except betting.OutOfTurn:
                raise
            except betting.IllegalAction:
                if kind not in (A.BET, A.RAISE):
                    raise
                cap, closed = round_.cap, set(round_.closed)
                round_.cap = None
                round_.closed.discard(seat)
                try:
                    return int(original(round_, seat, kind, amount))
                finally:
                    round_.cap = cap
                    round_.closed.update(closed)

        return act

    wrap_method("betting", "BettingRound", "act", wrapper)


def check_or_call_from_any_seat() -> None:
    """A check or call sent by a seat that is not to act is taken as the action of the seat
    that is: the engine checks what was done, not who did it."""

    def wrapper(original: Fn) -> Fn:
        def handle(session: Any, request: Any) -> Any:
            hand = session.hand
            if (
                isinstance(request, p.PlayerAction)
                and hand is not None
                and request.kind in (A.CHECK, A.CALL)
            ):
                seat = hand.to_act()
                if seat is not None and seat != request.seat:
                    request = request.model_copy(update={"seat": seat})
            return original(session, request)

        return handle

    wrap_method("session", "Session", "answer", wrapper)
