"""Mutants at the boundaries of a rule (red team, round 2): exactly a full raise, exactly
enough cards, a pair on a board that already shows one, a side pot's last live hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from pokercert import protocol as p
from pokercert.mutation.patching import (
    engine_module,
    replace_function,
    replace_method,
    wrap_function,
    wrap_method,
)

Fn = Callable[..., Any]


# --------------------------------------------------------------------------- betting


def all_in_full_raise_is_short() -> None:
    """Any all-in raise is taken as a short one, even one of exactly a full raise: it neither
    reopens the betting nor counts toward the cap."""

    def _wager_to(self: Any, seat: int, target: int, completing: bool) -> int:
        increment = target - self.current
        paid = self._pay(seat, target - self.bets.get(seat, 0))
        all_in = self.stacks[seat] == 0
        full = completing or (self.sizing(self).allows(increment) and not all_in)
        others = self.able(self._after(seat))
        if full or not self.increments:
            self.bets_made += 1
            self.increments.append(increment)
            self.closed.clear()
        else:
            self.closed.update(s for s in others if s not in self.pending)
        self.pending = others
        self.current = max(self.current, target)
        self.last_aggressor = seat
        return paid

    replace_method("betting", "BettingRound", "_wager_to", _wager_to)


def td_short_big_blind_not_the_bet() -> None:
    """2-7: a big blind all in for less than the blind is not the round's bet, so four raises
    may follow it before the first draw instead of three."""

    def wrapper(original: Fn) -> Fn:
        def _open_first_round(self: Any, dealt: list[int]) -> None:
            original(self, dealt)
            round_ = self.round
            if round_ is not None and round_.bets.get(self.bb_seat, 0) < self.amounts.big_blind:
                round_.bets_made = 0

        return _open_first_round

    wrap_method("triple_draw", "TripleDrawHand", "_open_first_round", wrapper)


def limited_pot_no_cap_when_pot_limited() -> None:
    """Bote limitado: sixth and seventh street (the pot-limited intervals) are played with no
    cap on raises; the cap still holds on the fixed-limit streets."""
    stud_rules = engine_module("stud_rules")

    def wrapper(original: Fn) -> Fn:
        def _new_round(self: Any) -> Any:
            round_ = original(self)
            if isinstance(self.sizing, stud_rules.PotLimitedSize):
                round_.cap = None
            return round_

        return _new_round

    wrap_method("stud", "StudHand", "_new_round", wrapper)


def td_heads_up_dead_button_left_posts_small() -> None:
    """2-7 heads-up with the button seat not dealt in: the player on the button's left posts
    the small blind (the ring-game order), not the last seat dealt in (CF-117 reading B)."""

    def wrapper(original: Fn) -> Fn:
        def blind_seats(dealt: Sequence[int], dealer: int) -> tuple[int, int]:
            if len(dealt) == 2 and dealer not in dealt:
                return dealt[0], dealt[1]
            result: tuple[int, int] = original(dealt, dealer)
            return result

        return blind_seats

    wrap_function("triple_draw_rules", "blind_seats", wrapper)


# --------------------------------------------------------------------------- who acts first


def _top_group(upcards: Sequence[int]) -> list[int]:
    """The cards of the board's best group (pair, trips, or the highest single card)."""
    counts = Counter(c >> 2 for c in upcards)
    _, top = max((n, r) for r, n in counts.items())
    return [c for c in upcards if c >> 2 == top]


def german_pair_tie_by_kicker_suit() -> None:
    """German equal boards: the suit of the board's highest card decides even when the board
    is paired (8-8-K against 8-8-K: the kings' suits, not the eights')."""

    def wrapper(original: Fn) -> Fn:
        def dealt_suit_tiebreak(upcards: Sequence[int], suit_order: Sequence[str]) -> int:
            top = max(c >> 2 for c in upcards)
            return int(original([c for c in upcards if c >> 2 == top], suit_order))

        return dealt_suit_tiebreak

    wrap_function("board", "dealt_suit_tiebreak", wrapper)


def german_pair_tie_by_first_card() -> None:
    """German equal boards: on a paired board the suit of the pair's first-dealt card decides,
    not the higher suit of the two."""

    def wrapper(original: Fn) -> Fn:
        def dealt_suit_tiebreak(upcards: Sequence[int], suit_order: Sequence[str]) -> int:
            return int(original(_top_group(upcards)[:1], suit_order))

        return dealt_suit_tiebreak

    wrap_function("board", "dealt_suit_tiebreak", wrapper)


