// The equipment generator: items.json → documents of the weapons, armor, accessories and gear packs,
// plus their Babele (English) translation entries. Pure: no file access (generate.mjs writes).
import { PROTECTION, W, babeleFile, embeddedEffect, iconFor, itemKey, packSourceProblems, slug, stableId } from "./common.mjs";
import { describe } from "./items-describe.mjs";
import { note, resetNotes, unusedNotes } from "./items-notes.mjs";
import { CATEGORY_PACK, kindsFor } from "./items-rules.mjs";
import { withSeedRules } from "./items-seed.mjs";
import { buildSystem } from "./items-system.mjs";
import { iconForItem } from "./items-icons.mjs";
import { abilityNameEn, abilityUuid } from "./abilities.mjs";
import { itemLinker, itemNameEn, linkWords } from "./links.mjs";
import { stored, structuredTranslation } from "./structured-en.mjs";
import { bookTerms } from "./terms.mjs";

/**
 * The four equipment packs: name → labels (system.json `label` uses "English / 中文").
 * @type {Record<string, {type: string, en: string, zh: string}>}
 */
export const EQUIPMENT_PACKS = {
  weapons: { type: "weapon", en: "Weapons", zh: "武器" },
  armor: { type: "protection", en: "Armor", zh: "防具" },
  accessories: { type: "accessory", en: "Accessories", zh: "饰品" },
  gear: { type: "gear", en: "Gear & Consumables", zh: "物品与消耗品" },
};

/** Document id of a dataset item (stable: derived from the pack and the dataset id only). */
export const equipmentId = (pack, datasetId) => stableId(`item:${pack}:${datasetId}`);

/** Active Effects for use effects the data model leaves to effects (potions' protection for the Moment). */
function useEffects(item, itemId, name) {
  const out = [];
  item.uses.forEach((u, k) => {
    u.effects.forEach((e, n) => {
      if (e.type !== "protection") return;
      out.push(embeddedEffect(itemId, `effect:${itemId}:use${k}:${n}`, {
        name: stored(name),
        img: iconFor("medicine"),
        changes: [[`system.protection.${e.key}`, e.value]],
        transfer: false,
        rounds: null,
        description: stored(W(`<p>${PROTECTION[e.key].zh}+${e.value}，直到瞬息过程结束。</p>`, `<p>${PROTECTION[e.key].en} +${e.value} until the Moment ends.</p>`)),
      }));
    });
  });
  return out;
}

/** Name lookups used by descriptions (other items by dataset id, abilities by id). */
function nameLookups(items, abilities) {
  const links = itemLinker(items);
  const abilityById = new Map((abilities ?? []).map((a) => [a.id, a]));
  const title = (id) => id.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ");
  // where each item is used: crafting materials and tools, smelting tools → the items made or smelted
  const usedIn = new Map();
  const use = (id, how, product) => usedIn.set(id, [...(usedIn.get(id) ?? []), { how, product }]);
  for (const i of items) {
    for (const m of [...(i.crafting?.materials ?? []), ...(i.crafting?.tools ?? [])]) use(m.itemId, "craft", i.id);
    for (const t of i.smelting?.tools ?? []) use(t.itemId, "smelt", i.id);
  }
  // abilities that consume or use an item when cast (matched by the item's Chinese name)
  const castWith = new Map();
  for (const a of abilities ?? []) {
    for (const act of [a.activation, ...(a.additionalActivations ?? [])]) {
      for (const c of [...(act?.consumes ?? []), ...(act?.uses ?? [])]) castWith.set(c.itemZh, [...new Set([...(castWith.get(c.itemZh) ?? []), a.id])]);
    }
  }
  const byZh = new Map(items.map((i) => [i.id, i.nameZh]));
  return {
    /** A link to an ability of the dataset by id (null when there is none). */
    abilityLink: (aid) => (abilityById.has(aid) ? linkWords(abilityUuid(aid), W(abilityById.get(aid).nameZh, abilityNameEn(abilityById.get(aid)))) : null),
    /** Links to the abilities whose casting consumes or uses this item. */
    castWith: (id) => [...(castWith.get(byZh.get(id)) ?? [])].sort().map((aid) => linkWords(abilityUuid(aid), W(abilityById.get(aid).nameZh, abilityNameEn(abilityById.get(aid))))),
    /** {craft: [links], smelt: [links]} of the items this one helps make or smelt (sorted by id, no repeats). */
    usedIn: (id) => {
      const list = usedIn.get(id) ?? [];
      const of = (how) => [...new Set(list.filter((u) => u.how === how).map((u) => u.product))].sort().map((p) => links.byId(p) ?? W(p, p));
      return { craft: of("craft"), smelt: of("smelt") };
    },
    // items of the dataset become compendium links (in the description's language)
    zh: (id, fallback) => links.byId(id)?.zh ?? fallback ?? id,
    en: (id, fallback) => links.byId(id)?.en ?? fallback ?? id,
    ability: (a) => (abilityById.has(a.id)
      ? linkWords(abilityUuid(a.id), W(a.nameZh, abilityNameEn(abilityById.get(a.id))))
      : W(a.nameZh, title(a.id))),
  };
}

