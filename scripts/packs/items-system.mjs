// One dataset item → the `system` object of its item type (docs/data-model.md), field for field,
// plus embedded Active Effects for the changes the data model leaves to effects.
import { convertAttack, onHitWords } from "./items-attacks.mjs";
import { nameUnlabelled } from "./attack-names.mjs";
import { extraDamageOf, limitOf } from "./items-rules.mjs";
import { rollModifiersOf } from "./items-rollmods.mjs";
import { stored } from "./structured-en.mjs";
import { ATTRIBUTE, W, timeWords } from "./common.mjs";

const ZERO_ATTRS = () => ({ might: 0, energy: 0, spirit: 0 });
const ZERO_PROT = () => ({ physical: 0, erosion: 0, occult: 0 });

/** Trigger ids of uses (dataset `uses[].trigger.id`) → our short Chinese trigger text (the Activation `trigger`). */
export const TRIGGERS = {
  meleeAttack: { zh: "你进行近战攻击时", en: "when you make a melee attack" },
  meleeAttackWithThis: { zh: "用此物品进行近战攻击时", en: "when you make a melee attack with it" },
  coupDeGraceWithThis: { zh: "用此物品进行致命一击时", en: "when you deliver a coup de grâce with it" },
  resistRoll: { zh: "你进行抵抗投骰时", en: "when you make a resist roll" },
  dealOccultAttack: { zh: "你进行灵异攻击时", en: "when you make an occult attack" },
  takeOccultAttack: { zh: "你受到灵异攻击时", en: "when an occult attack targets you" },
  takeRangedAttack: { zh: "你受到远程攻击时", en: "when a ranged attack targets you" },
  takeAttack: { zh: "你受到攻击时", en: "when an attack targets you" },
  castMagicAbility: { zh: "你施展魔法能力时", en: "when you cast a magic ability" },
  move: { zh: "你移动时", en: "when you move" },
  anyAction: { zh: "你进行任意行动时", en: "when you take any action" },
  anyRoll: { zh: "你进行任意投骰时", en: "when you make any roll" },
};

/** Dataset use → Activation `{kind, cost, costVariable, time, trigger, limit}`. */
export function activationOf(use, where) {
  if (!use) return { kind: "time", cost: null, costVariable: false, time: "", trigger: "", limit: { max: "", per: "" } };
  const trigger = use.trigger ? TRIGGERS[use.trigger.id] : null;
  if (use.trigger && !trigger) throw new Error(`${where}: unknown use trigger ${use.trigger.id}`);
  const kind = use.action ?? (use.time ? "time" : null);
  if (!kind) throw new Error(`${where}: use has neither an action nor a time`);
  return {
    kind,
    cost: use.action ? use.cost : null,
    costVariable: false,
    time: stored(timeWords(use.time ?? "")),
    trigger: trigger ? stored(trigger) : "",
    limit: limitOf(use.limits, where),
  };
}

/** Fields of every item. */
function common(item) {
  return { identifier: item.id, description: "", source: stored(W(`Meshal 知识库，物品 ${item.source.notionId}`, `Meshal knowledge base, item ${item.source.notionId}`)) };
}

/** Fields of physical items. */
function physical(item) {
  return {
    scale: item.scale,
    quantity: 1,
    value: item.value?.copper ?? null,
    carried: !item.equip?.natural, // natural weapons are never carried (spec §4.1)
    specialKinds: [...item.specialKinds],
  };
}

/** No activated use (equippable items' `use` default). */
const NO_USE = () => ({ kind: "passive", cost: null, costVariable: false, time: "", trigger: "", limit: { max: "", per: "" } });

/**
 * The `use` activation of an equippable item (rule "uses"): its dataset uses must share one activation (the
 * description words each use's effects); none → kind passive.
 */
function equipUseOf(item) {
  if (!item.uses.length) return NO_USE();
  const [first, ...rest] = item.uses.map((u, k) => activationOf(u, `${item.id}#use${k}`));
  for (const [k, other] of rest.entries()) {
    if (JSON.stringify(other) !== JSON.stringify(first)) throw new Error(`${item.id}#use${k + 1}: activation differs from use0; the use field holds one`);
  }
  return first;
}

