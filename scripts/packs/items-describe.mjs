// Composes an item's description (Chinese content text and the English Babele text) from its
// structured facts and the hand-written notes. Everything is our own wording in seed notation.
import { ATTACK_TYPE, ATTRIBUTE, PROTECTION, W, escapeHtml, htmlList, joinWords, limitWords, signed, withArticle } from "./common.mjs";
import { diceExpression, foreignKinds } from "./items-rules.mjs";
import { ATTACK_ONLY, note } from "./items-notes.mjs";
import { rollModifiersOf } from "./items-rollmods.mjs";
import { TRIGGERS } from "./items-system.mjs";
import { KIND, SCALE, SLOT, advWords, costWords, diceWords, timeZh, valueWords } from "./items-words.mjs";

const SETTING = { tuoen: W("托恩", "Tuoen"), houtu: W("后土", "Houtu"), modern: W("现代", "modern") };
const EXTENSION = {
  postures: W("姿势", "postures"), direction: W("朝向", "facing"), environment: W("环境", "environment"),
  rotting: W("腐坏", "spoilage"), replenishing: W("补给", "replenishment"), crafting: W("制造", "crafting"),
};
const UNIT = { day: W("天", "day"), month: W("个月", "month"), year: W("年", "year") };

/** Body slots counted by number (src/rules/equip-slots.ts BODY_SLOT_IDS); boots are one pair; the rest is one accessory slot. */
const BODY_SLOTS = ["weapon", "helmet", "armor", "harness", "exoticProtection"];

/**
 * What an item's slots take, as the equip rules count them (src/rules/equip-slots.ts slotDemand): body slots by
 * number, boots as one pair (1 boots slot whatever the dataset's count), and every accessory-kind slot (ring,
 * gloves, waistband …) as one accessory slot for the whole item, named by its kind — no species has glove slots.
 */
export function slotWords(slots) {
  const parts = [];
  for (const s of slots.filter((x) => BODY_SLOTS.includes(x.slot))) {
    if (!SLOT[s.slot]) throw new Error(`slotWords: no words for slot ${s.slot}`);
    parts.push(W(`${SLOT[s.slot].zh}×${s.count}`, `${s.count} ${SLOT[s.slot].en}${s.count > 1 ? "s" : ""}`));
  }
  if (slots.some((x) => x.slot === "boots")) parts.push(W("鞋靴位×1（一双）", "1 boots slot (one pair)"));
  const kinds = slots.filter((x) => !BODY_SLOTS.includes(x.slot) && x.slot !== "boots" && x.slot !== "accessory");
  if (kinds.length || slots.some((x) => x.slot === "accessory")) {
    for (const k of kinds) if (!SLOT[k.slot]) throw new Error(`slotWords: no words for slot ${k.slot}`);
    const names = kinds.map((k) => W(SLOT[k.slot].zh.replace(/位$/, ""), SLOT[k.slot].en.replace(/ slot$/, "")));
    parts.push(names.length
      ? W(`饰品位×1（${names.map((n) => n.zh).join("、")}）`, `1 accessory slot (${names.map((n) => n.en).join(", ")})`)
      : W("饰品位×1", "1 accessory slot"));
  }
  return joinWords(parts);
}

/** Equip line: cost or time, slots, natural. */
function equipLine(item) {
  const e = item.equip;
  if (!e) return null;
  if (e.natural) return W("天生武器：无需装备，也不占携带量，始终可用。", "Natural: never equipped or carried, always available.");
  const cost = costWords(e.cost, e.action ?? "tactic", e.time);
  const slots = e.noSlot || !e.slots.length
    ? W("不占据装备位置", "occupies no slot")
    : slotWords(e.slots);
  const who = e.requiresAssistance ? W("，须有人援助", ", needs someone to assist") : W("", "");
  // an item occupies (占据) slots and body parts (l.128, l.140, l.154); 占用 is an ability's Sustain (l.85)
  return W(`装备：${cost.zh}，${e.noSlot || !e.slots.length ? slots.zh : `占据${slots.zh}`}${who.zh}（卸下相同）。`, `Equip: ${cost.en}, ${e.noSlot || !e.slots.length ? slots.en : `occupies ${slots.en}`}${who.en} (doffing likewise).`);
}

