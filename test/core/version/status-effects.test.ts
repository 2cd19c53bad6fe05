/**
 * The status-effects seam (src/core/version/status-effects.ts): find, add and remove statuses by id in
 * `CONFIG.statusEffects` as the run's version holds it (test/stage/status-effects.ts: v13's array, v14's registry).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { coreStatuses } from "../../../src/core/version/status-effects.ts";
import { CORE_STATUSES, installStatusEffects, listedStatuses, statusById } from "../../stage/status-effects.ts";

const config: Record<string, unknown> = {};
(globalThis as Record<string, unknown>).CONFIG = config;
const ids = () => listedStatuses(config.statusEffects).map((s) => s.id);

beforeEach(() => installStatusEffects(config, CORE_STATUSES));

describe("coreStatuses", () => {
  it("finds a status by id, and nothing for an unknown id", () => {
    expect(coreStatuses.find("stun")).toMatchObject({ id: "stun", name: "EFFECT.StatusStunned" });
    expect(coreStatuses.find("nonsense")).toBeUndefined();
  });

  it("adds a status core then finds under its id, and a found entry's name can be changed in place", () => {
    coreStatuses.add({ id: "sitting", name: "MESHAL.Posture.sitting", img: "icons/svg/anchor.svg" });
    expect(statusById(config.statusEffects, "sitting")).toMatchObject({ id: "sitting" });
    coreStatuses.find("prone")!.name = "MESHAL.Posture.prone";
    expect(statusById(config.statusEffects, "prone")!.name).toBe("MESHAL.Posture.prone");
  });

  it("removes a status from the middle and leaves every other under its own id", () => {
    coreStatuses.remove("sleep");
    coreStatuses.remove("nonsense");
    const left = CORE_STATUSES.filter((s) => s.id !== "sleep");
    expect(ids()).toEqual(left.map((s) => s.id));
    for (const s of left) expect(statusById(config.statusEffects, s.id), s.id).toMatchObject({ id: s.id, img: s.img });
  });
});
