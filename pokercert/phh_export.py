"""Hands the harness played, written back as PHH so they can be replayed elsewhere.

A scenario transcript records every request and answer.  From it this module
rebuilds each hand as a PHH (Poker Hand History) document: the stakes and
starting stacks of the setup, the cards each player was seen to receive (the
views' downcards and upcards, ``??`` where the implementation hid them), the
accepted player actions, and the final stacks of the hand result.  The file
carries ``_profile`` (the rule profile the hand was played under) and
``_seats`` (the table seat of p1, p2, ...), so ``pokercert replay`` plays it
under the same rules and PokerKit reads it as an ordinary hand history.

Only what the transcript shows is written: amounts come from the change in
the acting seat's committed chips, never from a rule computed here.  A hand
with an injected irregularity or a floor ruling has no PHH form and is
refused with a message naming the exchange.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from pokercert.transcript import Entry, exchanges

VARIANT_OF_GAME = {"seven-card-stud": "F7S", "2-7-triple-draw": "F2L3D"}
BETTING_KINDS = {"fold", "check", "call", "bring-in", "complete", "bet", "raise", "all-in"}
UNRECORDABLE = {"irregularity": "an injected irregularity", "floor-ruling": "a floor ruling"}


class PhhExportError(ValueError):
    """A transcript (or a hand in it) that has no PHH form; the message says where and why."""


@dataclass
class ExportedHand:
    """One hand rebuilt from a transcript, ready to be written as PHH."""

    game: str
    profile: str
    stakes: dict[str, int]
    seats: list[int]  # table seat of p1, p2, ...
    names: list[str]
    starting_stacks: list[int]
    actions: list[str] = field(default_factory=list)
    finishing_stacks: list[int] | None = None
    cards: dict[int, list[str]] = field(default_factory=dict)  # seat -> cards held

    def player(self, seat: int) -> str:
        return f"p{self.seats.index(seat) + 1}"

    def to_phh(self) -> str:
        """The hand as PHH text (TOML), keys in the order the PHH specification lists them."""
        size = len(self.seats)
        stud = self.game == "seven-card-stud"
        fields: list[tuple[str, Any]] = [
            ("variant", VARIANT_OF_GAME[self.game]),
            ("ante_trimming_status", True),
            ("antes", [self.stakes.get("ante", 0)] * size),
        ]
        if stud:
            fields.append(("bring_in", self.stakes.get("bring_in", 0)))
        else:
            blinds = [0] * size
            blinds[0] = self.stakes.get("small_blind", 0)
            blinds[1] = self.stakes.get("big_blind", 0)
            fields.append(("blinds_or_straddles", blinds))
        fields += [
            ("small_bet", self.stakes["small_bet"]),
            ("big_bet", self.stakes["big_bet"]),
            ("starting_stacks", self.starting_stacks),
            ("actions", self.actions),
            ("players", self.names),
        ]
        if self.finishing_stacks is not None:
            fields.append(("finishing_stacks", self.finishing_stacks))
        fields += [("_profile", self.profile), ("_seats", self.seats)]
        return "".join(f"{key} = {_toml(value)}\n" for key, value in fields)


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)  # a JSON string with ASCII escapes is a TOML basic string
    if isinstance(value, list):
        if value and all(isinstance(v, str) for v in value):
            return "[\n" + "".join(f"  {_toml(v)},\n" for v in value) + "]"
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    raise TypeError(f"no TOML form for {value!r}")


def player_order(seats: Iterable[int], dealer: int, game: str) -> list[int]:
    """Seats as PHH numbers them: clockwise from the dealer's left, the dealer last.

    Heads-up in a blind game that makes the button (the small blind) p2, as
    PokerKit reads PHH; the blinds are listed by amount, small first.
    """
    del game  # the same order for every game
    return sorted(seats, key=lambda s: (s - dealer - 1) % 100)


def _held(seat: dict[str, Any]) -> list[str]:
    down = seat.get("downcards")
    if down is None:
        down = ["??"] * int(seat.get("downcard_count", 0))
    return list(down) + list(seat.get("upcards", []))


RATIOS = {
    "bring_in": "bring_in_of_small_bet",
    "small_blind": "small_blind_of_small_bet",
    "big_blind": "big_blind_of_small_bet",
}


def table_stakes(setup: dict[str, Any]) -> dict[str, int]:
    """The setup's stakes; an amount it leaves at 0 comes from the profile's ratio, as played.

    A bring-in the ratio gives in a fraction of a chip is rounded down, to one chip at
    least (CF-112, reading A in every stud profile); blinds come out whole or the
    engines refuse the stakes.  A PHH file always names its bring-in in chips.
    """
    stakes = {k: int(v) for k, v in setup["stakes"].items()}
    parameters = setup.get("parameters") or {}
    for name, ratio in RATIOS.items():
        if not stakes.get(name) and isinstance(parameters.get(ratio), str):
            chips = Fraction(parameters[ratio]) * stakes["small_bet"]
            if chips.denominator == 1:
                stakes[name] = int(chips)
            elif name == "bring_in":
                stakes[name] = max(1, int(chips))
    return stakes


def _drawn(old: list[str], new: list[str], count: int) -> list[str]:
    """The replacement cards of a draw: those not held before (``??`` when hidden)."""
    if "??" in new or "??" in old:
        return ["??"] * count
    kept = set(old)
    return [c for c in new if c not in kept]


def _seats_of(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {int(s["seat"]): s for s in view.get("seats", [])}


def _merged(previous: dict[str, Any], view: dict[str, Any]) -> dict[str, Any]:
    """The view with every seat: views carry only the seats that changed since the last one."""
    seats = {**_seats_of(previous), **_seats_of(view)}
    return {**view, "seats": [seats[n] for n in sorted(seats)]}


class _HandBuilder:
    """Follows one hand through the views, turning changes into PHH action lines."""

    def __init__(self, setup: dict[str, Any], view: dict[str, Any], dealer: int) -> None:
        game = str(setup["game"])
        if game not in VARIANT_OF_GAME:
            raise PhhExportError(f"PHH has no variant for {game!r}")
        absent = [s["seat"] for s in setup.get("seats", []) if s.get("present") is False]
        if absent:  # dealt a hand that is killed when the betting reaches it (CR-030, CR-031)
            raise PhhExportError(f"seat {absent[0]} is absent, which PHH cannot record")
        seats = _seats_of(view)
        dealt = [n for n, s in seats.items() if _held(s)]
        order = player_order(dealt, dealer, game)
        names = {int(s["seat"]): str(s["name"]) for s in view.get("seats", [])}
        self.hand = ExportedHand(
            game=game,
            profile=str(setup["profile"]),
            stakes=table_stakes(setup),
            seats=order,
            names=[names[s] for s in order],
            starting_stacks=[int(seats[s]["stack"]) + int(seats[s]["committed"]) for s in order],
        )
        self.view: dict[str, Any] = {"seats": [{**seats[s], "downcards": [], "upcards": [],
                                                "downcard_count": 0} for s in order]}  # fmt: skip
        self.deal(view)

    def deal(self, view: dict[str, Any], drawer: int | None = None) -> None:
        """Emit ``d dh`` lines for the cards that appeared since the previous view, and
        ``d db`` for a common card.

        Stud's later streets give one card each, and one view can show several of
        them (the streets dealt out once the betting is over): they are written
        street by street, each round the table, as a dealer deals them and as
        PokerKit writes them, never one line of several streets per player.
        """
        view = _merged(self.view, view)
        before, after = _seats_of(self.view), _seats_of(view)
        stud = self.hand.game == "seven-card-stud"
        streets: list[list[tuple[int, str]]] = []  # stud's later streets: (seat, card), in turn
        for seat in self.hand.seats:
            if seat not in after:
                continue
            old_down = before[seat].get("downcards")
            old_count = int(before[seat].get("downcard_count", 0))
            new_seat = after[seat]
            new_down = _held({**new_seat, "upcards": []})
            new_up = list(new_seat.get("upcards", []))
            old_up = list(before[seat].get("upcards", []))
            if seat == drawer:
                fresh = _drawn(old_down or [], new_down, self.discarded)
            elif stud:  # two down and one up, fourth to sixth street up, seventh street down
                dealt = new_down[:2] + new_up + new_down[2:]
                new = dealt[len(old_up) + old_count :]
                if not old_up and new:  # third street: one line of three cards
                    self.hand.actions.append(f"d dh {self.hand.player(seat)} {''.join(new[:3])}")
                    new = new[3:]
                for street, card in enumerate(new):
                    if street == len(streets):
                        streets.append([])
                    streets[street].append((seat, card))
                continue
            else:
                fresh = new_down[old_count:] + new_up[len(old_up) :]
            if fresh:
                self.hand.actions.append(f"d dh {self.hand.player(seat)} {''.join(fresh)}")
        for cards in streets:
            for seat, card in cards:
                self.hand.actions.append(f"d dh {self.hand.player(seat)} {card}")
        known = len(self.view.get("community_cards") or [])
        for card in list(view.get("community_cards") or [])[known:]:  # stud's common card
            self.hand.actions.append(f"d db {card}")
        self.view = view

    discarded = 0

    def act(self, request: dict[str, Any], view: dict[str, Any]) -> None:
        seat, kind = int(request["seat"]), str(request["kind"])
        player = self.hand.player(seat)
        if kind in ("draw", "stand-pat"):
            cards = list(request.get("cards") or []) if kind == "draw" else []
            self.hand.actions.append(f"{player} sd {''.join(cards)}".rstrip())
            self.discarded = len(cards)
            self.deal(view, drawer=seat)
            self.discarded = 0
            return
        if kind in ("show", "muck"):
            self.hand.actions.append(self._showdown(player, seat, kind, request))
            self.view = _merged(self.view, view)
            return
        if kind not in BETTING_KINDS and kind != "time-out":
            raise PhhExportError(f"the action {kind!r} has no PHH form")
        self.hand.actions.append(self._betting(player, seat, kind, view))
        self.deal(view)

    def _showdown(self, player: str, seat: int, kind: str, request: dict[str, Any]) -> str:
        if kind == "muck":  # PHH: a showdown action without cards is a muck ("sm -" shows)
            return f"{player} sm"
        shown = list(request.get("cards") or []) or _held(_seats_of(self.view)[seat])
        return f"{player} sm {''.join(shown)}"

    def _betting(self, player: str, seat: int, kind: str, view: dict[str, Any]) -> str:
        """The PHH verb for what the seat did, read from the views before and after."""
        before, after = _seats_of(self.view), _seats_of(_merged(self.view, view))
        if after[seat]["status"] == "folded" and before[seat]["status"] != "folded":
            return f"{player} f"
        if kind == "fold":  # not folded after it: a fold with no bet to face (CR-033)
            raise PhhExportError(
                "the hand has a fold with no bet to face, whose hand is dealt on until a bet "
                "kills it, which PHH cannot record"
            )
        if kind == "bring-in":
            return f"{player} pb"
        if kind == "time-out":  # the online room's all-in protection (CF-080 A)
            raise PhhExportError(
                "the hand has a time-out that leaves the player in without a bet, which PHH "
                "cannot record"
            )
        if kind in ("check", "call"):  # a call can put in more than the bet: the full
            return f"{player} cc"  # bring-in after a short one (CR-018)
        put_in = int(after[seat]["committed"]) - int(before[seat]["committed"])
        total = int(before[seat]["bet"]) + put_in
        high = max(int(s["bet"]) for s in before.values())
        if kind in ("bet", "raise", "complete") or total > high:
            return f"{player} cbr {total}"
        return f"{player} cc"

    def finish(self, result: dict[str, Any]) -> None:
        if not result.get("complete"):
            return
        stacks = {int(k): int(v) for k, v in result.get("stacks", {}).items()}
        if all(s in stacks for s in self.hand.seats):
            self.hand.finishing_stacks = [stacks[s] for s in self.hand.seats]


def export_hands(entries: list[Entry], origin: str = "<transcript>") -> list[ExportedHand]:
    """Every hand of a transcript, in the order played."""
    hands: list[ExportedHand] = []
    builder: _HandBuilder | None = None
    setup: dict[str, Any] | None = None
    for request, response in exchanges(entries):
        message, answer = request.message, response.message if response else None
        kind = message.get("type")
        where = f"{origin}: exchange {request.seq}"
        if answer is None or answer.get("type") in ("refusal", "error"):
            continue
        if kind in UNRECORDABLE and builder is not None:
            what = UNRECORDABLE[kind]
            raise PhhExportError(f"{where}: the hand has {what}, which PHH cannot record")
        try:
            if kind == "setup" and answer.get("type") == "view":
                setup = message
                builder = _HandBuilder(setup, answer, int(message["dealer_seat"]))
                hands.append(builder.hand)
            elif kind == "next-hand" and answer.get("type") == "view" and setup is not None:
                builder = _HandBuilder(setup, answer, int(message["dealer_seat"]))
                hands.append(builder.hand)
            elif kind == "action" and builder is not None and answer.get("type") == "view":
                builder.act(message, answer)
            elif kind == "result" and builder is not None and answer.get("type") == "result":
                builder.finish(answer)
        except (KeyError, ValueError, TypeError, IndexError) as exc:
            if isinstance(exc, PhhExportError):
                raise PhhExportError(f"{where}: {exc}") from None
            raise PhhExportError(f"{where}: cannot read the exchange: {exc!r}") from None
    if not hands:
        raise PhhExportError(f"{origin}: no hand was started in this transcript")
    return hands


def write_next_to(entries: list[Entry], transcript: Path) -> list[Path]:
    """Write a failed scenario's hands as PHH beside its transcript (``NAME.phh``).

    A hand PHH cannot hold (an injected irregularity, five-card draw) is
    simply not written: the transcript stays the evidence.
    """
    try:
        hands = export_hands(entries, str(transcript))
    except PhhExportError:
        return []
    base = transcript.with_suffix(".phh")
    paths = [base] if len(hands) == 1 else [
        base.with_name(f"{base.stem}-{i}.phh") for i in range(1, len(hands) + 1)
    ]  # fmt: skip
    for path, hand in zip(paths, hands, strict=True):
        path.write_text(hand.to_phh(), encoding="utf-8")
    return paths
