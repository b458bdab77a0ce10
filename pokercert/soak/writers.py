"""The files of a minimal diverging hand: transcripts, a PHH hand and a Gherkin scenario.

* ``hand-N.jsonl``: the conversation with the reference engine (the expected
  answers); ``pokercert replay hand-N.jsonl --implementation IMPL`` shows the
  first answer of the implementation that differs;
* ``hand-N.implementation.jsonl``: the same requests as the implementation answered them;
* ``hand-N.phh``: the hand as the reference engine played it, with ``_profile``
  and ``finishing_stacks`` (stud and 2-7 triple draw; PHH has no five-card draw);
* ``hand-N.feature``: a scenario in the suite's own steps that passes on the
  reference engine and fails where the implementation diverged, tagged with
  the clauses of the topic the diverging field belongs to.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel

from pokercert import protocol as p
from pokercert.client import TableClient
from pokercert.soak.evidence import MinimalHand
from pokercert.soak.lockstep import HandRun, play
from pokercert.soak.oracle import Oracle, OracleDriver
from pokercert.soak.topics import clauses_for
from pokercert.transcript import RecordingDriver, write_transcript

A = p.ActionKind


def write_minimal(
    best: HandRun, implementation: str, timeout: float, out: Path, attempts: int
) -> MinimalHand:
    from pokercert.adapters.registry import parse_implementation

    out.mkdir(parents=True, exist_ok=True)
    stem = f"hand-{best.plan.index}"
    target = parse_implementation(implementation, timeout)
    mine = RecordingDriver(target.make_driver())
    client, oracle = TableClient(mine), Oracle(record=True)
    try:
        client.hello()
        oracle.hello()
        run = play(best.plan, client, oracle)
    finally:
        mine.close()
        target.shutdown()
    divergence = run.divergence or best.divergence
    assert divergence is not None
    files = {
        "transcript": f"{stem}.jsonl",
        "implementation_transcript": f"{stem}.implementation.jsonl",
        "feature": f"{stem}.feature",
    }
    write_transcript(out / files["transcript"], oracle.entries or [])
    write_transcript(out / files["implementation_transcript"], mine.entries)
    clauses = clauses_for(best.plan.profile.id, best.plan.game, divergence.field)
    notes: list[str] = []
    feature = scenario_text(run if run.divergence else best, clauses, implementation, notes)
    (out / files["feature"]).write_text(feature, encoding="utf-8", newline="\n")
    from pokercert.soak.phh_writer import write_phh

    played = run if run.divergence else best
    if any(isinstance(r, p.NextHand) for r in played.requests):
        notes.append(
            "the hands diverge in the second hand at the table; a PHH file records one hand, "
            "so none is written (the transcript and the scenario play both)"
        )
    else:
        phh_note = write_phh(finish_on_reference(played), out / f"{stem}.phh")
        if phh_note:
            notes.append(phh_note)
        else:
            files["phh"] = f"{stem}.phh"
    return MinimalHand(
        hand=best.plan.index,
        players=len(best.plan.seats),
        decisions=len(best.choices),
        field=divergence.field,
        phase=divergence.phase,
        clauses=clauses,
        differences=divergence.differences,
        shrink_attempts=attempts,
        files=files,
        notes=notes,
    )


def finish_on_reference(run: HandRun) -> tuple[HandRun, TableClient]:
    """The hand played again on the reference engine alone, to its end: the decisions of the
    diverging hand, then the passive choice, so the PHH file records a whole hand."""
    from pokercert.soak.lockstep import ENDED, MAX_DECISIONS
    from pokercert.soak.policy import decide

    reference = TableClient(OracleDriver())
    reference.hello()
    plan = run.plan
    choices = list(run.choices)
    reference.setup(plan.setup())
    view = reference.last_view
    assert view is not None
    step = 0
    requests: list[BaseModel] = []
    while view.to_act is not None and view.phase not in ENDED and step < MAX_DECISIONS:
        choice = choices[step] if step < len(choices) else 0
        step += 1
        request = decide(view, choice, plan.irregularities, plan.rate).request
        requests.append(request)
        _send_request(reference, request)
        view = reference.last_view
        assert view is not None
    whole = HandRun(plan, choices=choices[:step], requests=requests)
    return whole, reference


def _send_request(client: TableClient, request: BaseModel) -> None:
    if isinstance(request, p.PlayerAction):
        client.act(request.seat, request.kind, request.amount, request.cards)
    elif isinstance(request, p.Irregularity):
        client.inject(request.kind, request.seat, request.count, request.card, request.circumstance)


# --------------------------------------------------------------------------- Gherkin


STAKE_HEADINGS = (
    ("ante", "ante"),
    ("bring_in", "bring-in"),
    ("small_blind", "small blind"),
    ("big_blind", "big blind"),
    ("small_bet", "small bet"),
    ("big_bet", "big bet"),
)


def _table(rows: list[list[str]], indent: str = "      ") -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        indent + "| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |"
        for row in rows
    ]


def action_step(request: BaseModel, notes: list[str]) -> str:
    """The suite's own phrase for one request."""
    if isinstance(request, p.Irregularity):
        phrase = irregularity_step(request)
        if phrase:
            return phrase
        notes.append(
            f"the hand injects {request.kind}: no suite step says exactly this, "
            "the scenario marks the place with a comment"
        )
        return f"# the harness injects the irregularity {request.kind} (seat {request.seat})"
    assert isinstance(request, p.PlayerAction)
    seat, kind, amount = request.seat, request.kind, request.amount
    simple = {
        A.FOLD: "folds",
        A.CHECK: "checks",
        A.CALL: "calls",
        A.BRING_IN: "brings in",
        A.STAND_PAT: "stands pat",
        A.MUCK: "mucks",
        A.TIME_OUT: "times out",
        A.ALL_IN: "declares all-in",
        A.DECLARE_OPENERS: "declares openers",
        A.ASK_DRAW_COUNTS: "asks how many cards each player drew",
    }
    if kind is A.BET and amount is not None:
        return f"seat {seat} bets {amount}"
    if kind is A.RAISE and amount is not None:
        return f"seat {seat} raises to {amount}"
    if kind is A.COMPLETE and amount is not None:
        return f"seat {seat} completes to {amount}"
    if kind is A.DRAW:
        thrown = request.cards or []
        return f"seat {seat} draws {len(thrown)} discarding {' '.join(thrown)}"
    if kind is A.SHOW and request.cards:
        return f"seat {seat} shows {' '.join(request.cards)}"
    if kind is A.SHOW:
        return f"seat {seat} shows"
    return f"seat {seat} {simple[kind]}"