/** "While equipped" changes: protection, attributes, stats. */
function equippedLines(item) {
  const parts = [];
  for (const [k, v] of Object.entries(item.protection ?? {})) if (v) parts.push(W(`${PROTECTION[k].zh}${signed(v)}`, `${PROTECTION[k].en} ${signed(v)}`));
  for (const [k, v] of Object.entries(item.attributeMods ?? {})) if (v) parts.push(W(`${ATTRIBUTE[k].zh}${signed(v)}`, `${ATTRIBUTE[k].en} ${signed(v)}`));
  const s = item.statMods;
  if (s?.maxMobility) parts.push(W(`最大机动${signed(s.maxMobility)}`, `max mobility ${signed(s.maxMobility)}`));
  if (s?.speed) parts.push(W(`移动速度${signed(s.speed)}`, `speed ${signed(s.speed)}`));
  if (s?.carryingCapacity) parts.push(W(`携带上限${signed(s.carryingCapacity)}（新版携带量规则）`, `carrying capacity ${signed(s.carryingCapacity)} (newer load rule)`));
  if (s && s.perceptionRangeMultiplier !== 1) parts.push(W(`感知范围×${s.perceptionRangeMultiplier}`, `perception range ×${s.perceptionRangeMultiplier}`));
  if (!parts.length) return [];
  const when = item.equip?.natural ? W("始终", "Always") : W("装备时", "While equipped");
  const j = joinWords(parts);
  return [W(`${when.zh}：${j.zh}。`, `${when.en}: ${j.en}.`)];
}

/** Passive roll modifiers (worded from the structured `rollModifiers`, items-rollmods.mjs) and other passives. */
function passiveLines(item) {
  const mods = rollModifiersOf(item);
  const out = [...mods.lines];
  for (const r of mods.unstructured) {
    if (r.type === "attackReroll") {
      out.push(W(`用${KIND[r.with].zh}进行远程攻击时，可重投至多${r.maxDice}颗攻击骰。`, `Ranged attacks with a ${KIND[r.with].en}: re-roll up to ${r.maxDice} attack dice.`));
    } else if (r.type === "ignoreCloseRangePenalty") {
      const mode = r.mode === "ranged" ? W("远程攻击", "ranged attacks") : W("近战攻击", "melee attacks");
      out.push(W(`用${KIND[r.with].zh}${mode.zh}过近的目标时，不受3个劣势的惩罚。`, `${mode.en.charAt(0).toUpperCase()}${mode.en.slice(1)} with a ${KIND[r.with].en} against too-close targets ignore the 3 disadvantages.`));
    } else if (r.type === "rangeBonus") {
      out.push(W(`丢掷攻击的最远攻击范围+${r.steps}步。`, `Thrown attacks reach ${r.steps} steps farther.`));
    } else throw new Error(`${item.id}: unknown roll modifier ${r.type}`);
  }
  item.passiveEffects.forEach((p, k) => {
    if (p.type === "breaksToNegateLethal") {
      const t = joinWords(p.attackTypes.map((x) => ATTACK_TYPE[x]), "or");
      // automatic, not a choice: the item breaks and the attack is cancelled
      out.push(W(`若一次含${t.zh}类型的攻击会令你昏迷或死亡，此物品随即损毁，该攻击被抵消。`, `If an attack with ${withArticle(t.en).replace(/ .*$/, "")} ${t.en} type would knock you out or kill you, the item breaks and the attack is cancelled.`));
    } else if (p.type === "difficultMovement") {
      out.push(W(`你的强壮骰不超过${p.whenMightDiceAtMost}颗时，你的移动视为困难移动。`, `While you have ${p.whenMightDiceAtMost} or fewer Might dice, your movement counts as difficult.`));
    } else if (p.type === "resistKnockback") {
      out.push(W(`被击退前，你可以投${ATTRIBUTE[p.roll].zh}🎲进行难度${p.difficulty}的尝试，成功则不会被击退。`, `Before you are knocked back, you may make a difficulty ${p.difficulty} ${ATTRIBUTE[p.roll].en}-dice attempt; on a success you are not knocked back.`));
    } else if (p.type === "text" && p.attack) {
      // a structured passive attack: worded with the attacks (its trigger is the attack's rider note)
    } else if (p.type === "text") {
      out.push(note(`${item.id}#passive${k}`, true));
    } else throw new Error(`${item.id}: unknown passive effect ${p.type}`);
  });
  return out;
}

