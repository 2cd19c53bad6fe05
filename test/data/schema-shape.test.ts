/**
 * Shape test: the real TypeDataModel schemas (built with a recording double of Foundry's field classes) must describe
 * exactly the fields, choices, bounds, nullability and defaults of the pure specs the validator uses.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BOUNDS, choiceLabels, labelledChoiceLists } from "../../src/data/choices.ts";
import type { FieldSpec } from "../../src/data/spec.ts";
import { ITEM_SPECS } from "../../src/data/item-specs.ts";
import { defaultItemSystem } from "../../src/data/validation.ts";
import { ACTOR_SPECS } from "../../src/data/actor-specs.ts";
import { langString, readLang } from "../support/lang.ts";
import { installFieldRecorder, Recorded } from "./field-recorder.ts";

type Norm = Record<string, unknown>;
const choiceIds = (c: unknown): string[] => (Array.isArray(c) ? [...c] : Object.keys(c as object));

/** A schema (field name → recorded field) as a normalised object spec. */
const normSchema = (fields: object): Norm => ({ t: "obj", fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, normField(v)])) });

function normField(f: unknown): Norm {
  if (!(f instanceof Recorded)) throw new Error("not a recorded field");
  const o = f.options;
  switch (f.kind) {
    case "NumberField":
      return { t: o.integer ? "int" : "num", min: o.min, max: o.max, nullable: Boolean(o.nullable), initial: o.initial };
    case "StringField":
      return {
        t: "str", choices: o.choices ? choiceIds(o.choices) : undefined, nullable: Boolean(o.nullable),
        blank: o.blank !== false, initial: o.initial ?? null,
      };
    case "BooleanField":
      return { t: "bool", initial: o.initial };
    case "HTMLField":
      return { t: "html", initial: o.initial };
    case "ArrayField":
      return { t: "arr", of: normField(f.inner), initial: o.initial };
    case "SchemaField":
      return normSchema(f.inner as object);
    default:
      throw new Error(`unexpected field ${f.kind}`);
  }
}

function normSpec(s: FieldSpec): Norm {
  switch (s.t) {
    case "int":
    case "num":
      return { t: s.t, min: BOUNDS[s.bound].min, max: BOUNDS[s.bound].max, nullable: Boolean(s.nullable), initial: s.initial };
    case "str":
      return {
        t: "str", choices: s.choices ? [...s.choices] : undefined, nullable: Boolean(s.nullable), blank: s.blank !== false,
        initial: s.initial,
      };
    case "bool":
    case "html":
      return { t: s.t, initial: s.initial };
    case "arr":
      return { t: "arr", of: normSpec(s.of), initial: s.initial };
    case "obj":
      return { t: "obj", fields: Object.fromEntries(Object.entries(s.fields).map(([k, v]) => [k, normSpec(v)])) };
  }
}

let models: typeof import("../../src/data/models.ts");
beforeAll(async () => {
  installFieldRecorder();
  models = await import("../../src/data/models.ts");
});

describe("schemas match the validator specs", () => {
  for (const type of Object.keys(ITEM_SPECS) as (keyof typeof ITEM_SPECS)[]) {
    it(`item ${type}`, () => {
      expect(normSchema(models.ITEM_MODELS[type].defineSchema())).toEqual(normSpec(ITEM_SPECS[type]));
    });
  }
  for (const type of Object.keys(ACTOR_SPECS) as (keyof typeof ACTOR_SPECS)[]) {
    it(`actor ${type}`, () => {
      expect(normSchema(models.ACTOR_MODELS[type].defineSchema())).toEqual(normSpec(ACTOR_SPECS[type]));
    });
  }
  it("weapons, protection and accessories share the attacks, roll-modifier and use fields", () => {
    const fieldsOf = (type: keyof typeof ITEM_SPECS) => (ITEM_SPECS[type] as Extract<FieldSpec, { t: "obj" }>).fields;
    const gearUse = normSpec(fieldsOf("gear").use!) as { fields: Record<string, Norm> };
    for (const type of ["weapon", "protection", "accessory"] as const) {
      const schema = models.ITEM_MODELS[type].defineSchema() as Record<string, unknown>;
      expect(normField(schema.attacks), `${type}.attacks`).toEqual(normSpec(fieldsOf("weapon").attacks!));
      const use = normField(schema.use) as { fields: Record<string, Norm> };
      expect(use.fields.kind, `${type}.use.kind`).toEqual({ ...gearUse.fields.kind, initial: "passive" });
      expect({ ...use.fields, kind: null }).toEqual({ ...gearUse.fields, kind: null });
      expect((defaultItemSystem(type).use as { kind: string }).kind).toBe("passive");
      const mods = normField(schema.rollModifiers) as { t: string; of: { fields: Record<string, Norm> }; initial: unknown };
      expect(mods).toMatchObject({ t: "arr", initial: [] });
      expect(Object.keys(mods.of.fields).sort()).toEqual(["condition", "mode", "modifier", "perEquipped", "roll", "style", "weaponKind"]);
      expect(mods.of.fields.roll).toMatchObject({
        choices: ["all", "attack", "block", "dodge", "resist", "might", "energy", "spirit", "cast", "search", "investigate"], initial: "all",
      });
      expect(mods.of.fields.modifier).toEqual({ t: "int", min: -99, max: 99, nullable: false, initial: 0 });
      expect(mods.of.fields.weaponKind).toMatchObject({ blank: true, initial: "" });
    }
  });
  it("every weapon kind of the glossary is a choice", () => {
    const kinds = models.ITEM_MODELS.weapon.defineSchema().kinds as unknown as Recorded;
    expect(choiceIds((kinds.inner as Recorded).options.choices)).toHaveLength(12);
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
    const scale = models.ITEM_MODELS.gear.defineSchema().scale as unknown as Recorded;
    expect(scale.options.choices).toEqual({ trivial: "MESHAL.Choice.scale.trivial", light: "MESHAL.Choice.scale.light", heavy: "MESHAL.Choice.scale.heavy" });
  });
});
