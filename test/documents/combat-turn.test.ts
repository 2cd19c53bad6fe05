import { describe, expect, it } from "vitest";
import { combatTurnOf } from "../../src/documents/logic/combat-turn.ts";

const a = { name: "a" };
const b = { name: "b" };

describe("combatTurnOf", () => {
  it("outside every combat: not in combat, not its turn", () => {
    expect(combatTurnOf(a, [])).toEqual({ inCombat: false, ownTurn: false });
    expect(combatTurnOf(a, [{ started: true, actors: [b], current: b }])).toEqual({ inCombat: false, ownTurn: false });
  });
  it("a combat that has not started does not count", () => {
    expect(combatTurnOf(a, [{ started: false, actors: [a, b], current: a }])).toEqual({ inCombat: false, ownTurn: false });
  });
  it("in a started combat: its turn only while it is the current combatant", () => {
    expect(combatTurnOf(a, [{ started: true, actors: [a, b], current: a }])).toEqual({ inCombat: true, ownTurn: true });
    expect(combatTurnOf(a, [{ started: true, actors: [a, b], current: b }])).toEqual({ inCombat: true, ownTurn: false });
    expect(combatTurnOf(a, [{ started: true, actors: [null, a], current: null }])).toEqual({ inCombat: true, ownTurn: false });
  });
  it("the current combatant of another combat it is not in does not make it its turn", () => {
    const combats = [
      { started: true, actors: [a, b], current: b },
      { started: false, actors: [a], current: a },
      { started: true, actors: [b], current: b },
    ];
    expect(combatTurnOf(a, combats)).toEqual({ inCombat: true, ownTurn: false });
    expect(combatTurnOf(a, [...combats, { started: true, actors: [a], current: a }])).toEqual({ inCombat: true, ownTurn: true });
  });
  it("compares actors by identity (a token's synthetic actor is not its base actor)", () => {
    const base = { name: "goblin" };
    const synthetic = { name: "goblin" };
    expect(combatTurnOf(base, [{ started: true, actors: [synthetic], current: synthetic }])).toEqual({ inCombat: false, ownTurn: false });
  });
});
