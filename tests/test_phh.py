"""PHH hand histories: reading, conversion to protocol messages, and replay of the real hands."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from pokercert import protocol as p
from pokercert.phh import (
    HandHistory,
    PhhError,
    convert,
    deal_rounds,
    parse_action,
    parse_history,
    read_history,
    replay_history,
    stacked_deck,
)
from pokercert.spec_loader import load_profile

DATA = Path(__file__).parent / "data" / "phh"
REFUSED = DATA / "written" / "refused"  # illegal and malformed hands: tests/test_phh_written.py
FILES = sorted(path for path in DATA.rglob("*.phh") if path.parent != REFUSED)

STUD = """
variant = 'F7S'
antes = [10, 10, 10]
bring_in = 10
small_bet = 40
big_bet = 80
starting_stacks = [1000, 1000, 1000]
actions = ['d dh p1 2c3c4c', 'd dh p2 5d6d7d', 'd dh p3 8h9hTh', 'p1 pb', 'p2 cc',
           'p3 cbr 40', 'p1 cbr 80', 'p2 f', 'p3 cc', 'd dh p1 Js', 'd dh p3 Qs', 'p3 cc',
           'p1 cbr 40', 'p3 cbr 80 # a comment', 'p1 cc', 'p1 sm 2c3c4cJs', 'p3 sm']
finishing_stacks = [1200, 960, 840]
players = ['Ann', 'Bob', 'Cy']
"""

DRAW = """
variant = 'F2L3D'
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
small_bet = 10
big_bet = 20
starting_stacks = [500, 500, 500]
actions = ['d dh p1 ??????????', 'd dh p2 Kh7c6d2c??', 'd dh p3 AsAd6h3h2h',
           'p3 cbr 20', 'p1 f', 'p2 cc',
           'p2 sd Kh??', 'p3 sd AsAd', 'd dh p2 5s3d', 'd dh p3 7d2s',
           'p2 cc', 'p3 cbr 10', 'p2 cc',
           'p2 sd', 'p3 sd', 'p2 cc', 'p3 cc', 'p2 sd', 'p3 sd 2s', 'd dh p3 4d',
           'p2 cc', 'p3 cc', 'p3 sm 6h3h7d4d2h', 'p2 sm 7c6d2c5s3d']