# --------------------------------------------------------------------------- announcements


def pair_announced_only_when_first_pair() -> None:
    """The dealer announces a pair only when a board with no pair pairs: a second pair, or a
    pair turned into trips, goes unannounced."""
    rank = engine_module("stud_announce").rank

    def new_pairing(upcards: Sequence[int]) -> bool:
        if len(upcards) < 2:
            return False
        before = [rank(c) for c in upcards[:-1]]
        return len(set(before)) == len(before) and rank(upcards[-1]) in before

    replace_function("stud_announce", "new_pairing", new_pairing)


# --------------------------------------------------------------------------- running out of cards


def _exactly_enough_is_short(exhaustion: str) -> None:
    """``street_plan`` with one burn card fewer counted when, under ``exhaustion``, the cards
    left are exactly enough for the players due one: the dealer falls to the common card."""
    dealing = engine_module("stud_dealing")

    def exactly(seats: Sequence[int], burn: bool, cards: Any, include_removed: bool) -> bool:
        burns = int(burn and cards.stub > 0)
        left = cards.stub - burns
        burnt = cards.burns + burns
        if left >= len(seats) or cards.burns == 0:
            return False
        if exhaustion == "reshuffle-stub-and-burns-then-common-card":
            return bool(left + burnt == len(seats))
        first = max(left - 1, 0)
        extra = cards.removed if include_removed else 0
        return bool((left - first) + burnt + extra - int(burn) == len(seats) - first)

    def wrapper(original: Fn) -> Fn:
        def street_plan(
            seats: list[int],
            face_up: bool,
            burn: bool,
            cards: Any,
            kind: str,
            include_removed: bool,
        ) -> Any:
            if kind == exhaustion and exactly(seats, burn, cards, include_removed):
                cards = dealing.StubState(cards.stub, cards.burns - 1, cards.removed)
            return original(seats, face_up, burn, cards, kind, include_removed)

        return street_plan

    wrap_function("stud_dealing", "street_plan", wrapper)


def online_reshuffle_exactly_enough_is_short() -> None:
    """Online (003): the stub and the burns exactly enough for one last card each are taken as
    too few: a common card instead of the reshuffle (off by one)."""
    _exactly_enough_is_short("reshuffle-stub-and-burns-then-common-card")


def cardroom_reshuffle_exactly_enough_is_short() -> None:
    """Card room (000): the last card and the burns exactly enough for the players still due a
    card are taken as too few: a common card instead of dealing on (off by one)."""
    _exactly_enough_is_short("reshuffle-burns-then-common-card")


# --------------------------------------------------------------------------- remedies


def last_card_heads_up_counts_players_with_chips() -> None:
    """Last card face up: 'only two players remain' counted among the players with chips, so
    three players with one all in are handled as heads-up (CR-057/CR-058, not CR-055/CR-056)."""
    original = engine_module("stud_remedies_rules").last_card_face_up
    with_chips: list[list[int]] = [[]]

    def last_card_face_up(live: Sequence[int], seat: int, all_in: bool) -> Any:
        able = [s for s in live if s in with_chips[-1]]
        if not all_in and len(live) > 2 and len(able) == 2:
            return original(able, seat, all_in)
        return original(live, seat, all_in)

    def wrapper(method: Fn) -> Fn:
        def _last_card_face_up(self: Any, irregularity: Any, seat: int, card: Any) -> None:
            with_chips.append(
                [
                    s
                    for s in self.live_seats()
                    if self.seats[s].status is not p.SeatStatus.ALL_IN and s not in self.protected
                ]
            )
            try:
                method(self, irregularity, seat, card)
            finally:
                with_chips.pop()

        return _last_card_face_up

    replace_function("stud_remedies_rules", "last_card_face_up", last_card_face_up)
    wrap_method("stud_remedies_exposed", "ExposedCardRemedies", "_last_card_face_up", wrapper)


