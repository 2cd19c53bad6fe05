/** The one clip of a document name onto a card (src/core/clip-name.ts). */
import { describe, expect, it } from "vitest";
import { clipName, NAME_LENGTH } from "../../src/core/clip-name.ts";

describe("clipName", () => {
  it("keeps a name that fits, and makes a missing one empty", () => {
    expect(clipName("Brute")).toBe("Brute");
    expect(clipName("x".repeat(NAME_LENGTH))).toHaveLength(NAME_LENGTH);
    expect([clipName(null), clipName(undefined)]).toEqual(["", ""]);
  });

  it("cuts a longer name to the schemas' bound, never leaving half of a surrogate pair", () => {
    expect(clipName("y".repeat(5000))).toBe("y".repeat(NAME_LENGTH));
    const emoji = `${"z".repeat(NAME_LENGTH - 1)}😀😀`;
    expect(clipName(emoji)).toBe("z".repeat(NAME_LENGTH - 1));
    expect(clipName(`${"z".repeat(NAME_LENGTH - 2)}😀😀`)).toBe(`${"z".repeat(NAME_LENGTH - 2)}😀`);
  });
});
