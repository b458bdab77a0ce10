"""The closed vocabulary of the driver protocol: every word a scenario may judge.

Each word is a member of a :class:`~enum.StrEnum` and has a one-line
description in :data:`DESCRIPTIONS`.  The published JSON Schemas list the
values with their descriptions (``pokercert schemas``), and ``spec/protocol.md``
is generated from the same table, so a studio implements the contract from
the documents alone.  A word that is not in an enum here is free text: an
implementation may phrase it as it likes and no scenario compares it.
"""

from __future__ import annotations

from enum import StrEnum


class Game(StrEnum):
    SEVEN_CARD_STUD = "seven-card-stud"
    TRIPLE_DRAW_27 = "2-7-triple-draw"
    FIVE_CARD_DRAW = "five-card-draw"


class Phase(StrEnum):
    THIRD_STREET = "third-street"
    FOURTH_STREET = "fourth-street"
    FIFTH_STREET = "fifth-street"
    SIXTH_STREET = "sixth-street"
    SEVENTH_STREET = "seventh-street"
    PRE_DRAW = "pre-draw"
    DRAW = "draw"
    POST_DRAW = "post-draw"
    DRAW_1 = "draw-1"
    BETTING_2 = "betting-2"
    DRAW_2 = "draw-2"
    BETTING_3 = "betting-3"
    DRAW_3 = "draw-3"
    BETTING_4 = "betting-4"
    SHOWDOWN = "showdown"
    FLOOR_RULING = "floor-ruling"
    COMPLETE = "complete"


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


class IrregularityKind(StrEnum):
    EXPOSE_DOWNCARD = "expose-downcard"
    DEAL_FACE_UP = "deal-face-up"
    DEAL_FACE_DOWN = "deal-face-down"
    PREMATURE_DEAL = "premature-deal"
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
    PLAYER_LOOKS = "player-looks"
    CARD_MIXED_IN = "card-mixed-in"
    DISCARDS_MIXED = "discards-mixed"


class Circumstance(StrEnum):
    """A fact about an injected irregularity that changes its remedy."""

    ORDER_LOST = "order-lost"
    AFTER_LOOKING = "after-looking"


class FloorRulingKind(StrEnum):
    PLAY_ON = "play-on"
    DEAD_HAND = "dead-hand"
    MISDEAL = "misdeal"
    DEAL_IN_ORDER = "deal-in-order"
    USE_REMOVED_CARDS = "use-removed-cards"
    SHOWDOWN = "showdown"
    OPENERS_PROVEN = "openers-proven"
    FALSE_OPENER = "false-opener"


class SeatStatus(StrEnum):
    ACTIVE = "active"
    FOLDED = "folded"
    ALL_IN = "all-in"
    DEAD = "dead"
    ABSENT = "absent"
    SITTING_OUT = "sitting-out"


class AnnouncementKind(StrEnum):
    ACTION = "action"
    CARRY = "carry"
    COMMON_CARD = "common-card"
    DECK_REMOVED = "deck-removed"
    DRAW = "draw"
    DRAW_COUNTS = "draw-counts"
    EXTRA_CARDS = "extra-cards"
    FALSE_OPENER = "false-opener"
    FLOOR = "floor"
    HIGH_HAND = "high-hand"
    LOW_CARD = "low-card"
    MISDEAL = "misdeal"
    MISSING_CARDS = "missing-cards"
    OPEN = "open"
    PAIR = "pair"
    PASSED_OUT = "passed-out"
    RAISE = "raise"
    RESHUFFLE = "reshuffle"
    SHOWS = "shows"
    WINS = "wins"


