/**
 * Creation mode with the real compendium content (packs/*.yml, as a world without translations shows them): a Human
 * who raised Might once, the ability step's groups with its default filter over all 228 abilities, and the gear step
 * with a weapon of two attributes worn and a dagger kept off by the body-parts rule (issue 35).
 */
import { characterContext } from "../../src/sheets/character/context.ts";
import "../../src/sheets/character/parts.ts";
import { preparePlainCharacter } from "../../src/sheets/character/prepare-plain.ts";
import { GEAR_PACKS, type GearIndexEntry } from "../../src/sheets/character/creation/creation-gear.ts";
import type { IndexEntry } from "../../src/sheets/character/creation/index-entry.ts";
import { ABILITY_STYLES } from "../../src/data/choices.ts";
import { expressionLabels } from "../../src/dice/expression-label.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import * as A from "../fixtures/data-actors.ts";
import { byIdentifier, packSources, type PackDoc } from "../support/packs.ts";
import { actorSchema } from "../support/model-schemas.ts";
import { addPreviewPages } from "./pages.ts";

const docsOf = (pack: string) => packSources(pack).map(({ doc }) => doc);
const entry = (pack: string) => (d: PackDoc): IndexEntry => ({ uuid: `Compendium.meshal-lite.${pack}.Item.${d._id}`, name: d.name, img: d.img, type: d.type, system: d.system });
const FEATURES = docsOf("features");
const ABILITIES = docsOf("abilities");
const GEAR: GearIndexEntry[] = GEAR_PACKS.flatMap((pack) => docsOf(pack).map((d) => ({ ...entry(pack)(d), pack })));

/** An owned copy of a pack document. */
function owned(doc: PackDoc, system: Record<string, unknown> = {}) {
  return { id: doc._id, name: doc.name, type: doc.type, img: doc.img, system: { ...structuredClone(doc.system), ...system } };
}

function context(env: ViewEnv) {
  const a = A.freshCharacter();
  const weapons = docsOf("weapons");
  a.system.attributes.might.trained = 4;
  a.system.potential = { total: 48, log: [{ kind: "spend", reason: "raise", amount: 9, target: "might", note: "3→4" }] };
  const items = [
    ...["human", "medium", "male"].map((id) => owned(byIdentifier(FEATURES, id))),
    ...["free-will", "common-language"].map((id) => owned(byIdentifier(ABILITIES, id), { gifted: true, grantedBy: "human" })),
    owned(byIdentifier(weapons, "bastard-sword"), { equipped: true, carried: true }),
    owned(byIdentifier(weapons, "dagger"), { equipped: false }),
  ];
  const actor = preparePlainCharacter({ name: "Mei", img: "icons/svg/mystery-man.svg", system: a.system, items });
  const dagger = byIdentifier(weapons, "dagger")._id;
  const view = characterContext(actor, {
    creation: true, source: a.system, schema: actorSchema("character"), labels: expressionLabels(env.localize),
    featureIndex: FEATURES.map(entry("features")), abilityIndex: ABILITIES.map(entry("abilities")), gearIndex: GEAR,
    styleLabels: Object.fromEntries(ABILITY_STYLES.map((id) => [id, env.localize(`MESHAL.Choice.abilityStyle.${id}`)])),
    wearRefusals: { [dagger]: { key: "MESHAL.Warn.bodyPartTaken", data: { part: "arm" } } },
  });
  return { ...view, mode: "play", isPlay: true, isEdit: false, canEdit: true, limited: false, rootId: "preview-creation-compendium", documentUuid: "Actor.character" };
}

addPreviewPages({
  id: "character-creation-compendium", sheet: "character", parts: ["creation"], classes: ["meshal-actor-sheet", "meshal-character-sheet"],
  expect: [".meshal-creation__offer-list", "details[data-group=signature][open]", "details[data-group=combat][open]", "details[data-group=lore]:not([open])",
    ".meshal-need", ".meshal-creation__why", "[data-action=buyGear]"],
  context,
});
