// Abilities compendium: data/abilities/abilities.json → packs/abilities/*.yml (one Item per
// ability, Chinese content) and translations/en/meshal-lite.abilities.json (Babele, English).
// `buildAbilityDocuments` is pure; `generateAbilities` writes the files and removes stale ones.
// Translation rules: TRANSLATION_RULES in abilities-translate.mjs.
import { W, entriesTranslation, htmlParagraphs, itemKey, readDataset, stableId, timeWords, writePack } from "./common.mjs";
import { MAGIC_SCHOOLS, TRANSLATION_RULES, normalizeAbility } from "./abilities-translate.mjs";
import { ATTACK_TEXT_MODIFIES, STATES_ATTACK, convertAbilityAttack } from "./abilities-attacks.mjs";
import { ABILITY_ACTIVE_EFFECTS, abilityActiveEffects } from "./abilities-active-effects.mjs";
import { ABILITY_TYPE, OPTIONAL_RULE, STYLE, activationWords, intensifyWords, requirementWords } from "./abilities-words.mjs";
import effects1 from "./abilities-effects-1.mjs";
import effects2 from "./abilities-effects-2.mjs";
import effects3 from "./abilities-effects-3.mjs";
import { stored, structuredTranslation } from "./structured-en.mjs";
import { bookTerms } from "./terms.mjs";
import { abilityIconByRule } from "./abilities-icons.mjs";
import { compendiumUuid, itemLinker, linkWords } from "./links.mjs";

export { TRANSLATION_RULES };
export const PACK_NAME = "abilities";

/**
 * English names that would repeat another document's (the Gelaxun tongue and the Gelaxun species): no two
 * different things share an English name in the compendiums.
 */
export const NAME_EN_OVERRIDES = Object.freeze({
  "gelaxun-language": "Gelaxun Language",
  // X武器: the Chinese names a weapon (the ability enchants one), the dataset's "X Rune" does not (issue 25)
  "bloodthirst-rune": "Bloodthirst Weapon",
  "frost-rune": "Frost Weapon",
  "haste-rune": "Haste Weapon",
  "flame-rune": "Flame Weapon",
  "malice-rune": "Malice Weapon",
  "thunder-rune": "Thunder Weapon",
});
/** The English name a compendium shows for a dataset ability. */
export const abilityNameEn = (entry) => NAME_EN_OVERRIDES[entry.id] ?? entry.nameEn;

/** Hand-written effect summaries keyed by dataset id. */
export const ABILITY_EFFECTS = Object.freeze({ ...effects1, ...effects2, ...effects3 });

/** Stable document id of an ability (seed "item:abilities:<dataset id>", common.mjs stableId). */
export const abilityId = (datasetId) => stableId(`item:${PACK_NAME}:${datasetId}`);
/** Compendium UUID of an ability. */
export const abilityUuid = (datasetId) => `Compendium.meshal-lite.${PACK_NAME}.Item.${abilityId(datasetId)}`;

/**
 * Default icons (Foundry core icon set; every path is used by dnd5e's pack sources): languages, then what the
 * ability does (abilities-icons.mjs), then magic by school, then by attribute type (Might stunts get a weapon icon).
 */
export const ABILITY_ICONS = Object.freeze({
  might: "icons/magic/control/buff-strength-muscle-damage-orange.webp",
  mightStunt: "icons/skills/melee/hand-grip-sword-orange.webp",
  energy: "icons/skills/movement/figure-running-gray.webp",
  spirit: "icons/magic/perception/eye-ringed-green.webp",
  common: "icons/sundries/books/book-open-brown.webp",
  language: "icons/skills/social/diplomacy-writing-letter.webp",
  magic: "icons/magic/symbols/rune-sigil-green-purple.webp",
  primagic: "icons/magic/nature/leaf-glow-triple-green.webp",
  arcanum: "icons/magic/symbols/rune-sigil-green-purple.webp",
  sorcery: "icons/magic/unholy/hand-claw-fire-green.webp",
  divine: "icons/magic/holy/prayer-hands-glowing-yellow.webp",
  esoterica: "icons/magic/perception/eye-tendrils-web-purple.webp",
  uncharted: "icons/magic/movement/portal-vortex-orange.webp",
});