/** Block line for weapons. */
function blockLine(item) {
  const b = item.block;
  if (!b) return null;
  if (b.cannotBlockWithoutOtherWeapon && b.dice === null) return W("未装备其他武器时，不能用它格挡。", "You cannot block with it unless another weapon is equipped.");
  const bits = [];
  if (b.dice) {
    const adv = advWords(b.dice);
    bits.push(W(`用它格挡时${b.dice >= 0 ? "获得" : "带"}${adv.zh}${b.against === "melee" ? "（仅对近战攻击）" : ""}`, `blocking with it has ${adv.en}${b.against === "melee" ? " (against melee attacks only)" : ""}`));
  }
  if (b.canBlockRanged) bits.push(W("可以格挡远程攻击", "it can block ranged attacks"));
  if (b.cannotBlockWithoutOtherWeapon) bits.push(W("未装备其他武器时不能用它格挡", "it cannot block unless another weapon is equipped"));
  if (!bits.length) return null;
  const zh = bits.map((x) => x.zh).join("，");
  const en = bits.map((x) => x.en).join("; ");
  return W(`${zh}。`, `${en.charAt(0).toUpperCase()}${en.slice(1)}.`);
}

/** Reload / charge line. */
function reloadLine(r, kind, names) {
  if (!r) return null;
  const label = kind === "charge" ? W("充能", "Recharge") : W("装填", "Reload");
  const cost = costWords(r.cost, r.action ?? "tactic", r.time);
  const bits = [cost];
  if (r.capacity === "fromAddon") bits.push(W(`加装${names.zh(r.viaAddon.itemId)}（先花${r.viaAddon.removeCost}⚡卸下旧的），容量取决于弹匣`, `fit a ${names.en(r.viaAddon.itemId)} (remove the old one first, ${r.viaAddon.removeCost}⚡); capacity depends on the magazine`));
  else bits.push(W(`每次${r.perAction}发，最多${r.capacity}发`, `${r.perAction} per action, holds ${r.capacity}`));
  for (const c of r.consumes) bits.push(W(`消耗${names.zh(c.itemId, c.nameZh)}×${c.count}`, `uses ${c.count} ${names.en(c.itemId, c.nameZh)}`));
  if (r.ammunition) bits.push(W(`常用弹药：${names.zh(r.ammunition.itemId, r.ammunition.nameZh)}`, `usual ammunition: ${names.en(r.ammunition.itemId, r.ammunition.nameZh)}`));
  if (r.unloadsOnUnequip) bits.push(W("卸下武器时弹药一并卸出", "doffing the weapon unloads it"));
  return W(`${label.zh}：${bits.map((b) => b.zh).join("，")}。`, `${label.en}: ${bits.map((b) => b.en).join(", ")}.`);
}

/** Ammunition line (what this round adds when fired). */
function ammunitionLine(item, riders, names) {
  const a = item.ammunition;
  if (!a) return null;
  const bits = [];
  if (a.bonusDice) bits.push(W(`攻击骰+${a.bonusDice}`, `+${a.bonusDice} attack dice`));
  if (a.addAttackTypes.length) bits.push(W(`附加${joinWords(a.addAttackTypes.map((t) => ATTACK_TYPE[t])).zh}攻击类型`, `adds the ${joinWords(a.addAttackTypes.map((t) => ATTACK_TYPE[t])).en} type`));
  if (a.penetration) bits.push(W(`穿透+${a.penetration}`, `penetration +${a.penetration}`));
  if (a.damage?.add) bits.push(W(`伤害+${a.damage.add}`, `damage +${a.damage.add}`));
  if (a.damage?.multiply) bits.push(W(`伤害×${a.damage.multiply}`, `damage ×${a.damage.multiply}`));
  bits.push(...riders.map((r) => W(r.zh.replace(/。$/, ""), r.en.replace(/\.$/, ""))));
  const zhBits = bits.length ? bits.map((b) => b.zh).join("，") : "无额外效果";
  const enBits = bits.length ? bits.map((b) => b.en).join(", ") : "no extra effect";
  const repl = a.replaces ? W(`；可代替${names.zh(a.replaces.itemId, a.replaces.nameZh)}装填`, `; can be loaded in place of ${names.en(a.replaces.itemId, a.replaces.nameZh)}`) : W("", "");
  return W(`作为弹药发射时：${zhBits}${repl.zh}。`, `When fired as ammunition: ${enBits}${repl.en}.`);
}

