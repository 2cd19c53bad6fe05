import { describe, expect, it } from "vitest";
import { rollModifiersFor } from "../../src/rules/roll-modifiers.ts";
import { attackModifiers } from "../../src/actions/modifier-sources.ts";
import { effectGroups } from "../../src/sheets/view/effects.ts";
import { itemRow } from "../../src/sheets/view/item-rows.ts";
import { itemSheetView } from "../../src/sheets/view/item-sheet.ts";
import { npcSheetView, type NpcSheetInput } from "../../src/sheets/view/npc-sheet.ts";
import type { FieldView, GroupView, ListView } from "../../src/sheets/view/fields.ts";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { LANGS, langString, readLang } from "../support/lang.ts";
import type { ItemType } from "../../src/data/types.ts";
import { derivedSystem } from "../preview/pages.ts";
import { actorSchema, itemSchema } from "../support/model-schemas.ts";

const en = readLang("en");
const env = { localize: (key: string) => langString(en, key) ?? `!${key}!` };

describe("item rows", () => {
  it("shows each attack with its dice in the reader's words and its cost", () => {
    const row = itemRow(I.dagger(), env);
    expect(row.attacks).toHaveLength(1);
    expect(row.attacks[0]).toMatchObject({ index: 0, expression: "Energy÷2", cost: 1 });
    expect(row.attacks[0]!.ariaLabel).toContain("Dagger");
    expect(row.equippable).toBe(true);
    expect(itemRow(I.rope(3), env).quantityLabel).toBe("×3");
    expect(itemRow(I.pickpocket(), env)).toMatchObject({ level: 3, usable: true, quantity: null });
  });
});

describe("effects list", () => {
  it("groups effects and marks suppressed ones", () => {
    const groups = effectGroups([
      { id: "a", name: "Haste", img: null, disabled: false, isTemporary: true },
      { id: "b", name: "Ring", img: "r.svg", disabled: false, isSuppressed: true, parentId: "i1" },
      { id: "c", name: "Off", img: null, disabled: true },
    ]);
    expect(groups.map((g) => [g.id, g.rows.map((r) => r.id)])).toEqual([["temporary", ["a"]], ["passive", ["b"]], ["inactive", ["c"]]]);
    expect(groups[1]!.rows[0]).toMatchObject({ suppressed: true, parentId: "i1" });
    expect(groups[2]!.rows[0]!.toggleLabelKey).toBe("MESHAL.Sheet.effects.enable");
  });
});

describe("NPC view", () => {
  const npc = A.npcBrute();
  const view = npcSheetView({
    name: "Brute", system: derivedSystem(npc) as unknown as NpcSheetInput["system"], source: npc.system as NpcSheetInput["source"], schema: actorSchema("npc"), items: npc.items,
  }, env);

  it("shows pools as current/total with pips, protections with weaknesses, and stored values for edit mode", () => {
    const might = view.pools[0]!;
    expect(might).toMatchObject({ id: "might", value: 4, total: 5, display: "4/5", canLose: true, canRecover: true });
    expect(might.pips.filter((p) => p.filled)).toHaveLength(4);
    expect(might.stored.map((s) => s.name)).toContain("system.attributes.might.base");
    const weak = view.protections.filter((p) => p.weakness).map((p) => p.id);
    expect(weak).toEqual(view.protections.filter((p) => p.value < 0).map((p) => p.id));
    expect(view.strength).toBe(30);
  });

  it("lists attacking items as rollable and other equipment apart, and edit fields for the stored stats", () => {
    expect(view.attacks.map((r) => r.name)).toEqual(["Fists & Feet"]);
    expect(view.gear.map((r) => r.name)).toEqual(["Chainmail"]);
    expect(view.fields.map((f) => f.name).sort()).toEqual(["system.immune", "system.mobility", "system.protection", "system.speed", "system.strength"]);
  });
});

