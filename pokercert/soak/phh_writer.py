"""The minimal hand as a PHH file, checked by reading it back.

The cards of a draw hand come from the stacked deck: every card the reference
engine's event log says was dealt or burnt takes the next card from the top.
A stud hand's come from the log itself (the upcards as dealt, the downcards as
recorded at the end), so a stub rebuilt from the burns needs no deck, and a
common card is written ``d db``.  The answers give the seats, the actions and
the final stacks.  The file is written only
when :mod:`pokercert.phh` converts it back into the same hand (the same
finishing stacks on the reference engine); a hand PHH cannot express (five-card
draw, an injected irregularity, a draw's reshuffled stub) gets a note instead.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from pokercert import protocol as p
from pokercert.client import TableClient
from pokercert.driver import ImplementationFailure
from pokercert.soak.lockstep import HandRun
from pokercert.soak.plan import player_name

VARIANTS = {"seven-card-stud": "F7S", "2-7-triple-draw": "F2L3D"}
DEALT = ("deal-down", "deal-up", "burn", "replace", "draw-card")
BETS = {
    "fold": "f",
    "check": "cc",
    "call": "cc",
    "bring-in": "pb",
    "complete": "cbr",
    "bet": "cbr",
    "raise": "cbr",
}


def players(run: HandRun) -> list[int]:
    """Seat numbers as p1..pN: clockwise from the dealer's left, the dealer last (as
    :mod:`pokercert.phh` and PokerKit read a file; heads-up draw too: the button is p2)."""
    seats = [s for s, _ in run.plan.seats]
    start = seats.index(run.plan.dealer_seat)
    return seats[start + 1 :] + seats[: start + 1]


def phh_text(run: HandRun, reference: TableClient) -> str:
    variant = VARIANTS[run.plan.game]
    order = players(run)
    number = {seat: i + 1 for i, seat in enumerate(order)}
    view = reference.last_view
    assert view is not None
    result = reference.result()
    if not isinstance(result, p.HandResult):
        raise ValueError("the reference engine gives no hand result")
    deck = list(run.plan.deck)
    top = 0
    actions: list[str] = []
    pending: dict[int, list[str]] = {}

    first_deal = True  # third street (or the draw's deal) goes out as one line per player

    def flush() -> None:
        nonlocal first_deal
        for seat in sorted(pending, key=lambda s: number[s]):
            actions.append(f"d dh p{number[seat]} {''.join(pending[seat])}")
        first_deal = first_deal and not pending
        pending.clear()

    # stud's cards come from the log itself: the upcards as dealt, the downcards as the
    # reference records them at the end (so a stub rebuilt from the burns needs no deck)
    downs = {e.seat: list(e.cards) for e in view.events if str(e.kind) == "downcards"}
    draws: dict[int, list[list[str]]] = {}
    for request in run.requests:
        if isinstance(request, p.PlayerAction) and request.kind is p.ActionKind.DRAW:
            draws.setdefault(request.seat, []).append(list(request.cards or []))
    for event in view.events:
        kind = str(event.kind)
        if kind in DEALT and variant == "F7S":
            if kind == "burn" or event.seat is None:
                continue
            card = event.cards[0] if kind == "deal-up" else downs[event.seat].pop(0)
            if len(pending.get(event.seat, ())) == (3 if first_deal else 1):
                flush()  # stud's streets dealt out one after another: one line per street
            pending.setdefault(event.seat, []).append(card)
            continue
        if kind in DEALT:
            card = deck[top]
            top += 1
            if kind != "burn" and event.seat is not None:
                pending.setdefault(event.seat, []).append(card)
            continue
        if kind == "common-card":
            flush()
            actions.append(f"d db {''.join(event.cards)}")
            continue
        if event.seat is None or event.seat not in number:
            continue
        who = f"p{number[event.seat]}"
        if kind in BETS:
            flush()
            verb = BETS[kind]
            actions.append(f"{who} {verb} {event.amount}" if verb == "cbr" else f"{who} {verb}")
        elif kind == "stand-pat":
            flush()
            actions.append(f"{who} sd")
        elif kind == "discard":
            flush()
            thrown = draws[event.seat].pop(0)
            actions.append(f"{who} sd {''.join(thrown)}")
        elif kind == "show":
            flush()
            actions.append(f"{who} sm {''.join(c for c in event.cards if c != '??')}")
    flush()
    size = len(order)
    stakes = run.plan.amounts  # in chips: PHH names every amount
    stacks = dict(run.plan.seats)
    if variant == "F7S":
        blinds = [0] * size
    else:  # the amounts, small first (heads-up too: pokercert.phh seats them)
        blinds = [stakes.small_blind, stakes.big_blind] + [0] * (size - 2)
    lines = [
        f"# pokercert soak: hand {run.plan.index}, as the reference engine played it",
        f'variant = "{variant}"',
        "ante_trimming_status = true",
        f"antes = {[stakes.ante] * size}",
        f"blinds_or_straddles = {blinds}",
    ]
    if variant == "F7S":
        lines.append(f"bring_in = {stakes.bring_in}")
    lines += [
        f"small_bet = {stakes.small_bet}",
        f"big_bet = {stakes.big_bet}",
        f"starting_stacks = {[stacks[s] for s in order]}",
        "actions = [",
        *(f'  "{a}",' for a in actions),
        "]",
        f"players = {[player_name(s) for s in order]}".replace("'", '"'),
        f"finishing_stacks = {[result.stacks[str(s)] for s in order]}",
        f'_profile = "{run.plan.profile.id}"',
    ]
    return "\n".join(lines) + "\n"


def write_phh(finished: tuple[HandRun, TableClient], path: Path) -> str | None:
    """Write the PHH file of a hand played to its end; None when written, else why not."""
    run, reference = finished
    if run.plan.game not in VARIANTS:
        return f"no PHH file: the PHH format has no variant for {run.plan.game}"
    if any(isinstance(r, p.Irregularity) for r in run.requests):
        return "no PHH file: the hand holds an injected irregularity, which PHH cannot express"
    try:
        text = phh_text(run, reference)
    except (ValueError, IndexError, KeyError, ImplementationFailure) as exc:
        return f"no PHH file: the hand cannot be written as PHH ({exc})"
    problem = _check(text, run)
    if problem:
        return f"no PHH file: {problem}"
    path.write_text(text, encoding="utf-8", newline="\n")
    return None


def _check(text: str, run: HandRun) -> str | None:
    """Read the file back and replay it on the reference engine: the stacks must match."""
    from pokercert.adapters.reference import ReferenceDriver
    from pokercert.phh import PhhError, convert, parse_history, replay_history

    with tempfile.TemporaryDirectory() as tmp:
        try:
            history = parse_history(text, str(Path(tmp) / "hand.phh"))
            conversion = convert(history, run.plan.profile.parameters, run.plan.profile.id)
            outcome = replay_history(conversion, ReferenceDriver(), "hand.phh")
        except (PhhError, ValueError) as exc:
            return f"the written hand does not read back ({exc})"
    if not outcome.matched:
        return f"the written hand does not replay to the same stacks ({outcome.problem})"
    return None