/** One structured use effect → words. */
function useEffectWords(e, where) {
  switch (e.type) {
    case "restoreDice": {
      const n = typeof e.amount === "number" ? W(`${e.amount}颗`, `${e.amount}`) : W(`${e.amount.roll}🎲+（骰面求和）颗`, `a ${e.amount.roll}-die face sum of`);
      return W(`恢复${n.zh}任意属性骰。`, `Restore ${n.en} attribute dice of your choice.`);
    }
    case "restoreDicePerTurn":
      return W(`在接下来${e.times}个回合开始时，各恢复${e.amount}颗${ATTRIBUTE[e.attribute].zh}骰。`, `At the start of each of your next ${e.times} turns, restore ${e.amount} ${ATTRIBUTE[e.attribute].en} die.`);
    case "protection":
      return W(`直到瞬息过程结束，${PROTECTION[e.key].zh}${signed(e.value)}。`, `Until the Moment ends, ${PROTECTION[e.key].en} ${signed(e.value)}.`);
    case "nourish":
      return W(`算作${e.portions}份${e.kind === "food" ? "食物" : "饮水"}。`, `Counts as ${e.portions} portion${e.portions === 1 ? "" : "s"} of ${e.kind === "food" ? "food" : "drink"}.`);
    case "selfAttack": {
      const d = diceWords(diceExpression(e.dice, where));
      return W(`你的${joinWords(e.targetAttributes.map((a) => ATTRIBUTE[a]), "or").zh}受到一次${d.zh}${joinWords(e.attackTypes.map((t) => ATTACK_TYPE[t])).zh}攻击（不可防御）。`,
        `Your ${joinWords(e.targetAttributes.map((a) => ATTRIBUTE[a]), "or").en} suffers a ${d.en} ${joinWords(e.attackTypes.map((t) => ATTACK_TYPE[t])).en} attack (cannot be defended).`);
    }
    default:
      throw new Error(`${where}: unknown use effect ${e.type}`);
  }
}

/** Lines for activated uses. */
function useLines(item, names) {
  return item.uses.map((u, k) => {
    const where = `${item.id}#use${k}`;
    const label = { use: W("使用", "Use"), eat: W("食用", "Eat"), drink: W("饮用", "Drink") }[u.kind];
    const phase = u.phase === "first" ? W("（初次）", " (first time)") : u.phase === "subsequent" ? W("（再次）", " (later)") : W("", "");
    const head = [costWords(u.cost, u.action ?? "tactic", u.time)];
    if (u.trigger) head.push(TRIGGERS[u.trigger.id]);
    for (const l of u.limits) head.push(limitWords(l.count, l.per));
    if (u.requiresEquip) head.push(W("须已装备", "while equipped"));
    for (const c of u.consumes) head.push(W(`消耗${c.nameZh}×${c.count}`, `uses ${c.count} ${c.resource ? "mage-gold thread" : names.en(c.itemId, c.nameZh)}`));
    if (u.consumesSelf) head.push(W("消耗此物品", "uses up the item"));
    const body = [];
    const hasText = u.effects.some((e) => e.type === "text");
    const text = hasText ? note(where, true) : null;
    if (text === ATTACK_ONLY) {
      if (u.effects.some((e) => e.type !== "text") || u.requirementsZh.length || u.becomes) throw new Error(`${where}: a use marked ATTACK_ONLY has more to say`);
      return null; // the attack line says it all
    }
    if (text) body.push(text);
    for (const e of u.effects) if (e.type !== "text") body.push(useEffectWords(e, where));
    if (u.requirementsZh.length) body.push(note(`${where}:req`, true));
    if (u.becomes) body.push(W(`用后留下${names.zh(u.becomes.itemId, u.becomes.nameZh)}。`, `Leaves ${withArticle(names.en(u.becomes.itemId, u.becomes.nameZh))} behind.`));
    return W(`${label.zh}${phase.zh}（${head.map((h) => h.zh).join("，")}）：${body.map((b) => b.zh).join("")}`,
      `${label.en}${phase.en} (${head.map((h) => h.en).join(", ")}): ${body.map((b) => b.en).join(" ")}`);
  }).filter((line) => line !== null);
}

