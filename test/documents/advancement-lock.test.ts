/** When a character may advance (§3.5 [DEC]): at creation, in a rest's window, when the GM unlocked it, or as the GM. */
import { describe, expect, it } from "vitest";
import { advanceOpenBecause, advancementLocked, inCreation, type AdvanceState } from "../../src/documents/logic/advancement-lock.ts";
import { planIntensify, planObtain, planRaiseTrained, planRenounce, type AbilityView } from "../../src/documents/logic/potential.ts";
import { advanceLockView } from "../../src/sheets/character/advancement.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { viewOf } from "./view.ts";

const closed: AdvanceState = { creation: false, rested: false, unlocked: false, isGM: false };

describe("the advancement lock", () => {
  it("is open at creation, for the GM, when the GM unlocked it and after a rest; locked otherwise", () => {
    expect(advanceOpenBecause(closed)).toBeNull();
    expect(advancementLocked(closed)).toBe(true);
    expect(advanceOpenBecause({ ...closed, creation: true })).toBe("creation");
    expect(advanceOpenBecause({ ...closed, isGM: true })).toBe("gm");
    expect(advanceOpenBecause({ ...closed, unlocked: true })).toBe("unlocked");
    expect(advanceOpenBecause({ ...closed, rested: true })).toBe("rested");
    expect(advancementLocked({ ...closed, rested: true })).toBe(false);
  });

  it("tells a character in creation by its flag, or by nothing spent, chosen or trained yet", () => {
    const fresh = { attributes: { might: { trained: 3 }, energy: { trained: 3 }, spirit: { trained: 3 } }, potential: { log: [] } };
    expect(inCreation(undefined, fresh, false)).toBe(true);
    expect(inCreation(undefined, fresh, true)).toBe(false);
    expect(inCreation(undefined, { ...fresh, potential: { log: [{}] } }, false)).toBe(false);
    expect(inCreation(undefined, { ...fresh, attributes: { ...fresh.attributes, might: { trained: 4 } } }, false)).toBe(false);
    expect(inCreation(true, { ...fresh, potential: { log: [{}] } }, true)).toBe(true);
    expect(inCreation(false, fresh, false)).toBe(false);
  });
});

describe("the potential planners refuse every advancement while locked", () => {
  const view = viewOf(freshCharacter()) as never;
  const owned = I.ability("Crush", 1, "might") as unknown as AbilityView;
  const locked = { locked: true };
  it.each([
    ["raise", () => planRaiseTrained(view, "might", locked)],
    ["obtain", () => planObtain(view, I.ability("Herb lore", 1, "common") as unknown as AbilityView, [], locked)],
    ["intensify", () => planIntensify(view, owned, locked)],
    ["renounce", () => planRenounce(view, owned, locked)],
  ])("%s", (_name, plan) => {
    expect(plan()).toEqual({ ok: false, warn: "MESHAL.Warn.advancementLocked" });
  });
  it("and allow a raise when open (the same call without the lock)", () => {
    expect(planRaiseTrained(view, "might", { locked: false })).toMatchObject({ ok: true });
  });
  it("a fight still refuses first", () => {
    expect(planRaiseTrained(view, "might", { locked: true, inMoment: true })).toEqual({ ok: false, warn: "MESHAL.Warn.notDuringMoment" });
  });
});

describe("advanceLockView (the sheet's hint and the GM's toggle)", () => {
  it("a locked player sees the controls off and the reason", () => {
    expect(advanceLockView(closed)).toEqual({ locked: true, hintKey: "MESHAL.Advance.locked", toggle: null });
  });
  it("the GM is never locked, is told so, and may unlock or lock again for the player", () => {
    expect(advanceLockView({ ...closed, isGM: true })).toEqual({ locked: false, hintKey: "MESHAL.Advance.open.gm", toggle: { unlock: true, labelKey: "MESHAL.Advance.unlock" } });
    expect(advanceLockView({ ...closed, isGM: true, unlocked: true }).toggle).toEqual({ unlock: false, labelKey: "MESHAL.Advance.lock" });
  });
  it("an open window says why; creation and non-characters say nothing", () => {
    expect(advanceLockView({ ...closed, rested: true })).toEqual({ locked: false, hintKey: "MESHAL.Advance.open.rested", toggle: null });
    expect(advanceLockView({ ...closed, unlocked: true }).hintKey).toBe("MESHAL.Advance.open.unlocked");
    expect(advanceLockView({ ...closed, creation: true, isGM: true })).toEqual({ locked: false, hintKey: null, toggle: null });
    expect(advanceLockView(null)).toEqual({ locked: false, hintKey: null, toggle: null });
  });
});
