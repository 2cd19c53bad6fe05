/** The initiative card: the log as stored (names, bounded), and each reader's wording of it. */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { cardProblems } from "../../src/chat/card-schema.ts";
import { cardStateOf } from "../../src/chat/card-state.ts";
import { INITIATIVE_CARD, INITIATIVE_CARD_LIMITS, initiativeState, initiativeView } from "../../src/combat/initiative/initiative-card.ts";
import { planInitiative } from "../../src/combat/initiative/initiative-plan.ts";
import { readerFor, renderCard } from "../support/cards.ts";

const NAMES: Record<string, string> = { a: "Lin Wei", b: "Grave Brute", c: "Wolf" };
const nameOf = (id: string) => NAMES[id] ?? id;
const log = [
  { ids: ["a"], kind: "initiative" as const, dice: 3, total: 11 },
  { ids: ["b", "c"], kind: "initiative" as const, dice: 4, total: 11 },
  { ids: ["a", "b"], kind: "tieBreak" as const, dice: 3, total: 9 },
];

describe("the initiative card", () => {
  it("stores the combatants' names with each roll, and nothing worded", () => {
    const state = initiativeState(log, nameOf);
    expect(state.entries[1]).toEqual({ kind: "initiative", names: ["Grave Brute", "Wolf"], dice: 4, total: 11 });
    expect(cardProblems(INITIATIVE_CARD, state)).toEqual([]);
    expect(cardStateOf(INITIATIVE_CARD, { type: "initiative", system: state })).toEqual(state);
    expect(initiativeState([{ ids: ["zz"], kind: "initiative", dice: 1, total: 2 }], nameOf).entries[0]!.names).toEqual(["zz"]);
  });

  it("keeps a real plan's log, tie-breaks included", () => {
    const rows = ["a", "b", "c"].map((id) => ({ id, actorId: `actor-${id}`, isNpc: false, initiative: null, tieBreaks: [], joinedRound: 0 }));
    const rolls = [9, 9, 12, 10, 7];
    const plan = planInitiative(rows, ["a", "b", "c"], { groupInitiative: false }, () => 3, () => rolls.shift() ?? 1);
    const state = initiativeState(plan.log, nameOf);
    expect(state.entries.map((e) => [e.kind, e.names.join(), e.total])).toEqual([
      ["initiative", "Lin Wei", 9], ["initiative", "Grave Brute", 9], ["initiative", "Wolf", 12], ["tieBreak", "Lin Wei", 10], ["tieBreak", "Grave Brute", 7],
    ]);
    expect(cardProblems(INITIATIVE_CARD, state)).toEqual([]);
  });

  it("bounds what it stores", () => {
    const many = Array.from({ length: INITIATIVE_CARD_LIMITS.entries + 5 }, () => ({ ids: ["a"], kind: "initiative" as const, dice: 5000, total: 99999 }));
    const state = initiativeState(many, () => "x".repeat(500));
    expect(state.entries).toHaveLength(INITIATIVE_CARD_LIMITS.entries);
    expect(state.entries[0]).toMatchObject({ dice: INITIATIVE_CARD_LIMITS.dice, total: INITIATIVE_CARD_LIMITS.total });
    expect(state.entries[0]!.names[0]).toHaveLength(INITIATIVE_CARD_LIMITS.name);
    expect(cardProblems(INITIATIVE_CARD, state)).toEqual([]);
    expect(cardProblems(INITIATIVE_CARD, { entries: [{ kind: "surprise", names: [], dice: 1, total: 1 }] })[0]).toMatch(/kind: unknown choice/);
  });

  it.each(["en", "cn"] as const)("reads in the reader's language (%s), tie-breaks marked", (lang) => {
    const state = initiativeState(log, nameOf);
    const view = initiativeView(state, readerFor(lang));
    expect(view.lines.map((l) => l.tieBreak)).toEqual([false, false, true]);
    const html = renderCard(INITIATIVE_CARD, state, readerFor(lang));
    expect(html).not.toMatch(/MESHAL\.|![A-Z]/);
    expect(html.match(/meshal-initiative-card__line--tie/g)).toHaveLength(1);
    if (lang === "en") {
      expect(view.lines[1]!.text).toBe("Grave Brute, Wolf: 4 Energy dice, face sum 11");
      expect(html).toContain("Lin Wei, Grave Brute: tie broken with 3 dice, face sum 9");
    } else {
      expect(view.lines[0]!.text).toBe("Lin Wei：3 颗活力骰，骰面 11");
      expect(html).toContain("Lin Wei, Grave Brute：平手，再投 3 颗骰，骰面 9");
    }
  });
});