class EventKind(StrEnum):
    # forced bets and betting
    ANTE = "ante"
    BRING_IN = "bring-in"
    SMALL_BLIND = "small-blind"
    BIG_BLIND = "big-blind"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all-in"
    DECLARE_ALL_IN = "declare-all-in"
    TIME_OUT = "time-out"
    AUTO_CHECK = "auto-check"
    ALL_IN_PROTECTION = "all-in-protection"
    ALL_IN_OPTION = "all-in-option"
    ACTION_STARTS = "action-starts"
    ACTION_PASSES = "action-passes"
    FIRST_TO_ACT = "first-to-act"
    BRING_IN_PASSES = "bring-in-passes"
    BRING_IN_STANDS = "bring-in-stands"
    BRING_IN_CORRECTED = "bring-in-corrected"
    NO_BETTING = "no-betting"
    MAY_NOT_BET = "may-not-bet"
    OPEN = "open"
    DECLARE_OPENERS = "declare-openers"
    PASSED_OUT = "passed-out"
    RETURN = "return"
    KEEP_UNCALLED = "keep-uncalled"
    CARRY = "carry"
    FORFEIT = "forfeit"
    # cards
    SHUFFLE = "shuffle"
    CUT = "cut"
    BURN = "burn"
    STREET = "street"
    DEAL_DOWN = "deal-down"
    DEAL_UP = "deal-up"
    DOWNCARDS = "downcards"
    COMMON_CARD = "common-card"
    LAST_CARD = "last-card"
    RESHUFFLE = "reshuffle"
    DISCARD = "discard"
    DRAW = "draw"
    STAND_PAT = "stand-pat"
    ASK_DRAW_COUNTS = "ask-draw-counts"
    # the showdown
    SHOWDOWN = "showdown"
    SHOW = "show"
    SHOW_OPENERS = "show-openers"
    MUCK = "muck"
    WIN = "win"
    # irregularities and their remedies
    IRREGULARITY = "irregularity"
    EXPOSE_DOWNCARD = "expose-downcard"
    EXPOSED_CARD = "exposed-card"
    DEAL_FACE_UP = "deal-face-up"
    DEAL_FACE_DOWN = "deal-face-down"
    PREMATURE_DEAL = "premature-deal"
    PREMATURE_CARD = "premature-card"
    PREMATURE_REMEDY = "premature-remedy"
    BURN_TWO = "burn-two"
    BURN_NONE = "burn-none"
    TOO_MANY_CARDS = "too-many-cards"
    TOO_FEW_CARDS = "too-few-cards"
    DEAL_EXTRA = "deal-extra"
    DEAL_SHORT = "deal-short"
    DEALT_IN_ERROR = "dealt-in-error"
    DECK_REMOVED_EARLY = "deck-removed-early"
    DECK_RECOVERED = "deck-recovered"
    WRONG_BRING_IN = "wrong-bring-in"
    PLAYER_ABSENT = "player-absent"
    PLAYER_RETURNS = "player-returns"
    HELD_OUT = "held-out"
    PICK_UP_UPCARDS = "pick-up-upcards"
    CARD_OFF_TABLE = "card-off-table"
    PLAYER_LOOKS = "player-looks"
    CARD_MIXED_IN = "card-mixed-in"
    DISCARDS_MIXED = "discards-mixed"
    MISSING_CARD = "missing-card"
    ACCEPT_CARD = "accept-card"
    KEEP_CARD = "keep-card"
    TURN_UP = "turn-up"
    TURN_DOWN = "turn-down"
    RETURN_TO_STUB = "return-to-stub"
    REMOVE = "remove"
    RESTORE = "restore"
    FLOOR_DEAL = "floor-deal"
    COMPLETE_HAND = "complete-hand"
    LIVE_HAND = "live-hand"
    DEAD_HAND = "dead-hand"
    KILLED = "killed"
    MISDEAL = "misdeal"
    FALSE_OPENER = "false-opener"
    FLOOR_RULING_REQUIRED = "floor-ruling-required"
    FLOOR_RULING = "floor-ruling"
    # the dealer speaks
    ANNOUNCE = "announce"


class HandCategory(StrEnum):
    HIGH_CARD = "high-card"
    ONE_PAIR = "one-pair"
    TWO_PAIR = "two-pair"
    THREE_OF_A_KIND = "three-of-a-kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    FULL_HOUSE = "full-house"
    FOUR_OF_A_KIND = "four-of-a-kind"
    STRAIGHT_FLUSH = "straight-flush"


class DeadHandCause(StrEnum):
    DOWNCARDS_EXPOSED = "downcards-exposed"
    ABSENT_AT_START = "absent-at-start"
    ABSENT_WHEN_ACTING = "absent-when-acting"
    TOO_MANY_CARDS = "too-many-cards"
    TOO_FEW_CARDS = "too-few-cards"
    NO_POKER_HAND = "no-poker-hand"
    FLOOR_RULING = "floor-ruling"
    FALSE_OPENER = "false-opener"


