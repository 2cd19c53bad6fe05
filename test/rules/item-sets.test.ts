import { describe, expect, it } from "vitest";
import { isSetComplete, setBonuses, setBonusLost, type SetMember } from "../../src/rules/index.ts";

const spirit1 = { might: 0, energy: 0, spirit: 1 };
const member = (identifier: string, partners: string[], key = "pair", bonus = spirit1): SetMember => ({ identifier, set: { key, partners, bonus } });
const touch = member("omazs-holy-touch", ["ovilians-murmur-of-despair"]);
const murmur = member("ovilians-murmur-of-despair", ["omazs-holy-touch"]);
const plain = member("ring", [], "");

describe("item sets", () => {
  it("a set is complete only when the item and every partner are equipped", () => {
    expect(isSetComplete(touch, new Set(["omazs-holy-touch", "ovilians-murmur-of-despair"]))).toBe(true);
    expect(isSetComplete(touch, new Set(["omazs-holy-touch"]))).toBe(false);
    expect(isSetComplete(touch, new Set(["ovilians-murmur-of-despair"]))).toBe(false);
    expect(isSetComplete(plain, new Set(["ring"]))).toBe(false);
  });
  it("grants the bonus once when both items of a pair are equipped", () => {
    expect(setBonuses([touch, murmur])).toEqual({ might: 0, energy: 0, spirit: 1 });
  });
  it("grants nothing with only one item of the set, or with none", () => {
    expect(setBonuses([touch])).toEqual({ might: 0, energy: 0, spirit: 0 });
    expect(setBonuses([murmur, plain])).toEqual({ might: 0, energy: 0, spirit: 0 });
    expect(setBonuses([])).toEqual({ might: 0, energy: 0, spirit: 0 });
  });
  it("counts two copies of a set's item once, and different complete sets each once", () => {
    expect(setBonuses([touch, touch, murmur])).toEqual({ might: 0, energy: 0, spirit: 1 });
    const a = member("a", ["b"], "ab", { might: 2, energy: 0, spirit: 0 });
    const b = member("b", ["a"], "ab", { might: 2, energy: 0, spirit: 0 });
    expect(setBonuses([touch, murmur, a, b])).toEqual({ might: 2, energy: 0, spirit: 1 });
  });
  it("a set of three needs all three", () => {
    const x = member("x", ["y", "z"], "xyz");
    const y = member("y", ["x", "z"], "xyz");
    expect(setBonuses([x, y])).toEqual({ might: 0, energy: 0, spirit: 0 });
    expect(setBonuses([x, y, member("z", ["x", "y"], "xyz")])).toEqual({ might: 0, energy: 0, spirit: 1 });
  });
  it("loses a complete set's bonus when one of its items is taken off, unless a second copy keeps it complete", () => {
    const none = { might: 0, energy: 0, spirit: 0 };
    expect(setBonusLost([touch, murmur], "omazs-holy-touch")).toEqual(spirit1);
    expect(setBonusLost([touch, murmur, plain], "ring")).toEqual(none);
    expect(setBonusLost([touch], "omazs-holy-touch")).toEqual(none);
    expect(setBonusLost([touch, touch, murmur], "omazs-holy-touch")).toEqual(none);
    expect(setBonusLost([touch, murmur], "not-equipped")).toEqual(none);
  });
  it("another set that stays complete keeps its bonus: only the broken set's bonus is lost", () => {
    const duo = { might: 2, energy: 1, spirit: 0 };
    const x = member("x", ["y"], "duo", duo);
    const y = member("y", ["x"], "duo", duo);
    expect(setBonusLost([touch, murmur, x, y], "omazs-holy-touch")).toEqual(spirit1);
    expect(setBonusLost([touch, murmur, x, y], "y")).toEqual(duo);
  });
});
