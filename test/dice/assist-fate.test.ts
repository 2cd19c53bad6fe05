/**
 * §2.4 assist (with the "take higher" variant) and fate expense, in the dice layer's pure parts: the dialog's form and
 * read-out, the card's result and outcome, which rolls offer fate, the choice's cost and the rewritten roll data.
 */
import { describe, expect, it } from "vitest";
import { assistedChance, chanceToSucceed } from "../../src/rules/index.ts";
import { defaultCheckConfig, readCheckForm, summarizeCheck } from "../../src/dice/check-config.ts";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { readRollState, rollCardContext } from "../../src/dice/card-context.ts";
import { fateAttribute, planFate, readFate, withFate } from "../../src/dice/fate.ts";
import { fateDialogContent, readFateForm } from "../../src/dice/fate.ts";
import { compileTemplate } from "../support/handlebars.ts";

const DICE = { might: 3, energy: 2, spirit: 1 };

describe("assistedChance", () => {
  it("adds the help, or takes the higher, exactly", () => {
    expect(assistedChance(3, 4, 2, "add")).toBeCloseTo(chanceToSucceed(3, 2));
    expect(assistedChance(3, 4, 5, "add")).toBe(1);
    expect(assistedChance(3, 4, 4, "add")).toBeCloseTo(chanceToSucceed(3, 0));
    expect(assistedChance(3, 4, 2, "takeHigher")).toBeCloseTo(chanceToSucceed(3, 4));
    expect(assistedChance(3, 4, 5, "takeHigher")).toBe(1);
    expect(() => assistedChance(3, 4, -1, "add")).toThrow(RangeError);
  });
});

describe("the assist in the roll dialog", () => {
  it("off: only adds, whatever the form asks, and the mode choice is not shown", () => {
    const base = defaultCheckConfig({ expression: "might", difficulty: 4 });
    const read = readCheckForm({ assist: "2", assistMode: "takeHigher" }, base);
    expect(read).toMatchObject({ assist: 2, assistMode: "add" });
    const summary = summarizeCheck(read, DICE);
    expect(summary.ok && summary.chance).toBeCloseTo(chanceToSucceed(3, 2));
    const html = compileTemplate("dice/roll-dialog.hbs")(rollDialogContext(read, DICE, true, [], true));
    expect(html).toContain('name="assist"');
    expect(html).not.toContain('name="assistMode"');
  });

  it("on: the roller may take the higher, and the chance follows", () => {
    const base = defaultCheckConfig({ expression: "might", difficulty: 4, assistTakeHigher: true });
    const read = readCheckForm({ assist: "2", assistMode: "takeHigher" }, base);
    expect(read).toMatchObject({ assist: 2, assistMode: "takeHigher" });
    const summary = summarizeCheck(read, DICE);
    expect(summary.ok && summary.chance).toBeCloseTo(chanceToSucceed(3, 4));
    const html = compileTemplate("dice/roll-dialog.hbs")(rollDialogContext(read, DICE, true, [], true));
    expect(html).toContain('<option value="takeHigher" selected>');
  });

  it("is left out of dialogs that do not offer it, and a blank field means no help", () => {
    expect(rollDialogContext(defaultCheckConfig(), DICE).assist).toBeNull();
    expect(readCheckForm({ assist: "" }, defaultCheckConfig({ assist: 3 })).assist).toBeNull();
  });
});

describe("the assisted result on the card", () => {
  it("judges the outcome on the assisted result and names the help", () => {
    const state = readRollState({ mode: "points", diceCount: 3, difficulty: 4, assist: { result: 2, mode: "add" } });
    const added = rollCardContext(state, [{ result: 1 }, { result: 2 }, { result: 5 }], 3);
    expect(added).toMatchObject({ total: 5, rolled: 3, outcome: { success: true }, assist: { result: 2, labelKey: "MESHAL.Roll.assisted.add" } });
    const higher = rollCardContext({ ...state, assist: { result: 2, mode: "takeHigher" } }, [{ result: 1 }, { result: 2 }, { result: 5 }], 3);
    expect(higher).toMatchObject({ total: 3, outcome: { success: false } });
    expect(compileTemplate("dice/points-roll.hbs")({ formula: "3d6p", tooltip: "", total: 3, isPrivate: false, meshal: added })).toContain("Assist +2");
  });

  it("drops a malformed stored assist", () => {
    expect(readRollState({ assist: { result: -1, mode: "add" } }).assist).toBeNull();
    expect(readRollState({ assist: { result: 2, mode: "max" } }).assist).toBeNull();
  });
});

