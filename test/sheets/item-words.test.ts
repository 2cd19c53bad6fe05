import { describe, expect, it } from "vitest";
import { attackWords, extraDamageWords, rangeWords, type AttackWordsSource } from "../../src/sheets/view/attack-words.ts";
import { fieldSections } from "../../src/sheets/view/field-sections.ts";
import { featureWords, giftLinks, protectionWords, refillWords, type RefillSource } from "../../src/sheets/view/item-words.ts";
import { itemSheetView } from "../../src/sheets/view/item-sheet.ts";
import * as I from "../fixtures/data-items.ts";
import { LANGS, langString, readLang } from "../support/lang.ts";
import { itemSchema } from "../support/model-schemas.ts";

const envOf = (lang: (typeof LANGS)[number]) => {
  const tree = readLang(lang);
  return { localize: (key: string) => langString(tree, key) ?? `!${key}!` };
};
const en = envOf("en");
const cn = envOf("cn");
const text = (lines: { labelKey: string; text: string }[], field: string) =>
  lines.find((l) => l.labelKey === `MESHAL.Item.attack.FIELDS.attacks.element.${field}.label`)?.text;

describe("an attack in words", () => {
  // Cast: fixtures keep `system` as a plain record; the revolver's first attack has the stored attack shape.
  const revolverAttack = (I.revolver().system.attacks as AttackWordsSource[])[0]!;

  it("says the range, targets, damaged attributes, defenses, extra damage, ammunition and hits", () => {
    const lines = attackWords(revolverAttack, en);
    expect(text(lines, "range")).toBe("Up to 15 steps");
    expect(text(lines, "targets")).toBe("1 Creature");
    expect(text(lines, "targetAttributes")).toBe("Might");
    expect(text(lines, "defenses")).toBe("Dodge");
    expect(text(lines, "extraDamage")).toBe("damage +2");
    expect(text(lines, "consumes")).toBe("1 ammunition per attack");
    expect(text(lines, "hits")).toBe("1 hit");
    expect(text(lines, "penetration")).toBeUndefined();
  });

  it("says the same in Chinese, with no untranslated key", () => {
    const lines = attackWords({ ...I.daggerAttack, penetration: 2, extraDamage: [{ op: "mul", value: 2 }, { op: "addDice", value: 1 }] }, cn);
    expect(text(lines, "range")).toBe("相邻");
    expect(text(lines, "defenses")).toBe("格挡、闪避");
    expect(text(lines, "penetration")).toBe("2");
    expect(text(lines, "extraDamage")).toBe("伤害 ×2、伤害 +1 骰（🎲）");
    expect(text(lines, "hits")).toBe("2 段");
    for (const l of lines) expect(l.text).not.toMatch(/!MESHAL/);
  });

  it("never writes extra damage as a bare number that could read as a count of hits", () => {
    expect(extraDamageWords([{ op: "mul", value: 2 }], en)).toBe("damage ×2");
    expect(extraDamageWords([{ op: "addDice", value: 2 }], en)).toBe("+2 damage dice (🎲)");
  });

  it("says an attack without allowed defenses cannot be defended", () => {
    expect(text(attackWords({ defenses: [] }, en), "defenses")).toBe("None — it cannot be defended");
  });

  it("reads a range from an attribute, a minimum, a direction and the beyond-range refusal", () => {
    expect(rangeWords({ kind: "steps", maxAttribute: "spirit", maxMultiplier: 2 }, en)).toBe("Spirit × 2 steps");
    expect(rangeWords({ kind: "steps", min: 2, max: 6, noBeyondRange: true }, en)).toBe("2–6 steps, never beyond");
    expect(rangeWords({ kind: "self", direction: "front" }, en)).toBe("Around you, in front");
  });

  it("counts one step in the singular, and steps in Chinese without a plural", () => {
    expect(rangeWords({ kind: "steps", max: 1 }, en)).toBe("Up to 1 step");
    expect(rangeWords({ kind: "steps", max: 1 }, cn)).toBe("至多 1 步");
    expect(rangeWords({ kind: "steps", max: 3 }, cn)).toBe("至多 3 步");
    expect(featureWords({ perceptionRange: 1 }, en)[0]?.text).toBe("1 step");
    expect(featureWords({ perceptionRange: 30 }, cn)[0]?.text).toBe("30 步");
  });
});

