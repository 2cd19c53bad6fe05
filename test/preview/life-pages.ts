/**
 * Issue 23's optional life rules on the character sheet: an aged character (age stage and the natural-death button),
 * lying prone (posture buttons, speed ÷3), carrying a creature, Search at 3⚡, the inventory's load against its limit
 * and an ability's magic tags. Built with the same `characterContext` the sheet class uses.
 */
import { expressionLabels } from "../../src/dice/expression-label.ts";
import { attackNameWords } from "../../src/actions/attack-name.ts";
import { characterContext } from "../../src/sheets/character/context.ts";
import "../../src/sheets/character/parts.ts";
import { preparePlainCharacter } from "../../src/sheets/character/prepare-plain.ts";
import { rowExtras } from "../../src/sheets/view/row-extras.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { actorSchema } from "../support/model-schemas.ts";
import { addPreviewPages } from "./pages.ts";

/** Every rule of the page on. */
const RULES = { age: true, postures: true, carryCreature: true, search3: true, carryingCapacity: true, magic: true };

/** An old caravan guard, prone, carrying a wounded friend, with a Primagic incantation and a heavy pack. */
function elder(): A.FixtureActor {
  const a = A.armouredCharacter();
  a.items.push(I.revolver(), I.healingPotion(), I.ability("spark", 1, "spirit", { styles: ["incantation", "primagic"] }));
  Object.assign(a.system.details as object, { ageStage: "aged", agedYears: 6 });
  (a.system as Record<string, unknown>).carrying = { uuid: "Actor.friend0000000001", name: "Wounded Friend" };
  return a;
}

function context(env: ViewEnv, editMode = false) {
  const a = elder();
  const items = a.items.map((i) => ({ ...i, img: "icons/svg/item-bag.svg" }));
  const actor = preparePlainCharacter({ name: "Old Lin", img: "icons/svg/mystery-man.svg", system: a.system, items, posture: "prone" });
  const view = characterContext(actor, {
    source: a.system, schema: actorSchema("character"), labels: expressionLabels(env.localize), attackNames: attackNameWords(env.localize), rules: RULES, editMode, activeTab: "inventory",
  });
  const mode = editMode ? "edit" : "play";
  return {
    ...view, ...rowExtras({ ...view, items: actor.items, filters: {}, openSummaries: [] }, env), view, mode, isPlay: !editMode, isEdit: editMode,
    canEdit: true, limited: false, rootId: `preview-life-${mode}`, documentUuid: "Actor.elder",
  };
}

const CLASSES = ["meshal-actor-sheet", "meshal-character-sheet"];

addPreviewPages(
  { id: "character-life", sheet: "character", parts: ["header", "tabs", "abilities", "inventory"], classes: CLASSES,
    expect: ["[data-action=naturalDeath]", "[data-action=changePosture][data-posture=prone].is-current", "[data-action=carryCreature]",
      ".meshal-carrying", "[data-action=searchTactic]", ".meshal-carried__load", ".meshal-tag--magic"],
    context: (env) => context(env) },
  { id: "character-life-edit", sheet: "character", parts: ["header"], classes: CLASSES,
    expect: ["select[name='system.details.ageStage']", "input[name='system.details.agedYears']"],
    context: (env) => context(env, true) },
);
