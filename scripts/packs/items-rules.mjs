// Translation rules: the item dataset (data/items, newer-edition notation) → the project's
// default (seed) rules and the item data models (src/data/item, src/data/choices.ts).
// Every rule the equipment generator applies is listed in TRANSLATION_RULES; the functions below
// implement them and throw (naming the item) on anything they cannot map.
import { emptyArea, emptyRange } from "./common.mjs";
import { SEED_RULES } from "./items-seed.mjs";

/**
 * The documented translation table. Printed by `npm run packs:generate -- --rules`.
 * @type {[string, string][]}
 */
export const TRANSLATION_RULES = [
  ["dice-modifier", "A roll modifier \"+N🅟\" (add dice, newer edition) becomes N advantages and \"−N🅟\" N disadvantages (spec §2.2); stored as a signed advantage count (+ = advantages, − = disadvantages) in `modifier` fields and Active Effect values."],
  ["dice-symbols", "🅟 (count points) → roll mode `points`; 🅽 (sum faces) → `faceSum`."],
  ["agility", "The newer edition's Agility is the seed's Energy (`energy`); the dataset already uses `energy`."],
  ["dice-expression", "Attack dice → DiceExpression: an attribute → {pools:[attr]}; \"A/B take-lower|higher\" → {pools:[A,B], combine:min|max}; \"÷N\" → divisor N; a fixed count \"N🅟\" → {pools:[], bonus:N}; \"+N🅟\" inside the dice formula → bonus N; \"+ammunition spent\" (burst fire) → bonusDicePerAmmo."],
  ["range", "\"adjacent\" → range.kind adjacent; \"within N\" → steps max N; \"X~Y\" → steps min X, max Y (seed reading: strictly between, resolved by the rules core); \"[Might dice]×N\" → maxAttribute might, maxUsesDice true, maxMultiplier N (\"[Might]×N\", written without dice, → maxUsesDice false); \"[front]\" → direction front; \"no beyond-range attack\" → noBeyondRange."],
  ["area", "A blast \"radius R around the impact point\" → area circle radius R centred on impactPoint; \"diameter D\" → radius trunc(D/2) (spec §9.1: radius r spans 2r+1); \"the impact point and adjacent spaces\" → area adjacent radius 1; \"every creature within N steps\" of you (weapon uses) → range self + circle radius N centred on self; a shockwave around the creature just hit → area adjacent centred on target."],
  ["targets", "\"1 creature\" → count 1; \"every/all creatures\" → count null (all in the area); a position target → kind position; \"(except you)\" → excludesSelf."],
  ["extra-damage", "\"[deal damage]+N\" → extraDamage add N; \"×N\" → mul N (spec §6.1 order is applied by the rules core); \"damage is always 1\" has no §6.1 operation and stays a rider."],
  ["requirements", "\"Might dice ≥ N\" → requirement min N; \"> N\" → min N+1."],
  ["defense-modifiers", "\"block/defense rolls against this attack −N🅟\" → defenseModifiers {defense: block|any, modifier: −N} (N disadvantages on that defense)."],
  ["block", "\"blocking with this weapon ±N🅟\" → block.modifier ±N (advantages/disadvantages); \"only against melee\" → against melee; \"can block ranged attacks\" → canBlockRanged; \"cannot block unless another weapon is equipped\" → cannotBlockAlone."],
  ["equip", "Equip cost \"N⚡ tactic\" → equip.cost N, action tactic; a time (\"3 minutes\") → equip.cost null and equip.time (not usable in Moment mode); natural weapons → equip.natural (never equipped or carried, always active); \"occupies no slot\" → noSlot."],
  ["slots", "Equip slots keep the newer-edition slot ids the data model uses (weapon, helmet, armor, boots, accessory kinds …); the seed's optional body-part rule (spec §3.8) is derived from them by the rules core: weapon → arm, helmet → head, armor → torso, boots → legs, accessories → no body part."],
  ["item-kinds", "kinds = the item's dataset kinds that belong to its item type (weapon kinds on weapons, protection kinds on protective gear, accessory kinds on accessories, misc kinds on gear); kinds of another type (a torch is also a tool, the crystal arm-cannon also an exotic accessory) are named in the description."],
  ["accessory-kinds", "Accessories keep their newer-edition kind (necklace, ring …) and add the seed kind it counts as for \"one accessory per kind\" (dataset ruleKinds: earpiece/ring/armband/footwear/tailpiece → jewelry, necklace → pendant, gloves/cape/costume → costume, waistband → attachment; calming earplugs → attachment)."],
  ["packs", "Dataset category → pack: weapon and ammunition → weapons (type weapon); protection → armor (type protection); accessory → accessories (type accessory); consumable, currency, material and gear → gear (type gear)."],
  ["materials", "Materials (newer edition only) → gear kind material; the single add-on (9mm magazine) → gear kind addon; an item without a value keeps value null."],
  ["equipped-bonuses", "Protection, attribute and stat changes while equipped (\"physical protection +4\", \"Might +1\", \"speed −1\", \"perception range halved\") → the item's protection / attributeMods / statMods fields, which the actor's derived data applies while the item is equipped (natural items: always); no duplicate Active Effect (docs/data-model.md). Attribute changes are temporary (spec §3.2)."],
  ["use-effects", "A potion's protection \"+N until the Moment ends\" → an embedded Active Effect (transfer false, applied on use) adding N to system.protection.<type>; healing, nourishment and other use effects are worded in the description; a self-inflicted attack (raw water, raw meat) → a structured attack with targets.relation self."],
  ["roll-modifiers", "Passive roll modifiers while equipped → rollModifiers entries {roll, mode, weaponKind, style, perEquipped, modifier, condition}, one per roll named (rule \"dice-modifier\": +N🅟 → modifier +N advantages, −N🅟 → −N): dodge/resist/block/search/investigate keep their id; \"ranged attack\" → roll attack, mode ranged; \"rolls with Energy dice\" → roll energy; incantation/ritual/arcanum/esoterica/sorcery/divine → roll cast with that ability style; \"melee attacks with natural weapons\" → roll attack, mode melee, weaponKind naturalWeapon (\"with fists and feet\" adds that condition); \"block +N per equipped <kind>\" → roll block, weaponKind <kind>, perEquipped. Re-rolls, ignoring the minimum-range penalty and range bonuses are not advantages and stay in the description."],
  ["uses", "Activated uses (\"use: 1⚡ tactic, once per Moment\") → the `use` activation (kind, cost, time, trigger, limit) of gear and of weapons, protection and accessories (no use → kind passive); an equippable item's several uses must share one activation (the description words each use's effects)."],
  ["item-attacks", "Attacks inside a use (\"use: shoot a jet of flame …\") → structured attacks labelled 使用 with the use's action, cost and limit (consumes self when the use does), on weapons, protection and accessories alike; a passive attack (\"the first time each round you suffer a melee attack, 3🅟 occult to the attacker's Energy\") → a 0⚡ reaction attack labelled 被动 against the triggering creature (its reach from PASSIVE_ATTACK_REACH in items-system.mjs), its trigger worded as a rider."],
  ["free-text", "Rule lines the dataset keeps only as free text (attack riders, use effects, passive effects, notes, requirements) are restated in our own words, both languages, seed notation, in items-notes.mjs; the generator fails when such a line has no note or a note is unused. Source slips (two weapon-master insignia naming another weapon kind) are kept as printed, with no editor's note in the text: docs/seed-audit.md records them for the GM."],
  ["seed-items", "Where the seed rulebook itself names an item's kind or gives its values, the seed wins over the dataset (spec §4.3): the items in items-seed.mjs get the seed's kinds and attack values before any other rule applies; each decision is listed below as seed:<item> and in docs/seed-audit.md."],
  ["value", "Value in copper pieces (1 gold = 100 silver = 10 000 copper) → value; the scale (trivial/light/heavy) → scale; natural weapons have scale null."],
  ...SEED_RULES,
];

