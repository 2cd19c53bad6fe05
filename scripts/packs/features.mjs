// Features compendium: data/features/features.json → packs/features/*.yml (one Item per
// feature, Chinese content) and translations/en/meshal-lite.features.json (Babele, English).
// `buildFeatureDocuments` is pure; `generateFeatures` writes the files and removes stale ones.
import { applySeedFeatures } from "./features-seed.mjs";
import { ATTACK_TYPE, ATTRIBUTE, PROTECTION, W, entriesTranslation, htmlParagraphs, itemKey, readDataset, signed, stableId, writePack } from "./common.mjs";
import { abilityNameEn, abilityUuid } from "./abilities.mjs";
import { itemLinker } from "./links.mjs";
import NOTES from "./features-notes.mjs";
import { stored, structuredTranslation } from "./structured-en.mjs";
import { bookTerms } from "./terms.mjs";

export const PACK_NAME = "features";

/**
 * How the features dataset maps onto the `feature` item (docs/data-model.md). Each rule: id, dataset,
 * stored. Base changes are `featureMod` on the actor (§3.2): structured fields, never Active Effects.
 */
export const FEATURE_TRANSLATION_RULES = Object.freeze([
  { id: "kind", dataset: "kind race", stored: "kind species (subrace, size, form, gender, sense, movementMode unchanged)" },
  { id: "attributes", dataset: "属性 ±N", stored: "system.attributes (base change, featureMod), no Active Effect" },
  { id: "protection", dataset: "防护 ±N / 免疫", stored: "system.protection / system.immune" },
  { id: "void", dataset: "无效属性", stored: "system.invalidAttributes" },
  { id: "size", dataset: "size pages (体型等级, 占位)", stored: "system.size on size features only" },
  { id: "choices", dataset: "可选体型 / 可选形态 / 可选性别 (sizes, forms, genders)", stored: "allowedSizes, allowedForms, allowedGenders (feature identifiers) on species and subraces; also named in the description" },
  { id: "modes", dataset: "移动 N步（mode, mode-）/ 感知 N步（sense, sense-）", stored: "speed, movementModes [{mode, poor}], perceptionRange, senses [{sense, poor}]; a sense or movement-mode feature lists itself; a form's added sense goes to senses" },
  { id: "slots", dataset: "装备位置 (newer edition)", stored: "equipSlots [{slot, count}] for the [VAR] equipSlots setting; ring slots counted inside the accessory slots stay in the description" },
  { id: "gifted", dataset: "天赋能力", stored: "giftedAbilities = ability identifiers (dataset ids); the description links Compendium.meshal-lite.abilities.Item.<id>" },
  { id: "needs", dataset: "无需进食/饮水/睡眠", stored: "needs.{eat,drink,sleep} false" },
  { id: "prose", dataset: "carrying capacity, equip restrictions, hazards, breathing, natural weapons, age stages, height/weight, sense and movement rules", stored: "description (our words); no schema field" },
  { id: "agility", dataset: "Agility (glossary)", stored: "Energy (`energy`)" },
]);

/** Stable document id of a feature (seed "item:features:<dataset id>"). */
export const featureId = (datasetId) => stableId(`item:${PACK_NAME}:${datasetId}`);

