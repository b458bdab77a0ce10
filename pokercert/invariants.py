"""The rules of the table that every answer must keep, whatever a scenario asserts.

A scenario checks the numbers its clause is about; an implementation could
still create chips for a folded seat or name a folded seat among the winners
in a hand no scenario looks at closely.  The :class:`TableChecker` held by the
client sees every view and result and checks the :data:`TABLE_RULES`.

Remedies that return chips move them from committed back to the stack, and
chips carried to the next hand (a pot no one opened) stay counted, as the
reference engine's own ``check_conservation`` counts them.  A broken rule is
an :class:`InvariantViolation`, which fails the scenario with the numbers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import NamedTuple, Protocol, TypeVar

from pokercert import protocol as p
from pokercert.budget import clip
from pokercert.driver import ImplementationFailure
from pokercert.hand_values import hand_value

TABLE_RULES = (
    "Chips are neither created nor lost: during a hand, the stacks, the chips committed and "
    "the chips carried in add up to the chips at setup; after it, the stacks and the chips "
    "carried to the next hand do. Each hand starts with the stacks the setup or the last "
    "result left and carries in what that result carried: no chip moves between hands.",
    "Every pot award is shared exactly (the shares sum to the pot) among winners who are seats "
    "at the table, eligible for that pot and neither folded nor dead.",
    "No seat ends a hand with more than it brought into the hand plus what it won, and a "
    "folded seat's stack does not move after it folded.",
    "A misdeal, which deals the hand again and so brings folded seats back, is announced only "
    "after an irregularity or a floor ruling the harness asked for and the implementation took.",
    "No card is in two places at once (two hands, or a hand and the board), a seat's revealed "
    "downcards match its count, and a view never accounts for more cards than a deck holds. "
    "A card a seat was shown holding never turns into another: a seat still in the hand "
    "loses a card only by throwing it at a draw, or by a remedy the harness asked for.",
    "The seat to act is at the table and still in the hand; it alone is offered actions, and "
    "never a wager beyond what it has. A bet, raise or completion is offered only while "
    "another seat in the hand has chips to answer it.",
    "The pots hold exactly the chips committed in the hand and the chips carried in, and name "
    "no folded or dead seat as eligible. Once no wager of the round is open, no seat is "
    "eligible for more than it matched: from each other seat at most what it put in itself "
    "(all of a dead hand's chips, and the chips carried in).",
    "A result is the result of the hand the views showed, and says the hand is complete once "
    "a view has shown it complete.",
    "Once a hand is decided, a seat's stack moves only by what it wins and what is returned to "
    "it (and, for the seat whose action ended the hand, what that action could put in by its "
    "offer): no award is paid from another seat's stack, and no seat gets back more than it "
    "put in. The result's stacks are the ones the last view showed. In a hand without "
    "remedies, the chips the result calls returned are the chips that came back to the seat.",
    "The result's shown hands, mucked hands and show order name seats at the table, each "
    "once. A hand shown at the showdown holds the cards the views gave that seat, and the "
    "value the implementation gives it (category and deciding ranks) follows from those "
    "cards; no seat both shows "
    "and mucks, no winner mucked, and the dealer announces as winners only seats the result "
    "pays. A show or a muck the implementation took is recorded as such in the result.",
    "The log is the hand's record: the answer to each player action the table took logs it, "
    "naming the acting seat (a fold as fold, a check as check, a call as call, a bring-in as "
    "bring-in, a completion as complete, a bet as bet or open, a raise as raise, a draw as "
    "draw or discard, standing pat as stand-pat, a show as show or show-openers, a muck as "
    "muck; a bet, raise or completion with the total wager the action made, a call or "
    "bring-in with the chips it put in), and each win is "
    "logged with its seat and chips: the chips the log says each seat "
    "won are the chips the result pays. The first view of a hand logs each seat's ante with "
    "the chips posted: a seat with no other forced bet yet (a blind or bring-in its game or "
    "stakes have) has exactly its antes committed. A seat that brings no chips into a hand "
    "(none behind, none posted) is dealt no cards. A deal or a show the log books to a seat "
    "still in the hand names only cards the views show that seat holding (where they reveal "
    "its downcards).",
)
"""What the harness holds every answer to, in any hand, besides what scenarios assert.

Written for people: the conformance document and the report quote them as they are.
"""

FOLDED = "folded"
OUT = frozenset((FOLDED, "dead", "sitting-out"))
"""Statuses of a seat that can win nothing and act no more in the hand."""
COMPLETE = "complete"
WINS = p.AnnouncementKind.WINS
WIN = p.EventKind.WIN
TABLED = frozenset((p.ActionKind.SHOW, p.ActionKind.MUCK))
"""The actions that table a hand: the result must record them."""
REMEDY_REQUESTS = (p.Irregularity, p.FloorRuling)
"""The requests that may lead to a misdeal: the harness's injected dealing errors."""


class SeatFacts(Protocol):
    """What the rules of the table read of a seat in a view."""

    @property
    def seat(self) -> int: ...
    @property
    def stack(self) -> int: ...
    @property
    def committed(self) -> int: ...
    @property
    def status(self) -> str: ...
    @property
    def bet(self) -> int: ...


class OfferFacts(Protocol):
    """What the rules of the table read of a legal action: how much it may put in."""

    @property
    def kind(self) -> p.ActionKind: ...
    @property
    def max_amount(self) -> int | None: ...


class PotFacts(Protocol):
    """What the rules of the table read of a pot in a view."""

    @property
    def amount(self) -> int: ...
    @property
    def eligible(self) -> Sequence[int]: ...


