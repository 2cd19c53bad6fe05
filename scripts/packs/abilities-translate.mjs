// Normalization of the abilities dataset (data/abilities/abilities.json) into the project's
// default (seed) rules. Pure: no file access, no Foundry. The generator (abilities.mjs) maps the
// normalized facts onto the `ability` item schema.
//
// The dataset is written in the newer edition's notation. Every translation applied here is listed
// in TRANSLATION_RULES (spec: docs/rules.md §2.2, §3.6, §10.2).

/**
 * Each rule: `id`, what the dataset says (`newer`), what we store (`seed`), and the spec section.
 * Tests and the report read this table; keep it in step with the code below.
 */
export const TRANSLATION_RULES = Object.freeze([
  { id: "diceSymbols", newer: "N🅟 (points) / N🅽 (face sum)", seed: "N🎲 / N🎲+; DiceExpression.mode 'points' | 'faceSum'", spec: "§0, §10.2" },
  { id: "rollBonus", newer: "+N🅟 on a roll (effects, intensify steps)", seed: "N advantages", spec: "§2.2" },
  { id: "rollPenalty", newer: "−N🅟 on a roll", seed: "N disadvantages", spec: "§2.2" },
  { id: "poolModifier", newer: "attack pool written 'X骰±N🅟' (e.g. 精神骰-2🅟)", seed: "DiceExpression.bonus ±N (part of the dice formula, as the item packs do; same count as N advantages/disadvantages under the seed's one-die minimum)", spec: "§2.2" },
  { id: "itemNames", newer: "consumed/used items without an English glossary name", seed: "English names from ITEM_NAMES_EN (our translation)", spec: "-" },
  { id: "agility", newer: "Agility (glossary name of 活力)", seed: "Energy (`energy`)", spec: "§1, §10.2" },
  { id: "giftedLevel", newer: "gifted ability adds printed level × 3 to strength", seed: "gifted = level 0: no Sustain, no potential cost; printed level kept for reference", spec: "§3.6, §10.2" },
  { id: "load", newer: "获得：占用N<属性> (sustain N)", seed: "Sustain = level on the ability's attribute (common: none); sustain stored only where the text differs (element text wins, §0 precedence)", spec: "§3.6" },
  { id: "cost", newer: "获得：花费N潜能", seed: "cost = level × 3 potential; potentialCost stored only where the text differs", spec: "§3.6" },
  { id: "styles", newer: "派系 ids (incantation, gesture, sigil, totem, alchemy, ritual; schools primagic …)", seed: "kept as the data model's style ids; seed method equivalents (MAGIC_METHODS): incantation → vocal, gesture → somatic, sigil → symbolic, totem → totemic", spec: "§3.6 [OPT magic]" },
  { id: "attackCost", newer: "an attack made by casting the ability", seed: "attack.action = the activation's kind (tactic if passive/time), attack.cost 0: the ⚡ is paid once, by the activation", spec: "§3.6, §5.4" },
  { id: "distanceDice", newer: "pool that depends on distance (破山击: 相邻 might+2, 2步 might+1, 3步 might)", seed: "one attack per distance band: circle radius 1, ring radius 2, ring radius 3", spec: "§4.3" },
  { id: "weaponAttack", newer: "the ability makes a weapon attack (natural / equipped / any / same / blocked attack)", seed: "attack.weapon set, pools empty, divisor/bonus = the change to the weapon's pool; types, attributes, defenses come from the weapon", spec: "docs/data-model.md" },
  { id: "limits", newer: "每轮 / 瞬息过程中 / 充分休息后 / 每天 最多N次", seed: "limit {max, per: round | moment | fullRest | day}; max may be a formula ('spirit/3')", spec: "§3.6" },
  { id: "castingTime", newer: "施展：N分钟 (outside the moment process)", seed: "activation 'time' with the casting time; unusable in Moment mode", spec: "§3.6, §5.1" },
  { id: "undefendable", newer: "an attack naming no defense", seed: "defenses [] = cannot be defended", spec: "§6.2" },
  { id: "attackBase", newer: "pool from the weapon / stored energy / distance table", seed: "not a DiceExpression: kept in the description; structured attack omitted", spec: "§4.3" },
  { id: "moment", newer: "瞬息过程", seed: "Moment mode (`moment`)", spec: "§5.1" },
]);

