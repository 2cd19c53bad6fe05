/**
 * The card models refuse invalid state: each card type's schema is ordinary Foundry fields (built here on the
 * recording double), and the pure validator (what legacy cards and the GM query check) is the data layer's walker
 * reading that same schema, its length and list-size limits included.
 */
import { describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { cardModel, cardProblems } from "../../src/chat/card-schema.ts";
import { SYSTEM_CARD_TYPES } from "../support/system-cards.ts";
import { PROGRESSIVE_CARD, PROGRESSIVE_LIMITS } from "../../src/dice/progressive/progressive-card.ts";
import { addAssist, addPeriodRoll, joinContest, startProgressive, type ProgressiveState } from "../../src/dice/progressive/progressive-state.ts";
import { REST_CARD } from "../../src/actions/rest-card.ts";
import { Recorded } from "../data/field-recorder.ts";
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
    expect(cardProblems(PROGRESSIVE_CARD, contest())).toEqual([]);
  });

  it.each<[string, (s: ProgressiveState & Record<string, unknown>) => void, RegExp]>([
    ["an unknown kind", (s) => (s.kind = "duel" as never), /^kind: unknown choice/],
    ["a negative target", (s) => (s.target = -1), /^target: -1 is below the minimum 0/],
    ["a target above the bound", (s) => (s.target = PROGRESSIVE_LIMITS.target + 1), /^target: .* is above the maximum/],
    ["a fractional target", (s) => (s.target = 2.5), /^target: must be an integer/],
    ["an unknown assist mode", (s) => (s.assistMode = "sum" as never), /^assistMode: unknown choice/],
    ["an over-long purpose", (s) => (s.purpose = "x".repeat(PROGRESSIVE_LIMITS.purposeLength + 1)), /^purpose: longer than/],
    ["a third side", (s) => s.sides.push({ name: "Cy", actorUuid: null, expression: "might" }), /^sides: more than 2/],
    ["a nameless side (null)", (s) => (s.sides[0]!.name = null as never), /^sides\[0\]\.name: must not be null/],
    ["an empty actor UUID", (s) => (s.sides[0]!.actorUuid = ""), /^sides\[0\]\.actorUuid: must not be empty/],
    ["a face that is not a d6 face", (s) => (s.entries[0]!.main.faces = [7]), /^entries\[0\]\.main\.faces\[0\]: 7 is above the maximum 6/],
    ["an entry for a third side", (s) => (s.entries[0]!.side = 2), /^entries\[0\]\.side/],
    ["too many assists", (s) => (s.entries[0]!.assists = Array.from({ length: PROGRESSIVE_LIMITS.assists + 1 }, () => roll(1))), /assists: more than/],
    ["a missing field", (s) => delete (s as Partial<ProgressiveState>).entries, /^entries: missing required field/],
    ["a total that is text", (s) => (s.entries[0]!.main.total = "3" as never), /^entries\[0\]\.main\.total: must be a number/],
  ])("refuses %s", (_name, edit, problem) => {
    const problems = cardProblems(PROGRESSIVE_CARD, edited(contest(), edit));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it("accepts values right at the bounds", () => {
    const s = edited(contest(), (x) => {
      x.target = PROGRESSIVE_LIMITS.target;
      x.purpose = "x".repeat(PROGRESSIVE_LIMITS.purposeLength);
      x.entries[0]!.main.faces = [1, 6];
    });
    expect(cardProblems(PROGRESSIVE_CARD, s)).toEqual([]);
  });
});

describe("rest card state validation", () => {
  const valid = { hours: 2, rows: [{ attribute: "might", before: 1, after: 3, total: 4, steps: [{ dice: 1, points: 2, recovered: 2 }] }], fullyRestored: false };

  it("accepts a rest and refuses zero hours, unknown attributes, extra rows and a non-boolean flag", () => {
    expect(cardProblems(REST_CARD, valid)).toEqual([]);
    expect(cardProblems(REST_CARD, { ...valid, hours: 0 })).toEqual(["hours: 0 is below the minimum 1"]);
    expect(cardProblems(REST_CARD, { ...valid, rows: [{ ...valid.rows[0], attribute: "luck" }] })[0]).toMatch(/^rows\[0\]\.attribute: unknown choice/);
    expect(cardProblems(REST_CARD, { ...valid, rows: Array(4).fill(valid.rows[0]) })).toEqual(["rows: more than 3 entries"]);
    expect(cardProblems(REST_CARD, { ...valid, fullyRestored: "yes" })).toEqual(["fullyRestored: must be true or false"]);
  });
});

