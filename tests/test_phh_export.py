"""PHH both ways: a hand the harness played, exported as PHH, replays to the same stacks.

The round trip goes through pokercert's own PHH replay and, when PokerKit is
installed, through PokerKit's hand-history reader: both must end with the
stacks of the hand result the implementation gave.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.cli import main
from pokercert.client import TableClient
from pokercert.phh import PhhError, convert, parse_history, replay_history
from pokercert.phh_export import PhhExportError, export_hands, player_order
from pokercert.spec_loader import load_profile
from pokercert.transcript import RecordingDriver, write_transcript

FINISH = ("check", "call", "show", "stand-pat")


def _setup(
    profile_id: str, stacks: list[int], deck: list[str] | None = None, seed: int | None = None
) -> p.HandSetup:
    """A table of the profile's game: seats 1..N with these stacks, the dealer at the last."""
    profile = load_profile(profile_id)
    stakes = (
        p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10)
        if profile.game == "seven-card-stud"
        else p.Stakes(small_blind=1, big_blind=2, small_bet=2, big_bet=4)
    )
    return p.HandSetup(
        game=profile.game,
        profile=profile.id,
        parameters=profile.parameters.model_dump(mode="json"),
        stakes=stakes,
        seats=[p.SeatSetup(seat=s, name=f"P{s}", stack=c) for s, c in enumerate(stacks, 1)],
        dealer_seat=len(stacks),
        deck=deck,
        seed=seed,
    )


def play(
    profile_id: str,
    deck: list[str],
    actions: list[tuple[int, str, int | None]],
    players: int = 3,
    finish: tuple[str, ...] = FINISH,
) -> Path:
    """Play one hand on the reference engine; the transcript, as certify would write it.

    After ``actions`` each seat takes the first of ``finish`` it is offered."""
    recorder = RecordingDriver(ReferenceDriver())
    client = TableClient(recorder)
    client.hello()
    stacks = [100 + 10 * s for s in range(1, players + 1)]
    opening = client.setup(_setup(profile_id, stacks, deck=deck))
    assert isinstance(opening, p.TableView), opening
    for seat, kind, amount in actions:
        answer = client.act(seat, kind, amount)
        assert isinstance(answer, p.TableView), answer
    view = client.last_view
    assert view is not None
    while view.to_act is not None:  # check or show down whatever is left
        legal = {a.kind for a in view.legal_actions}
        kind = next(k for k in finish if k in legal)
        answer = client.act(view.to_act, kind)
        assert isinstance(answer, p.TableView), answer
        view = answer
    assert isinstance(client.result(), p.HandResult)
    return _written(recorder)


def _written(recorder: RecordingDriver) -> Path:
    import tempfile

    path = Path(tempfile.mkdtemp()) / "hand.jsonl"
    write_transcript(path, recorder.entries)
    return path


def cards(text: str) -> list[str]:
    return text.split()


STUD_DECK = cards("As Kd Qh 9s 8d 3c 7c 6d 5h Qs Jd 2h 4d 4c 4s 9c Tc Jc 2s 3s 5s 6s 7s 8s")
DRAW_DECK = cards(
    "7h 6c 4c 3d 2c As Ks Qs Js 9s 8h 8c 8d 5s 5c Kd Qd Jd Td 9d "
    "Ah Kh Qh Jh Th 2d 3h 4h 5d 6d 7d 2s 3s 4s 6s 7s Ac Kc Qc Jc Tc 9c"
)


@pytest.fixture(scope="module")
def stud_hand() -> Path:
    return play("cardroom-stud", STUD_DECK, [(3, "bring-in", None), (1, "complete", 5)])


@pytest.fixture(scope="module")
def stud_muck_hand() -> Path:
    """Seat 3 shows a pair of fives; seats 1 and 2 muck, seat 1 a pair of nines that would win."""
    return play(
        "cardroom-stud",
        STUD_DECK,
        [(3, "bring-in", None), (1, "complete", 5)],
        finish=("muck", *FINISH),
    )


@pytest.fixture(scope="module")
def draw_hand() -> Path:
    return play("triple-draw-27", DRAW_DECK, [(3, "raise", 4)])


