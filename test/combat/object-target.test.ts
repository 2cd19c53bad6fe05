/**
 * An attack against an attackable object (§8.2): the points must exceed its protection, damage lowers its durability
 * (the GM's write, worked out from the card and the object as the GM reads it), an immune type does nothing, it never
 * defends, and a player who does not own it cannot change anything of it.
 */
import { describe, expect, it } from "vitest";
import { decideAttackRequest, settleState, type AttackEvidence } from "../../src/combat/attack/attack-decide.ts";
import { effectOf, pendingFor } from "../../src/combat/attack/target-write.ts";
import type { AttackRequest } from "../../src/combat/attack/gm/attack-request.ts";
import { newTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";
import { defenseChoices } from "../../src/combat/attack/defense-options.ts";
import { objectDefender, objectDefenderOf, objectPendingUpdate, type ObjectTargetView } from "../../src/combat/attack/object-target.ts";
import { applyObjectDerived, type StoredObject } from "../../src/data/actor/object.ts";
import { damageObject, objectStats } from "../../src/rules/index.ts";
import { accepted, attackerOwner, card, gm, stranger } from "../support/attack.ts";

/** An iron door 1 step thick (seed table): durability 5, physical 3, erosion 2, occult immune. */
function ironDoor(value: number | null = null): ObjectTargetView {
  const system: StoredObject = { material: "copperIron", thicknessSteps: 1, thicknessDigits: 2, modifiers: [], durability: { value } };
  const derived = applyObjectDerived(system, "seed");
  return { durability: derived.durability, protection: derived.protection, immune: derived.immune };
}
const objectNow = (view: ObjectTargetView) => ({ pools: { might: null, energy: null, spirit: null }, consciousness: "conscious" as const, durability: { ...view.durability } });
const evidence = (view: ObjectTargetView, over: Partial<AttackEvidence> = {}): AttackEvidence => ({ who: gm, defender: objectDefender(view), actor: objectNow(view), ...over });

/** One hit with the given faces against the door line, settled as the GM settles a new card. */
function settled(faces: number[], over: Partial<AttackState> = {}): AttackState {
  return settleState(card({ hits: [faces], dice: faces.length, baseDice: faces.length, ...over }), () => objectDefender(ironDoor()));
}
const apply: AttackRequest = { op: "apply", target: 0, allocation: null };

describe("an attack on an object (§8.2)", () => {
  it("(a) needs points above the protection: 3 points on physical 3 do nothing, 4 points do 1", () => {
    const three = settled([1, 2, 6]);
    expect(three.targets[0]).toMatchObject({ resolved: true, hit: false, damage: 0 });
    const four = settled([2, 2, 6]);
    expect(four.targets[0]).toMatchObject({ resolved: true, hit: true, damage: 1 });
    // The card's resolution and the table's own damage rule agree.
    expect(damageObject(5, objectStats("iron", 1).protection, ["physical"], 4).damage).toBe(1);
  });

  it("is settled at once: an object never blocks, dodges or resists, and takes no ⚡", () => {
    const choices = defenseChoices({ roll: 5, types: ["physical"], penetration: 0, allowed: ["block", "dodge"] }, objectDefender(ironDoor()));
    expect(choices).toEqual({ needed: true, toStop: 2, options: [], blocked: [] });
    expect(settled([2, 2, 1]).targets[0]!.defenses).toEqual([{ kind: "take", faces: [] }]);
    const out = decideAttackRequest(card(), { op: "defend", target: 0, hit: 0, kind: "dodge" }, { who: gm, defender: objectDefender(ironDoor()), defenseFaces: [1, 1, 1] });
    expect(out).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.objectNoDefense" });
  });

  it("(b) Apply lowers the durability by the damage, never below 0, and Undo gives it back", () => {
    const door = ironDoor();
    const state = settled([1, 1, 2, 2, 2, 2, 6]); // 10 points − 3 = 7 damage, 5 durability left
    const out = decideAttackRequest(state, apply, evidence(door));
    expect(out).toMatchObject({ ok: true, effect: { kind: "damage", damage: 5, kill: false } });
    const applied = accepted(out);
    expect(applied.targets[0]!.applied).toMatchObject({ durability: 5, undone: false });
    const write = objectPendingUpdate(door, pendingFor(out.ok ? out.effect : { kind: "none" })!);
    expect(write).toMatchObject({ ok: true, update: { "system.durability.value": 0 } });

    const broken = ironDoor(0);
    const undo = decideAttackRequest(applied, { op: "undo", target: 0 }, evidence(broken));
    expect(undo).toMatchObject({ ok: true, effect: { kind: "restore", durability: 5 } });
    const pending = pendingFor(undo.ok ? undo.effect : { kind: "none" })!;
    expect(effectOf(pending)).toMatchObject({ kind: "restore", durability: 5 });
    expect(objectPendingUpdate(broken, pending)).toMatchObject({ ok: true, update: { "system.durability.value": 5 } });
  });

  it("reads the durability the GM sees now, not a number on the card", () => {
    const state = settled([1, 1, 2, 2, 6]); // 6 points − 3 = 3 damage
    const tampered = { ...state, targets: state.targets.map((t) => ({ ...t, damage: 99 })) };
    expect(decideAttackRequest(tampered, apply, evidence(ironDoor(4)))).toMatchObject({ ok: true, effect: { damage: 3 } });
  });

  it("(c) an immune type does nothing: an occult attack on a door is no hit and takes no durability", () => {
    const state = settled([1, 1, 2, 2, 2], { types: ["occult"] });
    expect(state.targets[0]).toMatchObject({ resolved: true, hit: false, damage: 0 });
    expect(decideAttackRequest(state, apply, evidence(ironDoor()))).toMatchObject({ ok: true, effect: { kind: "damage", damage: 0 } });
    // Mixed types take the lowest protection among those it is not immune to (erosion 2).
    expect(settled([1, 1, 2], { types: ["occult", "erosion"] }).targets[0]).toMatchObject({ hit: true, damage: 2 });
  });

  it("(d) a player who does not own the object cannot defend, apply or undo for it", () => {
    const state = settled([2, 2, 2]);
    const door = ironDoor();
    expect(decideAttackRequest(state, { op: "defend", target: 0, hit: 0, kind: "block" }, evidence(door, { who: attackerOwner, defenseFaces: [1] })).ok).toBe(false);
    expect(decideAttackRequest(state, { op: "take", target: 0, hit: 0 }, evidence(door, { who: attackerOwner })).ok).toBe(false);
    expect(decideAttackRequest(state, apply, evidence(door, { who: stranger }))).toEqual({ ok: false, reasonKey: "MESHAL.Attack.request.notYourCard" });
    const applied = accepted(decideAttackRequest(state, apply, evidence(door)));
    expect(decideAttackRequest(applied, { op: "undo", target: 0 }, evidence(ironDoor(2), { who: stranger })).ok).toBe(false);
  });

  it("reads a document as an object only when it is one", () => {
    const door = ironDoor();
    expect(objectDefenderOf({ type: "object", system: door })).toMatchObject({ object: true, protection: { physical: 3, erosion: 2 }, immune: ["occult"] });
    expect(objectDefenderOf({ type: "npc", system: door })).toBeNull();
    expect(objectDefenderOf({ type: "object", system: { durability: 5 } })).toBeNull();
  });
});

describe("the card's line for an object", () => {
  it("says the damage comes off its durability, and after Apply how much durability it took", async () => {
    const { attackView } = await import("../../src/combat/attack/card/attack-view.ts");
    const { attackReader, BRUTE } = await import("../support/attack-card-fixtures.ts");
    const door = ironDoor();
    const reader = attackReader({ isGM: true, defenders: { [BRUTE]: objectDefender(door) } });
    const line = { tokenUuid: "Scene.s.Token.door", actorUuid: BRUTE, name: "Iron door", distance: 1, range: "inRange" as const, disadvantage: 0 };
    // 5 points against physical 3: 2 damage.
    const withDoor = settleState(card({ hits: [[2, 2, 1]], dice: 3, baseDice: 3, targets: [newTarget(line, 1)] }), () => objectDefender(door));
    const shown = attackView(withDoor, reader).targets[0]!;
    expect(shown.attributes).toBe("Taken off its durability");
    const applied = accepted(decideAttackRequest(withDoor, apply, evidence(door)));
    expect(attackView(applied, reader).targets[0]!.applied?.removed).toBe("Durability −2");
  });
});
