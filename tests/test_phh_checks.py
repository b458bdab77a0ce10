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
    Conversion,
    PhhError,
    convert,
    parse_history,
    replay_history,
)
from pokercert.protocol import CANONICAL_DECK
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
        f"after action 6 'p2 sd Ks', the implementation dealt p2 {spare}, which the history does "
        "not deal p2 (it deals 9d 7d 5h 4c Ks Qs): the stacked deck did not deal the recorded cards"
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
        (STUD_FIELDS, {"bring_in": "0"}, "bring_in 0: seven-card stud \\(F7S\\) needs a bring-in"),
        (
            DRAW_FIELDS,
            {"antes": "[1, 1]"},
            "antes \\[1, 1\\]: 2-7 triple draw \\(F2L3D\\) has blinds",
        ),
        (STUD_FIELDS, {"big_bet": "5"}, "big_bet 5 is below small_bet 10"),
        (DRAW_FIELDS, {"starting_stacks": "[1e30, 300]"}, "more chips than the protocol carries"),
        (DRAW_FIELDS, {"starting_stacks": "[9007199254740992, 300]"}, "at most 9007199254740991"),
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


# --------------------------------------------------------------------------- run-out hands

WRITTEN = Path(__file__).parent / "data" / "phh" / "written"


def _written(name: str) -> str:
    return (WRITTEN / name).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "name", ["f7s-7p-reshuffle-unknown.phh", "f7s-8p-folds-reshuffle-unknown.phh"]
)
def test_an_unknown_card_from_a_rebuilt_stud_stub_replays(name: str) -> None:
    """The new stub holds only cards nobody names: a ``??`` it deals gets one of them
    (it was a KeyError, or '?? is dealt twice')."""
    history = parse_history(_written(name), name)
    conversion = _convert(_written(name))
    stub = conversion.setup.reshuffled_stub or []
    deck = conversion.setup.deck or []
    assert stub and "??" not in stub + deck and len(set(deck)) == 52
    named = {c for a in history.actions for c in a.cards or () if c != "??"}
    mucked = (history.size - 1, history.size)  # written ??, their seventh card too
    seventh = [conversion.dealt[pl][-1] for pl in mucked]
    assert set(seventh) <= set(stub) and not set(seventh) & named, (seventh, stub)
    outcome = replay_history(conversion, ReferenceDriver(), name)
    assert outcome.matched, (outcome.problem, outcome.differences())


