/** §3.6 duration / §10.2: which continuing effects a new one replaces, seed (same-named ability) and newer (any identical). */
import { describe, expect, it } from "vitest";
import { changesSignature, replacedEffects, type EffectView } from "../../src/documents/logic/effect-replacement.ts";

const plus1 = changesSignature([{ key: "system.mobility.max", type: "add", value: "1" }]);
const plus2 = changesSignature([{ key: "system.mobility.max", type: "add", value: "2" }]);
const view = (id: string, name: string, sourceAbility: string | null, changes = plus1, statuses: string[] = []): EffectView =>
  ({ id, name, sourceAbility, changes, statuses });

describe("replacedEffects", () => {
  const existing = [
    view("a", "Haste", "Haste"),
    view("b", "Nimble", "Fleet Foot"),
    view("c", "Nimble", "Quick Step", plus2),
    view("p", "prone", null, plus1, ["prone"]),
  ];

  it("seed: an effect from a same-named ability replaces, whoever cast it and whatever it changes", () => {
    expect(replacedEffects(view("new", "Haste", "Haste", plus2), existing, false)).toEqual(["a"]);
  });

  it("seed: an identical effect from another ability does not replace", () => {
    expect(replacedEffects(view("new", "Nimble", "Shadow Step"), existing, false)).toEqual([]);
  });

  it("newer: any identical effect replaces, whatever its source; a different one stays", () => {
    expect(replacedEffects(view("new", "Nimble", "Shadow Step"), existing, true)).toEqual(["b"]);
    expect(replacedEffects(view("new", "Nimble", null, plus2), existing, true)).toEqual(["c"]);
  });

  it("leaves effects that change nothing alone (a blank effect just added on a sheet)", () => {
    const blank = changesSignature([]);
    expect(replacedEffects(view("new", "New Effect", "New Effect", blank), [view("old", "New Effect", "New Effect", blank)], true)).toEqual([]);
    expect(replacedEffects(view("new", "Haste", "Haste"), [view("old", "Haste", "Haste", blank)], true)).toEqual([]);
  });

  it("never replaces the new effect itself or a status condition", () => {
    expect(replacedEffects(view("a", "Haste", "Haste"), existing, true)).toEqual([]);
    expect(replacedEffects(view("new", "prone", null, plus1, ["prone"]), existing, true)).toEqual([]);
    expect(replacedEffects(view("new", "prone", null, plus1), existing, true)).toEqual([]);
  });

  it("compares changes by key, type and value", () => {
    expect(changesSignature([])).toBe("[]");
    expect(changesSignature([{ key: "k", type: "add", value: "1" }])).toBe('[["k","add","1"]]');
    expect(changesSignature([{ key: "k", type: "add", value: "1" }])).not.toBe(changesSignature([{ key: "k", type: "override", value: "1" }]));
    expect(plus1).not.toBe(plus2);
  });

  it("an effect that changes nothing replaces nothing, even from a same-named ability", () => {
    expect(replacedEffects(view("new", "Haste", "Haste", changesSignature([])), [view("old", "Haste", "Haste")], false)).toEqual([]);
  });

  it("seed: effects from no ability never replace each other", () => {
    expect(replacedEffects(view("new", "Nimble", null), [view("old", "Blessing", null)], false)).toEqual([]);
  });
});
