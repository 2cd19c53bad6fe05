/**
 * Tooltips on the character sheet (README "Sheets"): every icon-only button carries a `data-tooltip` in the reader's
 * language and an `aria-label` with the same text; attributes, protections and ⚡ pips explain themselves; attack
 * buttons name the attack and its cost, with the formula in the tooltip; gear rows have a Use button; Rest is offered.
 */
import { describe, expect, it } from "vitest";
import { parseFragment, StageElement } from "../../stage/application-dom.ts";
import * as A from "../../fixtures/data-actors.ts";
import * as I from "../../fixtures/data-items.ts";
import { characterContext } from "../../../src/sheets/character/context.ts";
import { rowExtras } from "../../../src/sheets/view/row-extras.ts";
import { LANGS } from "../../support/lang.ts";
import { actorSchema } from "../../support/model-schemas.ts";
import { compileSheetTemplate, prepared } from "./support.ts";

function render(part: string, lang: "en" | "cn", editMode = false) {
  const a = A.armouredCharacter();
  a.items.push(I.healingPotion(), I.ability("crush", 2, "might", { activation: { kind: "tactic", cost: 2 }, attacks: [{ ...I.daggerAttack, label: "Crush" }] }));
  const c = prepared(() => a);
  const view = characterContext(c, { source: a.system, schema: actorSchema("character"), editMode });
  const ctx = {
    ...view, ...rowExtras({ ...view, items: c.items, filters: {}, openSummaries: [] }, { localize: (k) => k }),
    isEdit: editMode, isPlay: !editMode, canEdit: true, rootId: "test",
  };
  return compileSheetTemplate(`actor/character/${part}.hbs`, lang)(ctx);
}

/** Every `<button>` whose only content is an icon, as its opening tag. */
function iconOnlyButtons(html: string): string[] {
  return [...html.matchAll(/<button\b([^>]*)>\s*<i\b[^>]*><\/i>\s*<\/button>/g)].map((m) => m[1]!);
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

describe("character sheet tooltips", () => {
  for (const lang of LANGS) {
    it(`icon-only buttons have a tooltip equal to their accessible name (${lang})`, () => {
      const buttons = ["header", "pools", "abilities", "inventory", "features", "effects"].flatMap((part) => [
        ...iconOnlyButtons(render(part, lang)), ...iconOnlyButtons(render(part, lang, true)),
      ]);
      expect(buttons.length).toBeGreaterThan(10);
      for (const tag of buttons) {
        expect(attr(tag, "data-tooltip"), tag).toBeTruthy();
        expect(attr(tag, "data-tooltip"), tag).toBe(attr(tag, "aria-label"));
      }
    });

    it(`every tooltip on a span, list item or box is reachable by keyboard (${lang})`, () => {
      const elements = ["header", "pools", "abilities", "inventory", "features", "effects"].flatMap((part) => [render(part, lang), render(part, lang, true)])
        .flatMap((html) => parseFragment(html).filter((n): n is StageElement => n instanceof StageElement).flatMap((root) => [root, ...root.descendants()]));
      const tipped = elements.filter((el) => el.hasAttribute("data-tooltip") && !["button", "a", "input", "select", "label"].includes(el.localName));
      // A row's level ("Lv 2") and quantity ("×3") say it in their own text: a Tab stop on each row would bury the rest.
      const reachable = tipped.filter((el) => !/meshal-item-row__(level|quantity)/.test(el.className));
      expect(reachable.length).toBeGreaterThan(8);
      for (const el of reachable) expect(el.getAttribute("tabindex"), el.outerHTML.slice(0, 80)).toBe("0");
    });

    it(`attributes, protections and ⚡ pips explain themselves; Rest is offered (${lang})`, () => {
      const pools = render("pools", lang);
      expect(pools).toMatch(/class="meshal-attribute[^"]*"[^>]*data-attribute="might"\s+tabindex="0" data-tooltip="[^"]+/);
      expect(pools).toMatch(/meshal-protection[^>]*tabindex="0" data-tooltip="[^"]{20,}"/);
      expect(pools).toMatch(/meshal-pip is-filled"[^>]*data-tooltip="[^"]+"/);
      expect(pools).not.toContain("MESHAL.Tip");
      expect(render("header", lang)).toContain('data-action="rest"');
    });
  }

  it("the equip toggle names its ⚡ cost; attack buttons show name and cost with the formula in the tooltip; gear has Use", () => {
    const inventory = render("inventory", "en");
    expect(inventory).toMatch(/data-action="toggleEquip"[^>]*data-tooltip="Doff Chainmail \([^)]+\)"/);
    const abilities = render("abilities", "en");
    expect(abilities).toMatch(/<i class="fa-solid fa-dice-six" aria-hidden="true"><\/i> Crush <span class="meshal-cost">1⚡<\/span>/);
    expect(abilities).toMatch(/data-tooltip="energy÷2 · 2 hit\(s\)"/i);
    expect(inventory).toMatch(/class="meshal-use-button" data-action="useItem"/);
  });
});
