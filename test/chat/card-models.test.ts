/**
 * The card models refuse invalid state: the pure validator (what legacy cards and the GM query check) and the real
 * schema builder (run against a recording double of Foundry's fields) derive from the same card fields.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { cardProblems, type CardField, type CardFields } from "../../src/chat/card-spec.ts";
import { cardSchema } from "../../src/chat/card-schema.ts";
import { CHAT_CARD_TYPES } from "../../src/chat/card-types.ts";
import { PROGRESSIVE_FIELDS, PROGRESSIVE_LIMITS } from "../../src/chat/progressive-card.ts";
import { addAssist, addPeriodRoll, joinContest, startProgressive, type ProgressiveState } from "../../src/chat/progressive-state.ts";
import { REST_FIELDS } from "../../src/chat/rest-card.ts";
import { installFieldRecorder, Recorded, recordedFields } from "../data/field-recorder.ts";
import { ok } from "../support/progressive.ts";

const roll = (total: number, faces: number[] = [1, 4], by = "Ann") => ({ total, faces, by });
const contest = (): ProgressiveState => {
  let s = startProgressive({ kind: "contest", target: 6, assistMode: "takeHigher", purpose: "Arm wrestle", sides: [{ name: "Ann", actorUuid: "Actor.a", expression: "might" }] });
  s = ok(joinContest(s, { name: "Bo", actorUuid: null, expression: "might" }));
  s = ok(addPeriodRoll(s, 0, roll(2, [2, 5])));
  return ok(addAssist(s, 0, roll(1, [1], "Cy")));
};

/** A copy of `state` changed by `edit`. */
function edited(state: ProgressiveState, edit: (s: ProgressiveState & Record<string, unknown>) => void): unknown {
  const copy = structuredClone(state) as ProgressiveState & Record<string, unknown>;
  edit(copy);
  return copy;
}

