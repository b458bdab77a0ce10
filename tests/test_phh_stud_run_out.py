"""Recorded stud hands that run out of cards: the reference plays a full table to the end from a
seeded shuffle, the hand is written as PHH the way a recorder sees it (the players' cards and
the common card, never the burns), and reading it back must deal the same hand again, under
each profile's rule for the short deck (CF-002, CF-070, CF-085)."""

from __future__ import annotations

import pytest

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.client import TableClient
from pokercert.phh import PhhError, convert, parse_history, replay_history
from pokercert.spec_loader import load_profile

STREETS = ["third-street", "fourth-street", "fifth-street", "sixth-street", "seventh-street"]


def _record(
    profile: str, players: int, seed: int, common_instead: bool = False
) -> tuple[str, list[str], list[int]]:
    """Play every player to the showdown (bring in, then call or check); return the PHH text,
    the common cards turned and the final stacks.  ``common_instead`` writes seventh street
    as a common card (one player's card) whatever was dealt: a recording at odds with the
    profile."""
    parameters = load_profile(profile).parameters.model_dump(mode="json")
    client = TableClient(ReferenceDriver())
    client.hello()
    view = client.setup(
        p.HandSetup(
            game=p.Game.SEVEN_CARD_STUD,
            profile=profile,
            parameters=parameters,
            stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
            seats=[p.SeatSetup(seat=s, name=f"P{s}", stack=100) for s in range(1, players + 1)],
            dealer_seat=players,
            seed=seed,
        )
    )
    assert isinstance(view, p.TableView)
    bets: dict[str, list[str]] = {street: [] for street in STREETS}
    while view.to_act is not None and view.phase in STREETS:
        kinds = {a.kind for a in view.legal_actions}
        kind = next(k for k in (p.ActionKind.BRING_IN, p.ActionKind.CHECK, p.ActionKind.CALL)
                    if k in kinds)  # fmt: skip
        verb = "pb" if kind is p.ActionKind.BRING_IN else "cc"
        bets[str(view.phase)].append(f"p{view.to_act} {verb}")
        answer = client.act(view.to_act, kind)
        assert isinstance(answer, p.TableView)
        view = answer
    while view.to_act is not None:  # the showdown: every hand is shown
        answer = client.act(view.to_act, p.ActionKind.SHOW)
        assert isinstance(answer, p.TableView)
        view = answer
    result = client.result()
    assert isinstance(result, p.HandResult)
    seats = {s.seat: s for s in view.seats}
    down = {n: list(s.downcards or []) for n, s in seats.items()}
    up = {n: list(s.upcards) for n, s in seats.items()}
    lines = [f"d dh p{n} {''.join(down[n][:2] + up[n][:1])}" for n in sorted(seats)] + bets[
        STREETS[0]
    ]
    for k, street in enumerate(STREETS[1:], start=1):
        if street == "seventh-street" and view.community_cards:
            lines.append(f"d db {''.join(view.community_cards)}")
        elif street == "seventh-street" and common_instead:
            lines.append(f"d db {down[1][2]}")
        else:
            for n in sorted(seats):
                card = down[n][2] if street == "seventh-street" else up[n][k]
                lines.append(f"d dh p{n} {card}")
        lines += bets[street]
    lines += [f"p{h.seat} sm {''.join(h.cards)}" for h in result.shown]
    stacks = [result.stacks[str(n)] for n in sorted(seats)]
    text = "\n".join(
        [
            "variant = 'F7S'",
            f"antes = {[1] * players}",
            "bring_in = 2",
            "small_bet = 5",
            "big_bet = 10",
            f"starting_stacks = {[100] * players}",
            f"actions = {lines!r}",
            f"finishing_stacks = {stacks}",
            f"_profile = '{profile}'",
        ]
    )
    return text, list(view.community_cards), stacks


@pytest.mark.parametrize(
    ("profile", "players", "common"),
    [
        ("cardroom-stud", 8, True),  # burn, shuffle the burns, burn, turn the common card
        ("cardroom-stud", 7, False),  # every card but the last, then the burns with it
        ("german-stud", 8, True),  # no burns: the common card at once
        ("online-stud", 8, True),  # the burns with the stub, still short: a common card
        ("online-stud", 7, False),  # the burns with the stub, and everyone gets a card
    ],
)
def test_a_hand_that_runs_out_of_cards_reads_back_as_it_was_dealt(
    profile: str, players: int, common: bool
) -> None:
    for seed in range(3):
        text, turned, stacks = _record(profile, players, seed)  # as the reference dealt it
        assert bool(turned) == common
        history = parse_history(text, f"{profile}-{players}-{seed}.phh")
        parameters = load_profile(profile).parameters.model_dump(mode="json")
        conversion = convert(history, parameters)
        deck = conversion.setup.deck
        assert deck is not None and len(set(deck)) == len(deck) and "??" not in deck
        outcome = replay_history(conversion, ReferenceDriver(), history.path)
        assert outcome.problem is None, outcome.problem
        assert outcome.matched and outcome.actual == stacks, (text, outcome.differences())


def test_a_common_card_where_the_profile_deals_on_is_refused_by_name() -> None:
    text, turned, _ = _record("cardroom-stud", 7, 0, common_instead=True)
    assert not turned  # seven players: 000 shuffles the burns with the last card and deals on
    history = parse_history(text, "seven.phh")
    parameters = load_profile("cardroom-stud").parameters.model_dump(mode="json")
    with pytest.raises(
        PhhError,
        match=r"seven.phh: the hand runs out of cards: here the profile's dealer deals each "
        r"player a card \(reshuffle-burns-then-common-card\); the recording shows a common card",
    ):
        convert(history, parameters)


def test_a_common_card_is_only_for_stud() -> None:
    with pytest.raises(PhhError, match="only seven-card stud turns a common card"):
        text = (
            "variant = 'F2L3D'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\n"
            "big_bet = 4\nstarting_stacks = [50, 50]\n"
            "actions = ['d dh p1 2c3c4c5c7d', 'd dh p2 8h9hThJhQs', 'p2 cc', 'p1 cc', 'd db 2d']"
        )
        convert(parse_history(text, "draw.phh"), {"burn_before_each_deal": False})