"""


def test_actions_are_parsed() -> None:
    assert parse_action("p3 cbr 500000", "x").amount == 500000
    assert parse_action("d dh p2 Kh??", "x").cards == ("Kh", "??")
    assert parse_action("p1 sd", "x").cards == ()
    assert parse_action("p1 sm AsKd # shows", "x").cards == ("As", "Kd")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("d xx AsKs", "unsupported dealer action"),
        ("d db", "unsupported dealer action"),
        ("p1 xx", "unsupported action"),
        ("p1 cbr lots", "unsupported action"),
        ("q1 f", "cannot read action"),
        ("d dh p1 AsK", "not a list of two-character cards"),
        ("d dh p1 AsKx", "'Kx' is not a card"),
    ],
)
def test_bad_actions_are_named(text: str, message: str) -> None:
    with pytest.raises(PhhError, match=message) as info:
        parse_action(text, "hand.phh: action 4")
    assert str(info.value).startswith("hand.phh: action 4:")


def test_unsupported_variant_and_missing_fields_name_the_file() -> None:
    with pytest.raises(PhhError, match=r"^h.phh: variant 'NT' is not supported"):
        parse_history("variant = 'NT'", "h.phh")
    with pytest.raises(PhhError, match=r"^h.phh: missing field 'antes'"):
        parse_history("variant = 'F7S'", "h.phh")
    with pytest.raises(PhhError, match=r"^h.phh: not valid TOML"):
        parse_history("variant = ", "h.phh")
    with pytest.raises(PhhError, match="names a player beyond p3"):
        parse_history(STUD.replace("'p2 f'", "'p4 f'"), "h.phh")


def test_stud_deck_order_follows_the_deal() -> None:
    history = parse_history(STUD, "stud.phh")
    assert deal_rounds(history)[1] == [(1, "Js"), (3, "Qs")]
    # Third street: one card at a time from the dealer's left (p1: dealer is the last seat).
    assert stacked_deck(history, burns=False) == [
        "2c",
        "5d",
        "8h",
        "3c",
        "6d",
        "9h",
        "4c",
        "7d",
        "Th",
        "Js",
        "Qs",
    ]
    # Burns: none before third street, one before each later street (lowest unused card).
    assert stacked_deck(history, burns=True)[9:] == ["2d", "Js", "Qs"]


def test_stud_actions_name_complete_bet_raise_check_and_call() -> None:
    conversion = convert(parse_history(STUD, "stud.phh"), {"burn_before_each_deal": False})
    actions = [(s.action.seat, s.action.kind.value, s.action.amount) for s in conversion.steps]
    assert actions == [
        (1, "bring-in", None),
        (2, "call", None),
        (3, "complete", 40),
        (1, "raise", 80),
        (2, "fold", None),
        (3, "call", None),
        (3, "check", None),
        (1, "bet", 40),
        (3, "raise", 80),
        (1, "call", None),
        (1, "show", None),
        (3, "muck", None),
    ]
    assert [s.showdown for s in conversion.steps][-2:] == [True, True]
    setup = conversion.setup
    assert setup.game == "seven-card-stud" and setup.profile == "cardroom-stud"
    assert setup.dealer_seat == 3
    assert setup.stakes == p.Stakes(ante=10, bring_in=10, small_bet=40, big_bet=80)
    assert [(s.seat, s.name, s.stack) for s in setup.seats] == [
        (1, "Ann", 1000),
        (2, "Bob", 1000),
        (3, "Cy", 1000),
    ]
    assert conversion.finishing_stacks == [1200, 960, 840]


def test_draw_unknown_cards_are_filled_consistently() -> None:
    history = parse_history(DRAW, "draw.phh")
    conversion = convert(history, {"burn_before_each_deal": True})
    deck = conversion.setup.deck
    assert deck is not None and len(set(deck)) == len(deck) and "??" not in deck
    # Burn, then the deal one card at a time from the button's left (p1 small blind).
    assert deck[1:4] == [deck[1], "Kh", "As"]
    p1 = deck[1::3][:5]
    assert all(c not in {"Kh", "7c", "6d", "2c", "As", "Ad", "6h", "3h", "2h"} for c in p1)
    p2_unknown = deck[14]  # p2's fifth card
    draw = conversion.steps[3].action
    assert (draw.seat, draw.kind, draw.cards) == (2, p.ActionKind.DRAW, ["Kh", p2_unknown])
    # Replacements after a burn, in seat order; standing pat deals nothing.
    assert deck[16] not in {"5s", "3d"} and deck[17:21] == ["5s", "3d", "7d", "2s"]
    assert deck[22:] == ["4d"]
    kinds = [(s.action.seat, s.action.kind.value) for s in conversion.steps]
    assert kinds[:3] == [(3, "raise"), (1, "fold"), (2, "call")]
    assert kinds[5:8] == [(2, "check"), (3, "bet"), (2, "call")]
    assert kinds[8:10] == [(2, "stand-pat"), (3, "stand-pat")]
    assert conversion.setup.stakes.small_blind == 5 and conversion.setup.stakes.big_blind == 10
    assert conversion.setup.dealer_seat == 3


def test_shown_cards_resolve_unknown_hole_cards() -> None:
    text = DRAW.replace("'d dh p3 AsAd6h3h2h'", "'d dh p3 ??????????'").replace(
        "'p3 sd AsAd'", "'p3 sd ????'"
    )
    conversion = convert(parse_history(text, "draw.phh"), {"burn_before_each_deal": False})
    deck = conversion.setup.deck
    assert deck is not None and "??" not in deck
    # p3 threw its first two unknown cards, kept three, and shows 6h 3h 7d 4d 2h at the end:
    # the three it kept are the shown cards it was not dealt later.
    assert [deck[8], deck[11], deck[14]] == ["6h", "3h", "2h"]
    draw = next(s.action for s in conversion.steps if s.action.seat == 3 and s.action.cards)
    assert draw.cards == [deck[2], deck[5]]
    assert {deck[2], deck[5]}.isdisjoint({"6h", "3h", "2h", "7d", "4d", "2s"})


def test_a_show_written_as_a_dash_shows_the_cards_dealt_and_no_cards_mucks() -> None:
    """PHH: ``pN sm -`` shows the hand the deals named (after its discards); ``pN sm`` mucks."""
    stud = parse_history(STUD.replace("'p1 sm 2c3c4cJs'", "'p1 sm -'"), "stud.phh")
    assert stud.actions[-2].text == "p1 sm -"  # the line as written, for the report
    shows = [s.action for s in convert(stud, {}).steps if s.showdown]
    assert [(a.seat, a.kind, a.cards) for a in shows] == [
        (1, p.ActionKind.SHOW, ["2c", "3c", "4c", "Js"]),
        (3, p.ActionKind.MUCK, None),
    ]
    draw = parse_history(DRAW.replace("'p2 sm 7c6d2c5s3d'", "'p2 sm -'"), "draw.phh")
    assert draw.actions[-1].cards == ("7c", "6d", "2c", "5s", "3d")  # the ?? went in the draw


@pytest.mark.parametrize("shown", ["6h3h??4d2h", "??????????"])
def test_a_show_the_recorder_could_not_read_tables_the_hand_dealt(shown: str) -> None:
    """A cash-game show with unknown cards (PHH ``??``) shows the hand the deck gives the player."""
    text = DRAW.replace("'p3 sm 6h3h7d4d2h'", f"'p3 sm {shown}'")
    show = next(s.action for s in convert(parse_history(text, "d.phh"), {}).steps if s.showdown)
    assert (show.seat, show.kind) == (3, p.ActionKind.SHOW)
    assert show.cards == ["6h", "3h", "2h", "7d", "4d"]


def _parameters(history: HandHistory) -> dict[str, Any]:
    from pokercert.spec_loader import load_profile

    return load_profile(history.profile).parameters.model_dump(mode="json")


HAND_69 = DATA / "wsop-2023-43-5" / "F7S-hand69.phh"  # p4's two pair beats p2's jacks


def _without_shows(text: str) -> str:
    return text.replace(", 'p2 sm Js6hQd9hJhKd4d', 'p4 sm 7s5s9s8c5dJc7d'", "")


def test_a_called_hand_the_file_does_not_show_is_shown() -> None:
    """A file that records the ending had every called hand tabled (PokerKit writes no show
    its automation makes): the replay shows it, and says so."""
    from pokercert.adapters.reference import ReferenceDriver

    history = parse_history(_without_shows(HAND_69.read_text()), "h69.phh")
    outcome = replay_history(convert(history, _parameters(history)), ReferenceDriver(), "h.phh")
    assert outcome.problem is None and outcome.matched, outcome.differences()
    assert outcome.implied == ["p2 sm Js6hQd9hJhKd4d", "p4 sm 7s5s9s8c5dJc7d"]


def test_no_show_is_implied_for_a_hand_the_file_does_not_name() -> None:
    from pokercert.adapters.reference import ReferenceDriver

    text = _without_shows(HAND_69.read_text()).replace("'d dh p4 7s5s9s'", "'d dh p4 ????9s'")
    history = parse_history(text, "h69.phh")
    outcome = replay_history(convert(history, _parameters(history)), ReferenceDriver(), "h.phh")
    assert outcome.implied == ["p2 sm Js6hQd9hJhKd4d"] and outcome.problem is not None
    assert outcome.problem.startswith("the history ends, but seat 4 is to act in showdown;")


def test_no_show_is_implied_for_a_player_who_folded() -> None:
    """An implementation that calls a folded hand to the showdown is not helped along."""
    history = parse_history(_without_shows(HAND_69.read_text()), "h69.phh")
    conversion = convert(history, _parameters(history))
    assert sorted(conversion.known_hands) == [2, 4]  # p1 and p3 folded on third street


def test_a_show_written_as_a_dash_needs_every_card_known() -> None:
    text = DRAW.replace("'p2 sd Kh??'", "'p2 sd Kh7c'").replace("'p2 sm 7c6d2c5s3d'", "'p2 sm -'")
    with pytest.raises(PhhError, match=r"^draw.phh: 'p2 sm -' shows the cards dealt with '-'"):
        parse_history(text, "draw.phh")


def test_a_profile_of_another_game_is_refused_by_name() -> None:
    history = parse_history(STUD + "_profile = 'triple-draw-27'\n", "stud.phh")
    with pytest.raises(PhhError, match=r"^stud.phh: the profile triple-draw-27 is for 2-7-triple"):
        convert(history, _parameters(history))


def test_more_players_than_the_profile_seats_is_refused_by_name() -> None:
    text = (
        DRAW.replace("antes = [0, 0, 0]", "antes = [0, 0, 0, 0, 0, 0, 0]")
        .replace("[5, 10, 0]", "[5, 10, 0, 0, 0, 0, 0]")
        .replace("[500, 500, 500]", "[500, 500, 500, 500, 500, 500, 500]")
    )
    history = parse_history(text, "draw.phh")
    with pytest.raises(PhhError, match=r"^draw.phh: 7 players; the profile triple-draw-27 seats 2"):
        convert(history, _parameters(history))


def test_discarding_a_card_not_held_is_an_error() -> None:
    text = DRAW.replace("'p3 sd AsAd'", "'p3 sd KsAd'")
    with pytest.raises(PhhError, match="p3 discards Ks, which the player does not hold"):
        convert(parse_history(text, "draw.phh"), {"burn_before_each_deal": False})


WRITTEN = DATA / "written"
NO_BURNS = {"burn_before_each_deal": False}


def test_a_card_the_rebuilt_stub_deals_again_was_an_unknown_card_out_of_play() -> None:
    history = read_history(WRITTEN / "td-stub-rebuilt-folded-unknown.phh")
    setup = convert(history, NO_BURNS).setup
    deck, rebuilt = setup.deck, setup.reshuffled_stub
    assert deck is not None and rebuilt is not None
    assert len(set(deck)) == 52 and "??" not in deck + rebuilt
    # 9s reaches p2 from the rebuilt stub, so the deck gave it to a folded player who threw it
    # before the rebuild: one of the cards p3 to p6 threw at the first draw (p3's three first).
    assert "9s" in rebuilt and deck.index("9s") < 30
    opening = deck.index("9s") % 6 + 1  # the opening deal goes round the six players from p1
    assert opening in (3, 4, 5, 6), opening
    # Every card of the rebuilt stub was in the deck, and none is dealt twice from it.
    assert set(rebuilt) <= set(deck) and len(set(rebuilt)) == len(rebuilt)


def test_a_draw_reads_the_same_in_the_dealer_s_order_and_in_pokerkit_s() -> None:
    for name in ("td-stub-rebuilt", "td-stub-rebuilt-folded-unknown"):
        live = "-live-order" if "unknown" in name else ""
        pokerkit = "" if "unknown" in name else "-pokerkit-order"
        a = convert(read_history(WRITTEN / f"{name}{live}.phh"), NO_BURNS).setup
        b = convert(read_history(WRITTEN / f"{name}{pokerkit}.phh"), NO_BURNS).setup
        assert (a.deck, a.reshuffled_stub) == (b.deck, b.reshuffled_stub), name


def test_a_card_still_in_play_cannot_come_from_the_rebuilt_stub() -> None:
    text = (WRITTEN / "td-stub-rebuilt.phh").read_text(encoding="utf-8")
    held = text.replace("'d dh p2 9s'", "'d dh p2 5s'")  # p1 holds 5s
    assert held != text
    with pytest.raises(PhhError, match=r"p2 is dealt 5s from the rebuilt stub, but that card was"):
        convert(parse_history(held, "held.phh"), NO_BURNS)
    thrown = text.replace("'d dh p2 9s'", "'d dh p2 Jc'")  # the card p2 just threw
    with pytest.raises(PhhError, match=r"p2 is dealt Jc from the rebuilt stub"):
        convert(parse_history(thrown, "thrown.phh"), NO_BURNS)


def test_every_data_file_converts() -> None:
    assert FILES, "tests/data/phh holds no PHH files"
    for path in FILES:
        history = read_history(path)
        burns = {"burn_before_each_deal": True}
        if path.parent.name in ("pokerkit-play", "written") and history.game == "2-7-triple-draw":
            burns = {"burn_before_each_deal": False}  # as played: a rebuilt stub burns none
        if history.game == "seven-card-stud" and path.parent.name == "written":
            burns = load_profile(history.profile).parameters.model_dump(mode="json")  # run out
        conversion = convert(history, burns)
        assert conversion.steps


def _replay_params() -> list[Any]:
    return [pytest.param(path, id=str(path.relative_to(DATA))) for path in FILES]


@pytest.mark.parametrize("path", _replay_params())
def test_recorded_hands_replay_to_their_finishing_stacks(path: Path) -> None:
    from pokercert.adapters.reference import ReferenceDriver
    from pokercert.spec_loader import load_profile

    history = read_history(path)
    parameters = load_profile(history.profile).parameters.model_dump(mode="json")
    outcome = replay_history(convert(history, parameters), ReferenceDriver(), str(path))
    assert outcome.problem is None, outcome.problem
    if history.finishing_stacks is None:
        assert outcome.actual is not None  # nothing recorded to compare: the hand must finish
    else:
        assert outcome.matched, outcome.differences()


SHOW = re.compile(r"'(p\d+) sm (?:[2-9TJQKA][cdhs])+'")
SHOWN = [
    pytest.param(path, id=str(path.relative_to(DATA)))
    for path in FILES
    if SHOW.search(path.read_text(encoding="utf-8")) and read_history(path).finishing_stacks
]


@pytest.mark.parametrize("path", SHOWN)
@pytest.mark.parametrize("rewrite", ["as a dash", "left out"])
def test_recorded_hands_replay_with_their_shows_written_otherwise(path: Path, rewrite: str) -> None:
    """The same hand, its shows written ``pN sm -`` or left out, ends the same."""
    from pokercert.adapters.reference import ReferenceDriver

    text = path.read_text(encoding="utf-8")
    if rewrite == "as a dash":
        changed = SHOW.sub(lambda m: f"'{m.group(1)} sm -'", text)
    else:
        changed = re.sub(r",\s*'p\d+ sm[^']*'", "", text)
    assert changed != text
    history = parse_history(changed, str(path))
    parameters = _parameters(history)
    if path.parent.name in ("pokerkit-play", "written") and history.game == "2-7-triple-draw":
        parameters["burn_before_each_deal"] = False  # as played (see test_every_data_file_converts)
    outcome = replay_history(convert(history, parameters), ReferenceDriver(), str(path))
    assert outcome.problem is None, outcome.problem
    assert outcome.matched, outcome.differences()
    assert bool(outcome.implied) == (rewrite == "left out")