/**
 * A pack source document as the generator writes it.
 * @typedef {{_id: string, _key: string, name: string, type: string, img: string, system: Record<string, unknown>,
 *   effects: Record<string, unknown>[], folder: null, sort: number, flags: Record<string, unknown>}} PackDocument
 * @typedef {{packs: Record<string, {fileName: string, doc: PackDocument}[]>,
 *   translations: Record<string, import("./common.mjs").BabeleFile>}} EquipmentResult
 */

/**
 * Builds every equipment document.
 * @param {any[]} items data/items/items.json (any: dataset JSON, walked loosely; see tsconfig.packs.json)
 * @param {any[]} [abilities] data/abilities/abilities.json (English ability names only)
 * @returns {EquipmentResult}
 */
export function generateEquipment(items, abilities = []) {
  resetNotes();
  const names = nameLookups(items, abilities);
  /** @type {EquipmentResult["packs"]} */
  const packs = Object.fromEntries(Object.keys(EQUIPMENT_PACKS).map((p) => [p, []]));
  const entries = Object.fromEntries(Object.keys(EQUIPMENT_PACKS).map((p) => [p, {}]));
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const item of sorted.map(withSeedRules)) {
    const target = CATEGORY_PACK[item.category];
    if (!target) throw new Error(`${item.id}: category "${item.category}" has no pack`);
    const [pack, type] = target;
    const packDocs = packs[pack];
    const packEntries = entries[pack];
    if (!packDocs || !packEntries) throw new Error(`${item.id}: pack "${pack}" is not an equipment pack`);
    const _id = equipmentId(pack, item.id);
    const kinds = kindsFor(item, type);
    const equipNote = item.equip?.requirementsZh?.length ? note(`${item.id}#item`, false) : null;
    const { system, attacks, ammoRiders = [] } = buildSystem(item, type, kinds, equipNote ? [stored(equipNote)] : []);
    const text = describe(item, type, kinds, attacks, ammoRiders, names);
    system.description = bookTerms(text.zh);
    const doc = {
      _id,
      _key: itemKey(_id),
      name: item.nameZh,
      type,
      img: iconForItem(item, kinds),
      system,
      effects: useEffects(item, _id, W(item.nameZh, itemNameEn(item))),
      folder: null,
      sort: (packDocs.length + 1) * 100,
      flags: {},
    };
    const problems = packSourceProblems(doc);
    if (problems.length) throw new Error(`${item.id}: ${problems.join("; ")}`);
    packDocs.push({ fileName: slug(item.id), doc });
    packEntries[_id] = { name: itemNameEn(item), description: text.en, ...structuredTranslation(doc, item.id) };
  }
  const stale = unusedNotes();
  if (stale.length) throw new Error(`items-notes.mjs has notes no item uses: ${stale.join(", ")}`);
  const translations = Object.fromEntries(Object.entries(EQUIPMENT_PACKS).map(([p, l]) => [p, babeleFile(l.en, entries[p] ?? {})]));
  return { packs, translations };
}
