#!/usr/bin/env node
// 2-7 triple draw (profile triple-draw-27) speaking the pokercert driver protocol v1.
//
// One JSON request per line on stdin, one JSON response per line on stdout.
// Written from the published contract only: spec/protocol.md, spec/schema/driver-*.schema.json,
// the profile's parameters (sent in `setup`)
// and the behaviour the feature files describe. No dependencies: Node's standard library.
//
// It declares what it does not do: no injected irregularities, no floor rulings,
// one game and one profile.
"use strict";

const readline = require("readline");

const PROTOCOL_VERSION = "1.2";
const RANKS = "23456789TJQKA";
const SUITS = "cdhs";
const CANONICAL = [];
for (const r of RANKS) for (const s of SUITS) CANONICAL.push(r + s);
const BETTING = ["pre-draw", "betting-2", "betting-3", "betting-4"];
const ORDER = ["pre-draw", "draw-1", "betting-2", "draw-2", "betting-3", "draw-3", "betting-4"];

// ------------------------------------------------------------------ helpers

function refusal(reason, code = "illegal-action") {
  return { type: "refusal", code, reason };
}

function ratio(text) {
  const [a, b] = String(text).split("/");
  return Number(a) / (b === undefined ? 1 : Number(b));
}

// A small seeded generator (mulberry32): the same seed deals the same deck.
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(cards, random) {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ------------------------------------------------------------------ 2-7 lowball

// A high-poker key (bigger is stronger); in 2-7 the weakest key wins.
// The ace is only high, so A-5-4-3-2 is no straight; straights and flushes count.
function highKey(cards) {
  const ranks = cards.map((c) => RANKS.indexOf(c[0])).sort((x, y) => y - x);
  const flush = cards.every((c) => c[1] === cards[0][1]);
  const distinct = [...new Set(ranks)];
  const straight = distinct.length === 5 && ranks[0] - ranks[4] === 4;
  const counts = {};
  for (const r of ranks) counts[r] = (counts[r] || 0) + 1;
  const groups = Object.entries(counts)
    .map(([r, n]) => [n, Number(r)])
    .sort((x, y) => y[0] - x[0] || y[1] - x[1]);
  const shape = groups.map((g) => g[0]).join("");
  const order = groups.map((g) => g[1]);
  let category;
  if (straight && flush) category = 8;
  else if (shape === "41") category = 7;
  else if (shape === "32") category = 6;
  else if (flush) category = 5;
  else if (straight) category = 4;
  else if (shape === "311") category = 3;
  else if (shape === "221") category = 2;
  else if (shape === "2111") category = 1;
  else category = 0;
  return [category, ...order];
}

const CATEGORIES = ["high-card", "one-pair", "two-pair", "three-of-a-kind", "straight",
  "flush", "full-house", "four-of-a-kind", "straight-flush"];

// The protocol's HandValue: the category and the deciding ranks, most significant first.
function handValue(cards) {
  const [category, ...order] = highKey(cards);
  return { category: CATEGORIES[category], ranks: order.map((r) => RANKS[r]) };
}

function compareLow(a, b) {
  const x = highKey(a);
  const y = highKey(b);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0; // negative: a is the better lowball hand
}

// ------------------------------------------------------------------ the table

class Table {
  constructor(setup, handNumber, stacks) {
    this.setup = setup;
    this.params = setup.parameters || {};
    this.handNumber = handNumber;
    this.dealer = setup.dealer_seat;
    this.names = {};
    for (const s of setup.seats) this.names[s.seat] = s.name;
    this.stacks = stacks; // seat -> chips, every seat at the table
    this.allSeats = setup.seats.map((s) => s.seat).sort((a, b) => a - b);
    const sittingOut = new Set(setup.seats.filter((s) => s.sitting_out).map((s) => s.seat));
    // seats dealt in, clockwise from the dealer's left (the dealer last)
    const n = 100;
    this.seats = this.allSeats
      .filter((s) => !sittingOut.has(s) && stacks[s] > 0)
      .sort((a, b) => ((a - this.dealer - 1 + n) % n) - ((b - this.dealer - 1 + n) % n));
    this.players = {};
    for (const s of this.seats) {
      this.players[s] = { seat: s, cards: [], bet: 0, committed: 0, folded: false, draws: [] };
    }
    const stakes = setup.stakes;
    this.smallBet = stakes.small_bet;
    this.bigBet = stakes.big_bet;
    this.smallBlind = stakes.small_blind || Math.round(ratio(this.params.small_blind_of_small_bet || "1/2") * stakes.small_bet);
    this.bigBlind = stakes.big_blind || Math.round(ratio(this.params.big_blind_of_small_bet || "1") * stakes.small_bet);
    this.random = generator(setup.seed != null ? setup.seed + handNumber : 27 + handNumber);
    this.stub = this.deckFrom(setup);
    this.stacking = setup.deck && setup.reshuffled_stub ? setup.reshuffled_stub.slice() : null;
    this.discards = [];
    this.burns = [];
    this.events = [];
    this.eventsSent = 0;
    this.phase = "pre-draw";
    this.awards = [];
    this.showOrder = [];
    this.shown = {};
    this.mucked = [];
    this.complete = false;
    this.returned = {};
  }

  deckFrom(setup) {
    if (setup.deck) {
      const given = new Set(setup.deck);
      // the harness stacks the cards it needs; the rest follow in rank-then-suit order
      return setup.deck.concat(CANONICAL.filter((c) => !given.has(c)));
    }
    return shuffled(CANONICAL, this.random);
  }

  // a stub rebuilt from dead cards: in the order the setup stacks (reshuffled_stub), else shuffled
  rebuilt(pile) {
    if (!this.stacking) return shuffled(pile, this.random);
    const left = new Set(pile);
    const first = this.stacking.filter((c) => left.has(c));
    this.stacking = this.stacking.filter((c) => !left.has(c));
    const placed = new Set(first);
    return first.concat(CANONICAL.filter((c) => left.has(c) && !placed.has(c)));
  }

  log(kind, fields = {}) {
    this.events.push({ seq: this.events.length + 1, kind, cards: [], ...fields });
  }

  stack(seat) {
    return this.stacks[seat];
  }

  live() {
    return this.seats.filter((s) => !this.players[s].folded);
  }

  // clockwise from the dealer's left, among the given seats
  fromLeftOfButton(seats) {
    return this.seats.filter((s) => seats.includes(s));
  }

  post(seat, amount) {
    const paid = Math.min(amount, this.stacks[seat]);
    this.stacks[seat] -= paid;
    this.players[seat].bet += paid;
    this.players[seat].committed += paid;
    return paid;
  }

  start() {
    const count = this.seats.length;
    const most = this.params.max_players || 6;
    const least = this.params.min_players || 2;
    if (count < least || count > most) {
      return refusal(`${count} players: this game takes ${least} to ${most}`);
    }
    // blinds: left of the button; heads-up the button posts the small blind, and with the
    // button's seat not dealt in the player nearest it on its right plays as the button
    // (CF-117 A): in both cases the last of the two in the order from the button's left
    const sb = count === 2 ? this.seats[1] : this.seats[0];
    const bb = count === 2 ? this.seats[0] : this.seats[1];
    this.log("small-blind", { seat: sb, amount: this.post(sb, this.smallBlind) });
    this.log("big-blind", { seat: bb, amount: this.post(bb, this.bigBlind) });
    for (let round = 0; round < 5; round++) {
      for (const s of this.seats) {
        const card = this.stub.shift();
        this.players[s].cards.push(card);
        this.log("deal-down", { seat: s, cards: [card] });
      }
    }
    this.log("street", { phase: "pre-draw" });
    this.current = this.bigBlind;
    this.betsMade = 1; // the big blind opens the first round
    this.raises = 0;
    this.closed = new Set();
    this.lastAggressor = null;
    const first = this.seats.indexOf(bb) + 1;
    const order = this.seats.slice(first).concat(this.seats.slice(0, first));
    this.pending = order.filter((s) => this.stacks[s] > 0);
    this.afterAction();
    return null;
  }

  betSize() {
    return this.phase === "pre-draw" || this.phase === "betting-2" ? this.smallBet : this.bigBet;
  }

  capReached() {
    if (this.phase === "pre-draw") return this.raises >= (this.params.first_round_raise_cap || 3);
    return this.betsMade >= (this.params.later_round_bet_cap || 4);
  }

  toAct() {
    if (this.complete) return null;
    if (this.phase === "showdown") return this.showQueue[0];
    if (this.phase.startsWith("draw-")) return this.drawQueue[0];
    return this.pending.length ? this.pending[0] : null;
  }

  legalActions() {
    const seat = this.toAct();
    if (seat == null) return [];
    if (this.phase === "showdown") {
      const actions = [{ kind: "show" }];
      if (this.mayMuck(seat)) actions.push({ kind: "muck" });
      return actions;
    }
    if (this.phase.startsWith("draw-")) {
      return [{ kind: "draw", max_cards: 5 }, { kind: "stand-pat" }];
    }
    const p = this.players[seat];
    const allIn = p.bet + this.stacks[seat];
    const actions = [];
    if (this.current > p.bet) {
      const call = Math.min(this.current, allIn);
      actions.push({ kind: "fold" }, { kind: "call", min_amount: call, max_amount: call });
    } else {
      actions.push({ kind: "check" });
    }
    // betting goes on only while another player in the hand has chips to answer it (CF-047 A)
    const rivals = this.live().filter((s) => s !== seat && this.stacks[s] > 0);
    if (allIn > this.current && !this.capReached() && rivals.length > 0 && !this.closed.has(seat)) {
      const to = Math.min(this.current + this.betSize(), allIn);
      actions.push({ kind: this.current ? "raise" : "bet", min_amount: to, max_amount: to });
    }
    return actions;
  }

  act(request) {
    const seat = this.toAct();
    if (seat == null) return refusal("no one is to act", "out-of-turn");
    if (request.seat !== seat) {
      return refusal(`seat ${request.seat} acted out of turn (seat ${seat} is to act)`, "out-of-turn");
    }
    const legal = this.legalActions().find((a) => a.kind === request.kind);
    if (!legal) return refusal(`seat ${seat} may not ${request.kind} now`);
    if (this.phase === "showdown") return this.showOrMuck(seat, request);
    if (this.phase.startsWith("draw-")) return this.draw(seat, request);
    if (request.amount != null && legal.min_amount != null &&
        (request.amount < legal.min_amount || request.amount > legal.max_amount)) {
      return refusal(`${request.kind} must be to ${legal.min_amount}, not ${request.amount}`);
    }
    const p = this.players[seat];
    this.pending.shift();
    if (request.kind === "fold") {
      p.folded = true;
      this.discards.push(...p.cards);
      p.cards = [];
      this.log("fold", { seat });
    } else if (request.kind === "check") {
      this.log("check", { seat });
    } else if (request.kind === "call") {
      this.log("call", { seat, amount: this.post(seat, legal.min_amount - p.bet) });
    } else {
      // a short all-in raise neither counts toward the cap nor reopens the betting (CF-047 A):
      // those who have already acted may then only call or fold
      const full = this.current === 0 || legal.min_amount - this.current >= this.betSize();
      this.post(seat, legal.min_amount - p.bet);
      this.log(request.kind, { seat, amount: legal.min_amount });
      const i = this.seats.indexOf(seat);
      const after = this.seats.slice(i + 1).concat(this.seats.slice(0, i));
      const able = after.filter((s) => !this.players[s].folded && this.stacks[s] > 0);
      if (full) {
        if (request.kind === "raise") this.raises += 1;
        this.betsMade += 1;
        this.closed = new Set();
      } else {
        for (const s of able) if (!this.pending.includes(s)) this.closed.add(s);
      }
      this.current = Math.max(this.current, p.bet);
      this.lastAggressor = seat;
      // everyone else still able to act must answer the new bet, clockwise after the raiser
      this.pending = able;
    }
    this.afterAction();
    return null;
  }

  afterAction() {
    const live = this.live();
    if (live.length === 1) return this.winUncontested(live[0]);
    this.pending = this.pending.filter((s) => !this.players[s].folded && this.stacks[s] > 0);
    const owing = this.pending.filter((s) => this.players[s].bet < this.current);
    const canBet = live.filter((s) => this.stacks[s] > 0);
    if (this.pending.length && (owing.length || canBet.length > 1)) return null;
    this.endRound();
    return null;
  }

  // chips nobody matched go back to their owner when the round closes (CF-047 A)
  returnUnmatched() {
    const committed = this.seats.map((s) => [this.players[s].committed, s]).sort((a, b) => b[0] - a[0]);
    if (!committed.length) return;
    const [top, seat] = committed[0];
    const excess = top - (committed.length > 1 ? committed[1][0] : 0);
    if (excess <= 0) return;
    const p = this.players[seat];
    p.committed -= excess;
    p.bet = Math.max(0, p.bet - excess);
    this.stacks[seat] += excess;
    this.returned[String(seat)] = (this.returned[String(seat)] || 0) + excess;
    this.log("return", { seat, amount: excess });
  }

  endRound() {
    this.returnUnmatched();
    for (const s of this.seats) this.players[s].bet = 0;
    this.current = 0;
    const next = ORDER[ORDER.indexOf(this.phase) + 1];
    if (next === undefined) return this.openShowdown();
    this.phase = next;
    this.log("street", { phase: next });
    if (next.startsWith("draw-")) {
      this.drawQueue = this.fromLeftOfButton(this.live());
      if (this.params.burn_before_each_deal) this.burns.push(this.stub.shift());
      return null;
    }
    this.betsMade = 0;
    this.raises = 0;
    this.closed = new Set();
    this.lastAggressor = null;
    this.pending = this.fromLeftOfButton(this.live()).filter((s) => this.stacks[s] > 0);
    this.afterAction();
    return null;
  }

  draw(seat, request) {
    const p = this.players[seat];
    const thrown = request.kind === "draw" ? request.cards || [] : [];
    if (request.kind === "draw") {
      if (thrown.length < 1 || thrown.length > 5) return refusal("a draw discards 1 to 5 cards");
      if (new Set(thrown).size !== thrown.length) return refusal("a card is discarded twice");
      const missing = thrown.filter((c) => !p.cards.includes(c));
      if (missing.length) return refusal(`seat ${seat} does not hold ${missing.join(" ")}`);
    }
    this.drawQueue.shift();
    p.cards = p.cards.filter((c) => !thrown.includes(c));
    p.draws.push(thrown.length);
    if (thrown.length === 0) {
      this.log("stand-pat", { seat });
    } else {
      this.log("discard", { seat, cards: thrown });
      const fresh = [];
      for (let i = 0; i < thrown.length; i++) {
        if (this.stub.length === 0) {
          // the stub ran out: every dead card but the cards this player just threw
          this.stub = this.rebuilt(this.discards.concat(this.burns));
          this.discards = [];
          this.burns = [];
          this.log("reshuffle", { amount: this.stub.length });
        }
        fresh.push(this.stub.shift());
      }
      this.discards.push(...thrown);
      p.cards.push(...fresh);
      this.log("draw", { seat, cards: fresh });
    }
    if (this.drawQueue.length === 0) this.endRound();
    return null;
  }

  openShowdown() {
    this.phase = "showdown";
    this.log("showdown");
    const live = this.fromLeftOfButton(this.live());
    let first = live[0];
    if (this.lastAggressor != null && live.includes(this.lastAggressor)) first = this.lastAggressor;
    const i = live.indexOf(first);
    this.showQueue = live.slice(i).concat(live.slice(0, i));
    return null;
  }

  // a player may give up only once every pot he could win has a hand shown against him
  mayMuck(seat) {
    return this.pots().every(
      (pot) => !pot.eligible.includes(seat) || pot.eligible.some((s) => this.shown[s]),
    );
  }

  showOrMuck(seat, request) {
    const p = this.players[seat];
    this.showQueue.shift();
    this.showOrder.push(seat);
    if (request.kind === "muck") {
      this.mucked.push(seat);
      p.folded = true;
      this.log("muck", { seat });
    } else {
      this.shown[seat] = p.cards.slice();
      this.log("show", { seat, cards: p.cards.slice() });
    }
    if (this.showQueue.length === 0) this.award();
    return null;
  }

  pots() {
    const levels = [...new Set(this.seats.map((s) => this.players[s].committed))]
      .filter((x) => x > 0)
      .sort((a, b) => a - b);
    const pots = [];
    let floor = 0;
    for (const level of levels) {
      let amount = 0;
      for (const s of this.seats) {
        amount += Math.max(0, Math.min(this.players[s].committed, level) - floor);
      }
      const eligible = this.live().filter((s) => this.players[s].committed >= level);
      if (pots.length && sameSeats(pots[pots.length - 1].eligible, eligible)) {
        pots[pots.length - 1].amount += amount;
      } else if (amount > 0) {
        pots.push({ amount, eligible });
      }
      floor = level;
    }
    return pots;
  }

  // odd chips go to the first winners clockwise from the button
  split(index, pot, winners) {
    const ordered = this.seats.filter((s) => winners.includes(s));
    const share = Math.floor(pot.amount / ordered.length);
    let odd = pot.amount - share * ordered.length;
    const shares = {};
    for (const s of ordered) {
      const won = share + (odd > 0 ? 1 : 0);
      odd -= 1;
      shares[String(s)] = won;
      this.stacks[s] += won;
      this.log("win", { seat: s, amount: won });
    }
    this.awards.push({ pot: index, amount: pot.amount, winners: ordered.slice().sort((a, b) => a - b), shares });
  }

  award() {
    this.pots().forEach((pot, index) => {
      const contenders = pot.eligible.filter((s) => this.shown[s]);
      let best = [];
      for (const s of contenders) {
        if (!best.length) best = [s];
        else {
          const c = compareLow(this.shown[s], this.shown[best[0]]);
          if (c < 0) best = [s];
          else if (c === 0) best.push(s);
        }
      }
      this.split(index, pot, best);
    });
    this.finish();
  }

  winUncontested(seat) {
    this.returnUnmatched(); // the part of his bet nobody called is his again, not won
    const amount = this.seats.reduce((sum, s) => sum + this.players[s].committed, 0);
    this.split(0, { amount }, [seat]);
    this.finish();
    return null;
  }

  finish() {
    this.complete = true;
    this.phase = "complete";
    for (const s of this.seats) this.players[s].bet = 0;
    this.pending = [];
  }

  view() {
    const seats = this.allSeats.map((s) => {
      const p = this.players[s];
      if (!p) {
        return { seat: s, name: this.names[s], stack: this.stacks[s], status: "sitting-out", bet: 0,
          committed: 0, upcards: [], downcard_count: 0, downcards: [], draw_counts: [], may_bet: false };
      }
      let status = "active";
      if (p.folded) status = "folded";
      else if (this.stacks[s] === 0 && !this.complete) status = "all-in";
      return { seat: s, name: this.names[s], stack: this.stacks[s], status, bet: p.bet,
        committed: p.committed, upcards: [], downcard_count: p.cards.length,
        downcards: p.cards.slice(), draw_counts: p.draws.slice(), may_bet: true };
    });
    const betting = BETTING.includes(this.phase);
    const fresh = this.events.slice(this.eventsSent);
    this.eventsSent = this.events.length;
    return {
      type: "view", game: "2-7-triple-draw", profile: this.setup.profile,
      hand_number: this.handNumber, phase: this.phase, to_act: this.toAct(),
      legal_actions: this.legalActions(),
      pots: this.complete ? [] : this.pots(),
      seats, dealer_seat: this.dealer, community_cards: [],
      stub_count: this.stub.length, discard_count: this.discards.length,
      burn_count: this.burns.length, removed_count: 0,
      bet_size: betting ? this.betSize() : null,
      raises_this_round: betting ? (this.phase === "pre-draw" ? this.raises : Math.max(this.betsMade - 1, 0)) : 0,
      announcements: [], announcement_count: 0,
      events: fresh, event_count: this.events.length,
      floor_ruling_required: null, carried_pot: 0,
    };
  }

  result() {
    if (!this.complete) return refusal(`hand ${this.handNumber} is not over (phase ${this.phase})`, "invalid-request");
    const stacks = {};
    for (const s of this.allSeats) stacks[String(s)] = this.stacks[s];
    return {
      type: "result", hand_number: this.handNumber, complete: true, misdeal: false,
      awards: this.awards, show_order: this.showOrder,
      shown: Object.keys(this.shown)
        .map((s) => ({ seat: Number(s), cards: this.shown[s], value: handValue(this.shown[s]), description: "" }))
        .sort((a, b) => this.showOrder.indexOf(a.seat) - this.showOrder.indexOf(b.seat)),
      mucked: this.mucked, dead_hands: [], returned: this.returned, carried_to_next_hand: 0, stacks,
    };
  }
}

function sameSeats(a, b) {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

// ------------------------------------------------------------------ the session

let table = null;

function handle(request) {
  switch (request.type) {
    case "hello":
      if (String(request.protocol_version).split(".")[0] !== PROTOCOL_VERSION.split(".")[0]) {
        return { type: "error", message: `protocol ${request.protocol_version} is not spoken here` };
      }
      return {
        type: "hello-reply", protocol_version: PROTOCOL_VERSION,
        name: "triple-draw-js (pokercert example)", version: "1.0",
        capabilities: { games: ["2-7-triple-draw"], profiles: ["triple-draw-27"],
          irregularities: [], floor_rulings: false, seeded_deck: true, stacked_reshuffle: true },
      };
    case "setup": {
      if (request.game !== "2-7-triple-draw") return { type: "error", message: `${request.game} is not played here` };
      const stacks = {};
      for (const s of request.seats) stacks[s.seat] = s.stack;
      return start(new Table(request, 1, stacks));
    }
    case "next-hand": {
      if (!table) return { type: "error", message: "no table: send setup first" };
      if (!table.complete) return refusal("the hand is not over");
      const setup = { ...table.setup, dealer_seat: request.dealer_seat, deck: request.deck, seed: request.seed,
        reshuffled_stub: request.reshuffled_stub };
      return start(new Table(setup, table.handNumber + 1, { ...table.stacks }));
    }
    case "action": {
      if (!table) return { type: "error", message: "no table: send setup first" };
      const refused = table.act(request);
      return refused || table.view();
    }
    case "view":
      return table ? table.view() : { type: "error", message: "no table" };
    case "result":
      return table ? table.result() : refusal("no hand", "no-hand");
    case "irregularity":
      return refusal("this implementation takes no injected irregularities", "not-supported");
    case "floor-ruling":
      return refusal("this implementation takes no floor rulings", "not-supported");
    default:
      return { type: "error", message: `unknown request type ${request.type}` };
  }
}

function start(candidate) {
  const refused = candidate.start();
  if (refused) return refused;
  table = candidate;
  return table.view();
}

const input = readline.createInterface({ input: process.stdin });
input.on("line", (line) => {
  if (!line.trim()) return;
  let request;
  try {
    request = JSON.parse(line);
  } catch (err) {
    process.stdout.write(JSON.stringify({ type: "error", message: `not JSON: ${err.message}` }) + "\n");
    return;
  }
  if (request.type === "close") {
    process.exit(0);
  }
  let response;
  try {
    response = handle(request);
  } catch (err) {
    response = { type: "error", message: `internal error: ${err.message}` };
  }
  process.stdout.write(JSON.stringify(response) + "\n");
});
input.on("close", () => process.exit(0));
