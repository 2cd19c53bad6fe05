import { describe, expect, it } from "vitest";
import { lifeSync, type LifeSyncInput } from "../../src/documents/logic/statuses.ts";

const sync = (state: LifeSyncInput["state"], current: string[], { storedDead = false, auto = [] as string[], postures = true } = {}) =>
  lifeSync({ state, storedDead, current: new Set(current), auto, postures });

describe("lifeSync (§7.1–7.2): statuses follow the life state, death is stored", () => {
  it("with the postures rule off (§9.4 [OPT]) adds only unconscious: there is no posture to fall into", () => {
    expect(sync("unconscious", [], { postures: false }).toggles).toEqual([{ id: "unconscious", active: true }]);
  });
  it("adds unconscious and, with postures on, prone when a pool empties, and remembers that it added unconscious", () => {
    expect(sync("unconscious", [])).toEqual({
      toggles: [{ id: "unconscious", active: true }, { id: "prone", active: true }], storeDead: false, auto: ["unconscious"], autoChanged: true,
    });
  });
  it("removes the unconscious it added once every attribute has a die again, but leaves prone alone", () => {
    expect(sync("conscious", ["unconscious", "prone"], { auto: ["unconscious"] })).toEqual({
      toggles: [{ id: "unconscious", active: false }], storeDead: false, auto: [], autoChanged: true,
    });
  });
  it("keeps a GM's manual unconscious (a sleep spell, a blow to the head) whatever the dice say", () => {
    expect(sync("conscious", ["unconscious"]).toggles).toEqual([]);
    expect(sync("dead", ["unconscious"]).toggles).toEqual([{ id: "dead", active: true, overlay: true }]);
  });
  it("stores a death the dice reached, adds dead (the tracker's defeated marker) and drops its own unconscious", () => {
    expect(sync("dead", ["unconscious", "prone"], { auto: ["unconscious"] })).toEqual({
      toggles: [{ id: "dead", active: true, overlay: true }, { id: "unconscious", active: false }],
      storeDead: true, auto: [], autoChanged: true,
    });
  });
  it("never removes dead: not when the dice come back, not a GM's manual dead on a creature with dice", () => {
    // stored death: the derived state stays dead although a rest or a potion gave dice back
    expect(sync("dead", ["dead"], { storedDead: true })).toEqual({ toggles: [], storeDead: false, auto: [], autoChanged: false });
    // a coup de grâce or a trap: the GM set dead by hand on a creature whose dice say conscious
    expect(sync("conscious", ["dead"]).toggles).toEqual([]);
    expect(sync("unconscious", ["dead"]).toggles).toEqual([{ id: "unconscious", active: true }, { id: "prone", active: true }]);
  });
  it("forgets statuses it added that someone else removed, and settles when nothing changes", () => {
    expect(sync("conscious", [], { auto: ["unconscious"] })).toMatchObject({ toggles: [], auto: [], autoChanged: true });
    expect(sync("unconscious", ["unconscious"], { auto: ["unconscious"] })).toEqual({ toggles: [], storeDead: false, auto: ["unconscious"], autoChanged: false });
    expect(sync("conscious", ["prone"])).toEqual({ toggles: [], storeDead: false, auto: [], autoChanged: false });
  });
});

describe("lifeSync: what it leaves alone", () => {
  it("does not add prone to a creature already lying down", () => {
    expect(sync("unconscious", ["prone"]).toggles).toEqual([{ id: "unconscious", active: true }]);
  });

  it("remembers its statuses as a sorted list, so the same set stored in another order is no change", () => {
    expect(sync("unconscious", ["zzz"], { auto: ["zzz"] }).auto).toEqual(["unconscious", "zzz"]);
    expect(sync("unconscious", ["unconscious", "zzz"], { auto: ["zzz", "unconscious"] })).toMatchObject({ toggles: [], autoChanged: false });
  });
});
