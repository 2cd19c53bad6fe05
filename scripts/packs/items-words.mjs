// Bilingual glossary words (docs/rules.md §1) and sentence builders used to compose
// the item descriptions from structured facts. Every builder returns {zh, en}. The words every generator
// shares (ATTRIBUTE, ATTACK_TYPE, PROTECTION, DEFENSE, PERIOD, joinWords) are in common.mjs.
import { ATTRIBUTE, W } from "./common.mjs";

export const ACTION = { tactic: W("战术", "tactic"), reaction: W("应对", "reaction"), attached: W("附加", "attached") };
export const SCALE = { trivial: W("琐碎", "trivial"), light: W("轻型", "light"), heavy: W("重型", "heavy") };

export const KIND = {
  wrestle: W("缠斗武器", "wrestle weapon"), blade: W("刀剑武器", "blade"), impact: W("打击武器", "impact weapon"),
  swiping: W("挥甩武器", "swiping weapon"), pole: W("长柄武器", "pole weapon"), shield: W("盾牌", "shield"),
  projectile: W("射击武器", "projectile weapon"), throwing: W("投掷武器", "throwing weapon"), telekinesis: W("隔空武器", "telekinesis weapon"),
  ammunition: W("弹药", "ammunition"), exoticWeapon: W("异种武器", "exotic weapon"), naturalWeapon: W("天生武器", "natural weapon"),
  helmet: W("头盔", "helmet"), armor: W("护甲", "armor"), boots: W("鞋靴", "boots"), harness: W("鞍具", "harness"),
  exoticProtection: W("异种防具", "exotic protection"), naturalProtection: W("天生防具", "natural protection"),
  jewelry: W("首饰", "jewelry"), pendant: W("挂件", "pendant"), attachment: W("配件", "attachment"), costume: W("服装", "costume"),
  adornment: W("妆饰", "adornment"), exoticAccessory: W("异种饰品", "exotic accessory"), earpiece: W("耳饰", "earpiece"),
  necklace: W("项链", "necklace"), ring: W("指环", "ring"), armband: W("手环", "armband"), gloves: W("手套", "gloves"),
  footwear: W("足饰", "anklet"), waistband: W("腰饰", "waistband"), tailpiece: W("尾饰", "tailpiece"), cape: W("披肩", "cape"),
  food: W("食物", "food"), drink: W("饮料", "drink"), medicine: W("药物", "medicine"), document: W("文件", "document"),
  tool: W("工具", "tool"), currency: W("货币", "currency"), sundry: W("杂物", "sundry"), material: W("材料", "material"), addon: W("附件", "add-on"),
};

export const SLOT = {
  weapon: W("武器位", "weapon slot"), helmet: W("头盔位", "helmet slot"), armor: W("护甲位", "armor slot"), boots: W("鞋靴位", "boots slot"),
  earpiece: W("耳饰位", "earpiece slot"), necklace: W("项链位", "necklace slot"), ring: W("指环位", "ring slot"), armband: W("手环位", "armband slot"),
  gloves: W("手套位", "glove slot"), footwear: W("足饰位", "anklet slot"), waistband: W("腰饰位", "waistband slot"), cape: W("披肩位", "cape slot"),
  costume: W("服装位", "costume slot"), adornment: W("妆饰位", "adornment slot"), attachment: W("配件位", "attachment slot"),
};

/** Roll groups named by passive roll modifiers (dataset rollMods[].rolls). */
export const ROLL = {
  dodge: W("闪避", "dodge"), resist: W("抵抗", "resist"), block: W("格挡", "block"), rangedAttack: W("远程攻击", "ranged attack"),
  incantation: W("咒语", "Vocal Magic"), ritual: W("仪式", "Ritual"), search: W("搜索", "search"), investigate: W("调查", "investigation"),
  energyDice: W("使用活力骰的", "Energy-dice"), arcanum: W("奥秘魔法", "Arcanum Magic"), esoterica: W("秘术魔法", "Esoterica"),
  sorcery: W("巫术魔法", "Sorcery"), divine: W("神灵魔法", "Divine Spell"),
};

