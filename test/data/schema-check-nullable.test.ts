/** The pure validator on nullable fields: null passes only where the schema allows it, objects included. */
import { describe, expect, it } from "vitest";
import { checkField, type FieldLike } from "../../src/data/schema-check.ts";

const int = (nullable: boolean): FieldLike => ({ integer: true, nullable, required: true });
const part = (nullable: boolean): FieldLike => ({ fields: { max: int(false) }, nullable, required: true });

function problems(field: FieldLike, value: unknown): string[] {
  const out: string[] = [];
  checkField(field, value, "reach", out);
  return out;
}

describe("null in the pure validator", () => {
  it("is accepted for a nullable object and checked inside a present one", () => {
    expect(problems(part(true), null)).toEqual([]);
    expect(problems(part(true), { max: 3 })).toEqual([]);
    expect(problems(part(true), { max: "3" })).toEqual(["reach.max: must be a number"]);
    expect(problems(part(true), 3)).toEqual(["reach: must be an object"]);
  });

  it("is refused for an object that is not nullable, as for scalars", () => {
    expect(problems(part(false), null)).toEqual(["reach: must be an object"]);
    expect(problems(int(false), null)).toEqual(["reach: must not be null"]);
    expect(problems(int(true), null)).toEqual([]);
  });
});