describe("progressive card state validation", () => {
  it("accepts states the card's own transitions produce", () => {
    expect(cardProblems(PROGRESSIVE_FIELDS, contest())).toEqual([]);
  });

  it.each<[string, (s: ProgressiveState & Record<string, unknown>) => void, RegExp]>([
    ["an unknown kind", (s) => (s.kind = "duel" as never), /^kind: unknown choice/],
    ["a negative target", (s) => (s.target = -1), /^target: -1 is outside/],
    ["a target above the bound", (s) => (s.target = PROGRESSIVE_LIMITS.target + 1), /^target: .* is outside/],
    ["a fractional target", (s) => (s.target = 2.5), /^target: must be an integer/],
    ["an unknown assist mode", (s) => (s.assistMode = "sum" as never), /^assistMode: unknown choice/],
    ["an over-long purpose", (s) => (s.purpose = "x".repeat(PROGRESSIVE_LIMITS.purposeLength + 1)), /^purpose: longer than/],
    ["a third side", (s) => s.sides.push({ name: "Cy", actorUuid: null, expression: "might" }), /^sides: more than 2/],
    ["a nameless side (null)", (s) => (s.sides[0]!.name = null as never), /^sides\[0\]\.name: must not be null/],
    ["an empty actor UUID", (s) => (s.sides[0]!.actorUuid = ""), /^sides\[0\]\.actorUuid: must not be empty/],
    ["a face that is not a d6 face", (s) => (s.entries[0]!.main.faces = [7]), /^entries\[0\]\.main\.faces\[0\]: 7 is outside 1–6/],
    ["an entry for a third side", (s) => (s.entries[0]!.side = 2), /^entries\[0\]\.side/],
    ["too many assists", (s) => (s.entries[0]!.assists = Array.from({ length: PROGRESSIVE_LIMITS.assists + 1 }, () => roll(1))), /assists: more than/],
    ["a missing field", (s) => delete (s as Partial<ProgressiveState>).entries, /^entries: missing/],
    ["a total that is text", (s) => (s.entries[0]!.main.total = "3" as never), /^entries\[0\]\.main\.total: must be an integer/],
  ])("refuses %s", (_name, edit, problem) => {
    const problems = cardProblems(PROGRESSIVE_FIELDS, edited(contest(), edit));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it("accepts values right at the bounds", () => {
    const s = edited(contest(), (x) => {
      x.target = PROGRESSIVE_LIMITS.target;
      x.purpose = "x".repeat(PROGRESSIVE_LIMITS.purposeLength);
      x.entries[0]!.main.faces = [1, 6];
    });
    expect(cardProblems(PROGRESSIVE_FIELDS, s)).toEqual([]);
  });
});

describe("rest card state validation", () => {
  const valid = { hours: 2, rows: [{ attribute: "might", before: 1, after: 3, total: 4, steps: [{ dice: 1, points: 2, recovered: 2 }] }], fullyRestored: false };

  it("accepts a rest and refuses zero hours, unknown attributes, extra rows and a non-boolean flag", () => {
    expect(cardProblems(REST_FIELDS, valid)).toEqual([]);
    expect(cardProblems(REST_FIELDS, { ...valid, hours: 0 })).toEqual(["hours: 0 is outside 1–8760"]);
    expect(cardProblems(REST_FIELDS, { ...valid, rows: [{ ...valid.rows[0], attribute: "luck" }] })[0]).toMatch(/^rows\[0\]\.attribute: unknown choice/);
    expect(cardProblems(REST_FIELDS, { ...valid, rows: Array(4).fill(valid.rows[0]) })).toEqual(["rows: more than 3 entries"]);
    expect(cardProblems(REST_FIELDS, { ...valid, fullyRestored: "yes" })).toEqual(["fullyRestored: must be true or false"]);
  });
});

/** A recorded Foundry field as the card field it should have been built from (validate hooks checked separately). */
function normalise(f: unknown): unknown {
  if (!(f instanceof Recorded)) throw new Error("not a recorded field");
  const o = f.options;
  switch (f.kind) {
    case "NumberField":
      return { t: o.integer && o.required && o.nullable === false ? "int" : "?", min: o.min, max: o.max, initial: o.initial };
    case "StringField":
      return { t: "str", choices: o.choices, nullable: o.nullable, blank: o.blank, initial: o.initial };
    case "BooleanField":
      return { t: "bool", initial: o.initial };
    case "ArrayField":
      return { t: "list", of: normalise(f.inner) };
    case "SchemaField":
      return { t: "obj", fields: Object.fromEntries(Object.entries(f.inner as object).map(([k, v]) => [k, normalise(v)])) };
    default:
      throw new Error(`unexpected field ${f.kind}`);
  }
}

/** The same view of a card field. */
function expected(field: CardField): unknown {
  switch (field.t) {
    case "int":
      return { t: "int", min: field.min, max: field.max, initial: field.initial };
    case "str":
      return { t: "str", choices: field.choices ? [...field.choices] : undefined, nullable: field.nullable, blank: field.blank, initial: field.initial };
    case "bool":
      return { t: "bool", initial: field.initial };
    case "list":
      return { t: "list", of: expected(field.of) };
    case "obj":
      return { t: "obj", fields: Object.fromEntries(Object.entries(field.fields).map(([k, v]) => [k, expected(v)])) };
  }
}

/** DataModel members a schema field must not shadow (a clash drops the document as invalid in a live world). */
const MODEL_MEMBERS = ["parent", "schema", "_source", "invalid", "validationFailures", "updateSource", "reset", "validate", "toObject", "toJSON", "clone", "constructor", "fields", "modelProvider", "prepareBaseData", "prepareDerivedData"];

describe("card model schemas", () => {
  beforeAll(() => installFieldRecorder());

  it.each(CHAT_CARD_TYPES.map((c) => [c.type, c.fields] as const))("%s: the schema carries every bound and choice of its fields", (_type, fields: CardFields) => {
    const schema = cardSchema(fields);
    expect(normalise(new recordedFields.SchemaField!(schema))).toEqual(expected({ t: "obj", fields }));
  });

  it("the schema's validate hooks refuse over-long text and over-full lists at exactly the declared limits", () => {
    const schema = cardSchema(PROGRESSIVE_FIELDS) as unknown as Record<string, Recorded>;
    const validatePurpose = schema.purpose!.options.validate as (v: unknown) => boolean;
    expect(validatePurpose("x".repeat(PROGRESSIVE_LIMITS.purposeLength))).toBe(true);
    expect(validatePurpose("x".repeat(PROGRESSIVE_LIMITS.purposeLength + 1))).toBe(false);
    const validateSides = schema.sides!.options.validate as (v: unknown) => boolean;
    expect(validateSides([{}, {}])).toBe(true);
    expect(validateSides([{}, {}, {}])).toBe(false);
  });

  it.each(CHAT_CARD_TYPES.map((c) => [c.type, c.fields] as const))("%s: no field is named like a DataModel member", (_type, fields: CardFields) => {
    const names: string[] = [];
    const walk = (f: CardFields) => Object.entries(f).forEach(([k, v]) => (names.push(k), v.t === "obj" ? walk(v.fields) : v.t === "list" && v.of.t === "obj" ? walk(v.of.fields) : undefined));
    walk(fields);
    expect(names.filter((n) => MODEL_MEMBERS.includes(n))).toEqual([]);
  });
});

describe("card state that is not an object", () => {
  it.each([null, undefined, 3, "state", []])("refuses %j", (value) => {
    expect(cardProblems(PROGRESSIVE_FIELDS, value)).toEqual(["the card state must be an object"]);
  });
});