/** Icon for a normalized ability. */
export function abilityIcon(n) {
  if (n.effects.some((e) => e.type === "language")) return ABILITY_ICONS.language;
  const byRule = abilityIconByRule(n.datasetId, n.abilityType);
  if (byRule) return byRule;
  const school = n.styles.find((s) => MAGIC_SCHOOLS.includes(s));
  if (school) return ABILITY_ICONS[school];
  if (n.magic) return ABILITY_ICONS.magic;
  if (n.abilityType === "might" && n.styles.includes("stunt")) return ABILITY_ICONS.mightStunt;
  return ABILITY_ICONS[n.abilityType];
}

const SOURCE = W("Meshal Lite 知识库（能力）", "Meshal Lite knowledge base (abilities)");

/**
 * The ability's `system` data (docs/data-model.md "ability"), with the words the description reuses:
 * attack lines, requirement lines (Chinese stored in system.requirements) and the intensify step.
 */
function systemOf(n, nameOf) {
  const attacks = [];
  const words = [];
  const all = n.attacks;
  all.forEach((a, i) => {
    const label = all.length > 1 && !a.diceByDistance ? `${n.nameZh}（${i + 1}）` : "";
    for (const c of convertAbilityAttack(a, { datasetId: n.datasetId, nameZh: n.nameZh, nameEn: n.nameEn, activation: n.activation, label, labelEn: label ? `${n.nameEn} (${i + 1})` : "", shortEn: label ? `${i + 1}` : "" })) {
      attacks.push(c.system);
      words.push(c.words);
    }
  });
  const activation = (act) => ({
    kind: act.kind,
    cost: act.kind === "passive" || act.kind === "time" ? null : act.cost,
    costVariable: act.costVariable,
    time: stored(timeWords(act.time ? `${act.time.value} ${act.time.unit}${act.time.value === 1 ? "" : "s"}` : (act.timeText ?? ""))),
    trigger: stored(W(act.triggerZh, act.trigger)),
    limit: act.limit ? { max: act.limit.max === null ? `floor(${act.limit.formula})` : String(act.limit.max), per: act.limit.per } : { max: "", per: "" },
  });
  const it = n.intensify;
  const requirements = n.requirements.map((r) => requirementWords(r, nameOf));
  const perStep = it ? perStepText(it) : null;
  const system = {
    identifier: n.datasetId,
    description: "",
    source: stored(SOURCE),
    level: n.level,
    attributeType: n.abilityType,
    gifted: false,
    grantedBy: "",
    styles: [...n.styles],
    magic: n.magic,
    potentialCost: n.potentialCost === n.level * 3 ? null : n.potentialCost,
    sustain: n.sustainOverride ?? { attribute: "", amount: null },
    activation: activation(n.activation),
    additionalActivations: n.additionalActivations.map(activation),
    requirements: requirements.map(stored),
    intensify: {
      enabled: Boolean(it),
      cost: it ? (it.costFormula ? 2 : it.cost) : null,
      costPlusSteps: Boolean(it?.costFormula),
      maxSteps: it?.maxSteps ?? null,
      maxStepsAttribute: it?.maxStepsAttribute ?? "",
      steps: 0,
      spent: 0,
      perStep: perStep ? stored(perStep) : "",
    },
    attacks,
  };
  return { system, attackWords: words, requirements, perStep };
}

/** What one intensify step gives, in seed notation (rule "rollBonus"). */
function perStepText(it) {
  const parts = it.perStep.map((s) => {
    if (s.type === "advantage") return W(`相关投骰+${s.amount}个优势`, `+${s.amount} advantage on the relevant rolls`);
    if (s.type === "carry") return W(`携带上限+${s.amount}`, `carrying capacity +${s.amount}`);
    if (s.type === "bankMobility") return W(`可多保留${s.amount}点机动`, `bank ${s.amount} more ⚡`);
    if (s.type === "maxMobility") return W(`下轮最大机动+${s.amount}`, `+${s.amount} max mobility next round`);
    throw new Error(`unknown intensify step ${s.type}`);
  });
  const unique = [...new Map(parts.map((p) => [p.zh, p])).values()];
  if (!unique.length) return null; // the source gives no per-step effect (Wild Instinct): nothing is invented
  return W(unique.map((p) => p.zh).join("，"), unique.map((p) => p.en).join(", "));
}

