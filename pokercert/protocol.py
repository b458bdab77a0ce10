"""The driver protocol, version 1: every message between the harness and an implementation.

Step definitions speak only these messages.  The reference engine, an
out-of-process implementation in any language (JSON lines over stdin and
stdout) and a third-party library behind an adapter all answer the same
requests, so one scenario certifies any of them.  The JSON Schema files in
``spec/schema/`` and the conformance document ``spec/protocol.md`` are
generated from these models (``pokercert schemas``).

The contract is closed: every word a scenario judges is a member of an
enum in :mod:`pokercert.protocol_words`.  Fields marked free text
(``x-free-text`` in the schemas) are for people; no scenario compares them.

Conventions
-----------
* Seats are numbered from 1.  "Left" means the next seat clockwise.
* Cards are two characters, rank then suit: ``As``, ``Td``, ``2c``; ``??``
  is a card the implementation does not reveal.
* Amounts are whole chips.  ``bet``, ``raise``, ``complete`` and
  ``bring-in`` amounts are the seat's total wager for the current betting
  round after the action ("raise to"), never the increment.
* A table view carries the events and announcements new since the previous
  view of the same hand, and the seats whose view changed (the first view
  after ``setup`` or ``next-hand`` carries the hand's whole log and every
  seat); ``event_count`` and ``announcement_count`` are the totals.  An
  action costs the same whatever the length of the hand.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Annotated, Any, Literal

import jiter
import pydantic_core
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    TypeAdapter,
    field_validator,
    model_serializer,
)
from pydantic.json_schema import JsonDict

from pokercert.protocol_words import (
    DESCRIPTIONS,
    ActionKind,
    AnnouncementKind,
    Circumstance,
    DeadHandCause,
    EventKind,
    FloorRulingKind,
    Game,
    HandCategory,
    IrregularityKind,
    Phase,
    RefusalCode,
    SeatStatus,
)

__all__ = [
    "PROTOCOL_VERSION",
    "ActionKind",
    "AnnouncementKind",
    "Circumstance",
    "DeadHandCause",
    "EventKind",
    "FloorRulingKind",
    "Game",
    "HandCategory",
    "IrregularityKind",
    "Phase",
    "RefusalCode",
    "SeatStatus",
]

FREE_TEXT: JsonDict = {"x-free-text": True}
"""Schema mark of a field no scenario judges: an implementation words it as it likes."""


def free_text(description: str, default: str | None = "") -> Any:
    """A free-text field: documented, published, never compared by a scenario."""
    return Field(default, description=f"Free text: {description}", json_schema_extra=FREE_TEXT)


PROTOCOL_VERSION = "1.2"
"""Major.minor: an implementation must answer hello with the same major version.