@pytest.fixture(scope="module")
def headsup_draw_hand() -> Path:
    """Heads-up the button posts the small blind: PHH and PokerKit must agree on who is who."""
    return play("triple-draw-27", DRAW_DECK, [(2, "raise", 4)], players=2)


def final_stacks(transcript: Path) -> list[int]:
    from pokercert.transcript import read_transcript

    entries = read_transcript(transcript)
    result = [e.message for e in entries if e.message.get("type") == "result"][-1]
    hand = export_hands(entries)[0]
    return [result["stacks"][str(seat)] for seat in hand.seats]


HANDS = ["stud_hand", "stud_muck_hand", "draw_hand", "headsup_draw_hand"]


@pytest.mark.parametrize("fixture", HANDS)
def test_exported_hand_replays_in_pokercert_to_the_same_stacks(
    fixture: str, request: pytest.FixtureRequest
) -> None:
    transcript: Path = request.getfixturevalue(fixture)
    from pokercert.transcript import read_transcript

    hand = export_hands(read_transcript(transcript))[0]
    text = hand.to_phh()
    history = parse_history(text, "exported.phh")
    assert history.finishing_stacks == tuple(final_stacks(transcript))
    profile = load_profile(history.profile)
    conversion = convert(history, profile.parameters.model_dump(mode="json"), profile.id)
    outcome = replay_history(conversion, ReferenceDriver(), "exported.phh")
    assert outcome.problem is None
    assert outcome.matched, outcome.differences()


@pytest.mark.parametrize("fixture", HANDS)
def test_exported_hand_replays_in_pokerkit_to_the_same_stacks(
    fixture: str, request: pytest.FixtureRequest
) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    transcript: Path = request.getfixturevalue(fixture)
    from pokercert.transcript import read_transcript

    text = export_hands(read_transcript(transcript))[0].to_phh()
    history = pokerkit.HandHistory.loads(text)
    assert history.user_defined_fields["_profile"] in ("cardroom-stud", "triple-draw-27")
    *_, state = iter(history)
    assert not state.status
    assert list(state.stacks) == final_stacks(transcript)


def _random_hand(profile_id: str, seed: int) -> Path:
    """A random legal hand on short and deep stacks (all-ins, streets dealt out), from a seed."""
    import random

    rng = random.Random(seed)
    recorder = RecordingDriver(ReferenceDriver())
    client = TableClient(recorder)
    client.hello()
    most = 8 if load_profile(profile_id).game == "seven-card-stud" else 6
    stacks = [rng.choice([3, 20, 60, 200]) for _ in range(rng.randint(2, most))]
    view = client.setup(_setup(profile_id, stacks, seed=seed))
    while isinstance(view, p.TableView) and view.to_act is not None:
        action = rng.choice(view.legal_actions)
        low, high = action.min_amount, action.max_amount
        amount = rng.choice(action.amounts) if action.amounts else low
        if action.amounts is None and low is not None:
            amount = rng.randint(low, high if high is not None else low)
        cards = None
        if action.kind is p.ActionKind.DRAW:
            held = next(s for s in view.seats if s.seat == view.to_act).downcards or []
            cards = rng.sample(held, rng.randint(1, min(action.max_cards or 5, len(held))))
        view = client.act(view.to_act, action.kind, amount, cards)
    assert isinstance(client.result(), p.HandResult)
    return _written(recorder)


@pytest.mark.parametrize(
    "profile",
    ["cardroom-stud", "german-stud", "online-stud", "es-stud-limited-pot", "triple-draw-27"],
)
def test_random_hands_export_and_replay_to_the_same_stacks(profile: str) -> None:
    """All-ins deal the last streets out at once: the export still writes them street by street."""
    from pokercert.transcript import read_transcript

    dealt_out = 0
    for seed in range(16):
        transcript = _random_hand(profile, seed)
        text = export_hands(read_transcript(transcript))[0].to_phh()
        history = parse_history(text, f"{profile}-{seed}.phh")
        parameters = load_profile(profile).parameters.model_dump(mode="json")
        outcome = replay_history(convert(history, parameters), ReferenceDriver(), history.path)
        assert outcome.problem is None and outcome.matched, (text, outcome.differences())
        assert outcome.actual == final_stacks(transcript)
        dealt_out += _streets_dealt_out(history.actions)
    assert profile == "triple-draw-27" or dealt_out  # the seeds reach hands dealt out


