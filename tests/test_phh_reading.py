"""What the PHH specification allows that a recorder may write: no-ops, floats, heads-up blinds."""

from __future__ import annotations

import pytest

from pokercert.phh import PhhError, blind_posts, deal_groups, is_no_op, parse_history

HAND = """
variant = 'F7S'
antes = [1, 1, 1]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = ['# third street', 'd dh p1 2c3dKs', 'd dh p2 4h5dQs', 'd dh p3 6c7dAs # door cards',
           'p2 pb', '', '   ', 'p3 cbr 2', 'p1 f', 'p2 f']
finishing_stacks = [99, 97, 104]
"""


def test_no_ops_are_left_out() -> None:
    assert is_no_op("") and is_no_op("   ") and is_no_op("# burn card 6s is exposed")
    assert not is_no_op("p1 f # folds")
    history = parse_history(HAND, "h.phh")
    assert [a.text for a in history.actions][:3] == [
        "d dh p1 2c3dKs",
        "d dh p2 4h5dQs",
        "d dh p3 6c7dAs # door cards",
    ]
    assert len(history.actions) == 7


def test_whole_amounts_written_as_floats_are_read() -> None:
    text = (
        HAND.replace("antes = [1, 1, 1]", "antes = [1.0, 1.0, 1.0]")
        .replace("starting_stacks = [100, 100, 100]", "starting_stacks = [100.0, 100, 100]")
        .replace("small_bet = 2", "small_bet = 2.0")
        .replace("'p3 cbr 2'", "'p3 cbr 2.0'")
    )
    history = parse_history(text, "h.phh")
    assert history.antes == (1, 1, 1) and history.starting_stacks == (100, 100, 100)
    assert history.small_bet == 2
    assert [a.amount for a in history.actions if a.verb == "cbr"] == [2]


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("starting_stacks = [100, 100, 100]", "starting_stacks = [100.5, 100, 100]", "fractions"),
        ("starting_stacks = [100, 100, 100]", "starting_stacks = [inf, 100, 100]", "inf"),
        ("small_bet = 2", "small_bet = 2.5", "small_bet must be a whole number"),
        ("'p3 cbr 2'", "'p3 cbr 2.5'", "unsupported action"),
    ],
)
def test_fractions_of_a_chip_are_named(old: str, new: str, message: str) -> None:
    with pytest.raises(PhhError, match=message) as info:
        parse_history(HAND.replace(old, new), "h.phh")
    assert str(info.value).startswith("h.phh")


DRAW = """
variant = 'F2L3D'
antes = [0, 0]
blinds_or_straddles = [1, 2]
small_bet = 2
big_bet = 4
starting_stacks = [50, 50]
actions = ['d dh p1 6c9d2dJc9c', 'd dh p2 Kc7dJs3h5s', 'p2 cc', 'p1 cc',
           'p1 sd 9d2d', 'p2 sd Js', 'd dh p1 2cQc', 'd dh p2 2h',
           'p1 sd 9c', 'p2 sd', 'd dh p1 4d']
"""


def test_heads_up_the_button_posts_the_small_blind() -> None:
    history = parse_history(DRAW, "h.phh")
    assert blind_posts(history) == {1: 2, 2: 1}
    three = parse_history(
        DRAW.replace("[0, 0]", "[0, 0, 0]")
        .replace("[1, 2]", "[1, 2, 0]")
        .replace("[50, 50]", "[50, 50, 50]")
        .replace("'d dh p2 Kc7dJs3h5s',", "'d dh p2 Kc7dJs3h5s', 'd dh p3 AsKsQsJsTs', 'p3 f',"),
        "h.phh",
    )
    assert blind_posts(three) == {1: 1, 2: 2}


def test_a_draw_that_follows_a_draw_is_a_new_deal() -> None:
    history = parse_history(DRAW, "h.phh")
    groups = [[history.actions[i].text for i in group] for group in deal_groups(history)]
    assert groups == [
        ["d dh p1 6c9d2dJc9c", "d dh p2 Kc7dJs3h5s"],
        ["d dh p1 2cQc", "d dh p2 2h"],
        ["d dh p1 4d"],
    ]
