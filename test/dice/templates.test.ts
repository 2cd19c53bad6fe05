import { describe, expect, it } from "vitest";
import { rollCardContext, readRollState } from "../../src/dice/card-context.ts";
import { defaultCheckConfig } from "../../src/dice/check-config.ts";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { scoreResults, type ScorableResult } from "../../src/dice/points.ts";
import { activeResults } from "../support/dice.ts";
import { compileTemplate } from "../support/handlebars.ts";

const rolled = (...faces: number[]): ScorableResult[] => {
  const rs = activeResults(...faces);
  scoreResults(rs);
  return rs;
};

/** The context Foundry would hand the template (see PointsRoll#_prepareChatRenderContext). */
function chatContext(options: Record<string, unknown>, faces: number[], isPrivate = false) {
  const results = rolled(...faces);
  const total = results.reduce((s, r) => s + (r.count ?? 0), 0);
  return {
    formula: `${faces.length}d6p`,
    flavor: null,
    user: "u1",
    tooltip: '<div class="dice-tooltip">tooltip</div>',
    total: isPrivate ? "?" : total,
    isPrivate,
    meshal: isPrivate ? null : rollCardContext(readRollState(options), results, total),
  };
}

describe("points roll chat template", () => {
  const template = compileTemplate("dice/points-roll.hbs");

  it("shows each die with its points, the total, the pool and a success with its chance", () => {
    const html = template(
      chatContext({ mode: "points", expression: "might+1", diceCount: 4, advantage: 1, difficulty: 2, chance: 0.4213, purpose: "Climb the wall" }, [3, 1, 2, 6]),
    );
    expect(html).not.toMatch(/![A-Z]+\./);
    expect(html).toContain("Climb the wall");
    expect(html).toContain("might+1");
    expect(html).toContain("4 dice");
    expect(html).toContain("1 advantage");
    expect(html).toMatch(/die-face die-face--1"[^>]*data-points="1"/);
    expect(html).toMatch(/die-face die-face--2"[^>]*data-points="2"/);
    expect(html).toMatch(/class="die-face" data-face="6" data-points="0"/);
    expect(html).toContain("+2</span>");
    expect(html).toContain('meshal-roll__total-value">3<');
    expect(html).toContain("Success");
    expect(html).toContain("3 against difficulty 2");
    expect(html).toContain("Chance of success: 42.1%");
    expect(html).toContain('data-meshal-action="reroll"');
  });

  it("shows a failure when the total only equals the difficulty", () => {
    const html = template(chatContext({ mode: "points", diceCount: 2, difficulty: 3, chance: 0.1 }, [1, 2]));
    expect(html).toContain("Failure");
    expect(html).toContain("meshal-roll--failure");
  });

  it("shows face sums without points or outcome", () => {
    const results = activeResults(4, 2);
    const html = template({ formula: "2d6", flavor: null, user: "u", tooltip: "", total: 6, isPrivate: false, meshal: rollCardContext(readRollState({ mode: "faceSum", diceCount: 2 }), results, 6) });
    expect(html).toContain("face sum");
    expect(html).not.toContain("die-face__points");
    expect(html).not.toContain("die-face--2");
    expect(html).not.toContain("Success");
  });

  it("strikes through re-rolled results with who re-rolled them", () => {
    const html = template(chatContext({ mode: "points", diceCount: 2, rerolls: [{ total: 0, faces: [5, 6], by: "GM", at: 1 }] }, [1, 1]));
    expect(html).toContain("<s>0 [5 6]</s> re-rolled by GM");
  });

  it("hides everything but the formula for a private roll", () => {
    const html = template(chatContext({ mode: "points", difficulty: 1 }, [1], true));
    expect(html).toContain("?");
    expect(html).not.toContain("die-face");
    expect(html).not.toContain("reroll");
  });
});

describe("roll dialog template", () => {
  const template = compileTemplate("dice/roll-dialog.hbs");
  const dice = { might: 3, energy: 4, spirit: 2 };

  it("renders the inputs, steppers, guide, visibility and the live chance", () => {
    const html = template(rollDialogContext(defaultCheckConfig({ expression: "might", advantage: 1, difficulty: 3, rollMode: "gmroll" }), dice));
    expect(html).not.toMatch(/![A-Z]+\./);
    expect(html).toContain('name="expression" value="might"');
    expect(html).toContain('name="advantage" value="1"');
    expect(html.match(/data-action="step"/g)).toHaveLength(6);
    expect(html).toContain("Rolling 4 dice (4d6p)");
    expect(html).toMatch(/Chance of success: \d+(\.\d)?%/);
    expect(html).toMatch(/meshal-guide__row active" data-band="skilled"/);
    expect(html).toContain('<option value="gmroll" selected>Private GM roll</option>');
    expect(html).not.toContain("disabled");
    expect(html).toMatch(/data-attribute="energy">Energy <strong>4<\/strong>/);
  });

  it("shows void attributes as – and hides the pools without an actor", () => {
    const withVoid = template(rollDialogContext(defaultCheckConfig(), { ...dice, spirit: null }));
    expect(withVoid).toMatch(/data-attribute="spirit">Spirit <strong>–<\/strong>/);
    expect(template(rollDialogContext(defaultCheckConfig({ expression: "3" }), dice, false))).not.toContain("meshal-roll-dialog__pools");
  });

  it("reports a bad formula and disables the roll button in the footer part", () => {
    const context = rollDialogContext(defaultCheckConfig({ expression: "might +" }), dice);
    expect(compileTemplate("dice/roll-dialog.hbs", "cn")(context)).toContain("无法读取骰子算式");
    expect(compileTemplate("dice/roll-dialog-footer.hbs", "cn")(context)).toMatch(/<button type="submit" disabled>/);
  });

  it("puts the roll button in the footer part, enabled while the formula reads", () => {
    const footer = compileTemplate("dice/roll-dialog-footer.hbs")(rollDialogContext(defaultCheckConfig({ expression: "might" }), dice));
    expect(footer).toMatch(/<footer class="form-footer">\s*<button type="submit">/);
    expect(footer).toContain("Roll</button>");
    expect(compileTemplate("dice/roll-dialog.hbs")(rollDialogContext(defaultCheckConfig(), dice))).not.toContain('type="submit"');
  });
});