describe("fate expense, pure", () => {
  const roll = { expression: "might", actorUuid: "Actor.hero", fate: null, dice: 3 };

  it("is offered on a check of one own attribute, once", () => {
    expect(fateAttribute(roll)).toBe("might");
    expect(fateAttribute({ ...roll, expression: "might+1" })).toBeNull();
    expect(fateAttribute({ ...roll, expression: "max(might,spirit)" })).toBeNull();
    expect(fateAttribute({ ...roll, actorUuid: null })).toBeNull();
    expect(fateAttribute({ ...roll, dice: 0 })).toBeNull();
    expect(fateAttribute({ ...roll, fate: { attribute: "might", faces: [1], lost: 1, by: "Ann" } })).toBeNull();
  });

  it("costs one die per die changed, never more than the attribute has", () => {
    expect(planFate([1, 5, 6], { 1: 2, 2: 2 }, 3)).toEqual({ ok: true, faces: [1, 2, 2], lost: 2 });
    expect(planFate([1, 5, 6], { 0: 1 }, 3)).toEqual({ ok: true, faces: [1, 5, 6], lost: 0 });
    expect(planFate([1, 5, 6], { 1: 2, 2: 2 }, 1)).toEqual({ ok: false, reasonKey: "MESHAL.Fate.tooFew" });
    expect(planFate([1, 5, 6], { 7: 2 }, 3)).toEqual({ ok: false, reasonKey: "MESHAL.Fate.badChoice" });
  });

  it("reads the dialog's choice and builds it with escaped labels", () => {
    expect(readFateForm({ "die-0": "1", "die-1": "2", "die-2": "9" }, [1, 5, 6])).toEqual({ 1: 2 });
    const html = fateDialogContent([3], "<b>", (n) => `Die ${n}`);
    expect(html).toContain("&lt;b&gt;");
    expect(html).toContain('<option value="3" selected>3</option>');
  });

  it("rewrites the roll data: faces, scores, total and the record", () => {
    const json = { options: { mode: "points" }, terms: [{ results: [{ result: 5, active: true }, { result: 6, active: true }] }], total: 0 };
    const record = { attribute: "might" as const, faces: [5, 6], lost: 2, by: "Ann" };
    const out = withFate(json, [2, 1], "points", record);
    expect(out.terms[0]!.results).toEqual([{ result: 2, active: true, count: 2, success: true }, { result: 1, active: true, count: 1, success: true }]);
    expect(out).toMatchObject({ total: 3, options: { mode: "points", fate: record } });
    expect(json.terms[0]!.results[0]!.result).toBe(5);
    expect(readFate({ ...record, lost: -1 })).toBeNull();
    expect(readFate(record)).toEqual(record);
  });

  it("shows the spent fate on the card and offers it no more", () => {
    const state = readRollState({ mode: "points", expression: "might", actorUuid: "Actor.hero", diceCount: 2 });
    expect(rollCardContext(state, [{ result: 5 }, { result: 6 }], 0).fateOffered).toBe(true);
    const spent = readRollState({ ...state, fate: { attribute: "might", faces: [5, 6], lost: 2, by: "Ann" } });
    const context = rollCardContext(spent, [{ result: 2 }, { result: 1 }], 3);
    expect(context.fateOffered).toBe(false);
    const html = compileTemplate("dice/points-roll.hbs")({ formula: "2d6p", tooltip: "", total: 3, isPrivate: false, meshal: context });
    expect(html).toContain("Fate expense: 2 Might dice lost (Ann)");
    expect(html).not.toContain('data-meshal-action="fate"');
  });
});
