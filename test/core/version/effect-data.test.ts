/**
 * The effect-data seam on both versions: where each keeps an effect's changes (v13 `changes` with a numeric `mode`,
 * v14 `system.changes` with a string `type`) and its duration (v13 rounds / turns / seconds, v14 `value`/`units`
 * with an expiry event), what the system writes on each, and when an effect has run out.
 */
import { describe, expect, it, vi } from "vitest";
import { changeData, durationData, effectChanges, effectData, normalizeChange } from "../../../src/core/version/effect-data.ts";
import { effectDuration, timingData } from "../../../src/core/version/effect-duration.ts";
import { effectExpired, refreshExpiredEffects } from "../../../src/core/version/effect-expiry.ts";
import { withRelease } from "../../stage/version.ts";

const v13Effect = {
  name: "Haste",
  changes: [{ key: "system.mobility.max", mode: 2, value: "1", priority: null }],
  duration: { rounds: 2, turns: null, seconds: null, startRound: 1, startTurn: 0, combat: "c1" },
  system: { changes: [{ key: "system.speed", type: "override", value: 9 }] },
};
const v14Effect = {
  name: "Haste",
  changes: [{ key: "system.speed", mode: 5, value: "9" }],
  system: { changes: [{ key: "system.mobility.max", type: "add", value: 1, phase: "initial", priority: null }] },
  duration: { value: 1, units: "rounds", expiry: "roundEnd", expired: false },
};
const PLUS_ONE = [{ key: "system.mobility.max", type: "add", value: "1" }];

describe("an effect's changes", () => {
  it("v13: read from `changes`, each mode named as v14's type (v14's `system.changes` means nothing there)", () => {
    withRelease(13, () => expect(effectChanges(v13Effect)).toEqual(PLUS_ONE));
  });
  it("v14: read from `system.changes` with their type, the value as text (a top-level `changes` is not v14's)", () => {
    withRelease(14, () => expect(effectChanges(v14Effect)).toEqual(PLUS_ONE));
  });
  it("reads a document through its stored data (toObject), and an effect with no changes as none", () => {
    withRelease(14, () => {
      expect(effectChanges({ toObject: () => v14Effect })).toEqual(PLUS_ONE);
      expect(effectChanges({ name: "note" })).toEqual([]);
    });
    withRelease(13, () => expect(effectChanges(null)).toEqual([]));
  });
  it("names every v13 mode by its v14 type, and an unknown mode as unknown", () => {
    const types = [0, 1, 2, 3, 4, 5, 9].map((mode) => normalizeChange({ key: "k", mode, value: "1" }).type);
    expect(types).toEqual(["custom", "multiply", "add", "downgrade", "upgrade", "override", "unknown"]);
    expect(normalizeChange({ key: "k", type: "upgrade", value: { a: 1 }, priority: 30 })).toEqual({ key: "k", type: "upgrade", value: '{"a":1}' });
    expect(normalizeChange("junk")).toEqual({ key: "", type: "unknown", value: "" });
  });
  it("writes a change in the running version's shape", () => {
    const change = { key: "system.protection.occult", type: "add" as const, value: 1 };
    expect(withRelease(13, () => changeData(change))).toEqual({ key: "system.protection.occult", mode: 2, value: "1", priority: null });
    expect(withRelease(14, () => changeData(change))).toEqual({ key: "system.protection.occult", type: "add", value: 1, priority: null });
    expect(withRelease(13, () => changeData({ ...change, type: "override" })).mode).toBe(5);
  });
});

describe("an effect's duration", () => {
  it("v13: seconds first, then rounds, then turns (as v14's conversion prefers them); no expiry event", () => {
    withRelease(13, () => {
      expect(effectDuration(v13Effect)).toEqual({ value: 2, units: "rounds", expiry: null });
      expect(effectDuration({ duration: { seconds: 60, rounds: 1 } })).toEqual({ value: 60, units: "seconds", expiry: null });
      expect(effectDuration({ duration: { rounds: null, turns: 3 } })).toEqual({ value: 3, units: "turns", expiry: null });
      expect(effectDuration({ duration: { rounds: 0 } })).toEqual({ value: null, units: null, expiry: null });
    });
  });
  it("v14: one value in its units, with the expiry event", () => {
    withRelease(14, () => {
      expect(effectDuration(v14Effect)).toEqual({ value: 1, units: "rounds", expiry: "roundEnd" });
      expect(effectDuration({ duration: { value: null, units: "seconds", expiry: "turnEnd" } })).toEqual({ value: null, units: null, expiry: "turnEnd" });
      expect(effectDuration({ duration: { value: 2, units: "fortnights", expiry: "" } })).toEqual({ value: 2, units: null, expiry: null });
    });
  });
  it("writes a duration in the running version's shape (v13: no expiry event)", () => {
    const rounds = { value: 1, units: "rounds" as const, expiry: "turnEnd" };
    expect(withRelease(13, () => durationData(rounds))).toEqual({ rounds: 1 });
    expect(withRelease(13, () => durationData({ value: 60, units: "seconds" }))).toEqual({ seconds: 60 });
    expect(withRelease(13, () => durationData({ value: null, units: "rounds" }))).toEqual({});
    expect(withRelease(14, () => durationData(rounds))).toEqual({ value: 1, units: "rounds", expiry: "turnEnd" });
    expect(withRelease(14, () => durationData({ value: 2, units: "turns" }))).toEqual({ value: 2, units: "turns", expiry: null });
  });
});

