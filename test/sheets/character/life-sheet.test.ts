/**
 * Issue 23: the optional life rules on the character sheet, each switch off and on — age stage and the natural-death
 * button (§7.2), posture buttons (§9.4), carrying a creature (§5.5), the search tactic's cost (§10.2) and the
 * inventory's carrying state by load (§3.8 newer). Rendered with real Handlebars from the pure context.
 */
import { describe, expect, it } from "vitest";
import * as A from "../../fixtures/data-actors.ts";
import { characterContext, type CharacterContextOptions } from "../../../src/sheets/character/context.ts";
import { preparePlainCharacter } from "../../../src/sheets/character/prepare-plain.ts";
import type { FixtureItem } from "../../fixtures/data-items.ts";
import { rowExtras } from "../../../src/sheets/view/row-extras.ts";
import { actorSchema } from "../../support/model-schemas.ts";
import { compileSheetTemplate, rootElements } from "./support.ts";
import type { Posture } from "../../../src/rules/index.ts";
import { itemSheetView } from "../../../src/sheets/view/item-sheet.ts";
import { itemSchema } from "../../support/model-schemas.ts";
import { readLang, langString } from "../../support/lang.ts";
import { itemCardContext } from "../../../src/actions/item-card.ts";

type Patch = (system: Record<string, unknown>) => void;

/** The fixture's ability (Pickpocket) made a Primagic incantation. */
const magical = (a: A.FixtureActor) => {
  const ability = a.items.find((i) => i.type === "ability")!;
  ability.system.styles = ["incantation", "primagic", "stunt"];
  return ability;
};

function render(part: string, options: CharacterContextOptions = {}, patch: Patch = () => {}, posture: Posture = "standing") {
  const a = A.armouredCharacter();
  magical(a);
  patch(a.system as Record<string, unknown>);
  const c = preparePlainCharacter({ name: "Test", system: a.system, items: a.items as FixtureItem[], posture });
  const view = characterContext(c, { source: a.system, schema: actorSchema("character"), ...options });
  const ctx = {
    ...view, ...rowExtras({ ...view, items: c.items, filters: {}, openSummaries: [] }, { localize: (k) => k }),
    isEdit: Boolean(options.editMode), isPlay: !options.editMode, canEdit: true, rootId: "test",
  };
  const html = compileSheetTemplate(`actor/character/${part}.hbs`, "en")(ctx);
  expect(html).not.toMatch(/!MESHAL\.[^!]*!/);
  expect(rootElements(html)).toBe(1);
  return { html, view };
}

const aged: Patch = (s) => Object.assign(s.details as object, { ageStage: "aged", agedYears: 7 });

describe("age and natural death (§7.2)", () => {
  it("off: no age field and no natural-death button, even for an aged character", () => {
    const { html } = render("header", {}, aged);
    expect(html).not.toContain('data-action="naturalDeath"');
    expect(render("header", { editMode: true }, aged).html).not.toContain('name="system.details.ageStage"');
  });
  it("on: the stage shows, edit mode edits it and the years, and an aged character gets the daily attempt", () => {
    const { html } = render("header", { rules: { age: true } }, aged);
    expect(html).toContain("Aged");
    expect(html).toContain('data-action="naturalDeath"');
    const edit = render("header", { editMode: true, rules: { age: true } }, aged).html;
    expect(edit).toContain('name="system.details.ageStage"');
    expect(edit).toContain('name="system.details.agedYears" value="7"');
    expect(render("header", { rules: { age: true } }).html).not.toContain('data-action="naturalDeath"');
  });
});