INFINITIVES = {
    A.FOLD: "fold", A.CHECK: "check", A.CALL: "call", A.BRING_IN: "bring in",
    A.STAND_PAT: "stand pat", A.MUCK: "muck", A.TIME_OUT: "time out",
    A.ALL_IN: "declare all-in", A.SHOW: "show",
    A.ASK_DRAW_COUNTS: "ask how many cards each player drew",
}  # fmt: skip


def attempt_step(request: BaseModel) -> str | None:
    """``seat N tries to ...``: an action the reference engine refuses (None: no such step)."""
    if not isinstance(request, p.PlayerAction):
        return None
    seat, kind, amount = request.seat, request.kind, request.amount
    if kind in (A.BET, A.COMPLETE) and amount is not None:
        return f"seat {seat} tries to {kind} {'to ' if kind is A.COMPLETE else ''}{amount}"
    if kind is A.RAISE and amount is not None:
        return f"seat {seat} tries to raise to {amount}"
    if kind is A.DRAW and request.cards:
        return (
            f"seat {seat} tries to draw {len(request.cards)} discarding {' '.join(request.cards)}"
        )
    if kind in INFINITIVES and (kind is not A.SHOW or not request.cards) and amount is None:
        return f"seat {seat} tries to {INFINITIVES[kind]}"
    return None