1.1 added ``reshuffled_stub`` to setup and next-hand and ``stacked_reshuffle`` to the
capabilities; a 1.0 implementation never gets the one and never declares the other."""

Card = Annotated[str, Field(pattern=r"^([2-9TJQKA][cdhs]|\?\?)$")]
Seat = Annotated[int, Field(ge=1, le=10)]
MAX_SAFE_INTEGER = 2**53 - 1
"""The largest integer every JSON reader holds exactly (a JavaScript number is a double)."""
Chips = Annotated[int, Field(ge=0, le=MAX_SAFE_INTEGER)]
CardCount = Annotated[int, Field(ge=0, le=52)]
"""A number of cards: one deck holds 52, so no count of cards on the table is more."""
Counter = Annotated[int, Field(ge=0, le=MAX_SAFE_INTEGER)]
"""A count or an index (events, raises, pots): never negative, and exact in every JSON reader."""
Ordinal = Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]
"""A number counted from 1 (hand numbers, event sequence numbers)."""
ProfileId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=64)]
Version = Annotated[str, Field(pattern=r"^[0-9]+\.[0-9]+$")]
SeatKey = Annotated[str, Field(pattern=r"^[1-9][0-9]?$")]
"""A seat number as a JSON object key."""


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid")


# --------------------------------------------------------------------------- requests


class Hello(Message):
    """First message of a session: the harness names itself, the implementation answers."""

    type: Literal["hello"] = "hello"
    protocol_version: Version = PROTOCOL_VERSION


class Stakes(Message):
    ante: Chips = 0
    bring_in: Chips = 0
    small_blind: Chips = 0
    big_blind: Chips = 0
    small_bet: Chips
    big_bet: Chips


class SeatSetup(Message):
    seat: Seat
    name: str = free_text("the player's name, echoed in views.")
    stack: Chips
    present: bool = Field(True, description="False: the player is away from the table.")
    sitting_out: bool = Field(False, description="True: the seat is taken but deals no cards.")
    auto_ante: bool = Field(True, description="The seat posts its ante automatically.")


StackedDeck = Annotated[
    list[Card] | None,
    Field(
        description="The deck from the top. It may list only the first cards: the rest follow "
        "in canonical order (2c 2d 2h 2s 3c ... As), leaving out the cards listed. The "
        "pokercert harness lists every card of a deck that is one."
    ),
]
ReshuffledStub = Annotated[
    list[Card] | None,
    Field(
        description="With a stacked deck only: the order of any stub rebuilt during the hand "
        "(discards reshuffled when the stub runs out). The rebuilt stub takes the cards listed "
        "here that are in its pile first, in this order, each listed card used by one rebuild; "
        "the rest of its pile follows in canonical order. Which cards make the pile stays the "
        "rules' business. Sent only to an implementation that declares stacked_reshuffle."
    ),
]


def _leave_out_no_stub(self: BaseModel, handler: SerializerFunctionWrapHandler) -> Any:
    """``reshuffled_stub`` is left off the wire when not given (protocol 1.1): a 1.0
    implementation that rejects unknown fields never sees the field it does not know."""
    data = handler(self)
    if isinstance(data, dict) and data.get("reshuffled_stub") is None:
        data.pop("reshuffled_stub", None)
    return data


class HandSetup(Message):
    """Open a table and start its first hand.

    ``parameters`` are the rule profile's parameters, resolved by the harness,
    so an implementation never has to read pokercert's spec files.  Exactly
    one of ``deck`` (full order, top card first) and ``seed`` is given.
    """

    type: Literal["setup"] = "setup"
    game: Game
    profile: ProfileId
    parameters: dict[str, Any]
    stakes: Stakes
    seats: list[SeatSetup] = Field(min_length=2)
    dealer_seat: Seat
    deck: StackedDeck = None
    seed: int | None = None
    reshuffled_stub: ReshuffledStub = None
    wire_form = model_serializer(mode="wrap")(_leave_out_no_stub)


class NextHand(Message):
    """Start the next hand at the same table: stacks and carried chips are kept."""

    type: Literal["next-hand"] = "next-hand"
    dealer_seat: Seat
    deck: StackedDeck = None
    seed: int | None = None
    reshuffled_stub: ReshuffledStub = None
    wire_form = model_serializer(mode="wrap")(_leave_out_no_stub)


class PlayerAction(Message):
    type: Literal["action"] = "action"
    seat: Seat
    kind: ActionKind
    amount: Chips | None = Field(None, description="Total wager this round after the action.")
    cards: list[Card] | None = Field(None, description="Discards for draw; cards for show.")


class Irregularity(Message):
    """An error injected by the harness, as if it happened at a live table."""

    type: Literal["irregularity"] = "irregularity"
    kind: IrregularityKind
    seat: Seat | None = None
    count: int | None = Field(None, ge=1, le=52)
    card: Card | None = None
    circumstance: Circumstance | None = Field(
        None, description="A fact that changes the remedy (e.g. the player already looked)."
    )
    detail: str = free_text("how the harness describes the error.")


class ViewRequest(Message):
    type: Literal["view"] = "view"


class ResultRequest(Message):
    type: Literal["result"] = "result"


class FloorRuling(Message):
    """The floor's decision on a doubt the rules leave to it (e.g. Art. 112.3)."""

    type: Literal["floor-ruling"] = "floor-ruling"
    ruling: FloorRulingKind
    seat: Seat | None = None