def test_an_unexpected_converter_fault_names_the_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fault of the converter is a PhhError naming the file, never a bare KeyError."""
    import pokercert.phh as phh

    def broken(*_: object, **__: object) -> None:
        raise KeyError((4, 6))

    monkeypatch.setattr(phh, "stacked_cards", broken)
    with pytest.raises(PhhError, match=r"^hand\.phh: pokercert could not convert .*KeyError"):
        _convert(_phh(DRAW_FIELDS, DRAW_ACTIONS))


@pytest.mark.parametrize("order", ["dealer", "pokerkit"])
def test_a_stub_rebuilt_twice_is_stacked_rebuild_by_rebuild(order: str) -> None:
    """Each rebuild takes the listed cards in its pile first (the engine's rebuilt_stub), so
    the cards of both rebuilds are listed in the order they come out (it was refused as
    'the stub is rebuilt once')."""
    conversion = _convert(_written(f"td-stub-rebuilt-twice-{order}-order.phh"))
    stub = conversion.setup.reshuffled_stub or []
    assert len(stub) == len(set(stub)) == 25 + 25 + 25 + 5 - 52  # 5-card draws past 30 dealt
    outcome = replay_history(conversion, ReferenceDriver(), "hand.phh")
    assert outcome.matched, (outcome.problem, outcome.differences())


def test_a_card_dealt_from_two_rebuilt_stubs_is_refused_as_unstackable() -> None:
    """The setup's reshuffled_stub names each card once: a card dealt from one rebuilt stub,
    thrown, and dealt again from the next cannot be stacked, and the refusal says so rather
    than call the file malformed."""
    from pokercert.phh import Action, _RebuiltStubs

    deal = Action("d dh p3 9s", 3, "dh", cards=("9s",), number=40)
    history = parse_history(_phh(DRAW_FIELDS, DRAW_ACTIONS), "hand.phh")
    stubs = _RebuiltStubs(history, dead=["9s"])
    stubs.rebuild_if_empty(deal, [], 1)
    stubs.check(deal, "9s")
    stubs.dealt.append("9s")
    stubs.dead = ["9s"]  # thrown again after the first rebuild
    stubs.rebuild_if_empty(deal, [], 1)
    with pytest.raises(PhhError, match=r"action 40 .*9s from rebuilt stub 2, and an earlier .*"
                       r"more than once, and pokercert cannot stack"):  # fmt: skip
        stubs.check(deal, "9s")


# --------------------------------------------------------------------------- stud streets


def _stud_to_seventh(*extra: str) -> list[str]:
    """Three players check to seventh street, then ``extra``."""
    streets = [["d dh p1 7s", "d dh p2 2c", "d dh p3 Kd"], ["d dh p1 8h", "d dh p2 3s",
               "d dh p3 4c"], ["d dh p1 9h", "d dh p2 3d", "d dh p3 5c"],
               ["d dh p1 Th", "d dh p2 3h", "d dh p3 6c"]]  # fmt: skip
    actions = STUD_ACTIONS[:7]
    for street in streets:
        actions = [*actions, *street, "p3 cc", "p1 cc", "p2 cc"]
    return [*actions, *extra]


def test_a_stud_hand_to_seventh_street_is_read() -> None:
    parse_history(_phh(STUD_FIELDS, _stud_to_seventh()), "hand.phh")


def test_a_card_after_seventh_street_is_refused() -> None:
    actions = _stud_to_seventh("d dh p1 Jh", "d dh p2 Jd", "d dh p3 Js")
    with pytest.raises(PhhError, match=r"action \d+ 'd dh p1 Jh' deals after seventh street"):
        parse_history(_phh(STUD_FIELDS, actions), "hand.phh")


def test_a_second_common_card_is_refused() -> None:
    actions = [*_stud_to_seventh()[:-12], "d db Jh", "d db Jd"]
    with pytest.raises(
        PhhError, match=r"action 21 'd db Jd' turns a second common card .*action 20 'd db Jh'"
    ):
        parse_history(_phh(STUD_FIELDS, actions), "hand.phh")


def test_a_folded_hand_s_card_from_the_new_stub_is_named() -> None:
    """p2 folded 2c on fourth street: the new stub (burns, last card) cannot deal it again."""
    text = _written("f7s-8p-folds-reshuffle-unknown.phh").replace('"d dh p7 ??"', '"d dh p7 2c"')
    with pytest.raises(
        PhhError,
        match=r"action \d+ 'd dh p7 2c' deals p7 2c from the new stub, but action 2 'd dh p2 "
        r"AcKc2c' dealt it already to p2, who folded at action \d+ 'p2 f'",
    ):
        _convert(text)


def test_a_common_card_dealt_before_is_named() -> None:
    text = _written("f7s-common-card-odd-chip.phh").replace('"d db 9d"', '"d db Ac"')
    with pytest.raises(PhhError, match=r"'d db Ac' turns Ac.*action 1 'd dh p1 AcKd2c' dealt"):
        _convert(text)


# --------------------------------------------------------------------------- split replacements


def test_a_replacement_written_in_two_lines_is_read_as_one() -> None:
    """A recorder may note a reshuffle between two lines of one replacement."""
    actions = [*DRAW_ACTIONS[:5], "p2 sd Ks9d", "d dh p2 Qs", "d dh p2 Qd", *DRAW_ACTIONS[7:]]
    text = _phh(DRAW_FIELDS, actions, finishing_stacks="[310, 290]")
    outcome = replay_history(_convert(text), ReferenceDriver(), "hand.phh")
    assert outcome.matched, (outcome.problem, outcome.differences())


def test_a_replacement_in_two_lines_still_adds_up_to_the_discard() -> None:
    actions = [*DRAW_ACTIONS[:5], "p2 sd Ks9d7d", "d dh p2 Qs", "d dh p2 Qd", *DRAW_ACTIONS[7:]]
    with pytest.raises(PhhError, match=r"action 7 'd dh p2 Qs; d dh p2 Qd' deals p2 2 cards"):
        parse_history(_phh(DRAW_FIELDS, actions), "hand.phh")


# --------------------------------------------------------------------------- amounts and blinds


@pytest.mark.parametrize("amount", ["1e30", "9007199254740992"])
def test_a_bet_beyond_what_the_protocol_carries_is_refused_by_name(amount: str) -> None:
    actions = [a if a != "p2 cbr 10" else f"p2 cbr {amount}" for a in STUD_ACTIONS]
    with pytest.raises(PhhError, match="more chips than the protocol carries"):
        parse_history(_phh(STUD_FIELDS, actions), "hand.phh")


THREE_HANDED_DRAW = {**DRAW_FIELDS, "antes": "[0, 0, 0]", "starting_stacks": "[300, 300, 300]"}
THREE_HANDED_ACTIONS = [
    "d dh p1 7c6c5d3h2s",
    "d dh p2 9d7d5h4cKs",
    "d dh p3 AhKdQsJc9h",
    "p3 f",
    "p1 f",
]


@pytest.mark.parametrize(
    ("blinds", "message"),
    [
        ("[0, 5, 10]", "p1 posts the small blind and p2 the big blind, and nobody else"),
        ("[5, 10, 10]", "p1 posts the small blind and p2 the big blind, and nobody else"),
        ("[10, 5, 0]", "the small blind 10 is larger than the big blind 5"),
    ],
)
def test_blinds_are_read_from_the_seats_that_post_them(blinds: str, message: str) -> None:
    text = _phh(THREE_HANDED_DRAW, THREE_HANDED_ACTIONS, blinds_or_straddles=blinds)
    with pytest.raises(PhhError, match=message):
        _convert(text)


def test_blinds_in_their_seats_replay() -> None:
    text = _phh(
        THREE_HANDED_DRAW,
        THREE_HANDED_ACTIONS,
        blinds_or_straddles="[5, 10, 0]",
        finishing_stacks="[295, 305, 300]",
    )
    outcome = replay_history(_convert(text), ReferenceDriver(), "hand.phh")
    assert outcome.matched, (outcome.problem, outcome.differences())


@pytest.mark.parametrize("amount", ["0", "2"])
def test_a_cbr_below_the_bring_in_is_sent_as_a_completion_and_refused(amount: str) -> None:
    actions = [a if a != "p2 cbr 10" else f"p2 cbr {amount}" for a in STUD_ACTIONS]
    outcome = replay_history(_convert(_phh(STUD_FIELDS, actions)), ReferenceDriver(), "hand.phh")
    assert outcome.problem is not None and f"'p2 cbr {amount}' was refused" in outcome.problem


# --------------------------------------------------------------------------- shows


def test_a_folded_player_has_nothing_to_show() -> None:
    with pytest.raises(PhhError, match="p1 folded \\('p1 f'\\); a folded hand is dead"):
        _convert(_phh(STUD_FIELDS, [*STUD_ACTIONS, "p1 sm AsKh2d7s8h"]))


def test_a_show_after_the_hand_ended_names_only_the_player_s_own_cards() -> None:
    """p3 wins when the others fold; a show after that is not sent, so the file is checked."""
    with pytest.raises(PhhError, match="'p3 sm 2s9d2hAh' shows 2s, which the history never"):
        _convert(_phh(STUD_FIELDS, [*STUD_ACTIONS, "p3 sm 2s9d2hAh"]))
    own = _convert(_phh(STUD_FIELDS, [*STUD_ACTIONS, "p3 sm AhQcKcKd4c"]))
    outcome = replay_history(own, ReferenceDriver(), "hand.phh")
    assert outcome.skipped == ["p3 sm AhQcKcKd4c"]


def test_a_cbr_of_the_bring_in_below_a_short_completion_is_no_call() -> None:
    """p2 completes all in for 4 over a bring-in of 3: p3's 'cbr 3' is below the bet of 4,
    so it is no call but the completion it claims, and the implementation refuses it."""
    actions = [*STUD_ACTIONS[:4], "p2 cbr 4", "p3 cbr 3"]
    text = _phh(STUD_FIELDS, actions, starting_stacks="[200, 6, 200]")
    outcome = replay_history(_convert(text), ReferenceDriver(), "h.phh")
    assert outcome.problem is not None and "'p3 cbr 3' was refused" in outcome.problem


def test_a_common_card_is_never_written_in_a_show() -> None:
    written = Path(__file__).parent / "data" / "phh" / "written" / "f7s-common-card-odd-chip.phh"
    text = written.read_text().replace('"p3 sm AhAs4cKhKs4d"', '"p3 sm AhAs4cKhKs4d9d"')
    with pytest.raises(PhhError, match="shows 9d, the common card"):
        _convert(text)