def irregularity_step(request: p.Irregularity) -> str | None:
    """The suite's phrase for an injected irregularity, when one sends exactly this request."""
    kind, seat, card, count = str(request.kind), request.seat, request.card, request.count
    with_card = {
        "expose-downcard": f"the dealer exposes seat {seat}'s downcard {card}",
        "deal-face-up": f"the dealer deals seat {seat}'s downcard {card} face up",
        "card-off-table": f"the dealer deals seat {seat}'s card {card} off the table",
    }
    seat_only = {
        "deal-face-up": f"the dealer deals seat {seat}'s last card face up",
        "wrong-bring-in": f"the dealer calls seat {seat} the low card",
        "player-absent": f"seat {seat} leaves the table",
        "player-returns": f"seat {seat} comes back to the table",
        "pick-up-upcards": f"seat {seat} picks up the upcards",
        "card-mixed-in": f"seat {seat} mixes the card with his other downcards",
    }
    if request.circumstance is not None or seat is None:
        return None
    if card is not None and count is None:
        return with_card.get(kind)
    if kind == "too-many-cards" and count == 1 and card is None:
        return f"the dealer gives seat {seat} an extra card"
    if card is None and count is None:
        return seat_only.get(kind)
    return None


def _amount(action: p.LegalAction) -> str:
    if action.amounts and len(action.amounts) > 1:
        return "/".join(str(a) for a in action.amounts)
    if action.min_amount is None:
        return ""
    if action.max_amount is None or action.max_amount == action.min_amount:
        return str(action.min_amount)
    return f"{action.min_amount}-{action.max_amount}"


def expectation_steps(
    expected: BaseModel, fields: list[str], where: dict[str, list[str]], actual_kinds: set[str]
) -> list[str]:
    """Then-steps stating the reference engine's answer for the diverging fields."""
    steps: list[str] = []
    if isinstance(expected, p.Refusal):
        return ["the action is refused"]
    if isinstance(expected, p.HandResult):
        if "awards" in fields or "answer" in fields:
            rows = [["pot", "amount", "winners"]] + [
                [str(a.pot), str(a.amount), " and ".join(str(w) for w in sorted(a.winners))]
                for a in expected.awards
            ]
            steps.append("the pots are awarded\n" + "\n".join(_table(rows)))
        rows = [["seat", "stack"]] + [
            [k, str(v)] for k, v in sorted(expected.stacks.items(), key=lambda kv: int(kv[0]))
        ]
        steps.append("the final stacks are\n" + "\n".join(_table(rows)))
        return steps
    assert isinstance(expected, p.TableView)
    view = expected
    seats = {s.seat: s for s in view.seats}
    if "phase" in fields or "answer" in fields:
        steps.append(f"the phase is {view.phase}")
    if "to_act" in fields or "legal_actions" in fields or "answer" in fields:
        steps.append(f"seat {view.to_act} is to act" if view.to_act else "no one is to act")
    if "legal_actions" in fields and view.legal_actions:
        rows = [["action", "amount"]] + [[str(a.kind), _amount(a)] for a in view.legal_actions]
        steps.append("the legal actions are\n" + "\n".join(_table(rows)))
    wagers_out = view.phase != p.Phase.COMPLETE and any(s.bet for s in view.seats)
    if "pots" in fields and wagers_out:  # wagers out: only the sum is judged
        steps.append(f"the pot is {sum(pot.amount for pot in view.pots)}")
    elif "pots" in fields:
        rows = [["pot", "amount", "eligible"]] + [
            [str(i), str(pot.amount), ", ".join(str(s) for s in sorted(pot.eligible)) or "none"]
            for i, pot in enumerate(view.pots)
        ]
        steps.append("the pots are\n" + "\n".join(_table(rows)))
    phrases = {
        "stack": lambda s: f"seat {s.seat} has {s.stack} chips",
        "status": lambda s: f"the status of seat {s.seat} is {s.status}",
        "bet": lambda s: f"seat {s.seat} has bet {s.bet} in this round",
        "committed": lambda s: f"seat {s.seat} has {s.committed} chips in the pot",
        "upcards": lambda s: f"the upcards of seat {s.seat} are {' '.join(s.upcards) or 'none'}",
    }
    for field, phrase in phrases.items():
        for place in where.get(field, []):
            number = int(place.split()[-1])
            if number in seats:
                steps.append(phrase(seats[number]))
    if "announcements" in fields:
        kinds = {str(a.kind) for a in view.announcements}
        for a in view.announcements:
            if a.seat is not None:
                steps.append(f"the dealer announces {a.kind} for seat {a.seat}")
        for kind in sorted(actual_kinds - kinds):
            steps.append(f"the dealer never announces {kind}")
    return list(dict.fromkeys(steps))


