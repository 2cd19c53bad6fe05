import { describe, expect, it } from "vitest";
import { changesTrackerRow, combatTurnMoved, trackerNeedsRender } from "../../src/combat/tracker/tracker-refresh.ts";

describe("changesTrackerRow", () => {
  it("sees ⚡, life and attribute changes in the expanded change object", () => {
    expect(changesTrackerRow({ _id: "a", system: { mobility: { value: 2 } } })).toBe(true);
    expect(changesTrackerRow({ system: { mobility: { owed: 0 } } })).toBe(true);
    expect(changesTrackerRow({ system: { life: { dead: true } } })).toBe(true);
    expect(changesTrackerRow({ system: { attributes: { energy: { lost: 1 } } } })).toBe(true);
  });
  it("sees flat keys too", () => {
    expect(changesTrackerRow({ "system.mobility.value": 1 })).toBe(true);
    expect(changesTrackerRow({ "system.attributes.might.lost": 4 })).toBe(true);
    expect(changesTrackerRow({ "system.life": { dead: false } })).toBe(true);
  });
  it("ignores everything else", () => {
    expect(changesTrackerRow({ _id: "a", system: { details: { biography: "<p>…</p>" } } })).toBe(false);
    expect(changesTrackerRow({ system: { potential: { total: 40 } } })).toBe(false);
    expect(changesTrackerRow({ flags: { "meshal-lite": { x: 1 } } })).toBe(false);
    expect(changesTrackerRow({ "system.mobilityNote": 1, "system.lifeline": 2 })).toBe(false);
    expect(changesTrackerRow({ name: "Renamed" })).toBe(false);
    expect(changesTrackerRow({})).toBe(false);
    expect(changesTrackerRow(null)).toBe(false);
    expect(changesTrackerRow("system.mobility")).toBe(false);
  });
});

describe("trackerNeedsRender", () => {
  it("only for actors fighting in the viewed combat", () => {
    expect(trackerNeedsRender({ system: { mobility: { value: 0 } } }, true)).toBe(true);
    expect(trackerNeedsRender({ system: { mobility: { value: 0 } } }, false)).toBe(false);
    expect(trackerNeedsRender({ system: { details: {} } }, true)).toBe(false);
  });
});

describe("combatTurnMoved", () => {
  it("a new turn or round moves the turn; other combat changes do not", () => {
    expect(combatTurnMoved({ turn: 1 })).toBe(true);
    expect(combatTurnMoved({ round: 2, turn: 0 })).toBe(true);
    expect(combatTurnMoved({ turn: null })).toBe(true);
    expect(combatTurnMoved({ active: true })).toBe(false);
    expect(combatTurnMoved({ flags: { x: 1 } })).toBe(false);
    expect(combatTurnMoved(undefined)).toBe(false);
  });
});