/** Newer-edition magic method ids → seed method ids (§3.6). Schools and flavour tags keep their id. */
export const MAGIC_METHODS = Object.freeze({
  incantation: "vocal",
  gesture: "somatic",
  sigil: "symbolic",
  totem: "totemic",
  alchemy: "alchemy",
  ritual: "ritual",
});
export const MAGIC_SCHOOLS = Object.freeze(["primagic", "arcanum", "sorcery", "divine", "esoterica", "uncharted"]);
export const FLAVOUR_TAGS = Object.freeze(["power", "stunt", "lore"]);

const ATTRIBUTES = ["might", "energy", "spirit"];

/** Splits the dataset's styles into seed tags: flavour, magic methods, magic schools. */
export function translateStyles(styles) {
  const flavour = [];
  const methods = [];
  const schools = [];
  for (const s of styles) {
    if (FLAVOUR_TAGS.includes(s)) flavour.push(s);
    else if (s in MAGIC_METHODS) methods.push(MAGIC_METHODS[s]);
    else if (MAGIC_SCHOOLS.includes(s)) schools.push(s);
    else throw new Error(`unknown ability style '${s}'`);
  }
  return { flavour, methods, schools };
}

/** "1/round" → {max: 1, per: "round"}; "floor(spirit/3)/day" → {max: null, formula: "spirit/3", per: "day"}. */
export function translateLimit(limit) {
  if (!limit) return null;
  const m = /^(.*)\/(round|moment|fullRest|day)$/.exec(limit);
  if (!m) throw new Error(`unreadable limit '${limit}'`);
  const [, count = "", per] = m;
  if (/^\d+$/.test(count)) return { max: Number(count), formula: "", per };
  const f = /^floor\((.+)\)$/.exec(count);
  return { max: null, formula: f?.[1] ?? count, per };
}

/** "1 minute" / "10 minutes" / "10 seconds" → {value, unit}; "varies" / "see text" → null. */
export function translateTime(time) {
  if (!time) return null;
  const m = /^(\d+) (second|minute|hour|day)s?$/.exec(time);
  return m ? { value: Number(m[1]), unit: m[2] } : null;
}

/**
 * Dataset dice descriptor → {expression: DiceExpression (src/rules/types.ts)}.
 * Returns null when the pool is not an attribute formula or a fixed number (weapon, stored energy).
 * A printed ±N after an attribute pool becomes the formula's bonus (rule `poolModifier`).
 */
export function translateDice(dice) {
  if (!dice) return null;
  const mode = dice.kind === "faceSum" ? "faceSum" : "points";
  const divisor = dice.divisor ?? 1;
  const extra = dice.bonusDice ?? 0;
  if (typeof dice.base === "number") {
    return { expression: { pools: [], combine: "max", divisor: 1, bonus: dice.base + extra, mode } };
  }
  const pools = [dice.base, dice.takeLower, dice.takeHigher].filter(Boolean);
  if (!pools.every((p) => ATTRIBUTES.includes(p))) return null;
  return { expression: { pools, combine: dice.takeLower ? "min" : "max", divisor, bonus: extra, mode } };
}