/**
 * An effect summary with its "@item[<dataset id>]" markers replaced by links to that equipment document (named in
 * each language); throws on an id the items dataset does not have.
 */
function withItemLinks(effect, itemLink, where) {
  const swap = (lang) => effect[lang].replace(/@item\[([a-z0-9-]+)\]/g, (m, id) => {
    const link = itemLink(id);
    if (!link) throw new Error(`${where}: effect summary links unknown item ${id}`);
    return link[lang];
  });
  return { zh: swap("zh"), en: swap("en") };
}

/** Chinese and English description paragraphs, composed from the facts plus the hand-written effect. */
function descriptionOf(n, extra) {
  const { system, attackWords, requirements: reqs, perStep: per, giftedByNames, itemLink } = extra;
  const summary = ABILITY_EFFECTS[n.datasetId];
  if (!summary) throw new Error(`${n.datasetId}: no effect summary in abilities-effects-*.mjs`);
  const effect = withItemLinks(summary, itemLink, n.datasetId);
  // check "attack-in-text": an attack the text states is also structured
  if (STATES_ATTACK.test(effect.zh) && !system.attacks.length && !ATTACK_TEXT_MODIFIES[n.datasetId]) {
    throw new Error(`${n.datasetId}: the effect states an attack ("${effect.zh.match(STATES_ATTACK)?.[0]}") but none is structured`);
  }
  const type = ABILITY_TYPE[n.abilityType];
  const styles = n.styles.map((s) => STYLE[s]);
  const load = n.abilityType === "common"
    ? W("不占用属性", "no Sustain")
    : W(`占用${system.sustain.amount ?? n.level}${type.zh}`, `Sustain ${system.sustain.amount ?? n.level} ${type.en}`);
  const cost = n.potentialCost;
  const head = W(
    `${n.level}级${type.zh}能力（${styles.map((s) => s.zh).join("、")}）。获得：${load.zh}，花费${cost}潜能。`,
    `Level ${n.level} ${type.en} ability (${styles.map((s) => s.en).join(", ")}). Obtain: ${load.en}, ${cost} potential.`,
  );
  const acts = [n.activation, ...n.additionalActivations].map(activationWords);
  const either = n.additionalActivations.length > 0 && n.additionalActivations.every((a) => a.alternative);
  const castLabel = W(either ? "施展（任选其一）" : "施展", either ? "Cast (either)" : "Cast");
  const glue = either ? W("；或", "; or ") : W("；另外，", "; also ");
  const cast = W(`${castLabel.zh}：${acts.map((a) => a.zh).join(glue.zh)}。`, `${castLabel.en}: ${acts.map((a) => a.en).join(glue.en)}.`);
  const paras = [head, cast]; // casting conditions are worded inside the effect summaries
  paras.push(W(`效果：${effect.zh}`, `Effect: ${effect.en}`));
  paras.push(...attackWords);
  if (reqs.length) paras.push(W(`要求：${reqs.map((r) => r.zh).join("；")}。`, `Requirements: ${reqs.map((r) => r.en).join("; ")}.`));
  if (n.intensify) {
    const words = intensifyWords(n.intensify);
    paras.push(per
      ? W(`修行：${words.zh}每次修行：${per.zh}。`, `Intensify: ${words.en} Each step: ${per.en}.`)
      : W(`修行：${words.zh}`, `Intensify: ${words.en}`));
  }
  if (n.optionalRules.length) {
    const rules = n.optionalRules.map((r) => OPTIONAL_RULE[r]);
    paras.push(W(`依赖扩展规则：${rules.map((r) => r.zh).join("、")}。`, `Uses the optional rules: ${rules.map((r) => r.en).join(", ")}.`));
  }
  const ae = ABILITY_ACTIVE_EFFECTS[n.datasetId];
  if (ae) {
    paras.push(ae.transfer
      ? W(`主动效果：${ae.zh}（拥有此能力即生效）。`, `Active effect: ${ae.en} (always on while you have the ability).`)
      : W(`主动效果：${ae.zh}（施展时应用到受影响的角色上）。`, `Active effect: ${ae.en} (apply it to those affected when you cast).`));
  }
  if (giftedByNames.length) {
    paras.push(W(
      `天赋：${giftedByNames.map((g) => g.zh).join("、")}的天赋能力（由特征获得时视为0级，不占用属性、不花费潜能）。`,
      `Gifted by: ${giftedByNames.map((g) => g.en).join(", ")} (when granted by a feature it counts as level 0: no Sustain, no potential cost).`,
    ));
  }
  return { zh: htmlParagraphs(paras.map((p) => p.zh)), en: htmlParagraphs(paras.map((p) => p.en)) };
}

