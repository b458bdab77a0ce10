"""Random legal hands of 2-7 triple draw keep every chip and every card, through any reshuffle."""

from __future__ import annotations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from pokercert import protocol as p
from pokercert.engine.deck import shuffled_order
from pokercert.engine.params import TripleDrawRules
from pokercert.engine.table import SeatState
from pokercert.engine.triple_draw import TripleDrawHand
from pokercert.spec_loader import load_profile

A = p.ActionKind
RULES = load_profile("triple-draw-27").parameters
assert isinstance(RULES, TripleDrawRules)
DISCARD_COUNTS = st.sampled_from([0, 1, 2, 3, 4, 5, 5, 5])  # big draws run the stub out


def check_stub_is_dead(hand: TripleDrawHand) -> None:
    """No card in the stub, on the discard pile or in a hand is also anywhere else."""
    live = [c for seat in hand.live_seats() for c in hand.seats[seat].downcards]
    stub = hand.stub.cards()
    assert len(set(live)) == len(live), "a card is in two live hands"
    assert not set(live) & set(stub), "the stub holds a card of a live hand"
    assert not set(live) & set(hand.discards), "the discard pile holds a card of a live hand"
    hand.check_conservation()


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([2, 3, 4, 5, 6, 6, 6, 6]),
    stacks=st.lists(st.integers(min_value=1, max_value=120), min_size=6, max_size=6),
    deck_seed=st.integers(min_value=0, max_value=2**32),
    data=st.data(),
)
def test_random_hands_conserve_chips_and_cards(
    players: int, stacks: list[int], deck_seed: int, data: st.DataObject
) -> None:
    stacks = stacks[:players]
    seats = [SeatState(seat=i + 1, name=f"P{i + 1}", stack=s) for i, s in enumerate(stacks)]
    dealer = data.draw(st.sampled_from([s.seat for s in seats]), label="button")
    hand = TripleDrawHand(RULES, "triple-draw-27", p.Stakes(small_bet=2, big_bet=4), seats,
                          dealer, shuffled_order(deck_seed), rng_seed=deck_seed)  # fmt: skip
    hand.begin()
    start = sum(stacks)
    check_stub_is_dead(hand)
    for _ in range(400):
        if hand.result is not None:
            break
        options = hand.betting_options()
        if options is not None:
            choices = [A.CALL if options.owed else A.CHECK] * 3  # mostly stay in
            if options.owed:
                choices.append(A.FOLD)
            if options.raise_to is not None:
                choices.append(options.raise_kind)
            kind = data.draw(st.sampled_from(choices), label="bet")
            amount = options.raise_to if kind is options.raise_kind else None
            hand.act(p.PlayerAction(seat=options.seat, kind=kind, amount=amount))
        elif hand.draw_queue:
            seat = hand.draw_queue[0]
            held = hand.seats[seat].downcards
            count = data.draw(DISCARD_COUNTS, label="discards")
            picks = st.sets(st.integers(0, 4), min_size=count, max_size=count)
            thrown = [held[i] for i in sorted(data.draw(picks, label="which"))]
            hand.draw(seat, thrown)
            assert len(hand.seats[seat].downcards) == 5
            assert not set(thrown) & set(hand.seats[seat].downcards), "got a fresh discard back"
        else:
            seat = hand.show_queue[0]
            kinds = {a.kind for a in hand.legal_actions()}
            muck = A.MUCK in kinds and data.draw(st.booleans(), label="muck")
            hand.act(p.PlayerAction(seat=seat, kind=A.MUCK if muck else A.SHOW))
        check_stub_is_dead(hand)
    result = hand.hand_result()
    assert result.complete
    assert sum(result.stacks.values()) == start
    for award in result.awards:
        assert sum(award.shares.values()) == award.amount
        contenders = set(result.show_order) - set(result.mucked) or set(hand.live_seats())
        assert set(award.winners) <= contenders
    event(f"reshuffles: {min(hand.reshuffles, 2)}")
