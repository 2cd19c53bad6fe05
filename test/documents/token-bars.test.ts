import { describe, expect, it } from "vitest";
import { speedBonusFor, tokenAttributeUpdate } from "../../src/documents/logic/token-bars.ts";

describe("speedBonusFor (token HUD edits of the derived speed)", () => {
  it("sets the bonus so the derived speed becomes the typed value", () => {
    // Derived 7 = bonus 1 + 6 from features; typing 9 stores bonus 3, not 9.
    expect(speedBonusFor(7, 1, 9, false)).toBe(3);
  });
  it("applies a relative change to the bonus", () => {
    expect(speedBonusFor(7, 1, -2, true)).toBe(-1);
    expect(speedBonusFor(7, 1, 0, true)).toBe(1);
  });
});

describe("tokenAttributeUpdate (what a token-bar edit writes, before the modifyTokenAttribute hook hears it)", () => {
  const view = {
    speed: 7,
    storedSpeed: 1,
    attributes: { might: { value: 2, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 0, total: 2 } },
  };
  it("turns a pool edit into dice lost, clamped to 0…total", () => {
    expect(tokenAttributeUpdate("attributes.might", 3, false, view)).toEqual({ "system.attributes.might.lost": 1 });
    expect(tokenAttributeUpdate("attributes.might", -1, true, view)).toEqual({ "system.attributes.might.lost": 3 });
    expect(tokenAttributeUpdate("attributes.spirit", 9, false, view)).toEqual({ "system.attributes.spirit.lost": 0 });
    expect(tokenAttributeUpdate("attributes.energy", -5, true, view)).toEqual({ "system.attributes.energy.lost": 3 });
  });
  it("turns a speed edit into the stored bonus", () => {
    expect(tokenAttributeUpdate("speed", 9, false, view)).toEqual({ "system.speed": 3 });
  });
  it("leaves other attributes and non-numbers to core", () => {
    expect(tokenAttributeUpdate("mobility", 2, false, view)).toBeNull();
    expect(tokenAttributeUpdate("attributes.might", Number.NaN, false, view)).toBeNull();
  });
});

describe("tokenAttributeUpdate: only the three pool paths", () => {
  const view = { speed: 7, storedSpeed: 1, attributes: { might: { value: 2, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 0, total: 2 } } };
  it("leaves a path that merely contains a pool path to core", () => {
    expect(tokenAttributeUpdate("flags.attributes.might", 1, false, view)).toBeNull();
    expect(tokenAttributeUpdate("attributes.might.lost", 1, false, view)).toBeNull();
  });
});
