// Dataset attacks → the data model's structured attack (src/data/fields/attack.ts), plus a one-line
// summary in both languages for the description. Riders that cannot be structured come from
// structured on-hit effects (worded here) or from the hand-written notes in items-notes.mjs.
import { areaOf, diceExpression, extraDamageOf, limitOf, rangeOf, requirementsOf } from "./items-rules.mjs";
import { ATTACK_TYPE, ATTRIBUTE, DEFENSE, W, joinWords, limitWords, withAreaExcludes } from "./common.mjs";
import { ACTION, advWords, diceWords, rangeWords } from "./items-words.mjs";
import { attackNotes } from "./items-notes.mjs";
import { stored } from "./structured-en.mjs";

/** Words for one structured on-hit effect (dataset `onHit[]`). Returns null for the ones described by notes. */
export function onHitWords(o, where) {
  switch (o.type) {
    case "knockback":
      return W(`命中后将目标击退${o.steps}步。`, `On a hit the target is knocked back ${o.steps} step${o.steps === 1 ? "" : "s"}.`);
    case "loseDice":
      return W(`命中后目标额外失去${o.count}颗${ATTRIBUTE[o.attribute].zh}骰。`, `On a hit the target also loses ${o.count} ${ATTRIBUTE[o.attribute].en} ${o.count === 1 ? "die" : "dice"}.`);
    case "damageOverTime": {
      const dice = diceWords(diceExpression(o.dice, where));
      const types = joinWords(o.attackTypes.map((t) => ATTACK_TYPE[t]), "and");
      const attrs = joinWords(o.targetAttributes.map((a) => ATTRIBUTE[a]), "or");
      const defs = o.defenses.length ? joinWords(o.defenses.map((d) => DEFENSE[d]), "or") : null;
      return W(
        `命中后，目标在自己接下来${o.times}个回合开始时，${attrs.zh}各受到一次${dice.zh}${types.zh}攻击（${defs ? `可${defs.zh}` : "不可防御"}）。`,
        `On a hit, at the start of each of the target's next ${o.times} turns it suffers a ${dice.en} ${types.en} attack to ${attrs.en} (${defs ? defs.en : "cannot be defended"}).`,
      );
    }
    case "saveOrProne":
      return W(`命中后，目标须以${ATTRIBUTE[o.roll].zh}骰进行难度${o.difficulty}的尝试保持平衡，失败则倒地。`,
        `On a hit the target must succeed at a difficulty ${o.difficulty} attempt with its ${ATTRIBUTE[o.roll].en} dice or fall prone.`);
    case "bonusDamageVsCreatureType":
      return W(`对爬虫类生物命中时伤害再+${o.add}。`, `Against reptilian creatures a hit deals ${o.add} more damage.`);
    case "followUpAttack":
    case "bonusDiceVsObjects":
      return null; // worded by the hand-written attack notes
    default:
      throw new Error(`${where}: unknown on-hit effect ${o.type}`);
  }
}

/**
 * Converts one dataset attack (or an attack embedded in a use) into the data-model shape.
 * @param {object} a dataset attack
 * @param {string} where "<itemId>#<n>" for messages and note lookup
 * @param {{label?: string, labelEn?: string, action?: string, cost?: number, limit?: object, range?: object, adjust?: (system: object) => void}} [use]
 *   overrides for use-embedded attacks; `adjust(system)` edits the result before it is worded
 * @returns {{system: object, words: {zh: string, en: string}}}
 */
