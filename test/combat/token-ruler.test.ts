/**
 * The drag ruler (§9.3): the label's speed and the path's color follow the mode the drag uses and, in a fight, the ⚡
 * left; with the newer movement its rule. A move is measured from the last waypoint already passed, the label keeps
 * core's cost display and words the unit in the reader's language. The class is checked on a stand-in for core's
 * TokenRuler: only the hooks it overrides are called, with waypoints shaped as v13 and v14 pass them (action, stage,
 * previous, measurement.cost and .distance, elevation) and core's label context (distance, cost, units, elevation).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { compileTemplate } from "../support/handlebars.ts";
import { langLookup, readLang, type Lang } from "../support/lang.ts";

const settings = new Map<string, boolean>();
const g = globalThis as unknown as Record<string, unknown>;
let lookup = langLookup(readLang("en"));
const speakIn = (lang: Lang) => void (lookup = langLookup(readLang(lang)));
g.game = {
  settings: { get: (_scope: string, key: string) => settings.get(key) ?? false },
  combats: { contents: [] as unknown[] },
  i18n: { localize: (key: string) => lookup(key) ?? key },
};
const { defineTokenRuler, readWaypoint, TIER_COLORS } = await import("../../src/combat/tracker/token-ruler.ts");

/** Core's label context for a waypoint: its distance (and cost, where it differs) in the scene's units. */
type LabelContext = { distance: { total: number }; units: string; cost?: { total: number; units: string }; elevation?: { total: number; hidden: boolean } };
let coreLabel: LabelContext = { distance: { total: 7 }, units: "steps" };

/** Core's ruler as far as ours extends it: a label context and plain styles. */
class StandInRuler {
  constructor(readonly token: { actor: unknown }) {}
  _getWaypointLabelContext(_waypoint: unknown, _state: unknown): Record<string, unknown> | undefined {
    return structuredClone(coreLabel);
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
type Stage = "passed" | "pending" | "planned";
interface Waypoint { action: string; stage: Stage; elevation: number; measurement: { cost: number; distance: number }; previous: Waypoint | null }
const at = (action: string, cost: number, stage: Stage = "planned", previous: Waypoint | null = null): Waypoint =>
  ({ action, stage, elevation: 0, measurement: { cost, distance: cost }, previous });

beforeEach(() => {
  settings.clear();
  speakIn("en");
  coreLabel = { distance: { total: 7 }, units: "steps" };
});

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

  it("measures a move from the last waypoint already passed: 5 steps walked and paid, 5 more is one move again", () => {
    const ruler = new Ruler({ actor: hero });
    const start = at("walk", 0, "passed");
    const walked = at("walk", 5, "passed", start);
    const next = at("walk", 10, "planned", walked);
    expect(ruler._getSegmentStyle(next).color).toBe(TIER_COLORS.move);
    expect(ruler._getWaypointLabelContext(next, {})).toMatchObject({ meshal: { tier: "move" } });
    expect(ruler._getSegmentStyle(at("walk", 11, "planned", next)).color).toBe(TIER_COLORS.mobility);
    // The movement made is history: core draws it.
    expect(ruler._getSegmentStyle(walked).color).toBeUndefined();
  });

  it("words the scene's step unit for the count in the reader's language; another unit stays the GM's", () => {
    const ruler = new Ruler({ actor: hero });
    coreLabel = { distance: { total: 1 }, units: "step", cost: { total: 3, units: "step" }, elevation: { total: 2, hidden: false } };
    const one = { ...at("walk", 3), elevation: 2, measurement: { cost: 3, distance: 1 } };
    expect(ruler._getWaypointLabelContext(one, {})).toMatchObject({ units: "step", cost: { units: "steps" }, elevation: { units: "steps" } });
    coreLabel = { distance: { total: 4 }, units: "step" };
    expect(ruler._getWaypointLabelContext(at("walk", 4), {})).toMatchObject({ units: "steps" });
    speakIn("cn");
    expect(ruler._getWaypointLabelContext(at("walk", 4), {})).toMatchObject({ units: "步" });
    coreLabel = { distance: { total: 4 }, units: "m" };
    expect(ruler._getWaypointLabelContext(at("walk", 4), {})).toMatchObject({ units: "m" });
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
    const html = compileTemplate("canvas/waypoint-label.hbs")({ cssClass: "", action: { icon: "", label: "" }, distance: { total: 7, delta: 0 }, cost: null, units: "steps", elevation: null, secret: false, meshal: { speed: 5, tier: "mobility" } });
    expect(html.replace(/\s+/g, " ")).toContain("7 steps</span> <span class=\"meshal-ruler__speed\">/ speed 5</span>");
    expect(html).toContain("meshal-ruler--mobility");
    expect(html.trim().match(/^<div[\s\S]*<\/div>$/)).not.toBeNull();
  });

  it("keeps core's cost display where terrain or a jump makes the cost differ from the distance", () => {
    const label = { cssClass: "", action: { icon: "", label: "" }, distance: { total: 4, delta: "+2" }, cost: { total: 6, units: "steps", delta: "+3" }, units: "steps", elevation: null, secret: false, meshal: null };
    const html = compileTemplate("canvas/waypoint-label.hbs")(label).replace(/\s+/g, " ");
    expect(html).toContain("<span class=\"total-measurement\">6 steps</span> <span class=\"delta-measurement\">(+3)</span>");
    expect(html).not.toContain("4 steps");
  });

  it("words the elevation's unit for its own count", () => {
    const label = { cssClass: "", action: { icon: "", label: "" }, distance: { total: 3, delta: 0 }, cost: null, units: "steps", elevation: { total: 1, icon: "up", hidden: false, units: "step" }, secret: false, meshal: null };
    expect(compileTemplate("canvas/waypoint-label.hbs")(label)).toContain("<span class=\"total-elevation\">1 step</span>");
  });
});
