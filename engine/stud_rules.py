"""Pure rules of seven-card stud: streets, the bring-in, who acts first, bet sizes, showdown order.

Everything here is a function of its arguments, so :mod:`pokercert.engine.stud`
only keeps state and calls these.  Seat lists are given in the direction of
play starting at the dealer's left (``Hand.dealt_seats()``), which is also the
dealing order and the order of "position" when boards tie.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pokercert import protocol as p
from pokercert.engine import board
from pokercert.engine.betting import BettingRound, IllegalAction, Sizing
from pokercert.engine.cards import Card, rank, suit
from pokercert.engine.params import BettingStructure, StudRules, ratio
from pokercert.engine.params import Suit as SuitLetter

STREETS = (3, 4, 5, 6, 7)
PHASES = {3: "third-street", 4: "fourth-street", 5: "fifth-street", 6: "sixth-street",
          7: "seventh-street"}  # fmt: skip
FACE_UP = {4: True, 5: True, 6: True, 7: False}
"""How the card of each later street is dealt: fourth to sixth up, the seventh ("river") down."""

SUIT_LETTERS = "cdhs"


@dataclass(frozen=True)
class Amounts:
    """The chip amounts of one hand: the table's stakes resolved against the profile."""

    ante: int
    bring_in: int
    small_bet: int
    big_bet: int


def resolve_amounts(rules: StudRules, stakes: p.Stakes) -> Amounts:
    """Ante, bring-in and bets; a bring-in of 0 in the stakes comes from the profile's ratio.

    A derived bring-in is rounded down to whole chips (at least one chip): in a
    $15-$30 game with a bring-in of a third of the small bet it is $5.  A table
    that names its bring-in (a replayed tournament hand, say) keeps it.
    """
    if stakes.small_bet <= 0 or stakes.big_bet <= 0:
        raise IllegalAction("seven-card stud needs a small bet and a big bet greater than zero")
    bring_in = stakes.bring_in
    if bring_in <= 0:
        bring_in = max(1, int(ratio(rules.bring_in_of_small_bet) * stakes.small_bet))
    if bring_in > stakes.small_bet:
        raise IllegalAction(
            f"the bring-in ({bring_in}) cannot be more than the small bet ({stakes.small_bet})"
        )
    return Amounts(stakes.ante, bring_in, stakes.small_bet, stakes.big_bet)


# --------------------------------------------------------------------------- positions


def next_in(order: Sequence[int], seat: int, eligible: Sequence[int]) -> int | None:
    """The first seat of ``eligible`` after ``seat`` in the cyclic ``order``."""
    i = list(order).index(seat)
    allowed = set(eligible)
    for candidate in [*order[i + 1 :], *order[: i + 1]]:
        if candidate in allowed:
            return candidate
    return None


def rotate_to(order: Sequence[int], seat: int) -> list[int]:
    """``order`` as a cycle that starts at ``seat``."""
    i = list(order).index(seat)
    return [*order[i:], *order[:i]]


def suit_index(card: Card, suit_order: Sequence[SuitLetter]) -> int:
    """The card's suit by the profile's order, 0 for the lowest suit."""
    return list(suit_order).index(SUIT_LETTERS[suit(card)])  # type: ignore[arg-type,unused-ignore]


def bring_in_seat(doors: Mapping[int, Card], rules: StudRules) -> int:
    """The seat with the lowest door card: rank first, then the profile's suit order."""
    if not doors:
        raise IllegalAction("nobody has a door card")
    order = board.check_suit_order(rules.bring_in_suit_order)
    ace_low = rules.ace_low_for_bring_in
    return min(doors, key=lambda s: board.dealt_door_card_low_key(doors[s], order, ace_low))


def _groups(cards: Sequence[Card]) -> list[tuple[int, int]]:
    """(count, rank) per distinct rank, largest group and rank first."""
    counts: dict[int, int] = {}
    for card in cards:
        counts[rank(card)] = counts.get(rank(card), 0) + 1
    return sorted(((n, r) for r, n in counts.items()), reverse=True)


