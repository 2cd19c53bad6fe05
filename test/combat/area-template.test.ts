/**
 * The shape an area attack is placed as (docs/rules.md §9.1 [DEC] "Placing an area"), read from every area the packs
 * store, and the cone and line tests the placement measures with.
 */
import { describe, expect, it } from "vitest";
import { areaTemplateOf, drawnReach, DEFAULT_SECTOR_ANGLE } from "../../src/combat/attack/targets/area-template.ts";
import { inCone, onLine } from "../../src/combat/attack/targets/area-inside.ts";
import { byIdentifier, packSources } from "../support/packs.ts";

const area = (shape: string, radius: number, extra: Record<string, unknown> = {}) => ({ area: { shape, radius, angle: 0, center: "self", excludes: "", ...extra } });
const abilities = packSources("abilities").map((s) => s.doc);
const firstAttack = (identifier: string): unknown => (byIdentifier(abilities, identifier).system as { attacks: unknown[] }).attacks[0];

describe("the shape of an area attack", () => {
  it("reads the packs' areas: a circle on the attacker, a sector's stored angle, a ray, a circle at an impact point", () => {
    expect(areaTemplateOf(firstAttack("stench-cloud"))).toEqual({ kind: "circle", steps: 2, angle: 0, onAttacker: true, excludes: "self" });
    expect(areaTemplateOf(firstAttack("palm-of-winter-wind"))).toEqual({ kind: "cone", steps: 3, angle: 30, onAttacker: true, excludes: "self" });
    expect(areaTemplateOf(firstAttack("piercing-ray"))).toEqual({ kind: "line", steps: 9, angle: 0, onAttacker: true, excludes: "" });
    expect(areaTemplateOf(firstAttack("fireball"))).toEqual({ kind: "circle", steps: 2, angle: 0, onAttacker: false, excludes: "" });
    expect(areaTemplateOf(firstAttack("hellfire-circle"))).toMatchObject({ kind: "circle", steps: 3, excludes: "selfAndAllies" });
  });

  it("gives a sector stored with no angle the 90° front sector (Stone Shot)", () => {
    expect(areaTemplateOf(firstAttack("stone-shot"))).toMatchObject({ kind: "cone", steps: 6, angle: DEFAULT_SECTOR_ANGLE });
    expect(DEFAULT_SECTOR_ANGLE).toBe(90);
  });

  it("places an 'adjacent' area as a circle of 1, and no ring, path, weapon reach, empty area or zero radius", () => {
    expect(areaTemplateOf(area("adjacent", 0, { center: "target" }))).toMatchObject({ kind: "circle", steps: 1, onAttacker: false });
    for (const shape of ["ring", "path", "weaponReach", ""]) expect(areaTemplateOf(area(shape, 2))).toBeNull();
    expect(areaTemplateOf(area("circle", 0))).toBeNull();
    expect(areaTemplateOf({})).toBeNull();
    expect(areaTemplateOf("not an attack")).toBeNull();
  });

  it("draws the outline half a space beyond the last space inside: from the attacker's size, or from the centre space", () => {
    const onYou = areaTemplateOf(area("circle", 2))!;
    expect(drawnReach(onYou, 1)).toBe(2.5);
    expect(drawnReach(onYou, 3)).toBe(3.5);
    expect(drawnReach(areaTemplateOf(area("circle", 2, { center: "impactPoint" }))!, 3)).toBe(2.5);
  });
});

describe("the cone and line tests", () => {
  const origin = { x: 0, y: 0 };
  it("a cone holds what lies within half its angle of the heading, never its apex", () => {
    expect(inCone(origin, 0, 30, { x: 100, y: 26 })).toBe(true); // 14.6° off
    expect(inCone(origin, 0, 30, { x: 100, y: 30 })).toBe(false); // 16.7° off
    expect(inCone(origin, 90, 90, { x: 0, y: 100 })).toBe(true); // south, y down
    expect(inCone(origin, 350, 30, { x: 100, y: -10 })).toBe(true); // across 0°
    expect(inCone(origin, 0, 90, origin)).toBe(false);
  });

  it("a line holds what lies ahead of its origin within half its width", () => {
    expect(onLine(origin, 0, 50, { x: 300, y: 50 })).toBe(true);
    expect(onLine(origin, 0, 50, { x: 300, y: 51 })).toBe(false);
    expect(onLine(origin, 0, 50, { x: -10, y: 0 })).toBe(false);
    expect(onLine(origin, 90, 50, { x: 0, y: 300 })).toBe(true);
  });
});
