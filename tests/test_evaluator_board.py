"""Stud board ranking for the order of action, and the bring-in door card."""

from __future__ import annotations

import pytest

from pokercert.engine.board import (
    BoardLevel,
    board_rank,
    board_rank_by_suit,
    bring_in_index,
    door_card_low_key,
    highest_boards,
    suit_tiebreak,
)
from pokercert.engine.evaluator import parse_card, parse_cards

SOURCE_002 = "cdhs"  # clubs, diamonds, hearts, spades, low to high


def board(text: str) -> list[int]:
    return parse_cards(text)


def test_only_pairs_trips_quads_and_high_cards_count() -> None:
    assert board_rank(board("5h 6h 7h 8h")).level is BoardLevel.HIGH_CARD  # no straight flush
    assert board_rank(board("Kh Kd 7s 2c")).level is BoardLevel.PAIR
    assert board_rank(board("Kh Kd 7s 7c")).level is BoardLevel.TWO_PAIR
    assert board_rank(board("7h 7d 7s 2c")).level is BoardLevel.THREE_OF_A_KIND
    assert board_rank(board("7h 7d 7s 7c")).level is BoardLevel.FOUR_OF_A_KIND


def test_board_order() -> None:
    ordered = ["Ah Kd Qs Jc", "2h 2d 3s 4c", "2h 2d 3s 3c", "2h 2d 2s 3c", "2h 2d 2s 2c"]
    ranks = [board_rank(board(b)) for b in ordered]
    assert ranks == sorted(ranks)
    # a straight on board is only its high cards
    assert board_rank(board("9h Td Js Qc")) < board_rank(board("Kh 2d 3s 4c"))
    # kickers after the pair, then by descending rank
    assert board_rank(board("Kh Kd 7s")) > board_rank(board("Ks Kc 6s"))
    assert board_rank(board("Kh Kd 7s 2c")).ranks == (11, 5, 0)
    assert board_rank(board("As")) > board_rank(board("Kc"))


def test_equal_boards_tie_on_ranks_and_are_left_to_position() -> None:
    a, b = board("Kh 7d"), board("Kd 7s")
    assert board_rank(a) == board_rank(b)
    assert highest_boards([board("2c 3d"), a, b]) == [1, 2]  # caller picks by position


def test_suit_order_breaks_ties_by_the_highest_card() -> None:
    a, b = board("Kh 7s"), board("Kd 7c")
    assert suit_tiebreak(a, SOURCE_002) == 2 and suit_tiebreak(b, SOURCE_002) == 1
    assert highest_boards([b, a], SOURCE_002) == [1]
    # the highest card of a paired board is in the pair, highest suit first
    assert highest_boards([board("7s 7d 2c"), board("7h 7c 2s")], SOURCE_002) == [0]
    # the order may come as a profile's list of suit letters
    assert highest_boards([b, a], ["c", "d", "h", "s"]) == [1]
    # another suit order reverses it
    assert highest_boards([board("7s 7d 2c"), board("7h 7c 2s")], "sdch") == [1]
    assert board_rank_by_suit(a, SOURCE_002) > board_rank_by_suit(b, SOURCE_002)
    # ranks still come before suits
    assert highest_boards([board("Ac Kd"), board("As Qd")], SOURCE_002) == [0]


def test_door_card_low_key() -> None:
    two_clubs, two_spades, ace = parse_card("2c"), parse_card("2s"), parse_card("Ah")
    assert door_card_low_key(two_clubs, SOURCE_002) < door_card_low_key(two_spades, SOURCE_002)
    assert door_card_low_key(two_spades, "scdh") < door_card_low_key(two_clubs, "scdh")
    assert door_card_low_key(ace, SOURCE_002) > door_card_low_key(parse_card("Ks"), SOURCE_002)
    assert door_card_low_key(ace, SOURCE_002, ace_low=True) < door_card_low_key(
        two_clubs, SOURCE_002
    )
    # the deuce of clubs always brings in under source 002
    doors = [parse_card(c) for c in ("3c", "2d", "2c", "Ah")]
    assert bring_in_index(doors, SOURCE_002) == 2
    assert bring_in_index(doors, SOURCE_002, ace_low=True) == 3


@pytest.mark.parametrize("order", ["cdh", "cdhh", "cdhx", ""])
def test_bad_suit_orders_are_named(order: str) -> None:
    with pytest.raises(ValueError, match="suit order"):
        door_card_low_key(0, order)


def test_bad_boards_are_named() -> None:
    with pytest.raises(ValueError, match="1 to 4 upcards"):
        board_rank(board("2c 3c 4c 5c 6c"))
    with pytest.raises(ValueError, match="duplicate"):
        board_rank([5, 5])
    with pytest.raises(ValueError, match="duplicate door cards"):
        bring_in_index([5, 5], SOURCE_002)