/** "2 advantages" / "1 disadvantage" style words for a signed advantage count. */
export function advWords(mod) {
  const n = Math.abs(mod);
  return mod >= 0 ? W(`${n}个优势`, `${n} advantage${n === 1 ? "" : "s"}`) : W(`${n}个劣势`, `${n} disadvantage${n === 1 ? "" : "s"}`);
}

/**
 * Words for a DiceExpression in the seed's notation (l.56: 活力÷2🎲, 强壮+1🎲, 活力/精神孰低🎲; "/" between
 * attributes means "or"): "活力÷2🎲" / "Energy dice ÷ 2", "3🎲" / "3🎲", a face sum "活力🎲+".
 */
export function diceWords(expr) {
  const face = expr.mode === "faceSum";
  const sym = face ? "🎲+" : "🎲";
  const tail = face ? " (face sum)" : "";
  if (!expr.pools.length) return W(`${expr.bonus}${sym}`, `${expr.bonus}${sym}`); // docs/rules.md §0: N🎲 points, N🎲+ face sum
  const pools = expr.pools.map((p) => ATTRIBUTE[p]);
  let zh = pools.map((p) => p.zh).join("/");
  let en = pools.map((p) => p.en).join("/");
  if (pools.length > 1) { zh += expr.combine === "min" ? "孰低" : "孰高"; en += expr.combine === "min" ? " (take lower)" : " (take higher)"; }
  en += " dice";
  if (expr.divisor > 1) { zh += `÷${expr.divisor}`; en += ` ÷ ${expr.divisor}`; }
  if (expr.bonus) { zh += `${expr.bonus > 0 ? "+" : "−"}${Math.abs(expr.bonus)}`; en += ` ${expr.bonus > 0 ? "+" : "−"} ${Math.abs(expr.bonus)}`; }
  return W(zh + sym, en + tail);
}

/** Words for a data-model range. */
export function rangeWords(range) {
  if (range.kind === "adjacent") return W("相邻", "adjacent");
  if (range.kind === "self") return W("你周围", "around you");
  const max = range.max !== null
    ? W(`${range.max}`, `${range.max}`)
    : W(`${ATTRIBUTE[range.maxAttribute].zh}${range.maxUsesDice ? "骰" : ""}×${range.maxMultiplier}`,
      `(${ATTRIBUTE[range.maxAttribute].en}${range.maxUsesDice ? " dice" : ""} × ${range.maxMultiplier})`);
  const front = range.direction === "front" ? W("前方", "in front, ") : W("", "");
  if (range.min !== null) return W(`${front.zh}${range.min}~${max.zh}步内`, `${front.en}${range.min} to ${max.en} steps away`);
  return W(`${front.zh}${max.zh}步内`, `${front.en}within ${max.en} steps`);
}

/** Words for a cost: "1⚡战术" / "1⚡ tactic", or a time. */
export function costWords(cost, action, time) {
  if (cost !== null && cost !== undefined) return W(`${cost}⚡${ACTION[action].zh}`, `${cost}⚡ ${ACTION[action].en}`);
  if (time) return W(`耗时${timeZh(time)}`, `takes ${time}`);
  return W("无需行动", "no action");
}

/** "3 minutes" → "3分钟" (minute/hour/day/round). */
export function timeZh(time) {
  const m = /^(\d+)\s+(second|minute|hour|day|round)s?$/.exec(time);
  if (!m) throw new Error(`timeZh: cannot read "${time}"`);
  const unit = { second: "秒", minute: "分钟", hour: "小时", day: "天", round: "轮" }[m[2]];
  return `${m[1]}${unit}`;
}

/** Value in copper → "1金币20银币" / "1 gp 20 sp". */
export function valueWords(copper) {
  if (copper === null || copper === undefined) return null;
  const gold = Math.floor(copper / 10000), silver = Math.floor((copper % 10000) / 100), cp = copper % 100;
  const zh = [gold && `${gold}金币`, silver && `${silver}银币`, cp && `${cp}铜币`].filter(Boolean).join("") || "0铜币";
  const en = [gold && `${gold} gp`, silver && `${silver} sp`, cp && `${cp} cp`].filter(Boolean).join(" ") || "0 cp";
  return W(zh, en);
}
