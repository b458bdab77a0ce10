"""Hands per second of 8-player fixed-limit seven-card stud: the reference engine against PokerKit.

Three paths play random legal hands in the same run, chosen by the same kind
of pre-drawn policy (bring in or complete, fold, check or call, bet or raise,
show at the showdown):

* the reference engine through its native API (``StudHand.options`` and
  ``StudHand.play``: the rules without protocol messages);
* the reference engine through the driver protocol (``TableClient`` on the
  in-process ``ReferenceDriver``: every request and answer is a JSON message,
  a full table view after each action), as a certified implementation is
  driven;
* PokerKit 0.7.7 (``FixedLimitSevenCardStud``) through its ``State`` methods,
  dealing, burning, collecting and awarding by its automations.

The engines take turns in small blocks and CPU time is measured, so a busy
machine slows every path alike.  Figures only: nothing here passes or fails.

    python benchmarks/bench_stud.py [--hands N] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable, Container

from _timing import Tally

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.client import TableClient
from pokercert.driver import Driver
from pokercert.engine.deck import shuffled_order
from pokercert.engine.stud import StudHand
from pokercert.engine.table import SeatState
from pokercert.invariants import TableChecker
from pokercert.spec_loader import load_profile

PLAYERS = 8
ANTE, BRING_IN, SMALL_BET, BIG_BET = 1, 2, 5, 10
PROFILE = "cardroom-stud"
A = p.ActionKind
AGGRESSIVE = (A.COMPLETE, A.RAISE, A.BET)


class Policy:
    """The random choices of one hand, drawn before the clock starts."""

    ROLLS = 200

    def __init__(self, seed: int) -> None:
        rng = random.Random(seed)
        self.stacks = [rng.choice((40, 200, 400, 1000)) for _ in range(PLAYERS)]
        self.rolls = [rng.random() for _ in range(self.ROLLS)]
        self.next_roll = 0

    def roll(self) -> float:
        value = self.rolls[self.next_roll % self.ROLLS]
        self.next_roll += 1
        return value

    def choose(self, kinds: Container[p.ActionKind]) -> p.ActionKind:
        """bring-in, show, fold (15%), bet/raise/complete (20%), else check or call."""
        if A.BRING_IN in kinds:
            return A.COMPLETE if self.roll() > 0.9 and A.COMPLETE in kinds else A.BRING_IN
        if A.SHOW in kinds:
            return A.SHOW
        roll = self.roll()
        if A.FOLD in kinds and roll < 0.15:
            return A.FOLD
        if roll > 0.8:
            for kind in AGGRESSIVE:
                if kind in kinds:
                    return kind
        return A.CALL if A.CALL in kinds else A.CHECK


RULES = [load_profile(PROFILE).parameters]  # the profile is read once, as PokerKit's game is


STAKES = p.Stakes(ante=ANTE, bring_in=BRING_IN, small_bet=SMALL_BET, big_bet=BIG_BET)


# --------------------------------------------------------------------------- reference, native


def reference_hand(seed: int, policy: Policy) -> int:
    """One random hand on the reference engine's native API; returns the number of actions."""
    rules = RULES[0]
    seats = [SeatState(seat=i + 1, name=f"P{i + 1}", stack=s) for i, s in enumerate(policy.stacks)]
    hand = StudHand(rules, PROFILE, STAKES, seats, PLAYERS, shuffled_order(seed), rng_seed=seed)
    hand.begin()
    actions = 0
    while hand.result is None:
        seat = hand.to_act()
        assert seat is not None
        options = {option.kind: option for option in hand.options()}
        kind = policy.choose(options)
        option = options[kind]
        amount = option.amounts[-1] if option.amounts else option.min_amount
        hand.play(seat, kind, amount)
        actions += 1
    return actions


# --------------------------------------------------------------------------- reference, protocol


class Unjudged(TableChecker):
    """No table rules: only for measuring what the rules cost (``bench_protocol.py --split``)."""

    def observe(self, request: object, response: object) -> None:
        return None


