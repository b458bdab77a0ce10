"""The harness's own valuation of shown hands (pokercert.hand_values), written apart from the
reference engine's evaluator: the two must agree, and a build's value must follow its cards."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from pokercert import hand_values
from pokercert import protocol as p
from pokercert.engine import evaluator
from pokercert.engine.cards import parse_cards
from pokercert.hand_values import hand_value
from pokercert.invariants import value_problem

STUD, LOWBALL = p.Game.SEVEN_CARD_STUD, p.Game.TRIPLE_DRAW_27


@pytest.mark.parametrize(
    ("cards", "game", "category", "ranks"),
    [
        ("As 2d 3h 4c 5s Kd Kc", STUD, "straight", "5432A"),
        ("As 2d 3h 4c 5s", LOWBALL, "high-card", "A5432"),
        ("7c 5d 4h 3s 2c", LOWBALL, "high-card", "75432"),
        ("8h 7h 6h 5h 4h Ah Kh", STUD, "straight-flush", "87654"),
        ("Kd Kh 8s 8d 3c 3d Qs", STUD, "two-pair", "K8Q"),
        ("9c 9d 9h 4s 4c 4d 2h", STUD, "full-house", "94"),
        ("Jh Js 4d 3c 2h", p.Game.FIVE_CARD_DRAW, "one-pair", "J432"),
        ("Qs Qh", STUD, None, ""),
    ],
)
def test_values_follow_the_contract(
    cards: str, game: p.Game, category: str | None, ranks: str
) -> None:
    worth = hand_value(cards.split(), game)
    if category is None:
        assert worth is None
    else:
        assert worth == p.HandValue(category=p.HandCategory(category), ranks=list(ranks))


def test_the_harness_and_the_reference_engine_agree_on_random_hands() -> None:
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    rng = random.Random(20261127)
    for _ in range(3000):
        cards = rng.sample(deck, 7)
        engine = parse_cards(" ".join(cards))
        assert hand_value(cards, STUD) == evaluator.high_value(engine), cards
        assert hand_value(cards[:5], LOWBALL) == evaluator.lowball27_value(engine[:5]), cards


def test_a_value_that_does_not_follow_from_the_cards_breaks_a_rule() -> None:
    shown = p.ShownHand(
        seat=1,
        cards=["Kd", "Kh", "8s", "7d", "3c"],
        value=p.HandValue(category=p.HandCategory.FULL_HOUSE, ranks=["K", "8"]),
    )
    view = p.TableView(
        game=p.Game.FIVE_CARD_DRAW, profile="es-draw-openers", hand_number=1,
        phase=p.Phase.COMPLETE, to_act=None, legal_actions=[], pots=[], seats=[],
        dealer_seat=1, stub_count=30, announcement_count=0, event_count=0,
    )  # fmt: skip
    problem = value_problem(shown, view)
    assert problem is not None and "valued full-house K-8, but it is one-pair K-8-7-3" in problem
    honest = shown.model_copy(update={"value": hand_value(shown.cards, p.Game.FIVE_CARD_DRAW)})
    assert value_problem(honest, view) is None


@pytest.mark.parametrize("cards", [["As"] * 5, [r + s for r in "23456789TJQKA" for s in "cdhs"]])
def test_a_hostile_show_is_never_valued_at_length(cards: list[str]) -> None:
    """Five aces of spades, or the whole deck (C(52, 5) hands): not valued, never a crash or
    a long wait; the duplicate and the card count are other rules' to report."""
    shown = p.ShownHand(
        seat=1, cards=cards, value=p.HandValue(category=p.HandCategory.HIGH_CARD, ranks=["A"])
    )
    view = p.TableView(
        game=p.Game.SEVEN_CARD_STUD, profile="cardroom-stud", hand_number=1,
        phase=p.Phase.COMPLETE, to_act=None, legal_actions=[], pots=[], seats=[],
        dealer_seat=1, stub_count=0, announcement_count=0, event_count=0,
    )  # fmt: skip
    assert value_problem(shown, view) is None


def test_a_hidden_board_card_and_a_seat_shown_twice_never_crash_the_harness() -> None:
    from pokercert.soak.compare import result_facts

    ace_high = p.HandValue(category=p.HandCategory.HIGH_CARD, ranks=["A"])
    shown = p.ShownHand(seat=1, cards=["As", "Ks", "Qs", "Js", "Ts", "2c", "3d"], value=ace_high)
    view = p.TableView(
        game=p.Game.SEVEN_CARD_STUD, profile="cardroom-stud", hand_number=1,
        phase=p.Phase.COMPLETE, to_act=None, legal_actions=[], pots=[], seats=[],
        dealer_seat=1, stub_count=0, announcement_count=0, event_count=0,
        community_cards=["??"],
    )  # fmt: skip
    assert value_problem(shown, view) is None
    twice = p.HandResult(
        hand_number=1, complete=True, stacks={"1": 10},
        shown=[shown, shown.model_copy(update={"value": None})],
    )  # fmt: skip
    assert len(result_facts(twice)[("shown", "")]) == 2


@pytest.mark.parametrize(
    ("cards", "category", "ranks"),
    [
        ("9c 9d 9h 3s 3c 3d Kh Kd", "full-house", "9K"),  # the best pair, not the other trips
        ("Ac Ad Ah As Kc Kd Kh Ks", "four-of-a-kind", "AK"),
        ("7c 7d 7h 7s 2c 9c Jc Qc", "four-of-a-kind", "7Q"),  # quads beat the flush beside them
        ("Ac 2c 3c 4c 5c 6d 7h 8s", "straight-flush", "5432A"),  # the wheel, in one suit
        ("Ac 2c 3c 4c 5c 6c 7h 8s", "straight-flush", "65432"),
        ("2c 3d 4h 5s 6c 7d 8h Ts", "straight", "87654"),
        ("Kd Kh 8s 8d 3c 3d Qs Qh", "two-pair", "KQ8"),
    ],
)
def test_eight_cards_are_valued_as_their_best_five(cards: str, category: str, ranks: str) -> None:
    """Seven cards and a common card: the most a stud hand is valued from."""
    worth = hand_value(cards.split(), STUD)
    assert worth == p.HandValue(category=p.HandCategory(category), ranks=list(ranks))


def test_the_best_five_are_found_without_valuing_every_five() -> None:
    """The harness reads the best five from ranks and suits; valuing every five agrees."""
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    rng = random.Random(20261128)
    for _ in range(1500):
        cards = rng.sample(deck[: rng.choice((20, 52))], rng.choice((5, 6, 7, 8)))
        fives = (hand_values.five_card_value(five) for five in combinations(cards, 5))
        category, ranks = max(fives, key=hand_values._strength)
        assert hand_values.best_value(cards) == (category, ranks), cards
