import { afterEach, describe, expect, it, vi } from "vitest";
import { isActorDocument } from "../../src/core/document-guards.ts";
import { readRollState } from "../../src/dice/card-context.ts";
import { attributeDiceOf } from "../../src/dice/actor-dice.ts";
import { parseProgressiveAsk } from "../../src/dice/progressive/progressive-request.ts";
import { readProgressiveState } from "../../src/dice/progressive/progressive-state.ts";

describe("values the dice read at run time instead of asserting their type", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("take only an Actor instance as an actor document, not an object that names itself one", () => {
    class Actor {
      documentName = "Actor";
    }
    vi.stubGlobal("Actor", Actor);
    expect(isActorDocument(new Actor())).toBe(true);
    expect(isActorDocument({ documentName: "Actor", name: "forged" })).toBe(false);
    expect(isActorDocument(null)).toBe(false);
  });

  it("read a roll's state from options that are no object as the defaults", () => {
    expect(readRollState("junk")).toEqual(readRollState({}));
    expect(readRollState({ mode: "faceSum", purpose: "Climb" })).toMatchObject({ mode: "faceSum", purpose: "Climb" });
  });

  it("keep a void attribute as null beside numeric ones, and refuse an attribute list that is an array", () => {
    const attributes = { might: { value: 3 }, energy: { invalid: true }, spirit: { value: 1.7 } };
    expect(attributeDiceOf({ attributes })).toEqual({ ok: true, dice: { might: 3, energy: null, spirit: 1 } });
    expect(attributeDiceOf({ attributes: [] }).ok).toBe(false);
  });

  it("refuse a progressive ask whose side is not 0 or 1, and an ask that is no object", () => {
    const ask = { op: "roll", messageId: "abcdefghijklmnop", side: 1, roll: { advantage: 0, disadvantage: 0, voluntary: 0 } };
    expect(parseProgressiveAsk(ask).ok).toBe(true);
    expect(parseProgressiveAsk({ ...ask, side: 2 }).ok).toBe(false);
    expect(parseProgressiveAsk({ ...ask, side: "1" }).ok).toBe(false);
    expect(parseProgressiveAsk("roll").ok).toBe(false);
  });

  it("refuse a stored progressive state that is a list", () => {
    expect(readProgressiveState(Object.assign([], { kind: "attempt", target: 3, sides: [], entries: [] }))).toBeNull();
  });
});
