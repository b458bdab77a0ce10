"""Errors in the order of the deal: burns, cards dealt too early, too many or too few cards.

* two burns or none: the cards back in their proper positions, a final
  downcard seen or mixed in accepted (CR-039, CR-040); when that leaves a
  player without his card, the floor decides (``deal-in-order``, ``play-on``);
* cards dealt before the betting is over taken out of play, one more per
  player after the round, then burn and deal (CR-041 to CR-044; CF-019); a
  premature seventh card seen or mixed in kept, no bet or raise on sixth
  street (CR-045, CR-046);
* an extra card (CR-059: dead with more than seven) and a skipped seat (its
  card back on top of the stub; judged at the showdown, CR-060, CR-061);
* the stub taken away early, which 000 does not remedy: the floor decides.
"""

from __future__ import annotations

from pokercert import protocol as p
from pokercert.engine.betting import IllegalAction
from pokercert.engine.cards import Card
from pokercert.engine.deck import reshuffle
from pokercert.engine.stud_remedies_core import (
    PROPER_PLACES,
    STREET_NAMES,
    K,
    RemedyCore,
)
from pokercert.engine.stud_remedies_rules import (
    BurnError,
    BurnRemedy,
    burn_remedy,
    extra_removals,
    too_many_cards,
)
from pokercert.engine.stud_rules import (
    FACE_UP,
    PHASES,
)


