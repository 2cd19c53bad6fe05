import { describe, expect, it } from "vitest";
import { choiceLabelKey, choiceLabelKeys, choiceLabels, labelledChoiceLists, SIZES } from "../../src/data/choices.ts";

describe("choiceLabelKey", () => {
  it("gives the key choiceLabels holds for every choice of every labelled list", () => {
    for (const [list] of labelledChoiceLists()) {
      const labels = choiceLabels(list);
      for (const id of list) expect(choiceLabelKey(list, id)).toBe(labels?.[id]);
    }
  });

  it("labels the empty choice as none", () => {
    const [list, group] = labelledChoiceLists().find(([l]) => l.includes(""))!;
    expect(choiceLabelKey(list, "")).toBe(`MESHAL.Choice.${group}.none`);
  });

  it("has no key for a choice outside the list or for an unlabelled list", () => {
    expect(choiceLabelKey(SIZES, "colossal-ish")).toBeUndefined();
    expect(choiceLabelKey(["a", "b"], "a")).toBeUndefined();
  });
});

describe("choiceLabelKeys", () => {
  it("gives a labelled list's keys, and refuses a list with no label group", () => {
    expect(choiceLabelKeys(SIZES)).toEqual(choiceLabels(SIZES));
    expect(() => choiceLabelKeys(["a", "b"])).toThrow(/no label group/);
  });
});
