/**
 * Repairing an object ([OPT] §8.2, `objectRepair`): the attempt is rolled with a difficulty (the roll dialog's), then
 * 3 dice; a success adds their points to the durability, a failure takes them off; the result is written and told.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const rolls: { total: number; meshal: { difficulty: number | null } }[] = [];
vi.mock("../../src/dice/check.ts", () => ({ rollActorCheck: vi.fn(async () => rolls.shift() ?? null) }));
const info = vi.fn();
const warn = vi.fn();
Object.assign(globalThis, {
  game: { user: { character: null }, i18n: { format: (key: string) => key, localize: (key: string) => key } },
  ui: { notifications: { info, warn } },
});
const { repairObjectActor } = await import("../../src/sheets/actor/object-repair.ts");

const door = (value: number) => {
  const actor = { type: "object", name: "Door", system: { durability: { value, max: 10 } }, update: vi.fn(async () => actor) };
  return actor;
};
const roll = (total: number, difficulty: number | null = null) => ({ total, meshal: { difficulty } });

beforeEach(() => {
  rolls.length = 0;
  info.mockClear();
  warn.mockClear();
});

describe("repairing an object", () => {
  it("a success restores the points of the 3 dice", async () => {
    const actor = door(3);
    rolls.push(roll(4, 2), roll(3));
    await repairObjectActor(actor as never);
    expect(actor.update).toHaveBeenCalledWith({ system: { durability: { value: 6 } } });
    expect(info).toHaveBeenCalledWith("MESHAL.Object.repair.succeeded");
  });

  it("a failure (points not above the difficulty) loses them", async () => {
    const actor = door(3);
    rolls.push(roll(2, 2), roll(2));
    await repairObjectActor(actor as never);
    expect(actor.update).toHaveBeenCalledWith({ system: { durability: { value: 1 } } });
    expect(info).toHaveBeenCalledWith("MESHAL.Object.repair.failed");
  });

  it("needs a difficulty, and a closed dialog changes nothing", async () => {
    const actor = door(3);
    rolls.push(roll(4, null));
    await repairObjectActor(actor as never);
    expect(warn).toHaveBeenCalledWith("MESHAL.Object.repair.needsDifficulty");
    await repairObjectActor(actor as never);
    expect(actor.update).not.toHaveBeenCalled();
  });
});