class DealingRemedies(RemedyCore):
    """Remedies for cards dealt in the wrong order or number."""

    premature_pending: bool  # declared again: the type checker sees RemedyCore as untyped

    # -- burns (CR-039, CR-040) --------------------------------------------------------------

    def _player_looks(self, irregularity: p.Irregularity) -> None:
        seat = self._live_seat(irregularity.seat, irregularity.kind.value)
        what = "mixed in" if irregularity.kind is K.CARD_MIXED_IN else "looked at"
        self.looked[seat] = what
        detail = f"seat {seat} has {what} the card in question"
        self.log(irregularity.kind.value, seat=seat, detail=detail)

    def _burn_error(self, irregularity: p.Irregularity) -> None:
        error: BurnError = "burn-two" if irregularity.kind is K.BURN_TWO else "burn-none"
        if not self.rules.burn_before_each_deal:
            raise IllegalAction(f"profile {self.profile} burns no card before a street")
        if self.street < 4 or self.phase not in (PHASES[self.street], "showdown"):
            raise IllegalAction("a burn error concerns fourth to seventh street")
        self._before_action("a burn error")
        steps = self.record.steps
        if any(kind not in ("burn", "up", "down") for kind, _, _ in steps) or not steps:
            raise IllegalAction("the stub was reshuffled on this street: the positions are lost")
        if steps[0][0] != "burn":
            raise IllegalAction("no card was burned before this street")
        if not self._street_in_place():
            raise IllegalAction("the cards of this street have moved since the deal")
        seats = [s for kind, s, _ in steps if kind in ("up", "down") and s is not None]
        sequence = [c for _, _, c in steps] + self.stub.peek(2)
        face_up = FACE_UP[self.street]
        keepers = [] if face_up else [s for s in seats if s in self.looked]
        try:
            remedy = burn_remedy(sequence, seats, error, keepers)
        except ValueError as exc:
            raise IllegalAction(str(exc)) from exc
        what = "burned two cards" if error == "burn-two" else "burned no card"
        self._irregularity(irregularity, f"the dealer {what} before {STREET_NAMES[self.street]}")
        for seat in seats:
            self.log(
                "dealt-in-error", seat=seat, cards=[remedy.dealt_in_error[seat]], hidden=not face_up
            )
        if remedy.unresolved:
            names = ", ".join(f"seat {s}" for s in remedy.unresolved)
            self._ask_floor(
                f"{names} cannot have the proper card back: another player must keep it "
                "(CR-040); the rules do not say which card replaces it",
                {
                    "deal-in-order": lambda _r: self._settle_burn(
                        seats,
                        remedy,
                        {**remedy.final, **remedy.in_order},
                        [remedy.burn],
                        "by the floor's ruling the other cards are dealt in order",
                    ),
                    "play-on": lambda _r: self._settle_burn(
                        seats,
                        remedy,
                        remedy.dealt_in_error,
                        list(remedy.burns_in_error),
                        "by the floor's ruling every player keeps the card dealt",
                    ),
                },
            )
            return
        self._settle_burn(seats, remedy, remedy.final, [remedy.burn], PROPER_PLACES)

    def _street_in_place(self) -> bool:
        """Is every card of the street still where the deal put it?"""
        for kind, seat, card in self.record.steps:
            if kind == "burn":
                found = card in self.burns
            else:
                assert seat is not None
                state = self.seats[seat]
                found = state.live and card in (state.upcards if kind == "up" else state.downcards)
            if not found:
                return False
        return True

    def _settle_burn(
        self,
        seats: list[int],
        remedy: BurnRemedy,
        final: dict[int, Card],
        burns: list[Card],
        how: str,
    ) -> None:
        """Put the street's cards where the remedy says; the rest back on top of the stub."""
        face_up = FACE_UP[self.street]
        steps = self.record.steps
        pool = [c for _, _, c in steps] + self.stub.peek(2)
        for kind, seat, card in steps:
            if kind == "burn":
                self.burns.remove(card)
            elif seat is not None:
                hand = self.seats[seat].upcards if kind == "up" else self.seats[seat].downcards
                hand.remove(card)
                if card in self.dealt_down.get(seat, []):
                    self.dealt_down[seat].remove(card)
        extra = self.stub.deal_many(len(pool) - len(steps))
        assert sorted(extra + [c for _, _, c in steps]) == sorted(pool)
        placed = set(final.values()) | set(burns)
        self.burns.extend(burns)
        new_steps: list[tuple[str, int | None, Card]] = [("burn", None, c) for c in burns]
        for seat in seats:
            card = final[seat]
            state = self.seats[seat]
            (state.upcards if face_up else state.downcards).append(card)
            if not face_up:
                self.dealt_down.setdefault(seat, []).append(card)
            new_steps.append(("up" if face_up else "down", seat, card))
            if seat in remedy.accepted and card == remedy.dealt_in_error[seat]:
                why = f"has {self.looked.get(seat, 'looked at')} the card: must accept it"
                self.log(
                    "accept-card",
                    seat=seat,
                    cards=[card],
                    hidden=not face_up,
                    detail=why,
                    clause="CR-040",
                )
        self.stub.put_on_top([c for c in pool if c not in placed])
        self.record.steps = new_steps
        if how == PROPER_PLACES:
            self.log("restore", detail=how, clause="CR-039")
        else:
            self.log("floor-deal", detail=how)

    # -- premature cards (CR-041 to CR-046) --------------------------------------------------

    def _premature_deal(self, irregularity: p.Irregularity) -> None:
        betting = self.bring_in_due is not None or self.round is not None
        if not betting or self.street >= 7 or self.show_queue:
            raise IllegalAction("cards can be dealt too early only while a betting round is on")
        due = [s for s in self.live_seats() if s not in self.keepers]
        count = irregularity.count or 1
        if not 1 <= count <= len(due):
            raise IllegalAction(f"{len(due)} players are due a card, not {count}")
        burn = int(self.rules.burn_before_each_deal)
        if len(self.stub) < count + burn:
            raise IllegalAction("the stub does not hold that many cards")
        coming = self.street + 1
        face_up = FACE_UP[coming]
        self._irregularity(
            irregularity,
            f"the dealer dealt {count} card(s) of {STREET_NAMES[coming]} before the betting "
            "round was over",
        )
        if burn:
            self.burn()
        removed: list[Card] = []
        for seat in due[:count]:
            card = self.stub.deal()
            if coming == 7 and seat in self.looked:
                self._keep_premature_card(seat, card)
                continue
            self.log("premature-card", seat=seat, cards=[card], hidden=not face_up)
            removed.append(card)
        if removed:
            self.removed.extend(removed)
            self.log(
                "remove",
                cards=removed,
                amount=len(removed),
                clause="CR-041",
                detail="cards dealt before the betting was over are taken out of play",
            )
        self.looked.clear()
        self.premature_pending = True

    def _keep_premature_card(self, seat: int, card: Card) -> None:
        """CR-045 / CR-046: a premature final downcard seen or mixed in stays with the player."""
        state = self.seats[seat]
        state.downcards.append(card)
        self.dealt_down.setdefault(seat, []).append(card)
        self.log(
            "deal-down",
            seat=seat,
            cards=[card],
            hidden=True,
            detail="the seventh card, dealt before the betting was over",
        )
        self.log(
            "keep-card",
            seat=seat,
            cards=[card],
            hidden=True,
            clause="CR-045",
            detail=f"has {self.looked[seat]} the card: keeps it",
        )
        state.may_bet = False
        self.log(
            "may-not-bet",
            seat=seat,
            clause="CR-046",
            detail="holds all seven cards: may not bet or raise on sixth street",
        )
        self.keepers.add(seat)

    def _remove_after_premature_deal(self) -> None:
        """CR-042, CR-043: one more card per player still in goes out; then burn and deal."""
        self.premature_pending = False
        count = min(extra_removals(len(self.live_seats())), len(self.stub))
        cards = self.stub.deal_many(count)
        self.removed.extend(cards)
        self.log(
            "remove",
            cards=cards,
            amount=count,
            clause="CR-042",
            detail="one more card per player still in the hand is taken out of play",
        )
        self.log(
            "premature-remedy", clause="CR-043", detail="the dealer burns a card and play continues"
        )

    # -- the number of cards (CR-059 to CR-061) ----------------------------------------------

    def _too_many_cards(self, irregularity: p.Irregularity) -> None:
        seat = self._live_seat(irregularity.seat, "too-many-cards")
        count = irregularity.count or 1
        if count < 1 or count > len(self.stub):
            raise IllegalAction(f"the dealer cannot give {count} extra card(s)")
        self._irregularity(irregularity, f"seat {seat} was dealt {count} card(s) too many")
        for _ in range(count):
            card = self.stub.deal()
            self.seats[seat].downcards.append(card)
            self.dealt_down.setdefault(seat, []).append(card)
            self.log("deal-down", seat=seat, cards=[card], hidden=True, detail="an extra card")
        verdict = too_many_cards(len(self.hand_cards(seat)))
        if verdict is not None:
            self._kill(seat, verdict.reason, verdict.clause, verdict.cause)

    def _too_few_cards(self, irregularity: p.Irregularity) -> None:
        seat = self._live_seat(irregularity.seat, "too-few-cards")
        if irregularity.count not in (None, 1):
            raise IllegalAction("a seat skipped on a street misses one card")
        if self.street == 3:
            self._irregularity(irregularity, f"seat {seat} was dealt too few starting cards")
            self._floor_or_play_on(
                f"seat {seat} is missing a card of the starting hand: 000 rules only on the "
                "number of cards at the showdown (CR-060)"
            )
            return
        self._before_action("a skipped seat")
        card = self.record.card_of(seat)
        if card is None:
            raise IllegalAction(f"seat {seat} was dealt no card on {STREET_NAMES[self.street]}")
        state = self.seats[seat]
        (state.upcards if card in state.upcards else state.downcards).remove(card)
        if card in self.dealt_down.get(seat, []):
            self.dealt_down[seat].remove(card)
        self.record.steps = [st for st in self.record.steps if st[2] != card]
        self.stub.put_on_top([card])
        self._irregularity(irregularity, f"the dealer skipped seat {seat}")
        self.log(
            "missing-card", seat=seat, detail="the card meant for the seat stays on top of the stub"
        )
        self._restart_betting(clause=None)

    # -- no card left at all -------------------------------------------------------------

    def _cards_left_for_the_street(self) -> bool:
        """Can the next street be dealt, if need be with a common card?  Else the floor decides.

        It can fail only when remedies took cards out of play that the profile never
        uses again (CR-044 against ON-047): 000 has no rule for a deck with no
        card left even for a common card.
        """
        burn = int(self.rules.burn_before_each_deal)
        if len(self.stub) >= len(self.live_seats()) + burn:
            return True
        spare = len(self.stub) + len(self.burns)
        if self.rules.reshuffle_includes_removed_cards:
            spare += len(self.removed)
        if spare >= 1 + 2 * burn:
            return True
        street = STREET_NAMES[self.street + 1]
        self._ask_floor(
            f"too few cards are left to deal {street}, even for a common card: the "
            f"{len(self.removed)} cards taken out of play are not used again under this profile",
            {
                "use-removed-cards": lambda _r: self._use_removed_cards(),
                "play-on": lambda _r: self._use_removed_cards(),
                "showdown": lambda _r: self._open_showdown(),  # with the cards held
            },
        )
        return False

    def _use_removed_cards(self) -> None:
        """The floor puts the cards taken out of play back into the stub and the deal goes on."""
        pile = self.stub.cards() + self.removed
        self.removed.clear()
        self.stub.replace(reshuffle(pile, self.rng))
        self.log(
            "reshuffle", amount=len(pile), detail="the cards taken out of play are shuffled in"
        )
        self._open_later_street()

    # -- the stub taken away early (no remedy in 000) ----------------------------------------

    def _deck_removed(self, irregularity: p.Irregularity) -> None:
        self._irregularity(irregularity, "the dealer took the stub away early")
        self._floor_or_play_on("the stub was taken away early: 000 gives no stud remedy for it")
