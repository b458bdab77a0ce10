"""The PokerKit adapter reports PokerKit's state and declares what PokerKit cannot do.

Runs only with the ``pokerkit`` extra installed.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pokerkit")

from pokercert import protocol as p
from pokercert.adapters.pokerkit_driver import PokerKitDriver
from pokercert.adapters.registry import parse_implementation
from pokercert.client import TableClient
from pokercert.spec_loader import load_profile


def setup(
    profile_id: str = "cardroom-stud",
    deck: str = "As Kd Qh 9s 8d 3c 7c 6d 5h",
    stacks: tuple[int, ...] = (200, 200, 200),
    **seat_options: object,
) -> p.HandSetup:
    profile = load_profile(profile_id)
    seats = [
        p.SeatSetup(seat=i, name=f"P{i}", stack=stack, **seat_options)
        for i, stack in enumerate(stacks, start=1)
    ]
    return p.HandSetup(
        game=profile.game,
        profile=profile.id,
        parameters=profile.parameters.model_dump(mode="json"),
        stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
        seats=seats,
        dealer_seat=len(stacks),
        deck=deck.split(),
    )


@pytest.fixture
def client() -> TableClient:
    c = TableClient(PokerKitDriver())
    c.hello()
    return c


def test_hello_declares_no_irregularities_and_no_floor_rulings(client: TableClient) -> None:
    caps = client.capabilities
    assert caps is not None
    assert caps.games == [p.Game.SEVEN_CARD_STUD, p.Game.TRIPLE_DRAW_27]
    assert caps.irregularities == []
    assert caps.floor_rulings is False


def test_pokerkit_deals_the_stacked_deck_clockwise_from_the_dealers_left(
    client: TableClient,
) -> None:
    view = client.setup(setup())
    assert isinstance(view, p.TableView)
    seats = {s.seat: s for s in view.seats}
    assert (seats[1].downcards, seats[1].upcards) == (["As", "9s"], ["7c"])
    assert (seats[3].downcards, seats[3].upcards) == (["Qh", "3c"], ["5h"])
    assert view.phase == p.Phase.THIRD_STREET
    assert view.to_act == 3  # PokerKit's bring-in: the lowest upcard, 5h
    kinds = {a.kind: (a.min_amount, a.max_amount) for a in view.legal_actions}
    assert kinds == {p.ActionKind.BRING_IN: (2, 2), p.ActionKind.COMPLETE: (5, 5)}
    assert view.stub_count == 52 - 9
    assert [e.kind for e in client.last_view.events][:3] == ["ante", "ante", "ante"]  # type: ignore[union-attr]


def test_pokerkits_short_bring_in_call_is_reported_not_corrected(client: TableClient) -> None:
    """000 wants the others to come in for the full bring-in; PokerKit asks only the short one."""
    view = client.setup(setup(stacks=(200, 200, 2)))
    assert isinstance(view, p.TableView)
    answer = client.act(3, "bring-in")
    assert isinstance(answer, p.TableView)
    call = next(a for a in answer.legal_actions if a.kind == p.ActionKind.CALL)
    assert (call.min_amount, call.max_amount) == (1, 1)


def test_out_of_turn_and_unsupported_requests_are_refused_with_codes(
    client: TableClient,
) -> None:
    client.setup(setup())
    refused = client.driver.exchange(p.PlayerAction(seat=1, kind=p.ActionKind.FOLD))
    assert isinstance(refused, p.Refusal) and refused.code == p.RefusalCode.OUT_OF_TURN
    burn = client.driver.exchange(p.Irregularity(kind=p.IrregularityKind.BURN_TWO))
    assert isinstance(burn, p.Refusal) and burn.code == p.RefusalCode.NOT_SUPPORTED
    clock = client.driver.exchange(p.PlayerAction(seat=3, kind=p.ActionKind.TIME_OUT))
    assert isinstance(clock, p.Refusal) and clock.code == p.RefusalCode.NOT_SUPPORTED


def test_an_absent_player_is_an_error_never_approximated(client: TableClient) -> None:
    reply = client.driver.exchange(setup(present=False))
    assert isinstance(reply, p.ErrorReply)
    assert "absent" in reply.message


def test_a_hand_played_out_gives_pokerkits_stacks_and_a_whole_log(client: TableClient) -> None:
    client.setup(setup(deck="As Kd Qh 9s 8d 3c 7c 6d 5h"))
    view = client.act(3, "bring-in")
    for seat in (1, 2):
        view = client.act(seat, "fold")
    assert isinstance(view, p.TableView)
    assert view.phase == p.Phase.COMPLETE
    result = client.result()
    assert isinstance(result, p.HandResult)
    assert result.stacks == {"1": 199, "2": 199, "3": 202}
    assert sum(result.stacks.values()) == 600
    # the client rebuilt the log from delta views: sequence numbers run without gaps
    assert [e.seq for e in view.events] == list(range(1, len(view.events) + 1))
    assert [e.kind for e in view.events if e.kind == p.EventKind.DOWNCARDS]


def test_triple_draw_replacements_wait_until_everyone_has_declared(client: TableClient) -> None:
    """PokerKit deals the replacements only when every player has stood pat or discarded."""
    profile = load_profile("triple-draw-27")
    table = p.HandSetup(
        game=profile.game,
        profile=profile.id,
        parameters=profile.parameters.model_dump(mode="json"),
        stakes=p.Stakes(small_blind=1, big_blind=2, small_bet=2, big_bet=4),
        seats=[p.SeatSetup(seat=i, name=f"P{i}", stack=100) for i in (1, 2, 3)],
        dealer_seat=3,
        deck=[
            "7h",
            "6c",
            "4c",
            "3d",
            "2c",
            "As",
            "Ks",
            "Qs",
            "Js",
            "9s",
            "8h",
            "8c",
            "8d",
            "5s",
            "5c",
        ],
    )
    client.setup(table)
    for seat, kind in ((3, "call"), (1, "call"), (2, "check")):
        client.act(seat, kind)
    view = client.last_view
    assert view is not None and view.phase == p.Phase.DRAW_1
    view = client.act(1, "draw", cards=["7h"])  # type: ignore[assignment]
    assert isinstance(view, p.TableView)
    assert next(s for s in view.seats if s.seat == 1).downcard_count == 4


def test_registry_names_pokerkit_and_hashes_its_files() -> None:
    target = parse_implementation("pokerkit")
    driver = target.make_driver()
    reply = TableClient(driver).hello()
    identity = target.identity(reply)
    assert identity.adapter == "pokerkit"
    assert identity.name == "PokerKit" and identity.version == "0.7.7"
    assert any(name.startswith("pokerkit/") for name in identity.manifest)


def play(client: TableClient, moves: str) -> p.TableView:
    """Seat-and-word moves ("3 bet 10, 2 fold"), each answered by a view."""
    views = []
    for move in moves.split(","):
        seat, kind, *amount = move.split()
        view = client.act(int(seat), kind, amount=int(amount[0]) if amount else None)
        assert isinstance(view, p.TableView), (move, view)
        views.append(view)
    return views[-1]


def with_burns(streets: list[str], burns: str) -> str:
    """A stud deck: each street's cards, with a burn before each later street (cardroom-stud)."""
    burnt = burns.split()
    return " ".join(
        [streets[0]] + [f"{b} {cards}" for b, cards in zip(burnt, streets[1:], strict=True)]
    )


