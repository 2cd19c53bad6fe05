// Bilingual words (glossary of docs/rules.md §1) and sentence builders that compose the
// ability descriptions from the normalized facts (abilities-translate.mjs). Every builder returns
// {zh, en}; nothing here reads files. The words every generator shares (W, ATTRIBUTE, ATTACK_TYPE, DEFENSE,
// PERIOD, limitWords, joinWords) are in common.mjs.
import { ATTRIBUTE, W, joinWords, limitWords as periodLimit } from "./common.mjs";

export const ABILITY_TYPE = { ...ATTRIBUTE, common: W("通用", "Common") };
export const ACTIVATION = { tactic: W("战术", "tactic"), reaction: W("应对", "reaction"), attached: W("附加", "attached"), passive: W("被动", "passive"), time: W("施展时间", "casting time") };
export const STYLE = {
  power: W("异能", "Power"), stunt: W("技巧", "Stunt"), lore: W("学识", "Lore"),
  // the seed rulebook's own English glosses (docs/rules.md §1), keyed by the data model's style ids
  incantation: W("咒语", "Vocal Magic"), gesture: W("法术", "Somatic Magic"), sigil: W("符文", "Symbolic Magic"), alchemy: W("炼金", "Alchemy"),
  ritual: W("仪式", "Ritual"), totem: W("图腾", "Totemic Magic"),
  primagic: W("自然魔法", "Primagic"), arcanum: W("奥秘魔法", "Arcanum Magic"), sorcery: W("巫术魔法", "Sorcery"),
  divine: W("神灵魔法", "Divine Spell"), esoterica: W("秘术魔法", "Esoterica"), uncharted: W("孤立魔法", "Uncharted Magic"),
};
export const OPTIONAL_RULE = {
  postures: W("姿势", "postures"), facing: W("朝向", "facing"), hazards: W("环境危害", "hazards"),
  "vertical-position": W("上下方位", "vertical position"), crafting: W("制作", "crafting"),
};
const TIME_UNIT = { second: W("秒", "second"), minute: W("分钟", "minute"), hour: W("小时", "hour"), day: W("天", "day") };
const SIZE = { tiny: W("微型", "Tiny"), small: W("小型", "Small"), medium: W("中型", "Medium"), large: W("大型", "Large") };
const FORM = { incorporeal: W("虚体", "Incorporeal") };

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Words for a DiceExpression in the seed's notation (l.56: 精神÷2🎲, 强壮+1🎲, 活力/精神孰低🎲; a face sum
 * 活力🎲+): "精神÷2🎲" / "Spirit dice ÷ 2", "3🎲" / "3🎲".
 */
export function diceWords(expr) {
  const sym = expr.mode === "faceSum" ? "🎲+" : "🎲";
  const face = expr.mode === "faceSum" ? " (face sum)" : "";
  if (!expr.pools.length) return W(`${expr.bonus}${sym}`, `${expr.bonus}${sym}`);
  const pools = expr.pools.map((p) => ATTRIBUTE[p]);
  const pick = expr.pools.length > 1 ? W(expr.combine === "min" ? "孰低" : "孰高", expr.combine === "min" ? " (take lower)" : " (take higher)") : W("", "");
  const div = expr.divisor > 1 ? W(`÷${expr.divisor}`, ` ÷ ${expr.divisor}`) : W("", "");
  const bonus = expr.bonus ? W(`${expr.bonus > 0 ? "+" : "−"}${Math.abs(expr.bonus)}`, ` ${expr.bonus > 0 ? "+" : "−"} ${Math.abs(expr.bonus)}`) : W("", "");
  return W(
    `${pools.map((p) => p.zh).join("/")}${pick.zh}${div.zh}${bonus.zh}${sym}`,
    `${pools.map((p) => p.en).join("/")} dice${pick.en}${div.en}${bonus.en}${face}`,
  );
}

/** "每轮最多1次" / "1× per round"; formula limits keep the formula. */
export function limitWords(limit) {
  if (!limit) return null;
  const n = limit.max === null ? W(`等于${limit.formula.replace("spirit", "精神").replace("/", "÷")}的次数`, `(${limit.formula.replace("spirit", "Spirit").replace("/", " ÷ ")})×`) : W(`${limit.max}次`, `${limit.max}×`);
  return periodLimit(limit.max === null ? n : limit.max, limit.per);
}

function itemListWords(list, verb) {
  if (!list.length) return null;
  return W(
    `${verb.zh}${list.map((c) => `${c.link?.zh ?? c.nameZh}×${c.qty}`).join("、")}`,
    `${verb.en} ${list.map((c) => `${c.link?.en ?? c.nameEn} ×${c.qty}`).join(", ")}`,
  );
}

function selfCostWords(cost) {
  if (cost.kind === "potential") return W(`花费${cost.amount}点潜能`, `spend ${cost.amount} potential`);
  const which = cost.dice === "any" ? W("", "") : Array.isArray(cost.dice) ? joinWords(cost.dice.map((d) => ATTRIBUTE[d]), "and") : ATTRIBUTE[cost.dice];
  const n = cost.amount === "any" ? W("任意颗", "any number of") : W(`${cost.amount}颗`, String(cost.amount));
  return W(`失去${n.zh}${cost.dice === "any" ? "任意属性骰" : `${which.zh}骰`}`, `lose ${n.en} ${which.en} ${cost.dice === "any" ? "attribute " : ""}${cost.amount === 1 ? "die" : "dice"}`.replace(/ {2,}/g, " "));
}

