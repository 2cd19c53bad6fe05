/**
 * §2.2 / §10.2 [VAR] newer-edition dice through the dice layer and the attack card: off, every roll has at least one
 * die; on, a roll left with 0 dice rolls nothing and scores 0, and the dialog and the card say so.
 */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { planRoll } from "../../src/dice/formula.ts";
import { defaultCheckConfig, readCheckForm, summarizeCheck } from "../../src/dice/check-config.ts";
import { readRollState, rollCardContext } from "../../src/dice/card-context.ts";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { attackPool, initialAttackState, planAttack, type StructuredAttack } from "../../src/combat/attack/attack-plan.ts";
import { defineAttackCardSchema } from "../../src/combat/attack/attack-card-schema.ts";
import { cardProblems } from "../../src/chat/card-schema.ts";
import type { AnyChatCardType } from "../../src/chat/card-type.ts";
import { targetDice } from "../../src/combat/attack/attack-state.ts";
import { defenseChoices } from "../../src/combat/attack/defense-options.ts";
import { compileTemplate } from "../support/handlebars.ts";

const DICE = { might: 2, energy: 3, spirit: 1 };

describe("a check's dice with the newer-edition dice switch", () => {
  it("rolls one die when off and none when on, for disadvantages and for a voluntary cut", () => {
    expect(planRoll("might", DICE, { disadvantage: 3 })).toMatchObject({ diceCount: 1, formula: "1d6p" });
    expect(planRoll("might", DICE, { disadvantage: 3, newerDice: true })).toMatchObject({ diceCount: 0, formula: "0d6p" });
    expect(planRoll("might", DICE, { voluntary: 2, newerDice: true }).diceCount).toBe(0);
    expect(planRoll("might", DICE, { voluntary: 1, newerDice: true }).diceCount).toBe(1);
  });

  it("keeps the rule through the dialog's form and summary (0 dice: no chance of success)", () => {
    const off = defaultCheckConfig({ expression: "spirit", disadvantage: 1, difficulty: 0 });
    const on = defaultCheckConfig({ expression: "spirit", disadvantage: 1, difficulty: 0, newerDice: true });
    const read = readCheckForm({ expression: "spirit", disadvantage: "1" }, on);
    expect(read.newerDice).toBe(true);
    const offSummary = summarizeCheck(off, DICE);
    const onSummary = summarizeCheck(read, DICE);
    expect(offSummary.ok && offSummary.plan.diceCount).toBe(1);
    expect(onSummary.ok && onSummary.plan.diceCount).toBe(0);
    expect(onSummary.ok && onSummary.chance).toBe(0);
  });

  it("shows '0 dice → 0' in the dialog and on the card only when nothing is rolled", () => {
    const dialog = compileTemplate("dice/roll-dialog.hbs");
    const on = defaultCheckConfig({ expression: "spirit", disadvantage: 1, newerDice: true });
    expect(dialog(rollDialogContext(on, DICE))).toContain("0 dice → result 0");
    expect(dialog(rollDialogContext({ ...on, newerDice: false }, DICE))).not.toContain("0 dice → result 0");

    const card = compileTemplate("dice/points-roll.hbs");
    const state = readRollState({ mode: "points", diceCount: 0, expression: "spirit" });
    const none = rollCardContext(state, [], 0);
    expect(none).toMatchObject({ noDice: true, total: 0, diceCount: 0 });
    expect(card({ formula: "0d6p", tooltip: "", total: 0, isPrivate: false, meshal: none })).toContain("0 dice → result 0");
    const one = rollCardContext(readRollState({ mode: "points", diceCount: 1 }), [{ result: 1 }], 1);
    expect(one.noDice).toBe(false);
  });
});

describe("attack and defense pools with the newer-edition dice switch", () => {
  const choice = { expression: "might", mode: "points" as const, advantage: 0, disadvantage: 3, voluntary: 0 };

  it("plans a 0-dice attack only when on", () => {
    const off = attackPool(choice, DICE);
    const on = attackPool(choice, DICE, true);
    expect(off.ok && off.pool.dice).toBe(1);
    expect(on.ok && on.pool.dice).toBe(0);
  });

  it("records the rule on the card the GM makes, and the card's schema takes a 0-dice attack", () => {
    const attack: StructuredAttack = {
      label: "", mode: "melee", action: "tactic", cost: 1,
      range: { kind: "adjacent", min: null, max: null, maxAttribute: "", maxUsesDice: false, maxMultiplier: 1, noBeyondRange: false },
      area: { shape: "", radius: 0, center: "self" },
      targetAttributes: ["might"], dice: { pools: ["might"], combine: "max", divisor: 1, bonus: 0, mode: "points" }, hits: 1,
      types: ["physical"], defenses: ["block"], penetration: 0, extraDamage: [],
    };
    const identity = { attackerUuid: "Actor.a", attackerTokenUuid: "", attackerName: "A", itemName: "Club", attackLabel: "" };
    const input = { identity, attack, attacker: { current: DICE, total: DICE }, choice: { ...choice, expression: attack.dice }, sources: [] };
    const off = planAttack(input);
    const on = planAttack({ ...input, newerDice: true });
    if (!off.ok || !on.ok) throw new Error("plan refused");
    expect(off.plan.base).toMatchObject({ dice: 1 });
    expect(off.plan.base.newerDice).toBeUndefined();
    expect(on.plan.base).toMatchObject({ dice: 0, newerDice: true });
    const card: AnyChatCardType = { type: "attack", template: "templates/chat/attack.hbs", defineSchema: defineAttackCardSchema, context: () => ({}) };
    expect(cardProblems(card, initialAttackState(on.plan, { hits: [[]], extraFaces: [] }, []))).toEqual([]);
  });

  it("drops a target's last die to a range penalty only when the card was made under the rule", () => {
    const state = { baseDice: 2, advantage: 0, disadvantage: 0 };
    expect(targetDice(state, { disadvantage: 3 })).toBe(1);
    expect(targetDice({ ...state, newerDice: true }, { disadvantage: 3 })).toBe(0);
  });

  it("offers a 0-dice defense only when on", () => {
    const defender = {
      dice: { might: 1, energy: 2, spirit: 1 }, modifiers: { block: { advantage: 0, disadvantage: 2 } },
      protection: { physical: 0, erosion: 0, occult: 0 }, unconscious: false, mobility: 3,
    };
    const hit = { roll: 3, types: ["physical" as const], penetration: 0, allowed: ["block" as const] };
    const off = defenseChoices(hit, defender);
    const on = defenseChoices({ ...hit, newerDice: true }, defender);
    expect(off.options[0]?.dice).toBe(1);
    expect(on.options[0]).toMatchObject({ dice: 0, chance: 0 });
  });
});
