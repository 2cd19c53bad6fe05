/** The schema walker reads `choices`, `initial` and option limits as Foundry's fields give them, checking each at runtime. */
import { describe, expect, it } from "vitest";
import { checkField, choiceIds, fieldDefault, objectDefault, type FieldLike } from "../../src/data/schema-check.ts";

const text = (extra: FieldLike): FieldLike => ({ blank: true, required: true, ...extra });

describe("schema walker readers", () => {
  it("take choice ids from an array, a record of labels or a function returning either", () => {
    expect(choiceIds(text({ choices: ["a", "b"] }))).toEqual(["a", "b"]);
    expect(choiceIds(text({ choices: { a: "Label A", b: { label: "B" } } }))).toEqual(["a", "b"]);
    expect(choiceIds(text({ choices: () => ["x"] }))).toEqual(["x"]);
    expect(choiceIds(text({ choices: "ab" }))).toBeUndefined();
    expect(choiceIds(text({}))).toBeUndefined();
  });
  it("read a length limit from the field or from Foundry's options", () => {
    const out: string[] = [];
    checkField(text({ options: { maxLength: 3 } }), "abcd", "note", out);
    checkField(text({ maxLength: 2, options: "none" }), "abc", "name", out);
    checkField(text({ options: [5] }), "abcdef", "free", out);
    expect(out).toEqual(["note: longer than 3 characters", "name: longer than 2 characters"]);
  });
  it("build defaults from an initial value or function, an object of fields in one call", () => {
    expect(fieldDefault(text({ initial: () => "made" }))).toBe("made");
    expect(objectDefault({ name: text({ initial: "x" }), tags: { element: text({}), initial: () => ["a"] } })).toEqual({ name: "x", tags: ["a"] });
  });
});
