/**
 * Chat log timing target (npm run bench): 500 system cards of mixed types — attack cards at every stage, initiative,
 * progressive and rest cards — rendered as each reader's client renders them (card-render.ts): the state read back
 * through the card's schema, the per-reader context, then the card's Handlebars template (compiled beforehand, as
 * Foundry caches templates). Target: under 150 ms for all 500.
 */
import "../test/support/schema-env.ts";
import { bench, describe } from "vitest";
import { cardStateOf } from "../src/chat/card-state.ts";
import type { AnyChatCardType, CardReader } from "../src/chat/card-type.ts";
import { addAssist, addPeriodRoll, startProgressive } from "../src/dice/progressive/progressive-state.ts";
import { PROGRESSIVE_CARD } from "../src/dice/progressive/progressive-card.ts";
import { REST_CARD } from "../src/actions/rest-card.ts";
import { restState } from "../src/actions/rest-view.ts";
import { ATTACK_CARD } from "../src/combat/attack/attack-card.ts";
import { INITIATIVE_CARD, initiativeState } from "../src/combat/initiative/initiative-card.ts";
import { applied, attackReader, BRUTE, defended, defender, resolved, rolledAttack, undone } from "../test/support/attack-card-fixtures.ts";
import { compileTemplate } from "../test/support/handlebars.ts";
import { ok } from "../test/support/progressive.ts";

interface StoredCard {
  card: AnyChatCardType;
  message: { type: string; system: unknown };
}

const stored = (card: AnyChatCardType, system: unknown): StoredCard => ({ card, message: { type: card.type, system } });

function progressive() {
  let s = startProgressive({ kind: "attempt", target: 5, assistMode: "add", purpose: "Force the gate", sides: [{ name: "Ann", actorUuid: null, expression: "might" }] });
  s = ok(addPeriodRoll(s, 0, { total: 2, faces: [1, 1, 5], by: "Ann" }));
  s = ok(addAssist(s, 0, { total: 1, faces: [1], by: "Bo" }));
  return ok(addPeriodRoll(s, 0, { total: 3, faces: [2, 1, 6], by: "Ann" }));
}

const rest = () =>
  restState(2, { might: { value: 1, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 0, total: 3 } }, {
    might: [{ diceRolled: 1, points: 2, recovered: 2, after: 3 }, { diceRolled: 3, points: 1, recovered: 1, after: 4 }],
    energy: [],
    spirit: [{ diceRolled: 1, points: 1, recovered: 1, after: 1 }],
  } as unknown as Parameters<typeof restState>[2], false); // cast: only the fields the card stores are given

const initiative = () =>
  initiativeState([
    { ids: ["a"], kind: "initiative", dice: 3, total: 11 },
    { ids: ["b", "c"], kind: "initiative", dice: 4, total: 11 },
    { ids: ["a", "b"], kind: "tieBreak", dice: 3, total: 9 },
  ], (id) => ({ a: "Lin Wei", b: "Grave Brute", c: "Wolf" })[id] ?? id);

/** The mix: most of a fight's log is attack cards at some stage, with initiative, progressive and rest cards between. */
const KINDS: (() => StoredCard)[] = [
  () => stored(ATTACK_CARD, rolledAttack()), () => stored(ATTACK_CARD, defended()), () => stored(ATTACK_CARD, resolved()),
  () => stored(ATTACK_CARD, applied()), () => stored(ATTACK_CARD, undone()), () => stored(INITIATIVE_CARD, initiative()),
  () => stored(PROGRESSIVE_CARD, progressive()), () => stored(REST_CARD, rest()),
];
const log: StoredCard[] = Array.from({ length: 500 }, (_, i) => KINDS[i % KINDS.length]!());

const templates = new Map(KINDS.map((make) => make().card).map((card) => [card, compileTemplate(card.template.replace(/^templates\//, ""))]));
const readers: Record<string, CardReader> = {
  GM: attackReader({ isGM: true, defenders: { [BRUTE]: defender() } }),
  "the defender's player": attackReader({ owned: [BRUTE], defenders: { [BRUTE]: defender() } }),
};

for (const entry of log) {
  if (cardStateOf(entry.card, entry.message) === null) throw new Error(`a ${entry.card.type} card does not fit its schema`);
}

let sink = 0;
describe("chat log", () => {
  for (const [who, reader] of Object.entries(readers)) {
    bench(`500 mixed system cards rendered for ${who}`, () => {
      for (const { card, message } of log) {
        const state = cardStateOf(card, message);
        if (state !== null) sink += templates.get(card)!(card.context(state, reader)).length;
      }
    }, { time: 1000, iterations: 5 });
  }
});

export { sink };
