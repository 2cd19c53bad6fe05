// Issue 35 item 6: no card offers a choice beside a statement that it is not one. A hit with no defense to choose is
// no choice (the GM's client takes it, settleState), so the card shows only the reason, with no "Take it" beside it;
// a hit with a defense still offers "Take it" among the choices.
import { describe, expect, it } from "vitest";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { attackView } from "../../src/combat/attack/card/attack-view.ts";
import { BRUTE, attackReader, defender, rolledAttack } from "../support/attack-card-fixtures.ts";
import { compileTemplate } from "../support/handlebars.ts";

const owner = (lang: "en" | "cn" = "en", more: Parameters<typeof defender>[0] = {}) => attackReader({ owned: [BRUTE], defenders: { [BRUTE]: defender(more) }, lang });
/** A defender already knocked out (0 Might): no defense, no reaction. */
const out = { dice: { might: 0, energy: 3, spirit: 2 }, unconscious: true };
const takeButtons = (html: string) => [...html.matchAll(/data-action="take"[^>]*>([^<]*)</g)].map((m) => m[1]);
/** The take buttons of the first hit. */
const firstHitTakes = (html: string) => [...html.matchAll(/data-action="take"[^>]*data-hit="0"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe("a hit with no choice", () => {
  it("an undefendable attack on a knocked-out defender: the reason alone, no button beside it", () => {
    const state = rolledAttack(undefined, { allowed: [] });
    const hit = attackView(state, owner("en", out)).targets[0]!.hits[0]!;
    expect(hit).toMatchObject({ canDecide: false, options: [], canReact: false });
    expect(hit.note).not.toBe("");
    for (const lang of ["en", "cn"] as const) {
      const html = compileTemplate("chat/attack.hbs", lang)(ATTACK_CARD.context(state, owner(lang, out)));
      expect(firstHitTakes(html)).toEqual([]);
    }
  });

  it("a hit the defender can defend still offers Take it among the defenses", () => {
    const state = rolledAttack();
    const hit = attackView(state, owner()).targets[0]!.hits[0]!;
    expect(hit.canDecide).toBe(true);
    expect(hit.options.length).toBeGreaterThan(0);
    const html = compileTemplate("chat/attack.hbs", "en")(ATTACK_CARD.context(state, owner()));
    expect(takeButtons(html)[0]).toBe("Take it");
    expect(firstHitTakes(html)).toEqual(["Take it"]);
  });
});