/**
 * Pure: the abilities dataset (and, for names of gifting features, the features dataset) → pack documents
 * plus their English words. Throws on anything it cannot map.
 * @returns {(import("./common.mjs").PackEntry & {doc: Record<string, unknown>})[]}
 */
export function buildAbilityEntries(abilities, features = [], items = readDataset("items", "items.json")) {
  const byId = new Map(abilities.map((a) => [a.id, a]));
  const featureById = new Map(features.map((f) => [f.id, f]));
  const itemLinks = itemLinker(items);
  const nameOf = (id) => {
    const a = byId.get(id);
    if (!a) throw new Error(`unknown ability ${id}`);
    return W(a.nameZh, abilityNameEn(a));
  };
  const linkOf = (id) => linkWords(abilityUuid(id), nameOf(id));
  return abilities.map((entry) => {
    const normal = normalizeAbility(entry);
    const withLinks = (act) => ({ ...act, consumes: act.consumes.map((c) => ({ ...c, link: itemLinks.byNameZh(c.nameZh) })), uses: act.uses.map((c) => ({ ...c, link: itemLinks.byNameZh(c.nameZh) })) });
    const n = { ...normal, nameEn: abilityNameEn(entry), activation: withLinks(normal.activation), additionalActivations: normal.additionalActivations.map(withLinks) };
    const { system, ...words } = systemOf(n, nameOf);
    words.requirements = n.requirements.map((r) => requirementWords(r, linkOf)); // the description links prerequisites
    const giftedByNames = n.giftedBy.map((fid) => {
      const f = featureById.get(fid);
      if (!f) throw new Error(`${entry.id}: gifted by unknown feature ${fid}`);
      return linkWords(compendiumUuid("features", fid), W(f.nameZh, f.nameEn));
    });
    const text = descriptionOf(n, { system, ...words, giftedByNames, itemLink: itemLinks.byId });
    system.description = bookTerms(text.zh);
    const _id = abilityId(entry.id);
    const img = abilityIcon(n);
    const doc = {
      _id,
      _key: itemKey(_id),
      name: entry.nameZh,
      type: "ability",
      img,
      system,
      effects: abilityActiveEffects(entry.id, _id, { name: stored(W(entry.nameZh, abilityNameEn(entry))), img }),
      folder: null,
      sort: 0,
      ownership: { default: 0 },
      flags: {},
    };
    return { doc, en: { name: abilityNameEn(entry), description: text.en, ...structuredTranslation(doc, entry.id) }, fileName: entry.id };
  });
}

/** Pure: dataset → pack documents. */
export const buildAbilityDocuments = (abilities, features = [], items = undefined) => buildAbilityEntries(abilities, features, items).map((e) => e.doc);

const LABEL = "Abilities";

/** Pure: dataset → Babele translation file (entries keyed by `_id`). */
export const buildAbilityTranslations = (abilities, features = [], items = undefined) => entriesTranslation(LABEL, buildAbilityEntries(abilities, features, items));

/** Writes packs/abilities/<dataset id>.yml (deleting stale files) and the English Babele file. */
export async function generateAbilities() {
  const entries = buildAbilityEntries(readDataset("abilities", "abilities.json"), readDataset("features", "features.json"));
  return { pack: PACK_NAME, count: writePack(PACK_NAME, LABEL, entries) };
}
