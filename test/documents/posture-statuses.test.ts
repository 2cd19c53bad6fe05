import { describe, expect, it } from "vitest";
import { syncPostureEntries } from "../../src/documents/posture-statuses.ts";

describe("posture statuses in CONFIG.statusEffects (§9.4 [OPT])", () => {
  const core = () => [{ id: "dead", name: "Dead", img: "a" }, { id: "prone", name: "EFFECT.StatusProne", img: "b" }];

  it("off: core's list is left as it was", () => {
    const list = core();
    syncPostureEntries(list, false, new Set());
    expect(list).toEqual(core());
  });

  it("on: crouching and sitting join, core's prone takes the system's label; off again removes only what was added", () => {
    const list = core();
    const ours = new Set<string>();
    syncPostureEntries(list, true, ours);
    expect(list.map((s) => s.id)).toEqual(["dead", "prone", "sitting", "crouching"]);
    expect(list.find((s) => s.id === "prone")!.name).toBe("MESHAL.Posture.prone");
    syncPostureEntries(list, true, ours);
    expect(list).toHaveLength(4);
    syncPostureEntries(list, false, ours);
    expect(list.map((s) => s.id)).toEqual(["dead", "prone"]);
  });
});
