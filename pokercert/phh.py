"""Real hands in PHH (Poker Hand History) format, turned into driver-protocol conversations.

A recorded hand is a conformance test with an answer key: replaying its
actions against an implementation must end with the recorded
``finishing_stacks``.  Only the variants pokercert certifies are read:
``F7S`` (fixed-limit seven-card stud) and ``F2L3D`` (fixed-limit 2-7 triple
draw).

Seating.  PHH numbers players p1..pN.  In stud p1 is the first seat and the
dealer button sits at the last seat, so dealing starts with p1.  In draw
games p1 is the small blind and the button is the last player.  Heads-up
the button (p2) posts the small blind and p1 the big blind, as PokerKit
reads the same file: ``blinds_or_straddles`` lists the amounts, small first.

The stacked deck.  The setup stacks the deck with the cards the history
says were dealt, in the order a dealer deals them: one card at a time
clockwise from the dealer's left; stud's later streets and the draw
replacements in seat order.  When the profile burns, one card is burnt
before each deal, except before stud's third street (the convention of the
reference engine: 003 counts the burns of fourth to sixth street only).
Cards the history does not know (``??``) become the lowest unused cards,
after taking into account the cards a player later shows or discards.  A draw
that runs through the deck goes on from a stub rebuilt from the discards
(``reshuffled_stub``); a stud hand that runs out of cards is dealt by the
profile's rule for a short deck, its common card read from ``d db``
(:mod:`pokercert.phh_stud`).

Checks.  A file that cannot be the record of a hand is refused by name (``PhhError``, bad
input) before anything is sent: a per-player field of the wrong type or length, a draw
dealt more or fewer cards than were thrown, a stud street not dealt to exactly the players
still in the hand, a card from a rebuilt stub that was not in it.  A replay stops where the
implementation deals another card than the file names (``_DealCheck``): a stacked deck that
deals other cards replays another hand.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pokercert import protocol as p
from pokercert.client import TableClient
from pokercert.driver import CapabilityNotDeclared, Driver

VARIANTS = {"F7S": "seven-card-stud", "F2L3D": "2-7-triple-draw"}
DEFAULT_PROFILES = {"F7S": "cardroom-stud", "F2L3D": "triple-draw-27"}
VARIANT_NAMES = {"F7S": "seven-card stud", "F2L3D": "2-7 triple draw"}
OPENING_CARDS = {"F7S": 3, "F2L3D": 5}  # each player's cards in the opening deal
RANKS = "23456789TJQKA"
SUITS = "cdhs"
UNKNOWN = "??"


class PhhError(ValueError):
    """A PHH file pokercert cannot read or convert; the message names the file."""


# --------------------------------------------------------------------------- reading


@dataclass(frozen=True)
class Action:
    """One PHH action line, parsed."""

    text: str
    actor: int | None  # player number (1-based); None for a dealer action
    verb: str  # "dh" (deal hole cards), "pb", "cbr", "cc", "f", "sd", "sm"
    amount: int | None = None
    cards: tuple[str, ...] | None = None  # None: the action names no cards
    shows_dealt: bool = False  # ``sm -``: shows the cards dealt, written as a dash
    number: int = 0  # its place in the file's ``actions`` (1-based; 0 when not read from one)

    def named(self) -> str:
        """How an error message points at the action: its number in the file and its text."""
        return f"action {self.number} {self.text!r}" if self.number else repr(self.text)


@dataclass(frozen=True)
class HandHistory:
    path: str
    variant: str
    antes: tuple[int, ...]
    bring_in: int
    small_bet: int
    big_bet: int
    blinds: tuple[int, ...]
    starting_stacks: tuple[int, ...]
    actions: tuple[Action, ...]
    finishing_stacks: tuple[int, ...] | None
    players: tuple[str, ...]
    profile: str

    @property
    def game(self) -> str:
        return VARIANTS[self.variant]

    @property
    def size(self) -> int:
        return len(self.starting_stacks)


def split_cards(text: str, where: str) -> tuple[str, ...]:
    if len(text) % 2:
        raise PhhError(f"{where}: {text!r} is not a list of two-character cards")
    cards = tuple(text[i : i + 2] for i in range(0, len(text), 2))
    for card in cards:
        if card != UNKNOWN and (card[0] not in RANKS or card[1] not in SUITS):
            raise PhhError(f"{where}: {card!r} is not a card")
    return cards


def is_no_op(text: str) -> bool:
    """An empty action, or a commentary alone (``# burn card exposed``): PHH's no-op."""
    return not text.split("#", 1)[0].strip()


def parse_action(text: str, where: str) -> Action:
    words = text.split("#", 1)[0].split()
    if len(words) >= 2 and words[0] == "d":
        if words[1] == "db" and len(words) == 3:  # stud's common card
            return Action(text, None, "db", cards=split_cards(words[2], where))
        if words[1] != "dh" or len(words) != 4 or not words[2].startswith("p"):
            raise PhhError(
                f"{where}: unsupported dealer action {text!r} (only 'd dh pN CARDS' and, in "
                "stud, 'd db CARD' for a common card)"
            )
        return Action(text, _player(words[2], where), "dh", cards=split_cards(words[3], where))
    if len(words) < 2 or not words[0].startswith("p"):
        raise PhhError(f"{where}: cannot read action {text!r}")
    actor, verb, rest = _player(words[0], where), words[1], words[2:]
    if verb in ("pb", "cc", "f") and not rest:
        return Action(text, actor, verb)
    if verb == "cbr" and len(rest) == 1 and (amount := _whole(rest[0])) is not None:
        return Action(text, actor, verb, amount=_not_too_many(amount, f"{text!r}", where))
    if verb == "sm" and rest == ["-"]:  # shows the cards the history dealt to the player
        return Action(text, actor, verb, shows_dealt=True)
    if verb in ("sd", "sm") and len(rest) <= 1:
        cards = split_cards(rest[0], where) if rest else ()
        return Action(text, actor, verb, cards=cards)
    raise PhhError(f"{where}: unsupported action {text!r}")


def _whole(word: str) -> int | None:
    """A chip amount written as a whole number (``250`` or ``250.0``); None for anything else."""
    try:
        chips = _chips(float(word) if "." in word or "e" in word.lower() else int(word))
    except (ValueError, OverflowError):
        return None
    return chips if chips is not None and chips >= 0 else None


def _not_too_many(chips: int, what: str, where: str) -> int:
    """``chips`` if the protocol can carry it (every JSON reader holds it exactly)."""
    if chips > p.MAX_SAFE_INTEGER:
        raise PhhError(
            f"{where}: {what} {chips}: more chips than the protocol carries "
            f"(at most {p.MAX_SAFE_INTEGER})"
        )
    return chips


def _player(word: str, where: str) -> int:
    if not word[1:].isdigit() or int(word[1:]) < 1:
        raise PhhError(f"{where}: {word!r} is not a player (p1, p2, ...)")
    return int(word[1:])


def parse_history(text: str, path: str = "<phh>") -> HandHistory:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PhhError(f"{path}: not valid TOML: {exc}") from exc
    if "variant" not in data:
        raise PhhError(f"{path}: missing field 'variant' (supported: {', '.join(VARIANTS)})")
    variant = data["variant"]
    if variant not in VARIANTS:
        raise PhhError(
            f"{path}: variant {variant!r} is not supported (supported: {', '.join(VARIANTS)})"
        )
    for name in ("antes", "starting_stacks", "actions", "small_bet", "big_bet"):
        if name not in data:
            raise PhhError(f"{path}: missing field {name!r}")
    stacks = tuple(_ints(data["starting_stacks"], "starting_stacks", path))
    size = len(stacks)
    if not 2 <= size <= 10:
        raise PhhError(f"{path}: {size} players; between 2 and 10 are supported")
    if 0 in stacks:
        raise PhhError(f"{path}: starting_stacks {list(stacks)}: every player starts with chips")
    blinds = tuple(_ints(data.get("blinds_or_straddles", [0] * size), "blinds_or_straddles", path))
    antes = tuple(_ints(data["antes"], "antes", path))
    finishing = data.get("finishing_stacks")  # an empty list is a list of the wrong length
    ending = None if finishing is None else tuple(_ints(finishing, "finishing_stacks", path))
    players = tuple(_names(data.get("players", [f"p{i}" for i in range(1, size + 1)]), path))
    per_player: list[tuple[str, Sequence[object]]] = [
        ("antes", antes),
        ("blinds_or_straddles", blinds),
        ("players", players),
    ]
    if ending is not None:
        per_player.append(("finishing_stacks", ending))
    for name, values in per_player:
        if len(values) != size:
            raise PhhError(f"{path}: {name} has {len(values)} entries for {size} players")
    if variant == "F7S" and "bring_in" not in data:
        raise PhhError(f"{path}: missing field 'bring_in' for F7S")
    _refuse_foreign_forced_bets(data, variant, blinds, path)
    if not isinstance(data["actions"], list) or not all(
        isinstance(a, str) for a in data["actions"]
    ):
        raise PhhError(f"{path}: actions must be a list of action strings ('d dh p1 AsKd', ...)")
    actions = tuple(
        replace(parse_action(str(a), f"{path}: action {i}"), number=i)
        for i, a in enumerate(data["actions"], 1)
        if not is_no_op(str(a))
    )
    actions = _joined_opening_deal(actions, OPENING_CARDS[variant])
    if variant != "F7S":
        actions = _joined_replacements(actions)
    for action in actions:
        if action.actor is not None and action.actor > size:
            raise PhhError(f"{path}: {action.text!r} names a player beyond p{size}")
    bring_in = _amount(data, "bring_in", path, 0)
    if variant == "F7S" and bring_in == 0:
        # the protocol reads a bring-in of 0 as "the profile's": another hand than the file's
        raise PhhError(f"{path}: bring_in 0: seven-card stud (F7S) needs a bring-in of chips")
    small_bet, big_bet = _bet(data, "small_bet", path), _bet(data, "big_bet", path)
    if big_bet < small_bet:
        raise PhhError(
            f"{path}: big_bet {big_bet} is below small_bet {small_bet}: the later rounds "
            "bet the larger amount"
        )
    history = HandHistory(
        path=path,
        variant=variant,
        antes=antes,
        bring_in=bring_in,
        small_bet=small_bet,
        big_bet=big_bet,
        blinds=blinds,
        starting_stacks=stacks,
        actions=actions,
        finishing_stacks=ending,
        players=players,
        profile=str(data.get("_profile", DEFAULT_PROFILES[variant])),
    )
    try:
        check_draws(history)
        check_stud_streets(history)
        return with_dealt_shows(history)
    except PhhError:
        raise
    except Exception as exc:  # a fault of the reader, never a bare message (see convert)
        raise _fault(path, "read", exc) from exc


def _fault(path: str, doing: str, exc: Exception) -> PhhError:
    """An unexpected exception in the reader or converter, as an error naming the file.

    A file pokercert cannot handle must say so by name, not end with a bare ``KeyError``; the
    message says it is pokercert's fault, so the file is not taken for a bad one.
    """
    return PhhError(
        f"{path}: pokercert could not {doing} this hand ({type(exc).__name__}: {exc}); this is "
        "a fault in pokercert's PHH converter, not necessarily in the file: please report it "
        "with the file"
    )


def _joined_opening_deal(actions: tuple[Action, ...], cards: int) -> tuple[Action, ...]:
    """The opening deal read as one line a player, however the file splits it.

    PHH deals hole cards with ``d dh pN CARDS``, and a recorder may write the opening deal as
    the dealer makes it, one card at a time round the table, or a player's cards in several
    lines (PokerKit plays both); it is the same deal, one card at a time clockwise from the
    dealer's left (_first_deal).  The deal takes the leading ``d dh`` lines until every
    player named holds ``cards`` cards (three in stud, five in a draw); a line that would give
    a player more starts what follows, and a player dealt in one line keeps it as written.
    """
    opening: dict[int, Action] = {}
    taken = 0
    for action in actions:
        if action.verb != "dh" or action.actor is None:
            break
        held = opening.get(action.actor)
        if held is None:
            opening[action.actor] = action
        elif len(held.cards or ()) + len(action.cards or ()) <= cards:
            joined = (*(held.cards or ()), *(action.cards or ()))
            text = f"{held.text}; {action.text}"
            opening[action.actor] = replace(held, text=text, cards=joined)
        else:
            break
        taken += 1
    if taken == len(opening):
        return actions  # one line a player: as written
    return (*opening.values(), *actions[taken:])


def _joined_replacements(actions: tuple[Action, ...]) -> tuple[Action, ...]:
    """A draw's replacements written in consecutive ``d dh`` lines to one player, read as one.

    A recorder may note a reshuffle between the last card of the deck and the cards of the
    rebuilt stub (PokerKit plays such a file); the player is still dealt one replacement,
    which check_draws holds against his discard.  The opening deal is left as written.
    """
    out: list[Action] = []
    opening = True  # the opening deal: every line before the first player action
    for action in actions:
        opening = opening and action.verb == "dh"
        if not opening and out and _same_deal(out[-1], action):
            last = out[-1]
            cards = (*(last.cards or ()), *(action.cards or ()))
            out[-1] = replace(last, text=f"{last.text}; {action.text}", cards=cards)
        else:
            out.append(action)
    return tuple(out)


def _same_deal(last: Action, action: Action) -> bool:
    return last.verb == action.verb == "dh" and last.actor == action.actor


def check_draws(history: HandHistory) -> None:
    """In a draw each player is dealt exactly as many cards as he throws (none when standing
    pat): any other count leaves a hand of the wrong size, and the stacked deck would deal
    everyone after him cards the history does not name."""
    if history.game == "seven-card-stud" or not history.actions:
        return
    groups = deal_groups(history)
    opening = set(groups[0]) if groups else set()
    owed: dict[int, Action] = {}  # player -> his discard (or standing pat) not yet dealt to
    for index, action in enumerate(history.actions):
        player = action.actor or 0
        if action.verb == "sd":
            _all_dealt(history, {player: owed[player]} if player in owed else {})
            owed[player] = action
        elif action.verb == "dh" and index not in opening:
            thrown = owed.pop(player, None)
            discarded = len(thrown.cards or ()) if thrown is not None else 0
            if len(action.cards or ()) != discarded:
                said = _discard_said(thrown)
                raise PhhError(
                    f"{history.path}: {action.named()} deals p{player} "
                    f"{_count(len(action.cards or ()))}, but p{player} {said}: a player is "
                    "dealt as many cards as he discards"
                )
        elif action.verb != "dh":
            _all_dealt(history, owed)
            owed.clear()
    if history.finishing_stacks is not None:  # a hand recorded in part may stop mid-draw
        _all_dealt(history, owed)


def _discard_said(thrown: Action | None) -> str:
    if thrown is None:
        return "discards none"
    if not thrown.cards:
        return f"stands pat at {thrown.named()}"
    return f"discards {_count(len(thrown.cards))} at {thrown.named()}"


def _all_dealt(history: HandHistory, owed: dict[int, Action]) -> None:
    """A discard must be replaced before anything else the player does, and before the
    betting goes on."""
    for player, thrown in owed.items():
        if thrown.cards:
            raise PhhError(
                f"{history.path}: {thrown.named()}: p{player} discards "
                f"{_count(len(thrown.cards))} but is dealt none"
            )


def _count(cards: int) -> str:
    return f"{cards} card" if cards == 1 else f"{cards} cards"


def check_stud_streets(history: HandHistory) -> None:
    """After third street each deal gives one card to every player still in the hand, or
    turns one common card: a card to a folded player, or a live player left out, would make
    the stacked deck deal everyone after him the wrong cards."""
    if history.game != "seven-card-stud":
        return
    deal_rounds(history)  # first, the opening deal and one card a line after it
    _check_stud_street_count(history)
    folds: dict[int | None, int] = {}
    for i, a in enumerate(history.actions):
        if a.verb == "f":
            folds.setdefault(a.actor, i)  # the first fold: a second one hides nothing
    for group in deal_groups(history)[1:]:
        first = history.actions[group[0]]
        live = {pl for pl in range(1, history.size + 1) if folds.get(pl, group[0]) >= group[0]}
        if len(live) < 2:
            last_fold = history.actions[max(folds[pl] for pl in folds if pl not in live)]
            raise PhhError(
                f"{history.path}: {first.named()} deals a street after {last_fold.named()} "
                f"left {' '.join(f'p{pl}' for pl in sorted(live))} alone in the hand: the hand "
                "is over, and nothing more is dealt"
            )
        if first.verb != "dh":
            continue  # a common card is everyone's
        for index in group:
            action = history.actions[index]
            if action.actor not in live:
                folded = history.actions[folds[action.actor]]
                raise PhhError(
                    f"{history.path}: {action.named()} deals a card to p{action.actor}, who "
                    f"folded at {folded.named()}"
                )
        dealt = {history.actions[i].actor for i in group}
        missing = sorted(live - dealt)
        if missing:
            raise PhhError(
                f"{history.path}: the street dealt from {first.named()} gives no card to "
                f"{', '.join(f'p{pl}' for pl in missing)}, still in the hand: every live "
                "player is dealt one card a street"
            )


STUD_LATER_STREETS = 4  # fourth to seventh street, seventh perhaps one common card


def _check_stud_street_count(history: HandHistory) -> None:
    """Stud deals at most seven cards a player, and turns at most one common card (in place
    of seventh street): a deal past that is another game, which the stacked deck would
    replay as if the extra cards were never dealt."""
    later = [history.actions[group[0]] for group in deal_groups(history)[1:]]
    commons = [a for a in later if a.verb == "db"]
    if len(commons) > 1:
        raise PhhError(
            f"{history.path}: {commons[1].named()} turns a second common card (the first at "
            f"{commons[0].named()}): stud turns at most one common card"
        )
    if len(later) > STUD_LATER_STREETS:
        extra = later[STUD_LATER_STREETS]
        raise PhhError(
            f"{history.path}: {extra.named()} deals after seventh street: stud deals at most "
            "seven cards a player (three on third street, then one a street to seventh, or one "
            "common card for seventh)"
        )


def with_dealt_shows(history: HandHistory) -> HandHistory:
    """The history with each ``sm -`` written out: the cards the player holds at that point.

    PHH lets a show name its cards with a dash when the deal already named
    them; a show with no cards at all is a muck.  The dash stands for the
    player's hand after the deals and discards before it, so a history that
    dealt the player an unknown card (``??``) cannot use it.
    """
    if not any(a.shows_dealt for a in history.actions):
        return history
    rounds = deal_rounds(history)
    actions = list(history.actions)
    for index, action in enumerate(actions):
        if not action.shows_dealt:
            continue
        assert action.actor is not None
        cards = tuple(_holdings(history, rounds, upto=index)[action.actor].values())
        if not cards or UNKNOWN in cards:
            raise PhhError(
                f"{history.path}: {action.text!r} shows the cards dealt with '-', but the "
                f"history does not name every card dealt to p{action.actor}"
            )
        actions[index] = replace(action, cards=cards, shows_dealt=False)
    return replace(history, actions=tuple(actions))


def _ints(values: Any, name: str, path: str) -> list[int]:
    """Chip amounts; PHH allows floats, which pokercert reads only when they are whole."""
    if not isinstance(values, list) or not all(_chips(v) is not None for v in values):
        raise PhhError(
            f"{path}: {name} must be a list of whole numbers of chips "
            "(unknown stacks, inf, and fractions of a chip are not supported)"
        )
    if any(v < 0 for v in values):
        raise PhhError(f"{path}: {name} {values!r}: an amount of chips cannot be negative")
    return [_not_too_many(int(v), name, path) for v in values]


def _names(values: Any, path: str) -> list[str]:
    """The players' names: a list of strings (a lone string is not split into letters)."""
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise PhhError(f"{path}: players must be a list of names (strings), not {values!r}")
    return list(values)


def _refuse_foreign_forced_bets(
    data: dict[str, Any], variant: str, blinds: tuple[int, ...], path: str
) -> None:
    """Stud has no blinds and a draw game no bring-in: such an amount would be dropped
    silently, so the hand replayed would not be the hand recorded."""
    if variant == "F7S" and any(blinds):
        raise PhhError(
            f"{path}: blinds_or_straddles {list(blinds)}: seven-card stud (F7S) has no blinds"
        )
    if variant != "F7S" and any(_chips(a) for a in data.get("antes", [])):
        raise PhhError(
            f"{path}: antes {data['antes']!r}: 2-7 triple draw ({variant}) has blinds and no antes"
        )
    if variant != "F7S" and data.get("bring_in", 0) != 0:
        raise PhhError(
            f"{path}: bring_in {data['bring_in']!r}: a draw game ({variant}) has no bring-in"
        )


def _chips(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _amount(data: dict[str, Any], name: str, path: str, default: int | None = None) -> int:
    value = data.get(name, default)
    chips = _chips(value)
    if chips is None or chips < 0:
        raise PhhError(f"{path}: {name} must be a whole number of chips, not {value!r}")
    return _not_too_many(chips, name, path)


def _bet(data: dict[str, Any], name: str, path: str) -> int:
    """A fixed-limit bet size: a hand with bets of no chips cannot be played."""
    chips = _amount(data, name, path)
    if chips == 0:
        raise PhhError(f"{path}: {name} must be more than 0 chips")
    return chips


def read_history(path: Path) -> HandHistory:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise PhhError(f"{path}: cannot read: {exc.strerror}") from exc
    return parse_history(text, str(path))


# --------------------------------------------------------------------------- the deck


def deal_groups(history: HandHistory) -> list[list[int]]:
    """The hole-dealing actions (indices into ``history.actions``) grouped into deals.

    A deal ends at any betting or showdown action, and also where the dealer
    starts the next deal with no action between: a player dealt twice in one
    group (stud's streets dealt out after an all-in) or a player discarding
    twice (a draw that follows a draw nobody bet after).
    """
    groups: list[list[int]] = []
    pending: list[int] = []
    dealt: set[int] = set()
    drawn: set[int] = set()

    def flush() -> None:
        if pending:
            groups.append(list(pending))
        pending.clear()
        dealt.clear()
        drawn.clear()

    for index, action in enumerate(history.actions):
        actor = action.actor or 0
        if action.verb == "db":  # a common card is a deal of its own
            flush()
            pending.append(index)
            flush()
        elif action.verb == "dh":
            if actor in dealt:
                flush()
            pending.append(index)
            dealt.add(actor)
        elif action.verb == "sd":
            if actor in drawn:
                flush()
            drawn.add(actor)
        else:
            flush()
    flush()
    return groups


def deal_rounds(history: HandHistory) -> list[list[tuple[int, str]]]:
    """The cards dealt, grouped into deals (each preceded by a burn when the profile burns).

    Each deal is a list of (player, card) in the order the dealer hands them out.
    Unknown cards keep the ``??`` marker here.
    """
    rounds: list[list[tuple[int, str]]] = []
    dead = folded_with_no_bet(history)
    for number, group in enumerate(deal_groups(history)):
        actions = [history.actions[i] for i in group]
        if number == 0:
            rounds.append(_first_deal(history, actions))
        elif actions[0].verb == "db":
            if history.game != "seven-card-stud" or len(actions[0].cards or ()) != 1:
                raise PhhError(
                    f"{history.path}: {actions[0].text!r}: only seven-card stud turns a common "
                    "card, one card"
                )
            rounds.append([(0, c) for c in actions[0].cards or ()])
        else:
            several = next((a for a in actions if len(a.cards or ()) != 1), None)
            if history.game == "seven-card-stud" and several is not None:
                raise PhhError(
                    f"{history.path}: {several.text!r}: after third street stud deals one card "
                    "a street; write each street's card in a 'd dh' of its own"
                )
            dealt = [(a.actor or 0, c) for a in actions for c in a.cards or ()]
            dealt += [(seat, UNKNOWN) for seat in dead.get(number, ())]
            rounds.append(sorted(dealt, key=lambda deal: seat_order_key(history, deal[0])))
    return rounds


def folded_with_no_bet(history: HandHistory) -> dict[int, list[int]]:
    """The stud seats still dealt a street after folding with no bet to face, by deal number.

    PHH, as PokerKit plays it, takes such a fold as any other and deals the seat no more.
    The sources keep the seat in: "Si se retira una mano cuando no hay apuesta, ese asiento
    continuará recibiendo cartas hasta que la mano se anule como resultado de una apuesta"
    (000, CR-033), and so does the reference engine: the seat is dealt (and checks) until
    a bet, raise, completion or bring-in kills it, unless the fold leaves one other hand,
    when it is an ordinary fold (CF-107 A).  The cards it is dealt are dead and the file
    names none: each is an unknown card (``??``) in the deal, so the cards the file names go
    to the players it names.
    """
    if history.game != "seven-card-stud":
        return {}
    still_dealt = _no_bet_folds_by_index(history)
    groups = deal_groups(history)
    return {
        number: still_dealt[group[0]]
        for number, group in enumerate(groups)
        if number and history.actions[group[0]].verb == "dh" and still_dealt[group[0]]
    }


def _no_bet_folds_by_index(history: HandHistory) -> dict[int, list[int]]:
    """For each deal line (its index in ``actions``), the stud seats folded with no bet to
    face that are still dealt there (folded_with_no_bet)."""
    still_dealt: dict[int, list[int]] = {}  # action index -> the seats dealt on there
    folded: set[int] = set()  # folded and killed: out of the hand
    pending: set[int] = set()  # folded with no bet to face, still dealt
    bets: dict[int, int] = {}
    high = 0
    opened = False  # the bring-in (or the completion) made on third street
    betting = False
    for index, action in enumerate(history.actions):
        seat = action.actor or 0
        if action.verb in ("dh", "db"):
            if betting:
                bets, high, betting = {}, 0, False
            still_dealt[index] = sorted(pending)
            continue
        if action.verb in ("sd", "sm"):
            continue
        betting = True
        if action.verb in ("pb", "cbr"):
            amount = history.bring_in if action.verb == "pb" else action.amount or 0
            bets[seat], high, opened = amount, max(high, amount), True
            folded |= pending  # a wager kills the hands folded with no bet to face
            pending.clear()
        elif action.verb == "cc":
            bets[seat] = high
        elif action.verb == "f":
            others = set(range(1, history.size + 1)) - folded - pending - {seat}
            if opened and bets.get(seat, 0) >= high and len(others) >= 2:
                pending.add(seat)
            else:
                folded.add(seat)
                if len(others) <= 1:
                    folded |= pending
                    pending.clear()
    return still_dealt


def _first_deal(history: HandHistory, actions: list[Action]) -> list[tuple[int, str]]:
    """The opening deal: one card at a time to each player, clockwise from the dealer's left."""
    hands = {a.actor or 0: list(a.cards or ()) for a in actions}
    if len(hands) != len(actions) or set(hands) != set(range(1, history.size + 1)):
        raise PhhError(f"{history.path}: the opening deal must give every player cards once")
    expected = OPENING_CARDS[history.variant]
    for action in actions:
        if len(action.cards or ()) != expected:
            raise PhhError(
                f"{history.path}: {action.named()} deals p{action.actor} "
                f"{_count(len(action.cards or ()))}; the opening deal of "
                f"{VARIANT_NAMES[history.variant]} gives each player {expected}"
            )
    order = sorted(hands, key=lambda pl: seat_order_key(history, pl))
    return [(pl, hands[pl][i]) for i in range(expected) for pl in order]


def dealer_seat(history: HandHistory) -> int:
    """The button is the last player, heads-up too (PokerKit deals and posts the same way)."""
    return history.size


def seat_order_key(history: HandHistory, player: int) -> int:
    """Position clockwise from the dealer's left (0 = first to receive a card)."""
    return (player - dealer_seat(history) - 1) % history.size


def resolve_unknown_cards(history: HandHistory, burns: bool = False) -> dict[tuple[int, int], str]:
    """Cards for the ``??`` slots, keyed by (deal index, position in deal).

    A player who later shows cards the history did not know reveals them.  A
    draw can run through the 52-card deck and go on from a stub rebuilt from
    the cards out of play (``burns`` says where the deck runs out).  A card
    the history deals from the rebuilt stub, and names nowhere before, was an
    unknown card thrown or folded before the rebuild, so it goes to such a
    slot.  The other unknown cards from the deck get the lowest cards (in the
    canonical order 2c, 2d, ...) the history never names; those dealt from
    the rebuilt stub, a card out of play at that moment.
    """
    rounds = deal_rounds(history)
    known = {c for deal in rounds for _, c in deal if c != UNKNOWN}
    for action in history.actions:
        known.update(c for c in action.cards or () if c != UNKNOWN)
    # Which unknown slots does each player hold, in the order received?
    slots_by_player: dict[int, list[tuple[int, int]]] = {}
    for d, deal in enumerate(rounds):
        for i, (player, card) in enumerate(deal):
            if card == UNKNOWN:
                slots_by_player.setdefault(player, []).append((d, i))
    resolved: dict[tuple[int, int], str] = {}
    held = _holdings(history, rounds)
    for player, shown in _shown_cards(history):
        slots = [s for s in slots_by_player.get(player, []) if s in held[player]]
        revealed = [c for c in shown if c not in held[player].values()]
        for slot, card in zip(slots, revealed, strict=False):
            resolved[slot] = card
    fresh, rebuilt = _fresh_and_rebuilt(history, _deck_order(history, rounds, burns))
    if rebuilt:
        _place_cards_dealt_again(history, rounds, fresh, rebuilt, resolved)
    spare = [c for c in p.CANONICAL_DECK if c not in known]
    dead = folded_with_no_bet(history)
    for d, i in sorted(fresh):
        if rounds[d][i][1] == UNKNOWN and (d, i) not in resolved:
            if not spare:
                raise PhhError(f"{history.path}: more than 52 cards in play")
            player = rounds[d][i][0]
            showing = _board_ranks(rounds, resolved, player, d) if player in dead.get(d, ()) else ""
            card = next((c for c in spare if c[0] not in showing), spare[0])
            spare.remove(card)
            resolved[(d, i)] = card
    if rebuilt:
        _deal_from_rebuilt_stub(history, rounds, fresh, resolved)
    return resolved


def _board_ranks(
    rounds: list[list[tuple[int, str]]], resolved: dict[tuple[int, int], str], seat: int, deal: int
) -> str:
    """The ranks a stud seat shows before deal ``deal``: its door card and its later upcards
    (fourth to sixth street).  A dead card dealt to a hand folded with no bet to face
    (folded_with_no_bet) gets a card of another rank, the lowest, so the seat's board pairs
    nothing and stays low: the file records the action starting elsewhere, and a dead board
    that became the high hand would start it there."""
    if deal > STUD_LATER_STREETS - 1:
        return ""  # seventh street is dealt face down
    ranks = ""
    for d in range(deal):
        cards = [(d, i) for i, (player, _) in enumerate(rounds[d]) if player == seat]
        shown = cards[2:3] if d == 0 else cards  # the door card, then every upcard
        ranks += "".join(resolved.get(slot, rounds[slot[0]][slot[1]][1])[0] for slot in shown)
    return ranks


def _fresh_and_rebuilt(
    history: HandHistory, order: list[tuple[int, int] | None]
) -> tuple[set[tuple[int, int]], list[tuple[int, int]]]:
    """The slots dealt from the 52-card deck, and those dealt from a rebuilt stub (in order).

    A stud hand that runs out is stacked by its profile's rule (phh_stud): its new stub is
    made of the cards nobody names (burns, the last cards), so any card unnamed elsewhere
    can fill a ``??`` it deals, and every slot counts as fresh.  A draw's rebuilt stub holds
    dead cards, so its unknown cards are filled as the hand is played
    (_deal_from_rebuilt_stub).
    """
    if history.game == "seven-card-stud":
        return {slot for slot in order if slot is not None}, []
    deck = len(p.CANONICAL_DECK)
    return {s for s in order[:deck] if s is not None}, [s for s in order[deck:] if s is not None]


def _deck_order(
    history: HandHistory, rounds: list[list[tuple[int, str]]], burns: bool
) -> list[tuple[int, int] | None]:
    """Every card the dealer takes from the top, in order: a slot (deal, position in deal),
    or None for a burn (one before each deal when the profile burns, but stud's third street:
    the convention of the reference engine)."""
    order: list[tuple[int, int] | None] = []
    for d, deal in enumerate(rounds):
        if burns and not (d == 0 and history.game == "seven-card-stud"):
            order.append(None)
        order.extend((d, i) for i in range(len(deal)))
    return order


def _slots_of_actions(
    history: HandHistory, rounds: list[list[tuple[int, str]]]
) -> dict[int, list[tuple[int, int]]]:
    """For each dealing action (index into ``history.actions``), the slots it deals."""
    out: dict[int, list[tuple[int, int]]] = {}
    for d, group in enumerate(deal_groups(history)):
        if d == 0:  # the opening deal goes round the table one card at a time
            for index in group:
                actor = history.actions[index].actor
                out[index] = [(0, i) for i, (pl, _) in enumerate(rounds[0]) if pl == actor]
            continue
        position = 0
        for index in sorted(
            group, key=lambda k: seat_order_key(history, history.actions[k].actor or 0)
        ):
            count = len(history.actions[index].cards or ())
            out[index] = [(d, position + i) for i in range(count)]
            position += count
    return out


def _dealing_order(history: HandHistory) -> list[int]:
    """The action indices with each draw put where a dealer makes it: a player's discard
    just before his replacements.  PHH as PokerKit writes it lists every discard of a draw
    first, then the replacements; a live draw, and the profiles, go player by player."""
    order: list[int] = []
    waiting: dict[int, int] = {}  # player -> index of a discard whose replacements are not dealt
    for index, action in enumerate(history.actions):
        player = action.actor or 0
        if action.verb == "sd" and action.cards:
            if player in waiting:
                order.append(waiting.pop(player))
            waiting[player] = index
        elif action.verb == "sd":  # standing pat: nothing thrown, nothing dealt
            order.append(index)
        elif action.verb == "dh":
            if player in waiting:
                order.append(waiting.pop(player))
            order.append(index)
        else:
            order += waiting.values()
            waiting.clear()
            order.append(index)
    return order + list(waiting.values())


def _place_cards_dealt_again(
    history: HandHistory,
    rounds: list[list[tuple[int, str]]],
    fresh: set[tuple[int, int]],
    rebuilt: list[tuple[int, int]],
    resolved: dict[tuple[int, int], str],
) -> None:
    """Put each card the rebuilt stub deals, and no earlier deal names, in an unknown slot
    that was out of play (thrown or folded) when the stub was rebuilt."""
    named = {rounds[d][i][1] for d, i in fresh} | set(resolved.values())
    again = [rounds[d][i][1] for d, i in rebuilt]
    needed = [c for c in dict.fromkeys(again) if c != UNKNOWN and c not in named]
    if not needed:
        return
    first = min(rebuilt)
    out_of_play: list[tuple[int, int]] = []  # unknown slots thrown or folded, in that order
    held: dict[int, list[tuple[int, int]]] = {}  # each player's unknown slots, in order received
    thrown: dict[int, list[tuple[int, int]]] = {}
    slots_of = _slots_of_actions(history, rounds)
    for index in _dealing_order(history):
        action = history.actions[index]
        player = action.actor or 0
        if action.verb == "dh":
            slots = slots_of.get(index, [])
            if first in slots:  # the drawer's own cards are held aside from the rebuilt stub
                out_of_play = [s for s in out_of_play if s not in thrown.get(player, [])]
                break
            held.setdefault(player, []).extend(s for s in slots if rounds[s[0]][s[1]][1] == UNKNOWN)
        elif action.verb == "sd":
            gone = [
                held[player].pop(0) for c in action.cards or () if c == UNKNOWN and held.get(player)
            ]
            out_of_play += gone
            thrown[player] = gone
        elif action.verb == "f":
            out_of_play += held.pop(player, [])
    open_slots = [s for s in out_of_play if s not in resolved]
    if len(open_slots) < len(needed):
        raise PhhError(
            f"{history.path}: {needed[len(open_slots)]} is dealt after the stub was rebuilt, "
            "but no card out of play at that moment can have been it"
        )
    resolved.update(zip(open_slots, needed, strict=False))


def _deal_from_rebuilt_stub(
    history: HandHistory,
    rounds: list[list[tuple[int, str]]],
    fresh: set[tuple[int, int]],
    resolved: dict[tuple[int, int], str],
) -> None:
    """Play the hand in order: each card dealt from a rebuilt stub must have been in it.

    The stub is rebuilt each time a drawer runs it out: from the cards out of play at that
    moment (thrown or folded since the last rebuild), but the drawer's discards at this draw
    (TD-061); the cards thrown after it, by him or by the players after him, are not in it
    (CF-052 and CF-053, reading A) and wait for the next rebuild.  An unknown card from a
    rebuilt stub gets one of its cards.
    """
    slots_of = _slots_of_actions(history, rounds)
    later = {rounds[d][i][1] for d, deal in enumerate(rounds) for i in range(len(deal))
             if (d, i) not in fresh and rounds[d][i][1] != UNKNOWN}  # fmt: skip
    stubs = _RebuiltStubs(history)
    held: dict[int, list[str]] = {}
    unknown_held: dict[int, list[str]] = {}  # each player's unknown cards, in the order received
    thrown: dict[int, list[str]] = {}  # the cards each player threw at the current draw
    for index in _dealing_order(history):
        action = history.actions[index]
        player = action.actor or 0
        if action.verb == "dh":
            slots = slots_of.get(index, [])
            for number, (d, i) in enumerate(slots):
                card = rounds[d][i][1]
                if (d, i) in fresh:
                    card = resolved.get((d, i), card)
                else:
                    needed = sum((s not in fresh) for s in slots[number:])
                    stubs.rebuild_if_empty(action, thrown.get(player, []), needed)
                    if card == UNKNOWN:  # a card a later show names is taken on its word
                        card = resolved.get((d, i)) or stubs.unknown(action, later)
                    else:
                        stubs.check(action, card)
                    stubs.dealt.append(card)
                    later.discard(card)
                if rounds[d][i][1] == UNKNOWN:
                    resolved[(d, i)] = card
                    unknown_held.setdefault(player, []).append(card)
                held.setdefault(player, []).append(card)
            thrown[player] = []
        elif action.verb == "sd":
            cards = [
                (unknown_held.get(player) or [UNKNOWN]).pop(0) if c == UNKNOWN else c
                for c in action.cards or ()
            ]
            for card in cards:
                if card in held.get(player, []):
                    held[player].remove(card)
            stubs.dead.extend(cards)
            thrown[player] = cards
        elif action.verb == "f":
            stubs.dead.extend(held.pop(player, []))


@dataclass
class _RebuiltStubs:
    """The stubs a draw hand rebuilds, in turn, as the replay deals from them.

    The setup's ``reshuffled_stub`` lists the cards of every rebuild in the order they come
    out, and a rebuild takes the listed cards in its pile first (the reference engine's
    ``rebuilt_stub``): so several rebuilds can be stacked, as long as no card is dealt from
    two of them (the list names each card once).
    """

    history: HandHistory
    dead: list[str] = field(default_factory=list)  # out of play since the last rebuild
    pile: list[str] = field(default_factory=list)  # the current rebuilt stub's cards
    dealt: list[str] = field(default_factory=list)  # dealt from the current rebuilt stub
    before: set[str] = field(default_factory=set)  # dealt from the earlier rebuilt stubs
    rebuilds: int = 0

    def rebuild_if_empty(self, action: Action, thrown: list[str], needed: int) -> None:
        """A new stub from the dead cards but the drawer's fresh discards, when the last is
        used up; the discards held aside go back to the dead cards for the next rebuild."""
        if len(self.dealt) < len(self.pile):
            return
        self.before.update(self.dealt)
        self.pile = [c for c in self.dead if c not in thrown]
        self.dead = [c for c in self.dead if c in thrown]
        self.dealt = []
        self.rebuilds += 1
        if len(self.pile) < needed:
            raise PhhError(
                f"{self.history.path}: {action.named()}: p{action.actor} still needs "
                f"{_count(needed)} when the deck runs out of cards, but only "
                f"{_count(len(self.pile))} are out of play to rebuild it from (his own fresh "
                "discards are held aside)"
            )

    def unknown(self, action: Action, later: set[str]) -> str:
        """A card for an unknown card the stub deals: its first card nobody is dealt."""
        return _dead_card(self.history, action, self.pile, set(self.dealt) | self.before | later)

    def check(self, action: Action, card: str) -> None:
        """Refuse a card the recording deals from the current rebuilt stub but was not in it,
        or that an earlier rebuilt stub dealt (the setup cannot stack that)."""
        path, player = self.history.path, action.actor
        if card not in self.pile or card in self.dealt:
            raise PhhError(
                f"{path}: {action.named()}: p{player} is dealt {card} from the rebuilt stub, "
                "but that card was not in it: the stub is rebuilt each time the deck runs out "
                "of cards, from the cards then out of play but the drawer's discards at this "
                f"draw (CF-052, CF-053 A); {card} was still held, just thrown by the drawer, "
                "thrown after the rebuild, or already dealt from the new stub"
            )
        if card in self.before:
            raise PhhError(
                f"{path}: {action.named()}: p{player} is dealt {card} from rebuilt stub "
                f"{self.rebuilds}, and an earlier rebuilt stub dealt it too: the deck runs out "
                "of cards more than once, and pokercert cannot stack this hand (the setup's "
                "reshuffled_stub names each card once, for one rebuild)"
            )


def _dead_card(history: HandHistory, action: Action, stub: list[str], taken: set[str]) -> str:
    """The first card of the rebuilt stub not dealt yet, for an unknown card it deals."""
    for card in stub:
        if card not in taken and card != UNKNOWN:
            return card
    raise PhhError(
        f"{history.path}: {action.named()}: p{action.actor} is dealt an unknown card after the "
        "stub was rebuilt, but no card out of play is left for it"
    )


def _shown_cards(history: HandHistory) -> Iterator[tuple[int, tuple[str, ...]]]:
    for index in sorted(final_shows(history)):
        action = history.actions[index]
        if action.cards and action.actor is not None:
            yield action.actor, action.cards


def final_shows(history: HandHistory) -> set[int]:
    """The showdown action of each player (indices): the last ``sm`` the player makes.

    A player all in before the last card is dealt may show early (PokerKit
    writes the exposure, then the cards dealt out, then the show again); only
    the show after the last card decides the pot.
    """
    last = {a.actor: i for i, a in enumerate(history.actions) if a.verb == "sm"}
    return set(last.values())


def _holdings(
    history: HandHistory, rounds: list[list[tuple[int, str]]], upto: int | None = None
) -> dict[int, dict[tuple[int, int], str]]:
    """Each player's cards at the end of the hand, or before action ``upto``:
    slot -> card (``??`` when unknown)."""
    held: dict[int, dict[tuple[int, int], str]] = {pl: {} for pl in range(1, history.size + 1)}
    slots_of = {
        (d, player): [(d, i) for i, (pl, _) in enumerate(deal) if pl == player]
        for d, deal in enumerate(rounds)
        for player in {pl for pl, _ in deal}
    }
    deal_of = {i: d for d, group in enumerate(deal_groups(history)) for i in group}
    for index, action in enumerate(history.actions[:upto]):
        if action.verb == "dh":
            d = deal_of[index]
            assert action.actor is not None
            for slot in slots_of.get((d, action.actor), []):
                held[action.actor][slot] = rounds[slot[0]][slot[1]][1]
        else:
            if action.verb == "sd" and action.actor is not None:
                hand = held[action.actor]
                for card in action.cards or ():
                    found = [s for s, c in hand.items() if c == card]
                    if not found:
                        raise PhhError(
                            f"{history.path}: {action.named()}: p{action.actor} discards "
                            f"{card}, which the player does not hold"
                        )
                    del hand[found[0]]
    return held


def stacked_deck(history: HandHistory, burns: bool) -> list[str]:
    """The deck order (top first) that makes a dealer deal exactly the recorded cards."""
    return stacked_cards(history, burns)[0]


def stacked_cards(
    history: HandHistory, burns: bool, exhaustion: str | None = None
) -> tuple[list[str], list[str]]:
    """The deck (top first) and the order of any stub rebuilt during the hand.

    The deck holds the cards dealt (and burnt) until its 52 cards are used up;
    a card dealt again after that comes from a stub rebuilt from the discards,
    whose order goes to the setup's ``reshuffled_stub``.  A draw rebuilds its
    stub when a player's replacements run past the last card, and a burn from
    a rebuilt stub is not stacked.  A stud hand that runs out of cards is
    dealt by the profile's ``deck_exhaustion`` (:mod:`pokercert.phh_stud`).
    """
    rounds = deal_rounds(history)
    resolved = resolve_unknown_cards(history, burns)
    used = {c for deal in rounds for _, c in deal if c != UNKNOWN} | set(resolved.values())
    for action in history.actions:
        used.update(c for c in action.cards or () if c != UNKNOWN)
    spare = [c for c in p.CANONICAL_DECK if c not in used]
    if history.game == "seven-card-stud" and _runs_out(history, rounds, burns):
        return _stack_stud_run_out(history, rounds, resolved, spare, burns, exhaustion)
    sequence: list[tuple[str, bool]] = []  # (card, burnt)
    slots: list[tuple[int, int] | None] = []  # where each card of the sequence is dealt
    for slot in _deck_order(history, rounds, burns):
        slots.append(slot)
        if slot is not None:
            sequence.append((resolved.get(slot, rounds[slot[0]][slot[1]][1]), False))
            continue
        if not spare:
            raise PhhError(
                f"{history.path}: every card is in play, none is left to burn "
                "(the hand runs out of cards)"
            )
        sequence.append((spare.pop(0), True))
    deck = [card for card, _ in sequence[:52]]
    if len(set(deck)) != len(deck):
        second = next(i for i, c in enumerate(deck) if c in deck[:i])
        first = deck.index(deck[second])
        raise PhhError(
            f"{history.path}: {deck[second]} is dealt a second time before the 52 cards of the "
            f"deck are used up: {_dealt_by(history, slots[first])} deals it, and again "
            f"{_dealt_by(history, slots[second])}"
        )
    rebuilt = sequence[52:]
    if any(burnt for _, burnt in rebuilt):
        raise PhhError(
            f"{history.path}: a card is burnt from a rebuilt stub; pokercert cannot stack that"
        )
    return deck, [card for card, _ in rebuilt]


def _dealt_by(history: HandHistory, slot: tuple[int, int] | None) -> str:
    """The action that deals the card of ``slot`` (deal, position in deal), for a message."""
    if slot is None:
        return "a burn"
    deal, place = slot
    player = deal_rounds(history)[deal][place][0]
    for index in deal_groups(history)[deal]:
        action = history.actions[index]
        if (action.actor or 0) == player:
            return action.named()
    return f"deal {deal + 1}"  # not reached: every slot comes from an action of its deal


def _runs_out(history: HandHistory, rounds: list[list[tuple[int, str]]], burns: bool) -> bool:
    """Does a stud hand need more than the 52 cards, or turn a common card?"""
    too_many = len(_deck_order(history, rounds, burns)) > len(p.CANONICAL_DECK)
    return too_many or any(deal and deal[0][0] == 0 for deal in rounds)


def _stack_stud_run_out(
    history: HandHistory,
    rounds: list[list[tuple[int, str]]],
    resolved: dict[tuple[int, int], str],
    spare: list[str],
    burns: bool,
    exhaustion: str | None,
) -> tuple[list[str], list[str]]:
    """The deck and rebuilt stub of a stud hand that runs out of cards, by the profile's rule."""
    from pokercert.phh_stud import DealtTwice, Street, StudStackingError, stack_stud

    if exhaustion is None:
        raise PhhError(
            f"{history.path}: the hand runs out of cards; replaying it needs the profile's "
            "deck_exhaustion"
        )

    def cards(d: int) -> list[tuple[int, str]]:
        return [(pl, resolved.get((d, i), c)) for i, (pl, c) in enumerate(rounds[d])]

    first_of = {group[0]: d for d, group in enumerate(deal_groups(history)) if d > 0}
    dealt_on = _no_bet_folds_by_index(history)  # a hand folded with no bet is still dealt
    live = set(range(1, history.size + 1))
    streets: list[Street] = []
    for index, action in enumerate(history.actions):
        if action.verb == "f" and action.actor is not None:
            live.discard(action.actor)
        d = first_of.get(index)
        if d is None:
            continue
        face_up = 4 + len(streets) < 7  # fourth to sixth street face up, seventh down
        dealt = cards(d)
        if dealt and dealt[0][0] == 0:  # the common card
            still = live | set(dealt_on.get(index, ()))
            order = sorted(still, key=lambda pl: seat_order_key(history, pl))
            streets.append(Street(face_up, order, {}, dealt[0][1]))
        else:
            streets.append(Street(face_up, [pl for pl, _ in dealt], dict(dealt)))
    try:
        return stack_stud([c for _, c in cards(0)], streets, burns, exhaustion, spare)
    except DealtTwice as exc:
        said = _dealt_twice(history, exc.card, exc.from_new_stub)
        raise PhhError(f"{history.path}: the hand runs out of cards: {said}") from None
    except StudStackingError as exc:
        raise PhhError(f"{history.path}: the hand runs out of cards: {exc}") from None


def _dealt_twice(history: HandHistory, card: str, from_new_stub: bool) -> str:
    """Why a stud hand that runs out cannot deal ``card`` again, naming the two deals.

    The new stub holds only cards nobody names (the burns, the cards left in the stub): a
    folded hand is dead and never goes back, and a live player keeps his cards."""
    deals = [
        (i, a)
        for i, a in enumerate(history.actions)
        if a.verb in ("dh", "db") and card in (a.cards or ())
    ]
    if len(deals) < 2:
        return f"{card} is dealt twice"
    (_, first), (second_index, second) = deals[0], deals[1]
    verb = "turns" if second.verb == "db" else f"deals p{second.actor}"
    where = " from the new stub" if from_new_stub else ""
    said = f"{second.named()} {verb} {card}{where}, but {first.named()} dealt it already"
    holder = first.actor
    fold = next(
        (a for a in history.actions[:second_index] if a.verb == "f" and a.actor == holder), None
    )
    if holder and fold is not None and from_new_stub:
        return (
            f"{said} to p{holder}, who folded at {fold.named()}: a folded hand is dead and "
            "never goes into the new stub, which holds only the burns and the cards left"
        )
    if from_new_stub:
        return (
            f"{said}: the new stub holds only the burns and the cards left, never a card "
            "already dealt"
        )
    return f"{said}: no card is dealt twice"


# --------------------------------------------------------------------------- conversion


@dataclass(frozen=True)
class Step:
    """One player action to send, with the PHH text it comes from."""

    source: str
    action: p.PlayerAction
    showdown: bool = False  # a show or muck: skipped when the implementation ended the hand
    number: int = 0  # the line's place in the file's ``actions`` (0: not read from a file)
    # stud: the cards the file has dealt each seat when the line is played (_dealt_so_far)
    dealt_before: dict[int, int] | None = None
    # the file deals more after the line: a card dealt after the last recorded deal is beyond
    # the record (a hand recorded in part), and no deal check applies to it
    deals_after: bool = True

    def named(self) -> str:
        """How a message points at the line: its number in the file and its text."""
        return f"action {self.number} {self.source!r}" if self.number else repr(self.source)


@dataclass
class Conversion:
    setup: p.HandSetup
    steps: list[Step]
    finishing_stacks: list[int] | None
    # the cards each player holds at the end, for the players who never fold and whose every
    # card the file names: the only hands a replay may show for a player (_implied_show)
    known_hands: dict[int, list[str]] = field(default_factory=dict)
    # every card the history deals each player, unknown ones as the deck was stacked for them
    # (``??`` where the rules choose); the replay fails where the implementation deals another
    dealt: dict[int, list[str]] = field(default_factory=dict)


@dataclass
class _Betting:
    """Just enough betting state to name a PHH 'cbr' (complete, bet or raise) and 'cc'."""

    stud: bool
    bring_in: int
    small_bet: int = 0
    bets: dict[int, int] = field(default_factory=dict)
    high: int = 0
    street: int = 0
    completed: bool = False

    def new_round(self) -> None:
        self.bets, self.high, self.street = {}, 0, self.street + 1

    def kind_of_cbr(self, amount: int) -> p.ActionKind:
        """A 'cbr' on third street before the completion completes; one to exactly the
        bring-in only comes in for it (after a short bring-in, CR-018), which is a call; and
        a completion all in for less than the small bet leaves the completion to be made.
        One below the bring-in is sent as the completion it claims to be, for the
        implementation to refuse (never turned into a call of another amount)."""
        if self.stud and self.street == 0 and not self.completed:
            if amount == self.bring_in and self.high <= self.bring_in:
                return p.ActionKind.CALL
            self.completed = amount >= self.small_bet
            return p.ActionKind.COMPLETE
        return p.ActionKind.BET if self.high == 0 else p.ActionKind.RAISE


def convert(
    history: HandHistory, parameters: dict[str, Any], profile: str | None = None
) -> Conversion:
    """The HandSetup and the PlayerActions that replay ``history`` under a profile's parameters.

    ``profile`` names the profile the parameters come from (default: the file's own).  Any
    failure is a ``PhhError`` naming the file (_fault for an unexpected one).
    """
    try:
        return _convert(history, parameters, profile)
    except PhhError:
        raise
    except Exception as exc:
        raise _fault(history.path, "convert", exc) from exc


def _convert(history: HandHistory, parameters: dict[str, Any], profile: str | None) -> Conversion:
    game = parameters.get("game")
    if game is not None and game != history.game:
        raise PhhError(
            f"{history.path}: the profile {profile or history.profile} is for {game}, "
            f"but the hand is {history.variant} ({history.game})"
        )
    low, high = parameters.get("min_players", 2), parameters.get("max_players", 10)
    if not low <= history.size <= high:
        raise PhhError(
            f"{history.path}: {history.size} players; the profile "
            f"{profile or history.profile} seats {low} to {high}"
        )
    if len(set(history.antes)) != 1:
        raise PhhError(f"{history.path}: unequal antes {list(history.antes)} are not supported")
    stud = history.game == "seven-card-stud"
    burns = bool(parameters.get("burn_before_each_deal", False))
    small_blind, big_blind = (0, 0) if stud else blind_sizes(history)
    stakes = p.Stakes(
        ante=history.antes[0],
        bring_in=history.bring_in if stud else 0,
        small_blind=small_blind,
        big_blind=big_blind,
        small_bet=history.small_bet,
        big_bet=history.big_bet,
    )
    seats = [
        p.SeatSetup(
            seat=i,
            name=history.players[i - 1],
            stack=history.starting_stacks[i - 1],
            present=True,
            sitting_out=False,
            auto_ante=True,
        )
        for i in range(1, history.size + 1)
    ]
    deck, reshuffled = stacked_cards(history, burns, parameters.get("deck_exhaustion"))
    setup = p.HandSetup(
        game=history.game,
        profile=profile or history.profile,
        parameters=parameters,
        stakes=stakes,
        seats=seats,
        dealer_seat=dealer_seat(history),
        deck=deck,
        reshuffled_stub=reshuffled or None,
    )
    held = _holdings(history, deal_rounds(history))  # each player's cards at the end
    folded = {a.actor for a in history.actions if a.verb == "f"}
    known = {
        pl: list(hand.values())
        for pl, hand in held.items()
        if pl not in folded and UNKNOWN not in hand.values()
    }
    steps = list(_steps(history, stud, held, burns))
    dealt = _dealt_cards(history, burns)
    _check_shows(history, dealt)
    return Conversion(setup, steps, _list(history.finishing_stacks), known, dealt)


def _dealt_cards(history: HandHistory, burns: bool) -> dict[int, list[str]]:
    """The cards the history deals each player, in order (a common card is nobody's)."""
    resolved = resolve_unknown_cards(history, burns)
    dealt: dict[int, list[str]] = {pl: [] for pl in range(1, history.size + 1)}
    for d, deal in enumerate(deal_rounds(history)):
        for i, (player, card) in enumerate(deal):
            if player:
                dealt[player].append(resolved.get((d, i), card))
    return dealt


def _check_shows(history: HandHistory, dealt: dict[int, list[str]]) -> None:
    """Every show names cards its player holds: never after a fold, never a card the
    history deals elsewhere.

    A show recorded after the implementation has ended the hand is not sent (see
    :func:`_showdown`), so the file itself must be sound there: a folded hand is dead
    and a player shows only his own cards (never the common card, which is the board's).
    """
    common = {c for a in history.actions if a.verb == "db" for c in a.cards or ()}
    rounds = deal_rounds(history)
    folded: dict[int, str] = {}
    for index, action in enumerate(history.actions):
        player = action.actor
        if player is None:
            continue
        if action.verb == "f":
            folded.setdefault(player, action.text)
            continue
        if action.verb != "sm" or not action.cards:
            continue
        if player in folded:
            raise PhhError(
                f"{history.path}: {action.text!r}: p{player} folded ({folded[player]!r}); a "
                "folded hand is dead and has nothing to show"
            )
        left = Counter(dealt.get(player, []))
        elsewhere = {c for pl, cards in dealt.items() if pl != player for c in cards}
        for card in action.cards:
            if card == UNKNOWN:
                continue
            if card in common:
                raise PhhError(
                    f"{history.path}: {action.text!r} shows {card}, the common card: it is "
                    "on the board for everyone and is not written in a player's show"
                )
            if left[card] > 0:
                left[card] -= 1
            elif left[UNKNOWN] > 0 and card not in elsewhere:
                left[UNKNOWN] -= 1
            else:
                raise PhhError(
                    f"{history.path}: {action.named()} shows {card}, which the history never "
                    f"deals p{player}"
                )
        _check_show_held(history, rounds, index, action)


def _check_show_held(
    history: HandHistory, rounds: list[list[tuple[int, str]]], index: int, action: Action
) -> None:
    """A show names the cards the player holds when he shows: not a card still to be dealt
    (a stud player all in shows before the last streets), nor one he threw at a draw."""
    assert action.actor is not None
    held = list(_holdings(history, rounds, upto=index)[action.actor].values())
    left = Counter(held)
    for card in action.cards or ():
        if card == UNKNOWN:
            continue  # a card the recorder could not read: one of those held
        if left[card] > 0:
            left[card] -= 1
        elif left[UNKNOWN] > 0:
            left[UNKNOWN] -= 1  # an unknown card the show reveals (checked above)
        else:
            raise PhhError(
                f"{history.path}: {action.named()} shows {card}, which p{action.actor} does "
                f"not hold at that point (he holds {' '.join(held) or 'nothing'})"
            )


def _list(values: Sequence[int] | None) -> list[int] | None:
    return None if values is None else list(values)


def _step(
    source: Action,
    seat: int,
    kind: p.ActionKind,
    amount: int | None = None,
    cards: list[str] | None = None,
    showdown: bool = False,
) -> Step:
    action = p.PlayerAction(seat=seat, kind=kind, amount=amount, cards=cards)
    return Step(source.text, action, showdown, source.number)


def _steps(
    history: HandHistory, stud: bool, held: dict[int, dict[tuple[int, int], str]], burns: bool
) -> Iterable[Step]:
    """The player actions to send, each marked with whether the file deals more after it."""
    last_deal = max(
        (i for i, a in enumerate(history.actions) if a.verb in ("dh", "db")), default=-1
    )
    for index, step in _steps_of(history, stud, held, burns):
        yield step if index < last_deal else replace(step, deals_after=False)


def _steps_of(
    history: HandHistory, stud: bool, held: dict[int, dict[tuple[int, int], str]], burns: bool
) -> Iterable[tuple[int, Step]]:
    """The player actions to send; ``held`` is each player's cards at the end (_holdings)."""
    betting = _Betting(stud=stud, bring_in=history.bring_in, small_bet=history.small_bet)
    if not stud:
        for player, blind in blind_posts(history).items():
            betting.bets[player] = blind
            betting.high = max(betting.high, blind)
    resolved = resolve_unknown_cards(history, burns)
    unknown_held = _unknown_cards_by_player(history, resolved)
    final_hands = _final_hands(held, resolved)
    shows = final_shows(history)
    seen_bet = False
    drawing = False
    # stud: the cards dealt each seat so far, the dead cards of a no-bet fold included
    counts = {seat: 0 for seat in range(1, history.size + 1)} if stud else None
    dead = folded_with_no_bet(history)
    starts = {group[0]: number for number, group in enumerate(deal_groups(history))}
    for index, action in enumerate(history.actions):
        seat = action.actor
        if action.verb == "sm" and index not in shows:
            continue  # an all-in exposure before the last card: the later show counts
        if action.verb in ("dh", "db"):
            if seen_bet and stud:
                betting.new_round()
            seen_bet = False
            if counts is not None and action.actor is not None:
                counts[action.actor] += len(action.cards or ())
                for other in dead.get(starts.get(index, -1), ()):
                    counts[other] += 1
            continue
        assert seat is not None
        if action.verb == "sd":
            if not drawing:
                betting.new_round()
                drawing = True
            discards = [_known(c, unknown_held, seat, history) for c in action.cards or ()]
            if discards:
                yield index, _step(action, seat, p.ActionKind.DRAW, cards=discards)
            else:
                yield index, _step(action, seat, p.ActionKind.STAND_PAT)
            continue
        drawing = False
        if action.verb == "sm":
            if action.cards:
                # a show the recorder could not read (PHH's ``??``, cash games) tables the hand
                shown = final_hands[seat] if UNKNOWN in action.cards else list(action.cards)
                yield index, _step(action, seat, p.ActionKind.SHOW, cards=shown, showdown=True)
            else:
                yield index, _step(action, seat, p.ActionKind.MUCK, showdown=True)
            continue
        seen_bet = True
        if action.verb == "pb":
            betting.bets[seat] = betting.bring_in
            betting.high = max(betting.high, betting.bring_in)
            step = _step(action, seat, p.ActionKind.BRING_IN)
        elif action.verb == "cbr":
            assert action.amount is not None
            kind = betting.kind_of_cbr(action.amount)
            betting.bets[seat] = action.amount
            betting.high = max(betting.high, action.amount)
            amount = None if kind == p.ActionKind.CALL else action.amount
            step = _step(action, seat, kind, amount=amount)
        elif action.verb == "cc":
            owed = betting.high > betting.bets.get(seat, 0)
            betting.bets[seat] = betting.high
            step = _step(action, seat, p.ActionKind.CALL if owed else p.ActionKind.CHECK)
        else:  # "f"
            step = _step(action, seat, p.ActionKind.FOLD)
        yield index, step if counts is None else replace(step, dealt_before=dict(counts))


def blind_posts(history: HandHistory) -> dict[int, int]:
    """The blind each player posts: ``blinds_or_straddles`` is reversed heads-up (PHH).

    Heads-up the button (p2) posts the small blind, which PHH lists first.
    """
    amounts = list(history.blinds)
    if history.size == 2:
        amounts.reverse()
    return {player: amount for player, amount in enumerate(amounts, start=1) if amount}


def blind_sizes(history: HandHistory) -> tuple[int, int]:
    """The small and big blind of a draw hand, read from the seats that post them.

    The button is the last player (:func:`dealer_seat`): the small blind is on its
    left (the button itself heads-up) and the big blind next.  A file whose blinds
    sit elsewhere, or whose small blind is the larger, records another table than
    the one the setup would deal, so it is refused rather than replayed by value.
    """
    posts = blind_posts(history)
    small_seat, big_seat = (2, 1) if history.size == 2 else (1, 2)
    if set(posts) != {small_seat, big_seat}:
        raise PhhError(
            f"{history.path}: blinds_or_straddles {list(history.blinds)}: with the button "
            f"at p{dealer_seat(history)}, p{small_seat} posts the small blind and "
            f"p{big_seat} the big blind, and nobody else posts a blind"
        )
    if posts[small_seat] > posts[big_seat]:
        reversed_ = (
            " (heads-up PHH lists the blinds reversed: the first entry is the button p2's "
            "small blind, the second p1's big blind)"
            if history.size == 2
            else ""
        )
        raise PhhError(
            f"{history.path}: blinds_or_straddles {list(history.blinds)}: the small blind "
            f"{posts[small_seat]} is larger than the big blind {posts[big_seat]}{reversed_}"
        )
    return posts[small_seat], posts[big_seat]


def _unknown_cards_by_player(
    history: HandHistory, resolved: dict[tuple[int, int], str]
) -> dict[int, list[str]]:
    """The cards chosen for each player's ``??`` slots, in the order received."""
    out: dict[int, list[str]] = {}
    for d, deal in enumerate(deal_rounds(history)):
        for i, (player, card) in enumerate(deal):
            if card == UNKNOWN:
                out.setdefault(player, []).append(resolved[(d, i)])
    return out


def _final_hands(
    held: dict[int, dict[tuple[int, int], str]], resolved: dict[tuple[int, int], str]
) -> dict[int, list[str]]:
    """Each player's cards at the end of the hand, the unknown ones as the deck stacks them."""
    return {
        player: [
            resolved.get(slot, card) if card == UNKNOWN else card for slot, card in hand.items()
        ]
        for player, hand in held.items()
    }


def _known(card: str, unknown_held: dict[int, list[str]], seat: int, history: HandHistory) -> str:
    """A discarded card; an unknown discard is the player's earliest unknown card still held."""
    if card != UNKNOWN:
        return card
    pool = unknown_held.get(seat, [])
    if not pool:
        raise PhhError(f"{history.path}: p{seat} discards an unknown card but holds none")
    return pool.pop(0)


# --------------------------------------------------------------------------- replay


@dataclass
class PhhReplay:
    path: str
    expected: list[int] | None
    actual: list[int] | None
    sent: int
    problem: str | None = None
    skipped: list[str] = field(default_factory=list)
    reordered: list[str] = field(default_factory=list)  # shows sent when their seat was called
    implied: list[str] = field(default_factory=list)  # shows the file leaves out (_implied_show)
    unfinished: str | None = None  # the phase a hand recorded only in part stopped in

    @property
    def matched(self) -> bool:
        return self.problem is None and self.expected is not None and self.actual == self.expected

    def differences(self) -> list[str]:
        if self.expected is None or self.actual is None:
            return []
        return [
            f"p{i}: expected {e}, got {a}"
            for i, (e, a) in enumerate(zip(self.expected, self.actual, strict=True), start=1)
            if e != a
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "file": self.path,
            "matched": self.matched,
            "expected": self.expected,
            "actual": self.actual,
            "actions_sent": self.sent,
            "problem": self.problem,
            "differences": self.differences(),
            "skipped": self.skipped,
            "reordered": self.reordered,
            "implied": self.implied,
            "unfinished": self.unfinished,
        }


def replay_history(conversion: Conversion, driver: Driver, path: str) -> PhhReplay:
    """Play the converted hand on ``driver``; compare the final stacks with the recorded ones."""
    client = TableClient(driver)
    outcome = PhhReplay(path, conversion.finishing_stacks, None, 0)
    try:
        client.hello()
        try:
            started = client.setup(conversion.setup)
        except CapabilityNotDeclared as exc:
            outcome.problem = f"not supported by the implementation: {exc}"
            return outcome
        if isinstance(started, p.Refusal):
            outcome.problem = f"the implementation refused the setup: {started.reason}"
            return outcome
        deals = _DealCheck(conversion.dealt)
        outcome.problem = deals.after(started, "the opening deal")
        if outcome.problem is not None:
            return outcome
        steps = list(conversion.steps)
        while steps:
            if steps[0].showdown:
                refusal = _showdown(client, steps, outcome, conversion)
                if refusal is not None:
                    outcome.problem = refusal
                    return outcome
                continue
            step = steps.pop(0)
            outcome.problem = _dealt_so_far(client.last_view, step)
            if outcome.problem is not None:
                return outcome
            action = step.action
            answer = client.act(action.seat, action.kind, action.amount, action.cards)
            outcome.sent += 1
            if isinstance(answer, p.Refusal):
                outcome.problem = f"{step.named()} was refused: {answer.reason}"
                return outcome
            if step.deals_after:
                outcome.problem = deals.after(answer, f"after {step.named()}")
            if outcome.problem is not None:
                return outcome
        while (implied := _implied_show(client.last_view, conversion)) is not None:
            refusal = _show_implied(client, outcome, *implied)  # a show the file leaves out
            if refusal is not None:
                outcome.problem = refusal
                return outcome
        result = client.result()
        if isinstance(result, p.Refusal):
            return _unfinished(outcome, client.last_view, result, conversion)
        if not result.complete:
            outcome.problem = "the hand is not complete after the last recorded action"
        stacks = conversion.setup.seats
        outcome.actual = [result.stacks.get(str(s.seat), -1) for s in stacks]
        return outcome
    finally:
        client.close()


def _dealt_so_far(view: p.TableView | None, step: Step) -> str | None:
    """The problem, if the implementation has not dealt a stud seat as many cards as the
    file has when the line is played.

    A street is dealt when the betting round before it is over: a file that deals it before
    a line of that round, or writes a line of the new street before its deal, records the
    hand out of order, and the rules' dealer cannot follow it (PokerKit refuses it too).
    Only seats whose every card the implementation shows are counted; a folded hand may be
    gathered in.
    """
    if view is None or step.dealt_before is None:
        return None
    for seat in view.seats:
        if seat.downcards is None or seat.status in (p.SeatStatus.FOLDED, p.SeatStatus.DEAD):
            continue
        dealt = len(seat.upcards) + len(seat.downcards)
        recorded = step.dealt_before.get(seat.seat, dealt)
        if dealt != recorded:
            return (
                f"before {step.named()} the file has dealt p{seat.seat} {_count(recorded)} and "
                f"the implementation {_count(dealt)}: a street is dealt when the betting round "
                "before it is over, and the file's deals and betting do not keep step there"
            )
    return None


@dataclass
class _DealCheck:
    """The cards the implementation deals each seat, held against the cards the history deals.

    The stacked deck is meant to make the dealer deal exactly the recorded cards; where it
    deals another (a stub rebuilt from other cards, a card the rules deal elsewhere), the
    hand replayed is not the hand recorded, and the replay must stop there rather than
    compare stacks won with other cards.  Seen are the face-up cards and the face-down ones
    an implementation reveals to the harness.
    """

    expected: dict[int, list[str]]
    held: dict[int, set[str]] = field(default_factory=dict)  # each seat's cards, last seen
    left: dict[int, Counter[str]] = field(init=False)  # the cards still to be dealt each seat

    def __post_init__(self) -> None:
        self.left = {seat: Counter(cards) for seat, cards in self.expected.items()}

    def after(self, view: p.TableView, when: str) -> str | None:
        """The problem, if ``view`` shows a seat with a card the history does not deal it."""
        if not self.expected:
            return None
        for seat in view.seats:
            cards = (set(seat.upcards) | set(seat.downcards or ())) - {UNKNOWN}
            new = sorted(cards - self.held.get(seat.seat, set()))
            self.held[seat.seat] = cards
            for card in new:
                if not self._take(seat.seat, card):
                    return (
                        f"{when}, the implementation dealt p{seat.seat} {card}, which the "
                        f"history does not deal p{seat.seat} (it deals "
                        f"{' '.join(self.expected.get(seat.seat, [])) or 'nothing'}): the "
                        "stacked deck did not deal the recorded cards"
                    )
        return None

    def _take(self, seat: int, card: str) -> bool:
        left = self.left.setdefault(seat, Counter())
        for name in (card, UNKNOWN):  # ``??``: a card the rules chose, any card will do
            if left[name] > 0:
                left[name] -= 1
                return True
        return False


def _showdown(
    client: TableClient, steps: list[Step], outcome: PhhReplay, conversion: Conversion
) -> str | None:
    """Send the recorded shows and mucks in the order the implementation calls the seats.

    The order in which players table their hands differs between rule sets and
    card rooms and does not change who wins, so a show is sent when its seat is
    the one to act.  Shows left when the hand is over are skipped (the
    implementation ended it, e.g. everyone else mucked).  Returns the problem,
    if any.
    """
    pending: list[Step] = []
    while steps and steps[0].showdown:
        pending.append(steps.pop(0))
    while pending:
        view = client.last_view
        if view is None or view.phase == p.Phase.COMPLETE:
            outcome.skipped.extend(step.source for step in pending)
            return None
        called = [step for step in pending if step.action.seat == view.to_act]
        if not called:
            implied = _implied_show(view, conversion)
            if implied is not None:
                refusal = _show_implied(client, outcome, *implied)
                if refusal is not None:
                    return refusal
                continue
            waiting = "no seat" if view.to_act is None else f"seat {view.to_act}"
            return (
                f"the implementation waits for {waiting} in phase {view.phase}; the history "
                f"records no show or muck for it (left: {[s.source for s in pending]})"
            )
        step = called[0]
        if step is not pending[0]:
            outcome.reordered.append(step.source)
        pending.remove(step)
        action = step.action
        shown = _shown_for_muck(view, step, conversion)
        if shown is not None:
            written = f"p{action.seat} sm {''.join(shown)}"
            outcome.implied.append(f"{written} (for {step.source!r}: called first, must show)")
            action = action.model_copy(update={"kind": p.ActionKind.SHOW, "cards": shown})
        answer = client.act(action.seat, action.kind, action.amount, action.cards)
        outcome.sent += 1
        if isinstance(answer, p.Refusal):
            return f"{step.named()} was refused: {answer.reason}"
    return None


def _implied_show(view: p.TableView | None, conversion: Conversion) -> tuple[int, list[str]] | None:
    """The seat called to the showdown and its hand, when the file implies that it shows.

    A file that records how the hand ended (``finishing_stacks``) had every
    called hand tabled, even where its writer left the show out (PokerKit's
    automation, reading the file, shows a hand with a chance of winning), and
    showing never takes a pot from its winner.  Only the hand of a player who
    never folded and whose every card the file names is shown; otherwise, or
    when the file records no ending, nothing is implied (None).
    """
    if view is None or view.to_act is None or conversion.finishing_stacks is None:
        return None
    cards = conversion.known_hands.get(view.to_act)
    if not cards or not any(a.kind == p.ActionKind.SHOW for a in view.legal_actions):
        return None
    return view.to_act, cards


def _shown_for_muck(view: p.TableView, step: Step, conversion: Conversion) -> list[str] | None:
    """The hand a recorded muck must show instead, when the implementation calls its seat
    to show and offers no muck; None to send the step as written.

    Shows are sent in the order the implementation calls the seats (_showdown), which may
    put a player the file has muck after another's show first to the showdown, where his
    profile makes him table his hand (CF-048 B: the first player called shows).  Mucking
    after a show and tabling the hand first are the same ending unless that hand wins, and
    then the recorded stacks tell.  Only a hand whose every card the file names can be
    shown; otherwise the muck is sent, for the implementation to refuse by name.
    """
    if step.action.kind != p.ActionKind.MUCK:
        return None
    kinds = {a.kind for a in view.legal_actions}
    if p.ActionKind.MUCK in kinds or p.ActionKind.SHOW not in kinds:
        return None
    return conversion.known_hands.get(step.action.seat)


def _show_implied(
    client: TableClient, outcome: PhhReplay, seat: int, cards: list[str]
) -> str | None:
    """Send an implied show and list it in the outcome; the refusal, if any."""
    written = f"p{seat} sm {''.join(cards)}"
    outcome.implied.append(written)
    answer = client.act(seat, p.ActionKind.SHOW, None, cards)
    outcome.sent += 1
    if isinstance(answer, p.Refusal):
        return f"the implied show {written!r} was refused: {answer.reason}"
    return None


def _unfinished(
    outcome: PhhReplay, view: p.TableView | None, refusal: p.Refusal, conversion: Conversion
) -> PhhReplay:
    """No result after the last action: a failure, unless the file records no end at all.

    A hand exported from a scenario that stopped mid-hand has no
    ``finishing_stacks``; every action was accepted, so the stacks where it
    stopped are its outcome.  A file that records the end must reach it.
    """
    if conversion.finishing_stacks is not None or view is None:
        waiting = ""
        if view is not None and view.to_act is not None:
            waiting = f"the history ends, but seat {view.to_act} is to act in {view.phase}; "
        outcome.problem = f"{waiting}no hand result: {refusal.reason}"
        return outcome
    stacks = {s.seat: s.stack for s in view.seats}
    outcome.actual = [stacks.get(s.seat, -1) for s in conversion.setup.seats]
    outcome.unfinished = view.phase
    return outcome