export function convertAttack(a, where, use = {}) {
  const dice = diceExpression(a.dice, where);
  const range = a.range === undefined && use.range ? use.range : rangeOf(a.range, where);
  if (a.noOutOfRange) range.noBeyondRange = true;
  const onHit = (a.onHit ?? []).map((o) => onHitWords(o, where)); // null = worded by a note
  const riders = onHit.filter(Boolean);
  const unworded = onHit.length - riders.length;
  if (a.damage?.fixed) riders.push(W(`命中时伤害固定为${a.damage.fixed}。`, `A hit always deals exactly ${a.damage.fixed} damage.`));
  riders.push(...attackNotes(where, a.extra ?? [], unworded));
  const consumes = a.consumes ?? { self: false, ammunition: null, charge: null };
  const ammo = consumes.ammunition;
  const system = {
    label: stored(W(use.label ?? a.label ?? "", use.labelEn ?? a.labelEn ?? "")),
    mode: a.mode ?? "",
    action: use.action ?? a.action ?? "tactic",
    cost: use.cost ?? a.cost ?? 0,
    requiresEquip: a.requiresEquip ?? true,
    weapon: "",
    range,
    targets: {
      count: a.targets?.count === "all" ? null : (a.targets?.count ?? 1),
      kind: a.targets?.kind ?? "creature",
      relation: "any",
      excludesSelf: !!a.excludesSelf,
    },
    area: areaOf(a.area, where),
    targetAttributes: [...a.targetAttributes],
    dice,
    bonusDicePerAmmo: a.dice.bonusDice === "ammoSpent",
    hits: a.hits ?? 1,
    types: [...a.attackTypes],
    defenses: [...a.defenses],
    penetration: a.penetration ?? 0,
    extraDamage: extraDamageOf(a.damage),
    defenseModifiers: (a.defenseRollMods ?? []).map((m) => ({ defense: m.defense, modifier: m.dice })),
    requirements: requirementsOf(a.requirements ?? [], where),
    limit: use.limit ?? limitOf(a.limits, where),
    thrown: !!a.thrown,
    consumes: {
      self: !!consumes.self,
      ammunition: typeof ammo === "number" ? ammo : (ammo?.min ?? 0),
      ammunitionMax: typeof ammo === "number" ? ammo : (ammo?.max ?? 0),
      charge: consumes.charge ?? 0,
    },
    riders: riders.map(stored),
  };
  if (use.adjust) use.adjust(system);
  withAreaExcludes(system);
  return { system, words: attackWords(system, riders, use.labelEn ?? a.labelEn ?? "") };
}

/** "one", "two" … for small counts (readable target counts), digits above ten. */
const countEn = (n) => ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][n] ?? String(n);

