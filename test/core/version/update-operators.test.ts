/**
 * The update-operator seam (src/core/version/update-operators.ts): the entry that deletes or replaces a key, in the
 * running version's form. Both versions in one file (`withRelease`).
 */
import { afterEach, describe, expect, it } from "vitest";
import { deletionEntry, replacementEntry } from "../../../src/core/version/update-operators.ts";
import { withRelease } from "../../stage/version.ts";

const g = globalThis as { _del?: unknown; _replace?: (value: unknown) => unknown };
const saved = { del: g._del, replace: g._replace };
const DEL = { operator: "delete" };
afterEach(() => {
  g._del = saved.del;
  g._replace = saved.replace;
});

describe("deletionEntry / replacementEntry", () => {
  it("v13 marks the path's last segment: -=key deletes, ==key replaces", () => {
    g._del = DEL;
    expect(withRelease(13, () => deletionEntry("mobility"))).toEqual(["-=mobility", null]);
    expect(withRelease(13, () => deletionEntry("flags.meshal-lite.slip"))).toEqual(["flags.meshal-lite.-=slip", null]);
    expect(withRelease(13, () => replacementEntry("attributes.might", { lost: 1 }))).toEqual(["attributes.==might", { lost: 1 }]);
  });

  it("v14 keeps the path and puts _del / _replace(value) in the value", () => {
    g._del = DEL;
    g._replace = (value) => ({ operator: "replace", value });
    expect(withRelease(14, () => deletionEntry("flags.meshal-lite.slip"))).toEqual(["flags.meshal-lite.slip", DEL]);
    expect(withRelease(14, () => deletionEntry("mobility"))[1]).toBe(DEL);
    expect(withRelease(14, () => replacementEntry("mobility", { value: 2 }))).toEqual(["mobility", { operator: "replace", value: { value: 2 } }]);
  });

  it("a v14 build without the operator globals (before 14.356) still gets the old keys, which it reads", () => {
    g._del = undefined;
    g._replace = undefined;
    expect(withRelease(14, () => deletionEntry("mobility"))).toEqual(["-=mobility", null]);
    expect(withRelease(14, () => replacementEntry("mobility", 1))).toEqual(["==mobility", 1]);
  });
});
