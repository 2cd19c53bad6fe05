/**
 * Issue 34, item 2: the deciding fields read flat, their diff and fingerprint, and the GM's log of player changes —
 * what counts as not accepted, what an accept clears, and the bounds a player cannot push the log past.
 */
import { describe, expect, it } from "vitest";
import { changedFields, decidingFields, fingerprint, ITEM_DECIDING_PATHS, touchesDeciding } from "../../src/documents/change-log/deciding-fields.ts";
import {
  ACTOR_DOC, acceptActor, actorLog, CHANGE_LOG_LIMITS, notePrint, readChangeLog, recordChanges, unacceptedChanges, type ActorReading, type ChangeEntry,
} from "../../src/documents/change-log/change-log.ts";

const ACTOR = "actor00000000001";
const ITEM = "fists00000000001";
const weapon = (bonus: number, extra: Record<string, unknown> = {}) => ({
  name: "Fists", system: { attacks: [{ dice: { pools: ["might"], bonus }, defenses: ["block", "dodge"], penetration: 0 }], reload: { value: 3, rounds: [] }, description: "<p>x</p>", ...extra },
});
const entry = (over: Partial<ChangeEntry> = {}): ChangeEntry => ({ doc: ITEM, name: "Fists", path: "attacks.0.dice.bonus", from: "0", to: "20", by: "Ann", at: 1, ...over });
const reading = (prints: Record<string, string>, fromCompendium: ActorReading["fromCompendium"] = {}): ActorReading => ({ prints, names: { [ITEM]: "Fists", [ACTOR_DOC]: "Hero" }, fromCompendium });

describe("deciding fields", () => {
  it("read the attack's dice and defenses leaf by leaf, and leave out what decides nothing", () => {
    const flat = decidingFields(weapon(0), ITEM_DECIDING_PATHS);
    expect(flat["system.attacks.0.dice.bonus"]).toBe("0");
    expect(flat["system.attacks.0.defenses.1"]).toBe('"dodge"');
    expect(Object.keys(flat).some((k) => k.includes("description"))).toBe(false);
  });

  it("name each changed leaf with both values, and a rewritten weapon changes its fingerprint", () => {
    const before = decidingFields(weapon(0), ITEM_DECIDING_PATHS);
    const after = decidingFields(weapon(148, {}), ITEM_DECIDING_PATHS);
    expect(changedFields(before, after)).toEqual([{ path: "attacks.0.dice.bonus", from: "0", to: "148" }]);
    expect(fingerprint(before)).not.toBe(fingerprint(after));
    expect(fingerprint(before)).toBe(fingerprint(decidingFields(weapon(0), ITEM_DECIDING_PATHS)));
    expect(fingerprint(before)).toMatch(/^[0-9a-f]{16}$/);
  });

  it("leave out the rounds loaded and the charge left: a reload changes nothing that decides", () => {
    const source = decidingFields(weapon(0), ITEM_DECIDING_PATHS);
    const fired = decidingFields({ ...weapon(0), system: { ...weapon(0).system, reload: { value: 0, rounds: [] } } }, ITEM_DECIDING_PATHS);
    expect(changedFields(source, fired)).toEqual([]);
  });

  it("tell an update that touches them from one that does not", () => {
    expect(touchesDeciding({ system: { attacks: [] } }, ITEM_DECIDING_PATHS)).toBe(true);
    expect(touchesDeciding({ system: { reload: { value: 2 } } }, ITEM_DECIDING_PATHS)).toBe(false);
    expect(touchesDeciding({ system: { equipped: true }, name: "x" }, ITEM_DECIDING_PATHS)).toBe(false);
  });

  it("clip long values", () => {
    const [change] = changedFields({ a: "x" }, { a: `"${"y".repeat(500)}"` });
    expect(change!.to.length).toBeLessThanOrEqual(60);
  });
});

describe("the GM's log", () => {
  it("holds a player's change to a document the GM never accepted, and nothing once it is accepted", () => {
    const log = recordChanges({ actors: {} }, ACTOR, [entry()]);
    expect(unacceptedChanges(log, ACTOR, reading({ [ITEM]: "a".repeat(16) }))).toEqual([entry()]);
    const accepted = acceptActor(log, ACTOR, { [ITEM]: "a".repeat(16) });
    expect(actorLog(accepted, ACTOR).pending).toEqual([]);
    expect(actorLog(accepted, ACTOR).accepted).toEqual([entry()]);
    expect(unacceptedChanges(accepted, ACTOR, reading({ [ITEM]: "a".repeat(16) }))).toEqual([]);
  });

  it("sees a change made while no GM watched (the fingerprint moved) and a compendium item that differs", () => {
    const log = notePrint({ actors: {} }, ACTOR, ACTOR_DOC, "b".repeat(16));
    const found = unacceptedChanges(log, ACTOR, reading({ [ACTOR_DOC]: "c".repeat(16), [ITEM]: "d".repeat(16) }, { [ITEM]: [{ path: "attacks.0.dice.bonus", from: "0", to: "148" }] }));
    expect(found).toEqual([
      { doc: ACTOR_DOC, name: "Hero", path: "", from: "", to: "", by: "", at: 0 },
      { doc: ITEM, name: "Fists", path: "attacks.0.dice.bonus", from: "0", to: "148", by: "", at: 0 },
    ]);
  });

  it("keeps one entry per field (first old, newest new) and drops a field changed back", () => {
    let log = recordChanges({ actors: {} }, ACTOR, [entry({ from: "0", to: "20" })]);
    log = recordChanges(log, ACTOR, [entry({ from: "20", to: "50", at: 2 })]);
    expect(actorLog(log, ACTOR).pending).toEqual([entry({ from: "0", to: "50", at: 2 })]);
    log = recordChanges(log, ACTOR, [entry({ from: "50", to: "0", at: 3 })]);
    expect(actorLog(log, ACTOR).pending).toEqual([]);
  });

  it("stays within its bounds however much a player changes", () => {
    let log = { actors: {} };
    for (let i = 0; i < 200; i++) log = recordChanges(log, ACTOR, [entry({ path: `attacks.${i}.hits`, from: "1", to: "9" })]);
    expect(actorLog(log, ACTOR).pending).toHaveLength(CHANGE_LOG_LIMITS.pending);
    for (let i = 0; i < CHANGE_LOG_LIMITS.actors + 20; i++) log = recordChanges(log, `actor${String(i).padStart(11, "0")}`, [entry()]);
    expect(Object.keys(readChangeLog(log).actors)).toHaveLength(CHANGE_LOG_LIMITS.actors);
  });

  it("reads a stored log strictly: malformed parts are left out", () => {
    const stored = { actors: { [ACTOR]: { pending: [entry(), { ...entry(), at: "now" }, "x"], accepted: "no", prints: { [ITEM]: "zz", [ACTOR_DOC]: "e".repeat(16) } }, "bad id": {} } };
    expect(readChangeLog(stored)).toEqual({ actors: { [ACTOR]: { pending: [entry()], accepted: [], prints: { [ACTOR_DOC]: "e".repeat(16) } } } });
    expect(readChangeLog(false)).toEqual({ actors: {} });
  });
});