/** Fields of equippable items; `requirements` are our own Chinese lines (from items-notes). */
function equippable(item, requirements) {
  const e = item.equip;
  const s = item.statMods;
  return {
    equipped: false,
    equip: {
      cost: e?.cost ?? null,
      action: e?.action ?? "tactic",
      time: stored(timeWords(e?.time ?? "")),
      slots: (e?.slots ?? []).map((x) => ({ slot: x.slot, count: x.count })),
      natural: !!e?.natural,
      noSlot: !!e?.noSlot,
      requirements,
    },
    protection: item.protection ? { ...item.protection } : ZERO_PROT(),
    attributeMods: item.attributeMods ? { ...item.attributeMods } : ZERO_ATTRS(),
    statMods: {
      maxMobility: s?.maxMobility ?? 0,
      speed: s?.speed ?? 0,
      carryingCapacity: s?.carryingCapacity ?? 0,
      perceptionMultiplier: s?.perceptionRangeMultiplier ?? 1,
    },
    rollModifiers: rollModifiersOf(item).system,
    use: equipUseOf(item),
    set: setOf(item),
  };
}

/**
 * The set (套装) an item belongs to: its key, the partners' dataset ids and the attribute changes the whole set grants.
 * Only attribute changes are structured; any other set effect fails the build until the schema can hold it.
 */
export function setOf(item) {
  if (!item.set) return { key: "", partners: [], bonus: ZERO_ATTRS() };
  const bonus = ZERO_ATTRS();
  for (const e of item.set.effects) {
    if (e.type !== "attribute" || !(e.key in bonus)) throw new Error(`${item.id}: set effect ${JSON.stringify(e)} has no field`);
    bonus[e.key] += e.value;
  }
  return { key: item.set.key, partners: item.set.partners.map((p) => p.itemId), bonus };
}

/**
 * Reload/charge (rule "equip"): capacity "fromAddon" has no number (0; described in text). A weapon arrives full, so a
 * gun dragged from the compendium fires at once; attacks then count its rounds and Reload refills it.
 */
function reloadOf(r, where) {
  if (!r) return { capacity: 0, value: 0, cost: null, time: "", perAction: 1, ammunition: "" };
  const capacity = r.capacity === "fromAddon" ? 0 : r.capacity;
  if (!Number.isInteger(capacity)) throw new Error(`${where}: reload capacity ${r.capacity}`);
  return {
    capacity,
    value: capacity,
    cost: r.action ? r.cost : null,
    time: stored(timeWords(r.time ?? "")),
    perAction: r.perAction ?? 1,
    ammunition: r.ammunition?.itemId ?? "",
  };
}

/** Use attacks the dataset gives several target attributes that are hit one attack each ("分别造成1次"). */
export const SEPARATE_PER_ATTRIBUTE = new Set(["footless-rabbit-charm#use0:attack"]);

/** Attacks hidden in an item's uses become structured attacks whose action is the use's. */
function useAttacks(item) {
  const out = [];
  item.uses.forEach((u, k) => {
    for (const e of u.effects) {
      if (!e.attack) continue;
      const where = `${item.id}#use${k}:attack`;
      const a = {
        ...e.attack, mode: "", requiresEquip: u.requiresEquip, thrown: false, onHit: [], extra: e.attack.extra ?? [],
        consumes: { self: !!u.consumesSelf, ammunition: null, charge: null },
      };
      const adjust = (sys) => {
        if (/除你以外|你除外/.test(e.textZh ?? "")) sys.targets.excludesSelf = true; // "every creature … except you"
        if (e.attack.targets === null) {
          // a shockwave around the creature just hit (destroyer gauntlet): adjacent spaces of the target
          sys.targets.count = null;
          sys.range = { ...sys.range, kind: "adjacent" };
          sys.area = { shape: "adjacent", radius: 1, angle: 0, center: "target" };
        } else if (sys.targets.count === null && sys.range.kind === "steps" && sys.range.min === null && sys.range.max !== null && !sys.range.direction) {
          // "every creature within N steps" of you → an area around yourself (rule "area")
          sys.area = { shape: "circle", radius: sys.range.max, angle: 0, center: "self" };
          sys.range = { ...sys.range, kind: "self", max: null };
        }
      };
      const use = { label: "使用", labelEn: "use", action: u.action ?? "tactic", cost: u.cost ?? 0, limit: limitOf(u.limits, where), adjust };
      // "to Might, Energy and Spirit, one attack each" is three attacks (several targetAttributes would mean a split)
      const parts = SEPARATE_PER_ATTRIBUTE.has(where) ? a.targetAttributes.map((t) => ({ ...a, targetAttributes: [t] })) : [a];
      for (const part of parts) {
        const converted = convertAttack(part, where, use);
        // one attack per attribute: each names the attribute it strikes, so the buttons differ
        if (parts.length > 1) converted.system.label = stored(W(`使用（${ATTRIBUTE[part.targetAttributes[0]].zh}）`, `use (${ATTRIBUTE[part.targetAttributes[0]].en})`));
        out.push(converted);
      }
    }
  });
  return out;
}