/** One-line bilingual summary of a converted attack, in seed notation (advantages, 🎲 = points). */
export function attackWords(s, riders = [], labelEn = "") {
  const head = s.mode === "melee" ? W("近战攻击", "Melee attack") : s.mode === "ranged" ? W("远程攻击", "Ranged attack") : W("攻击", "Attack");
  const label = s.label ? W(`（${s.label}）`, "") : W("", "");
  const thrown = s.thrown ? W("（丢掷）", " (thrown)") : W("", "");
  const cost = W(`${s.cost}⚡${ACTION[s.action].zh}`, `${s.cost}⚡ ${ACTION[s.action].en}`);
  const extras = [];
  if (!s.requiresEquip) extras.push(W("无需装备", "no equip needed"));
  if (s.consumes.self) extras.push(W("消耗此物品", "consumes this item"));
  if (s.consumes.ammunition) {
    const n = s.consumes.ammunitionMax > s.consumes.ammunition ? `${s.consumes.ammunition}~${s.consumes.ammunitionMax}` : `${s.consumes.ammunition}`;
    extras.push(W(`消耗弹药×${n}`, `uses ${n} ammunition`));
  }
  if (s.consumes.charge) extras.push(W(`消耗充能×${s.consumes.charge}`, `uses ${s.consumes.charge} charge`));
  for (const r of s.requirements) extras.push(W(`需${ATTRIBUTE[r.attribute].zh}骰≥${r.min}`, `needs ${r.min}+ ${ATTRIBUTE[r.attribute].en} dice`));
  if (s.limit.per) extras.push(limitWords(Number(s.limit.max), s.limit.per));
  const range = rangeWords(s.range);
  const count = s.targets.kind === "position" ? W("一处位置", "a position") : s.targets.count === null ? W("所有生物", "every creature") : W(`${s.targets.count}个生物`, `${countEn(s.targets.count)} creature${s.targets.count === 1 ? "" : "s"}`);
  const area = s.area.shape === "circle" ? W(`，波及落点${s.area.radius}步内所有生物`, `, blast radius ${s.area.radius}`) : s.area.shape === "adjacent" ? W("，波及落点及相邻处所有生物", ", blast hits the point and adjacent spaces") : W("", "");
  const except = s.targets.excludesSelf ? W("（你除外）", " (not you)") : W("", "");
  const attrs = joinWords(s.targetAttributes.map((a) => ATTRIBUTE[a]), "or");
  const hits = s.hits > 1 ? W(`${s.hits}段`, `${s.hits} hits of `) : W("", "");
  const dice = diceWords(s.dice);
  const ammoBonus = s.bonusDicePerAmmo ? W("（另加消耗的弹药数）", " + ammunition used") : W("", "");
  const types = W(s.types.map((t) => ATTACK_TYPE[t].zh).join("/"), s.types.map((t) => ATTACK_TYPE[t].en).join("/"));
  const defs = s.defenses.length ? W(`可${s.defenses.map((d) => DEFENSE[d].zh).join("/")}`, s.defenses.map((d) => DEFENSE[d].en).join("/")) : W("不可防御", "cannot be defended");
  const tail = [];
  if (s.penetration) tail.push(W(`穿透${s.penetration}`, `penetration ${s.penetration}`));
  for (const e of s.extraDamage) tail.push(W(`伤害${e.op === "mul" ? "×" : "+"}${e.value}`, `damage ${e.op === "mul" ? "×" : "+"}${e.value}`));
  for (const m of s.defenseModifiers) {
    const adv = advWords(m.modifier);
    tail.push(W(`对此攻击的${DEFENSE[m.defense].zh}投骰带${adv.zh}`, `${DEFENSE[m.defense].en} rolls against it have ${adv.en}`));
  }
  if (s.range.noBeyondRange) tail.push(W("不可超距攻击", "no beyond-range attacks"));
  let who = W(`${range.zh}${count.zh}${except.zh}${area.zh}`, `${s.range.kind === "adjacent" ? count.en.replace(/^(\w+) /, "$1 adjacent ") : `${count.en} ${range.en}`}${except.en}${area.en}`);
  if (s.area.center === "self" && s.area.shape === "circle") who = W(`你周围${s.area.radius}步内的所有生物${except.zh}`, `every creature within ${s.area.radius} step${s.area.radius === 1 ? "" : "s"} of you${except.en}`);
  if (s.targets.relation === "self") who = W("你自己", "yourself");
  if (s.area.center === "target") who = W(`受击者相邻处的所有生物${except.zh}`, `every creature adjacent to the creature hit${except.en}`);
  const zh = `${head.zh}${label.zh}${thrown.zh}（${[cost, ...extras].map((x) => x.zh).join("，")}）：对${who.zh}的${attrs.zh}造成${hits.zh}${dice.zh}${ammoBonus.zh}${types.zh}攻击（${defs.zh}）${tail.map((t) => `，${t.zh}`).join("")}。${riders.map((r) => r.zh).join("")}`;
  const labelTail = labelEn ? ` — ${labelEn}` : "";
  const en = `${head.en}${thrown.en}${labelTail} (${[cost, ...extras].map((x) => x.en).join(", ")}): ${who.en}, to ${attrs.en}, ${hits.en}${dice.en}${ammoBonus.en} ${types.en} (${defs.en})${tail.map((t) => `; ${t.en}`).join("")}.${riders.map((r) => ` ${r.en}`).join("")}`;
  return W(zh, en);
}