def _streets_dealt_out(actions: Sequence[Any]) -> bool:
    """A player dealt twice with nothing but deals between: streets dealt out after all-ins."""
    dealt: set[int] = set()
    for action in actions:
        if action.verb != "dh":
            dealt.clear()
        elif action.actor in dealt:
            return True
        else:
            dealt.add(action.actor)
    return False


def test_a_stud_deal_of_several_streets_at_once_is_refused_by_name() -> None:
    text = """
variant = 'F7S'
antes = [1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [3, 60]
actions = ['d dh p1 Ad7h6s', 'd dh p2 4d2h4s', 'p2 pb', 'p1 cc', 'd dh p1 Js9d5sKs']
"""
    with pytest.raises(PhhError, match=r"'d dh p1 Js9d5sKs': after third street stud deals one"):
        convert(parse_history(text, "x.phh"), {"burn_before_each_deal": True})


def test_a_common_card_is_written_as_a_board_deal_and_replays() -> None:
    """Eight players to seventh street: the common card is written ``d db`` and read back."""
    from pokercert.transcript import read_transcript

    deck = [r + s for r in "AKQJT98765432" for s in "shdc"]
    transcript = play("cardroom-stud", deck, [], players=8, finish=("bring-in", *FINISH))
    text = export_hands(read_transcript(transcript))[0].to_phh()
    history = parse_history(text, "common.phh")
    boards = [a.text for a in history.actions if a.verb == "db"]
    assert len(boards) == 1
    profile = load_profile(history.profile)
    conversion = convert(history, profile.parameters.model_dump(mode="json"), profile.id)
    outcome = replay_history(conversion, ReferenceDriver(), "common.phh")
    assert outcome.problem is None and outcome.matched, outcome.differences()
    assert list(outcome.actual or []) == final_stacks(transcript)


def test_a_muck_is_written_as_a_showdown_action_without_cards(stud_muck_hand: Path) -> None:
    """PHH: ``pN sm`` mucks, ``pN sm -`` shows the cards dealt (PokerKit reads them so)."""
    from pokercert.transcript import read_transcript

    hand = export_hands(read_transcript(stud_muck_hand))[0]
    showdown = [a for a in hand.actions if " sm" in a]
    assert showdown == [f"{hand.player(3)} sm Qh3c2c5h4dTc5s", f"{hand.player(1)} sm",
                        f"{hand.player(2)} sm"]  # fmt: skip


def test_exported_file_carries_profile_seats_and_finishing_stacks(stud_hand: Path) -> None:
    from pokercert.transcript import read_transcript

    data = tomllib.loads(export_hands(read_transcript(stud_hand))[0].to_phh())
    assert data["variant"] == "F7S"
    assert data["_profile"] == "cardroom-stud"
    assert data["_seats"] == [1, 2, 3]
    assert data["actions"][:3] == ["d dh p1 As9s7c", "d dh p2 Kd8d6d", "d dh p3 Qh3c5h"]
    assert "p3 pb" in data["actions"]
    assert "p1 cbr 5" in data["actions"]
    assert data["finishing_stacks"] == final_stacks(stud_hand)


def test_players_are_numbered_clockwise_from_the_dealers_left() -> None:
    assert player_order([1, 2, 3, 4], dealer=2, game="seven-card-stud") == [3, 4, 1, 2]
    assert player_order([2, 5], dealer=5, game="2-7-triple-draw") == [2, 5]


def test_a_hand_with_an_injected_irregularity_is_refused(stud_hand: Path) -> None:
    from pokercert.transcript import Entry, read_transcript

    entries = read_transcript(stud_hand)
    seq = max(e.seq for e in entries) + 1
    irregular = [
        *entries[:4],
        Entry("request", seq, {"type": "irregularity", "kind": "burn-two"}),
        Entry("response", seq, dict(entries[3].message)),
        *entries[4:],
    ]
    with pytest.raises(PhhExportError, match="irregularity"):
        export_hands(irregular, "t.jsonl")


