/**
 * Item sheet pages for what a player reads: a weapon's attacks in words (play mode), a weapon in edit mode with its
 * sections closed (it must fit a screen: at most 1,200 px tall), and a feature with linked gifts, senses, movement,
 * slots and protections in words.
 */
import { itemSheetView, type ItemSheetInput } from "../../src/sheets/view/item-sheet.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import * as I from "../fixtures/data-items.ts";
import { itemSchema } from "../support/model-schemas.ts";
import { addPreviewPages } from "./pages.ts";

/** The pack's abilities a human and an undead form gift, as the sheet finds them by identifier. */
const ABILITIES: Record<string, { uuid: string; name: string }> = {
  "free-will": { uuid: "Compendium.meshal-lite.abilities.Item.freewill00000001", name: "Free Will" },
  "common-language": { uuid: "Compendium.meshal-lite.abilities.Item.commonlang000001", name: "Common Language" },
};
const ROUNDS: Record<string, string> = { "9mm-round": "9mm Round" };

function itemPage(env: ViewEnv, fixture: I.FixtureItem, mode: "play" | "edit", extra: Partial<ItemSheetInput> = {}) {
  const view = itemSheetView({
    name: fixture.name, img: null, type: fixture.type, source: fixture.system, schema: itemSchema(fixture.type),
    enrichedDescription: "<p>A short description.</p>", nameOfIdentifier: (id) => ROUNDS[id] ?? null,
    abilityOfIdentifier: (id) => ABILITIES[id] ?? null, ...extra,
  }, env);
  return { ...view, mode, isPlay: mode === "play", isEdit: mode === "edit", canEdit: true, limited: false, documentUuid: `Item.${fixture.id}` };
}

/** A dagger with a second, harder-hitting attack: two hits, penetration and extra damage to read. */
function heavyDagger(): I.FixtureItem {
  const d = I.dagger();
  d.system.attacks = [I.daggerAttack, { ...I.daggerAttack, label: "Heart Thrust", hits: 1, penetration: 2, defenses: ["dodge"],
    extraDamage: [{ op: "mul", value: 2 }, { op: "addDice", value: 1 }], range: { kind: "adjacent" } }];
  return d;
}

addPreviewPages(
  { id: "item-weapon-words", sheet: "item", classes: ["meshal-item-sheet"],
    expect: [".meshal-attack-summary__lines dt", ".meshal-facts__row"],
    context: (env) => itemPage(env, I.revolver(), "play") },
  { id: "item-weapon-words-melee", sheet: "item", classes: ["meshal-item-sheet"],
    expect: [".meshal-attack-summary__lines dt"],
    context: (env) => itemPage(env, heavyDagger(), "play") },
  { id: "item-weapon-edit-closed", sheet: "item", classes: ["meshal-item-sheet"], maxHeight: 1200,
    expect: ["details.meshal-field-section:not([open]) summary", "details[data-section=attacks]", "input[name=name]"],
    context: (env) => itemPage(env, I.revolver(), "edit") },
  { id: "item-feature-words", sheet: "item", classes: ["meshal-item-sheet"],
    expect: [".meshal-gift-list a.content-link[data-uuid]", ".meshal-facts__row"],
    context: (env) => itemPage(env, I.human(), "play") },
  { id: "item-feature-protection", sheet: "item", classes: ["meshal-item-sheet"],
    expect: [".meshal-facts__row"],
    context: (env) => itemPage(env, I.undead(), "play") },
);
