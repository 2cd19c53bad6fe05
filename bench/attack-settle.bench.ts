/**
 * Settling timing target (npm run bench): a player updating their own actor in a loop, with 50 maximal attack cards
 * waiting on it, costs the GM at most 5 ms per update, amortised. One iteration is one update: the clock moves on by
 * the loop's pace, due runs fire (index look-up, at most `cap` cards, each given the quick look), then the update
 * itself arms the actor's timer. The defender can still defend, so nothing is written (a loop's steady state).
 * "today" is the path before bounding: the 50 newest cards read through the schema and settled on every update.
 */
import "../test/support/schema-env.ts";
import { bench, describe } from "vitest";
import { readCardState } from "../src/chat/card-schema.ts";
import { ATTACK_CARD } from "../src/combat/attack/attack-card.ts";
import { settleState } from "../src/combat/attack/attack-decide.ts";
import type { AttackState } from "../src/combat/attack/attack-state.ts";
import type { DefenderState } from "../src/combat/attack/defense-options.ts";
import { needsSettling } from "../src/combat/attack/gm/settle-check.ts";
import { WaitingIndex } from "../src/combat/attack/gm/settle-index.ts";
import { SettleScheduler } from "../src/combat/attack/gm/settle-scheduler.ts";
import { FakeClock } from "../test/support/fake-clock.ts";
import { maximalCard } from "../test/support/maximal-attack-card.ts";

const ACTOR = "Actor.looper0000000001";
const defender: DefenderState = {
  protection: { physical: 1, erosion: 0, occult: 0 }, immune: [], dice: { might: 4, energy: 3, spirit: 3 }, modifiers: {}, mobility: 3, unconscious: false,
};
type Shape = Parameters<typeof maximalCard>[1];
const lookup = (uuid: string) => (uuid === ACTOR ? defender : null);

function world(shape: Shape) {
  const cards = new Map<string, AttackState>();
  const index = new WaitingIndex();
  for (let i = 0; i < 50; i++) {
    const id = `card${String(i).padStart(12, "0")}`;
    cards.set(id, maximalCard(ACTOR, shape));
    index.note(id, cards.get(id));
  }
  if (readCardState(ATTACK_CARD, cards.values().next().value) === null) throw new Error("the maximal card does not fit its schema");
  return { cards, index };
}

let sink = 0;

/** Settles like attack-settle.ts does, minus Foundry: the quick look, then the schema read only when it says yes. */
function settleLoop(shape: Shape, paceMs: number) {
  const { cards, index } = world(shape);
  const clock = new FakeClock();
  const scheduler = new SettleScheduler(clock, (uuid, limit) => index.newest(uuid, limit), (ids, uuid) => {
    for (const id of ids) {
      const stored = cards.get(id);
      if (!needsSettling(stored, uuid, lookup(uuid))) continue;
      const state = readCardState<AttackState>(ATTACK_CARD, stored);
      if (state) sink += readCardState(ATTACK_CARD, settleState(state, lookup)) ? 1 : 0;
    }
  });
  return () => {
    clock.advance(paceMs);
    scheduler.changed(ACTOR);
  };
}

/** The path before bounding: every update reads and settles the 50 newest cards at once. */
function todayLoop(shape: Shape) {
  const { cards } = world(shape);
  return () => {
    for (const stored of cards.values()) {
      const state = readCardState<AttackState>(ATTACK_CARD, stored);
      if (state && settleState(state, lookup) !== state) sink++;
    }
  };
}

const opts = { time: 1000, warmupIterations: 20 };

/** A card that does settle (its defender fell unconscious): read through the schema, settled, checked; once per card. */
function settleOnce() {
  const card = maximalCard(ACTOR, { decided: 0 });
  const down = (uuid: string) => (uuid === ACTOR ? { ...defender, unconscious: true } : null);
  return () => {
    if (!needsSettling(card, ACTOR, down(ACTOR))) throw new Error("the card should settle");
    const state = readCardState<AttackState>(ATTACK_CARD, card);
    if (state) sink += readCardState(ATTACK_CARD, settleState(state, down)) ? 1 : 0;
  };
}

describe("settling: one update of a loop on one actor, 50 maximal waiting cards", () => {
  bench("updates every 10 ms (runs held back by the trailing timer)", settleLoop({}, 10), opts);
  bench("updates every 200 ms (a run after each update)", settleLoop({}, 200), opts);
  bench("updates every 200 ms, every hit open", settleLoop({ decided: 0 }, 200), opts);
  bench("updates every 200 ms, every hit open, every line at its own range", settleLoop({ decided: 0, ranges: true }, 200), opts);
  bench("today: 50 cards read through the schema on each update", todayLoop({}), { time: 1000, iterations: 5 });
});

describe("settling: one maximal card that changes (paid once per card, when it settles)", () => {
  bench("quick look, schema read, settle, schema check", settleOnce(), { time: 1000, iterations: 5 });
});

export { sink };
