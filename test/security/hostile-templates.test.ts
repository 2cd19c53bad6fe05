/**
 * Every user string a chat template shows, fed markup: it comes out escaped. Also crafted roll results (fractional
 * or text faces) render as an invalid roll instead of breaking their message.
 */
import { describe, expect, it } from "vitest";
import { progressiveContext } from "../../src/dice/progressive/progressive-card.ts";
import { addAssist, addPeriodRoll, joinContest, startProgressive } from "../../src/dice/progressive/progressive-state.ts";
import { rollCardContext, readRollState } from "../../src/dice/card-context.ts";
import { defaultCheckConfig } from "../../src/dice/check-config.ts";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { NO_ATTRIBUTES } from "../../src/dice/actor-dice.ts";
import { compileTemplate } from "../support/handlebars.ts";
import { ok } from "../support/progressive.ts";

const EVIL = `<img src=x onerror="alert(1)">`;
const reader = { localize: (k: string) => k, owns: () => true };

/** No raw markup from `EVIL` survived: neither the tag nor a quote-breaking attribute. */
function assertEscaped(html: string): void {
  expect(html).not.toContain("<img");
  expect(html).not.toMatch(/onerror="alert/);
  expect(html).toContain("&lt;img");
}

describe("chat templates escape user text", () => {
  it("progressive card: purpose, side names, expressions and roller names", () => {
    let s = startProgressive({ kind: "contest", target: 3, assistMode: "add", purpose: EVIL, sides: [{ name: EVIL, actorUuid: null, expression: EVIL }] });
    s = ok(joinContest(s, { name: EVIL, actorUuid: null, expression: EVIL }));
    s = ok(addPeriodRoll(s, 0, { total: 1, faces: [1], by: EVIL }));
    s = ok(addAssist(s, 0, { total: 1, faces: [1], by: EVIL }));
    for (const lang of ["en", "cn"] as const) assertEscaped(compileTemplate("chat/progressive.hbs", lang)(progressiveContext(s, reader)));
  });

  it("points-roll card: purpose, expression and re-roller names", () => {
    const state = readRollState({ mode: "points", expression: EVIL, purpose: EVIL, diceCount: 1, rerolls: [{ total: 1, faces: [1], by: EVIL, at: 1 }] });
    const results = [{ result: 1, active: true, count: 1 }];
    const html = compileTemplate("dice/points-roll.hbs")({ formula: "1d6p", flavor: EVIL, user: "u", tooltip: "", total: 1, isPrivate: false, meshal: rollCardContext(state, results, 1) });
    assertEscaped(html);
  });

  it("roll dialog: purpose and expression", () => {
    const config = defaultCheckConfig({ expression: EVIL, purpose: EVIL });
    assertEscaped(compileTemplate("dice/roll-dialog.hbs")(rollDialogContext(config, NO_ATTRIBUTES, false)));
  });
});

describe("crafted roll results", () => {
  it.each<[string, unknown[], unknown]>([
    ["fractional faces", [1.5, 2], 3.5],
    ["text faces", ["1", "<b>2</b>"], "x"],
    ["a face of 9", [9], 0],
  ])("%s render as an invalid roll", (_name, faces, total) => {
    const results = faces.map((result) => ({ result, active: true })) as never;
    const context = rollCardContext(readRollState({ mode: "points", difficulty: 1 }), results, total as number);
    expect(context.invalid).toBe(true);
    expect(context.outcome).toBeNull();
    const html = compileTemplate("dice/points-roll.hbs")({ formula: "2d6p", flavor: null, user: "u", tooltip: "", total, isPrivate: false, meshal: context });
    expect(html).toContain("meshal-roll__invalid");
    expect(html).not.toContain("<b>2");
  });

  it("a real roll is not marked invalid", () => {
    expect(rollCardContext(readRollState({ mode: "points" }), [{ result: 2, active: true }], 2).invalid).toBe(false);
  });
});