def protocol_player(driver: Driver, judged: bool = True) -> Callable[[int, Policy], int]:
    """A hand player on one long-lived driver: each hand opens a new table with its setup.

    ``judged=False`` drops the harness's table rules, to measure their share only: a
    certification run always judges every answer."""
    client = TableClient(driver)
    if not judged:
        client.checker = Unjudged()
    client.hello()
    parameters = RULES[0].model_dump(mode="json")

    def play(seed: int, policy: Policy) -> int:
        view = client.setup(
            p.HandSetup(
                game=p.Game.SEVEN_CARD_STUD,
                profile=PROFILE,
                parameters=parameters,
                stakes=STAKES,
                seats=[
                    p.SeatSetup(seat=i + 1, name=f"P{i + 1}", stack=s)
                    for i, s in enumerate(policy.stacks)
                ],
                dealer_seat=PLAYERS,
                seed=seed,
            )
        )
        actions = 0
        while isinstance(view, p.TableView) and view.to_act is not None:
            options = {action.kind: action for action in view.legal_actions}
            option = options[policy.choose(set(options))]
            amount = option.amounts[-1] if option.amounts else option.min_amount
            view = client.act(view.to_act, option.kind, amount)
            actions += 1
        if not isinstance(view, p.TableView) or view.phase != p.Phase.COMPLETE:
            raise RuntimeError(f"hand {seed} stopped: {view}")
        client.result()
        return actions

    return play


def protocol_hand(seed: int, policy: Policy) -> int:
    """One random hand through the driver protocol on a fresh in-process driver."""
    return protocol_player(ReferenceDriver())(seed, policy)


# --------------------------------------------------------------------------- PokerKit


def pokerkit_hand(seed: int, policy: Policy) -> int:
    """One random hand on PokerKit; returns the number of actions."""
    from pokerkit import Automation, FixedLimitSevenCardStud, Mode

    state = FixedLimitSevenCardStud.create_state(
        (
            Automation.ANTE_POSTING,
            Automation.BET_COLLECTION,
            Automation.BLIND_OR_STRADDLE_POSTING,
            Automation.CARD_BURNING,
            Automation.HOLE_DEALING,
            Automation.BOARD_DEALING,
            Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
            Automation.HAND_KILLING,
            Automation.CHIPS_PUSHING,
            Automation.CHIPS_PULLING,
        ),
        True,
        ANTE,
        BRING_IN,
        SMALL_BET,
        BIG_BET,
        policy.stacks,
        PLAYERS,
        mode=Mode.CASH_GAME,
    )
    actions = 0
    while state.status:
        kinds = set()
        if state.can_post_bring_in():
            kinds.add(A.BRING_IN)
        if state.can_complete_bet_or_raise_to():
            kinds.add(A.RAISE)
        if state.checking_or_calling_amount:
            kinds.update((A.FOLD, A.CALL))
        else:
            kinds.add(A.CHECK)
        kind = policy.choose(kinds)
        if kind is A.BRING_IN:
            state.post_bring_in()
        elif kind is A.FOLD:
            state.fold()
        elif kind in AGGRESSIVE:
            state.complete_bet_or_raise_to()
        else:
            state.check_or_call()
        actions += 1
    return actions


# --------------------------------------------------------------------------- the run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands on the native API")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    import warnings

    warnings.filterwarnings("ignore", module="pokerkit")  # its reshuffle notice on full tables
    print(f"machine: {os.cpu_count()} CPUs, python {sys.version.split()[0]}")
    if hasattr(os, "getloadavg"):
        print(f"load average at start: {os.getloadavg()[0]:.2f}")
    native = Tally("reference engine, native API", reference_hand, Policy)
    protocol = Tally("reference engine, protocol", protocol_hand, Policy)
    peer = Tally("PokerKit 0.7.7", pokerkit_hand, Policy)
    for tally in (native, protocol, peer):  # warm up: profile, evaluator tables, imports
        tally.engine(0, Policy(0))
    # the paths take turns, 20 native hands against 4 protocol hands and 2 PokerKit hands
    for block in range(max(1, args.hands // 20)):
        seed = args.seed + 20 * block
        native.play(range(seed, seed + 20))
        protocol.play(range(seed, seed + 4))
        peer.play(range(seed, seed + 2))
    print(f"{PLAYERS}-player fixed-limit seven-card stud, random legal hands "
          f"(seed {args.seed}, CPU time)")  # fmt: skip
    for tally in (native, protocol, peer):
        print(f"  {tally.name:29}: {tally.rate:9.1f} hands/s  ({tally.hands} hands, "
              f"{tally.actions_per_hand:.1f} actions/hand)")  # fmt: skip
    ratio = native.rate / peer.rate
    print(f"  ratio native / PokerKit      : {ratio:9.1f}x  (target: at least 10x)")
    print(f"  ratio protocol / PokerKit    : {protocol.rate / peer.rate:9.1f}x")


if __name__ == "__main__":
    main()
