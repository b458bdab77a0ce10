"""What the two draw games share: the five-card hand, the betting kinds and the draw itself.

Five-card draw (:mod:`pokercert.engine.draw`) and 2-7 triple draw
(:mod:`pokercert.engine.triple_draw`) differ in how a hand opens, is bet and is
won, but a draw is the same act in both: the player names the cards he throws,
each one from his hand and each once, or stands pat.
"""

from __future__ import annotations

from collections.abc import Sequence

from pokercert import protocol as p
from pokercert.engine.betting import IllegalAction, Option
from pokercert.engine.cards import Card, card_text, parse_card

HAND_SIZE = 5
"""Five cards each, face down, in both games (TD: "Cada jugador recibe cinco cartas privadas")."""

A = p.ActionKind
BETTING_KINDS = frozenset({A.FOLD, A.CHECK, A.CALL, A.BET, A.RAISE})
"""The actions of a betting round (no bring-in, no completion in the draw games)."""

DRAW_LEGAL = (Option(A.DRAW, max_cards=HAND_SIZE), Option(A.STAND_PAT))
"""The choices of the player whose turn it is to draw."""


def parse_discards(hand: Sequence[Card], cards: Sequence[str] | None) -> list[Card]:
    """The discards of a draw, checked against the hand; raises IllegalAction naming the problem."""
    if not cards:
        raise IllegalAction(
            "a draw names at least one discard; a player keeping all five stands pat"
        )
    if len(cards) > HAND_SIZE:
        raise IllegalAction(f"a draw discards at most {HAND_SIZE} cards, not {len(cards)}")
    thrown: list[Card] = []
    for text in cards:
        if text == "??":
            raise IllegalAction("a discard must name its card, not '??'")
        try:
            card = parse_card(text)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from exc
        if card not in hand:
            held = " ".join(card_text(c) for c in hand)
            raise IllegalAction(f"{text} is not in the hand ({held})")
        if card in thrown:
            raise IllegalAction(f"{text} is discarded twice")
        thrown.append(card)
    return thrown