describe("item facts in words", () => {
  it("writes protections by type name, never as raw keys", () => {
    expect(protectionWords({ physical: 3, erosion: -2, occult: 0 }, en)).toBe("Physical 3, Erosion −2");
    expect(protectionWords({ physical: 3 }, cn)).toBe("物理 3");
    const view = itemSheetView({ name: "Chainmail", type: "protection", source: I.chainmail().system, schema: itemSchema("protection") }, en);
    expect(view.facts.map((f) => f.value).join(" ")).toContain("Physical 3, Erosion −2");
    expect(view.facts.map((f) => f.value).join(" ")).not.toMatch(/physical:/);
  });

  it("writes a weapon's reload with its ammunition by name", () => {
    const r = I.revolver().system.reload as RefillSource;
    expect(refillWords("reload", r, en, (id) => (id === "9mm-round" ? "9mm Round" : null))).toBe("6/6 loaded · 9mm Round · refill 1 for 2⚡");
    expect(refillWords("charge", { capacity: 0 }, en)).toBe("");
  });

  it("gives a feature's senses, perception, movement and slots in words", () => {
    const lines = featureWords(I.human().system, en);
    const line = (field: string) => lines.find((l) => l.labelKey === `MESHAL.Item.feature.FIELDS.${field}.label`)?.text;
    expect(line("senses")).toBe("Five Senses");
    expect(line("perceptionRange")).toBe("100 steps");
    expect(line("movementModes")).toBe("Walk, Climb (poor), Swim (poor)");
    expect(line("equipSlots")).toBe("Helmet, Armor, Boots, Weapon ×2, Accessory ×3");
    expect(featureWords(I.undead().system, en).find((l) => l.labelKey.endsWith("protection.label"))?.text).toBe("Physical 1, Occult −1");
    for (const lang of LANGS) for (const l of featureWords(I.human().system, envOf(lang))) expect(langString(readLang(lang), l.labelKey), l.labelKey).toBeDefined();
  });

  it("links gifted abilities by identifier, keeping the identifier of one not found", () => {
    const index = new Map([["free-will", { uuid: "Compendium.meshal-lite.abilities.Item.fw", name: "Free Will" }]]);
    expect(giftLinks(["free-will", "common-language"], (id) => index.get(id) ?? null)).toEqual([
      { identifier: "free-will", name: "Free Will", uuid: "Compendium.meshal-lite.abilities.Item.fw" },
      { identifier: "common-language", name: "common-language", uuid: null },
    ]);
    const view = itemSheetView({ name: "Human", type: "feature", source: I.human().system, schema: itemSchema("feature"),
      abilityOfIdentifier: (id) => index.get(id) ?? null }, en);
    expect(view.gifts.map((g) => g.name)).toEqual(["Free Will", "common-language"]);
  });
});

describe("edit mode sections", () => {
  it("puts every weapon field in one section, attacks and reload apart from the general facts", () => {
    const view = itemSheetView({ name: "Revolver", type: "weapon", source: I.revolver().system, schema: itemSchema("weapon") }, en);
    const ids = view.sections.map((s) => s.id);
    expect(ids).toEqual(["general", "equipping", "attacks", "weapon", "modifiers"]);
    expect(view.sections.flatMap((s) => s.fields).length).toBe(view.fields.length);
    expect(view.sections.find((s) => s.id === "attacks")!.fields.map((f) => f.name)).toEqual(["system.attacks"]);
    for (const lang of LANGS) for (const s of view.sections) expect(langString(readLang(lang), s.labelKey), s.labelKey).toBeDefined();
  });

  it("sends a field no section names to the details section", () => {
    expect(fieldSections([{ kind: "text", name: "system.odd", id: "x", labelKey: "k", value: "" }]).map((s) => s.id)).toEqual(["details"]);
  });
});
