"""The driver protocol: every message between the harness and an implementation under test.

Step definitions speak only these messages.  The reference engine, an
out-of-process implementation in any language (JSON lines over stdin and
stdout) and a third-party library behind an adapter all answer the same
requests, so one scenario certifies any of them.  The JSON Schema files in
``spec/schema/`` are generated from these models (``pokercert schemas``).

Conventions
-----------
* Seats are numbered from 1.  "Left" means the next seat clockwise.
* Cards are two characters, rank then suit: ``As``, ``Td``, ``2c``; ``??``
  is a card the implementation does not reveal.
* Amounts are whole chips.  ``bet``, ``raise``, ``complete`` and
  ``bring-in`` amounts are the seat's total wager for the current betting
  round after the action ("raise to"), never the increment.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

PROTOCOL_VERSION = "1.0"

Card = Annotated[str, Field(pattern=r"^([2-9TJQKA][cdhs]|\?\?)$")]
Seat = Annotated[int, Field(ge=1, le=10)]
Chips = Annotated[int, Field(ge=0)]


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid")


# --------------------------------------------------------------------------- requests


class Hello(Message):
    """First message of a session: the harness names itself, the implementation answers."""

    type: Literal["hello"] = "hello"
    protocol_version: str = PROTOCOL_VERSION


class Stakes(Message):
    ante: Chips = 0
    bring_in: Chips = 0
    small_blind: Chips = 0
    big_blind: Chips = 0
    small_bet: Chips
    big_bet: Chips


class SeatSetup(Message):
    seat: Seat
    name: str
    stack: Chips
    present: bool = Field(True, description="False: the player is away from the table.")
    sitting_out: bool = Field(False, description="True: the seat is taken but deals no cards.")
    auto_ante: bool = Field(True, description="The seat posts its ante automatically.")


class HandSetup(Message):
    """Open a table and start its first hand.

    ``parameters`` are the rule profile's parameters, resolved by the harness,
    so an implementation never has to read pokercert's spec files.  Exactly
    one of ``deck`` (full order, top card first) and ``seed`` is given.
    """

    type: Literal["setup"] = "setup"
    game: Literal["seven-card-stud", "2-7-triple-draw", "five-card-draw"]
    profile: str
    parameters: dict[str, Any]
    stakes: Stakes
    seats: list[SeatSetup] = Field(min_length=2)
    dealer_seat: Seat
    deck: list[Card] | None = None
    seed: int | None = None


class NextHand(Message):
    """Start the next hand at the same table: stacks and carried chips are kept."""

    type: Literal["next-hand"] = "next-hand"
    dealer_seat: Seat
    deck: list[Card] | None = None
    seed: int | None = None


class ActionKind(StrEnum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BRING_IN = "bring-in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    DRAW = "draw"
    STAND_PAT = "stand-pat"
    SHOW = "show"
    MUCK = "muck"
    ALL_IN = "all-in"
    TIME_OUT = "time-out"
    ASK_DRAW_COUNTS = "ask-draw-counts"
    DECLARE_OPENERS = "declare-openers"


class PlayerAction(Message):
    type: Literal["action"] = "action"
    seat: Seat
    kind: ActionKind
    amount: Chips | None = Field(None, description="Total wager this round after the action.")
    cards: list[Card] | None = Field(None, description="Discards for draw; cards for show.")


class IrregularityKind(StrEnum):
    EXPOSE_DOWNCARD = "expose-downcard"  # dealer flashes/exposes a downcard
    DEAL_FACE_UP = "deal-face-up"  # a card meant face down is dealt face up
    DEAL_FACE_DOWN = "deal-face-down"  # a card meant face up is dealt face down
    PREMATURE_DEAL = "premature-deal"  # cards dealt before the betting round ended
    BURN_TWO = "burn-two"
    BURN_NONE = "burn-none"
    TOO_MANY_CARDS = "too-many-cards"
    TOO_FEW_CARDS = "too-few-cards"
    DECK_REMOVED_EARLY = "deck-removed-early"
    WRONG_BRING_IN = "wrong-bring-in"
    PLAYER_ABSENT = "player-absent"
    PLAYER_RETURNS = "player-returns"
    PICK_UP_UPCARDS = "pick-up-upcards"
    CARD_OFF_TABLE = "card-off-table"
    PLAYER_LOOKS = "player-looks"  # the player has looked at the cards in question
    CARD_MIXED_IN = "card-mixed-in"  # the card was mixed with the player's other downcards
    DISCARDS_MIXED = "discards-mixed"  # a player's discards were not kept apart (draw)


class Irregularity(Message):
    """An error injected by the harness, as if it happened at a live table."""

    type: Literal["irregularity"] = "irregularity"
    kind: IrregularityKind
    seat: Seat | None = None
    count: int | None = None
    card: Card | None = None
    detail: str = ""


class ViewRequest(Message):
    type: Literal["view"] = "view"


class ResultRequest(Message):
    type: Literal["result"] = "result"


class FloorRuling(Message):
    """The floor's decision on a doubt the rules leave to it (e.g. Art. 112.3)."""

    type: Literal["floor-ruling"] = "floor-ruling"
    ruling: str
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


class HelloReply(Message):
    type: Literal["hello-reply"] = "hello-reply"
    protocol_version: str
    name: str
    version: str
    games: list[str] = Field(description="Games the implementation plays.")
    profiles: list[str] | None = Field(
        None, description="Profiles it claims to support; null means every profile of its games."
    )