def test_export_phh_command_and_replay_without_finishing_stacks(
    stud_hand: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "hand.phh"
    assert main(["export-phh", str(stud_hand), "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert main(["replay", str(out)]) == 0
    unrecorded = tmp_path / "unrecorded.phh"
    unrecorded.write_text(
        "\n".join(line for line in text.splitlines() if not line.startswith("finishing_stacks")),
        encoding="utf-8",
    )
    capsys.readouterr()
    assert main(["replay", str(unrecorded)]) == 0
    printed = capsys.readouterr().out
    assert f"final stacks {final_stacks(stud_hand)}" in printed


def test_replay_of_a_refused_action_exits_1(stud_hand: Path, tmp_path: Path) -> None:
    out = tmp_path / "hand.phh"
    assert main(["export-phh", str(stud_hand), "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    broken = tmp_path / "broken.phh"  # p1 may not bet 7 on fourth street in a 5-10 game
    broken.write_text(text.replace('"p1 cbr 5",', '"p1 cbr 5",\n  "p2 cbr 77",', 1))
    broken.write_text(
        "\n".join(line for line in broken.read_text().splitlines() if "finishing" not in line)
    )
    assert main(["replay", str(broken)]) == 1


def test_export_of_a_bad_transcript_is_one_line_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    assert main(["export-phh", str(empty)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no hand was started" in err


NO_PHH_FORM = (
    "injected irregularity",  # and floor rulings: remedies PHH has no action for
    "PHH has no variant for 'five-card-draw'",
    "is absent",
    "time-out",
    "a fold with no bet to face",  # the hand is dealt on until a bet kills it (CR-033)
    "no hand was started",  # a scenario that stops at a refused setup
)
"""What a scenario hand may hold that PHH cannot write; every other hand must round-trip."""


def test_every_scenario_hand_exports_and_replays(tmp_path: Path) -> None:
    """Short bring-ins, short completions, streets dealt out, a common card, rebuilt stubs:
    every hand of the suite that PHH can express is written and replays to the stacks the
    scenario left, so a whole class of writer or reader slip shows up here."""
    from pokercert.transcript import read_transcript

    main(["certify", "--no-pdf", "--out", str(tmp_path)])
    transcripts = sorted((tmp_path / "transcripts").glob("*.jsonl"))
    assert len(transcripts) > 700
    finished = refused = 0
    for transcript in transcripts:
        try:
            hands = export_hands(read_transcript(transcript))
        except PhhExportError as exc:
            assert any(reason in str(exc) for reason in NO_PHH_FORM), exc
            refused += 1
            continue
        for hand in hands:
            history = parse_history(hand.to_phh(), transcript.name)
            parameters = load_profile(history.profile).parameters.model_dump(mode="json")
            outcome = replay_history(convert(history, parameters), ReferenceDriver(), history.path)
            assert outcome.problem is None, (transcript.name, outcome.problem)
            if history.finishing_stacks is not None:  # a scenario may stop before the end
                assert outcome.matched, (transcript.name, outcome.differences())
                finished += 1
    assert finished > 200 and refused < len(transcripts) // 3


def test_a_hand_with_an_absent_player_is_refused(tmp_path: Path) -> None:
    """An absent player is dealt a hand the betting kills (CR-030, CR-031): PHH has no form for
    it, and leaving the player out would write another hand."""
    from pokercert.paths import features_dir
    from pokercert.transcript import read_transcript

    feature = features_dir() / "stud_irregularities" / "absent_player.feature"
    main(["certify", "--feature", str(feature), "--no-pdf", "--out", str(tmp_path)])
    transcripts = sorted((tmp_path / "transcripts").glob("*.jsonl"))
    assert transcripts
    absent = 0
    for transcript in transcripts:
        with pytest.raises(PhhExportError, match=r"which PHH cannot record") as refused:
            export_hands(read_transcript(transcript))
        absent += "is absent" in str(refused.value)
    assert absent >= len(transcripts) // 2