describe("postures (§9.4)", () => {
  it("off: no posture buttons; the derived speed ignores a posture the model was not given", () => {
    expect(render("header").html).not.toContain('data-action="changePosture"');
  });
  it("on: one button per posture, the current one pressed, and the speed shown is divided", () => {
    const standing = render("header", { rules: { postures: true } }).view.header.speeds[0]!.speed;
    const { html, view } = render("header", { rules: { postures: true } }, () => {}, "prone");
    expect(html.match(/data-action="changePosture"/g)).toHaveLength(4);
    expect(html).toMatch(/is-current" data-action="changePosture" data-posture="prone"/);
    expect(view.header.speeds[0]!.speed).toBeCloseTo(standing / 3);
  });
});

describe("carrying a creature (§5.5) and search (§10.2)", () => {
  it("off: no carry button; Search costs 1⚡", () => {
    const { html } = render("header");
    expect(html).not.toContain('data-action="carryCreature"');
    expect(html).toMatch(/data-action="searchTactic"[^>]*>.*1⚡/);
  });
  it("on: Carry on back, then Set down with whom it carries; Search costs 3⚡", () => {
    expect(render("header", { rules: { carryCreature: true } }).html).toContain('data-action="carryCreature"');
    const carrying = render("header", { rules: { carryCreature: true, search3: true } }, (s) => { s.carrying = { uuid: "Actor.x", name: "Brute" }; }).html;
    expect(carrying).toContain("Set down");
    expect(carrying).toContain("Brute");
    expect(carrying).toMatch(/data-action="searchTactic"[^>]*>.*3⚡/);
  });
});

describe("carrying capacity (§3.8 newer)", () => {
  it("off: the seed counts (heavy x/3, light y/9)", () => {
    const { html, view } = render("inventory");
    expect(view.carried.newer).toBe(false);
    expect(html).toContain(`${view.carried.heavy}/3`);
    expect(html).not.toContain("meshal-carried__load");
  });
  it("on: the load against Might dice × size factor, with a warning over it", () => {
    const { html, view } = render("inventory", { rules: { carryingCapacity: true } });
    expect(view.carried.newer).toBe(true);
    expect(view.carried.load).toBe(view.carried.heavy * 3 + view.carried.light);
    expect(html).toContain("meshal-carried__load");
    const over = render("inventory", { rules: { carryingCapacity: true } }, (s) => {
      (s.attributes as Record<string, { lost: number }>).might!.lost = 99;
    });
    expect(over.view.carried.capacity).toBe(0);
    expect(over.view.carried.over).toBe(over.view.carried.load > 0);
  });
});

describe("magic tags (§3.6)", () => {
  const en = readLang("en");
  const env = { localize: (k: string) => langString(en, k) ?? k };
  const source = () => magical(A.armouredCharacter()).system;

  it("off: no magic tag on the ability row nor among the item sheet's facts", () => {
    expect(render("abilities").html).not.toContain("meshal-tag--magic");
    const view = itemSheetView({ name: "x", type: "ability", source: source(), schema: itemSchema("ability") }, env);
    expect(view.facts.some((f) => f.labelKey === "MESHAL.Magic.tags")).toBe(false);
  });
  it("on: the methods and schools (not the flavour style) show on the row and the item sheet", () => {
    const { html } = render("abilities", { rules: { magic: true } });
    expect(html.match(/meshal-tag--magic/g)).toHaveLength(2);
    expect(html).toContain("Vocal Magic");
    expect(html).toContain("Primagic");
    const view = itemSheetView({ name: "x", type: "ability", source: source(), schema: itemSchema("ability"), magicRule: true }, env);
    expect(view.facts.find((f) => f.labelKey === "MESHAL.Magic.tags")?.value).toBe("Vocal Magic, Primagic");
  });
  it("the ability's chat card lists the tags only with the rule on", () => {
    const ability = { name: "Spark", img: null, type: "ability", system: source() };
    const card = (on: boolean) => compileSheetTemplate("chat/item-card.hbs", "en")(itemCardContext(ability, "", env.localize, on));
    expect(card(false)).not.toContain("meshal-tag--magic");
    expect(card(true)).toContain("Vocal Magic</span>");
  });
});
