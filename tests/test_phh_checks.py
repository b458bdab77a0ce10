"""PHH files that do not describe a hand pokercert can replay are refused by name.

Each test writes a small hand inline: a field of the wrong shape, a draw whose replacements
do not match its discards, a stud street dealt to the wrong players, a card dealt from a
rebuilt stub that was not in it.  Refusals are bad input (``PhhError``, exit 2) raised
before anything is sent; a stacked deck that makes the implementation deal another card
than the file names stops the replay at that action.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pokercert.adapters.reference import ReferenceDriver
from pokercert.cli import main
from pokercert.phh import (
    CANONICAL_DECK,
    Conversion,
    PhhError,
    convert,
    parse_history,
    replay_history,
)
from pokercert.spec_loader import load_profile

DRAW_FIELDS = {
    "variant": '"F2L3D"',
    "antes": "[0, 0]",
    "blinds_or_straddles": "[5, 10]",
    "small_bet": "10",
    "big_bet": "20",
    "starting_stacks": "[300, 300]",
}
STUD_FIELDS = {
    "variant": '"F7S"',
    "antes": "[2, 2, 2]",
    "bring_in": "3",
    "small_bet": "10",
    "big_bet": "20",
    "starting_stacks": "[200, 200, 200]",
}
# heads-up: p2 (button, small blind) opens, p1 stands pat, p2 throws Ks for Qs and folds
DRAW_ACTIONS = [
    "d dh p1 7c6c5d3h2s",
    "d dh p2 9d7d5h4cKs",
    "p2 cc",
    "p1 cc",
    "p1 sd",
    "p2 sd Ks",
    "d dh p2 Qs",
    "p1 cbr 10",
    "p2 f",
]
# three players; p1 folds on fifth street, p2 on the fifth street bet after him
STUD_ACTIONS = [
    "d dh p1 AsKh2d",
    "d dh p2 2s9d2h",
    "d dh p3 AhQcKc",
    "p1 pb",
    "p2 cbr 10",
    "p3 cc",
    "p1 cc",
    "d dh p1 7s",
    "d dh p2 2c",
    "d dh p3 Kd",
    "p3 cbr 10",
    "p1 cc",
    "p2 cc",
    "d dh p1 8h",
    "d dh p2 3s",
    "d dh p3 4c",
    "p3 cbr 20",
    "p1 f",
    "p2 f",
]


def _phh(fields: dict[str, str], actions: list[str], **changes: str | None) -> str:
    """A PHH file: ``fields`` with ``changes`` (None leaves a field out), then the actions."""
    merged = {**fields, **changes}
    lines = [f"{name} = {value}" for name, value in merged.items() if value is not None]
    lines.append("actions = [" + ", ".join(f'"{a}"' for a in actions) + "]")
    return "\n".join(lines) + "\n"


def _convert(text: str) -> Conversion:
    history = parse_history(text, "hand.phh")
    profile = load_profile(history.profile)
    return convert(history, profile.parameters.model_dump(mode="json"), profile.id)


def test_the_valid_hands_here_replay() -> None:
    """The hands the other tests spoil are themselves good."""
    draw = _phh(DRAW_FIELDS, DRAW_ACTIONS, finishing_stacks="[310, 290]")
    stud = _phh(STUD_FIELDS, STUD_ACTIONS, finishing_stacks="[178, 178, 244]")
    for text in (draw, stud):
        outcome = replay_history(_convert(text), ReferenceDriver(), "hand.phh")
        assert outcome.matched, (outcome.problem, outcome.differences())


# --------------------------------------------------------------------------- draws


@pytest.mark.parametrize(
    ("discard", "deal", "said"),
    [
        ("p2 sd Ks9d", "d dh p2 Qs", "deals p2 1 card, but p2 discards 2 cards at action 6"),
        ("p2 sd Ks", "d dh p2 QsQd", "deals p2 2 cards, but p2 discards 1 card at action 6"),
        ("p2 sd", "d dh p2 Qs", "deals p2 1 card, but p2 stands pat at action 6 'p2 sd'"),
    ],
)
def test_a_draw_deals_as_many_cards_as_were_thrown(discard: str, deal: str, said: str) -> None:
    actions = [
        discard if a == "p2 sd Ks" else deal if a == "d dh p2 Qs" else a for a in DRAW_ACTIONS
    ]
    with pytest.raises(PhhError, match=rf"action 7 '{deal}' {said}"):
        parse_history(_phh(DRAW_FIELDS, actions), "hand.phh")


def test_a_discard_never_replaced_is_refused() -> None:
    actions = [a for a in DRAW_ACTIONS if a != "d dh p2 Qs"]
    with pytest.raises(PhhError, match=r"action 6 'p2 sd Ks': p2 discards 1 card but is dealt"):
        parse_history(_phh(DRAW_FIELDS, actions), "hand.phh")


def test_a_draw_replay_exits_2_naming_the_action(tmp_path: Path) -> None:
    actions = ["p2 sd Ks9d" if a == "p2 sd Ks" else a for a in DRAW_ACTIONS]
    path = tmp_path / "hand.phh"
    path.write_text(_phh(DRAW_FIELDS, actions, finishing_stacks="[310, 290]"))
    assert main(["replay", str(path)]) == 2


# six-handed: the deck runs out at p5's draw; the stub is rebuilt from the 20 cards thrown
# before him, without his 8c8d8h, and p6 draws after him from that stub
RESHUFFLE_FIELDS = {
    **DRAW_FIELDS,
    "antes": "[0, 0, 0, 0, 0, 0]",
    "blinds_or_straddles": "[5, 10, 0, 0, 0, 0]",
    "starting_stacks": "[500, 500, 500, 500, 500, 500]",
    "finishing_stacks": "[550, 490, 490, 490, 490, 490]",
}
RESHUFFLE_ACTIONS = [
    "d dh p1 KcKdKhKsQc",
    "d dh p2 QdQhQsJcJd",
    "d dh p3 JhJsTcTdTh",
    "d dh p4 Ts9c9d9h9s",
    "d dh p5 8c8d8hAc3c",
    "d dh p6 AdAhAs4c5c",
    *(f"p{n} cc" for n in (3, 4, 5, 6, 1, 2)),
    "p1 sd KcKdKhKsQc",
    "d dh p1 2c3d4d5d7d",
    "p2 sd QdQhQsJcJd",
    "d dh p2 2d3h4h6h8s",
    "p3 sd JhJsTcTdTh",
    "d dh p3 2h3s4s6s7s",
    "p4 sd Ts9c9d9h9s",
    "d dh p4 2s6c7c5h7h",
    "p5 sd 8c8d8h",
    "d dh p5 5s6d9c",
    "p6 sd 4c5c",
    "d dh p6 QdKc",
    "p1 cbr 10",
    *(f"p{n} f" for n in (2, 3, 4, 5, 6)),
]


def test_a_card_from_the_rebuilt_stub_is_read() -> None:
    text = _phh(RESHUFFLE_FIELDS, RESHUFFLE_ACTIONS)
    conversion = _convert(text)
    assert conversion.setup.reshuffled_stub == ["9c", "Qd", "Kc"]
    outcome = replay_history(conversion, ReferenceDriver(), "hand.phh")
    assert outcome.matched, outcome.problem


def test_a_card_thrown_after_the_stub_was_rebuilt_cannot_come_from_it() -> None:
    """p5 threw 8c after the stub was rebuilt (CF-052, CF-053 A): p6 cannot draw it."""
    actions = ["d dh p6 8cQd" if a == "d dh p6 QdKc" else a for a in RESHUFFLE_ACTIONS]
    with pytest.raises(
        PhhError, match=r"action 24 'd dh p6 8cQd': p6 is dealt 8c from the rebuilt"
    ):
        _convert(_phh(RESHUFFLE_FIELDS, actions))


def test_a_replay_stops_where_the_implementation_deals_another_card() -> None:
    """The stacked deck must deal the file's cards; another card is never played silently."""
    conversion = _convert(_phh(DRAW_FIELDS, DRAW_ACTIONS, finishing_stacks="[310, 290]"))
    deck = list(conversion.setup.deck or [])
    spare = next(c for c in CANONICAL_DECK if c not in deck)
    deck[deck.index("Qs")] = spare  # p2's replacement, in a hand that ends without a show
    conversion.setup = conversion.setup.model_copy(update={"deck": deck})
    outcome = replay_history(conversion, ReferenceDriver(), "hand.phh")
    assert not outcome.matched
    assert outcome.problem == (
        f"after 'p2 sd Ks', the implementation dealt p2 {spare}, which the history does not "
        "deal p2 (it deals 9d 7d 5h 4c Ks Qs): the stacked deck did not deal the recorded cards"
    )