def dead_hand_lowest_exposed_card() -> None:
    """CR-009: whether a dead hand 'would have been the low card' is judged on the lower of its
    two exposed downcards, not on the first card dealt face up."""
    rules = engine_module("stud_rules")

    def wrapper(original: Fn) -> Fn:
        def _both_holes_exposed(self: Any, seat: int) -> None:
            original(self, seat)
            order = list(self.rules.bring_in_suit_order)
            self.dead_exposed[seat] = min(
                self.exposed[seat],
                key=lambda c: (rules.rank(c), order.index("cdhs"[rules.suit(c)])),
            )

        return _both_holes_exposed

    wrap_method("stud_remedies_exposed", "ExposedCardRemedies", "_both_holes_exposed", wrapper)


# --------------------------------------------------------------------------- showdown, openers


def german_side_pot_last_hand_may_muck() -> None:
    """German show-or-muck: 'never the last live hand of a pot' is checked against the main pot
    only, so the last live hand of a side pot may muck it."""

    def wrapper(original: Fn) -> Fn:
        def _may_muck(self: Any, seat: int) -> bool:
            if not self.rules.first_to_show_may_muck:
                return bool(original(self, seat))
            pots = self.pots()
            return not (pots and seat in pots[0].eligible and len(pots[0].eligible) < 2)

        return _may_muck

    wrap_method("stud", "StudHand", "_may_muck", wrapper)


def draw_kept_small_two_pair_not_openers() -> None:
    """Five-card draw, the discards mixed: two pair below jacks among the kept cards is not
    taken as proof of openers; only jacks or better, or trips, are."""
    rules = engine_module("draw_rules")

    def wrapper(original: Fn) -> Fn:
        def _pairs_or_better(cards: Sequence[Any]) -> bool:
            counts = Counter(rules.rank(c) for c in cards)
            pairs = [r for r, n in counts.items() if n == 2]
            trips = max(counts.values(), default=0) >= 3
            if not trips and pairs and all(r < rules.JACK for r in pairs):
                return False
            return bool(original(cards))

        return _pairs_or_better

    wrap_function("draw_rules", "_pairs_or_better", wrapper)


def draw_misdeal_moves_the_button() -> None:
    """Five-card draw: a misdeal is dealt again as a new hand, the deal passing to the next
    dealer in the direction of play, instead of the same deal again."""

    def wrapper(original: Fn) -> Fn:
        def _misdeal(self: Any, reason: str, clause: str, seat: Any) -> None:
            self.dealer_seat = self.seat_order_from(self.dealer_seat)[0]
            original(self, reason, clause, seat)

        return _misdeal

    wrap_method("draw_errors", "DealingErrors", "_misdeal", wrapper)


# --------------------------------------------------------------------------- round 3


def short_all_in_opening_bet_not_the_bet() -> None:
    """An all-in bet short of a full bet that opens a round is not taken as the round's bet:
    it does not count toward the cap, and the next player may still bet or raise over it as
    if nothing had been bet (CF-047 A: a short all-in that opens a round counts as its bet)."""

    def _wager_to(self: Any, seat: int, target: int, completing: bool) -> int:
        increment = target - self.current
        paid = self._pay(seat, target - self.bets.get(seat, 0))
        full = completing or self.sizing(self).allows(increment)
        others = self.able(self._after(seat))
        if full:
            self.bets_made += 1
            self.increments.append(increment)
            self.closed.clear()
        elif self.increments:
            self.closed.update(s for s in others if s not in self.pending)
        self.pending = others
        self.current = max(self.current, target)
        self.last_aggressor = seat
        return paid

    replace_method("betting", "BettingRound", "_wager_to", _wager_to)


def short_all_in_raise_closes_everyone() -> None:
    """An all-in raise short of a full raise closes the betting for every other player, even
    those who have not acted yet (only those who had acted may no longer raise)."""

    def _wager_to(self: Any, seat: int, target: int, completing: bool) -> int:
        increment = target - self.current
        paid = self._pay(seat, target - self.bets.get(seat, 0))
        full = completing or self.sizing(self).allows(increment)
        others = self.able(self._after(seat))
        if full or not self.increments:
            self.bets_made += 1
            self.increments.append(increment)
            self.closed.clear()
        else:
            self.closed.update(others)
        self.pending = others
        self.current = max(self.current, target)
        self.last_aggressor = seat
        return paid

    replace_method("betting", "BettingRound", "_wager_to", _wager_to)