/** DataModel members a schema field must not shadow (a clash drops the document as invalid in a live world). */
const MODEL_MEMBERS = ["parent", "schema", "_source", "invalid", "validationFailures", "updateSource", "reset", "validate", "toObject", "toJSON", "clone", "constructor", "fields", "modelProvider", "prepareBaseData", "prepareDerivedData"];

/** Every field name of a recorded schema, nested objects and list elements included. */
function names(schema: Record<string, unknown>, out: string[] = []): string[] {
  for (const [name, field] of Object.entries(schema)) {
    out.push(name);
    let inner: unknown = field instanceof Recorded ? field : null;
    while (inner instanceof Recorded && inner.kind === "ArrayField") inner = inner.inner;
    if (inner instanceof Recorded && inner.kind === "SchemaField") names(inner.inner as Record<string, unknown>, out);
  }
  return out;
}

describe("card model schemas", () => {
  it.each(SYSTEM_CARD_TYPES.map((c) => [c.type, c] as const))("%s: the model's defineSchema is the card's schema", (_type, card) => {
    const model = cardModel(card) as unknown as { defineSchema(): Record<string, Recorded> };
    expect(Object.keys(model.defineSchema())).toEqual(Object.keys(card.defineSchema()));
    // Each card keeps a bounded list (sides, rows, targets, entries) that the model must build as a list field.
    const lists = Object.values(model.defineSchema()).filter((f) => f.kind === "ArrayField");
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((f) => typeof f.options.maxItems === "number")).toBe(true);
  });

  it("length and list-size limits are field options and validate hooks, at exactly the declared limits", () => {
    const schema = PROGRESSIVE_CARD.defineSchema() as unknown as Record<string, Recorded>;
    expect(schema.purpose!.options.maxLength).toBe(PROGRESSIVE_LIMITS.purposeLength);
    expect(schema.sides!.options.maxItems).toBe(2);
    const validatePurpose = schema.purpose!.options.validate as (v: unknown) => boolean;
    expect(validatePurpose("x".repeat(PROGRESSIVE_LIMITS.purposeLength))).toBe(true);
    expect(validatePurpose("x".repeat(PROGRESSIVE_LIMITS.purposeLength + 1))).toBe(false);
    const validateSides = schema.sides!.options.validate as (v: unknown) => boolean;
    expect(validateSides([{}, {}])).toBe(true);
    expect(validateSides([{}, {}, {}])).toBe(false);
  });

  it("the walker reads limits kept only in a field's options (as Foundry keeps options it does not know)", () => {
    const text = { blank: true, required: true, options: { maxLength: 3 } };
    const list = { element: text, required: true, options: { maxItems: 1 } };
    expect(cardProblems({ defineSchema: () => ({ a: text, b: list }) } as never, { a: "abcd", b: ["x", "y"] })).toEqual([
      "a: longer than 3 characters",
      "b: more than 1 entries",
    ]);
  });

  it.each(SYSTEM_CARD_TYPES.map((c) => [c.type, c] as const))("%s: no field is named like a DataModel member", (_type, card) => {
    const all = names(card.defineSchema() as unknown as Record<string, unknown>);
    expect(all.length).toBeGreaterThan(3);
    expect(all.filter((n) => MODEL_MEMBERS.includes(n))).toEqual([]);
  });
});

describe("card state that is not an object", () => {
  it.each([null, undefined, 3, "state", []])("refuses %j", (value) => {
    expect(cardProblems(PROGRESSIVE_CARD, value).length).toBe(1);
  });
});
