// Normalized ability attacks (abilities-translate.mjs) → the structured attack of the data model
// (docs/data-model.md "Attack"), plus bilingual words for the description.
import { ATTACK_TYPE, ATTRIBUTE, DEFENSE, W, emptyArea, emptyRange, joinWords, withAreaExcludes } from "./common.mjs";
import { diceWords } from "./abilities-words.mjs";
import { stored } from "./structured-en.mjs";

const ACTION_KINDS = ["tactic", "reaction", "attached"];
const WEAPON_SOURCE = { natural: "natural", equipped: "equipped", any: "any", "same-attack": "sameAttack", "copy-blocked-attack": "copyBlocked" };
const AREA_SHAPES = ["circle", "sector", "ray", "ring", "path", "weaponReach"];

const emptyDice = () => ({ pools: [], combine: "max", divisor: 1, bonus: 0, mode: "points" });

/**
 * Where an ability attack with no range of its own reaches, when it strikes another creature and has no area:
 * the effect text says it (rammed creature next to you, the held opponent, the creature your weapon hits in
 * melee), or "self" where the target is whoever attacked you, at any distance. The generator fails on an
 * attack of this shape that is not listed (check "attack-reach").
 */
export const ATTACK_REACH = Object.freeze({
  ram: "adjacent", // 停在其相邻处并撞击它
  "grapple-stomp": "adjacent", // the held opponent
  "malice-rune": "adjacent", // the creature hit by the runed weapon in melee
  "flame-rune": "adjacent", // the creature hit by the runed weapon in melee
  "psychic-barrier": "self", // backlash on each attacker, wherever it stands
});

/** An effect text that states an attack of its own (dice and a type, a pool formula, or "makes one attack"). */
export const STATES_ATTACK = /\d+🎲\+?的?(物理|侵蚀|灵异|真实)攻击|投骰数为[^（]*（(物理|侵蚀|灵异|真实)|(?<!再)(进行|发动)(一|1)次[^。；]{0,12}攻击/;

/** Abilities whose text matches STATES_ATTACK without making an attack of their own (check "attack-in-text"). */
export const ATTACK_TEXT_MODIFIES = Object.freeze({});

/** Attacks whose pool is stored energy: released later by their own 1⚡ tactic, 1 die per energy stored. */
const STORED_ENERGY = { action: "tactic", cost: 1, rider: W("每储存1点能量多投1颗骰", "1 more die per energy stored") };