/**
 * Dataset category → [pack name, item type].
 * @type {Record<string, [string, string]>}
 */
export const CATEGORY_PACK = {
  weapon: ["weapons", "weapon"],
  ammunition: ["weapons", "weapon"],
  protection: ["armor", "protection"],
  accessory: ["accessories", "accessory"],
  consumable: ["gear", "gear"],
  currency: ["gear", "gear"],
  material: ["gear", "gear"],
  gear: ["gear", "gear"],
};

/** Kind ids each item type accepts (mirrors src/data/choices.ts; checked by test/packs). */
export const TYPE_KINDS = {
  weapon: ["wrestle", "blade", "impact", "swiping", "pole", "shield", "projectile", "throwing", "telekinesis", "ammunition", "exoticWeapon", "naturalWeapon"],
  protection: ["helmet", "armor", "boots", "harness", "exoticProtection", "naturalProtection"],
  accessory: ["jewelry", "pendant", "attachment", "costume", "adornment", "exoticAccessory", "earpiece", "necklace", "ring", "armband", "gloves", "footwear", "waistband", "tailpiece", "cape"],
  gear: ["food", "drink", "medicine", "document", "tool", "currency", "sundry", "material", "addon"],
};

/** The kinds an item keeps for its type (rule "item-kinds" / "accessory-kinds"), in a stable order. */
export function kindsFor(item, type) {
  const allowed = TYPE_KINDS[type];
  const own = [...item.kinds, ...(type === "accessory" ? item.ruleKinds : [])];
  const kinds = [...new Set(own.filter((k) => allowed.includes(k)))];
  if (!kinds.length) throw new Error(`${item.id}: none of the kinds [${item.kinds}] fits item type ${type}`);
  return kinds;
}

