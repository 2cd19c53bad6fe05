/**
 * The character sheet's part templates rendered with real Handlebars (strict) from the pure context, in both
 * languages: one root element per part, no missing lang key, and the key controls present.
 */
import { describe, expect, it } from "vitest";
import * as A from "../../fixtures/data-actors.ts";
import { characterContext, type CharacterContextOptions } from "../../../src/sheets/character/context.ts";

import { rowExtras } from "../../../src/sheets/view/row-extras.ts";
import { LANGS } from "../../support/lang.ts";
import { actorSchema } from "../../support/model-schemas.ts";
import { compileSheetTemplate, prepared, rootElements as roots } from "./support.ts";

const PARTS = ["header", "pools", "tabs", "creation", "abilities", "inventory", "features", "biography", "effects"];

function render(part: string, make: () => A.FixtureActor, options: CharacterContextOptions = {}, lang: "en" | "cn" = "en") {
  const a = make();
  const c = prepared(() => a);
  const view = characterContext(c, { source: a.system, schema: actorSchema("character"), ...options });
  const ctx = {
    ...view, ...rowExtras({ ...view, items: c.items, filters: {}, openSummaries: [] }, { localize: (k) => k }),
    isEdit: Boolean(options.editMode), isPlay: !options.editMode, canEdit: true, rootId: "test",
  };
  return compileSheetTemplate(`actor/character/${part}.hbs`, lang)(ctx);
}


describe("character sheet templates", () => {
  for (const lang of LANGS) {
    for (const part of PARTS) {
      it(`${part} (${lang}) renders one root element in play, edit and creation mode with every key found`, () => {
        const modes: CharacterContextOptions[] = part === "creation" ? [{ creation: true }, { creation: true, editMode: true }] : [{}, { editMode: true }, { creation: true }];
        for (const options of modes) {
          const html = render(part, A.armouredCharacter, options, lang);
          expect(html).not.toMatch(/!MESHAL\.[^!]*!/);
          expect(roots(html)).toBe(1);
        }
      });
    }
  }

  it("draws pips, void dashes and the edit inputs of the stored values", () => {
    const play = render("pools", A.woundedCharacter);
    expect(play).toContain('data-action="rollAttribute"');
    expect(play.match(/class="meshal-pip is-filled"/g)?.length).toBe(1 + 0 + 3); // might 1/5, energy 0/3, spirit 3/3
    const edit = render("pools", A.woundedCharacter, { editMode: true });
    expect(edit).toContain('name="system.attributes.might.trained" value="4"');
    expect(edit).toContain('name="system.attributes.might.lost" value="4"');
  });

  it("offers the recover-a-die + to the GM only, a player's lose-a-die − in edit mode only, and no dice −/+ while creating", () => {
    const player = render("pools", A.woundedCharacter);
    expect(player, "no − beside a player's roll button").not.toContain('data-action="adjustDie"');
    const playerEdit = render("pools", A.woundedCharacter, { editMode: true });
    expect(playerEdit).toContain('data-action="adjustDie" data-delta="-1"');
    expect(playerEdit).not.toContain('data-action="adjustDie" data-delta="1"');
    expect(render("pools", A.woundedCharacter, { gm: true })).toContain('data-action="adjustDie" data-delta="-1"');
    expect(render("pools", A.woundedCharacter, { gm: true })).toContain('data-action="adjustDie" data-delta="1"');
    expect(render("pools", A.woundedCharacter, { gm: true, creation: true })).not.toContain('data-action="adjustDie"');
  });

  it("shows the unconscious state in the header and the creation walkthrough only in creation mode", () => {
    expect(render("header", A.woundedCharacter)).toContain("meshal-consciousness--unconscious");
    const creation = render("creation", A.freshCharacter, { creation: true, featureIndex: [{ uuid: "u1", name: "Dwarf", system: { kind: "species" } }] });
    expect(creation).toContain('data-action="toggleFeature"');
    expect(creation).toContain('data-action="finishCreation"');
  });

  it("lists each unmet creation step by name; Finish stays disabled for the player and open to the GM", () => {
    const player = render("creation", A.freshCharacter, { creation: true });
    expect(player).toMatch(/<strong>Choose species and features: <\/strong>Choose a gender\./);
    expect(player).toMatch(/data-action="finishCreation" disabled/);
    expect(render("creation", A.freshCharacter, { creation: true, gm: true })).toMatch(/data-action="finishCreation">/);
  });

  it("renders roll buttons with the dice expression and ⚡ cost on the inventory", () => {
    const html = render("inventory", A.armouredCharacter);
    expect(html).toContain("energy÷2");
    expect(html).toContain('data-action="toggleEquip"');
    expect(html).toMatch(/Heavy 1\/3/);
  });

  it("labels strength and unspent potential apart, so two equal numbers cannot read as a full bar", () => {
    const en = render("header", A.freshCharacter);
    expect(en).toMatch(/Potential \d+ unspent/);
    expect(en).toMatch(/Strength \d+ spent/);
    const cn = render("header", A.freshCharacter, {}, "cn");
    expect(cn).toMatch(/潜能 \d+ 未花费/);
    expect(render("header", A.freshCharacter, { editMode: true }, "cn"), "获得 is Obtain only").not.toContain("获得");
  });
});

describe("creation walkthrough messages", () => {
  it("names the attribute of a refusal and every blocker, in the reader's language", () => {
    const index = [{ uuid: "a", name: "Titan grip", system: { level: 4, attributeType: "might" } }];
    const bare = () => { const a = A.freshCharacter(); a.items = []; return a; };
    // A refused row shows with the filter's box unticked (by default the step lists only what can be taken now).
    const en = render("creation", bare, { creation: true, abilityIndex: index, abilityFilter: { allowedOnly: false } });
    expect(en).toContain("Sustain would exceed base Might (0 + 4 &gt; 3).");
    expect(en).toContain("Choose a species.");
    const cn = render("creation", bare, { creation: true, abilityIndex: index, abilityFilter: { allowedOnly: false } }, "cn");
    expect(cn).toContain("强壮");
    expect(cn).toContain("请选择种族。");
  });
});
