/** §8.2: an attackable object takes no turns, so it never becomes a combatant (the creation is cancelled, with a warning). */
import { beforeAll, describe, expect, it, vi } from "vitest";

const warn = vi.fn();
class FakeCombatant {
  actor: unknown = null;
  parent: { started: boolean; round: number } | null = null;
  async _preCreate(): Promise<boolean | void> {}
  updateSource(): void {}
}
let MeshalCombatant: new () => FakeCombatant;

beforeAll(async () => {
  // Roll: core's global, which the combatant's initiative roll (PointsRoll) extends when the module loads.
  Object.assign(globalThis, { Combatant: FakeCombatant, Roll: class Roll {}, ui: { notifications: { warn } }, game: {} });
  // Cast: on this stub the system's class extends FakeCombatant.
  MeshalCombatant = (await import("../../src/combat/tracker/combatant.ts")).MeshalCombatant as unknown as new () => FakeCombatant;
});

const create = (actor: object) => Object.assign(new MeshalCombatant(), { actor })._preCreate();

describe("objects and combat", () => {
  it("refuses an object's combatant and says why; a creature's is created", async () => {
    expect(await create({ type: "object", name: "Iron door" })).toBe(false);
    expect(warn).toHaveBeenCalledWith("MESHAL.Warn.objectNoCombat");
    warn.mockClear();
    expect(await create({ type: "npc", name: "Brute" })).not.toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });
});