/** Default icons (Foundry core icon set, every path used by dnd5e's or Draw Steel's sources): per feature, then per kind. */
export const FEATURE_ICONS = Object.freeze({
  species: "icons/environment/people/commoner.webp",
  subrace: "icons/environment/people/group.webp",
  size: "icons/magic/control/silhouette-grow-shrink-blue.webp",
  form: "icons/creatures/magical/humanoid-silhouette-dashing-blue.webp",
  gender: "icons/magic/holy/yin-yang-balance-symbol.webp",
  sense: "icons/creatures/eyes/human-single-blue.webp",
  movementMode: "icons/skills/movement/feet-winged-boots-brown.webp",
  // species: each its own picture
  tarva: "icons/magic/earth/construct-stone.webp",
  amnius: "icons/magic/holy/saint-glass-portrait-halo.webp",
  inamnius: "icons/creatures/magical/humanoid-silhouette-glowing-pink.webp",
  genos: "icons/creatures/magical/fae-fairy-winged-glowing-green.webp",
  voosh: "icons/magic/control/silhouette-aura-energy.webp",
  dwarf: "icons/skills/trades/smithing-anvil-silver-red.webp",
  elf: "icons/magic/nature/leaf-oak-wreath-glow-green.webp",
  barbarus: "icons/creatures/mammals/humanoid-wolf-dog-blue.webp",
  // other specific features
  beast: "icons/creatures/mammals/wolf-shadow-black.webp",
  bird: "icons/creatures/birds/raptor-hawk-flying.webp",
  construct: "icons/creatures/magical/construct-golem-stone-blue.webp",
  entomoid: "icons/creatures/invertebrates/spider-mandibles-brown.webp",
  fiend: "icons/creatures/unholy/demon-fire-horned-mask.webp",
  fish: "icons/creatures/fish/fish-shark-swimming.webp",
  incorporeal: "icons/creatures/magical/spirit-undead-ghost-blue.webp",
  mollusc: "icons/creatures/fish/octopus-pink.webp",
  plant: "icons/magic/nature/leaf-glow-green.webp",
  reptile: "icons/creatures/reptiles/serpent-horned-green.webp",
  undead: "icons/magic/death/skeleton-skull-soul-blue.webp",
  darkvision: "icons/creatures/eyes/lizard-single-slit-green.webp",
  "night-vision": "icons/magic/perception/eye-ringed-glow-angry-teal.webp",
  "life-sense": "icons/magic/life/heart-glowing-red.webp",
  sonar: "icons/magic/sonic/projectile-sound-rings-wave.webp",
  tremorsense: "icons/magic/sonic/explosion-impact-shock-wave.webp",
  walk: "icons/skills/movement/figure-running-gray.webp",
  climb: "icons/skills/movement/arrow-upward-blue.webp",
  swim: "icons/magic/water/bubbles-air-water-blue.webp",
  fly: "icons/magic/control/buff-flight-wings-blue.webp",
  float: "icons/magic/control/debuff-energy-hold-levitate-teal-blue.webp",
  burrow: "icons/magic/earth/barrier-stone-brown-green.webp",
});

const KIND = {
  race: W("种族", "Species"), subrace: W("亚种", "Subrace"), size: W("体型", "Size"), form: W("形态", "Form"),
  gender: W("性别", "Gender"), sense: W("感知方式", "Sense"), movementMode: W("移动方式", "Movement mode"),
};
const SLOT = { helmet: W("头盔", "helmet"), armor: W("护甲", "armor"), boots: W("鞋靴", "boots"), weapon: W("武器", "weapon"), accessory: W("饰品", "accessory"), ring: W("指环", "ring") };
const HAZARD = { drowning: W("溺水", "drowning"), suffocation: W("窒息", "suffocation") };
const STAGE = { juvenile: W("幼年", "juvenile"), adult: W("成年", "adult"), aged: W("老年", "aged") };

/** The feature's `system` data (docs/data-model.md "feature"). */
export function featureSystem(f) {
  const senses = [...(f.senses ?? []), ...(f.addsSenses ?? [])];
  if (f.kind === "sense") senses.push({ sense: f.id, poor: false });
  const modes = [...(f.movementModes ?? [])];
  if (f.kind === "movementMode") modes.push({ mode: f.id, poor: false });
  return {
    identifier: f.id,
    description: "",
    source: stored(W("Meshal Lite 知识库（特征）", "Meshal Lite knowledge base (features)")),
    kind: f.kind === "race" ? "species" : f.kind,
    parentSpecies: f.parent ?? "",
    // A species' choices (可选体型/形态/性别) as feature identifiers; the creation pickers offer only these.
    allowedSizes: [...(f.sizes ?? [])],
    allowedForms: [...(f.forms ?? [])],
    allowedGenders: [...(f.genders ?? [])],
    attributes: { might: f.attributes?.might ?? 0, energy: f.attributes?.energy ?? 0, spirit: f.attributes?.spirit ?? 0 },
    protection: { physical: f.protection?.physical ?? 0, erosion: f.protection?.erosion ?? 0, occult: f.protection?.occult ?? 0 },
    immune: [...f.immune],
    invalidAttributes: [...f.invalidAttributes],
    size: f.kind === "size" ? f.id : null,
    speed: f.speed ?? null,
    movementModes: modes.map((m) => ({ mode: m.mode, poor: Boolean(m.poor) })),
    senses: senses.map((s) => ({ sense: s.sense, poor: Boolean(s.poor) })),
    perceptionRange: f.perceptionRange ?? null,
    initialPotential: f.initialPotential ?? 0,
    giftedAbilities: [...f.giftedAbilities],
    equipSlots: (f.equipSlots ?? []).filter((s) => !s.within).map((s) => ({ slot: s.slot, count: s.count })),
    needs: { eat: f.needs?.eat !== false, drink: f.needs?.drink !== false, sleep: f.needs?.sleep !== false },
  };
}

