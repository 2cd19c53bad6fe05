/**
 * Shape test: the schemas (built with a recording double of Foundry's field classes) hold the shared field groups,
 * choices and labels the rest of the system relies on.
 */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { choiceLabels, labelledChoiceLists } from "../../src/data/choices.ts";
import { choiceIds, fieldKind, type FieldLike } from "../../src/data/schema-check.ts";
import { ITEM_SCHEMAS } from "../../src/data/schemas.ts";
import { defaultItemSystem } from "../../src/data/validation.ts";
import { langString, readLang } from "../support/lang.ts";

type Norm = Record<string, unknown>;
const schemaOf = (type: keyof typeof ITEM_SCHEMAS) => ITEM_SCHEMAS[type]() as unknown as Record<string, FieldLike>;

/** A field as plain data: kind, bounds, choices, nullability, default, and its inner fields. */
function norm(f: FieldLike): Norm {
  const kind = fieldKind(f);
  if (kind === "object") return { kind, fields: Object.fromEntries(Object.entries(f.fields!).map(([k, v]) => [k, norm(v)])) };
  if (kind === "array") return { kind, of: norm(f.element!), initial: f.initial };
  return { kind, integer: f.integer, min: f.min, max: f.max, choices: choiceIds(f), nullable: f.nullable, blank: f.blank, initial: f.initial };
}

describe("schemas", () => {
  it("weapons, protection and accessories share the attacks, roll-modifier and use fields", () => {
    const gearUse = norm(schemaOf("gear").use!) as { fields: Record<string, Norm> };
    for (const type of ["weapon", "protection", "accessory"] as const) {
      const schema = schemaOf(type);
      expect(norm(schema.attacks!), `${type}.attacks`).toEqual(norm(schemaOf("gear").attacks!));
      const use = norm(schema.use!) as { fields: Record<string, Norm> };
      expect(use.fields.kind, `${type}.use.kind`).toEqual({ ...gearUse.fields.kind, initial: "passive" });
      expect({ ...use.fields, kind: null }).toEqual({ ...gearUse.fields, kind: null });
      expect((defaultItemSystem(type).use as { kind: string }).kind).toBe("passive");
      const mods = norm(schema.rollModifiers!) as { kind: string; of: { fields: Record<string, Norm> }; initial: unknown };
      expect(mods).toMatchObject({ kind: "array", initial: [] });
      expect(Object.keys(mods.of.fields).sort()).toEqual(["condition", "mode", "modifier", "perEquipped", "roll", "style", "weaponKind"]);
      expect(mods.of.fields.roll).toMatchObject({
        choices: ["all", "attack", "block", "dodge", "resist", "might", "energy", "spirit", "cast", "search", "investigate"], initial: "all",
      });
      expect(mods.of.fields.modifier).toMatchObject({ kind: "number", integer: true, min: -99, max: 99, nullable: false, initial: 0 });
      expect(mods.of.fields.weaponKind).toMatchObject({ blank: true, initial: "" });
    }
  });
  it("every weapon kind of the glossary is a choice", () => {
    expect(choiceIds(schemaOf("weapon").kinds!.element!)).toHaveLength(12);
  });
});

describe("choice labels", () => {
  const en = readLang("en");
  const cn = readLang("cn");
  it("every labelled choice has a label in English and Chinese", () => {
    for (const [list] of labelledChoiceLists()) {
      for (const key of Object.values(choiceLabels(list)!)) {
        expect(typeof langString(en, key), key).toBe("string");
        expect(typeof langString(cn, key), key).toBe("string");
      }
    }
  });
  it("schemas hand Foundry labelled choices (id → lang key)", () => {
    expect(schemaOf("gear").scale!.choices).toEqual({ trivial: "MESHAL.Choice.scale.trivial", light: "MESHAL.Choice.scale.light", heavy: "MESHAL.Choice.scale.heavy" });
  });
});