/** When an attack recurs (dataset `repeat.timing`). */
const REPEAT = {
  targetTurnStart: (n) => W(`${n ? `在目标接下来${n}个` : "在目标每个"}回合开始时结算`, `resolves at the start of ${n ? `each of the target's next ${n}` : "each of the target's"} turns`),
  ownTurnStart: (n) => W(`${n ? `接下来${n}个` : "你每个"}回合开始时结算`, `resolves at the start of ${n ? `each of your next ${n}` : "each of your"} turns`),
  roundStart: (n) => W(`${n ? `接下来${n}轮` : "每轮"}开始时结算`, `resolves at the start of ${n ? `each of the next ${n}` : "every"} round${n ? "s" : ""}`),
  whenAttacked: () => W("每当你受到攻击时对攻击者结算", "resolves against each creature that attacks you"),
  onHitUntilMiss: () => W("命中后可对同一目标再次攻击，每次再少投1颗骰，直到未命中", "on a hit it may be repeated on the same target with 1 fewer die each time, until one misses"),
};

function riderWords(o) {
  switch (o.type) {
    case "knockback":
      return W(`命中后击退${o.steps}步`, `a hit knocks the target back ${o.steps} step${o.steps === 1 ? "" : "s"}`);
    case "prone":
      return W("命中后目标倒地", "a hit knocks the target prone");
    case "damageOverTime": {
      const dice = diceWords({ pools: [], combine: "max", divisor: 1, bonus: o.dice.base, mode: "points" });
      const defs = o.defenses.length ? W(`可${o.defenses.map((d) => DEFENSE[d].zh).join("/")}`, o.defenses.map((d) => DEFENSE[d].en).join("/")) : W("不可防御", "cannot be defended");
      const types = joinWords(o.attackTypes.map((t) => ATTACK_TYPE[t]));
      const attrs = joinWords(o.targetAttributes.map((a) => ATTRIBUTE[a]), "or");
      return W(
        `命中后，目标在其接下来${o.times}个回合开始时，${attrs.zh}各受到一次${dice.zh}${types.zh}攻击（${defs.zh}）`,
        `a hit makes the target suffer a ${dice.en} ${types.en} attack on ${attrs.en} at the start of each of its next ${o.times} turns (${defs.en})`,
      );
    }
    default:
      throw new Error(`unknown on-hit rider ${o.type}`);
  }
}

/**
 * One normalized attack → data-model attacks (a distance-dependent pool becomes one attack per distance band).
 * @param {object} a normalized attack
 * @param {object} ctx {nameZh, activation, label}
 * @returns {{system: object, words: {zh: string, en: string}}[]}
 */
export function convertAbilityAttack(a, ctx) {
  if (a.diceByDistance) {
    return a.diceByDistance.map((band) => {
      const dice = { pools: [band.dice.base], combine: "max", divisor: 1, bonus: band.dice.bonusDice ?? 0, mode: "points" };
      const area = { shape: band.distance === 1 ? "circle" : "ring", radius: band.distance, angle: 0, center: "self" };
      return single({ ...a, dice: { expression: dice }, area: null, structured: true }, { ...ctx, label: `${ctx.nameZh}（${band.distance}步）`, labelEn: `${ctx.nameEn} (${band.distance} step${band.distance === 1 ? "" : "s"})`, shortEn: `${band.distance} step${band.distance === 1 ? "" : "s"}`, area });
    });
  }
  if (a.kind === "ability" && !a.structured) {
    if (a.rawDice?.base !== "storedEnergy") return []; // stays in the description (rule "attackBase")
    const dice = { pools: [], combine: "max", divisor: 1, bonus: a.rawDice.bonusDice ?? 0, mode: "points" };
    return [single({ ...a, dice: { expression: dice }, structured: true }, { ...ctx, release: STORED_ENERGY })];
  }
  return [single(a, ctx)];
}

/**
 * Hit consequences an ability's text states that the dataset's `onHit` leaves out (checked against the text by
 * test/packs/attacks-text.test.ts): they are the attack's riders like the structured ones.
 */
/** Areas whose text leaves out more than `targets` says: Hellfire Circle burns only creatures entering without your leave. */
const AREA_EXCLUDES = { "hellfire-circle": "selfAndAllies" };

const TEXT_RIDERS = {
  "intimidating-gaze": [W("命中后目标失去1⚡（同一轮对同一目标只生效一次）", "a hit makes the target lose 1⚡ (1× per target per round)")],
  "mountain-breaker": [riderWords({ type: "knockback", steps: 2 })],
};

function single(a, ctx) {
  const weapon = a.kind === "weapon" ? WEAPON_SOURCE[a.weapon] : "";
  if (weapon === undefined) throw new Error(`${ctx.nameZh}: unknown weapon source ${a.weapon}`);
  const dice = a.dice ? { ...a.dice.expression } : emptyDice();
  if (weapon && a.rawDice?.base === "weapon") {
    dice.divisor = a.rawDice.divisor ?? 1;
    dice.bonus = a.rawDice.bonusDice ?? 0;
  }
  let range;
  if (a.range?.kind === "adjacent") range = emptyRange("adjacent");
  else if (a.range) range = { ...emptyRange("steps"), min: a.range.min || null, max: a.range.max };
  else range = emptyRange(weapon ? "adjacent" : "self");
  const area = ctx.area ?? (a.area && AREA_SHAPES.includes(a.area.shape)
    ? {
        shape: a.area.shape,
        radius: Number.isInteger(a.area.radius) ? a.area.radius : Number.isInteger(a.area.length) ? a.area.length : 1, // a growing ring starts next to its centre
        angle: a.area.angle ?? 0,
        center: a.area.center,
      }
    : emptyArea());
  if (a.area?.direction === "front") range.direction = "front";
  const riders = a.onHit.map(riderWords);
  if (a.repeat) riders.push(REPEAT[a.repeat.timing](a.repeat.times));
  if (a.range?.from === "previousTarget") riders.push(W("距离从上一个受击者起算", "range counts from the previous target"));
  if (a.area?.radius === "grows 1 step per round") riders.push(W("石刺环每轮向外扩大1步", "the ring widens by 1 step each round"));
  if (a.targets?.count === "spirit") riders.push(W("目标数至多等于你的精神骰数", "at most as many targets as your Spirit dice"));
  if (weapon && a.undefendable) riders.push(W("无法防御", "cannot be defended"));
  if (ctx.release) riders.push(ctx.release.rider);
  for (const r of TEXT_RIDERS[ctx.datasetId] ?? []) riders.push(r);
  if (range.kind === "self" && !area.shape && !weapon && a.targets?.relation !== "self") {
    const reach = ATTACK_REACH[ctx.datasetId];
    if (!reach) throw new Error(`${ctx.datasetId}: attack on another creature with no range or area; say where it reaches in ATTACK_REACH`);
    if (reach === "adjacent") range = emptyRange("adjacent");
  }
  const act = ctx.activation;
  const system = {
    label: ctx.label ? stored(W(ctx.label, ctx.labelEn)) : "",
    mode: a.mode ?? "",
    action: ctx.release?.action ?? (ACTION_KINDS.includes(act.kind) ? act.kind : "tactic"),
    cost: ctx.release?.cost ?? 0,
    requiresEquip: Boolean(weapon) && weapon !== "natural",
    weapon,
    range,
    targets: {
      count: typeof a.targets?.count === "number" ? a.targets.count : a.targets ? null : 1,
      kind: "creature",
      relation: a.targets?.relation ?? "any",
      excludesSelf: Boolean(a.excludesSelf),
    },
    area,
    targetAttributes: weapon ? [] : [...a.targetAttributes],
    dice,
    bonusDicePerAmmo: false,
    hits: a.hits,
    types: weapon ? [] : [...a.types],
    defenses: weapon ? [] : [...a.defenses],
    penetration: a.penetration,
    extraDamage: [],
    defenseModifiers: [],
    requirements: [],
    limit: { max: "", per: "" },
    thrown: false,
    consumes: { self: false, ammunition: 0, ammunitionMax: 0, charge: 0 },
    riders: riders.map(stored),
  };
  withAreaExcludes(system, AREA_EXCLUDES[ctx.datasetId]);
  return { system, words: attackWords(system, riders, ctx.shortEn ?? "") };
}

const WEAPON_WORDS = {
  natural: W("用天生武器", "with a natural weapon"),
  equipped: W("用一把已装备的武器", "with an equipped weapon"),
  any: W("用武器", "with a weapon"),
  sameAttack: W("重复同一攻击", "repeating the same attack"),
  copyBlocked: W("沿用被格挡攻击的投骰与类型", "using the blocked attack's dice and types"),
};

/** "one", "two" … for small counts, digits above ten. */
const countEn = (n) => ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][n] ?? String(n);

