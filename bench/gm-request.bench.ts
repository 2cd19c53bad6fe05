/**
 * The GM's own checks of one attack request (issue 34), npm run bench: what the active GM reads before it spends or
 * rolls anything for a player's attack with a 50-item actor — the deciding fields of the actor and of every item read
 * flat and fingerprinted (what `readActor` does, compendium sources already read once), the actor's unaccepted changes
 * against a full change log (300 actors, 40 pending and 200 fingerprints each), and the creature's fight-ledger entry
 * read and its ⚡ decided. Target: median < 5 ms, like the other per-interaction budgets.
 */
import { bench, describe } from "vitest";
import { ledgerMobility, readEntry } from "../src/combat/ledger/ledger-plan.ts";
import { ACTOR_DOC, readChangeLog, recordChanges, notePrint, unacceptedChanges, type ChangeLog } from "../src/documents/change-log/change-log.ts";
import { ACTOR_DECIDING_PATHS, changedFields, decidingFields, fingerprint, ITEM_DECIDING_PATHS } from "../src/documents/change-log/deciding-fields.ts";
import { armouredCharacter } from "../test/fixtures/data-actors.ts";
import * as I from "../test/fixtures/data-items.ts";

const makers = [I.dagger, I.revolver, I.fistsAndFeet, () => I.chainmail(true), () => I.bascinet(true), () => I.signetOfPalankai(true), () => I.plainRing(true), I.healingPotion];
const actor = armouredCharacter();
while (actor.items.length < 50) actor.items.push({ ...makers[actor.items.length % makers.length]!(), id: `bench${String(actor.items.length).padStart(11, "0")}` });
const ACTOR_ID = "benchActor000001";
const itemId = (i: number) => `item${String(i).padStart(12, "0")}`;

/** A full log: 300 actors, each with 40 pending changes and 200 fingerprints; ours among them. */
function fullLog(): ChangeLog {
  let log: ChangeLog = { actors: {} };
  for (let a = 0; a < 300; a++) {
    const id = a === 0 ? ACTOR_ID : `other${String(a).padStart(11, "0")}`;
    for (let d = 0; d < 200; d++) log = notePrint(log, id, itemId(d), "0123456789abcdef");
    log = recordChanges(log, id, Array.from({ length: 40 }, (_, i) => ({ doc: itemId(i), name: "Dagger", path: `attacks.0.dice.bonus${i}`, from: "0", to: "20", by: "Ann", at: 1 })));
  }
  // Stored and read back strictly, as the active GM loads it once.
  return readChangeLog(JSON.parse(JSON.stringify(log)));
}

const log = fullLog();
const sources = new Map(actor.items.map((item, i) => [itemId(i), decidingFields(item, ITEM_DECIDING_PATHS)]));
const storedEntry = { mobility: { value: 2, max: 3, owed: 0 }, uses: { dagger: { key: "round:1", count: 1 } }, loaded: { revolver: 5 }, reloads: { revolver: { capacity: 6, cost: 1 } } };

let sink = 0;
describe("the GM's checks of one attack request, 50-item actor", () => {
  bench("change-log reading + unaccepted changes + ledger entry", () => {
    const prints: Record<string, string> = { [ACTOR_DOC]: fingerprint(decidingFields(actor, ACTOR_DECIDING_PATHS)) };
    const names: Record<string, string> = { [ACTOR_DOC]: "Bench" };
    const fromCompendium: Record<string, ReturnType<typeof changedFields>> = {};
    actor.items.forEach((item, i) => {
      const id = itemId(i);
      const now = decidingFields(item, ITEM_DECIDING_PATHS);
      prints[id] = fingerprint(now);
      names[id] = item.name;
      const diff = changedFields(sources.get(id) ?? {}, now);
      if (diff.length) fromCompendium[id] = diff;
    });
    const entries = unacceptedChanges(log, ACTOR_ID, { prints, names, fromCompendium });
    const entry = readEntry(storedEntry);
    sink += entries.length + (entry ? ledgerMobility(entry, { value: 3, max: 3 }).value : 0);
  }, { time: 2000, warmupIterations: 30 });
});

export const benchSink = () => sink;