/**
 * Where passive attacks (dataset `passiveEffects[].attack`, no range or targets of their own) reach: the creature
 * that triggered them. Every item with one must be listed (rule "item-attacks").
 */
const PASSIVE_ATTACK_REACH = {
  "thorn-armor#passive0": { range: "adjacent", limits: [{ per: "round", count: 1 }] }, // its melee attacker, first time each round
  "mist-of-konovanda#passive0": { range: { min: null, max: 3, unit: "step", direction: null }, limits: [] }, // an attacker within 3 steps
};

/** Passive attacks of equipped items (thorn armor's retaliation): 0⚡ reactions against the triggering creature. */
function passiveAttacks(item) {
  const out = [];
  item.passiveEffects.forEach((p, k) => {
    if (!p.attack) return;
    const where = `${item.id}#passive${k}:attack`;
    const reach = PASSIVE_ATTACK_REACH[`${item.id}#passive${k}`];
    if (!reach) throw new Error(`${where}: passive attack without an entry in PASSIVE_ATTACK_REACH`);
    if (p.attack.range || p.attack.targets || p.attack.area) throw new Error(`${where}: passive attack has its own range/targets; update passiveAttacks`);
    const a = {
      ...p.attack, mode: "", requiresEquip: true, thrown: false, onHit: [], extra: p.attack.extra ?? [],
      range: reach.range, targets: { count: 1, kind: "creature" },
    };
    out.push(convertAttack(a, where, { label: "被动", labelEn: "passive", action: "reaction", cost: 0, limit: limitOf(reach.limits, where) }));
  });
  return out;
}

/** Attacks a gear item makes on its user (raw water, raw meat) when consumed. */
function selfAttacks(item) {
  const out = [];
  item.uses.forEach((u, k) => {
    for (const e of u.effects.filter((x) => x.type === "selfAttack")) {
      const where = `${item.id}#use${k}`;
      const a = {
        mode: "", label: "食用后", labelEn: "when consumed", action: "tactic", cost: 0, requiresEquip: false, range: null,
        targets: { count: 1, kind: "creature" }, area: null, targetAttributes: e.targetAttributes, dice: e.dice, hits: 1,
        attackTypes: e.attackTypes, defenses: [], penetration: 0, damage: null, onHit: [], extra: [], limits: [],
      };
      const adjust = (sys) => { sys.targets.relation = "self"; };
      out.push(convertAttack(a, where, { label: "食用后", labelEn: "when consumed", adjust }));
    }
  });
  return out;
}

/**
 * An attack with no direct damage (fire-worm slime: the throw only sets the ground alight) is not rolled: the
 * pack keeps no attack for the throw. What the text does give — the burning ground's 3🅟 erosion attack to Might
 * on a creature starting its turn there or moving through it — is the structured attack, labelled as the ground's
 * (no ⚡, nothing consumed, one creature on the ground); the throw itself is worded in the description.
 */
function datasetAttacks(item) {
  return nameUnlabelled(item.attacks.map((a, k) => {
    const where = `${item.id}#${k}`;
    if (a.noDirectDamage && !a.dice) {
      const ground = GROUND_HAZARDS[where];
      if (!ground) throw new Error(`${where}: an attack with no direct damage needs its hazard in GROUND_HAZARDS`);
      const hazard = { ...a, ...ground.attack, mode: "", thrown: false, requiresEquip: false, consumes: { self: false, ammunition: null, charge: null }, range: null, area: null, targets: { count: 1, kind: "creature" }, onHit: [], limits: [] };
      const converted = convertAttack(hazard, where, { label: ground.label.zh, labelEn: ground.label.en, action: "tactic", cost: 0 });
      const on = (text, from, to) => { if (!text.includes(from)) throw new Error(`${where}: hazard words lack "${from}"`); return text.replace(from, to); };
      const zh = on(converted.words.zh, "对你周围1个生物", "对燃烧地面上的1个生物");
      const en = on(converted.words.en, "one creature around you", "one creature on the burning ground");
      return { ...converted, words: W(`${ground.throw.zh}${zh}`, `${ground.throw.en} ${en}`) };
    }
    return convertAttack(a, where);
  }));
}