class RefusalCode(StrEnum):
    ILLEGAL_ACTION = "illegal-action"
    OUT_OF_TURN = "out-of-turn"
    INVALID_REQUEST = "invalid-request"
    NOT_SUPPORTED = "not-supported"
    NO_HAND = "no-hand"


class CapabilityClass(StrEnum):
    """Families of injected irregularities, named in a limited-scope verdict."""

    DEALER_ERRORS = "dealer-error remedies"
    DEAL_COUNT_ERRORS = "wrong-card-count remedies"
    PLAYER_IRREGULARITIES = "player-irregularity remedies"
    FLOOR_RULINGS = "floor rulings"
    SEEDED_DECKS = "seeded decks"
    STACKED_RESHUFFLES = "stacked reshuffles"


IRREGULARITY_CLASS: dict[IrregularityKind, CapabilityClass] = {
    IrregularityKind.EXPOSE_DOWNCARD: CapabilityClass.DEALER_ERRORS,
    IrregularityKind.DEAL_FACE_UP: CapabilityClass.DEALER_ERRORS,
    IrregularityKind.DEAL_FACE_DOWN: CapabilityClass.DEALER_ERRORS,
    IrregularityKind.PREMATURE_DEAL: CapabilityClass.DEALER_ERRORS,
    IrregularityKind.BURN_TWO: CapabilityClass.DEALER_ERRORS,
    IrregularityKind.BURN_NONE: CapabilityClass.DEALER_ERRORS,
    IrregularityKind.CARD_OFF_TABLE: CapabilityClass.DEALER_ERRORS,
    IrregularityKind.DECK_REMOVED_EARLY: CapabilityClass.DEALER_ERRORS,
    IrregularityKind.WRONG_BRING_IN: CapabilityClass.DEALER_ERRORS,
    IrregularityKind.TOO_MANY_CARDS: CapabilityClass.DEAL_COUNT_ERRORS,
    IrregularityKind.TOO_FEW_CARDS: CapabilityClass.DEAL_COUNT_ERRORS,
    IrregularityKind.PLAYER_ABSENT: CapabilityClass.PLAYER_IRREGULARITIES,
    IrregularityKind.PLAYER_RETURNS: CapabilityClass.PLAYER_IRREGULARITIES,
    IrregularityKind.PICK_UP_UPCARDS: CapabilityClass.PLAYER_IRREGULARITIES,
    IrregularityKind.PLAYER_LOOKS: CapabilityClass.PLAYER_IRREGULARITIES,
    IrregularityKind.CARD_MIXED_IN: CapabilityClass.PLAYER_IRREGULARITIES,
    IrregularityKind.DISCARDS_MIXED: CapabilityClass.PLAYER_IRREGULARITIES,
}
"""Which family each injected irregularity belongs to."""