/** One activation line: "1⚡应对（当你受到攻击时），每轮最多1次，消耗硫磺×1". */
export function activationWords(act) {
  const parts = [];
  if (act.kind === "passive") {
    const when = act.triggerZh.replace(/[。．]$/, "");
    parts.push(when ? W(`被动（${/(作用|生效)$/.test(when) ? when : `${when}作用`}）`, `passive (${act.trigger})`) : W("被动，始终生效", "passive, always on"));
  }
  else if (act.kind === "time") {
    const t = act.time ? W(`${act.time.value}${TIME_UNIT[act.time.unit].zh}`, plural(act.time.value, TIME_UNIT[act.time.unit].en)) : W("见效果说明", "as the effect states");
    const long = act.time && act.time.unit !== "second";
    parts.push(W(`施展时间${t.zh}${long ? "（不能在瞬息过程中施展）" : ""}`, `casting time ${t.en}${long ? " (not in Moment mode)" : ""}`));
  } else {
    const cost = act.costVariable ? W(`${act.cost}（或更多）⚡`, `${act.cost}+⚡`) : W(`${act.cost}⚡`, `${act.cost}⚡`);
    const when = act.triggerZh ? W(`（${act.triggerZh}）`, ` (${act.trigger})`) : W("", "");
    parts.push(W(`${cost.zh}${ACTIVATION[act.kind].zh}${when.zh}`, `${cost.en} ${ACTIVATION[act.kind].en}${when.en}`));
  }
  const limit = limitWords(act.limit);
  if (limit) parts.push(limit);
  for (const c of act.selfCost) parts.push(selfCostWords(c));
  const consumes = itemListWords(act.consumes, W("消耗", "consumes"));
  if (consumes) parts.push(consumes);
  const uses = itemListWords(act.uses, W("需使用", "uses"));
  if (uses) parts.push(uses);
  return W(parts.map((p) => p.zh).join("，"), parts.map((p) => p.en).join("; "));
}

/** Requirement lines from the dataset's requirementsStruct (our wording). */
export function requirementWords(req, abilityName) {
  switch (req.type) {
    case "training": {
      const roll = rollWords(req.roll);
      return W(
        `训练：每天练习${req.hoursPerDay}小时，每天以${roll.zh}累加尝试，累计超过${req.difficulty}后习得`,
        `Training: practice ${req.hoursPerDay} h a day and make a daily progressive ${roll.en} attempt; learned once the total exceeds ${req.difficulty}`,
      );
    }
    case "size":
      return W(`体型须为${req.sizes.map((s) => SIZE[s].zh).join("或")}`, `Size ${req.sizes.map((s) => SIZE[s].en).join(" or ")} only`);
    case "notForm":
      return W(`形态不能是${FORM[req.form].zh}`, `Form must not be ${FORM[req.form].en}`);
    case "knowsAbility":
      return W(`须已掌握${abilityName(req.ability).zh}`, `Must already know ${abilityName(req.ability).en}`);
    case "knowsStyleCount":
      return W(`须已掌握至少${req.count}个${STYLE[req.style].zh}能力`, `Must know at least ${req.count} ${STYLE[req.style].en} abilities`);
    case "task":
      return W(`习得时须花${req.hours}小时创造一个专属于你的印记`, `On learning it, spend ${plural(req.hours, "hour")} creating your personal sigil`);
    default:
      throw new Error(`unknown requirement type ${req.type}`);
  }
}

/** Words for a dataset roll descriptor {base, kind}, as the seed writes a roll (l.46 投精神🎲): "精神🎲" / "Spirit dice", "强壮/精神孰低🎲". */
export function rollWords(roll) {
  const m = /^(min|max)\((\w+),(\w+)\)$/.exec(roll.base);
  if (m) {
    const [, how, a, b] = m;
    return W(`${ATTRIBUTE[a].zh}/${ATTRIBUTE[b].zh}${how === "min" ? "孰低" : "孰高"}🎲`, `${ATTRIBUTE[a].en}/${ATTRIBUTE[b].en} dice (take ${how === "min" ? "lower" : "higher"})`);
  }
  return W(`${ATTRIBUTE[roll.base].zh}🎲`, `${ATTRIBUTE[roll.base].en} dice`);
}

/** Intensify (修行) line. */
export function intensifyWords(it) {
  const cost = it.costFormula ? W("已修行次数+2点潜能", "2 + steps already taken in potential") : W(`${it.cost}点潜能`, `${it.cost} potential`);
  const max = it.maxSteps !== null ? W(`，最多${it.maxSteps}次`, `, at most ${it.maxSteps} steps`) : it.maxStepsAttribute ? W(`，次数不超过${ATTRIBUTE[it.maxStepsAttribute].zh}基础值`, `, at most your base ${ATTRIBUTE[it.maxStepsAttribute].en} in steps`) : W("", "");
  const tr = it.training
    ? W(
        `；每次须每天练习${it.training.hoursPerDay}小时，以${rollWords(it.training.roll).zh}累加尝试，难度${it.training.difficulty}（每修行一次+${it.training.difficultyStep}）`,
        `; each step needs ${it.training.hoursPerDay} h of daily practice and a progressive ${rollWords(it.training.roll).en} attempt, difficulty ${it.training.difficulty} (+${it.training.difficultyStep} per step taken)`,
      )
    : W("", "");
  return W(`每次花费${cost.zh}${max.zh}${tr.zh}。`, `Each step costs ${cost.en}${max.en}${tr.en}.`);
}
