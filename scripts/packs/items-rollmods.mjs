// Dataset `rollMods[]` (items README "RollMod and passive effects") → the data model's `rollModifiers[]`
// (src/data/fields/roll-modifier.ts), plus one bilingual description line per dataset entry, worded from the
// structured result. Roll modifiers the field cannot hold (re-rolls, range changes) are worded only.
import { ATTRIBUTE, DEFENSE, W, joinWords } from "./common.mjs";
import { KIND, ROLL, advWords } from "./items-words.mjs";
import { stored } from "./structured-en.mjs";

const STYLES = ["incantation", "ritual", "arcanum", "esoterica", "sorcery", "divine"];
const WEAPON_KINDS = ["wrestle", "blade", "impact", "swiping", "pole", "shield", "projectile", "throwing", "telekinesis", "ammunition", "exoticWeapon", "naturalWeapon"];

/** Specific weapons a dataset attack modifier names (`with` an item id) → the kind they count as and a condition. */
const WITH_ITEM = {
  "fists-and-feet": { weaponKind: "naturalWeapon", condition: W("仅限拳脚", "fists and feet only") },
};

const entry = (fields) => ({ roll: "all", mode: "", weaponKind: "", style: "", perEquipped: false, modifier: 0, condition: "", ...fields });

/** Dataset roll id (`rollMods[].rolls`) → the structured roll fields. */
function rollOf(r, where) {
  if (["dodge", "resist", "block", "search", "investigate"].includes(r)) return { roll: r };
  if (r === "rangedAttack") return { roll: "attack", mode: "ranged" };
  if (r === "energyDice") return { roll: "energy" };
  if (STYLES.includes(r)) return { roll: "cast", style: r };
  throw new Error(`${where}: unknown roll ${r} in a roll modifier`);
}

/** Words naming the roll of one structured modifier ("远程攻击" / "ranged attack"). */
function rollWords(m) {
  if (m.roll === "attack") {
    const mode = m.mode === "melee" ? W("近战攻击", "melee attack") : m.mode === "ranged" ? W("远程攻击", "ranged attack") : W("攻击", "attack");
    return m.weaponKind ? W(`用${KIND[m.weaponKind].zh}进行的${mode.zh}`, `${mode.en} with a ${KIND[m.weaponKind].en}`) : mode;
  }
  if (m.roll === "cast") return m.style ? ROLL[m.style] : W("施展", "casting");
  if (m.roll in DEFENSE) return DEFENSE[m.roll];
  if (m.roll in ATTRIBUTE) return W(`使用${ATTRIBUTE[m.roll].zh}骰的`, `${ATTRIBUTE[m.roll].en}-dice`);
  if (m.roll === "all") return W("所有", "all");
  return ROLL[m.roll];
}

/** One description line for the structured modifiers made from one dataset entry (same modifier, same kind). */
function lineFor(ms, condition) {
  const m = ms[0];
  const adv = advWords(m.modifier);
  const gets = m.modifier >= 0 ? "获得" : "带";
  const cond = condition ? W(`（${condition.zh}）`, ` (${condition.en})`) : W("", "");
  if (m.perEquipped) {
    return W(`你每装备1件${KIND[m.weaponKind].zh}，${rollWords(m).zh}投骰${gets}${adv.zh}。`, `${rollWords(m).en.charAt(0).toUpperCase()}${rollWords(m).en.slice(1)} rolls get ${adv.en} for each ${KIND[m.weaponKind].en} you have equipped.`);
  }
  if (ms.length === 1 && m.roll === "attack" && m.weaponKind) {
    const mode = m.mode === "melee" ? W("近战攻击", "melee attacks") : m.mode === "ranged" ? W("远程攻击", "ranged attacks") : W("攻击", "attacks");
    return W(`装备时，用${KIND[m.weaponKind].zh}进行${mode.zh}时，攻击投骰${gets}${adv.zh}${cond.zh}。`, `While equipped, ${mode.en} with a ${KIND[m.weaponKind].en} get ${adv.en}${cond.en}.`);
  }
  const rolls = joinWords(ms.map(rollWords), "and");
  return W(`装备时，${rolls.zh}投骰${gets}${adv.zh}${cond.zh}。`, `While equipped, ${rolls.en} rolls have ${adv.en}${cond.en}.`);
}

/**
 * Converts an item's roll modifiers.
 * @returns {{system: object[], lines: {zh: string, en: string}[], unstructured: object[]}} `rollModifiers` and the description lines of
 *   the structured ones; `unstructured` = dataset entries left to the description (worded by items-describe.mjs)
 */
export function rollModifiersOf(item) {
  const system = [];
  const lines = [];
  const unstructured = [];
  for (const r of item.rollMods) {
    const where = `${item.id}.rollMods`;
    let ms;
    let condition = null;
    if (r.type === "rollMod") {
      ms = r.rolls.map((x) => entry({ ...rollOf(x, where), modifier: r.dice }));
    } else if (r.type === "attackRollMod") {
      const special = WITH_ITEM[r.with];
      if (!special && !WEAPON_KINDS.includes(r.with)) throw new Error(`${where}: attack modifier with unknown weapon ${r.with}`);
      if (!["melee", "ranged"].includes(r.mode)) throw new Error(`${where}: attack modifier mode ${r.mode}`);
      condition = special?.condition ?? null;
      ms = [entry({ roll: "attack", mode: r.mode, weaponKind: special?.weaponKind ?? r.with, modifier: r.dice, condition: condition ? stored(condition) : "" })];
    } else if (r.type === "blockPerEquipped") {
      if (!WEAPON_KINDS.includes(r.kind)) throw new Error(`${where}: block modifier per unknown weapon kind ${r.kind}`);
      ms = [entry({ roll: "block", weaponKind: r.kind, perEquipped: true, modifier: r.dice })];
    } else if (["attackReroll", "ignoreCloseRangePenalty", "rangeBonus"].includes(r.type)) {
      unstructured.push(r); // not an advantage/disadvantage: stays in the description
      continue;
    } else throw new Error(`${item.id}: unknown roll modifier ${r.type}`);
    if (!Number.isInteger(r.dice) || r.dice === 0) throw new Error(`${where}: roll modifier dice ${r.dice}`);
    system.push(...ms);
    lines.push(lineFor(ms, condition));
  }
  return { system, lines, unstructured };
}