class Close(Message):
    type: Literal["close"] = "close"


Request = Annotated[
    Hello
    | HandSetup
    | NextHand
    | PlayerAction
    | Irregularity
    | ViewRequest
    | ResultRequest
    | FloorRuling
    | Close,
    Field(discriminator="type"),
]

# --------------------------------------------------------------------------- responses


MAX_HAND_EVENTS = 5000
MAX_HAND_ANNOUNCEMENTS = 1000
"""The longest log a hand may have (an 8-seat stud hand logs about 200 events, a hand dealt
again after misdeals a few hundred more): every event is kept for the whole hand, so a log
without end would hold the harness's memory and the transcript's disk."""

MAX_DECLARED_PROFILES = 64
"""The most profiles a hello may declare (the catalogue has 8): the list is copied into the
results and the reports."""


class Capabilities(Message):
    """What the implementation can be tested on; everything else is "not supported".

    A stacked deck (``setup.deck``) is not optional: without it no rule can be
    proved.  A scenario that needs a capability not declared here ends
    ``not-supported``, its clauses are reported as such, and the verdict names
    the reduced scope; they are never passed.
    """

    games: list[Game] = Field(
        description="Games the implementation plays.",
        max_length=len(Game),
        json_schema_extra={"uniqueItems": True},
    )
    profiles: list[ProfileId] | None = Field(
        None,
        description="Profiles it supports; null means every profile of its games.",
        max_length=MAX_DECLARED_PROFILES,
        json_schema_extra={"uniqueItems": True},
    )
    irregularities: list[IrregularityKind] = Field(
        default_factory=list,
        description="Injected irregularities it applies the remedies for.",
        max_length=len(IrregularityKind),
        json_schema_extra={"uniqueItems": True},
    )
    floor_rulings: bool = Field(False, description="It accepts floor-ruling requests.")
    seeded_deck: bool = Field(False, description="It deals from its own shuffle given a seed.")
    stacked_reshuffle: bool = Field(
        False, description="It orders a rebuilt stub by the setup's reshuffled_stub."
    )

    @field_validator("games", "profiles", "irregularities")
    @classmethod
    def _each_once(cls, values: list[Any] | None) -> list[Any] | None:
        """A list that names an entry twice is refused: the certificate copies it as declared."""
        twice = sorted({str(v) for v in values or [] if (values or []).count(v) > 1})
        if twice:
            raise ValueError(f"names {', '.join(twice)} more than once")
        return values

    def outside(self, profile: str, game: str) -> str | None:
        """Why a profile is outside what the implementation declared; None when it is inside."""
        if game not in self.games:
            return f"the implementation does not play {game}"
        if self.profiles is not None and profile not in self.profiles:
            return f"the implementation does not support {profile}"
        return None


class HelloReply(Message):
    type: Literal["hello-reply"] = "hello-reply"
    protocol_version: Version
    name: str = free_text("the implementation's own name, as declared (not verified).", None)
    version: str = free_text("the implementation's own version, as declared (not verified).", None)
    capabilities: Capabilities


class LegalAction(Message):
    kind: ActionKind
    min_amount: Chips | None = None
    max_amount: Chips | None = None
    amounts: list[Chips] | None = Field(
        None, description="The only amounts allowed, when they are discrete (e.g. an open pair)."
    )
    max_cards: CardCount | None = Field(
        None, description="For draw: most cards that may be discarded."
    )


