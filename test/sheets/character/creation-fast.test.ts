/**
 * Issue 35, the ability and gear steps as a newcomer reads them: the abilities in groups (the species' signature ones,
 * the fight's by the strongest attribute, the rest, languages and lore apart), requirements marked on each row in
 * either language, only what can be taken now by default, and every cost with its unit (potential, coins), rendered
 * with real Handlebars in English and Chinese.
 */
import { describe, expect, it } from "vitest";
import * as A from "../../fixtures/data-actors.ts";
import { characterContext, type CharacterContextOptions } from "../../../src/sheets/character/context.ts";
import { coinParts } from "../../../src/sheets/character/creation/coins.ts";
import { requirementStatus, type RequirementFacts } from "../../../src/sheets/character/creation/ability-requirements.ts";
import { attributeRank, groupAbilities, isCombatAbility, signatureAbilities } from "../../../src/sheets/character/creation/ability-groups.ts";
import type { IndexEntry } from "../../../src/sheets/character/creation/index-entry.ts";
import type { SheetItem } from "../../../src/sheets/character/view-types.ts";
import { compileSheetTemplate, prepared } from "./support.ts";

const facts = (over: Partial<RequirementFacts> = {}): RequirementFacts => ({
  abilities: [], sizes: [], forms: [], styleCount: () => null, ...over,
});

describe("requirements at creation", () => {
  it("checks knowing an ability, a size and a form in Chinese and in English; training is the GM's", () => {
    expect(requirementStatus("须已掌握擒拿", facts())).toBe("unmet");
    expect(requirementStatus("须已掌握擒拿", facts({ abilities: ["擒拿"] }))).toBe("met");
    expect(requirementStatus("Must already know Grapple", facts({ abilities: ["grapple"] }))).toBe("met");
    expect(requirementStatus("体型须为中型或小型", facts({ sizes: ["小型"] }))).toBe("met");
    expect(requirementStatus("Size Medium or Small only", facts({ sizes: ["Large"] }))).toBe("unmet");
    expect(requirementStatus("形态不能是虚体", facts({ forms: ["虚体"] }))).toBe("unmet");
    expect(requirementStatus("Form must not be Incorporeal", facts({ forms: ["Humanoid"] }))).toBe("met");
    expect(requirementStatus("训练：每天练习4小时，每天以精神🎲累加尝试，累计超过30后习得", facts())).toBe("table");
    expect(requirementStatus("Training: practice 4 h a day", facts())).toBe("table");
    expect(requirementStatus("a two-handed weapon", facts())).toBe("table");
  });

  it("counts the abilities of a style by its label, and leaves an unknown style to the GM", () => {
    const styleCount = (label: string) => (label === "秘术魔法" ? 2 : null);
    expect(requirementStatus("须已掌握至少3个秘术魔法能力", facts({ styleCount }))).toBe("unmet");
    expect(requirementStatus("须已掌握至少2个秘术魔法能力", facts({ styleCount }))).toBe("met");
    expect(requirementStatus("Must know at least 3 Esoterica abilities", facts({ styleCount }))).toBe("table");
  });
});

describe("the ability groups", () => {
  const row = (identifier: string, attributeType: string, level: number, over: { styles?: string[]; combat?: boolean } = {}) =>
    ({ identifier, name: identifier, attributeType, level, styles: over.styles ?? [], combat: over.combat ?? false });

  it("finds an attack or a ⚡ action a fight's ability, a time or passive one not", () => {
    expect(isCombatAbility({ attacks: [{}], activation: { kind: "passive" } })).toBe(true);
    expect(isCombatAbility({ attacks: [], activation: { kind: "reaction" } })).toBe(true);
    expect(isCombatAbility({ attacks: [], activation: { kind: "time" } })).toBe(false);
    expect(isCombatAbility(undefined)).toBe(false);
  });

  it("takes the signature abilities from the species and its subraces, none before a species", () => {
    const features: IndexEntry[] = [
      { uuid: "h", name: "Human", system: { kind: "species", identifier: "human", giftedAbilities: ["free-will"] } },
      { uuid: "g", name: "Gelaxun", system: { kind: "subrace", identifier: "gelaxun", parentSpecies: "human", giftedAbilities: ["flurry"] } },
      { uuid: "d", name: "Deep", system: { kind: "subrace", identifier: "deep", parentSpecies: "dwarf", giftedAbilities: ["rooted"] } },
    ];
    const human = { id: "x", name: "Human", type: "feature", system: { kind: "species", identifier: "human" } } as unknown as SheetItem;
    expect([...signatureAbilities(features, [human])].sort()).toEqual(["flurry", "free-will"]);
    expect(signatureAbilities(features, []).size).toBe(0);
  });

  it("puts signature first, then the fight's by strongest attribute and level, the rest, and lore last and closed", () => {
    const rank = attributeRank({ might: 3, energy: 5, spirit: 4 });
    const groups = groupAbilities([
      row("elvish", "common", 3, { styles: ["lore"] }), row("taunt", "spirit", 1, { combat: true }), row("dodge", "energy", 2, { combat: true }),
      row("roll", "energy", 1, { combat: true }), row("flurry", "energy", 3, { combat: true }), row("affinity", "spirit", 1),
      row("sneak", "energy", 1, { combat: true, styles: ["lore"] }),
    ], new Set(["flurry"]), rank, false);
    expect(groups.map((g) => [g.id, g.open, g.rows.map((r) => r.identifier)])).toEqual([
      ["signature", true, ["flurry"]],
      ["combat", true, ["roll", "dodge", "taunt"]],
      ["other", true, ["affinity"]],
      ["lore", false, ["sneak", "elvish"]],
    ]);
    expect(groupAbilities([row("elvish", "common", 3, { styles: ["lore"] })], new Set(), rank, true)[0]).toMatchObject({ id: "lore", open: true });
  });
});