/** Description lines (zh/en) composed from the facts; `link(id)` gives the compendium link of an ability. */
function descriptionLines(f, ctx) {
  const name = ctx.featureName;
  const L = [];
  const kind = f.kind === "subrace" ? W(`亚种（${name(f.parent).zh}的一支）`, `Subrace (a branch of ${name(f.parent).en})`) : KIND[f.kind];
  L.push(W(`${kind.zh}。`, `${kind.en}.`));
  /** @type {[string, import("./common.mjs").Words][]} */
  const choices = [["genders", W("可选性别", "Genders")], ["forms", W("可选形态", "Forms")], ["sizes", W("可选体型", "Sizes")]];
  for (const [key, label] of choices) {
    if (f[key]?.length) L.push(W(`${label.zh}：${f[key].map((x) => name(x).zh).join("、")}。`, `${label.en}: ${f[key].map((x) => name(x).en).join(", ")}.`));
  }
  if (f.sizeLevel) {
    const fp = f.footprint;
    L.push(W(`体型等级${f.sizeLevel}，占位直径${fp.lessThan ? "不足" : ""}${fp.diameter}步。`, `Size level ${f.sizeLevel}, footprint ${fp.lessThan ? "under " : ""}${fp.diameter} step${fp.diameter === 1 ? "" : "s"} across.`));
  }
  if (f.attributes) {
    const parts = Object.entries(f.attributes).map(([a, n]) => W(`${ATTRIBUTE[a].zh}${signed(n)}`, `${ATTRIBUTE[a].en} ${signed(n)}`));
    L.push(W(`基础属性：${parts.map((p) => p.zh).join("、")}。`, `Base attributes: ${parts.map((p) => p.en).join(", ")}.`));
  }
  if (f.protection) {
    const parts = Object.entries(f.protection).map(([p, n]) => W(`${PROTECTION[p].zh}${signed(n)}`, `${PROTECTION[p].en} ${signed(n)}`));
    L.push(W(`防护：${parts.map((p) => p.zh).join("、")}。`, `Protection: ${parts.map((p) => p.en).join(", ")}.`));
  }
  if (f.immune.length) L.push(W(`免疫${f.immune.map((t) => ATTACK_TYPE[t].zh).join("、")}攻击。`, `Immune to ${f.immune.map((t) => ATTACK_TYPE[t].en).join(", ")} attacks.`));
  if (f.invalidAttributes.length) {
    L.push(W(`无效属性：${f.invalidAttributes.map((a) => ATTRIBUTE[a].zh).join("、")}（不能拥有该类能力，不会失去该属性骰，需要它的投骰用3颗骰）。`,
      `Void attribute: ${f.invalidAttributes.map((a) => ATTRIBUTE[a].en).join(", ")} (no abilities of that type, never loses those dice, rolls needing it use 3 dice).`));
  }
  const modeList = (list) => list.map((m) => W(`${name(m.mode ?? m.sense).zh}${m.poor ? "–" : ""}`, `${name(m.mode ?? m.sense).en}${m.poor ? "–" : ""}`));
  if (f.perceptionRange) {
    const s = modeList(f.senses);
    L.push(W(`感知：${f.perceptionRange}步（${s.map((x) => x.zh).join("、")}）。`, `Perception: ${f.perceptionRange} steps (${s.map((x) => x.en).join(", ")}).`));
  }
  if (f.addsSenses?.length) {
    const s = modeList(f.addsSenses);
    L.push(W(`增加感知方式：${s.map((x) => x.zh).join("、")}。`, `Adds the sense ${s.map((x) => x.en).join(", ")}.`));
  }
  if (f.speed) {
    const m = modeList(f.movementModes);
    L.push(W(`移动：${f.speed}步（${m.map((x) => x.zh).join("、")}）。`, `Speed: ${f.speed} steps (${m.map((x) => x.en).join(", ")}).`));
  }
  if ([...(f.senses ?? []), ...(f.movementModes ?? []), ...(f.addsSenses ?? [])].some((m) => m.poor)) {
    L.push(W("标“–”者为不擅长：以该方式移动时速度减半，以该方式感知时范围减半。", "“–” marks a poor mode: half speed when moving that way, half range when sensing that way."));
  }
  if (f.equipSlots?.length) {
    const s = f.equipSlots.filter((x) => !x.within).map((x) => W(`${SLOT[x.slot].zh}×${x.count}`, `${SLOT[x.slot].en} ×${x.count}`));
    const inner = f.equipSlots.filter((x) => x.within).map((x) => W(`（其中至多${x.count}个可为${SLOT[x.slot].zh}）`, ` (up to ${x.count} of them ${SLOT[x.slot].en}s)`));
    L.push(W(`装备位置：${s.map((x) => x.zh).join("、")}${inner.map((x) => x.zh).join("")}。`, `Equip slots: ${s.map((x) => x.en).join(", ")}${inner.map((x) => x.en).join("")}.`));
  }
  if (f.naturalWeapons?.length) {
    const nw = f.naturalWeapons.map((x) => {
      const link = ctx.itemLink(x.itemZh);
      return W(`${link.zh}×${x.count}`, `${link.en} ×${x.count}`);
    });
    L.push(W(`天生武器：${nw.map((x) => x.zh).join("、")}。`, `Natural weapons: ${nw.map((x) => x.en).join(", ")}.`));
  }
  if (f.initialPotential) L.push(W(`初始潜能${signed(f.initialPotential)}。`, `Starting potential ${signed(f.initialPotential)}.`));
  if (f.hazardImmunities.length) L.push(W(`不会${f.hazardImmunities.map((h) => HAZARD[h].zh).join("或")}。`, `Immune to ${f.hazardImmunities.map((h) => HAZARD[h].en).join(" and ")}.`));
  if (f.needs) {
    const n = Object.keys(f.needs).map((k) => ({ eat: W("进食", "food"), drink: W("饮水", "drink"), sleep: W("睡眠", "sleep") })[k]);
    L.push(W(`无需${n.map((x) => x.zh).join("、")}。`, `Needs no ${n.map((x) => x.en).join(n.length > 2 ? ", " : " or ").replace(/, (\w+)$/, " or $1")}.`));
  }
  const cc = f.carryingCapacity;
  if (cc) {
    const t = cc.fixed !== undefined ? W(`总是${cc.fixed}`, `always ${cc.fixed}`) : cc.bonus !== undefined ? W(`+${cc.bonus}`, `+${cc.bonus}`)
      : W(`强壮${cc.op === "multiply" ? "×" : "÷"}${cc.value}`, `Might ${cc.op === "multiply" ? "×" : "÷"} ${cc.value}`);
    L.push(W(`携带上限（新版携带量规则）：${t.zh}。`, `Carrying capacity (newer-edition load rule): ${t.en}.`));
  }
  for (const r of f.equipRestrictions ?? []) {
    if (r.weaponSlotDivisor) L.push(W(`装备武器占据的装备位置÷${r.weaponSlotDivisor}（至少${r.minSlots}），可单手使用双手武器。`, `Weapons occupy ${r.weaponSlotDivisor === 2 ? "half" : `1/${r.weaponSlotDivisor}`} their slots (at least ${r.minSlots}): two-handed weapons fit one hand.`));
    else {
      const verbs = r.cannot.map((v) => ({ equip: W("装备", "equip"), use: W("使用", "use"), pickUp: W("拾取", "pick up") })[v]);
      const scales = r.scales.map((s) => ({ trivial: W("琐碎", "trivial"), light: W("轻型", "light"), heavy: W("重型", "heavy") })[s]);
      const kinds = r.itemKinds.includes("any") ? W("物品", "items") : W("武器或防具", "weapons or protective gear");
      L.push(W(`无法${verbs.map((v) => v.zh).join("、")}${scales.map((s) => s.zh).join("或")}${kinds.zh}。`, `Cannot ${verbs.map((v) => v.en).join(", ")} ${scales.map((s) => s.en).join(" or ")} ${kinds.en}.`));
    }
  }
  if (f.immortal || f.noElderStage) L.push(W(`${f.noElderStage ? "永远不会进入老年，也" : ""}不会寿终正寝。`, `${f.noElderStage ? "Never grows aged and never" : "Never"} dies of old age.`));
  if (f.ageStages?.length) {
    const stages = f.ageStages.map((s) => {
      const span = s.from === null ? W(`${s.to}岁前`, `under ${s.to}`) : s.to === null ? W(`${s.from}岁起`, `${s.from}+`) : W(`${s.from}~${s.to}岁`, `${s.from}–${s.to}`);
      const mods = [];
      if (s.size) mods.push(W(`${name(s.size).zh}体型`, `${name(s.size).en} size`));
      for (const [a, n] of Object.entries(s.attributes ?? {})) mods.push(W(`${ATTRIBUTE[a].zh}${signed(n)}`, `${ATTRIBUTE[a].en} ${signed(n)}`));
      return W(`${STAGE[s.stage].zh}${span.zh}${mods.length ? `（${mods.map((m) => m.zh).join("、")}）` : ""}`, `${STAGE[s.stage].en} ${span.en}${mods.length ? ` (${mods.map((m) => m.en).join(", ")})` : ""}`);
    });
    L.push(W(`年龄（扩展规则）：${stages.map((s) => s.zh).join("；")}。`, `Age (optional rule): ${stages.map((s) => s.en).join("; ")}.`));
  }
  const hw = (o, unit) => {
    if (!o) return null;
    const r = (x) => (x.min === null ? W(`不足${x.max}${unit.zh}`, `under ${x.max} ${unit.en}`) : W(`${x.min}~${x.max}${unit.zh}`, `${x.min}–${x.max} ${unit.en}`));
    if (o.all) return r(o.all);
    const parts = ["male", "female"].filter((g) => o[g]).map((g) => W(`${g === "male" ? "男性" : "女性"}${r(o[g]).zh}`, `${g} ${r(o[g]).en}`));
    return W(parts.map((p) => p.zh).join("、"), parts.map((p) => p.en).join(", "));
  };
  const h = hw(f.height, W("米", "m"));
  const wt = hw(f.weight, W("公斤", "kg"));
  if (h && wt) L.push(W(`身高${h.zh}；体重${wt.zh}（扩展规则）。`, `Height ${h.en}; weight ${wt.en} (optional rule).`));
  const note = NOTES[f.id];
  if (note) L.push(note);
  if (f.giftedAbilities.length) {
    const links = f.giftedAbilities.map((id) => ctx.abilityLink(id));
    L.push(W(`天赋能力（视为0级，不占用属性、不花费潜能）：${links.map((l) => l.zh).join("、")}。`, `Gifted abilities (level 0: no Sustain, no cost): ${links.map((l) => l.en).join(", ")}.`));
  }
  if (L.length === 1) L.push(W("没有额外的规则效果。", "No further rules effects."));
  return L;
}