def showing_value(cards: Sequence[Card]) -> tuple[object, ...]:
    """How strong a showing hand is: pairs, trips, quads and high cards only.

    Up to four upcards this is :func:`pokercert.engine.board.board_rank`.  With a
    common card a board has five cards (four upcards and the common card), which
    can also show a full house; the groups of equal rank, largest first, order
    those boards the same way (quads, full house, trips, two pair, pair, high
    cards).  A street compares boards of one size only.  The boards are the
    ones the engine dealt, so the board module's input checks are skipped.
    """
    if len(cards) <= 4:
        return (board.dealt_board_rank(cards),)
    groups = _groups(cards)
    return (tuple(n for n, _ in groups), tuple(r for _, r in groups))


def leading_suit(cards: Sequence[Card], suit_order: Sequence[SuitLetter]) -> int:
    """The suit (0 = lowest) of the highest card of the board's best group, for equal boards."""
    if len(cards) <= 4:
        return board.dealt_suit_tiebreak(cards, board.check_suit_order(suit_order))
    top = _groups(cards)[0][1]
    return max(suit_index(c, suit_order) for c in cards if rank(c) == top)


def high_board_seat(boards: Mapping[int, Sequence[Card]], order: Sequence[int],
                    rules: StudRules) -> int:  # fmt: skip
    """The seat with the highest showing hand; ties by position or by suit, as the profile says.

    ``order`` lists the seats from the dealer's left: by position the one dealt
    to first wins the tie (000: "el jugador que recibió cartas primero"); by
    suit the board whose leading card (the highest of its best group) has the
    higher suit (002: "entscheidet die Farbe").  Boards still equal after the
    suit (they share the common card as leading card) go by position.
    """
    if not boards:
        raise IllegalAction("nobody has a board")
    by_suit = rules.equal_board_tiebreak == "suit"
    keys: list[tuple[tuple[object, ...], int, int, int]] = []
    for position, seat in enumerate(s for s in order if s in boards):
        cards = boards[seat]
        suit_rank = leading_suit(cards, rules.board_suit_order) if by_suit else 0
        keys.append((showing_value(cards), suit_rank, -position, seat))
    return max(keys)[3]  # the keys differ in position, so the seat never decides


def first_to_act(designated: int, order: Sequence[int], able: Sequence[int]) -> int | None:
    """Who starts a betting round: the designated seat, or the next able seat on its left.

    000: "si cualquier jugador designado para comenzar la acción ... está
    all-in, la acción de apuestas pasa al primer jugador activo a la
    izquierda del jugador all-in".
    """
    if designated in able:
        return designated
    return next_in(order, designated, able)


def has_open_pair(upcards: Sequence[Card]) -> bool:
    """Do the first two upcards pair (an open pair on fourth street)?"""
    return len(upcards) >= 2 and rank(upcards[0]) == rank(upcards[1])


# --------------------------------------------------------------------------- bet sizes


@dataclass(frozen=True)
class FixedSize:
    """Every bet and raise is one amount (fixed and split limit)."""

    amount: int

    def __call__(self, _round: BettingRound) -> Sizing:
        return Sizing.fixed(self.amount)

    @property
    def bet_size(self) -> int | None:
        return self.amount


@dataclass(frozen=True)
class OpenPairSize:
    """An open pair on fourth street: the small or the big bet, at any player's option.

    With ``big_fixes`` a big bet or raise fixes the size for the rest of the
    round (000: "Si se hace una subida de $10, entonces todas las demás
    subidas deben ser en incrementos de $10").
    """

    small: int
    big: int
    big_fixes: bool

    def __call__(self, round_: BettingRound) -> Sizing:
        if self.big_fixes and self.big in round_.increments:
            return Sizing.fixed(self.big)
        return Sizing(self.small, self.big, (self.small, self.big))

    @property
    def bet_size(self) -> int | None:
        return self.small


