import { describe, expect, it } from "vitest";
import { mayRequestDamage, readDamagePayload } from "../../src/combat/damage-payload.ts";

const good = { messageId: "abcdEFGH12345678", userId: "UserAAAA11112222", targetIndex: 1, op: "apply" };

describe("damage query payload", () => {
  it("reads a well-formed request, with or without a split", () => {
    expect(readDamagePayload(good)).toEqual(good);
    expect(readDamagePayload({ ...good, allocation: { might: 2, energy: 1 } })).toEqual({ ...good, allocation: { might: 2, energy: 1 } });
    expect(readDamagePayload({ ...good, op: "undo" })).toEqual({ ...good, op: "undo" });
  });

  it("refuses anything else, including a damage number smuggled in", () => {
    for (const bad of [
      null, "x", [], { ...good, damage: 99 }, { ...good, messageId: 5 }, { ...good, userId: undefined }, { ...good, userId: "../x" }, { ...good, messageId: "short" },
      { ...good, messageId: "abcdEFGH1234567$" }, { ...good, targetIndex: -1 }, { ...good, targetIndex: 1.5 }, { ...good, targetIndex: "1" },
      { ...good, op: "kill" }, { ...good, allocation: { luck: 1 } }, { ...good, allocation: { might: -1 } }, { ...good, allocation: { might: "2" } },
      { ...good, allocation: [1] }, { ...good, op: "undo", allocation: { might: 1 } },
    ]) {
      expect(readDamagePayload(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("only the target's owner (or the GM) may ask", () => {
    expect(mayRequestDamage({ isGM: false }, true)).toBe(true);
    expect(mayRequestDamage({ isGM: false }, false)).toBe(false);
    expect(mayRequestDamage({ isGM: true }, false)).toBe(true);
  });
});