/** Kinds of other item types the item also has (named in its description). */
export const foreignKinds = (item, type) => item.kinds.filter((k) => !TYPE_KINDS[type].includes(k) && !(type === "accessory" && item.ruleKinds.includes(k)));

/** Dataset dice `{base, takeLower, takeHigher, divisor, bonusDice, kind}` → DiceExpression (rule "dice-expression"). */
export function diceExpression(dice, where) {
  if (!dice || dice.base === null || dice.base === undefined) throw new Error(`${where}: attack has no dice`);
  const mode = dice.kind === "faceSum" ? "faceSum" : dice.kind === "points" ? "points" : null;
  if (!mode) throw new Error(`${where}: unknown roll kind ${dice.kind}`);
  const bonus = typeof dice.bonusDice === "number" ? dice.bonusDice : 0;
  const divisor = dice.divisor ?? 1;
  if (typeof dice.base === "number") return { pools: [], combine: "max", divisor: 1, bonus: dice.base + bonus, mode };
  if (["might", "energy", "spirit"].includes(dice.base)) return { pools: [dice.base], combine: "max", divisor, bonus, mode };
  if (dice.base === "lowerOf") return { pools: [...dice.takeLower], combine: "min", divisor, bonus, mode };
  if (dice.base === "higherOf") return { pools: [...dice.takeHigher], combine: "max", divisor, bonus, mode };
  throw new Error(`${where}: unknown dice base ${JSON.stringify(dice.base)}`);
}

/** Dataset range → data-model range (rule "range"). `null` range = around yourself. */
export function rangeOf(range, where) {
  const out = emptyRange("adjacent");
  if (range === "adjacent") return out;
  if (range === null || range === undefined) return emptyRange("self");
  if (range.unit !== "step") throw new Error(`${where}: range unit ${range.unit} is not steps`);
  out.kind = "steps";
  out.min = range.min ?? null;
  if (typeof range.max === "number") out.max = range.max;
  else if (range.max && typeof range.max === "object") {
    out.maxAttribute = range.max.attribute;
    out.maxUsesDice = !!range.max.dice;
    out.maxMultiplier = range.max.multiplier;
  } else throw new Error(`${where}: range without a maximum`);
  if (range.direction === "front") out.direction = "front";
  else if (range.direction) throw new Error(`${where}: unknown range direction ${range.direction}`);
  return out;
}

/** Dataset area → data-model area (rule "area"). */
export function areaOf(area, where) {
  if (!area) return emptyArea();
  const center = area.center === "impactPoint" ? "impactPoint" : null;
  if (!center) throw new Error(`${where}: unknown area centre ${area.center}`);
  if (area.shape === "adjacent") return { shape: "adjacent", radius: 1, angle: 0, center };
  if (area.shape === "circle") {
    const radius = area.radius ?? Math.trunc((area.diameter ?? NaN) / 2);
    if (!Number.isInteger(radius)) throw new Error(`${where}: circle without radius`);
    return { shape: "circle", radius, angle: 0, center };
  }
  throw new Error(`${where}: unknown area shape ${area.shape}`);
}

/** Dataset `damage {add, multiply, fixed}` → extraDamage steps (rule "extra-damage"). `fixed` is left to riders. */
export function extraDamageOf(damage) {
  const out = [];
  if (!damage) return out;
  if (damage.multiply) out.push({ op: "mul", value: damage.multiply });
  if (damage.add) out.push({ op: "add", value: damage.add });
  return out;
}

/** Attack requirements (rule "requirements"). */
export function requirementsOf(reqs, where) {
  return reqs.map((r) => {
    if (!["might", "energy", "spirit"].includes(r.dice)) throw new Error(`${where}: requirement on ${r.dice}`);
    if (r.op === ">=") return { attribute: r.dice, min: r.value };
    if (r.op === ">") return { attribute: r.dice, min: r.value + 1 };
    throw new Error(`${where}: requirement operator ${r.op}`);
  });
}

/** Usage limits [{per, count}] → {max, per} (only one limit per attack/use is supported). */
export function limitOf(limits, where) {
  if (!limits?.length) return { max: "", per: "" };
  if (limits.length > 1) throw new Error(`${where}: more than one usage limit`);
  const [l] = limits;
  if (!["round", "moment", "fullRest", "day"].includes(l.per)) throw new Error(`${where}: limit period ${l.per}`);
  return { max: String(l.count), per: l.per };
}