/** Who an attack reaches, in words: range, count, relation, area and "other than you". */
function targetWords(s) {
  const rangeW = s.weapon ? W("", "") : s.range.kind === "adjacent" ? W("相邻", "adjacent") : s.range.kind === "steps" ? W(`${s.range.max}步内`, `within ${s.range.max} steps`) : W("", "");
  if (s.targets.relation === "self") return W("自己", "yourself");
  const count = s.targets.count === null ? W("所有", "every") : W(`${s.targets.count}个`, countEn(s.targets.count));
  const many = s.targets.count !== null && s.targets.count !== 1;
  const rel = { any: W("生物", "creature"), hostile: W("敌对生物", "hostile creature"), friendly: W("友善生物", "friendly creature") }[s.targets.relation];
  const near = !s.weapon && s.range.kind === "adjacent" && !s.area.shape ? "adjacent " : ""; // "one adjacent creature"
  const who = W(`${count.zh}${rel.zh}`, `${count.en} ${near}${rel.en}${many ? "s" : ""}`);
  const other = s.targets.excludesSelf ? W("除你以外的", " other than you") : W("", "");
  const { shape, radius: r, angle } = s.area;
  if (shape === "circle" || shape === "ring") {
    const c = {
      self: W("你", "you"), target: W("受击者", "the target"), object: W("召唤物", "the summoned object"),
      impactPoint: rangeW.zh ? W(`${rangeW.zh}一处落点`, `a point ${rangeW.en}`) : W("施法点", "the casting point"),
    }[s.area.center];
    return shape === "ring" && r > 1
      ? W(`距${c.zh}恰好${r}步的${other.zh}${who.zh}`, `${who.en}${other.en} exactly ${r} steps from ${c.en}`)
      : W(`${c.zh}周围${r}步内${other.zh}${who.zh}`, `${who.en}${other.en} within ${r} step${r === 1 ? "" : "s"} of ${c.en}`);
  }
  const place = {
    sector: W(`前方${r}步${angle ? `、${angle}°` : ""}扇形内`, ` in a ${angle ? `${angle}° ` : ""}sector ${r} steps ahead`),
    ray: W(`${r}步射线上`, ` along a ${r}-step ray`),
    path: W("你移动路线上", " along your path"),
    weaponReach: W("武器攻击范围内", " within weapon reach"),
  }[shape] ?? W(rangeW.zh, rangeW.en && !near ? ` ${rangeW.en}` : "");
  return W(`${place.zh}${other.zh}${who.zh}`, `${who.en}${other.en}${place.en}`);
}

