"""Pure rules of 000's remedies for seven-card stud irregularities.

Everything here is a function of its arguments, so the state changes stay in
:mod:`pokercert.engine.stud_irregularities` and every rule can be unit-tested
on its own.  Clause IDs are those of ``spec/sources/000.json``; the readings
chosen where the text is unclear are the conflict register's (CF-016 to
CF-021).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from pokercert import protocol as p
from pokercert.engine.cards import Card, rank
from pokercert.engine.params import StudRules
from pokercert.engine.stud_rules import bring_in_seat, leading_suit

HAND_SIZE = 7

# --------------------------------------------------------------------------- dead hands


@dataclass(frozen=True)
class Verdict:
    """Whether a hand is dead, and the clause that says so."""

    dead: bool
    clause: str
    reason: str
    cause: p.DeadHandCause = p.DeadHandCause.TOO_FEW_CARDS


def too_many_cards(count: int) -> Verdict | None:
    """CR-059: a hand with more than seven cards is dead, whenever it has them."""
    if count > HAND_SIZE:
        return Verdict(
            True, "CR-059", f"{count} cards: more than seven", p.DeadHandCause.TOO_MANY_CARDS
        )
    return None


def showdown_verdict(count: int, missing_seventh_may_be_live: bool) -> Verdict | None:
    """CR-059 to CR-061 at the showdown; None for a hand of exactly seven cards.

    A hand short of seven cards is dead (CR-060), except that one missing only
    a seventh card, i.e. holding six, may be ruled live (CR-061, CF-021 reading
    A) when the profile's ``missing_seventh_card_may_be_live`` says so.  The
    count decides, not which street was missed: six cards lack "a seventh".
    """
    if count > HAND_SIZE:
        return too_many_cards(count)
    if count == HAND_SIZE:
        return None
    if count == HAND_SIZE - 1 and missing_seventh_may_be_live:
        return Verdict(False, "CR-061", "six cards: a hand missing its seventh card is live")
    return Verdict(True, "CR-060", f"{count} cards at the showdown: fewer than seven")


# --------------------------------------------------------------------------- third street


def would_have_been_low(
    doors: Mapping[int, Card], dead_cards: Mapping[int, Card], rules: StudRules
) -> int | None:
    """CR-009 (CF-018 reading A): the dead hand whose exposed card would have been the low card.

    ``doors`` are the live hands' door cards, ``dead_cards`` the first card each
    dead hand had dealt face up.  Returns that dead seat, or None when a live
    hand holds the low card.
    """
    if not dead_cards:
        return None
    low = bring_in_seat({**doors, **dead_cards}, rules)
    return low if low in dead_cards else None


# --------------------------------------------------------------------------- wrong bring-in

BringInFix = Literal["corrected", "stands"]


def wrong_bring_in_fix(next_player_acted: bool) -> tuple[BringInFix, tuple[str, ...]]:
    """CR-019 to CR-021: corrected while the next player has not acted, otherwise it stands."""
    if next_player_acted:
        return "stands", ("CR-021",)
    return "corrected", ("CR-019", "CR-020")


# --------------------------------------------------------------------------- premature cards


def extra_removals(players_still_in: int) -> int:
    """CR-042 (CF-019 reading A): one more card out of play per player still in the hand."""
    return players_still_in


# --------------------------------------------------------------------------- last card face up


@dataclass(frozen=True)
class LastCardFaceUp:
    """What follows a seventh card dealt face up (CR-052 to CR-058)."""

    turn_up: tuple[int, ...]  # seats whose seventh card ends up face up
    all_in_option: int | None  # the seat that may declare all-in before the betting
    clauses: tuple[str, ...]


def last_card_face_up(live: Sequence[int], seat: int, all_in: bool) -> LastCardFaceUp:
    """The remedy when ``seat``'s last card is dealt face up.

    ``live`` lists the players still in the hand in dealing order (from the
    dealer's left).  An all-in player's card simply stands (CR-053).  With more
    than two players the others get theirs face down and the player may
    declare all-in (CR-055, CR-056).  Heads-up (CF-020 reading A): if the first
    player's card went face up, the second's is dealt face up too and the
    betting is normal (CR-057); if only the second player's did, that player
    may declare all-in (CR-058).  In every case the high board, counting all
    upcards, starts the betting (CR-054).
    """
    if seat not in live:
        raise ValueError(f"seat {seat} is not in the hand")
    if all_in:
        return LastCardFaceUp((seat,), None, ("CR-053", "CR-054"))
    if len(live) > 2:
        return LastCardFaceUp((seat,), seat, ("CR-054", "CR-055", "CR-056"))
    first, second = live[0], live[1]
    if seat == first:
        return LastCardFaceUp((first, second), None, ("CR-054", "CR-057"))
    return LastCardFaceUp((seat,), seat, ("CR-054", "CR-058"))


def board_key(cards: Sequence[Card]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """How strong a showing hand is, for boards of any size (a seventh card face up).

    Only pairs, trips and quads count, then the single cards high to low:
    (sizes of the groups of two or more, their ranks, the other ranks).  A board
    of five upcards and one of four compare on the same footing.
    """
    counts: dict[int, int] = {}
    for card in cards:
        counts[rank(card)] = counts.get(rank(card), 0) + 1
    groups = sorted(((n, r) for r, n in counts.items() if n > 1), reverse=True)
    singles = sorted((r for r, n in counts.items() if n == 1), reverse=True)
    return tuple(n for n, _ in groups), tuple(r for _, r in groups), tuple(singles)


def high_board_any_size(
    boards: Mapping[int, Sequence[Card]], order: Sequence[int], rules: StudRules
) -> int:
    """CR-054: the highest showing hand when boards differ in size; ties as the profile says."""
    seats = [s for s in order if s in boards]
    if not seats:
        raise ValueError("nobody has a board")

    def key(seat: int) -> tuple[object, ...]:
        value = board_key(boards[seat])
        if rules.equal_board_tiebreak == "suit":
            suit = leading_suit(boards[seat], rules.board_suit_order)
            return (value, suit, -seats.index(seat))
        return (value, -seats.index(seat))

    return max(seats, key=key)


# --------------------------------------------------------------------------- burns

BurnError = Literal["burn-two", "burn-none"]


@dataclass(frozen=True)
class BurnRemedy:
    """CR-039 and CR-040 for one street, worked out on the cards alone.

    ``dealt_in_error`` is what each seat got from the faulty deal; ``final``
    what each seat holds after the remedy; ``burn`` the card in the burn's
    place; ``back_to_stub`` the cards that go back on top of the stub, top
    first.  ``unresolved`` lists seats whose proper card another player had to
    keep (CR-040), which the text does not resolve: the floor must rule.
    """

    dealt_in_error: dict[int, Card]
    burns_in_error: tuple[Card, ...]
    final: dict[int, Card]
    burn: Card
    back_to_stub: tuple[Card, ...]
    accepted: tuple[int, ...] = ()
    unresolved: tuple[int, ...] = ()
    in_order: dict[int, Card] = field(default_factory=dict)


def faulty_deal(
    sequence: Sequence[Card], seats: Sequence[int], error: BurnError
) -> tuple[list[Card], dict[int, Card]]:
    """The burns and the cards each seat gets when the dealer burns two cards or none.

    ``sequence`` is the stub as it stood before the street, top first (at
    least ``len(seats) + 2`` cards): the proper deal burns ``sequence[0]`` and
    gives ``sequence[i + 1]`` to ``seats[i]``.
    """
    skip = 2 if error == "burn-two" else 0
    if len(sequence) < len(seats) + skip:
        raise ValueError("not enough cards to replay the faulty deal")
    burns = list(sequence[:skip])
    return burns, {seat: sequence[skip + i] for i, seat in enumerate(seats)}


def burn_remedy(
    sequence: Sequence[Card],
    seats: Sequence[int],
    error: BurnError,
    keepers: Sequence[int] = (),
) -> BurnRemedy:
    """Put the cards back in their proper positions where possible (CR-039).

    ``keepers`` are players who must accept the card the faulty deal gave
    them: on the final downcard, a card they looked at or mixed with their
    other downcards (CR-040).  Everyone else gets the card the proper deal
    gives.  The burn is the proper burn card unless a keeper holds it, then
    the first card left over.  Cards left over go back on top of the stub in
    their order, so the rest of the deal is as it would have been.

    When a keeper holds another player's proper card, that player cannot be
    restored: the seat is listed in ``unresolved`` and ``in_order`` gives one
    alternative the floor may choose, the free cards dealt in order after the
    burn (those cards then leave ``back_to_stub``).
    """
    burns, wrong = faulty_deal(sequence, seats, error)
    used = len(seats) + (2 if error == "burn-two" else 0)
    pool = list(sequence[: max(used, len(seats) + 1)])
    proper = {seat: sequence[i + 1] for i, seat in enumerate(seats)}
    kept = {seat: wrong[seat] for seat in seats if seat in keepers}
    taken = set(kept.values())
    unresolved = tuple(s for s in seats if s not in kept and proper[s] in taken)
    final = dict(kept)
    for seat in seats:
        if seat not in kept and seat not in unresolved:
            final[seat] = proper[seat]
    free = [c for c in pool if c not in set(final.values())]
    burn = sequence[0] if sequence[0] in free else free[0]
    free.remove(burn)
    in_order = dict(zip(unresolved, free, strict=False))
    return BurnRemedy(
        dealt_in_error=wrong,
        burns_in_error=tuple(burns),
        final=final,
        burn=burn,
        back_to_stub=tuple(free),
        accepted=tuple(s for s in seats if s in kept),
        unresolved=unresolved,
        in_order=in_order,
    )