class LegalAction(Message):
    kind: ActionKind
    min_amount: Chips | None = None
    max_amount: Chips | None = None
    amounts: list[Chips] | None = Field(
        None, description="The only amounts allowed, when they are discrete (e.g. an open pair)."
    )
    max_cards: int | None = Field(None, description="For draw: most cards that may be discarded.")


class SeatStatus(StrEnum):
    ACTIVE = "active"
    FOLDED = "folded"
    ALL_IN = "all-in"
    DEAD = "dead"
    ABSENT = "absent"
    SITTING_OUT = "sitting-out"


class SeatView(Message):
    seat: Seat
    name: str
    stack: Chips
    status: SeatStatus
    bet: Chips = Field(description="Wagered in the current betting round.")
    committed: Chips = Field(description="Wagered in the whole hand, antes and blinds included.")
    upcards: list[Card] = Field(description="Face-up cards in the order dealt.")
    downcard_count: int
    downcards: list[Card] | None = Field(
        None, description="Face-down cards, when the implementation reveals them to the harness."
    )
    draw_counts: list[int] = Field(default_factory=list, description="Cards drawn at each draw.")
    may_bet: bool = Field(True, description="False when a remedy bars the seat from betting.")


class PotView(Message):
    amount: Chips
    eligible: list[Seat]


class Announcement(Message):
    kind: str = Field(description="low-card, high-hand, raise, pair, common-card, misdeal, ...")
    seat: Seat | None = None
    text: str
    clause: str | None = None


class Event(Message):
    seq: int
    kind: str
    seat: Seat | None = None
    cards: list[Card] = Field(default_factory=list)
    amount: Chips | None = None
    detail: str = ""
    clause: str | None = Field(None, description="Clause ID of the rule that caused the event.")


class TableView(Message):
    """What an observer at the table can see, plus what the harness stacked."""

    type: Literal["view"] = "view"
    game: str
    profile: str
    hand_number: int
    phase: str = Field(
        description="third-street .. seventh-street, pre-draw, draw-1, betting-2, ..., "
        "showdown, complete, misdeal, floor-ruling"
    )
    to_act: Seat | None
    legal_actions: list[LegalAction]
    pots: list[PotView]
    seats: list[SeatView]
    dealer_seat: Seat
    community_cards: list[Card] = Field(default_factory=list)
    stub_count: int
    discard_count: int = 0
    burn_count: int = 0
    removed_count: int = Field(0, description="Cards taken out of play by a remedy.")
    bet_size: Chips | None = Field(None, description="The fixed bet size of the current round.")
    raises_this_round: int = 0
    announcements: list[Announcement] = Field(default_factory=list)
    events: list[Event] = Field(default_factory=list)
    floor_ruling_required: str | None = None
    carried_pot: Chips = Field(0, description="Chips carried in from the previous hand.")


class PotAward(Message):
    pot: int = Field(description="0 for the main pot, then side pots in order.")
    amount: Chips
    winners: list[Seat]
    shares: dict[str, Chips] = Field(description="Seat number (as text) to chips won.")


class ShownHand(Message):
    seat: Seat
    cards: list[Card]
    description: str = ""


class DeadHand(Message):
    seat: Seat
    reason: str
    clause: str | None = None


class HandResult(Message):
    type: Literal["result"] = "result"
    hand_number: int
    complete: bool
    misdeal: bool = False
    awards: list[PotAward] = Field(default_factory=list)
    show_order: list[Seat] = Field(default_factory=list)
    shown: list[ShownHand] = Field(default_factory=list)
    mucked: list[Seat] = Field(default_factory=list)
    dead_hands: list[DeadHand] = Field(default_factory=list)
    returned: dict[str, Chips] = Field(default_factory=dict, description="Chips given back.")
    carried_to_next_hand: Chips = 0
    stacks: dict[str, Chips] = Field(description="Seat number (as text) to stack after the hand.")


class Refusal(Message):
    """The implementation refuses a request (an illegal action); the hand goes on."""

    type: Literal["refusal"] = "refusal"
    reason: str


class ErrorReply(Message):
    """The implementation cannot process a request at all."""

    type: Literal["error"] = "error"
    message: str


Response = Annotated[
    HelloReply | TableView | HandResult | Refusal | ErrorReply,
    Field(discriminator="type"),
]

REQUEST_ADAPTER: TypeAdapter[Any] = TypeAdapter(Request)
RESPONSE_ADAPTER: TypeAdapter[Any] = TypeAdapter(Response)


def parse_request(data: str | bytes) -> Any:
    """Parse one JSON request; raises pydantic.ValidationError naming the bad field."""
    return REQUEST_ADAPTER.validate_json(data)


def parse_response(data: str | bytes) -> Any:
    """Parse one JSON response; raises pydantic.ValidationError naming the bad field."""
    return RESPONSE_ADAPTER.validate_json(data)


def schemas() -> dict[str, dict[str, Any]]:
    """The JSON Schemas published in spec/schema/ for the driver protocol."""
    return {
        "driver-request.schema.json": REQUEST_ADAPTER.json_schema(),
        "driver-response.schema.json": RESPONSE_ADAPTER.json_schema(),
    }