def scenario_text(run: HandRun, clauses: list[str], implementation: str, notes: list[str]) -> str:
    plan, divergence = run.plan, run.divergence
    assert divergence is not None and run.expected is not None
    stakes = plan.stakes
    used = [
        (key, head)
        for key, head in STAKE_HEADINGS
        if getattr(stakes, key) or key in ("small_bet", "big_bet")
    ]
    deck_rows = [list(plan.deck[i : i + 13]) for i in range(0, 52, 13)]
    lines = [
        f"@profile:{plan.profile.id}",
        f"Feature: Soak hand {plan.index}: the implementation diverges on {divergence.field}",
        f"  Found by pokercert soak against {implementation} and shrunk to "
        f"{len(plan.seats)} players and {_decisions(len(run.choices))}.",
        "  The expected answers are the reference engine's; the implementation answered:",
        *(f"    {d}" for d in divergence.differences[:12]),
        "",
        *(["  " + " ".join(f"@clause:{c}" for c in clauses)] if clauses else []),
        f"  Scenario: {divergence.field} in {divergence.phase} after "
        f"{_decisions(max(0, divergence.step))}",
        f'    Given the rules of profile "{plan.profile.id}"',
        "    And the stakes are",
        *_table([[h for _, h in used], [str(getattr(stakes, k)) for k, _ in used]]),
        "    And the players are",
        *_table([["seat", "stack"]] + [[str(s), str(v)] for s, v in plan.seats]),
        f"    And the dealer button is at seat {plan.dealer_seat}",
        "    And the deck is stacked from the top with",
        *_table(deck_rows),
        "    When the hand starts",
    ]
    last = len(run.requests) - 1
    for number, request in enumerate(run.requests[1:], start=1):
        if isinstance(request, p.ResultRequest):
            continue
        if isinstance(request, p.NextHand):
            button = request.dealer_seat
            lines.append(f"    When the next hand starts with the dealer button at seat {button}")
            deck = request.deck or []
            lines += _table([list(deck[i : i + 13]) for i in range(0, len(deck), 13)])
            continue
        step = action_step(request, notes)
        if number in run.refused and number != last:  # refused, and nothing changed
            lines.append(f"    # refused by both engines: {step}")
        elif number == last and isinstance(run.expected, p.Refusal):
            attempt = attempt_step(request)
            lines.append(f"    And {attempt}" if attempt else f"    # the request: {step}")
        else:
            lines.append(f"    And {step}")
    where: dict[str, list[str]] = {}
    for text in divergence.differences:
        head = text.split(":", 1)[0]
        field, _, place = head.partition(" of ")
        where.setdefault(field, []).append(place)
    actual_kinds = _announced_kinds(divergence.differences)
    expectations = expectation_steps(run.expected, list(where), where, actual_kinds)
    for index, step in enumerate(expectations):
        lines.append(f"    {'Then' if index == 0 else 'And'} {step}")
    return "\n".join(lines) + "\n"


def _decisions(count: int) -> str:
    return f"{count} decision" + ("" if count == 1 else "s")


def _announced_kinds(differences: list[str]) -> set[str]:
    """Announcement kinds the implementation made (read back from the difference text)."""
    import ast

    for text in differences:
        if text.startswith("announcements:") and ", got " in text:
            try:
                got: Any = ast.literal_eval(text.split(", got ", 1)[1])
            except (ValueError, SyntaxError):
                return set()
            return {str(kind) for kind, _seat in got} if isinstance(got, list) else set()
    return set()
