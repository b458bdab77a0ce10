"""Hands per second of 6-player 2-7 triple draw: the reference engine against PokerKit 0.7.7.

Both engines play random legal hands in the same run, chosen by the same
policy (fold, check or call, bet or raise, and a random number of discards
at every draw, sometimes enough to run the stub out and force a reshuffle).
Each engine is driven through its own native API (the reference engine's
``betting_options``/``wager``/``draw``/``show``, PokerKit's ``State``
methods), so the figures compare the engines, not the driver protocol;
PokerKit deals, collects and awards by its automations.  Figures only: nothing here passes or fails.

    python benchmarks/bench_triple_draw.py [--hands N] [--seed S]
"""

from __future__ import annotations

import argparse
import random

from _timing import Tally

from pokercert import protocol as p
from pokercert.engine.cards import FULL_DECK
from pokercert.engine.deck import shuffle
from pokercert.engine.params import TripleDrawRules
from pokercert.engine.table import SeatState
from pokercert.engine.triple_draw import TripleDrawHand
from pokercert.spec_loader import load_profile

PLAYERS = 6
SMALL_BET, BIG_BET = 2, 4
SMALL_BLIND, BIG_BLIND = 1, 2
A = p.ActionKind
FOLD, CHECK, CALL = A.FOLD, A.CHECK, A.CALL  # plain names: an Enum member lookup is slow
RULES: list[TripleDrawRules] = []  # the profile, loaded once by main()


class Policy:
    """The random choices of one hand, drawn before the clock starts.

    Both engines consume the same kind of pre-drawn stream, so the figures
    time the engines and not Python's random number generator.
    """

    DISCARD_COUNTS = (0, 1, 1, 2, 2, 3, 3, 4, 5)

    def __init__(self, seed: int) -> None:
        rng = random.Random(seed)
        self.stacks = [rng.choice((20, 60, 200, 400)) for _ in range(PLAYERS)]
        self.rolls = [rng.random() for _ in range(160)]
        self.throws = [rng.sample(range(5), rng.choice(self.DISCARD_COUNTS)) for _ in range(40)]
        self.next_roll = self.next_throw = 0

    def betting(self, can_fold: bool, can_raise: bool) -> str:
        roll = self.rolls[self.next_roll % 160]
        self.next_roll += 1
        if can_fold and roll < 0.15:
            return "fold"
        if can_raise and roll > 0.75:
            return "raise"
        return "call"

    def discards(self) -> list[int]:
        """Indices of the cards to throw: 0 to 5 of them, more often a few."""
        throw = self.throws[self.next_throw % 40]
        self.next_throw += 1
        return throw


# --------------------------------------------------------------------------- reference


DECKS = random.Random(2023)
STAKES = p.Stakes(small_blind=SMALL_BLIND, big_blind=BIG_BLIND, small_bet=SMALL_BET,
                  big_bet=BIG_BET)  # fmt: skip


def shuffled_deck() -> list[int]:
    """A fresh deck order for each hand, shuffled the way PokerKit shuffles its own deck."""
    order = list(FULL_DECK)
    shuffle(order, DECKS)  # the same order as DECKS.shuffle(order)
    return order


def reference_hand(seed: int, policy: Policy) -> int:
    """Play one random hand on the reference engine; returns the number of actions."""
    rules = RULES[0]
    seats = [SeatState(seat=i + 1, name=f"P{i + 1}", stack=s) for i, s in enumerate(policy.stacks)]
    hand = TripleDrawHand(
        rules, "triple-draw-27", STAKES, seats, PLAYERS, shuffled_deck(), rng_seed=seed
    )
    hand.begin()
    actions = 0
    while not hand.settled:
        options = hand.betting_options()
        if options is not None:
            choice = policy.betting(options.owed > 0, options.raise_to is not None)
            if choice == "fold":
                hand.wager(options.seat, FOLD)
            elif choice == "raise":
                hand.wager(options.seat, options.raise_kind, options.raise_to)
            else:
                hand.wager(options.seat, CALL if options.owed else CHECK)
        elif hand.draw_queue:
            seat = hand.draw_queue[0]
            held = hand.seats[seat].downcards
            hand.draw(seat, [held[i] for i in policy.discards()])
        else:
            hand.show(hand.show_queue[0])
        actions += 1
    return actions


# --------------------------------------------------------------------------- PokerKit


def pokerkit_hand(seed: int, policy: Policy) -> int:
    """Play one random hand on PokerKit; returns the number of actions."""
    from pokerkit import Automation, FixedLimitDeuceToSevenLowballTripleDraw, Mode

    state = FixedLimitDeuceToSevenLowballTripleDraw.create_state(
        (
            Automation.ANTE_POSTING,
            Automation.BET_COLLECTION,
            Automation.BLIND_OR_STRADDLE_POSTING,
            Automation.CARD_BURNING,
            Automation.HOLE_DEALING,
            Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
            Automation.HAND_KILLING,
            Automation.CHIPS_PUSHING,
            Automation.CHIPS_PULLING,
        ),
        True,
        0,
        (SMALL_BLIND, BIG_BLIND),
        SMALL_BET,
        BIG_BET,
        policy.stacks,
        PLAYERS,
        mode=Mode.CASH_GAME,
    )
    actions = 0
    while state.status:
        if state.can_stand_pat_or_discard():
            index = state.stand_patter_or_discarder_index
            assert index is not None
            held = state.hole_cards[index]
            state.stand_pat_or_discard([held[i] for i in policy.discards()])
        else:
            can_fold = bool(state.checking_or_calling_amount)  # as the reference engine
            can_raise = state.can_complete_bet_or_raise_to()
            choice = policy.betting(can_fold, can_raise)
            if choice == "fold":
                state.fold()
            elif choice == "raise":
                state.complete_bet_or_raise_to()
            else:
                state.check_or_call()
        actions += 1
    return actions


# --------------------------------------------------------------------------- the run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands on the reference engine")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = load_profile("triple-draw-27").parameters
    assert isinstance(rules, TripleDrawRules)
    RULES.append(rules)
    reference_hand(0, Policy(0))  # warm up: the evaluator tables
    pokerkit_hand(0, Policy(0))
    ours = Tally("reference engine", reference_hand, Policy)
    theirs = Tally("PokerKit 0.7.7", pokerkit_hand, Policy)
    # the engines take turns, 20 hands against 2, so a busy machine slows both alike
    for block in range(max(1, args.hands // 20)):
        seed = args.seed + 20 * block
        ours.play(range(seed, seed + 20))
        theirs.play(range(seed, seed + 2))
    print(f"6-player 2-7 triple draw, random legal hands (seed {args.seed}, CPU time)")
    for tally in (ours, theirs):
        print(f"  {tally.name:17}: {tally.rate:10.1f} hands/s  ({tally.hands} hands, "
              f"{tally.actions_per_hand:.1f} actions/hand)")  # fmt: skip
    print(f"  ratio            : {ours.rate / theirs.rate:10.1f}x  (target: at least 10x)")


if __name__ == "__main__":
    main()
