import { describe, expect, it } from "vitest";
import { progressiveView } from "../../src/dice/progressive/progressive-view.ts";
import { addAssist, addPeriodRoll, joinContest, startProgressive } from "../../src/dice/progressive/progressive-state.ts";
import { compileTemplate } from "../support/handlebars.ts";
import { ok } from "../support/progressive.ts";

describe("progressive card template", () => {
  const template = compileTemplate("chat/progressive.hbs");

  it("lists each period with its dice, the running total and the success", () => {
    let s = startProgressive({ kind: "attempt", target: 3, assistMode: "add", purpose: "Pick the lock", sides: [{ name: "Ann", actorUuid: null, expression: "energy" }] });
    s = ok(addPeriodRoll(s, 0, { total: 3, faces: [1, 2, 5], by: "Ann" }));
    s = ok(addAssist(s, 0, { total: 1, faces: [1], by: "Bo" }));
    const html = template(progressiveView(s));
    expect(html).not.toMatch(/![A-Z]+\./);
    expect(html).toContain("Progressive attempt");
    expect(html).toContain("Pick the lock");
    expect(html).toContain("Difficulty: 3");
    expect(html).toContain("Period 1");
    expect(html).toContain('die-face die-face--small die-face--1">1<');
    expect(html).toContain('die-face die-face--small">5<');
    expect(html).toContain("Assist by Bo: 1");
    expect(html).toContain("= 4");
    expect(html).toContain("Succeeded in period 1");
    expect(html).not.toContain('data-action="rollPeriod"');
  });

  it("offers joining an open contest, then rolling for each side, in Chinese too", () => {
    const s = startProgressive({ kind: "contest", target: 6, assistMode: "takeHigher", purpose: "", sides: [{ name: "Ann", actorUuid: null, expression: "might" }] });
    expect(template(progressiveView(s))).toContain('data-action="joinContest"');
    const joined = ok(joinContest(s, { name: "Bo", actorUuid: null, expression: "might" }));
    const html = compileTemplate("chat/progressive.hbs", "cn")(progressiveView(joined));
    expect(html).toContain("累加对抗");
    expect(html).toContain("目标: 6");
    expect(html.match(/data-action="rollPeriod"/g)).toHaveLength(2);
    expect(html).not.toContain('data-action="joinContest"');
    expect(html).not.toMatch(/![A-Z]+\./);
  });
});
