/**
 * The validator read from the schemas refuses what the field options forbid (every leaf of every schema), with bounds
 * and choices as the rules fix them, and the models' joint validation refuses what spans fields.
 */
import { beforeAll, describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { checkField, fieldKind, choiceIds, type FieldLike } from "../../src/data/schema-check.ts";
import { ACTOR_SCHEMAS, ITEM_SCHEMAS } from "../../src/data/schemas.ts";
import { ACTOR_TYPES, ITEM_TYPES } from "../../src/data/types.ts";
import { defaultActorSystem, defaultAttack, defaultItemSystem, validateActorSystem, validateItemSystem } from "../../src/data/validation.ts";

type Rec = Record<string, unknown>;
type Leaf = { path: (string | number)[]; field: FieldLike };

/** Every leaf field with its path in a default system that has one entry in each list. */
function leaves(field: FieldLike, path: (string | number)[] = []): Leaf[] {
  const kind = fieldKind(field);
  if (kind === "object") return Object.entries(field.fields!).flatMap(([k, f]) => leaves(f, [...path, k]));
  if (kind === "array") return [{ path, field }, ...leaves(field.element!, [...path, 0])];
  return [{ path, field }];
}

/** A value a field must accept: its default, with one entry in each list (a list entry: its first choice or a word). */
function goodValue(field: FieldLike): unknown {
  const kind = fieldKind(field);
  if (kind === "object") return Object.fromEntries(Object.entries(field.fields!).map(([k, f]) => [k, goodValue(f)]));
  if (kind === "array") return [goodValue(field.element!)];
  if (kind === "number") return typeof field.initial === "number" ? field.initial : (field.min ?? 0);
  if (kind === "string") return typeof field.initial === "string" ? field.initial : (choiceIds(field)?.[0] ?? "x");
  return field.initial;
}

const show = (path: (string | number)[]) => path.map((p, i) => (typeof p === "number" ? `[${p}]` : i ? `.${p}` : p)).join("");
function setAt(root: Rec, path: (string | number)[], value: unknown): Rec {
  const copy = structuredClone(root);
  let node = copy as Rec;
  for (const key of path.slice(0, -1)) node = node[key as string] as Rec;
  const last = path[path.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const cases = [
  ...ITEM_TYPES.map((type) => ({ type, schema: () => ITEM_SCHEMAS[type]() as unknown as Rec, check: (s: unknown) => validateItemSystem(type, s, { complete: false }) })),
  ...ACTOR_TYPES.map((type) => ({ type, schema: () => ACTOR_SCHEMAS[type]() as unknown as Rec, check: (s: unknown) => validateActorSystem(type, s) })),
];

describe("the validator read from the schema refuses every kind of bad value, on every field", () => {
  for (const { type, schema, check } of cases) {
    it(type, () => {
      const root = { fields: schema() } as FieldLike;
      const full = goodValue(root) as Rec;
      expect(check(full), `${type}: a filled system is valid`).toEqual([]);
      for (const { path, field } of leaves(root)) {
        const where = show(path);
        const inList = typeof path[path.length - 1] === "number";
        const bad: unknown[] = inList ? [{}] : [undefined, {}];
        const kind = fieldKind(field);
        if (kind === "number") {
          bad.push("1");
          if (field.min !== undefined) bad.push(field.min - 1);
          if (field.max !== undefined) bad.push(field.max + 1);
          if (field.integer) bad.push((field.min ?? 0) + 0.5);
        }
        if (kind === "string" && choiceIds(field)) bad.push("not-a-choice");
        if (kind === "boolean") bad.push("yes");
        if (kind !== "array" && kind !== "boolean" && !field.nullable) bad.push(null);
        for (const value of bad) {
          const problems = check(setAt(full, path, value));
          expect(problems.some((p) => p.startsWith(`${where}:`)), `${type} ${where} = ${JSON.stringify(value)}: ${problems.join("; ")}`).toBe(true);
        }
      }
    });
  }
});

describe("bounds and choices are the rules' ones", () => {
  const weapon = () => ({ ...defaultItemSystem("weapon"), attacks: [defaultAttack()] });
  it.each([
    ["weapon", "attacks.0.hits", 21, "attacks[0].hits: 21 is above the maximum 20"],
    ["weapon", "attacks.0.dice.divisor", 0, "attacks[0].dice.divisor: 0 is below the minimum 1"],
    ["weapon", "statMods.perceptionMultiplier", 10.5, "statMods.perceptionMultiplier: 10.5 is above the maximum 10"],
    ["weapon", "scale", "huge", 'scale: unknown choice "huge" (allowed: trivial, light, heavy)'],
    ["ability", "level", 10, "level: 10 is above the maximum 9"],
    ["ability", "attributeType", "luck", 'attributeType: unknown choice "luck" (allowed: might, energy, spirit, common)'],
    ["gear", "uses.max", 1.5, "uses.max: must be an integer (got 1.5)"],
    ["feature", "perceptionRange", -1, "perceptionRange: -1 is below the minimum 0"],
  ] as const)("%s %s = %s", (type, dotted, value, message) => {
    const base = type === "weapon" ? weapon() : defaultItemSystem(type);
    const path = dotted.split(".").map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    expect(validateItemSystem(type, setAt(base, path, value), { complete: false })).toEqual([message]);
  });
  it("allows fractions only where the rules do (speed, perception multiplier)", () => {
    expect(validateActorSystem("npc", { ...defaultActorSystem("npc"), speed: 1.5 })).toEqual([]);
    expect(validateItemSystem("weapon", setAt(weapon(), ["statMods", "perceptionMultiplier"], 0.5), { complete: false })).toEqual([]);
    expect(validateActorSystem("character", setAt(defaultActorSystem("character"), ["attributes", "might", "trained"], 100)))
      .toEqual(["attributes.might.trained: 100 is above the maximum 99"]);
  });
});

describe("the models' joint validation", () => {
  let models: typeof import("../../src/data/models.ts");
  beforeAll(async () => {
    models = await import("../../src/data/models.ts");
  });

  it("refuses a rule spanning fields with the problem in the message, and accepts a fresh (incomplete) item", () => {
    const { weapon: WeaponData, gear: GearData, ability: AbilityData } = models.ITEM_MODELS;
    expect(() => WeaponData.validateJoint(defaultItemSystem("weapon"))).not.toThrow();
    const overloaded = { ...defaultItemSystem("weapon"), reload: { ...(defaultItemSystem("weapon").reload as Rec), capacity: 6, value: 7 } };
    expect(() => WeaponData.validateJoint(overloaded)).toThrow("reload.value: 7 is above the capacity 6");
    const attack = { ...defaultAttack(), range: { ...(defaultAttack().range as Rec), kind: "steps", min: 5, max: 3 }, defenses: ["dodge", "dodge"] };
    expect(() => GearData.validateJoint({ ...defaultItemSystem("gear"), attacks: [attack] }))
      .toThrow('attacks[0].defenses: "dodge" is listed twice; attacks[0].range.min: 5 must be below the maximum 3');
    const ability = setAt(setAt(defaultItemSystem("ability"), ["intensify", "maxSteps"], 1), ["intensify", "steps"], 2);
    expect(() => AbilityData.validateJoint(ability)).toThrow("intensify.steps: 2 is above intensify.maxSteps 1");
  });
  it("names the document type through the localised not-saved message", () => {
    const format = (key: string, data: Record<string, string>) => `${key}|${data.name}|${data.problems}`;
    (globalThis as Rec).game = { i18n: { localize: (key: string) => `«${key}»`, format } };
    try {
      const system = { ...defaultActorSystem("npc"), immune: ["physical", "physical"] };
      expect(() => models.ACTOR_MODELS.npc.validateJoint(system))
        .toThrow('MESHAL.Warn.invalidData|«TYPES.Actor.npc»|immune: "physical" is listed twice');
    } finally {
      delete (globalThis as Rec).game;
    }
  });
});

describe("nullable objects", () => {
  // A nullable SchemaField (an attack card's `reach`, a target's `applied`) holds an object or null, nothing else.
  const object = (nullable: boolean): FieldLike => ({ fields: { n: { integer: true, min: 0, nullable: false, required: true } }, nullable, required: true });
  it("accept null only when nullable, and still check a present object", () => {
    const problems = (field: FieldLike, value: unknown) => {
      const out: string[] = [];
      checkField(field, value, "x", out);
      return out;
    };
    expect(problems(object(true), null)).toEqual([]);
    expect(problems(object(false), null)).toEqual(["x: must be an object"]);
    expect(problems(object(true), { n: -1 })).toEqual(["x.n: -1 is below the minimum 0"]);
    expect(problems(object(true), "x")).toEqual(["x: must be an object"]);
  });
});