DESCRIPTIONS: dict[type[StrEnum], dict[str, str]] = {
    Game: {
        "seven-card-stud": "Seven-card stud: antes, bring-in, five streets, fixed limit.",
        "2-7-triple-draw": "2-7 lowball with three draws and four limit betting rounds.",
        "five-card-draw": "Five-card draw with openers (Spanish 'póquer de círculo').",
    },
    Phase: {
        "third-street": "Stud: two downcards and the door card dealt; bring-in round.",
        "fourth-street": "Stud: the second upcard dealt; betting round.",
        "fifth-street": "Stud: the third upcard dealt; the big bet applies from here.",
        "sixth-street": "Stud: the fourth upcard dealt; betting round.",
        "seventh-street": "Stud: the last card, face down (or a common card); last round.",
        "pre-draw": "Draw games: the betting round before the (first) draw.",
        "draw": "Five-card draw: players discard and receive replacements.",
        "post-draw": "Five-card draw: the betting round after the draw.",
        "draw-1": "Triple draw: the first draw.",
        "betting-2": "Triple draw: the betting round after the first draw.",
        "draw-2": "Triple draw: the second draw.",
        "betting-3": "Triple draw: the betting round after the second draw.",
        "draw-3": "Triple draw: the third draw.",
        "betting-4": "Triple draw: the last betting round.",
        "showdown": "Hands are shown in the order the rules demand.",
        "floor-ruling": "Play waits for a floor decision (a FloorRuling request).",
        "complete": "The hand is over; its result can be requested.",
    },
    ActionKind: {
        "fold": "The seat gives up the hand.",
        "check": "The seat passes without betting.",
        "call": "The seat matches the current bet.",
        "bring-in": "The forced opening bet of the low (or high) upcard in stud.",
        "complete": "Stud: raise a bring-in to the full small bet.",
        "bet": "The first bet of a round (amount: total wager this round).",
        "raise": "A raise (amount: total wager this round after the raise).",
        "draw": "Discard the given cards and receive as many replacements.",
        "stand-pat": "Keep all cards at a draw.",
        "show": "Show the given cards at the showdown.",
        "muck": "Throw the hand away at the showdown without showing.",
        "all-in": "Declare all-in (online action clock, all-in protection).",
        "time-out": "The seat's action clock ran out.",
        "ask-draw-counts": "Ask how many cards each opponent drew.",
        "declare-openers": "Five-card draw: declare that the seat holds openers.",
    },
    IrregularityKind: {
        "expose-downcard": "The dealer exposes one of the seat's downcards.",
        "deal-face-up": "A card meant to be dealt face down is dealt face up.",
        "deal-face-down": "A card meant to be dealt face up is dealt face down.",
        "premature-deal": "Cards are dealt before the betting round has ended.",
        "burn-two": "Two cards are burnt instead of one.",
        "burn-none": "No card is burnt before a deal.",
        "too-many-cards": "A seat is dealt more cards than the game allows (count).",
        "too-few-cards": "A seat is dealt fewer cards than the game requires (count).",
        "deck-removed-early": "The dealer takes the deck off the table too early.",
        "wrong-bring-in": "The bring-in is posted by the wrong seat.",
        "player-absent": "The seat's player is away when the action reaches him.",
        "player-returns": "An absent player comes back to the table.",
        "pick-up-upcards": "A player picks up (turns over) his upcards.",
        "card-off-table": "A card falls off the table.",
        "player-looks": "The player has looked at the cards in question.",
        "card-mixed-in": "The card in question was mixed with the seat's other downcards.",
        "discards-mixed": "Draw games: the seat's discards were not kept apart.",
    },
    Circumstance: {
        "order-lost": "The order of the cards removed from the table cannot be restored.",
        "after-looking": "The irregularity is reported after the player looked at his cards.",
    },
    FloorRulingKind: {
        "play-on": "The floor lets the hand continue as it is.",
        "dead-hand": "The floor declares the named seat's hand dead.",
        "misdeal": "The floor declares a misdeal.",
        "deal-in-order": "The floor orders the cards dealt in their proper order.",
        "use-removed-cards": "The floor completes the deal with cards taken out of play.",
        "showdown": "The floor sends the hand to the showdown with the cards held.",
        "openers-proven": "The opener is found to have held openers.",
        "false-opener": "The opener is found not to have held openers.",
    },
    SeatStatus: {
        "active": "In the hand with chips to act.",
        "folded": "Out of the hand.",
        "all-in": "In the hand with no chips left to bet.",
        "dead": "The hand was declared dead by a remedy or ruling.",
        "absent": "The player is away from the table.",
        "sitting-out": "The seat is taken but is not dealt in.",
    },
    AnnouncementKind: {
        "action": "Whose action it is (e.g. after an irregularity).",
        "carry": "The pot is carried to the next hand.",
        "common-card": "A common card is dealt face up for all players.",
        "deck-removed": "The dealer announces the deck was removed early.",
        "draw": "How many cards a seat draws.",
        "draw-counts": "The draw counts of the opponents, when asked.",
        "extra-cards": "A seat received more cards than allowed.",
        "false-opener": "The opener cannot show openers.",
        "floor": "The floor is called to decide.",
        "high-hand": "The highest hand showing, who acts first.",
        "low-card": "The lowest upcard, who brings in.",
        "misdeal": "A misdeal is declared and the hand is dealt again: only as the remedy for "
        "an injected dealing error or on a floor ruling.",
        "missing-cards": "A seat received fewer cards than required.",
        "open": "A seat opens the betting (five-card draw).",
        "pair": "An open pair is showing (fourth street).",
        "passed-out": "Nobody opened: the hand is passed out.",
        "raise": "A raise is announced.",
        "reshuffle": "Discards are reshuffled to complete a deal.",
        "shows": "A seat shows its hand.",
        "wins": "A seat wins a pot.",
    },
    EventKind: {
        "ante": "A seat posts its ante (amount: the chips posted).",
        "bring-in": "A seat posts the bring-in (amount: the chips posted).",
        "small-blind": "A seat posts the small blind.",
        "big-blind": "A seat posts the big blind.",
        "fold": "A seat folds.",
        "check": "A seat checks.",
        "call": "A seat calls (amount: the chips it puts in).",
        "complete": "A seat completes the bring-in to a full bet (amount: its total wager "
        "this round).",
        "bet": "A seat bets (amount: its total wager this round).",
        "raise": "A seat raises (amount: its total wager this round after the raise).",
        "all-in": "A seat goes all-in.",
        "declare-all-in": "A seat declares all-in.",
        "time-out": "A seat's action clock ran out.",
        "auto-check": "A seat is checked automatically.",
        "all-in-protection": "A timed-out seat is put all-in for the pot built so far.",
        "all-in-option": "A seat may go all-in under the rules.",
        "action-starts": "The action of a round starts with the seat.",
        "action-passes": "The action passes over a seat.",
        "first-to-act": "The seat is first to act in the round.",
        "bring-in-passes": "The bring-in obligation passes to another seat.",
        "bring-in-stands": "A wrong bring-in stands.",
        "bring-in-corrected": "A wrong bring-in is corrected.",
        "no-betting": "No betting takes place in a round (players all-in).",
        "may-not-bet": "A remedy bars the seat from betting.",
        "open": "A seat opens the betting (five-card draw).",
        "declare-openers": "A seat declares openers.",
        "passed-out": "Nobody opened: the hand is passed out (amount: the chips in the pot, which "
        "stay for the next deal).",
        "return": "Chips go back from the pot to a seat (uncalled bet, void deal; amount: the "
        "chips returned).",
        "keep-uncalled": "An uncalled bet stays in the pot (false opener; amount: the chips that "
        "stay).",
        "carry": "Chips are carried to the next hand (amount: the chips carried).",
        "forfeit": "A seat forfeits chips under a remedy (amount: every chip it had put in the "
        "hand).",
        "shuffle": "The deck (or the cards gathered) is shuffled (amount: the number of cards).",
        "cut": "A seat cuts the deck.",
        "burn": "A card is burnt (hidden).",
        "street": "A new street starts (phase: which).",
        "deal-down": "A card is dealt face down to a seat (hidden).",
        "deal-up": "A card is dealt face up to a seat.",
        "downcards": "The seat's downcards, revealed to the harness.",
        "common-card": "A common card is dealt.",
        "last-card": "The last card of the stub is dealt.",
        "reshuffle": "Discards and burns are reshuffled to form a new stub (amount: the number of "
        "cards in it).",
        "discard": "A seat discards cards at a draw.",
        "draw": "A seat draws replacement cards.",
        "stand-pat": "A seat stands pat.",
        "ask-draw-counts": "A seat asks for the draw counts.",
        "showdown": "The showdown starts.",
        "show": "A seat shows its cards.",
        "show-openers": "The opener shows his openers.",
        "muck": "A seat mucks its hand.",
        "win": "A seat wins chips from a pot (amount: the chips won).",
        "irregularity": "An injected irregularity is recorded.",
        "expose-downcard": "A downcard is exposed.",
        "exposed-card": "An exposed card is dealt with under the rules.",
        "deal-face-up": "A card is dealt face up in error.",
        "deal-face-down": "A card is dealt face down in error.",
        "premature-deal": "Cards are dealt before the round ended.",
        "premature-card": "A prematurely dealt card is handled.",
        "premature-remedy": "The remedy for premature cards is applied.",
        "burn-two": "Two cards were burnt.",
        "burn-none": "No card was burnt.",
        "too-many-cards": "A seat holds too many cards.",
        "too-few-cards": "A seat holds too few cards.",
        "deal-extra": "Extra cards are dealt in error (amount: how many too many).",
        "deal-short": "A seat is dealt short (amount: how many too few).",
        "dealt-in-error": "A seat was dealt in by mistake.",
        "deck-removed-early": "The deck was removed early.",
        "deck-recovered": "The deck is put back in order.",
        "wrong-bring-in": "The wrong seat brought in.",
        "player-absent": "A player is away from the table.",
        "player-returns": "A player returns.",
        "held-out": "Cards are held out of a reshuffle (amount: how many).",
        "pick-up-upcards": "A player picked up his upcards.",
        "card-off-table": "A card fell off the table.",
        "player-looks": "A player looked at the cards in question.",
        "card-mixed-in": "A card was mixed with a seat's downcards.",
        "discards-mixed": "A seat's discards were mixed.",
        "missing-card": "A card is missing from a seat.",
        "accept-card": "A seat accepts an exposed card.",
        "keep-card": "A seat keeps the card in question.",
        "turn-up": "A card is turned face up.",
        "turn-down": "A card is turned face down.",
        "return-to-stub": "Cards go back to the stub (amount: how many).",
        "remove": "Cards are taken out of play by a remedy (amount: how many).",
        "restore": "Cards taken out of play come back.",
        "floor-deal": "Cards are dealt as the floor ordered.",
        "complete-hand": "A seat's hand is completed after an error (amount: the cards dealt to "
        "complete it).",
        "live-hand": "A seat's hand is ruled live.",
        "dead-hand": "A seat's hand is declared dead.",
        "killed": "A seat's hand is killed.",
        "misdeal": "A misdeal is declared and the hand is dealt again: only as the remedy for "
        "an injected dealing error or on a floor ruling.",
        "false-opener": "The opener cannot show openers.",
        "floor-ruling-required": "Play waits for the floor.",
        "floor-ruling": "The floor ruled.",
        "announce": "The dealer makes an announcement (see announcements).",
    },
    HandCategory: {
        "high-card": "No pair, straight or flush (in 2-7 lowball: a plain low hand).",
        "one-pair": "One pair; ranks: the pair, then the three kickers.",
        "two-pair": "Two pairs; ranks: the higher pair, the lower pair, the kicker.",
        "three-of-a-kind": "Three of a kind; ranks: the trips, then the two kickers.",
        "straight": "Five ranks in sequence; ranks: all five, highest first (5-4-3-2-A).",
        "flush": "Five cards of one suit; ranks: all five, highest first.",
        "full-house": "Three of a kind and a pair; ranks: the trips, the pair.",
        "four-of-a-kind": "Four of a kind; ranks: the four, then the kicker.",
        "straight-flush": "A straight in one suit; ranks: all five, highest first.",
    },
    DeadHandCause: {
        "downcards-exposed": "Both downcards were dealt face up (stud).",
        "absent-at-start": "The player was absent when the starting hands were complete.",
        "absent-when-acting": "The player was absent when the betting reached the seat.",
        "too-many-cards": "The hand holds more cards than the game allows.",
        "too-few-cards": "The hand holds fewer cards than the game requires at the showdown.",
        "no-poker-hand": "Fewer than five cards: no poker hand can be made.",
        "floor-ruling": "The floor ruled the hand dead.",
        "false-opener": "The opener could not show openers and cannot win the pot.",
    },
    RefusalCode: {
        "illegal-action": "The action is not allowed by the rules now.",
        "out-of-turn": "The seat is not the one to act.",
        "invalid-request": "The request cannot apply to this table (bad setup, bad cards).",
        "not-supported": "The implementation does not model this request.",
        "no-hand": "No hand is in progress (or it is not over yet, for a result).",
    },
    CapabilityClass: {
        "dealer-error remedies": "Exposed, misdealt, premature, burnt and off-table cards.",
        "wrong-card-count remedies": "Too many or too few cards dealt to a seat.",
        "player-irregularity remedies": "Absent players, picked-up upcards, mixed cards.",
        "floor rulings": "Decisions the rules leave to the floor.",
        "seeded decks": "Hands dealt from the implementation's own shuffle.",
        "stacked reshuffles": "A stub rebuilt during the hand dealt in the order the setup gives.",
    },
}
"""One line for every word of every enum: the schemas and spec/protocol.md show them."""


def description(word: StrEnum) -> str:
    return DESCRIPTIONS[type(word)][word.value]