/** Hazards left by an attack with no direct damage: the ground's own attack as its text gives it, and the throw's words. */
const GROUND_HAZARDS = {
  "fire-worm-slime#0": {
    label: W("燃烧地面", "burning ground"),
    attack: { dice: { base: 3, takeLower: null, takeHigher: null, divisor: null, bonusDice: null, kind: "points" }, targetAttributes: ["might"], attackTypes: ["erosion"], defenses: [] },
    throw: W("丢掷（1⚡战术，无需装备，消耗此物品）：丢向强壮×3步内一处位置，不造成直接伤害，点燃落点周围直径3步的圆形地面，持续燃烧5轮。",
      "Throw (1⚡ tactic, no equip needed, consumes this item): at a position within Might × 3 steps; no direct damage — it sets a circle 3 steps across around the point alight for 5 rounds."),
  },
};

/**
 * Builds `system` for one item.
 * @param {string[]} kinds the item's kinds (items-rules.mjs kindsFor)
 * @returns {{system: object, attacks: {zh: string, en: string}[], ammoRiders?: {zh: string, en: string}[]}} attack
 *   (and ammunition rider) words for the description
 */
export function buildSystem(item, type, kinds, itemReqs) {
  const base = { ...common(item), ...physical(item), kinds };
  if (type === "gear") {
    const attacks = [...datasetAttacks(item), ...selfAttacks(item)];
    const first = item.uses[0];
    const system = {
      ...base,
      uses: { value: 0, max: 0 },
      use: activationOf(first, `${item.id}#use0`),
      consumable: item.uses.some((u) => u.usedUp),
      becomes: item.uses.find((u) => u.becomes)?.becomes.itemId ?? "",
      attacks: attacks.map((a) => a.system),
    };
    return { system, attacks: attacks.map((a) => a.words) };
  }
  if (!["weapon", "protection", "accessory"].includes(type)) throw new Error(`${item.id}: unknown item type ${type}`);
  const attacks = [...datasetAttacks(item), ...useAttacks(item), ...passiveAttacks(item)];
  const words = attacks.map((a) => a.words);
  const system = { ...base, ...equippable(item, itemReqs), attacks: attacks.map((a) => a.system) };
  if (type !== "weapon") return { system, attacks: words };
  const weapon = weaponFields(item);
  return { system: { ...system, ...weapon.fields }, attacks: words, ammoRiders: weapon.ammoRiders };
}

/** Weapon-only fields (block, reload, charge, ammunition), with the ammunition rider words. */
function weaponFields(item) {
  const b = item.block;
  const ammo = ammunitionOf(item);
  const fields = {
    block: {
      modifier: b?.dice ?? 0,
      against: b?.against === "melee" ? "melee" : "any",
      canBlockRanged: !!b?.canBlockRanged,
      cannotBlockAlone: !!b?.cannotBlockWithoutOtherWeapon,
    },
    // The rounds loaded, by kind (src/actions/loaded-rounds.ts): none named, so a full weapon holds plain rounds.
    reload: { ...reloadOf(item.reload, `${item.id}.reload`), rounds: [] },
    charge: reloadOf(item.charge, `${item.id}.charge`),
    ammunition: ammo.system,
  };
  return { fields, ammoRiders: ammo.riders };
}

/** Ammunition effects when fired (weapon `ammunition`), with the rider words for the description. */
function ammunitionOf(item) {
  const a = item.ammunition;
  if (!a) return { system: { replaces: "", bonusDice: 0, addTypes: [], penetration: 0, extraDamage: [], riders: [] }, riders: [] };
  if (a.effectsZh.length) throw new Error(`${item.id}: ammunition text effects need a note in items-notes.mjs`);
  const riders = a.onHit.map((o) => {
    const w = onHitWords(o, `${item.id}.ammunition`);
    if (!w) throw new Error(`${item.id}: ammunition on-hit effect ${o.type} needs a note`);
    return w;
  });
  if (a.damage?.fixed) throw new Error(`${item.id}: fixed ammunition damage is not supported`);
  return {
    system: {
      replaces: a.replaces?.itemId ?? "",
      bonusDice: a.bonusDice ?? 0,
      addTypes: [...a.addAttackTypes],
      penetration: a.penetration ?? 0,
      extraDamage: extraDamageOf(a.damage),
      riders: riders.map(stored),
    },
    riders,
  };
}