describe("money in its coins", () => {
  it("names a price in gold, silver and copper, the empty coins left out", () => {
    const coin = (key: string, n: number) => ({ key: `MESHAL.CharacterSheet.creation.coin.${key}`, n });
    expect(coinParts(6075)).toEqual([coin("silver", 60), coin("copper", 75)]);
    expect(coinParts(10_000)).toEqual([coin("gold", 1)]);
    expect(coinParts(12_005)).toEqual([coin("gold", 1), coin("silver", 20), coin("copper", 5)]);
    expect(coinParts(0)).toEqual([coin("copper", 0)]);
  });
});

describe("the creation step rendered", () => {
  const ABILITIES: IndexEntry[] = [
    { uuid: "crush", name: "Crush", system: { identifier: "crush", level: 2, attributeType: "might", attacks: [{}], requirements: [] } },
    { uuid: "throw", name: "Grapple Throw", system: { identifier: "grapple-throw", level: 1, attributeType: "might", activation: { kind: "tactic" }, requirements: ["Must already know Grapple"] } },
    { uuid: "titan", name: "Titan grip", system: { identifier: "titan", level: 4, attributeType: "might", requirements: [] } },
    { uuid: "elvish", name: "Elvish", system: { identifier: "elvish", level: 1, attributeType: "common", styles: ["lore"], requirements: ["Training: practice 4 h a day"] } },
  ];
  const GEAR = [
    { uuid: "sword", name: "Short Sword", pack: "weapons" as const, system: { identifier: "short-sword", value: 2500 } },
    { uuid: "rations", name: "Rations", pack: "gear" as const, system: { identifier: "rations", value: 15 } },
  ];
  function render(lang: "en" | "cn", options: CharacterContextOptions = {}) {
    const a = A.freshCharacter();
    a.items = [];
    const c = prepared(() => a);
    const view = characterContext(c, { creation: true, abilityIndex: ABILITIES, gearIndex: GEAR, ...options });
    return { view, html: compileSheetTemplate("actor/character/creation.hbs", lang)({ ...view, rootId: "t", isEdit: false, isPlay: true, canEdit: true }) };
  }

  it("offers only what can be taken now by default, in groups, lore closed, each cost with its unit", () => {
    const { view, html } = render("en");
    expect(view.creationAbilities.filter.allowedOnly).toBe(true);
    expect(view.creationAbilities.rows.map((r) => r.uuid)).toEqual(["crush", "elvish"]); // Titan grip over the cap, Throw unmet
    expect(html).toMatch(/<details class="meshal-creation__group" data-group="combat" open>/);
    expect(html).toMatch(/<details class="meshal-creation__group" data-group="lore">/);
    expect(html).toContain("Obtain · 6 potential");
    expect(html).toContain("Your GM decides:</span> Training: practice 4 h a day");
    expect(html).toMatch(/Left to spend on gear: <strong>1 gold<\/strong>/);
    expect(html).toContain("Buy · 25 silver");
    expect(html).toContain("Buy · 15 copper");
    // The gear offers in groups by compendium: weapons open, the sundries closed.
    expect(view.creationGear!.offers.groups.map((g) => [g.id, g.open])).toEqual([["weapons", true], ["gear", false]]);
    expect(html).toMatch(/Take the Warrior kit · /);
    expect(html).not.toMatch(/\bcp\b/);
    const cn = render("cn").html;
    expect(cn).toContain("获得 · 6 潜能");
    expect(cn).toContain("购买 · 25银币");
    expect(cn).toContain("1金币");
  });

  it("marks an unmet requirement on the row when every ability is listed", () => {
    const { view, html } = render("en", { abilityFilter: { allowedOnly: false } });
    const throwRow = view.creationAbilities.rows.find((r) => r.uuid === "throw")!;
    expect(throwRow).toMatchObject({ allowed: false, requirementMarks: [{ status: "unmet" }] });
    expect(html).toContain("Not met:</span> Must already know Grapple");
    expect(html).toContain("Needs: Must already know Grapple");
    expect(html).toContain("next +1: 9 potential");
  });

  it("keeps the groups the user opened or closed across a re-render", () => {
    const { html } = render("en", { groupsOpen: { lore: true, combat: false } });
    expect(html).toMatch(/data-group="lore" open>/);
    expect(html).toMatch(/data-group="combat">/);
  });
});
