import { describe, expect, it } from "vitest";
import { nextStep, stepKey } from "../../src/combat/attack/attack-turn.ts";
import { TurnNotices } from "../../src/combat/attack/card/attack-turn-notice.ts";
import { actingUserOf } from "../../src/combat/attack/card/attack-reader.ts";
import { BRUTE, WOLF, applied, decide, defended, line, resolved, rolledAttack } from "../support/attack-card-fixtures.ts";

describe("the step an attack card waits for", () => {
  it("goes hit by hit, then to Apply, then to nothing", () => {
    expect(nextStep(rolledAttack())).toEqual({ kind: "defend", target: 0, hit: 0, actorUuid: BRUTE, name: "Grave Brute" });
    expect(nextStep(defended())).toMatchObject({ kind: "defend", hit: 1 });
    expect(nextStep(resolved())).toEqual({ kind: "apply", target: 0, actorUuid: BRUTE, name: "Grave Brute" });
    expect(nextStep(applied())).toBeNull();
  });

  it("asks nothing of a miss, of a line out of range, or of a line waiting for its counter's card", () => {
    const blocked = decide(decide(rolledAttack(), 0, 0, { kind: "block", faces: [1, 2, 2] }), 0, 1, { kind: "dodge", faces: [2, 1, 3] });
    expect(nextStep(resolved(blocked))).toBeNull();
    const far = rolledAttack([line("Wolf", WOLF, { range: "outOfRange" }), line("Grave Brute", BRUTE)]);
    expect(nextStep(far)).toMatchObject({ kind: "defend", target: 1, hit: 0 });
    const countered = rolledAttack();
    countered.targets[0]!.defenses[0] = { kind: "reaction", faces: [], counter: "msg0000000000001" };
    expect(nextStep(countered)).toBeNull();
  });

  it("keys each step so a client tells it once", () => {
    expect(stepKey({ kind: "defend", target: 0, hit: 1, actorUuid: BRUTE, name: "" })).toBe("defend:0:1");
    expect(stepKey({ kind: "apply", target: 2, actorUuid: BRUTE, name: "" })).toBe("apply:2");
  });
});

describe("who acts for a defender", () => {
  const gm = { id: "gm", name: "Gamemaster", active: true, isGM: true };
  const ann = { id: "ann", name: "Ann", active: true, isGM: false };
  const bo = { id: "bo", name: "Bo", active: false, isGM: false };

  it("is a connected player who owns it, else the active GM", () => {
    expect(actingUserOf([gm, ann], (u) => u.id === "ann" || u.isGM, gm, "ann")).toEqual({ name: "Ann", isReader: true });
    expect(actingUserOf([gm, ann], (u) => u.id === "ann" || u.isGM, gm, "gm")).toEqual({ name: "Ann", isReader: false });
    // Bo owns it but is not connected: the GM acts.
    expect(actingUserOf([gm, bo], (u) => u.id === "bo" || u.isGM, gm, "gm")).toEqual({ name: "Gamemaster", isReader: true });
    expect(actingUserOf([bo], () => true, null, "bo")).toBeNull();
  });
});

describe("telling the user whose turn it is", () => {
  it("tells each new step once, and not the steps of cards loaded with the chat log", () => {
    const notices = new TurnNotices();
    expect(notices.tell("m1", "defend:0:0", false)).toBe(true);
    expect(notices.tell("m1", "defend:0:0", false)).toBe(false); // re-rendered, same step
    expect(notices.tell("m1", "defend:0:1", false)).toBe(true);
    expect(notices.tell("m1", "", false)).toBe(false); // nothing waits for this user
    expect(notices.tell("m1", "apply:0", false)).toBe(true);
    expect(notices.tell("old", "defend:0:0", true)).toBe(false); // an older card, first seen while loading
    expect(notices.tell("old", "defend:0:1", true)).toBe(true); // its next step happens now
  });
});
