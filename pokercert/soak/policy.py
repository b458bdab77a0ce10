"""Random legal decisions, each encoded as one choice number so a hand can be shrunk.

A choice of 0 is the passive decision (check, call, bring in, stand pat, show);
any other number seeds a small generator that picks among the legal actions
(folds, bets and raises of random legal sizes, random discards) and, when the
plan allows it, an injected irregularity instead.  Replacing choices by 0 or
cutting the list short therefore always leaves a legal, simpler hand.

Now and then (``PROBE_RATE``) a choice stands for an action the offer rules out
(:mod:`pokercert.scenario.probes`): the reference refuses it and the hand stays
as it was, so an implementation that takes it diverges on the spot.  What the
scenarios check where they judge an offer, random hands check everywhere.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pokercert import protocol as p
from pokercert.scenario.probes import Offer, OfferedAction, Probe, outside_offer

A = p.ActionKind
PASSIVE = (A.CHECK, A.CALL, A.BRING_IN, A.STAND_PAT, A.SHOW, A.DECLARE_OPENERS, A.MUCK)
AGGRESSIVE = (A.BET, A.RAISE, A.COMPLETE, A.ALL_IN)
RARE = (A.TIME_OUT, A.ASK_DRAW_COUNTS)
CHOICE_LIMIT = 2**31
PROBE_RATE = 0.05
"""The share of non-passive choices that try an action outside the offer."""


Legal = OfferedAction
"""A legal action: a LegalAction message, or the oracle's own."""
Situation = Offer
"""What a decision reads of the reference's view: a TableView, or the oracle's own view."""


@dataclass(frozen=True)
class Decision:
    """One request to send to both engines."""

    request: p.PlayerAction | p.Irregularity


def decide(view: Situation, choice: int, irregularities: tuple[str, ...], rate: float) -> Decision:
    """The decision ``choice`` stands for, for the seat to act in ``view`` (the reference's)."""
    seat = view.to_act
    assert seat is not None
    legal = {action.kind: action for action in view.legal_actions}
    if choice == 0 or not legal:
        return Decision(_passive(view, seat, legal))
    rng = random.Random(choice)
    irregular = rng.random() < rate  # drawn always, so a choice means the same with or without
    if irregularities and irregular:
        return Decision(_irregularity(view, rng, irregularities))
    roll = rng.random()
    if A.FOLD in legal and roll < 0.15:
        kind = A.FOLD
    elif roll < 0.40 and (aggressive := [k for k in AGGRESSIVE if k in legal]):
        kind = rng.choice(aggressive)
    elif roll < 0.42 and (rare := [k for k in RARE if k in legal]):
        kind = rng.choice(rare)
    elif A.DRAW in legal and roll < 0.90:
        kind = A.DRAW
    else:
        kinds = list(legal)
        common = [k for k in kinds if k not in RARE and k is not A.FOLD] or kinds
        kind = rng.choice(common)
    if rng.random() < PROBE_RATE and (probes := outside_offer(view)):  # drawn last, so the
        return Decision(_probe(rng.choice(probes)))  # other draws mean what they meant
    return Decision(_action(view, seat, legal[kind], rng))


def _probe(probe: Probe) -> p.PlayerAction:
    cards = list(probe.cards) if probe.cards is not None else None
    return p.PlayerAction(seat=probe.seat, kind=probe.kind, amount=probe.amount, cards=cards)


def _passive(view: Situation, seat: int, legal: dict[p.ActionKind, Legal]) -> p.PlayerAction:
    for kind in PASSIVE:
        if kind in legal:
            return _action(view, seat, legal[kind], None)
    if A.DRAW in legal:
        return p.PlayerAction(seat=seat, kind=A.DRAW, cards=[])
    if legal:
        return _action(view, seat, next(iter(legal.values())), None)
    return p.PlayerAction(seat=seat, kind=A.FOLD)


def _action(view: Situation, seat: int, legal: Legal, rng: random.Random | None) -> p.PlayerAction:
    kind = legal.kind
    amount: int | None = None
    cards: list[str] | None = None
    if legal.amounts:
        amount = rng.choice(legal.amounts) if rng else legal.amounts[0]
    elif legal.min_amount is not None:
        high = legal.max_amount if legal.max_amount is not None else legal.min_amount
        amount = (
            rng.randint(legal.min_amount, max(high, legal.min_amount)) if rng else legal.min_amount
        )
    if kind is A.DRAW:
        held = _downcards(view, seat)
        most = min(len(held), legal.max_cards if legal.max_cards is not None else len(held))
        # at least one card: standing pat is its own action (a draw of none is not in the steps)
        count = rng.randint(1, most) if rng and most else 0
        cards = rng.sample(held, count) if rng else []
    return p.PlayerAction(seat=seat, kind=kind, amount=amount, cards=cards)


def _downcards(view: Situation, seat: int) -> list[str]:
    for seat_view in view.seats:
        if seat_view.seat == seat and seat_view.downcards:
            return [c for c in seat_view.downcards if c != "??"]
    return []


NO_SEAT = {"burn-two", "burn-none", "deck-removed-early"}
ONE_CARD_MORE_OR_LESS = {"too-many-cards", "too-few-cards"}
NAMES_A_CARD = {"expose-downcard", "deal-face-up", "card-off-table"}


def _irregularity(view: Situation, rng: random.Random, kinds: tuple[str, ...]) -> p.Irregularity:
    """An irregularity with the fields the suite's own steps give that kind, and no others."""
    kind = p.IrregularityKind(rng.choice(sorted(kinds)))
    seat = rng.choice([s.seat for s in view.seats])
    held = _downcards(view, seat)
    card = rng.choice(held) if held and kind in NAMES_A_CARD and rng.random() < 0.7 else None
    return p.Irregularity(
        kind=kind,
        seat=None if kind in NO_SEAT else seat,
        count=1 if kind in ONE_CARD_MORE_OR_LESS else None,
        card=card,
    )


def random_choice(rng: random.Random) -> int:
    return rng.randrange(1, CHOICE_LIMIT)