describe("effect data to create", () => {
  const spec = { changes: [{ key: "system.mobility.max", type: "add" as const, value: 1 }], duration: { value: 1, units: "rounds" as const } };
  it("v13 and v14 each get their own shape, and read it back as written", () => {
    for (const generation of [13, 14] as const) {
      withRelease(generation, () => {
        const data = effectData({ name: "Haste", img: "x.svg" }, spec);
        expect(data.name).toBe("Haste");
        expect(effectChanges(data)).toEqual(PLUS_ONE);
        expect(effectDuration(data)).toEqual({ value: 1, units: "rounds", expiry: null });
      });
    }
    expect(withRelease(13, () => effectData({ name: "Haste" }, spec))).toEqual({ name: "Haste", changes: [{ key: "system.mobility.max", mode: 2, value: "1", priority: null }], duration: { rounds: 1 } });
    expect(withRelease(14, () => effectData({ name: "Haste", system: { note: 1 } }, spec))).toEqual({
      name: "Haste", system: { note: 1, changes: [{ key: "system.mobility.max", type: "add", value: 1, priority: null }] },
      duration: { value: 1, units: "rounds", expiry: null },
    });
  });
  it("an effect with no duration gets none", () => {
    expect(withRelease(14, () => effectData({ name: "Note" }, {}))).toEqual({ name: "Note", system: { changes: [] } });
  });
});

describe("when an effect has run out", () => {
  it("v13: a length with nothing of it remaining (core marks nothing)", () => {
    withRelease(13, () => {
      expect(effectExpired({ duration: { rounds: 1, remaining: 0 } })).toBe(true);
      expect(effectExpired({ duration: { rounds: 1, remaining: 0.5 } })).toBe(false);
      expect(effectExpired({ duration: { rounds: null, remaining: 0 } })).toBe(false);
      expect(effectExpired({ duration: { rounds: 1, remaining: null, expired: true } })).toBe(false);
    });
  });
  it("v14: core's mark, whatever remains", () => {
    withRelease(14, () => {
      expect(effectExpired({ duration: { value: 1, units: "rounds", expired: true } })).toBe(true);
      expect(effectExpired({ duration: { value: 1, units: "rounds", remaining: 0, expired: false } })).toBe(false);
      expect(effectExpired({})).toBe(false);
    });
  });
  it("a cast buff's timing is written on v14 only (v13 keeps its rounds and records its own start)", () => {
    const timing = { value: null, units: "rounds" as const, expiry: "turnEnd", start: { combatant: "cbt1", round: 2, turn: 1, initiative: 9 } };
    expect(withRelease(13, () => timingData(timing))).toEqual({});
    expect(withRelease(14, () => timingData(timing))).toEqual({ duration: { value: null, units: "rounds", expiry: "turnEnd" }, start: { combatant: "cbt1", round: 2, turn: 1, initiative: 9 } });
    expect(withRelease(14, () => timingData({ value: 1, units: "rounds", expiry: "roundEnd" }))).toEqual({ duration: { value: 1, units: "rounds", expiry: "roundEnd" } });
  });
  it("v13 prepares again only the actors holding an enabled effect that ran out; v14 leaves it to core's mark", () => {
    const bearer = (effects: object[]) => ({ effects: { contents: effects }, reset: vi.fn() });
    const spent = { disabled: false, duration: { rounds: 1, remaining: 0 } };
    const stale = bearer([spent]);
    const fresh = bearer([{ disabled: false, duration: { rounds: 1, remaining: 1 } }]);
    const off = bearer([{ ...spent, disabled: true }]);
    expect(withRelease(13, () => refreshExpiredEffects([stale, fresh, off]))).toBe(1);
    expect([stale.reset, fresh.reset, off.reset].map((r) => r.mock.calls.length)).toEqual([1, 0, 0]);
    const marked = bearer([{ disabled: false, duration: { value: 1, expired: true } }]);
    expect(withRelease(14, () => refreshExpiredEffects([marked]))).toBe(0);
    expect(marked.reset).not.toHaveBeenCalled();
  });
});