class ViewFacts(Protocol):
    """What the rules of the table read of a view: a :class:`~pokercert.protocol.TableView`,
    or any other reading of one (the soak's oracle reads the engine's documents)."""

    @property
    def hand_number(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def carried_pot(self) -> int: ...
    @property
    def seats(self) -> Sequence[SeatFacts]: ...
    @property
    def pots(self) -> Sequence[PotFacts]: ...
    @property
    def misdeals(self) -> int: ...
    @property
    def legal_actions(self) -> Sequence[OfferFacts]: ...


H = TypeVar("H", bound=Hashable)


def repeated(items: Iterable[H]) -> list[H]:
    """What an answer names more than once, in the order first named: a message that says
    one thing twice can mean either, so the harness refuses it rather than pick one."""
    listed = list(items)
    if len(set(listed)) == len(listed):  # the common case: one set, no counting
        return []
    return [item for item, times in Counter(listed).items() if times > 1]


class SeatTotals(NamedTuple):
    """What the rules that read every seat of a view need of them, read in one pass."""

    by_number: dict[int, SeatFacts]
    live: set[int]  # the seats at the table still in the hand (not folded, dead or sitting out)
    committed: int  # chips committed in the hand by all seats
    wager_open: bool  # some seat has a bet in front of it in the round
    top: int  # the most a seat still in the hand has committed (0 if none is)


def seat_totals(view: ViewFacts) -> SeatTotals:
    """:class:`SeatTotals` of a view (the checker reads them in its own pass, :meth:`view`)."""
    by_number = {s.seat: s for s in view.seats}
    return SeatTotals(
        by_number,
        {number for number, s in by_number.items() if s.status not in OUT},
        sum(s.committed for s in view.seats),
        any(s.bet for s in view.seats),
        max((s.committed for s in view.seats if s.status not in OUT), default=0),
    )


class InvariantViolation(ImplementationFailure, AssertionError):
    """An answer broke a rule of the table (chips created or lost, a wrong award)."""


# --------------------------------------------------------------------------- pure checks


def view_chips(view: ViewFacts) -> int:
    """Every chip a view accounts for: stacks, chips committed to the hand, chips carried in."""
    return sum(s.stack + s.committed for s in view.seats) + view.carried_pot


def conservation_problem(view: ViewFacts, chips_at_setup: int) -> str | None:
    """Chips created or lost in a view.

    Once the hand is complete a view cannot show the chips carried out to the
    next hand (only the result does), while ``carried_pot`` and ``committed``
    may still name what came in and what was wagered (now paid out): the
    stacks may then hold fewer chips than the table, never more; the result
    and the next hand's view are checked exactly.
    """
    counted = view_chips(view)
    if counted == chips_at_setup:
        return None
    if view.phase == COMPLETE and sum(s.stack for s in view.seats) <= chips_at_setup:
        return None
    stacks = sum(s.stack for s in view.seats)
    committed = sum(s.committed for s in view.seats)
    return (
        f"chips not conserved in hand {view.hand_number} ({view.phase}): stacks {stacks} + "
        f"committed {committed} + carried in {view.carried_pot} = {counted}, "
        f"but the table was set up with {chips_at_setup}"
    )


DECK_SIZE = 52
HIDDEN = "??"


def same_cards(before: p.TableView, now: p.TableView) -> bool:
    """Whether ``now`` shows every card and count :func:`card_problems` reads as ``before``
    does (same seats in the same order, same cards, same board, stub and piles), so that
    the rule finds in it what it found in ``before``.  A seat view the client kept (the
    same object) is the same seat; any other is compared card by card."""
    if (
        before.community_cards != now.community_cards
        or before.stub_count != now.stub_count
        or before.discard_count != now.discard_count
        or before.burn_count != now.burn_count
        or before.removed_count != now.removed_count
        or len(before.seats) != len(now.seats)
    ):
        return False
    for was, seat in zip(before.seats, now.seats, strict=True):
        if was is not seat and (
            was.seat != seat.seat
            or was.upcards != seat.upcards
            or was.downcards != seat.downcards
            or was.downcard_count != seat.downcard_count
        ):
            return False
    return True


def card_problems(view: p.TableView) -> list[str]:
    """Cards created or duplicated in a view: what no deal, remedy or reshuffle can show.

    A card face up (or a downcard the implementation reveals) is in one place
    only: one seat's hand or the board.  And the cards the view accounts for
    (in hands, on the board, in the stub, the discards, the burns and the cards
    taken out) are never more than the deck holds; they may be fewer, since a
    view does not count the muck.
    """
    problems = []
    board = view.community_cards
    distinct = set(board)  # every name shown, HIDDEN included
    named = len(board)  # how many names are shown (a card named twice counts twice)
    hidden = board.count(HIDDEN)
    in_view = named
    for seat in view.seats:
        up, down = seat.upcards, seat.downcards
        in_view += len(up) + seat.downcard_count
        distinct.update(up)
        named += len(up)
        hidden += up.count(HIDDEN)
        if down is not None:
            distinct.update(down)
            named += len(down)
            hidden += down.count(HIDDEN)
            if len(down) != seat.downcard_count:
                problems.append(
                    f"seat {seat.seat} shows {len(down)} downcards but counts {seat.downcard_count}"
                )
    distinct.discard(HIDDEN)
    if len(distinct) != named - hidden:  # the common case costs one set; names only on a fault
        problems += _duplicates(view)
    counted = (in_view + view.stub_count + view.discard_count + view.burn_count
               + view.removed_count)  # fmt: skip
    if counted > DECK_SIZE:
        problems.append(
            f"the view accounts for {counted} cards (hands and board {in_view}, stub "
            f"{view.stub_count}, discards {view.discard_count}, burnt {view.burn_count}, "
            f"taken out {view.removed_count}): a deck holds {DECK_SIZE}"
        )
    return problems


def _duplicates(view: p.TableView) -> list[str]:
    """Each card shown in more than one place, with the places."""
    places: dict[str, list[str]] = {}
    for card in view.community_cards:
        places.setdefault(card, []).append("the board")
    for seat in view.seats:
        for card in [*seat.upcards, *(seat.downcards or [])]:
            places.setdefault(card, []).append(f"seat {seat.seat}")
    return [
        f"card {card} is in two places at once: {', '.join(where)}"
        for card, where in places.items()
        if card != HIDDEN and len(where) > 1
    ]


def turn_problems(view: p.TableView, seats: Mapping[int, SeatFacts]) -> list[str]:
    """The seat to act is a seat still in the hand, offered what it can afford, and only it.

    ``seats`` are the view's seats by number."""
    actor = seats.get(view.to_act) if view.to_act is not None else None
    if view.to_act is None:
        return ["legal actions are offered but no seat is to act"] if view.legal_actions else []
    if actor is None:
        return [f"seat {view.to_act} is to act but is not at the table"]
    problems = []
    if actor.status in OUT:
        problems.append(f"seat {actor.seat} is to act but is {actor.status}")
    if not view.legal_actions:
        problems.append(f"seat {actor.seat} is to act but is offered no action")
    afford = actor.bet + actor.stack  # amounts are the seat's total wager in the round
    for action in view.legal_actions:
        low, high = action.min_amount, action.max_amount
        if low is not None and high is not None and low > high:
            problems.append(f"{action.kind} is offered from {low} up to {high}")
        if high is not None and high > afford:
            problems.append(
                f"{action.kind} is offered up to {high}, but seat {actor.seat} has "
                f"{actor.bet} in front and {actor.stack} behind"
            )
    raised = sorted(str(a.kind) for a in view.legal_actions if a.kind in WAGERS)
    if raised and not any(
        seat.seat != actor.seat and seat.status not in OUT | {p.SeatStatus.ALL_IN} and seat.stack
        for seat in seats.values()
    ):
        problems.append(
            f"seat {actor.seat} is offered {' and '.join(raised)}, but no other seat in the "
            "hand has chips to answer it"
        )
    return problems


def pot_problems(view: p.TableView, totals: SeatTotals) -> list[str]:
    """The pots shown hold the chips committed and carried in, for seats still in the hand."""
    if not view.pots:
        return []
    problems = []
    in_pots = 0
    for pot in view.pots:
        in_pots += pot.amount
    seats, committed = totals.by_number, totals.committed
    if in_pots != committed + view.carried_pot:
        problems.append(
            f"the pots hold {in_pots}, but the seats committed {committed} "
            f"and {view.carried_pot} were carried in"
        )
    for index, pot in enumerate(view.pots):
        if totals.live.issuperset(pot.eligible):
            continue  # every seat it names is at the table and still in the hand
        for number in pot.eligible:
            seat = seats.get(number)
            if seat is None:
                problems.append(f"pot {index} names seat {number}, which is not at the table")
            elif seat.status in OUT:
                problems.append(
                    f"pot {index} names seat {number} eligible, but it is {seat.status}"
                )
    if not problems and not totals.wager_open:
        problems += matched_problems(view, totals)
    return problems


DEAD_MONEY = OUT - {FOLDED}
"""Seats whose chips anyone left in the pot may win: a dead hand's, a seat sitting out's."""


def matched_problems(view: p.TableView, totals: SeatTotals) -> list[str]:
    """Nobody is eligible for more than he matched: from each other seat a player can win at
    most what he put in himself (all of a dead hand's chips, and the chips carried in).  The
    players who put in the most of those still in the hand also take what folded or dead
    seats put in above them: nobody left can claim it.

    Judged once no wager of the round is open, when the contract holds the pots to their
    eligible seats.  A build that keeps one side pot for every all-in level, or offers a
    higher side pot to a player all in below it, passes every chip count and is caught here.
    """
    problems = []
    seats, top = totals.by_number, totals.top
    most_for: dict[int, int] = {}  # can_win by cap: the seats all in at one level share it
    offered_to: dict[int, int] = {}  # the chips in the pots each seat is eligible for
    for pot in view.pots:
        for number in set(pot.eligible):  # a seat named twice in a pot is eligible for it once
            offered_to[number] = offered_to.get(number, 0) + pot.amount
    for number in sorted(offered_to):
        own = seats[number].committed
        cap = own if own < top else None  # None: the top of the hand, nothing above it to lose
        if cap is None:
            can_win = view.carried_pot + totals.committed  # every chip committed
        elif cap in most_for:
            can_win = most_for[cap]
        else:
            can_win = most_for[cap] = view.carried_pot + sum(
                s.committed if s.status in DEAD_MONEY else min(s.committed, cap) for s in view.seats
            )
        offered = offered_to[number]
        if offered > can_win:
            problems.append(
                f"seat {number} put {own} in the hand and can win at most {can_win}, but the "
                f"pots it is eligible for hold {offered}"
            )
    return problems


def view_problems(
    view: p.TableView, totals: SeatTotals | None = None, cards_checked: bool = False
) -> list[str]:
    """What the rules of the table find wrong in one whole view (cards, turn, pots);
    ``totals``: :func:`seat_totals` of the view, when already read; ``cards_checked``: every
    card and count :func:`card_problems` reads is as in a view it found nothing wrong with."""
    if totals is None:
        totals = seat_totals(view)
    problems = [] if cards_checked else card_problems(view)
    problems += turn_problems(view, totals.by_number) + pot_problems(view, totals)
    if not problems:
        return problems
    return [f"hand {view.hand_number} ({view.phase}): {problem}" for problem in problems]


def result_identity_problems(
    result: p.HandResult, hand: int | None, phase: str | None
) -> list[str]:
    """A result is the result of the hand the views showed, and complete once they said so.

    Only complete results are held to the chips and awards rules, so a result
    that calls a finished hand unfinished would otherwise escape all of them.
    """
    if hand is None:
        return []
    if result.hand_number != hand:
        return [f"the result is of hand {result.hand_number}, but the table is at hand {hand}"]
    if phase == COMPLETE and not result.complete:
        return [f"hand {hand} is complete, but its result says it is not"]
    return []


def result_conservation_problem(result: p.HandResult, chips_at_setup: int) -> str | None:
    stacks = sum(result.stacks.values())
    counted = stacks + result.carried_to_next_hand
    if counted == chips_at_setup:
        return None
    return (
        f"chips not conserved by the result of hand {result.hand_number}: stacks {stacks} + "
        f"carried to the next hand {result.carried_to_next_hand} = {counted}, "
        f"but the table was set up with {chips_at_setup}"
    )


def award_problems(
    result: p.HandResult,
    seats: set[int],
    folded: set[int],
    pots: Sequence[PotFacts] | None,
) -> list[str]:
    """Each award shared exactly among eligible, live seats of the table, each pot once."""
    problems = []
    twice = sorted(repeated(award.pot for award in result.awards))
    if twice:
        problems.append(f"hand {result.hand_number}: pot(s) {twice} awarded more than once")
    for award in result.awards:
        where = f"hand {result.hand_number}, pot {award.pot}"
        shares = {int(seat): chips for seat, chips in award.shares.items() if seat.isdigit()}
        if len(shares) != len(award.shares):
            problems.append(f"{where}: shares name something that is not a seat: {award.shares}")
        if sum(shares.values()) != award.amount:
            problems.append(
                f"{where}: shares {award.shares} sum to {sum(shares.values())}, "
                f"not the pot's {award.amount}"
            )
        if any(chips < 0 for chips in shares.values()):
            problems.append(f"{where}: a negative share {award.shares}")
        paid = {seat for seat, chips in shares.items() if chips > 0}
        if not paid <= set(award.winners):
            problems.append(
                f"{where}: seats {sorted(paid - set(award.winners))} are paid but not winners"
            )
        strangers = sorted(set(award.winners) - seats)
        if strangers:
            problems.append(f"{where}: winners {strangers} are not seats at the table")
        dead = sorted(set(award.winners) & folded)
        if dead:
            problems.append(f"{where}: folded or dead seat(s) {dead} named among the winners")
        if pots is not None and 0 <= award.pot < len(pots):
            outsiders = sorted(set(award.winners) - set(pots[award.pot].eligible))
            if outsiders:
                problems.append(
                    f"{where}: winners {outsiders} are not eligible for it "
                    f"(eligible: {pots[award.pot].eligible})"
                )
    return problems


def settlement_problems(
    result: p.HandResult,
    in_play: Mapping[int, int],
    committed: Mapping[int, int],
    ender: int | None,
    put_in: int,
) -> list[str]:
    """Each seat's stack from the last view of the hand in play to the result.

    ``in_play`` are the stacks of that view; ``committed`` the most each seat had put in
    at any view of the hand; ``ender`` the seat whose action ended the hand and ``put_in``
    the most that action could put in (what its offer allowed).  After it a seat's stack
    grows by what it wins and what is returned to it, and by nothing else; only the ender
    may have put chips in, and no more than its action allowed; a seat gets back at most
    what it put in.
    An award paid out of a loser's stack, or called "returned", keeps the chips conserved
    and every share summed, and only this shows it.
    """
    problems = []
    won = winnings(result)
    where = f"hand {result.hand_number}"
    for seat, before in sorted(in_play.items()):
        final = result.stacks.get(str(seat))
        if final is None:
            continue
        returned = result.returned.get(str(seat), 0)
        extra = put_in if seat == ender else 0
        moved = final - won.get(seat, 0) - before
        if not -extra <= moved <= returned:
            problems.append(
                f"{where}: seat {seat} had {before} behind when the hand was decided, won "
                f"{won.get(seat, 0)} and had {returned} returned, but ends with {final}"
                + (f" (its last action could put in {extra})" if seat == ender else "")
            )
        most = committed.get(seat, 0) + extra
        if returned > most:
            problems.append(
                f"{where}: seat {seat} gets {returned} returned but put only {most} in the hand"
            )
    return problems


def returned_problems(
    result: p.HandResult,
    in_play: Mapping[int, int],
    given_back: Mapping[int, int],
    unseen_back: Mapping[int, int],
    ender: int | None,
    put_in: int,
) -> list[str]:
    """The chips the result says were returned are the chips that came back: those a seat's
    stack rose by while the hand was played (an uncalled bet given back when its round
    closed), those it rose by, beyond its winnings, once the hand was decided, and at most
    what its own actions could have put in beyond what its stack showed them take
    (``unseen_back``: chips given back by the action that put them in, as when a call
    closes a round over a short all-in).

    Only for a hand without remedies or misdeals (whose refunds need not be "returned").
    A result that calls a loser's lost chips "returned" keeps every sum right; this does not.
    """
    problems = []
    won = winnings(result)
    for seat, before in sorted(in_play.items()):
        final = result.stacks.get(str(seat))
        if final is None:
            continue
        returned = result.returned.get(str(seat), 0)
        at_end = returned - given_back.get(seat, 0)
        moved = final - won.get(seat, 0) - before
        low = at_end - unseen_back.get(seat, 0) - (put_in if seat == ender else 0)
        if not low <= moved <= at_end:
            problems.append(
                f"hand {result.hand_number}: seat {seat} is said to get {returned} returned, "
                f"but {given_back.get(seat, 0)} came back while the hand was played and "
                f"{moved} beyond its winnings once it was decided"
            )
    return problems


PUTS_NOTHING = frozenset(
    (p.ActionKind.FOLD, p.ActionKind.CHECK, p.ActionKind.DRAW, p.ActionKind.STAND_PAT,
     p.ActionKind.SHOW, p.ActionKind.MUCK, p.ActionKind.ASK_DRAW_COUNTS)
)  # fmt: skip


def most_put_in(view: ViewFacts, action: p.PlayerAction) -> int:
    """The most chips ``action`` could put in, from the view it answered: nothing for a fold,
    check, draw or show; for a wager, the amount named or offered over the seat's bet; the
    seat's whole stack when the offer says nothing."""
    if action.kind in PUTS_NOTHING:
        return 0
    for seat in view.seats:
        if seat.seat == action.seat:
            break
    else:
        return 0
    to = action.amount if action.kind is not p.ActionKind.CALL else None
    if to is None:
        for offer in view.legal_actions:
            if offer.kind == action.kind:
                to = offer.max_amount
                break
    if to is None:
        return seat.stack
    return max(0, min(seat.stack, to - seat.bet))


def showdown_problems(
    result: p.HandResult, view: p.TableView, held: Mapping[int, set[str]]
) -> list[str]:
    """The result's showdown against the hand's views: shown cards are cards the views gave
    the seat (``held``: every card any view of the hand showed in it, for the seats whose
    downcards the implementation revealed), no seat both shows and mucks, no winner mucked,
    the winners the dealer announced (in the last view's log) are paid.  The showdown's lists
    name seats at the table, each once; until they do nothing else of them is read (a list of
    thousands of hands would otherwise cost the harness what the build chose)."""
    where = f"hand {result.hand_number}"
    problems = []
    table = {seat.seat for seat in view.seats}
    for name, named in (
        ("shown", [hand.seat for hand in result.shown]),
        ("mucked", list(result.mucked)),
        ("show_order", list(result.show_order)),
    ):
        strangers, repeats = sorted(set(named) - table), sorted(repeated(named))
        if strangers or repeats:
            problems.append(
                f"{where}: the result's {name} names "
                + "; ".join(
                    part
                    for part in (
                        f"seats not at the table {strangers[:10]}" if strangers else "",
                        f"seats more than once {repeats[:10]}" if repeats else "",
                    )
                    if part
                )
            )
    if problems:
        return problems
    for hand in result.shown:
        if hand.seat not in held:
            continue  # its downcards were never revealed: nothing to hold the show to
        strange = sorted({c for c in hand.cards if c != HIDDEN} - held[hand.seat])
        if strange:
            problems.append(f"{where}: seat {hand.seat} shows {' '.join(strange)}, which the "
                            "views never gave it")  # fmt: skip
        twice = sorted(repeated(c for c in hand.cards if c != HIDDEN))
        if twice:
            problems.append(f"{where}: seat {hand.seat} shows {' '.join(twice)} twice")
        worth = value_problem(hand, view)
        if worth:
            problems.append(f"{where}: {worth}")
    shown = {hand.seat for hand in result.shown}
    winners = {seat for award in result.awards for seat in award.winners}
    both = sorted(set(result.mucked) & shown)
    if both:
        problems.append(f"{where}: seats {both} both show and muck")
    mucked_winners = sorted(set(result.mucked) & winners)
    if mucked_winners:
        problems.append(f"{where}: seats {mucked_winners} mucked but are paid as winners")
    said = sorted({a.seat for a in view.announcements if a.kind == WINS and a.seat is not None})
    unpaid = [seat for seat in said if seat not in winners]
    if unpaid and result.awards:
        problems.append(f"{where}: the dealer announces seats {unpaid} as winners, but the "
                        "result pays them nothing")  # fmt: skip
    return problems


MOST_CARDS_VALUED = 8
"""Seven cards and a common card: the most any game's shown hand is valued from."""


def value_problem(hand: p.ShownHand, view: p.TableView) -> str | None:
    """A value the implementation gives a shown hand follows from its cards (with the common
    card in stud), as the harness works it out itself (:mod:`pokercert.hand_values`)."""
    if hand.value is None or HIDDEN in hand.cards or len(set(hand.cards)) != len(hand.cards):
        return None  # a card shown twice is a problem of its own (showdown_problems)
    if HIDDEN in view.community_cards:
        return None  # a board card the build hides: nothing to value the hand with
    common = [c for c in view.community_cards if c not in hand.cards]
    if len(hand.cards) + len(common) > MOST_CARDS_VALUED:
        return None  # no game's hand holds more: valuing every five of them could take forever
    worth = hand_value([*hand.cards, *common], view.game)
    if worth == hand.value:
        return None
    said = f"{hand.value.category} {'-'.join(hand.value.ranks)}"
    real = "no value (fewer than five cards)" if worth is None else (
        f"{worth.category} {'-'.join(worth.ranks)}"
    )  # fmt: skip
    return f"seat {hand.seat} shows {' '.join(hand.cards)} valued {said}, but it is {real}"


def record_problems(
    result: p.HandResult, view: p.TableView, tabled: Mapping[p.ActionKind, set[int]]
) -> list[str]:
    """The result records the hand the log and the players' own actions made: a show or a
    muck the implementation took is in its ``shown`` or ``mucked``, and the chips its log
    says each seat won (``win`` events, each with its seat and amount) are the chips paid:
    a log that names no winner, or the wrong one, is a false hand history."""
    where = f"hand {result.hand_number}"
    problems = []
    shown = {hand.seat for hand in result.shown}
    dead = {hand.seat for hand in result.dead_hands}  # a hand killed after it was tabled
    for kind, recorded, word in (
        (p.ActionKind.SHOW, shown, "shown"),
        (p.ActionKind.MUCK, set(result.mucked), "mucked"),
    ):
        missing = sorted(tabled.get(kind, set()) - recorded - dead)
        if missing:
            problems.append(
                f"{where}: seats {missing} {word} their hands when asked to, but the result's "
                f"{word} leaves them out"
            )
    if view.phase != COMPLETE:
        return problems
    logged: dict[int, int] = {}
    unpriced: list[int] = []
    for event in view.events:  # the whole log of the hand: the kind is read first
        if event.kind == WIN:
            if event.seat is None or event.amount is None:
                unpriced.append(event.seq)
            else:
                logged[event.seat] = logged.get(event.seat, 0) + event.amount
    if unpriced:
        problems.append(
            f"{where}: the log's win events {clip(str(unpriced), 80)} name no seat or no "
            "amount: a win is logged with the seat and the chips it won"
        )
    paid = {seat: chips for seat, chips in winnings(result).items() if chips}
    logged = {seat: chips for seat, chips in logged.items() if chips}
    if logged != paid:
        problems.append(
            f"{where}: the log says seats won {dict(sorted(logged.items()))}, but the result "
            f"pays {dict(sorted(paid.items()))}"
        )
    return problems


E = p.EventKind
LOGGED_AS: dict[p.ActionKind, frozenset[p.EventKind]] = {
    p.ActionKind.FOLD: frozenset((E.FOLD,)),
    p.ActionKind.CHECK: frozenset((E.CHECK,)),
    p.ActionKind.CALL: frozenset((E.CALL,)),
    p.ActionKind.BRING_IN: frozenset((E.BRING_IN,)),
    p.ActionKind.COMPLETE: frozenset((E.COMPLETE,)),
    p.ActionKind.BET: frozenset((E.BET, E.OPEN)),
    p.ActionKind.RAISE: frozenset((E.RAISE,)),
    p.ActionKind.DRAW: frozenset((E.DRAW, E.DISCARD)),
    p.ActionKind.STAND_PAT: frozenset((E.STAND_PAT,)),
    p.ActionKind.SHOW: frozenset((E.SHOW, E.SHOW_OPENERS)),
    p.ActionKind.MUCK: frozenset((E.MUCK,)),
}
"""The event kinds that record each player action in the log: the answer to an action the
table took holds one of them, naming the acting seat."""


def unlogged_action(action: p.PlayerAction, new: Sequence[p.Event]) -> str | None:
    """What is wrong when the entries an answer adds to the log do not record the action it
    answers: the log is the hand's record (hand histories are written from it), so a build
    that leaves an action out, books it to another seat or calls a raise a bet would hand a
    reviewer a false history while every chip count still adds up."""
    kinds = LOGGED_AS.get(action.kind)
    if kinds is None:
        return None
    logged = [event for event in new if event.seat == action.seat and event.kind in kinds]
    if not logged:
        named = " or ".join(sorted(kinds))
        return (
            f"seat {action.seat}'s {action.kind} was taken, but the log entries of the answer "
            f"record no {named} of seat {action.seat}"
        )
    wager = action.amount if action.kind in WAGERS else None
    if wager is not None and all(event.amount != wager for event in logged):
        amounts = [event.amount for event in logged]
        return (
            f"seat {action.seat}'s {action.kind} to a total wager of {wager} was taken, but "
            f"the log records it as {clip(str(amounts), 60)}"
        )
    return None


WAGERS = frozenset((p.ActionKind.BET, p.ActionKind.RAISE, p.ActionKind.COMPLETE))
"""The actions whose amount is the seat's total wager this round, and so is their event's."""

POSTS = frozenset((p.ActionKind.CALL, p.ActionKind.BRING_IN))
"""The actions whose event counts the chips the seat put in by them."""


def unpriced_post(
    action: p.PlayerAction,
    new: Sequence[p.Event],
    before: SeatFacts | None,
    now: SeatFacts | None,
    most: int | None = None,
) -> str | None:
    """What is wrong when a call or bring-in the table took is logged with other chips than
    the seat put in: the contract's amount of both events, so a history that says a seat
    called 3 where it put in 5 is as false as one that leaves the call out.

    What it put in is read from its committed chips before and after (both in play), plus
    the chips the same answer logs as returned to it (a call that closes the betting over
    short all-ins gets its unmatched part back at once); ``most``, what the offer let the
    action put in, bounds it, so a made-up return cannot excuse a made-up call."""
    if action.kind not in POSTS or before is None or now is None:
        return None
    returned = sum(e.amount or 0 for e in new if e.seat == action.seat and e.kind == E.RETURN)
    put = now.committed - before.committed + returned
    kinds = LOGGED_AS[action.kind]
    amounts = [e.amount for e in new if e.seat == action.seat and e.kind in kinds]
    if not amounts or (put in amounts and (most is None or put <= most)):
        return None
    back = f" (with {returned} logged as returned)" if returned else ""
    return (
        f"seat {action.seat}'s {action.kind} put {put} chips in{back}, but the log records it "
        f"as {clip(str(amounts), 60)}"
        + (f", and its offer allowed {most}" if most is not None and put > most else "")
    )


OTHER_FORCED = frozenset((E.SMALL_BLIND, E.BIG_BLIND, E.BRING_IN))


GAME_FORCED: dict[p.Game, frozenset[p.EventKind]] = {
    p.Game.SEVEN_CARD_STUD: frozenset((E.BRING_IN,)),
    p.Game.TRIPLE_DRAW_27: frozenset((E.SMALL_BLIND, E.BIG_BLIND)),
    p.Game.FIVE_CARD_DRAW: frozenset(),
}
"""The forced bets besides antes that each game has (their amounts may come from the
profile when the stakes leave them at 0)."""


def forced_posts(setup: p.HandSetup) -> frozenset[p.EventKind]:
    """The forced bets other than antes a table can have: its game's, and any its stakes
    name.  Only those can explain chips a seat committed before anyone acted."""
    stakes = setup.stakes
    amounts = (
        (E.SMALL_BLIND, stakes.small_blind),
        (E.BIG_BLIND, stakes.big_blind),
        (E.BRING_IN, stakes.bring_in),
    )
    named = frozenset(kind for kind, amount in amounts if amount)
    return GAME_FORCED.get(setup.game, OTHER_FORCED) | named


def ante_problems(
    seats: Sequence[p.SeatView], log: Sequence[p.Event], forced: frozenset[p.EventKind]
) -> list[str]:
    """In the first view of a hand, a seat's ante events log the chips it posted (the
    contract's amount of an ante): with no other forced bet of its own yet, what the seat
    has committed.  A build that logs antes of 0, or an ante for a seat that posted none,
    writes a history whose antes do not add up to the pot.  ``forced``: the other forced
    bets the stakes have; a logged blind the stakes do not have excuses nothing."""
    antes: dict[int, int] = {}
    other: set[int] = set()
    problems = []
    for event in log:
        if event.seat is None:
            continue
        if event.kind == E.ANTE:
            if event.amount is None:
                problems.append(f"the ante of seat {event.seat} is logged without its chips")
            antes[event.seat] = antes.get(event.seat, 0) + (event.amount or 0)
        elif event.kind in forced:
            other.add(event.seat)
    for seat in seats:
        logged = antes.get(seat.seat, 0)
        if seat.seat not in other and logged != seat.committed:
            problems.append(
                f"seat {seat.seat}'s antes are logged as {logged} chips, but it has "
                f"{seat.committed} in the hand"
            )
    return problems


CARDS_OF_A_SEAT = frozenset((E.DEAL_UP, E.DEAL_DOWN, E.SHOW, E.SHOW_OPENERS, E.DOWNCARDS))
"""Log entries that name cards a seat is dealt or shows: only cards the seat holds."""


def misattributed_cards(
    new: Sequence[p.Event], held: Mapping[int, set[str]], hidden: set[int], live: set[int]
) -> list[str]:
    """A deal or a show the log books to a seat names only cards the views show that seat
    holding in the hand: a history that deals a card to the wrong seat, or shows cards the
    player never had, is false while every view is right.  Read for seats still in the hand
    (``live``: a hand killed or folded in the same answer may be gathered before any view
    shows it) whose downcards the views reveal, and not across a misdeal (the cards of the
    deal before it are gone)."""
    if any(event.kind == E.MISDEAL for event in new):
        return []
    problems = []
    for event in new:
        if event.kind not in CARDS_OF_A_SEAT or event.seat is None or event.seat in hidden:
            continue
        if event.seat not in live:
            continue
        named = [card for card in event.cards if card != HIDDEN]
        foreign = [card for card in named if card not in held.get(event.seat, ())]
        if foreign:
            problems.append(
                f"the log's {event.kind} entry {event.seq} gives seat {event.seat} "
                f"{' '.join(foreign)}, which no view shows it holding"
            )
    return problems


def dealt_without_chips(seats: Sequence[p.SeatView]) -> list[str]:
    """In the first view of a hand, a seat that brought no chips into it (nothing behind,
    nothing posted) holds no cards: it cannot ante or bet, so it is not in the hand."""
    return [
        f"seat {seat.seat} has no chips and posted none, but is dealt "
        f"{len(seat.upcards) + seat.downcard_count} card(s)"
        for seat in seats
        if not seat.stack and not seat.committed and (seat.upcards or seat.downcard_count)
    ]


def visible_cards(seat: p.SeatView) -> set[str]:
    """The cards a seat view names: its upcards, and its downcards when revealed."""
    cards = set(seat.upcards)
    if seat.downcards is not None:
        cards.update(c for c in seat.downcards if c != HIDDEN)
    return cards


def kept_in_place(before: p.SeatView, now: p.SeatView) -> bool:
    """Whether ``now`` still shows every card ``before`` showed, in the same places (the
    common case: a bet, or one more card dealt), so that none of them can be lost."""
    up, down = before.upcards, before.downcards
    if now.upcards[: len(up)] != up:
        return False
    return down is None or (now.downcards is not None and now.downcards[: len(down)] == down)


def lost_cards(before: p.SeatView, now: p.SeatView, action: p.PlayerAction | None) -> list[str]:
    """The cards ``before`` showed that ``now`` no longer does, for a seat still in the hand.

    A seat out of the hand (folded, dead, mucked) may lose its cards, and so may the seat
    whose own fold or muck this view answers; a draw throws exactly the discards named.
    Downcards a view hides are not held against it, only the upcards it still names.
    """
    if now.status in OUT or kept_in_place(before, now):
        return []
    own = action if action is not None and action.seat == now.seat else None
    if own is not None and own.kind in (p.ActionKind.FOLD, p.ActionKind.MUCK):
        return []
    hidden = now.downcards is None or HIDDEN in now.downcards
    visible = visible_cards(now)
    lost = {card for card in before.upcards if card not in visible}
    if not hidden and before.downcards is not None:
        lost.update(c for c in before.downcards if c != HIDDEN and c not in visible)
    if lost and own is not None and own.kind is p.ActionKind.DRAW:
        lost -= set(own.cards or ())
    return sorted(lost)


def winnings(result: p.HandResult) -> dict[int, int]:
    won: dict[int, int] = {}
    for award in result.awards:
        for seat, chips in award.shares.items():
            if seat.isdigit():
                won[int(seat)] = won.get(int(seat), 0) + chips
    return won


def stack_problems(
    result: p.HandResult, brought: Mapping[int, int], folded_stacks: Mapping[int, int]
) -> list[str]:
    """Result stacks against what each seat brought into the hand and what it won."""
    problems = []
    won = winnings(result)
    for seat_text, stack in sorted(result.stacks.items()):
        if not seat_text.isdigit():
            problems.append(f"hand {result.hand_number}: stacks name {seat_text!r}, not a seat")
            continue
        seat = int(seat_text)
        gained = won.get(seat, 0)
        if seat in brought and stack - gained > brought[seat]:
            problems.append(
                f"hand {result.hand_number}: seat {seat} ends with {stack} but brought "
                f"{brought[seat]} into the hand and won {gained}"
            )
        if seat in folded_stacks and stack != folded_stacks[seat]:
            problems.append(
                f"hand {result.hand_number}: seat {seat} folded with a stack of "
                f"{folded_stacks[seat]} but ends the hand with {stack}"
            )
    return problems


# --------------------------------------------------------------------------- the checker


class TableChecker:
    """Follows one table through setup, views, results and next hands; raises on a broken rule."""

    def __init__(self) -> None:
        self.chips: int | None = None  # at setup; None until a table is open
        self.brought: dict[int, int] = {}  # stack + committed at the first view of the hand
        self.folded: dict[int, int] = {}  # seat -> stack when first seen folded
        self.pots: list[PotFacts] | None = None  # the last pots shown before the result
        self.seats: set[int] = set()
        self.totals: tuple[ViewFacts, SeatTotals] | None = None  # of the last view, and it
        self.hand: int | None = None
        self.misdeals = 0  # misdeals announced in the hand: each deals it again
        self.remedies = 0  # irregularities and floor rulings taken since the last misdeal
        self.phase: str | None = None  # of the last view of the hand
        self.ender: int | None = None  # the seat whose action ended the hand
        self.put_in = 0  # the most that action could put in
        self.before_end: ViewFacts | None = None  # the last view while the hand was played
        self.out: set[int] = set()  # seats shown dead or sitting out in the hand
        self.start: tuple[dict[int, int], int] | None = None  # chips and carried pot due next
        self.lowest: dict[int, int] = {}  # each seat's lowest stack in the hand: what it put in
        self._low_read: dict[int, SeatFacts] = {}  # the seat views already read into ``lowest``
        self._held_for: tuple[int, int] | None = None  # the hand and misdeals ``held`` is of
        self.last_view: p.TableView | None = None  # the last whole view (client path only)
        self._logged: tuple[int | None, int] = (None, 0)  # the hand, and its log entries read
        self.cards_ok: p.TableView | None = None  # the last view the rules found nothing in
        self.held: dict[int, set[str]] = {}  # cards each seat was shown holding in the hand
        self.hidden: set[int] = set()  # seats whose downcards a view of the hand kept hidden
        self._read: dict[int, p.SeatView] = {}  # the seat views already read into ``held``
        self.tabled: dict[p.ActionKind, set[int]] = {}  # seats whose show or muck was taken
        self.given_back: dict[int, int] = {}  # chips each seat's stack rose by while in play
        self.unseen_back: dict[int, int] = {}  # chips that may have come back inside an action
        self.forced = 0  # the most one seat's forced bets of a hand can be
        self.forced_kinds = OTHER_FORCED  # the forced bets besides antes the stakes have
        self.remedied = False  # a remedy was taken in the hand: chips may come back by it

    def setup(self, setup: p.HandSetup) -> None:
        self.chips = sum(seat.stack for seat in setup.seats)
        stakes = setup.stakes
        self.forced_kinds = forced_posts(setup)
        # the most a seat's forced bets can be: what the first view of a hand may have given
        # back unseen (a blind or bring-in over a short all-in, returned as it is posted)
        self.forced = stakes.ante + max(
            stakes.small_bet, stakes.bring_in, stakes.small_blind, stakes.big_blind
        )
        self.hand = None
        self.start = ({s.seat: s.stack for s in setup.seats}, 0)

    def view(
        self, view: ViewFacts, remedy: bool = False, action: p.PlayerAction | None = None
    ) -> None:
        """Check one view; ``remedy``: it answers an irregularity or floor ruling it took;
        ``action``: the player's action it answers."""
        if self.chips is None:
            return
        if view.hand_number != self.hand:
            self.new_hand(view)
        # one pass over the seats: what the rules below read of all of them (SeatTotals), who
        # is out of the hand, and, while it is played, each seat's lowest stack and the chips
        # given back to it (only for a seat view not read before: the client keeps the object
        # of an unchanged seat)
        in_play = view.phase != COMPLETE
        previous = self.before_end
        if in_play:
            self.before_end = view  # read when the result comes
        low, seen, back = self.lowest, self._low_read, self.given_back
        actor = action.seat if in_play and action is not None and previous is not None else None
        by_number: dict[int, SeatFacts] = {}
        live: set[int] = set()
        counted, committed, wager_open, top = view.carried_pot, 0, False, None
        leaving = []
        for seat in view.seats:
            number, chips = seat.seat, seat.committed
            by_number[number] = seat
            committed += chips
            counted += seat.stack + chips
            if seat.bet:
                wager_open = True
            if seat.status in OUT:
                leaving.append(seat)
                live.discard(number)  # a seat named twice is what it was named last
            else:
                live.add(number)
                if top is None or chips > top:
                    top = chips
            if not in_play:
                continue
            last = seen.get(number)
            if number == actor and action is not None and previous is not None:
                # what the action could put in beyond the drop shown: chips that came
                # back within the action itself (a round it closed, over a short all-in)
                dropped = last.stack - seat.stack if last is not None else 0
                unseen = most_put_in(previous, action) - max(dropped, 0)
                if unseen > 0:
                    self.unseen_back[number] = self.unseen_back.get(number, 0) + unseen
            if last is seat:  # the client keeps an unchanged seat's object
                continue
            seen[number] = seat
            if seat.stack < low.get(number, seat.stack + 1):
                low[number] = seat.stack
            if last is not None and seat.stack > last.stack:  # chips given back in play
                back[number] = back.get(number, 0) + seat.stack - last.stack
        if not in_play and self.phase != COMPLETE:
            self.ender = action.seat if action is not None else None
            self.put_in = most_put_in(previous, action) if action and previous is not None else 0
        self.phase = view.phase
        self.remedied = self.remedied or remedy
        if action is not None and action.kind in TABLED:
            self.tabled.setdefault(action.kind, set()).add(action.seat)
        if remedy:
            self.remedies += 1
        if view.misdeals != self.misdeals:
            self.misdeal(view.misdeals, now=remedy)

        self.seats = set(by_number)
        self.totals = (view, SeatTotals(by_number, live, committed, wager_open, top or 0))
        if counted != self.chips:  # every chip counted: conservation_problem has nothing to say
            problem = conservation_problem(view, self.chips)
            if problem:
                raise InvariantViolation(problem)
        for seat in leaving:
            if seat.status == FOLDED and seat.seat not in self.folded:
                self.folded[seat.seat] = seat.stack
            else:
                self.out.add(seat.seat)
        if view.pots:
            self.pots = list(view.pots)

    def new_hand(self, view: ViewFacts) -> None:
        """The first view of a hand: each seat brings what the setup or the last result left
        it, and the pot carries what the last result carried (chips may not move between
        hands, where no scenario looks)."""
        due = self.start
        self.start = None
        if due is not None and view.phase != COMPLETE:  # a hand over at once shows no bets
            stacks, carried = due
            moved = [
                f"seat {s.seat} starts with {s.stack + s.committed}, not {stacks[s.seat]}"
                for s in view.seats
                if s.seat in stacks and s.stack + s.committed != stacks[s.seat]
            ]
            if view.carried_pot != carried:
                moved.append(f"the pot carries {view.carried_pot} in, not {carried}")
            if moved:
                raise InvariantViolation(
                    f"hand {view.hand_number} does not start where the table was left: "
                    + "; ".join(moved)
                )
        self.hand = view.hand_number
        self.brought = {s.seat: s.stack + s.committed for s in view.seats}
        self.folded, self.out = {}, set()
        self.pots = None
        self.misdeals = self.remedies = 0
        self.phase, self.before_end = None, None
        self.lowest, self._low_read = {}, {}
        self._held_for = None  # a new table's hand 1 is not the last table's hand 1
        self.tabled = {}
        self.given_back, self.remedied = {}, False
        self.unseen_back = {seat.seat: self.forced for seat in view.seats}

    def misdeal(self, announced: int, now: bool = True) -> None:
        """The hand is dealt again (bets back, antes stay): nobody has folded in the new deal,
        and the pots shown before it are void; what each seat brought is unchanged.

        A misdeal is the remedy for a dealing error, and the harness alone makes
        dealing errors happen (it injects them, or asks the floor): a build that
        announces a misdeal nobody caused could use it to bring a folded seat back
        into the pot.  So each new misdeal needs its own irregularity or ruling, and is
        announced in the answer to it (``now``), not actions later.
        """
        new = announced - self.misdeals
        if new < 0 or new > self.remedies or not now:
            when = "" if now else " (and not in the answer to one)"
            raise InvariantViolation(
                f"hand {self.hand}: {announced} misdeals announced after {self.misdeals}, "
                f"with {self.remedies} irregularities or floor rulings taken since the last"
                f"{when}: a misdeal is the remedy for an injected dealing error, never "
                "announced unprompted"
            )
        self.misdeals, self.remedies = announced, 0
        self.folded, self.out, self.tabled = {}, set(), {}
        self.pots = None
        self._low_read = {}

    def result(self, result: p.HandResult) -> None:
        if self.chips is None:
            return
        problems = result_identity_problems(result, self.hand, self.phase)
        if not result.complete:  # nothing is settled yet: only which hand it is can be wrong
            if problems:
                raise InvariantViolation("; ".join(problems))
            return
        conservation = result_conservation_problem(result, self.chips)
        if conservation:
            problems.append(conservation)
        seats = self.seats or {int(s) for s in result.stacks if s.isdigit()}
        out = set(self.folded) | self.out | {dead.seat for dead in result.dead_hands}
        problems += award_problems(result, seats, out, self.settled_pots(result))
        problems += stack_problems(result, self.brought, self.folded)
        before = self.before_end
        if before is not None and self.phase == COMPLETE and result.hand_number == self.hand:
            # a view showed the hand complete, so the action that ended it is known
            in_play = {s.seat: s.stack for s in before.seats}
            low = self.lowest
            unseen = self.unseen_back
            put_in = {
                seat: chips - low.get(seat, chips) + unseen.get(seat, 0)
                for seat, chips in self.brought.items()
            }
            problems += settlement_problems(result, in_play, put_in, self.ender, self.put_in)
            if not self.remedied and not self.misdeals:
                problems += returned_problems(
                    result, in_play, self.given_back, unseen, self.ender, self.put_in
                )
        if result.hand_number == self.hand:  # the next hand starts where this one leaves
            stacks = {int(k): v for k, v in result.stacks.items() if k.isdigit()}
            self.start = (stacks, result.carried_to_next_hand)
        last = self.last_view
        if last is not None and last.hand_number == result.hand_number:
            revealed = {n: c for n, c in self.held.items() if n not in self.hidden}
            problems += showdown_problems(result, last, revealed)
            problems += record_problems(result, last, self.tabled)
            if last.phase == COMPLETE:
                shown = {str(s.seat): s.stack for s in last.seats}
                if any(result.stacks.get(k, v) != v for k, v in shown.items()):
                    problems.append(
                        f"hand {result.hand_number}: the result's stacks {result.stacks} are "
                        f"not the ones the last view showed {shown}"
                    )
        if problems:
            raise InvariantViolation("; ".join(problems))

    def settled_pots(self, result: p.HandResult) -> list[PotFacts] | None:
        """The last pots shown, when no chip went in after them; else None (not comparable).

        The action that ends a hand may also put chips in (a call, then the
        showdown), which can make a new side pot or a new seat eligible after the
        last view that showed pots.  Eligibility only shrinks while no chip goes
        in, so the last pots are a fair test exactly when the chips awarded,
        returned and carried add up to what they held.
        """
        if self.pots is None:
            return None
        paid_out = sum(a.amount for a in result.awards) + sum(result.returned.values())
        if paid_out + result.carried_to_next_hand != sum(pot.amount for pot in self.pots):
            return None
        return self.pots

    def _remember_cards(
        self, view: p.TableView, action: p.PlayerAction | None = None, remedy: bool = False
    ) -> None:
        """Every card a view of the hand shows in each seat (a seat keeps them in the hand's
        record after it folds, discards or the hand ends), and no card a seat was shown
        holding turns into another: a seat still in the hand loses a card only by throwing it
        at a draw (or by a remedy the harness asked for)."""
        deal = (view.hand_number, self.misdeals)  # the checker has counted the misdeals
        if deal != self._held_for:
            self.held, self.hidden, self._read = {}, set(), {}
            self._held_for = deal
        read = self._read
        problems = []
        for seat in view.seats:
            before = read.get(seat.seat)
            if before is seat:  # the client keeps an unchanged seat's object
                continue
            read[seat.seat] = seat
            if (
                before is not None
                and before.upcards == seat.upcards
                and before.downcards == seat.downcards
            ):
                continue  # the same cards as the view read last: nothing lost, nothing new
            if before is not None and not remedy:
                lost = lost_cards(before, seat, action)
                if lost:
                    problems.append(
                        f"hand {view.hand_number} ({view.phase}): seat {seat.seat} held "
                        f"{' '.join(lost)}, which it no longer shows, though it stays in the "
                        "hand and threw nothing at a draw"
                    )
            cards = self.held.setdefault(seat.seat, set())
            cards.update(seat.upcards)
            if seat.downcards is None or HIDDEN in seat.downcards:
                self.hidden.add(seat.seat)
            else:
                cards.update(seat.downcards)
        self.last_view = view
        if problems:
            raise InvariantViolation("; ".join(problems))

    def _read_log(
        self,
        view: p.TableView,
        action: p.PlayerAction | None,
        first: bool = False,
        before: ViewFacts | None = None,
    ) -> None:
        """The answer to an action the table took logs that action, and the first view of a
        hand logs each seat's ante (client path: ``events`` is the hand's whole log, so the
        entries new in an answer follow the ones read before; ``first``: the answer to a
        setup or next-hand, whose log starts the hand; ``before``: the last view in play
        before this answer)."""
        hand, read = self._logged
        if first or hand != view.hand_number or read > len(view.events):
            read = 0
        new = view.events[read:]
        self._logged = (view.hand_number, len(view.events))
        problems = []
        if first:
            if view.phase != COMPLETE:  # a hand over at once shows nothing committed
                problems += ante_problems(view.seats, new, self.forced_kinds)
                problems += dealt_without_chips(view.seats)
        elif action is not None:
            problem = unlogged_action(action, new) or self._unpriced(action, new, before, view)
            if problem:
                problems.append(problem)
        live = {seat.seat for seat in view.seats if seat.status not in OUT}
        problems += misattributed_cards(new, self.held, self.hidden, live)
        if problems:
            raise InvariantViolation(
                f"hand {view.hand_number} ({view.phase}): {'; '.join(problems)}"
            )

    @staticmethod
    def _unpriced(
        action: p.PlayerAction,
        new: Sequence[p.Event],
        before: ViewFacts | None,
        now: p.TableView,
    ) -> str | None:
        """A call or bring-in logged with other chips than it put in, read where both views
        are of the same hand in play (at its end the pots are paid out)."""
        if action.kind not in POSTS or before is None or now.phase == COMPLETE:
            return None
        if before.hand_number != now.hand_number or before.phase == COMPLETE:
            return None
        was = next((s for s in before.seats if s.seat == action.seat), None)
        is_ = next((s for s in now.seats if s.seat == action.seat), None)
        return unpriced_post(action, new, was, is_, most_put_in(before, action))

    def observe(self, request: object, response: object) -> None:
        """The one hook the client calls for every exchange."""
        before = self.before_end
        if isinstance(request, p.HandSetup) and isinstance(response, p.TableView):
            self.setup(request)
        if isinstance(response, p.TableView):
            action = request if isinstance(request, p.PlayerAction) else None
            remedy = isinstance(request, REMEDY_REQUESTS)
            self.view(response, remedy=remedy, action=action)
            self._remember_cards(response, action, remedy)
            if self.chips is not None:
                read = self.totals  # what ``view`` read of this view's seats
                totals = read[1] if read is not None and read[0] is response else None
                last_ok = self.cards_ok
                unmoved = last_ok is not None and same_cards(last_ok, response)
                problems = view_problems(response, totals, cards_checked=unmoved)
                if problems:
                    raise InvariantViolation("; ".join(problems))
                self.cards_ok = response
            first = isinstance(request, p.HandSetup | p.NextHand)
            self._read_log(response, action, first=first, before=before)
        elif isinstance(response, p.HandResult):
            self.result(response)