def test_an_uncalled_bet_pokerkit_puts_back_in_the_stack_is_returned(client: TableClient) -> None:
    """PokerKit trims an uncalled bet when it collects the bets, with no operation saying so:
    p3's seventh-street 10, folded to while p1 is all in (f7s-all-in-high-board-acts-left)."""
    streets = ["7h Kc Td 8h Qc Th Ac 2c 6h", "Ad Jd 3c", "3s 4d 7d", "9c 6s 8s", "Ts 5h 2d"]
    deck = with_burns(streets, "2s 3d 4c 5s")
    client.setup(setup(deck=deck, stacks=(6, 100, 100)))
    play(client, "2 bring-in, 3 complete 5, 1 call, 2 call")
    play(client, "2 check, 3 bet 5, 2 call, 2 check, 3 check, 2 bet 10, 3 call, 2 check")
    view = play(client, "3 bet 10, 2 fold")
    assert view.phase == p.Phase.SHOWDOWN
    assert {s.seat: s.stack for s in view.seats}[3] == 100 - 21 - 10 + 10  # back in the stack
    for _ in range(2):
        assert view.to_act is not None
        view = play(client, f"{view.to_act} show")
    result = client.result()
    assert isinstance(result, p.HandResult)
    assert result.returned == {"3": 10}
    assert [(a.amount, a.shares) for a in result.awards] == [(18, {"1": 18}), (30, {"3": 30})]
    assert result.stacks == {"1": 18, "2": 79, "3": 109}