class SeatView(Message):
    seat: Seat
    name: str = free_text("the player's name as set up.")
    stack: Chips
    status: SeatStatus
    bet: Chips = Field(description="Wagered in the current betting round.")
    committed: Chips = Field(description="Wagered in the whole hand, antes and blinds included.")
    upcards: list[Card] = Field(description="Face-up cards in the order dealt.")
    downcard_count: CardCount
    downcards: list[Card] | None = Field(
        None, description="Face-down cards, when the implementation reveals them to the harness."
    )
    draw_counts: list[int] = Field(default_factory=list, description="Cards drawn at each draw.")
    may_bet: bool = Field(True, description="False when a remedy bars the seat from betting.")


class PotView(Message):
    amount: Chips
    eligible: list[Seat] = Field(
        description="The seats still in the hand that can win this pot (none folded)."
    )


class Announcement(Message):
    kind: AnnouncementKind
    seat: Seat | None = None
    text: str = free_text("what the dealer says.")
    draw_counts: dict[SeatKey, int] | None = Field(
        None,
        description="For a draw-counts answer: the cards each player who has drawn took "
        "at his last draw (0: stood pat).",
    )
    clause: str | None = free_text("the rule the implementation applied (informative).", None)


class Event(Message):
    seq: Ordinal = Field(description="1, 2, 3, ... within the hand, without gaps.")
    kind: EventKind
    seat: Seat | None = None
    cards: list[Card] = Field(default_factory=list)
    amount: Chips | None = Field(
        None,
        description="A number whose meaning the kind gives: the kinds whose amount a scenario "
        "judges say what it counts (EventKind: chips for chip movements, a number of cards for "
        "shuffles and dealing errors); on any other kind it is informative.",
    )
    phase: Phase | None = Field(None, description="For a street event: the street it starts.")
    detail: str = free_text("how the implementation describes the event.")
    clause: str | None = free_text("the rule the implementation applied (informative).", None)


class TableView(Message):
    """What an observer at the table can see, plus what the harness stacked."""

    type: Literal["view"] = "view"
    game: Game
    profile: ProfileId
    hand_number: Ordinal
    phase: Phase
    to_act: Seat | None = Field(description="The seat to act; null when nobody is.")
    legal_actions: list[LegalAction] = Field(
        description="What the seat to act may do; empty when nobody is to act."
    )
    pots: list[PotView] = Field(
        description="The main pot, then the side pots, while the hand is played: together they "
        "hold every chip committed in the hand (this round's wagers included) and the chips "
        "carried in. Empty once the hand is complete. While a betting round has wagers out, "
        "only their sum is judged (how open wagers are split into pots is the "
        "implementation's); the pots and their eligible seats are judged once no wager of the "
        "round is open."
    )
    seats: list[SeatView] = Field(
        description="The seats whose view changed since the previous view of the hand (every "
        "seat in the first view after setup or next-hand); sending an unchanged seat is allowed."
    )
    dealer_seat: Seat
    community_cards: list[Card] = Field(default_factory=list)
    stub_count: CardCount
    discard_count: CardCount = 0
    burn_count: CardCount = 0
    removed_count: CardCount = Field(0, description="Cards taken out of play by a remedy.")
    bet_size: Chips | None = Field(None, description="The fixed bet size of the current round.")
    raises_this_round: Counter = 0
    announcements: list[Announcement] = Field(
        default_factory=list,
        description="Announcements new since the previous view of the hand.",
        max_length=MAX_HAND_ANNOUNCEMENTS,
    )
    announcement_count: Counter = Field(
        description=f"Announcements of the hand so far (at most {MAX_HAND_ANNOUNCEMENTS}).",
        le=MAX_HAND_ANNOUNCEMENTS,
    )
    events: list[Event] = Field(
        default_factory=list,
        description="Events new since the previous view of the hand.",
        max_length=MAX_HAND_EVENTS,
    )
    event_count: Counter = Field(
        description=f"Events of the hand so far (at most {MAX_HAND_EVENTS}).", le=MAX_HAND_EVENTS
    )
    floor_ruling_required: str | None = free_text(
        "the question put to the floor; null when no ruling is pending.", None
    )
    carried_pot: Chips = Field(0, description="Chips carried in from the previous hand.")

    @property
    def misdeals(self) -> int:
        """Misdeals announced in the hand so far: each deals the hand again (not a field)."""
        return sum(1 for a in self.announcements if a.kind == AnnouncementKind.MISDEAL)


