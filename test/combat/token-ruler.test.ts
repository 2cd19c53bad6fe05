/**
 * The drag ruler (§9.3): the label's speed and the path's color follow the mode the drag uses and, in a fight, the ⚡
 * left; with the newer movement its rule. The class is checked on a stand-in for core's TokenRuler: only the hooks
 * it overrides are called, with waypoints shaped as v13 passes them (action, measurement.cost).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { compileTemplate } from "../support/handlebars.ts";

const settings = new Map<string, boolean>();
const g = globalThis as unknown as Record<string, unknown>;
g.game = { settings: { get: (_scope: string, key: string) => settings.get(key) ?? false }, combats: { contents: [] as unknown[] } };
const { defineTokenRuler, readWaypoint, TIER_COLORS } = await import("../../src/combat/token-ruler.ts");

/** Core's ruler as far as ours extends it: a label context and plain styles. */
class StandInRuler {
  constructor(readonly token: { actor: unknown }) {}
  _getWaypointLabelContext(_waypoint: unknown, _state: unknown): Record<string, unknown> | undefined {
    return { distance: { total: 7 }, units: "steps" };
  }
  _getSegmentStyle(_waypoint: unknown): { color?: number } {
    return {};
  }
  _getGridHighlightStyle(_waypoint: unknown, _offset: unknown): { color?: number } {
    return {};
  }
}
// Cast: the stand-in has only the members the system's ruler uses.
const Ruler = defineTokenRuler(StandInRuler as never) as unknown as new (token: { actor: unknown }) => StandInRuler;
const hero = { system: { movementModes: [{ mode: "walk", poor: false, speed: 5 }, { mode: "climb", poor: true, speed: 0.5 }], mobility: { value: 2 } } };
const at = (action: string, cost: number) => ({ action, measurement: { cost } });

beforeEach(() => settings.clear());

describe("the token ruler", () => {
  it("labels the walking speed and colors a path within one move green, beyond the speed amber (no fight: ⚡ not counted)", () => {
    const ruler = new Ruler({ actor: hero });
    expect(ruler._getWaypointLabelContext(at("walk", 5), {})).toMatchObject({ meshal: { speed: 5, tier: "move" } });
    expect(ruler._getSegmentStyle(at("walk", 5)).color).toBe(TIER_COLORS.move);
    expect(ruler._getSegmentStyle(at("walk", 12)).color).toBe(TIER_COLORS.mobility);
    expect(ruler._getGridHighlightStyle(at("walk", 12), {}).color).toBe(TIER_COLORS.mobility);
  });

  it("climbing uses the climbing speed (½: 2⚡ a step); with the newer movement it cannot climb at all", () => {
    const ruler = new Ruler({ actor: hero });
    expect(ruler._getWaypointLabelContext(at("climb", 1), {})).toMatchObject({ meshal: { speed: 0.5, tier: "mobility" } });
    settings.set("newerMovement", true);
    expect(ruler._getWaypointLabelContext(at("climb", 1), {})).toMatchObject({ meshal: { speed: 0, tier: "beyond" } });
    expect(ruler._getSegmentStyle(at("climb", 1)).color).toBe(TIER_COLORS.beyond);
  });

  it("leaves teleports and tokens without an actor as core draws them", () => {
    expect(new Ruler({ actor: hero })._getSegmentStyle(at("blink", 30)).color).toBeUndefined();
    expect(new Ruler({ actor: null })._getWaypointLabelContext(at("walk", 3), {})).toEqual({ distance: { total: 7 }, units: "steps" });
  });
});

describe("readWaypoint", () => {
  it("counts the ⚡ left in a fight", () => {
    const mover = { modes: [{ mode: "walk", speed: 5 }], mobilityLeft: 2 };
    expect(readWaypoint(mover, "walk", 10, false)?.tier).toBe("mobility");
    expect(readWaypoint(mover, "walk", 11, false)?.tier).toBe("beyond");
    expect(readWaypoint(mover, "displace", 11, false)).toBeNull();
  });
});

describe("the waypoint label", () => {
  it("reads \"N steps / speed S\" with the tier's class, one root element", () => {
    const html = compileTemplate("canvas/waypoint-label.hbs")({ cssClass: "", action: { icon: "", label: "" }, distance: { total: 7, delta: 0 }, units: "steps", elevation: null, secret: false, meshal: { speed: 5, tier: "mobility" } });
    expect(html.replace(/\s+/g, " ")).toContain("7 steps</span> <span class=\"meshal-ruler__speed\">/ speed 5</span>");
    expect(html).toContain("meshal-ruler--mobility");
    expect(html.trim().match(/^<div[\s\S]*<\/div>$/)).not.toBeNull();
  });
});
