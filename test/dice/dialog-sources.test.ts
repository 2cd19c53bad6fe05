import { describe, expect, it } from "vitest";
import { defaultCheckConfig } from "../../src/dice/check-config.ts";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { compileTemplate } from "../support/handlebars.ts";

const dice = { might: 3, energy: 4, spirit: 2 };

describe("roll dialog: named modifier sources", () => {
  const sources = [
    { name: "Chainmail", amount: -2, applied: true, condition: "" },
    { name: "Signet", amount: 1, applied: false, condition: "in darkness" },
  ];

  it("labels each source with its advantages or disadvantages", () => {
    const ctx = rollDialogContext(defaultCheckConfig({ disadvantage: 2 }), dice, true, sources);
    expect(ctx.sources).toEqual([
      { name: "Chainmail", labelKey: "MESHAL.Roll.disadvantageCount", count: 2, applied: true, condition: "" },
      { name: "Signet", labelKey: "MESHAL.Roll.advantageCount", count: 1, applied: false, condition: "in darkness" },
    ]);
  });

  it("lists them in the dialog, conditional ones marked as offered, in both languages", () => {
    const html = compileTemplate("dice/roll-dialog.hbs")(rollDialogContext(defaultCheckConfig(), dice, true, sources));
    expect(html).toContain("<strong>Chainmail</strong>: 2 disadvantage");
    expect(html).toMatch(/is-offered"><strong>Signet<\/strong>: 1 advantage <em>only if: in darkness<\/em>/);
    const cn = compileTemplate("dice/roll-dialog.hbs", "cn")(rollDialogContext(defaultCheckConfig(), dice, true, sources));
    expect(cn).toContain("仅当：in darkness");
    expect(compileTemplate("dice/roll-dialog.hbs")(rollDialogContext(defaultCheckConfig(), dice))).not.toContain("meshal-roll-dialog__sources");
  });
});