/** Pure: features (+ abilities for link names) → [{doc, en, fileName}]. Throws on a dangling reference. */
export function buildFeatureEntries(datasetFeatures, abilities, items = readDataset("items", "items.json")) {
  const features = applySeedFeatures(datasetFeatures);
  const byId = new Map(features.map((f) => [f.id, f]));
  const itemLinks = itemLinker(items);
  const abilityById = new Map(abilities.map((a) => [a.id, a]));
  const ctx = {
    featureName: (id) => {
      const f = byId.get(id);
      if (!f) throw new Error(`unknown feature ${id}`);
      return W(f.nameZh, f.nameEn);
    },
    itemLink: (nameZh) => {
      const link = itemLinks.byNameZh(nameZh);
      if (!link) throw new Error(`unknown natural weapon ${nameZh}`);
      return link;
    },
    abilityLink: (id) => {
      const a = abilityById.get(id);
      if (!a) throw new Error(`unknown gifted ability ${id}`);
      return W(`@UUID[${abilityUuid(id)}]{${a.nameZh}}`, `@UUID[${abilityUuid(id)}]{${abilityNameEn(a)}}`);
    },
  };
  return features.map((f) => {
    const system = featureSystem(f);
    const lines = descriptionLines(f, ctx);
    const html = (key) => htmlParagraphs(lines.map((l) => l[key]));
    system.description = bookTerms(html("zh"));
    const _id = featureId(f.id);
    const doc = {
      _id,
      _key: itemKey(_id),
      name: f.nameZh,
      type: "feature",
      img: FEATURE_ICONS[f.id] ?? FEATURE_ICONS[system.kind],
      system,
      effects: [],
      folder: null,
      sort: 0,
      ownership: { default: 0 },
      flags: {},
    };
    return { doc, en: { name: f.nameEn, description: html("en"), ...structuredTranslation(doc, f.id) }, fileName: f.id };
  });
}

/** Pure: dataset → pack documents. */
export const buildFeatureDocuments = (features, abilities) => buildFeatureEntries(features, abilities).map((e) => e.doc);

const LABEL = "Features";

/** Pure: dataset → Babele translation file (entries keyed by `_id`). */
export const buildFeatureTranslations = (features, abilities) => entriesTranslation(LABEL, buildFeatureEntries(features, abilities));

/** Writes packs/features/<dataset id>.yml (deleting stale files) and the English Babele file. */
export async function generateFeatures() {
  const entries = buildFeatureEntries(readDataset("features", "features.json"), readDataset("abilities", "abilities.json"));
  return { pack: PACK_NAME, count: writePack(PACK_NAME, LABEL, entries) };
}