class PotAward(Message):
    pot: Counter = Field(description="0 for the main pot, then side pots in order.")
    amount: Chips
    winners: list[Seat]
    shares: dict[SeatKey, Chips] = Field(description="Seat number (as text) to chips won.")


Rank = Annotated[str, Field(pattern=r"^[2-9TJQKA]$")]


class HandValue(Message):
    """What a shown hand is worth under the game's ranking: category and deciding ranks.

    High games rank by the high ranking; 2-7 triple draw by the 2-7 lowball
    ranking, where the ace is high and straights and flushes count.
    """

    category: HandCategory
    ranks: list[Rank] = Field(description="The ranks that decide ties, most significant first.")


class ShownHand(Message):
    seat: Seat
    cards: list[Card]
    value: HandValue | None = Field(
        None, description="The hand's value (with any common card); null with fewer than 5 cards."
    )
    description: str = free_text("the hand's name, e.g. 'two pair'.")


class DeadHand(Message):
    seat: Seat
    cause: DeadHandCause
    reason: str = free_text("why the hand is dead.")
    clause: str | None = free_text("the rule the implementation applied (informative).", None)


class HandResult(Message):
    type: Literal["result"] = "result"
    hand_number: Ordinal
    complete: bool
    misdeal: bool = False
    awards: list[PotAward] = Field(default_factory=list)
    show_order: list[Seat] = Field(default_factory=list)
    shown: list[ShownHand] = Field(default_factory=list)
    mucked: list[Seat] = Field(default_factory=list)
    dead_hands: list[DeadHand] = Field(default_factory=list)
    returned: dict[SeatKey, Chips] = Field(default_factory=dict, description="Chips given back.")
    carried_to_next_hand: Chips = 0
    stacks: dict[SeatKey, Chips] = Field(
        description="Seat number (as text) to stack after the hand."
    )


class Refusal(Message):
    """The implementation refuses a request (an illegal action); the hand goes on."""

    type: Literal["refusal"] = "refusal"
    code: RefusalCode = RefusalCode.ILLEGAL_ACTION
    reason: str = free_text("why, for the transcript.")


class ErrorReply(Message):
    """The implementation cannot process a request at all."""

    type: Literal["error"] = "error"
    message: str = free_text("what went wrong, for the transcript.")


Response = Annotated[
    HelloReply | TableView | HandResult | Refusal | ErrorReply,
    Field(discriminator="type"),
]

REQUEST_ADAPTER: TypeAdapter[Any] = TypeAdapter(Request)
RESPONSE_ADAPTER: TypeAdapter[Any] = TypeAdapter(Response)


def parse_request(data: str | bytes) -> Any:
    """Parse one JSON request; raises pydantic.ValidationError naming the bad field."""
    return REQUEST_ADAPTER.validate_json(data, strict=True)


def parse_response(data: str | bytes) -> Any:
    """Parse one JSON response; raises pydantic.ValidationError naming the bad field.

    Strict, as the published schemas are: a lax reader would take ``"5"`` or
    ``5.0`` for an integer and ``"true"`` for a boolean, and certify a build
    whose messages the schemas, and any other reader held to them, reject.
    """
    return RESPONSE_ADAPTER.validate_json(data, strict=True)


