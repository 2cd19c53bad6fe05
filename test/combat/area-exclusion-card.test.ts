/**
 * Issue 25: the attack card leaves out the creatures an area excludes, planned from the real pack items — Hellfire
 * Circle spares the attacker and its allies (told by token disposition), Doomrend Battleaxe's shock wave spares the
 * attacker, an area that excludes nobody holds the attacker — and the card says who was left out and why.
 */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { initialAttackState, planAttack, type StructuredAttack } from "../../src/combat/attack/attack-plan.ts";
import { attackToMake } from "../../src/combat/attack/start/attack-start-plan.ts";
import { withLeftOut, type AttackState } from "../../src/combat/attack/attack-state.ts";
import { attackView } from "../../src/combat/attack/card/attack-view.ts";
import { DISPOSITIONS } from "../../src/combat/attack/targets/target-exclusion.ts";
import { splitTargets, type TargetCandidate } from "../../src/combat/attack/targets/targets.ts";
import { cardProblems } from "../../src/chat/card-schema.ts";
import { attackReader } from "../support/attack-card-fixtures.ts";
import { renderCard } from "../support/cards.ts";
import { byIdentifier, packSources } from "../support/packs.ts";

const { friendly, hostile } = DISPOSITIONS;
const ME = { tokenUuid: "Scene.s.Token.lin", actorUuid: "Actor.lin" };
const candidate = (name: string, disposition: number): TargetCandidate => ({ tokenUuid: `Scene.s.Token.${name}`, actorUuid: `Actor.${name}`, name, distance: 2, disposition });
const CROWD: TargetCandidate[] = [
  { ...ME, name: "Lin Wei", distance: 0, disposition: friendly },
  candidate("Goran", friendly), candidate("Grave Brute", hostile), candidate("Mira", friendly),
];

const PACKS = { abilities: packSources("abilities").map((s) => s.doc), weapons: packSources("weapons").map((s) => s.doc) };

/** A pack item's attack, made as the GM makes it (the weapon in hand). */
function packAttack(pack: keyof typeof PACKS, identifier: string, index: number): StructuredAttack {
  const doc = byIdentifier(PACKS[pack], identifier);
  const made = attackToMake({ name: doc.name, system: { ...doc.system, equipped: true } }, index);
  if (!made.ok) throw new Error(made.reasonKey);
  return made.attack;
}

/** The card the GM posts for `attack` on `targets`, from an attacker token of `disposition` (null = no token). */
function cardFor(attack: StructuredAttack, targets: readonly TargetCandidate[], disposition: number | null = friendly): AttackState {
  const attackerTokenUuid = disposition === null ? "" : ME.tokenUuid;
  const planned = planAttack({
    identity: { attackerUuid: ME.actorUuid, attackerTokenUuid, attackerName: "Lin Wei", itemName: "Item", attackLabel: attack.label },
    attack, attacker: { current: { might: 3, energy: 3, spirit: 3 }, total: { might: 3, energy: 3, spirit: 3 } },
    choice: { expression: attack.dice, mode: "points", advantage: 0, disadvantage: 0, voluntary: 0 }, sources: [],
  });
  if (!planned.ok) throw new Error(planned.reasonKey);
  const { plan } = planned;
  const { lines, leftOut } = splitTargets(targets, plan.base.reach, {
    attacker: { tokenUuid: attackerTokenUuid || null, actorUuid: ME.actorUuid, disposition }, excludes: plan.base.excludes, beyondRange: false,
  });
  const hits = Array.from({ length: plan.hitCount }, () => Array.from({ length: plan.base.dice }, () => 1));
  return withLeftOut(initialAttackState(plan, { hits, extraFaces: [] }, lines), leftOut);
}

const names = (state: AttackState) => state.targets.map((t) => t.name);

describe("the card of an area that excludes someone, from the pack items", () => {
  it("Hellfire Circle leaves out the attacker and its allies, keeps the foes, and says why in both languages", () => {
    const state = cardFor(packAttack("abilities", "hellfire-circle", 0), CROWD);
    expect(state.excludes).toBe("selfAndAllies");
    expect(names(state)).toEqual(["Grave Brute"]);
    expect(state.leftOut).toEqual(["Lin Wei", "Goran", "Mira"]);
    expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
    expect(attackView(state, attackReader()).leftOut).toBe("Left out: Lin Wei, Goran, Mira — the area excludes you and your allies.");
    expect(renderCard(ATTACK_CARD, state, attackReader({ lang: "cn" }))).toContain("未计入：Lin Wei, Goran, Mira——该区域不包括你与你的盟友。");
  });

  it("Hellfire Circle with no attacker token tells no ally apart, and the card says so", () => {
    const state = cardFor(packAttack("abilities", "hellfire-circle", 0), CROWD, null);
    expect(names(state)).toEqual(["Goran", "Grave Brute", "Mira"]);
    expect(state.leftOut).toEqual(["Lin Wei"]);
    const html = renderCard(ATTACK_CARD, state, attackReader());
    expect(html).toContain("The attacker has no token, so its allies could not be told apart");
    expect(attackView(cardFor(packAttack("abilities", "hellfire-circle", 0), CROWD), attackReader()).alliesUntold).toBe("");
  });

  it("Doomrend Battleaxe's shock wave leaves out the attacker only", () => {
    const state = cardFor(packAttack("weapons", "doomrend-battleaxe", 1), CROWD);
    expect(state.excludes).toBe("self");
    expect(names(state)).toEqual(["Goran", "Grave Brute", "Mira"]);
    expect(state.leftOut).toEqual(["Lin Wei"]);
    expect(cardProblems(ATTACK_CARD, state)).toEqual([]);
    expect(renderCard(ATTACK_CARD, state, attackReader())).toContain("Left out: Lin Wei — the area excludes you.");
  });

  it("an area that excludes nobody holds its attacker; an attack without an area never targets it", () => {
    const fireball = cardFor(packAttack("abilities", "fireball", 0), CROWD);
    expect(fireball.excludes).toBe("");
    expect(names(fireball)).toEqual(["Lin Wei", "Goran", "Grave Brute", "Mira"]);
    expect(fireball.leftOut).toBeUndefined();
    expect(attackView(fireball, attackReader()).leftOut).toBe("");
    const chop = cardFor(packAttack("weapons", "doomrend-battleaxe", 0), CROWD);
    expect(chop.excludes).toBeUndefined();
    expect(names(chop)).toEqual(["Goran", "Grave Brute", "Mira"]);
    expect(attackView(chop, attackReader()).leftOut).toBe("Left out: Lin Wei — an attack does not target its own attacker.");
    expect(cardProblems(ATTACK_CARD, chop)).toEqual([]);
  });

  it("refuses an exclusion the card does not know", () => {
    const state = { ...cardFor(packAttack("abilities", "hellfire-circle", 0), CROWD), excludes: "everyone" };
    expect(cardProblems(ATTACK_CARD, state)[0]).toMatch(/^excludes: unknown choice/);
  });
});
