/**
 * The catalogue in the reader's language (issue 35), with the real pack content: one character whose soulfang dagger
 * and species came from the Chinese packs (stored in Chinese, with both languages' text) and whose dagger the player
 * renamed "Old Faithful"; its sheet, the dagger's item sheet and its attack card, each rendered in the page's language
 * — what an English and a Chinese reader at the same table see of the same documents.
 */
import { readFileSync } from "node:fs";
import YAML from "yaml";
import { catalogueLang, shownAttackLabels, shownName, type CatalogueDoc } from "../../src/core/catalogue-text.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { cardItemText } from "../../src/combat/attack/attack-item-text.ts";
import { expressionLabels } from "../../src/dice/expression-label.ts";
import { characterContext } from "../../src/sheets/character/context.ts";
import "../../src/sheets/character/parts.ts";
import { preparePlainCharacter } from "../../src/sheets/character/prepare-plain.ts";
import { rowExtras } from "../../src/sheets/view/row-extras.ts";
import { itemSheetView } from "../../src/sheets/view/item-sheet.ts";
import { shownItemText } from "../../src/sheets/base/shown-item.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import * as A from "../fixtures/data-actors.ts";
import { actorSchema, itemSchema } from "../support/model-schemas.ts";
import { rolledAttack } from "../support/attack-card-fixtures.ts";
import { fromRoot } from "../support/project.ts";
import { addPreviewPages } from "./pages.ts";

type PackItem = CatalogueDoc & { _id: string; name: string; type: string; img: string; system: Record<string, unknown>; flags: Record<string, unknown> };
/** A document of the Chinese pack, as dragged onto a sheet (its flags with both languages' text kept). */
const fromPack = (pack: string, file: string): PackItem => YAML.parse(readFileSync(fromRoot("packs", pack, `${file}.yml`), "utf8")) as PackItem;

function items(): (PackItem & { id: string })[] {
  const soulfang = fromPack("weapons", "soulfang-dagger");
  const renamed = { ...fromPack("weapons", "dagger"), name: "Old Faithful" };
  const human = fromPack("features", "human");
  return [soulfang, renamed, human].map((d) => ({ ...d, id: d._id, img: "icons/svg/item-bag.svg", system: { ...d.system, equipped: d.type === "weapon" } }));
}

/** The items as a sheet of a reader in `env`'s language reads them (doc-data.ts `sheetItem`). */
const shownItems = (env: ViewEnv) => items().map((i) => ({ ...i, shown: { name: shownName(i, catalogueLang(env.lang ?? "en")), labels: shownAttackLabels(i, catalogueLang(env.lang ?? "en")) } }));

function sheetPage(env: ViewEnv) {
  const a = A.freshCharacter();
  const list = shownItems(env);
  const actor = preparePlainCharacter({ name: "Lin Wei", img: "icons/svg/mystery-man.svg", system: a.system, items: list });
  const view = characterContext(actor, { source: a.system, schema: actorSchema("character"), labels: expressionLabels(env.localize), activeTab: "inventory" });
  return {
    ...view, ...rowExtras({ ...view, items: actor.items, filters: {}, openSummaries: [] }, env), view, mode: "play", isPlay: true, isEdit: false,
    canEdit: true, limited: false, rootId: "preview-catalogue", documentUuid: "Actor.character", effects: [],
  };
}

function itemPage(env: ViewEnv) {
  const soulfang = fromPack("weapons", "soulfang-dagger");
  // The item sheet's play mode (item-sheet.ts): the reader's text, here the page's language.
  const shown = shownItemText(soulfang, catalogueLang(env.lang ?? "en"));
  const view = itemSheetView({
    name: shown.name, img: null, type: "weapon", source: { ...soulfang.system, description: shown.description, attacks: shown.attacks }, schema: itemSchema("weapon"),
    enrichedDescription: shown.description, nameOfIdentifier: () => null, abilityOfIdentifier: () => null,
  }, env);
  return { ...view, mode: "play", isPlay: true, isEdit: false, canEdit: true, limited: false, documentUuid: `Item.${soulfang._id}` };
}

function cardPage(env: ViewEnv) {
  const soulfang = fromPack("weapons", "soulfang-dagger");
  const state = rolledAttack(undefined, { itemName: soulfang.name, attackLabel: "", itemText: cardItemText(soulfang, 0, null) });
  return ATTACK_CARD.context(state, { localize: env.localize, owns: () => false, isGM: false, gmOnline: true, lang: env.lang, defender: () => null, actingUser: () => null }) as Record<string, unknown>;
}

addPreviewPages(
  { id: "catalogue-sheet-mixed", sheet: "character", parts: ["header", "tabs", "inventory", "features"], classes: ["meshal-actor-sheet", "meshal-character-sheet"],
    expect: [".meshal-attack-button[data-action=rollAttack]"], context: sheetPage },
  { id: "catalogue-item-mixed", sheet: "item", classes: ["meshal-item-sheet"], expect: [".meshal-attack-summary__lines dt"], context: itemPage },
  { id: "catalogue-card-mixed", sheet: null, template: ATTACK_CARD.template.replace(/^templates\//, ""), classes: ["meshal-preview-chat"],
    expect: [".meshal-attack"], context: cardPage },
);
