"""Rule parameters: everything a rule profile fixes for the engine.

A profile in ``spec/profiles/`` carries one of these models under
``parameters``.  Every field is required there, so a profile that forgets a
rule fails to load instead of silently inheriting a default.  Amounts of
chips (ante, bets) belong to the table's stakes, not to the profile; the
profile fixes only their relations.
"""

from __future__ import annotations

from enum import StrEnum
from fractions import Fraction
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from pokercert.engine.betting import IllegalAction

Ratio = Annotated[str, Field(pattern=r"^[0-9]+(/[1-9][0-9]*)?$")]
"""A ratio written as "1/2" or "2", kept as text so profiles stay readable."""

Suit = Literal["c", "d", "h", "s"]


def ratio(value: str) -> Fraction:
    """Turn a profile ratio such as "1/2" into an exact fraction."""
    return Fraction(value)


def of_small_bet(value: str, small_bet: int, what: str) -> int:
    """A profile ratio of the small bet in chips; a fraction of a chip is the profile's error."""
    chips = ratio(value) * small_bet
    if chips.denominator != 1:
        raise IllegalAction(
            f"the {what} ({value} of the small bet {small_bet}) is not a whole number of chips"
        )
    return int(chips)


class Game(StrEnum):
    SEVEN_CARD_STUD = "seven-card-stud"
    TRIPLE_DRAW_27 = "2-7-triple-draw"
    FIVE_CARD_DRAW = "five-card-draw"


class BettingStructure(StrEnum):
    FIXED_LIMIT = "fixed-limit"
    SPLIT_LIMIT = "split-limit"  # Art. 114.1, "split limit"
    LIMITED_POT = "limited-pot"  # Art. 114.1, "bote limitado"


class Direction(StrEnum):
    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter-clockwise"


class OddChip(StrEnum):
    LEFT_OF_DEALER = "left-of-dealer"  # first winner clockwise from the dealer
    HIGHEST_SUIT = "highest-suit"  # winner holding the highest card by suit
    FIRST_IN_SHOW_ORDER = "first-in-show-order"


class Rules(BaseModel):
    """Parameters shared by every game."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    min_players: int = Field(ge=2, le=10)
    max_players: int = Field(ge=2, le=10)
    burn_before_each_deal: bool
    odd_chip: OddChip
    direction: Direction
    action_clock_seconds: int | None = Field(
        description="Seconds a player has to act; null when the source sets no clock."
    )
    action_clock_expiry: Literal["fold", "check-or-fold", "all-in"] | None
    winner_by_default_must_show: bool


class StudRules(Rules):
    game: Literal["seven-card-stud"] = "seven-card-stud"
    betting_structure: BettingStructure
    ante_of_small_bet: Ratio = Field(description="Usual ante relative to the small bet.")
    bring_in_of_small_bet: Ratio
    bring_in_suit_order: list[Suit] = Field(
        min_length=4, max_length=4, description="Suits from lowest to highest for the bring-in."
    )
    equal_board_tiebreak: Literal["position", "suit"]
    board_suit_order: list[Suit] = Field(min_length=4, max_length=4)
    ace_low_for_bring_in: bool
    raise_cap: int = Field(
        ge=1, description="Bets in one round: the bet (or completion) plus raises."
    )
    completion_counts_as_raise: bool
    open_pair_big_bet: bool
    open_pair_big_raise_fixes_size: bool
    split_limit_pair_on_board_raises_limit: bool
    limited_pot_early_intervals: Literal["small-bet", "pot"] | None
    deck_exhaustion: Literal[
        "reshuffle-burns-then-common-card",
        "reshuffle-stub-and-burns-then-common-card",
        "common-card",
    ] = Field(
        description="When the stub cannot give every player a card: 000 deals all but the last "
        "card, mixes it with the burns and deals on (reshuffle-burns-then-common-card); 003 mixes "
        "the burns with the whole stub (reshuffle-stub-and-burns-then-common-card); 002 turns up "
        "a common card at once (common-card). The first two fall back on a common card."
    )
    reshuffle_includes_removed_cards: bool
    announce_straights_and_flushes: bool
    automatic_ante: bool
    short_buy_in_allowed: bool
    tournament: bool
    missing_seventh_card_may_be_live: bool
    first_to_show_may_muck: bool = Field(
        description="May the first player called on at the showdown muck instead of showing? "
        "002 lets him ('zeigt seine Hand als erstes (oder muckt)'): every player then shows or "
        "mucks in turn, and when all but one have mucked the last wins without showing. When "
        "false he must show, and a later player may muck only once a hand has been shown for "
        "every pot he contests (000, 003). Either way nobody may muck the last live hand of a pot."
    )


class TripleDrawRules(Rules):
    game: Literal["2-7-triple-draw"] = "2-7-triple-draw"
    small_blind_of_small_bet: Ratio
    big_blind_of_small_bet: Ratio
    big_bet_of_small_bet: Ratio
    first_round_raise_cap: int = Field(ge=1, description="Raises allowed over the big blind.")
    later_round_bet_cap: int = Field(ge=1, description="Bet plus raises in rounds two to four.")
    draws: Literal[3] = Field(
        description="The contract's phases name three draws (draw-1 to draw-3): a setup asking "
        "for another count is refused, never played as three."
    )
    reshuffle: Literal["discards-except-current-players"]
    showdown_first: Literal["last-raiser-else-left-of-button"]


class DrawRules(Rules):
    game: Literal["five-card-draw"] = "five-card-draw"
    opening_requirement: Literal["jacks-or-better", "any"]
    ante_of_small_bet: Ratio
    raise_cap: int = Field(ge=1)
    big_bet_of_small_bet: Ratio
    reshuffle_excludes_opener_and_receiver_discards: bool
    draw_counts_public_until_betting: bool
    false_opener_forfeits_pot: bool
    uncalled_bet_of_false_opener_carries_over: bool
    first_card_face_up_is_misdeal: bool


GameRules = Annotated[StudRules | TripleDrawRules | DrawRules, Field(discriminator="game")]