def test_only_the_uncalled_part_of_a_bet_folded_to_is_returned(client: TableClient) -> None:
    """When all but one fold PokerKit collects none of the survivor's bet and gives it all
    back with the pot; the part the others matched was called and is won (TD-027)."""
    client.setup(setup())
    view = play(client, "3 bring-in, 1 complete 5, 2 fold, 3 fold")
    result = client.result()
    assert isinstance(result, p.HandResult)
    assert result.returned == {"1": 3}  # the completion to 5 over the bring-in's 2
    assert [(a.amount, a.shares) for a in result.awards] == [(7, {"1": 7})]  # 3 antes, 2 + 2
    assert [(e.seat, e.amount) for e in view.events if e.kind == p.EventKind.WIN] == [(1, 7)]
    assert result.stacks == {"1": 204, "2": 199, "3": 197}


def headsup_all_in_at_the_bring_in(client: TableClient) -> p.TableView:
    """p1 (door 2c) all in for the bring-in, called: PokerKit calls both players to show on
    third street, deals the rest out and calls them again (f7s-headsup-short-bring-in-called)."""
    deck = with_burns(["As Qh Ks Qd 2c 9h", "3c 4d", "6c 7d", "Tc 8d", "5d 3s"], "2s 2h 2d 3h")
    client.setup(setup(deck=deck, stacks=(2, 100)))
    view = play(client, "1 bring-in, 2 call, 1 show, 2 show")
    assert view.phase == p.Phase.SHOWDOWN and view.to_act == 1
    return view


def test_a_player_pokerkit_calls_to_show_twice_is_shown_once_with_every_card(
    client: TableClient,
) -> None:
    headsup_all_in_at_the_bring_in(client)
    play(client, "1 show, 2 show")
    result = client.result()
    assert isinstance(result, p.HandResult)
    assert result.show_order == [1, 2]
    assert [(h.seat, h.cards) for h in result.shown] == [
        (1, ["As", "Ks", "2c", "3c", "6c", "Tc", "5d"]),
        (2, ["Qh", "Qd", "9h", "4d", "7d", "8d", "3s"]),
    ]
    assert [h.value.category if h.value else None for h in result.shown] == [
        p.HandCategory.HIGH_CARD,
        p.HandCategory.ONE_PAIR,
    ]
    assert result.mucked == []


def test_a_player_who_showed_and_then_mucks_is_shown_not_mucked(client: TableClient) -> None:
    """Its cards were seen: it stays in ``shown`` with them and out of ``mucked``.

    Asked of the driver itself: the harness's record check wants every muck taken in
    ``mucked`` and its showdown check no seat both shown and mucked, so no result passes both.
    """
    headsup_all_in_at_the_bring_in(client)
    driver = client.driver
    for seat, kind in ((1, p.ActionKind.MUCK), (2, p.ActionKind.SHOW)):
        assert isinstance(driver.exchange(p.PlayerAction(seat=seat, kind=kind)), p.TableView)
    result = driver.exchange(p.ResultRequest())
    assert isinstance(result, p.HandResult)
    assert result.show_order == [1, 2]
    assert [(h.seat, h.cards) for h in result.shown] == [
        (1, ["As", "Ks", "2c"]),
        (2, ["Qh", "Qd", "9h", "4d", "7d", "8d", "3s"]),
    ]
    assert result.mucked == []
