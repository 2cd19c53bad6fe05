import { describe, expect, it } from "vitest";
import { decideInitiativeRequest, MAX_INITIATIVE_IDS, parseInitiativeSlip } from "../../src/combat/initiative/initiative-request.ts";

const id = (n: number) => `cmb${String(n).padStart(13, "0")}`;
const slip = (over: Record<string, unknown> = {}) => ({ id: "slip000000000001", combatId: "combat0000000001", combatantIds: [id(1)], ...over });
const bad = { ok: false, reasonKey: "MESHAL.Query.badPayload" };

describe("initiative request parsing", () => {
  it("reads a slip of 1 to MAX distinct combatant ids and nothing else", () => {
    expect(parseInitiativeSlip(slip())).toEqual({ ok: true, value: slip() });
    const most = Array.from({ length: MAX_INITIATIVE_IDS }, (_, i) => id(i));
    expect(parseInitiativeSlip(slip({ combatantIds: most })).ok).toBe(true);
    expect(parseInitiativeSlip(slip({ combatantIds: [...most, id(MAX_INITIATIVE_IDS)] }))).toEqual(bad);
    expect(parseInitiativeSlip(slip({ combatantIds: [] }))).toEqual(bad);
    expect(parseInitiativeSlip(slip({ combatantIds: [id(1), id(1)] }))).toEqual(bad);
    expect(parseInitiativeSlip(slip({ combatantIds: [id(1), 7] }))).toEqual(bad);
    expect(parseInitiativeSlip(slip({ combatantIds: [`${id(1)}x`] }))).toEqual(bad);
    expect(parseInitiativeSlip(slip({ tieBreaks: [6] }))).toEqual(bad);
    expect(parseInitiativeSlip(slip({ combatId: "../combat" }))).toEqual(bad);
  });
});

describe("who may have initiative rolled", () => {
  const owned = new Map([[id(1), true], [id(2), false]]);
  it("a player for combatants they own, a GM for any combatant of the combat", () => {
    expect(decideInitiativeRequest([id(1)], { isGM: false, combatFound: true, owned })).toEqual({ ok: true });
    expect(decideInitiativeRequest([id(1), id(2)], { isGM: false, combatFound: true, owned })).toEqual({ ok: false, reasonKey: "MESHAL.Query.notYourCombatant" });
    expect(decideInitiativeRequest([id(1), id(2)], { isGM: true, combatFound: true, owned })).toEqual({ ok: true });
  });
  it("nothing for a missing combat or a combatant not in it", () => {
    expect(decideInitiativeRequest([id(1)], { isGM: true, combatFound: false, owned: new Map() })).toEqual({ ok: false, reasonKey: "MESHAL.Query.noCombat" });
    expect(decideInitiativeRequest([id(3)], { isGM: true, combatFound: true, owned })).toEqual({ ok: false, reasonKey: "MESHAL.Query.noCombat" });
  });
});
