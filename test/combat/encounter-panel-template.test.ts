/** The encounter panel's template renders one root element with each side, the band and the bonus fields (§8.1). */
import { fragmentRoots } from "../support/html-roots.ts";
import { describe, expect, it } from "vitest";
import { compileTemplate } from "../support/handlebars.ts";
import { encounterView } from "../../src/combat/encounter/encounter-view.ts";

const fight = [
  { combatantId: "combatantAnn0001", actorUuid: "Actor.a", name: "Ann", pc: true, disposition: 1, strength: 40, state: "conscious" as const },
  { actorUuid: "Actor.b", name: "Bo", pc: true, disposition: 1, strength: 40, state: "dead" as const },
  { actorUuid: "Actor.o", name: "Ogre <b>", pc: false, disposition: -1, strength: 200, state: "conscious" as const },
];
const render = (bonus: boolean, lang: "en" | "cn" = "en") => {
  const view = encounterView(fight, bonus);
  const sideChoices = ["hostile", "friendly", "neutral"].map((value) => ({ value, label: `MESHAL.Encounter.side.${value}` }));
  return compileTemplate("combat/encounter-panel.hbs", lang)({ ...view, name: "Bridge", nameMax: 100, sideChoices, pcs: view.pcs.map((p, index) => ({ ...p, index })) });
};

describe("the encounter panel's template", () => {
  it("one root element; sides, band, rewards; bonus fields only with the rule and only for eligible PCs", () => {
    const html = render(true);
    expect(fragmentRoots(html)).toEqual({ elements: ["div"], strayText: [] });
    expect(html.match(/class="meshal-encounter__body"/g)).toHaveLength(1);
    expect(html).toContain("Ogre &lt;b&gt;");
    // (200 − 80) ÷ 2 = 60: Tough, 6
    expect(html).toContain("Tough");
    expect(html).toContain('name="bonus0"');
    expect(html).not.toContain('name="bonus1"');
    expect(render(false)).not.toContain('name="bonus');
    expect(render(true, "cn")).toContain("艰难");
  });

  it("shows the band table with this fight's band marked, and says what the gap divides by, in both languages (issue 35)", () => {
    const html = render(false);
    expect(html).toContain("Gap per friendly creature <strong>60</strong>");
    expect(html).toContain("(hostile 200 − friendly 80) ÷ 2 friendly");
    expect(html.match(/<tr[^>]*>\s*<th scope="row">/g)).toHaveLength(6);
    expect(html).toMatch(/<tr class="is-current" aria-current="true"><th scope="row">Tough<\/th><td>60 … 89<\/td><td>6<\/td><\/tr>/);
    const cn = render(false, "cn");
    expect(cn).toContain("每个友方生物的实力差");
    expect(cn).toContain("（敌对 200 − 友方 80）÷ 2 个友方");
    expect(cn).not.toContain("强度");
  });

  it("the GM moves a creature with the select in its row, its side selected, in both languages (issue 34)", () => {
    const html = render(false);
    expect(html).toMatch(/<select class="meshal-encounter__move" data-combatant="combatantAnn0001" aria-label="Side of Ann">/);
    expect(html).toMatch(/data-combatant="combatantAnn0001"[^]*?<option value="friendly" selected>Friendly<\/option>/);
    expect(html.match(/<select/g)).toHaveLength(1); // only creatures with a combatant can be moved
    expect(render(false, "cn")).toContain("Ann所属的一方");
  });

  it("marks a strength the GM has not accepted and says why no award, in both languages (issue 34)", () => {
    const marked = encounterView(fight.map((c) => (c.name === "Ann" ? { ...c, unaccepted: true } : c)), false);
    const html = (lang: "en" | "cn") => compileTemplate("combat/encounter-panel.hbs", lang)({ ...marked, unacceptedNames: marked.unaccepted.join(", "), name: "x", nameMax: 100, sideChoices: [], pcs: [] });
    expect(fragmentRoots(html("en"))).toEqual({ elements: ["div"], strayText: [] });
    expect(html("en").match(/meshal-encounter__unaccepted"/g)).toHaveLength(1);
    expect(html("en")).toContain("(changed by a player, not accepted)");
    expect(html("en")).toMatch(/The potential of Ann was changed by a player/);
    expect(html("cn")).toContain("玩家已改动，主持人未认可");
    expect(html("cn")).toContain("Ann 的潜能被玩家改动");
    expect(render(false)).not.toContain("meshal-encounter__unaccepted");
  });
});
