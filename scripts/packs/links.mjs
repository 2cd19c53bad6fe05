// Compendium links between generated documents: `@UUID[Compendium.meshal-lite.<pack>.Item.<id>]{Name}`, in
// the description's own language. Ids are the generators' stable ids (seed "item:<pack>:<dataset id>").
import { SYSTEM_ID, W, stableId } from "./common.mjs";
import { CATEGORY_PACK } from "./items-rules.mjs";

/**
 * English names the compendiums show instead of the item dataset's (the dataset stays as delivered): 灵巧披风 is
 * the nimble cloak, which "Cloak of Energy" made read as a power source (issue 36).
 */
export const ITEM_NAME_EN_OVERRIDES = Object.freeze({ "cloak-of-agility": "Nimble Cloak" });
/** The English name a compendium shows for a dataset item. */
export const itemNameEn = (item) => ITEM_NAME_EN_OVERRIDES[item.id] ?? item.nameEn;

/** UUID of a generated document of `pack` from its dataset id. */
export const compendiumUuid = (pack, datasetId) => `Compendium.${SYSTEM_ID}.${pack}.Item.${stableId(`item:${pack}:${datasetId}`)}`;

/** A bilingual link to a document: the Chinese and English names as link labels. */
export const linkWords = (uuid, names) => W(`@UUID[${uuid}]{${names.zh}}`, `@UUID[${uuid}]{${names.en}}`);

/** The link's label ("@UUID[…]{Empty Bottle}" → "Empty Bottle"); plain text stays as it is. */
export const linkLabel = (text) => text.replace(/@UUID\[[^\]]*\]\{([^}]*)\}/g, "$1");

/** Links to equipment documents (items dataset), by dataset id or by Chinese name; null when there is none. */
export function itemLinker(items) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const byZh = new Map(items.map((i) => [i.nameZh, i]));
  const link = (i) => {
    const target = CATEGORY_PACK[i.category];
    if (!target) throw new Error(`${i.id}: category "${i.category}" has no pack`);
    return linkWords(compendiumUuid(target[0], i.id), W(i.nameZh, itemNameEn(i)));
  };
  return {
    byId: (id) => (byId.has(id) ? link(byId.get(id)) : null),
    byNameZh: (zh) => (byZh.has(zh) ? link(byZh.get(zh)) : null),
  };
}