/** 1 → "1st", 2 → "2nd", 3 → "3rd", 11 → "11th". */
export function ordinalEn(n) {
  const suffix = [11, 12, 13].includes(n % 100) ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** Crafting and smelting lines. */
function craftLines(item, names) {
  const out = [];
  const c = item.crafting;
  if (c) {
    const ability = names.ability(c.ability);
    const trained = c.abilityTrainingRequired ? W(`（须已修行${c.abilityTrainingRequired}次）`, ` (intensified ${c.abilityTrainingRequired} times)`) : W("", "");
    // the source separates tools (使用, kept) from materials (消耗, used up)
    const tools = c.tools.map((t) => W(`${names.zh(t.itemId, t.nameZh)}×${t.count}`, `${t.count} ${names.en(t.itemId, t.nameZh)}`));
    const materials = c.materials.map((m) => W(`${names.zh(m.itemId, m.nameZh)}×${m.count}`, `${m.count} ${names.en(m.itemId, m.nameZh)}`));
    const mats = [
      ...(tools.length ? [W(`使用${tools.map((t) => t.zh).join("、")}`, `using ${tools.map((t) => t.en).join(", ")} (${tools.length > 1 || c.tools[0].count > 1 ? "tools" : "tool"})`)] : []),
      ...(materials.length ? [W(`消耗${materials.map((m) => m.zh).join("、")}`, `consuming ${materials.map((m) => m.en).join(", ")}`)] : []),
    ];
    let roll = W("", "");
    if (c.roll) {
      const d = diceWords(diceExpression({ ...c.roll.dice, divisor: null, bonusDice: null }, `${item.id}.crafting`));
      const from = c.roll.bonusFromTraining > 1 ? W(`自第${c.roll.bonusFromTraining}次修行起，`, ` from the ${ordinalEn(c.roll.bonusFromTraining)} intensification on`) : W("", "");
      roll = W(`；每分钟投${d.zh}累加尝试（难度${c.roll.difficulty}），${from.zh}${ability.zh}每修行1次，每次投骰多${c.roll.bonusPerTraining}个优势；连续${c.roll.failAfterConsecutiveZeros}次得0点则失败`,
        `; roll ${d.en} every minute as a progressive attempt (difficulty ${c.roll.difficulty}), ${c.roll.bonusPerTraining} more advantage per intensification of ${ability.en}${from.en}; ${c.roll.failAfterConsecutiveZeros} zero results in a row ruin it`);
    }
    const time = c.time ? W(`，耗时${timeZh(c.time)}`, `, takes ${c.time}`) : W("", "");
    const pot = c.potentialCost ? W(`，另需花费${c.potentialCost}点潜能`, `, plus ${c.potentialCost} potential`) : W("", "");
    out.push(W(`制造：施展${ability.zh}${trained.zh}，${mats.map((m) => m.zh).join("，")}${time.zh}${pot.zh}${roll.zh}；产出${c.produces ?? 1}个。`,
      `Crafting: cast ${ability.en}${trained.en}, ${mats.map((m) => m.en).join(", ")}${time.en}${pot.en}${roll.en}; makes ${c.produces ?? 1}.`));
  }
  const s = item.smelting;
  if (s) {
    const rows = s.results.map((r) => W(`难度${r.difficulty}：${r.outputs.map((o) => `${names.zh(o.itemId, o.nameZh)}×${o.count}${o.rolled ? "🎲" : ""}`).join("、")}`,
      `difficulty ${r.difficulty}: ${r.outputs.map((o) => `${o.rolled ? `${o.count}🎲 points of` : o.count} ${names.en(o.itemId, o.nameZh)}`).join(", ")}`));
    out.push(W(`冶炼：施展${names.ability(s.ability).zh}，使用${s.tools.map((t) => names.zh(t.itemId, t.nameZh)).join("、")}，消耗此物品，耗时${timeZh(s.time)}；按达到的难度得到——${rows.map((r) => r.zh).join("；")}（「N🎲」表示投N颗骰子，所得点数即数量）。`,
      `Smelting: cast ${names.ability(s.ability).en} with ${s.tools.map((t) => names.en(t.itemId, t.nameZh)).join(", ")}, using up this item, takes ${s.time}; by the difficulty reached — ${rows.map((r) => r.en).join("; ")}.`));
  }
  return out;
}

/** Where a material or tool is used: the items it helps craft, the ores it smelts. */
function usedInLines(item, names) {
  const { craft, smelt } = names.usedIn(item.id);
  const out = [];
  if (craft.length) out.push(W(`用于制造：${craft.map((c) => c.zh).join("、")}。`, `Used to craft ${craft.map((c) => c.en).join(", ")}.`));
  if (smelt.length) out.push(W(`用于冶炼：${smelt.map((c) => c.zh).join("、")}。`, `Used to smelt ${smelt.map((c) => c.en).join(", ")}.`));
  const cast = names.castWith(item.id);
  if (cast.length) out.push(W(`施展时消耗或使用它的能力：${cast.map((c) => c.zh).join("、")}。`, `Consumed or used when casting ${cast.map((c) => c.en).join(", ")}.`));
  return out;
}

/** Materials by subtype: where they come from (the gathering ability, when the rules have one). */
const SOURCE_ABILITY = { herb: "herbalism", mineral: "mining", animalPart: "butchery" };
const SUBTYPE_PURPOSE = {
  herb: W("草药，可用采药学采集", "A herb, gathered with"),
  mineral: W("矿物，可用采矿开采", "A mineral, extracted with"),
  animalPart: W("动物部件，可用屠宰从尸体上获取", "An animal part, harvested from corpses with"),
  occultSubstance: W("灵异物质", "An occult substance"),
  metallurgical: W("冶金材料", "A metallurgical material"),
  craftedGood: W("加工制品", "A crafted good"),
  foodstuff: W("食材", "A foodstuff"),
};

/** What a bare entry (a header line and nothing else) is: money, or a material and where it comes from (no more:
 * the source gives materials no rule text, so nothing is invented for them). */
function purposeLines(item, kinds, names) {
  if (kinds.includes("currency")) {
    const local = item.settings.length ? W(`${item.settings.map((s) => SETTING[s].zh).join("、")}世界的`, ` of the ${item.settings.map((s) => SETTING[s].en).join(", ")} setting`) : W("", "");
    return [W(`${local.zh}货币：按其价值支付货物与服务，或按价值与其他钱币兑换（本合集的价值按100铜币=1银币、100银币=1金币计）。`,
      `Money${local.en}: it pays for goods and services at its value, and changes into other coins at that value (values in these compendiums count 100 cp = 1 sp, 100 sp = 1 gp).`)];
  }
  if (!kinds.includes("material")) return [];
  const sub = item.materialSubtypes?.[0];
  const what = SUBTYPE_PURPOSE[sub] ?? W("材料", "A material");
  const ability = SOURCE_ABILITY[sub] ? names.abilityLink(SOURCE_ABILITY[sub]) : null;
  const head = ability ? W(`${what.zh.replace(/可用(采药学|采矿|屠宰)/, `可用${ability.zh}`)}`, `${what.en} ${ability.en}`) : W(what.zh.replace(/，可用.*$/, ""), what.en.replace(/, (gathered|extracted|harvested).*$/, ""));
  return [W(`${head.zh}。`, `${head.en}.`)];
}

/** Spoilage and set lines. */
function miscLines(item, names) {
  const out = [];
  const sp = item.spoilage;
  if (sp) {
    const after = W(`${sp.after.value}${UNIT[sp.after.unit].zh}`, `${sp.after.value} ${UNIT[sp.after.unit].en}${sp.after.value === 1 ? "" : "s"}`);
    const fx = sp.effects.map((e) => (e.type === "attribute"
      ? W(`食用腐坏的它会让${ATTRIBUTE[e.key].zh}${signed(e.value)}，持续${e.durationDays}天。`, `Consuming it spoiled gives ${ATTRIBUTE[e.key].en} ${signed(e.value)} for ${e.durationDays} day.`)
      : note(`${item.id}#item`, true)));
    out.push(W(`存放${after.zh}后腐坏。${fx.map((f) => f.zh).join("")}`, `Spoils after ${after.en}. ${fx.map((f) => f.en).join(" ")}`));
  }
  if (item.set) {
    const partners = item.set.partners.map((p) => W(names.zh(p.itemId, p.nameZh), names.en(p.itemId, p.nameZh)));
    const fx = item.set.effects.map((e) => {
      if (e.type !== "attribute") throw new Error(`${item.id}: set effect ${e.type}`);
      return W(`${ATTRIBUTE[e.key].zh}${signed(e.value)}`, `${ATTRIBUTE[e.key].en} ${signed(e.value)}`);
    });
    out.push(W(`与${partners.map((p) => p.zh).join("、")}同时装备时：${fx.map((f) => f.zh).join("，")}。`, `Worn together with ${partners.map((p) => p.en).join(", ")}: ${fx.map((f) => f.en).join(", ")}.`));
  }
  return out;
}

/**
 * The description of one item in both languages, as HTML.
 * @param {object} item dataset item; @param {string} type item type; @param {string[]} kinds system kinds
 * @param {{zh: string, en: string}[]} attackLines; @param {{zh: string, en: string}[]} ammoRiders
 * @param {{zh: Function, en: Function, ability: Function}} names name lookups for referenced items/abilities
 */
export function describe(item, type, kinds, attackLines, ammoRiders, names) {
  const kindWords = joinWords(kinds.map((k) => KIND[k]));
  const extraKinds = foreignKinds(item, type).map((k) => KIND[k]);
  const intro = [W(`${kindWords.zh}`, `${kindWords.en.charAt(0).toUpperCase()}${kindWords.en.slice(1)}`)];
  if (extraKinds.length) intro.push(W(`兼作${joinWords(extraKinds).zh}`, `also ${withArticle(joinWords(extraKinds).en)}`));
  if (item.scale) intro.push(W(`${SCALE[item.scale].zh}物品`, `${SCALE[item.scale].en} item`));
  if (item.specialKinds.includes("magic")) intro.push(W("魔法物品", "magic item"));
  if (item.specialKinds.includes("unique")) intro.push(W("独一无二", "unique"));
  const value = valueWords(item.value?.copper);
  if (value) intro.push(W(`价值${value.zh}`, `worth ${value.en}`));
  const lines = [];
  const eq = equipLine(item);
  if (eq) lines.push(eq);
  if (item.equip?.requirementsZh?.length || item.notesZh.length) lines.push(note(`${item.id}#item`, true));
  lines.push(...equippedLines(item), ...passiveLines(item));
  const bl = blockLine(item);
  if (bl) lines.push(bl);
  lines.push(...attackLines);
  for (const r of [reloadLine(item.reload, "reload", names), reloadLine(item.charge, "charge", names), ammunitionLine(item, ammoRiders, names)]) if (r) lines.push(r);
  if (item.addon) lines.push(W("加装在武器上时，为该武器提供弹药。", "Fitted to a weapon, it feeds that weapon's ammunition."));
  lines.push(...useLines(item, names), ...craftLines(item, names), ...usedInLines(item, names), ...miscLines(item, names));
  if (!lines.length) lines.push(...purposeLines(item, kinds, names)); // bare entries say what they are for
  const tags = [];
  if (item.settings.length) tags.push(W(`世界设定：${item.settings.map((s) => SETTING[s].zh).join("、")}`, `Setting: ${item.settings.map((s) => SETTING[s].en).join(", ")}`));
  if (item.requiresExtensionRules.length) tags.push(W(`需要扩展规则：${item.requiresExtensionRules.map((x) => EXTENSION[x].zh).join("、")}`, `Needs optional rules: ${item.requiresExtensionRules.map((x) => EXTENSION[x].en).join(", ")}`));
  if (item.npcOnly) tags.push(W("仅供非玩家角色使用", "NPCs only"));
  const html = (lang) => {
    const p = `<p>${escapeHtml(intro.map((i) => i[lang]).join(lang === "zh" ? "，" : ", "))}${lang === "zh" ? "。" : "."}</p>`;
    const ul = htmlList(lines.map((l) => l[lang]));
    const t = tags.length ? `<p><em>${escapeHtml(tags.map((x) => x[lang]).join(lang === "zh" ? "；" : "; "))}</em></p>` : "";
    return p + ul + t;
  };
  return { zh: html("zh"), en: html("en") };
}