/** A normalized attack, or the reason it cannot be structured. */
export function translateAttack(attack) {
  const dice = attack.kind === "ability" && !attack.diceByDistance ? translateDice(attack.dice) : null;
  const range = attack.range === "adjacent" ? { kind: "adjacent", min: 0, max: 1 } : attack.range ? { kind: "within", min: attack.range.min ?? 0, max: attack.range.max, from: attack.range.from ?? null } : null;
  return {
    structured: Boolean(dice && attack.targetAttributes?.length && attack.attackTypes?.length),
    kind: attack.kind,
    weapon: attack.weapon,
    mode: attack.mode,
    range,
    area: attack.area,
    targets: attack.targets ? { count: attack.targets.count, relation: attack.targets.relation } : null,
    targetAttributes: attack.targetAttributes ?? [],
    dice,
    hits: attack.hits ?? 1,
    types: attack.attackTypes ?? [],
    defenses: attack.defenses ?? [],
    penetration: attack.penetration ?? 0,
    onHit: attack.onHit ?? [],
    excludesSelf: attack.excludesSelf,
    undefendable: Boolean(attack.undefendable),
    repeat: attack.repeat,
    diceByDistance: attack.diceByDistance ?? null,
    rawDice: attack.dice,
  };
}

/** English names for consumed/used items the dataset leaves without a glossary name (rule `itemNames`). */
export const ITEM_NAMES_EN = Object.freeze({ 血末: "Blood Powder", 开锁工具: "Lockpicks", 羽毛: "Feather", 幽灵苔藓: "Ghost Moss" });

const itemRef = (c) => ({ nameZh: c.itemZh, nameEn: c.itemGlossaryEn ?? ITEM_NAMES_EN[c.itemZh] ?? c.itemZh, qty: c.qty });

function translateActivation(act) {
  return {
    kind: act.kind,
    cost: act.cost ?? 0,
    costVariable: Boolean(act.costVariable),
    time: translateTime(act.time),
    timeText: act.time,
    trigger: act.trigger ?? "",
    triggerZh: act.triggerZh ?? "",
    limit: translateLimit(act.limit),
    consumes: (act.consumes ?? []).map(itemRef),
    uses: (act.uses ?? []).map(itemRef),
    selfCost: act.selfCost ?? [],
    conditions: act.conditions ?? [],
    conditionsZh: act.conditionsZh ?? [],
    alternative: Boolean(act.alternative),
  };
}

/** Intensify (修行): rollBonus steps become advantages (rule `rollBonus`). */
function translateIntensify(intensify) {
  if (!intensify) return null;
  const cost = intensify.cost.potential;
  const max = intensify.maxSteps;
  return {
    cost: typeof cost === "number" ? cost : null,
    costFormula: typeof cost === "number" ? "" : String(cost),
    maxSteps: typeof max === "number" ? max : null,
    maxStepsAttribute: typeof max === "string" ? max.replace(/^base /, "") : null,
    training: intensify.training,
    perStep: intensify.perStep.map((s) => (s.type === "rollBonus" ? { type: "advantage", amount: s.dice } : s)),
  };
}

function sustainOverride(entry) {
  const s = entry.obtain.sustain;
  return s && (s.attribute !== entry.attributeType || s.amount !== entry.level) ? { attribute: s.attribute, amount: s.amount } : null;
}

/** Dataset entry → normalized, seed-notation facts. */
export function normalizeAbility(entry) {
  translateStyles(entry.styles); // throws on an unknown style
  const attacks = [entry.attack, ...(entry.extraAttacks ?? [])].filter(Boolean).map(translateAttack);
  return {
    datasetId: entry.id,
    nameZh: entry.nameZh,
    nameEn: entry.nameEn,
    level: entry.level,
    abilityType: entry.attributeType,
    potentialCost: entry.obtain.potentialCost,
    // load stated by the text when it differs from the seed default (level on the ability's own attribute)
    sustainOverride: sustainOverride(entry),
    gifted: entry.gifted,
    giftedBy: entry.giftedBy,
    styles: [...entry.styles],
    magic: entry.magic,
    activation: translateActivation(entry.activation),
    additionalActivations: entry.additionalActivations.map(translateActivation),
    requirements: entry.requirementsStruct,
    optionalRules: entry.optionalRules,
    intensify: translateIntensify(entry.intensify),
    attacks,
    effects: entry.effects,
    rulesTextZh: entry.rulesTextZh,
    irregularities: entry.irregularities,
  };
}