/** One-line summary of a converted attack. */
export function attackWords(s, riders, labelEn) {
  const head = s.mode === "melee" ? W("近战攻击", "Melee attack") : s.mode === "ranged" ? W("远程攻击", "Ranged attack") : W("攻击", "Attack");
  const label = s.label ? W(`（${s.label}）`, labelEn ? ` (${labelEn})` : "") : W("", "");
  const who = targetWords(s);
  const tail = [];
  if (s.penetration) tail.push(W(`穿透${s.penetration}点防护`, `penetration ${s.penetration}`));
  const rest = [...tail, ...riders];
  if (s.weapon) {
    const n = Math.abs(s.dice.bonus);
    const mod = s.dice.divisor > 1 ? W(`，投骰数÷${s.dice.divisor}`, `, dice ÷ ${s.dice.divisor}`)
      : s.dice.bonus ? W(`，${s.dice.bonus > 0 ? "多" : "少"}投${n}颗骰`, `, ${n} ${s.dice.bonus > 0 ? "more" : "fewer"} ${n === 1 ? "die" : "dice"}`) : W("", "");
    return W(
      `${head.zh}${label.zh}：${WEAPON_WORDS[s.weapon].zh}对${who.zh}发动攻击${mod.zh}${rest.map((r) => `，${r.zh}`).join("")}。`,
      `${head.en}${label.en}: ${WEAPON_WORDS[s.weapon].en} against ${who.en}${mod.en}${rest.map((r) => `; ${r.en}`).join("")}.`,
    );
  }
  const attrs = joinWords(s.targetAttributes.map((x) => ATTRIBUTE[x]), "or");
  const hits = s.hits > 1 ? W(`${s.hits}段`, `${s.hits} hits of `) : W("", "");
  const dice = diceWords(s.dice);
  const types = W(s.types.map((t) => ATTACK_TYPE[t].zh).join("/"), joinWords(s.types.map((t) => ATTACK_TYPE[t]), "and").en); // 侵蚀/灵异攻击 (l.231)
  const defs = s.defenses.length ? W(`可${s.defenses.map((d) => DEFENSE[d].zh).join("/")}`, s.defenses.map((d) => DEFENSE[d].en).join("/")) : W("不可防御", "cannot be defended");
  return W(
    `${head.zh}${label.zh}：对${who.zh}的${attrs.zh}造成${hits.zh}${dice.zh}${types.zh}攻击（${defs.zh}）${rest.map((r) => `，${r.zh}`).join("")}。`,
    `${head.en}${label.en}: ${who.en}, to ${attrs.en}, ${hits.en}${dice.en} ${types.en} attack (${defs.en})${rest.map((r) => `; ${r.en}`).join("")}.`,
  );
}