# --------------------------------------------------------------------------- stud


def test_a_stud_card_to_a_folded_player_is_refused() -> None:
    actions = [*STUD_ACTIONS[:-1], "d dh p1 Jh", "p2 f"]
    with pytest.raises(PhhError, match=r"action 19 'd dh p1 Jh' deals a card to p1, who folded"):
        parse_history(_phh(STUD_FIELDS, actions), "hand.phh")


@pytest.mark.parametrize("left_out", ["d dh p1 7s", "d dh p2 2c"])
def test_every_live_stud_player_gets_a_card_each_street(left_out: str) -> None:
    actions = [a for a in STUD_ACTIONS if a != left_out]
    player = left_out.split()[2]
    with pytest.raises(PhhError, match=rf"action 8 '.*' gives no card to {player}, still in"):
        parse_history(_phh(STUD_FIELDS, actions), "hand.phh")


# --------------------------------------------------------------------------- fields


@pytest.mark.parametrize(
    ("fields", "changes", "message"),
    [
        (DRAW_FIELDS, {"finishing_stacks": "[390, 210, 0]"}, "finishing_stacks has 3 entries"),
        (DRAW_FIELDS, {"finishing_stacks": "[]"}, "finishing_stacks has 0 entries for 2"),
        (DRAW_FIELDS, {"players": '["a", "b", "c"]'}, "players has 3 entries for 2 players"),
        (DRAW_FIELDS, {"players": '"ab"'}, "players must be a list of names"),
        (DRAW_FIELDS, {"players": "[1, 2]"}, "players must be a list of names"),
        (DRAW_FIELDS, {"starting_stacks": "[300, -300]"}, "starting_stacks .*cannot be negative"),
        (STUD_FIELDS, {"antes": "[-2, -2, -2]"}, "antes .*cannot be negative"),
        (DRAW_FIELDS, {"blinds_or_straddles": "[-5, 10]"}, "blinds_or_straddles .*negative"),
        (DRAW_FIELDS, {"finishing_stacks": "[-1, 601]"}, "finishing_stacks .*negative"),
        (DRAW_FIELDS, {"starting_stacks": "[300, 0]"}, "starting_stacks .*starts with chips"),
        (DRAW_FIELDS, {"small_bet": "0"}, "small_bet must be more than 0"),
        (DRAW_FIELDS, {"big_bet": "0"}, "big_bet must be more than 0"),
        (STUD_FIELDS, {"blinds_or_straddles": "[5, 10, 0]"}, "F7S\\) has no blinds"),
        (DRAW_FIELDS, {"bring_in": "3"}, "bring_in 3: a draw game \\(F2L3D\\) has no bring-in"),
    ],
)
def test_a_field_of_the_wrong_shape_is_refused_by_name(
    fields: dict[str, str], changes: dict[str, str], message: str
) -> None:
    actions = DRAW_ACTIONS if fields is DRAW_FIELDS else STUD_ACTIONS
    with pytest.raises(PhhError, match=message):
        parse_history(_phh(fields, actions, **changes), "hand.phh")


def test_forced_bets_of_nothing_are_read() -> None:
    """Zeros where the game has no such bet are what writers put there (PokerKit, export)."""
    parse_history(_phh(STUD_FIELDS, STUD_ACTIONS, blinds_or_straddles="[0, 0, 0]"), "h.phh")
    parse_history(_phh(DRAW_FIELDS, DRAW_ACTIONS, bring_in="0"), "h.phh")


def test_finishing_stacks_of_the_wrong_length_are_bad_input_before_the_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(_phh(DRAW_FIELDS, DRAW_ACTIONS, finishing_stacks="[310, 290, 0]"))
    assert main(["replay", str(path)]) == 2
    assert "finishing_stacks has 3 entries for 2 players" in capsys.readouterr().err