def repeated_key(data: str | bytes) -> str | None:
    """A key some object of the JSON text names twice (None: none does, or it is no JSON).

    Readers disagree on such an object (pydantic keeps the last value, others
    the first, some refuse it), so a message that holds one says two things at
    once, and the transcript of the parsed message would show only one of them.

    Every answer of a build is read for this, so the common case is asked of
    jiter first (it checks every object in one pass, in compiled code); only a
    text it does not read cleanly is read again here, to name the key or to
    leave a text that is no JSON to the schema validation.
    """
    raw = data.encode("utf-8") if isinstance(data, str) else data
    try:
        jiter.from_json(raw, catch_duplicate_keys=True, cache_mode=False)
    except ValueError:
        pass  # a key named twice, or no JSON (or too deep): the exact reading below says
    else:
        return None
    try:
        json.loads(data, object_pairs_hook=_refuse_repeated_keys)
    except _RepeatedKey as exc:
        return exc.key
    except (ValueError, RecursionError):  # no JSON, or nested past any message: the schema
        return None  # validation says where (pydantic bounds the depth it reads)
    return None


class _RepeatedKey(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _refuse_repeated_keys(pairs: list[tuple[str, Any]]) -> None:
    if len(pairs) != len({key for key, _ in pairs}):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _RepeatedKey(key)
            seen.add(key)


def dump_message(message: BaseModel | Mapping[str, Any]) -> bytes:
    """One message as JSON: a model, or a message already in its wire form (a JSON-ready
    mapping, as the reference engine builds its views).  Whoever receives it validates it.
    """
    if isinstance(message, BaseModel):
        return message.model_dump_json().encode("utf-8")
    return pydantic_core.to_json(message)


CANONICAL_DECK = tuple(rank + suit for rank in "23456789TJQKA" for suit in "cdhs")
"""The contract's canonical order (2c 2d 2h 2s 3c ... As): the rest of a deck that lists
only its first cards."""


def complete_deck(listed: list[str]) -> list[str]:
    """A stacked deck as the contract reads it, every card listed: the cards given, then the
    rest in canonical order.

    The harness sends every deck complete, so no build can deal the cards a
    scenario did not list in an order of its own and pass: what the contract
    says of a short deck is then never left to the implementation.  A list that
    is no deck (a card twice, more than 52, a placeholder) is sent as it is, for
    the implementation to refuse.
    """
    if len(set(listed)) != len(listed) or not set(listed) <= set(CANONICAL_DECK):
        return listed
    given = set(listed)
    return listed + [card for card in CANONICAL_DECK if card not in given]


def free_text_fields() -> frozenset[str]:
    """Names of the response fields marked free text: no comparison may look at them."""
    names: set[str] = set()
    for model in Message.__subclasses__():
        for name, info in model.model_fields.items():
            extra = info.json_schema_extra
            if isinstance(extra, dict) and extra.get("x-free-text"):
                names.add(name)
    return frozenset(names)


def major(version: str) -> str:
    return version.split(".", 1)[0]


def minor(version: str) -> int:
    """The minor number of a version the schema already checked (``digits.digits``)."""
    return int(version.split(".", 1)[1])


STACKED_RESHUFFLE_SINCE = 1
"""The minor version that brought ``reshuffled_stub``: an older build is never sent one."""


def _describe_enums(schema: dict[str, Any]) -> dict[str, Any]:
    """Give every enum of the schema one described ``const`` per value (``oneOf``)."""
    by_name = {cls.__name__: words for cls, words in DESCRIPTIONS.items()}
    for name, definition in schema.get("$defs", {}).items():
        words = by_name.get(name)
        if words is None or "enum" not in definition:
            continue
        definition["oneOf"] = [
            {"const": value, "description": words[value]} for value in definition.pop("enum")
        ]
    return schema


def schemas() -> dict[str, dict[str, Any]]:
    """The JSON Schemas published in spec/schema/ for the driver protocol."""
    return {
        "driver-request.schema.json": _describe_enums(REQUEST_ADAPTER.json_schema()),
        "driver-response.schema.json": _describe_enums(RESPONSE_ADAPTER.json_schema()),
    }