@dataclass(frozen=True)
class PotLimitedSize:
    """Bote limitado: any amount from the small bet up to the interval's limit (CF-007).

    The limit bounds every bet and every raise (the increment); it is fixed
    when the street's card is dealt and does not grow with the bets of the
    interval; when it is below the small bet, the small bet is allowed.  As
    in any game of bets of varying size, a raise is at least as large as the
    largest bet or raise already made in the round (``increments``: an all-in
    raise short of that size is not recorded there, so it neither raises the
    floor nor reopens the betting; a short first bet is below the small bet).
    """

    minimum: int
    limit: int

    def __call__(self, round_: BettingRound) -> Sizing:
        ceiling = max(self.limit, self.minimum)
        largest = max(round_.increments, default=0)
        floor = largest if largest > self.minimum else self.minimum
        return Sizing(min(floor, ceiling), ceiling)

    @property
    def bet_size(self) -> int | None:
        return None


StreetSizing = FixedSize | OpenPairSize | PotLimitedSize


def street_sizing(
    rules: StudRules,
    amounts: Amounts,
    street: int,
    pair_showing: bool,
    pot_at_deal: int,
) -> StreetSizing:
    """The bet sizes of one street under the profile's betting structure.

    * fixed limit: the small bet on third and fourth street, the big bet from
      fifth; an open pair on fourth street gives the option of the big bet;
    * split limit (Art. 114.1): the lower limit in the first two intervals, the
      higher in the next three, and the higher limit on fourth street when the
      first two upcards of a hand are a pair;
    * limited pot (Art. 114.1): on sixth street up to half the pot as it stood
      when the sixth card was dealt, on seventh up to the pot as it stood when
      the seventh was dealt, from the small bet, and a raise at least the
      largest bet or raise already made in the round; the first three intervals follow
      ``limited_pot_early_intervals``: ``small-bet`` plays them at the small bet
      (fixed), ``pot`` lets each bet go up to the pot as it stood when that
      street was dealt.

    ``pair_showing`` says whether a live hand shows a pair in its first two
    upcards (only read on fourth street); ``pot_at_deal`` is the pot when the
    street's cards were dealt.
    """
    small, big = amounts.small_bet, amounts.big_bet
    structure = rules.betting_structure
    if structure is BettingStructure.LIMITED_POT:
        if street == 6:
            return PotLimitedSize(small, pot_at_deal // 2)
        if street == 7:
            return PotLimitedSize(small, pot_at_deal)
        if rules.limited_pot_early_intervals == "pot":
            return PotLimitedSize(small, pot_at_deal)
        return FixedSize(small)
    if street >= 5:
        return FixedSize(big)
    if street == 4 and pair_showing:
        split = structure is BettingStructure.SPLIT_LIMIT
        if split and rules.split_limit_pair_on_board_raises_limit:
            return FixedSize(big)
        if rules.open_pair_big_bet:
            return OpenPairSize(small, big, rules.open_pair_big_raise_fixes_size)
    return FixedSize(small)


def round_cap(rules: StudRules, bring_in_posted: bool) -> int:
    """Most bets in a round; a completion that counts as a raise uses one of them up.

    ``raise_cap`` counts the bet (or the completion) and the raises.  When the
    profile counts the completion as a raise, the bring-in is the round's bet
    and the completion the first raise, so one wager fewer may follow it.
    """
    if bring_in_posted and rules.completion_counts_as_raise:
        return max(1, rules.raise_cap - 1)
    return rules.raise_cap


# --------------------------------------------------------------------------- showdown


def show_order(live: Sequence[int], last_aggressor: int | None, first_could_bet: int | None
               ) -> list[int]:  # fmt: skip
    """Who shows first at the showdown, then in the direction of play.

    The last bettor or raiser of the final round shows first; when nobody bet
    in it, the first player who could have bet does (003).  ``live`` is listed
    from the dealer's left.
    """
    for first in (last_aggressor, first_could_bet):
        if first is not None and first in live:
            return rotate_to(live, first)
    return list(live)
