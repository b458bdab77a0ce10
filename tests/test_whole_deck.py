"""The harness sends every stacked deck whole: no card of it is left to the implementation."""

from __future__ import annotations

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.adapters.reference import ReferenceDriver
from pokercert.client import TableClient
from pokercert.spec_loader import load_profile


class Recording(ReferenceDriver):
    """The reference engine, keeping every request it was sent."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[BaseModel] = []

    def exchange(self, request: BaseModel) -> BaseModel:
        self.sent.append(request)
        return super().exchange(request)


def _setup(deck: list[str]) -> p.HandSetup:
    return p.HandSetup(
        game=p.Game.SEVEN_CARD_STUD,
        profile="cardroom-stud",
        parameters=load_profile("cardroom-stud").parameters.model_dump(mode="json"),
        stakes=p.Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
        seats=[
            p.SeatSetup(seat=1, name="Ana", stack=100),
            p.SeatSetup(seat=2, name="Ben", stack=100),
        ],
        dealer_seat=2,
        deck=deck,
    )


def test_a_short_deck_goes_out_whole_in_canonical_order() -> None:
    assert p.CANONICAL_DECK[:5] == ("2c", "2d", "2h", "2s", "3c") and len(p.CANONICAL_DECK) == 52
    driver = Recording()
    client = TableClient(driver)
    client.hello()
    view = client.setup(_setup(["As", "2c", "Kd", "3h", "Qs", "4d"]))
    assert isinstance(view, p.TableView)
    sent = driver.sent[-1]
    assert isinstance(sent, p.HandSetup) and sent.deck is not None
    assert sent.deck[:6] == ["As", "2c", "Kd", "3h", "Qs", "4d"]
    assert sent.deck[6:9] == ["2d", "2h", "2s"]  # then the canonical order, listed cards left out
    assert sorted(sent.deck) == sorted(p.CANONICAL_DECK)
    while isinstance(view, p.TableView) and view.to_act is not None:  # play the hand out
        kinds = [offer.kind for offer in view.legal_actions]
        kind = p.ActionKind.FOLD if p.ActionKind.FOLD in kinds else kinds[0]
        offer = view.legal_actions[kinds.index(kind)]
        view = client.act(view.to_act, kind, offer.min_amount)
    client.result()
    next_view = client.next_hand(p.NextHand(dealer_seat=1, deck=["Ah"]))
    assert isinstance(next_view, p.TableView)
    sent = driver.sent[-1]
    assert isinstance(sent, p.NextHand) and sent.deck is not None and len(sent.deck) == 52


def test_a_list_that_is_no_deck_is_sent_as_it_is_for_the_implementation_to_refuse() -> None:
    assert p.complete_deck(["As", "As"]) == ["As", "As"]
    assert p.complete_deck(["As", "??"]) == ["As", "??"]
    whole = list(p.CANONICAL_DECK)
    assert p.complete_deck(whole) == whole
    driver = Recording()
    client = TableClient(driver)
    client.hello()
    answer = client.setup(_setup(["As", "Kd", "As"]))
    assert isinstance(answer, p.Refusal)
    sent = driver.sent[-1]
    assert isinstance(sent, p.HandSetup) and sent.deck == ["As", "Kd", "As"]
