/** The pure reading of a player's attack request (src/combat/attack/start/attack-start-request.ts) and the decision on it. */
import { describe, expect, it } from "vitest";
import { decideAttackStart, grantedPool, parseAttackStartSlip } from "../../src/combat/attack/start/attack-start-request.ts";
import { attackToMake } from "../../src/combat/attack/start/attack-start-plan.ts";
import { nearestToken } from "../../src/combat/attack/targets/attacker-token.ts";

const ID = "abcdefghij012345";
const token = (id = ID) => `Scene.${ID}.Token.${id}`;
const slip = (change: Record<string, unknown> = {}) => ({
  id: ID, actorUuid: `Actor.${ID}`, itemId: ID, attackIndex: 0, through: null, attackerTokenUuid: "",
  config: { advantage: 1, disadvantage: 0, voluntary: 0, mode: "points" }, tokenUuids: [token()], ...change,
});

describe("parseAttackStartSlip", () => {
  it("reads an honest slip, a token actor's UUID and an ability it is made through", () => {
    expect(parseAttackStartSlip(slip())).toMatchObject({ ok: true });
    expect(parseAttackStartSlip(slip({ actorUuid: `Scene.${ID}.Token.${ID}.Actor.${ID}`, through: { abilityItemId: ID, attackIndex: 2 } }))).toMatchObject({ ok: true });
  });

  it("refuses anything else", () => {
    for (const forged of [
      slip({ actorUuid: `Item.${ID}` }), slip({ actorUuid: `Actor.${ID}.Item.${ID}` }), slip({ itemId: "short" }),
      slip({ attackIndex: 50 }), slip({ attackIndex: 0.5 }), slip({ through: { abilityItemId: ID } }),
      slip({ tokenUuids: [token(), token()] }), slip({ tokenUuids: Array.from({ length: 25 }, (_, i) => token(`abcdefghij${String(i).padStart(6, "0")}`)) }),
      slip({ attackerTokenUuid: `Actor.${ID}` }), slip({ config: { advantage: 1, disadvantage: 0, voluntary: 0 } }), { ...slip(), extra: 1 }, null, "x",
    ]) expect(parseAttackStartSlip(forged)).toEqual({ ok: false, reasonKey: "MESHAL.Query.badPayload" });
  });
});

describe("decideAttackStart", () => {
  const fine = { isGM: false, actorFound: true, ownsActor: true, itemFound: true, tokenFits: true };
  it("lets an owner, or a GM, attack with the actor's own item from its own token", () => {
    expect(decideAttackStart(fine)).toEqual({ ok: true });
    expect(decideAttackStart({ ...fine, isGM: true, ownsActor: false })).toEqual({ ok: true });
  });
  it("says why not", () => {
    expect(decideAttackStart({ ...fine, actorFound: false })).toMatchObject({ reasonKey: "MESHAL.Attack.start.noActor" });
    expect(decideAttackStart({ ...fine, ownsActor: false })).toMatchObject({ reasonKey: "MESHAL.Attack.start.notYourActor" });
    expect(decideAttackStart({ ...fine, itemFound: false })).toMatchObject({ reasonKey: "MESHAL.Attack.start.noItem" });
    expect(decideAttackStart({ ...fine, tokenFits: false })).toMatchObject({ reasonKey: "MESHAL.Attack.start.notYourToken" });
  });
});

describe("attackToMake", () => {
  const strike = { label: "", mode: "melee", action: "tactic", cost: 1, requiresEquip: true, types: ["physical"], targetAttributes: ["might"], defenses: ["block"], dice: { attribute: "might" } };
  const weapon = (equipped: boolean) => ({ name: "Sword", system: { equipped, attacks: [strike, { ...strike, types: [] }] } });
  it("reads the attack and its cost from the item; an ability it is made through pays instead and may forbid defenses", () => {
    expect(attackToMake(weapon(true), 0)).toMatchObject({ ok: true, attack: { cost: 1, action: "tactic", defenses: ["block"] } });
    const through = { name: "Sweep", cost: 2, kind: "reaction" as const, advantage: 0, disadvantage: 0, undefendable: true };
    expect(attackToMake(weapon(true), 0, through)).toMatchObject({ ok: true, attack: { cost: 2, action: "reaction", defenses: [] } });
  });
  it("refuses a missing or harmless attack, and a weapon not in hand", () => {
    expect(attackToMake(weapon(true), 1)).toMatchObject({ ok: false, reasonKey: "MESHAL.Attack.start.notAnAttack" });
    expect(attackToMake(weapon(true), 7)).toMatchObject({ ok: false, reasonKey: "MESHAL.Attack.start.notAnAttack" });
    expect(attackToMake(weapon(false), 0)).toMatchObject({ ok: false, reasonKey: "MESHAL.Attack.start.notEquipped", data: { item: "Sword" } });
  });
});

describe("grantedPool (issue 34: claimed advantages are capped)", () => {
  const sheet = { advantage: 2, disadvantage: 1 };
  it("a player gets the sheet's counts and at most the cap of claimed advantages; a GM gets the counts asked", () => {
    expect(grantedPool({ advantage: 150, disadvantage: 0 }, sheet, 3)).toEqual({ advantage: 5, disadvantage: 1, claimed: 3 });
    expect(grantedPool({ advantage: 3, disadvantage: 4 }, sheet, 3)).toEqual({ advantage: 3, disadvantage: 4, claimed: 1 });
    expect(grantedPool({ advantage: 0, disadvantage: 0 }, sheet, 3)).toEqual({ advantage: 2, disadvantage: 1, claimed: 0 });
    expect(grantedPool({ advantage: 9, disadvantage: 0 }, sheet, 0)).toEqual({ advantage: 2, disadvantage: 1, claimed: 0 });
    expect(grantedPool({ advantage: 150, disadvantage: 0 }, sheet, null)).toEqual({ advantage: 150, disadvantage: 0, claimed: 0 });
  });
});

describe("nearestToken (issue 34: the GM picks the attacker's token)", () => {
  it("takes the nearest, ties and unmeasurable ones last by UUID", () => {
    expect(nearestToken([{ uuid: "b", steps: 3 }, { uuid: "a", steps: 5 }])?.uuid).toBe("b");
    expect(nearestToken([{ uuid: "b", steps: 2 }, { uuid: "a", steps: 2 }])?.uuid).toBe("a");
    expect(nearestToken([{ uuid: "a", steps: null }, { uuid: "c", steps: 9 }])?.uuid).toBe("c");
    expect(nearestToken([])).toBeUndefined();
  });
});
