/**
 * Schema 5 (issue 36 #4): weapons record the rounds they hold. A weapon loaded before carries its usual round, so the
 * migration names its loaded count as that round when the actor owns it (with the round's effects), and leaves it
 * alone otherwise (plain rounds until the next reload).
 */
import { describe, expect, it, vi } from "vitest";
import { planNamedRounds } from "../../src/migrations/loaded-rounds.ts";
import { migrateActor } from "../../src/migrations/register.ts";

const crossbow = (value: number, rounds: unknown[] = []) => ({ reload: { capacity: 1, value, ammunition: "bolt", rounds } });
const bolts = { name: "Bolt", system: { identifier: "bolt", ammunition: { replaces: "", bonusDice: 0, addTypes: [], penetration: 1, extraDamage: [], riders: [] } } };
const named = { identifier: "bolt", name: "Bolt", count: 1, bonusDice: 0, addTypes: [], penetration: 1, extraDamage: [], riders: [] };

describe("planNamedRounds", () => {
  it("names a loaded weapon's rounds as the usual round the actor owns, with its effects", () => {
    expect(planNamedRounds(crossbow(1), [bolts])).toEqual([named]);
  });

  it("leaves an empty weapon, one already naming its rounds, one whose round the actor lacks, and non-weapons", () => {
    expect(planNamedRounds(crossbow(0), [bolts])).toBeNull();
    expect(planNamedRounds(crossbow(1, [named]), [bolts])).toBeNull();
    expect(planNamedRounds(crossbow(1), [])).toBeNull();
    expect(planNamedRounds({ quantity: 3 }, [bolts])).toBeNull();
  });
});

describe("migrateActor's named-rounds step", () => {
  it("writes the crossbow's rounds and nothing else", async () => {
    const item = (name: string, system: object) => ({ name, type: "weapon", system, effects: [], updateEmbeddedDocuments: vi.fn(async () => []), toObject: () => ({}), update: vi.fn(async () => ({})) });
    const bow = item("Light Crossbow", crossbow(1));
    const stack = item("Bolt", bolts.system);
    const failures: string[] = [];
    await migrateActor({ name: "Hero", items: [bow, stack], toObject: () => ({}), update: vi.fn(async () => ({})) }, failures);
    expect(bow.update).toHaveBeenCalledWith({ "system.reload.rounds": [named] }, expect.objectContaining({ meshalMigration: true }));
    expect(stack.update).not.toHaveBeenCalled();
    expect(failures).toEqual([]);
  });
});
