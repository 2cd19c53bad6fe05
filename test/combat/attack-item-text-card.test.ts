/** The attack card's item text in both catalogue languages (attack-item-text.ts): what its schema keeps and refuses. */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { cardProblems } from "../../src/chat/card-schema.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { readStoredAttack, storedAttackState } from "../../src/combat/attack/attack-stored.ts";
import { rolledAttack } from "../support/attack-card-fixtures.ts";

const both = [{ lang: "en", name: "Soulfang Dagger", label: "use" }, { lang: "cn", name: "灵魂撕咬之牙", label: "使用" }] as const;

describe("an attack card's item text", () => {
  it("is kept in both languages and read back unchanged; a card without it (posted before) is valid too", () => {
    const card = rolledAttack(undefined, { itemName: "灵魂撕咬之牙", attackLabel: "使用", itemText: both.map((t) => ({ ...t })) });
    expect(cardProblems(ATTACK_CARD, card)).toEqual([]);
    expect(readStoredAttack(storedAttackState(card))?.itemText).toEqual(both);
    expect(cardProblems(ATTACK_CARD, rolledAttack())).toEqual([]);
  });

  it("refuses a language the catalogue has not, a third entry, or a name beyond the card's bounds", () => {
    const bad = (itemText: unknown) => cardProblems(ATTACK_CARD, { ...rolledAttack(), itemText } as never);
    expect(bad([{ lang: "fr", name: "Dague", label: "" }])).not.toEqual([]);
    expect(bad([...both, both[0]])).not.toEqual([]);
    expect(bad([{ lang: "en", name: "x".repeat(201), label: "" }])).not.toEqual([]);
  });
});