describe("item view", () => {
  it("gives every stored field an input bounded like the model, except the description (its own editor)", () => {
    const view = itemSheetView({ name: "Revolver", type: "weapon", source: I.revolver().system, schema: itemSchema("weapon") }, env);
    const flat: (FieldView | ListView | GroupView)[] = [];
    const walk = (es: (FieldView | ListView | GroupView)[]) => es.forEach((e) => {
      flat.push(e);
      if (e.kind === "group") walk(e.fields);
      if (e.kind === "list") e.entries.forEach((x) => walk(x.fields));
    });
    walk(view.fields);
    const byName = new Map(flat.map((f) => [f.name, f]));
    expect(byName.get("system.quantity")).toMatchObject({ kind: "number", min: 0, max: 99999, step: 1 });
    expect(byName.get("system.scale")).toMatchObject({ kind: "select" });
    expect((byName.get("system.scale") as FieldView).options![0]!.labelKey).toBe("MESHAL.Sheet.none");
    expect(byName.get("system.kinds")).toMatchObject({ kind: "multi" });
    expect(byName.get("system.equip.requirements")).toMatchObject({ kind: "lines" });
    expect(byName.get("system.attacks")).toMatchObject({ kind: "list", path: "attacks" });
    expect(byName.get("system.attacks.0.dice.divisor")).toMatchObject({ kind: "number", min: 1, max: 10 });
    expect(byName.has("system.description")).toBe(false);
    for (const f of flat) expect(langString(en, f.labelKey), f.labelKey).toBeDefined();
    expect(view.attacks[0]).toMatchObject({ expression: "Energy÷2", modeKey: "MESHAL.Choice.attackMode.ranged" });
  });

  const fixtures: [ItemType, () => I.FixtureItem][] = [
    ["weapon", I.revolver], ["protection", () => I.chainmail()], ["accessory", () => I.signetOfPalankai()],
    ["ability", I.pickpocket], ["feature", I.human], ["gear", I.healingPotion],
  ];
  it.each(fixtures)("%s: every input and fact is labelled where the model's prefixes put the label, in both languages", (type, make) => {
    const view = itemSheetView({ name: "x", type, source: make().system, schema: itemSchema(type) }, env);
    const keys: string[] = view.facts.map((f) => f.labelKey);
    const walk = (es: (FieldView | ListView | GroupView)[]) => es.forEach((e) => {
      keys.push(e.labelKey);
      if (e.kind === "group") walk(e.fields);
      if (e.kind === "list") e.entries.forEach((x) => walk(x.fields));
      if (e.kind !== "group" && e.kind !== "list") e.options?.forEach((o) => keys.push(o.labelKey));
    });
    walk(view.fields);
    expect(keys.length).toBeGreaterThan(3);
    for (const lang of LANGS) {
      const tree = readLang(lang);
      expect(keys.filter((k) => langString(tree, k) === undefined), lang).toEqual([]);
    }
  });

  it("summarises how an ability is activated, with its ⚡ cost or the time it takes", () => {
    const timed = itemSheetView({ name: "x", type: "ability", source: I.pickpocket().system, schema: itemSchema("ability") }, env);
    expect(timed.facts.find((f) => f.labelKey === "MESHAL.Item.ability.FIELDS.activation.label"))
      .toMatchObject({ valueKey: "MESHAL.Choice.activationKind.time", value: " (10 seconds)" });
    const tactic = I.ability("crush", 2, "might", { activation: { kind: "tactic", cost: 2 } });
    const view = itemSheetView({ name: "x", type: "ability", source: tactic.system, schema: itemSchema("ability") }, env);
    expect(view.facts.find((f) => f.labelKey === "MESHAL.Item.ability.FIELDS.activation.label")).toMatchObject({ value: " 2⚡" });
  });

  it("summarises a feature: its kind, speed, initial potential change and gifts", () => {
    const view = itemSheetView({ name: "Human", type: "feature", source: I.human().system, schema: itemSchema("feature") }, env);
    const fact = (field: string) => view.facts.find((f) => f.labelKey === `MESHAL.Item.feature.FIELDS.${field}.label`);
    expect(fact("kind")).toMatchObject({ valueKey: "MESHAL.Choice.featureKind.species" });
    expect(fact("speed")?.value).toBe("3");
    expect(fact("initialPotential")?.value).toBe("+12");
    expect(fact("giftedAbilities")).toBeUndefined(); // gifts are listed as links, not as a fact
    expect(view.gifts.map((g) => g.identifier)).toEqual(["free-will", "common-language"]);
    expect(fact("attributes")).toBeUndefined(); // Human changes no base attribute
  });

  it("bounds numbers and lists choices from the schema's own fields, so a changed bound reaches the sheet", () => {
    const schema = itemSchema("weapon");
    const quantity = schema.quantity!;
    const view = itemSheetView({ name: "x", type: "weapon", source: I.revolver().system, schema: { ...schema, quantity: { ...quantity, max: 7 } } }, env);
    expect(view.fields.find((f) => f.name === "system.quantity")).toMatchObject({ kind: "number", max: 7 });
  });
});

describe("roll modifiers", () => {
  const items = [
    { name: "Spiked gauntlet", type: "accessory", system: { equipped: true, rollModifiers: [I.rollModifier({ roll: "attack", mode: "melee", modifier: 1 })] } },
    { name: "Heavy mail", type: "protection", system: { equipped: true, rollModifiers: [I.rollModifier({ roll: "dodge", modifier: -2 })] } },
    { name: "Lucky charm", type: "accessory", system: { equipped: false, rollModifiers: [I.rollModifier({ roll: "all", modifier: 1 })] } },
    { name: "Focus", type: "accessory", system: { equipped: true, rollModifiers: [I.rollModifier({ roll: "might", modifier: 1, condition: "when calm" })] } },
    { name: "Blade", type: "weapon", system: { equipped: true, kinds: ["blade"], rollModifiers: [I.rollModifier({ roll: "block", weaponKind: "blade", perEquipped: true, modifier: 1 })] } },
  ];

  it("applies only equipped items' matching modifiers, listing situational ones apart", () => {
    const melee = rollModifiersFor(items, { roll: "attack", mode: "melee", pools: ["might"] });
    expect(melee).toMatchObject({ advantage: 1, disadvantage: 0 });
    expect(melee.situational.map((m) => m.source)).toEqual(["Focus"]);
    expect(rollModifiersFor(items, { roll: "attack", mode: "ranged" }).advantage).toBe(0);
    expect(rollModifiersFor(items, { roll: "dodge" })).toMatchObject({ advantage: 0, disadvantage: 2 });
    expect(rollModifiersFor(items, { roll: "block", weaponKinds: ["blade"] }).advantage).toBe(1);
    expect(rollModifiersFor(items, { roll: "block", weaponKinds: ["impact"] }).advantage).toBe(0);
  });

  it("names each source of a weapon attack roll for the dialog, as for attribute rolls", () => {
    const melee = attackModifiers(items, { dice: { pools: ["might"] }, mode: "melee" }, ["blade"]);
    expect(melee).toMatchObject({ advantage: 1, disadvantage: 0 });
    expect(melee.sources).toEqual([
      { name: "Spiked gauntlet", amount: 1, applied: true, condition: "" },
      { name: "Focus", amount: 1, applied: false, condition: "when calm" },
    ]);
    const ranged = attackModifiers(items, { dice: { pools: ["energy"] }, mode: "ranged" }, []);
    expect(ranged).toMatchObject({ advantage: 0, disadvantage: 0, sources: [] });
  });
});
