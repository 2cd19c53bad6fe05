/**
 * Pure derivation of actor data (§3): attributes, protections, mobility, speed, senses, carrying, ability load,
 * potential and life state. No Foundry globals — the TypeDataModels call this from `prepareDerivedData`, and tests
 * and benchmarks call it directly. Every rule is delegated to src/rules.
 */
import {
  abilityLoad, attributeDice, bounded, boundedAttributeInput, CARRY_LIMITS, checkCarrying, clampInt, consciousness,
  DERIVED_BOUNDS, deriveAttribute, initiativeDice, modeSpeed, overloadedAttributes, postureSpeed, potentialSummary,
  senseRange, setBonuses, sizeLevel, unarmouredFerocityBonus,
  type AttackType, type AttributeId, type Consciousness, type DerivedAttribute, type PotentialLogEntry, type Posture,
  type Protections, type Size,
} from "../../rules/index.ts";
import type { DeriveItem, ItemContributions } from "./derive-items.ts";
import { collectItems } from "./derive-items.ts";

export type { DeriveItem } from "./derive-items.ts";

/** Stored attribute as the derivation needs it; `value` is `trained` (character) or `base` (NPC). */
export interface StoredAttribute {
  value: number;
  lost: number;
  /** Stored temporary modifier, after Active Effects were applied to it. */
  temp: number;
  invalid: boolean;
}

/** Everything derivation reads (after Active Effects were applied to the stored values). */
export interface ActorDeriveInput {
  kind: "character" | "npc";
  attributes: Record<AttributeId, StoredAttribute>;
  protection: Protections;
  immune: readonly AttackType[];
  mobilityMax: number;
  speedBonus: number;
  /** Stored death (§7.2 [DEC]): once dead, the dice no longer decide; only an explicit revival clears it. */
  dead?: boolean;
  /** Character only: potential granted and the spending log. */
  potential?: { total: number; log: readonly PotentialLogEntry[] };
  items: Iterable<DeriveItem>;
  /** [OPT] The posture (§9.4; `postureOf` already read the rule's switch). Default standing. */
  posture?: Posture;
}

/** One derived attribute: rules' DerivedAttribute plus ability load. */
export interface DerivedActorAttribute extends DerivedAttribute {
  load: number;
  loadOver: boolean;
}

/** Everything derivation produces. */
export interface ActorDerived {
  attributes: Record<AttributeId, DerivedActorAttribute>;
  protection: Protections;
  immune: AttackType[];
  mobilityMax: number;
  speed: number;
  movementModes: { mode: string; poor: boolean; speed: number }[];
  senses: { sense: string; poor: boolean; range: number }[];
  perceptionRange: number;
  size: Size | null;
  sizeLevel: number | null;
  /** Items carried per scale vs the seed caps; `capacityBonus` = items' carrying-capacity changes (newer load rule). */
  carried: {
    heavy: number; light: number; trivial: number; heavyMax: number; lightMax: number; capacityBonus: number; over: boolean;
  };
  load: Record<AttributeId, number>;
  overloaded: AttributeId[];
  consciousness: Consciousness;
  initiativeDice: number;
  /** [OPT] The posture (§9.4); speeds above are already divided by it. */
  posture: Posture;
  /** Character only. `granted` = stored total (species bonuses are added to it when chosen, not derived). */
  potential: { granted: number; strength: number; unspent: number; display: string; overspent: boolean } | null;
  /** Σ features' initial-potential changes, for the creation flow to offer (not added automatically). */
  initialPotentialBonus: number;
}

/** One attribute from its stored value and what items add (`loadOver` is set once every load is known). */
function deriveOneAttribute(
  input: ActorDeriveInput, c: ItemContributions, sets: Record<AttributeId, number>, load: Record<AttributeId, number>,
  id: AttributeId,
): DerivedActorAttribute {
  const s = input.attributes[id];
  // Bounded: an Active Effect of +10,000,000 must not make a rest roll ten million dice.
  // Fields copied one by one: spreading the bounded input into a new literal cost a fifth of the derivation.
  const b = boundedAttributeInput(s.value, c.featureMods[id], s.temp + c.equipMods[id] + sets[id], s.lost);
  const d = deriveAttribute({ trained: b.trained, featureMod: b.featureMod, tempMod: b.tempMod, lost: b.lost, invalid: s.invalid || c.invalid.has(id) });
  return { trained: d.trained, base: d.base, temp: d.temp, total: d.total, max: d.max, value: d.value, lost: d.lost, invalid: d.invalid, load: load[id], loadOver: false };
}

/** An attribute's base for the load rule; a void attribute has none. */
const baseDice = (a: DerivedActorAttribute): number | null => (a.invalid ? null : a.base);

/** Derives an actor's data from its stored values and items (see module doc). */
export function deriveActor(input: ActorDeriveInput): ActorDerived {
  const c = collectItems(input.items, input.kind === "npc");
  const load = abilityLoad(c.abilities);
  for (const [id, amount] of c.sustainExtra) load[id] += amount;
  const sets = setBonuses(c.setMembers);
  // One literal of the three ids (not a record filled key by key): every actor's attributes then share one shape.
  const attributes: Record<AttributeId, DerivedActorAttribute> = {
    might: deriveOneAttribute(input, c, sets, load, "might"),
    energy: deriveOneAttribute(input, c, sets, load, "energy"),
    spirit: deriveOneAttribute(input, c, sets, load, "spirit"),
  };
  const base: Record<AttributeId, number | null> = {
    might: baseDice(attributes.might), energy: baseDice(attributes.energy), spirit: baseDice(attributes.spirit),
  };
  const overloaded = overloadedAttributes(base, load);
  for (const id of overloaded) attributes[id].loadOver = true;

  const protection = deriveProtection(input.protection, c, attributes.might);
  const immune = [...input.immune];
  for (const t of c.immune) if (!immune.includes(t)) immune.push(t);

  const posture = input.posture ?? "standing";
  const speed = postureSpeed(bounded((c.speed ?? 0) + input.speedBonus + c.speedMod, DERIVED_BOUNDS.speed), posture);
  const movementModes = c.movementModes.map((m) => ({ mode: m.mode, poor: m.poor, speed: modeSpeed(speed, m.poor) }));
  const perceptionBase = bounded((c.perceptionRange ?? 0) * c.perceptionMultiplier, DERIVED_BOUNDS.range);
  const senses = c.senses.map((s) => ({ sense: s.sense, poor: s.poor, range: Math.trunc(senseRange(perceptionBase, s.poor)) }));

  const carriedCheck = checkCarrying(c.carried);
  const dice = attributeDice(attributes);
  let potential: ActorDerived["potential"] = null;
  if (input.potential) {
    // Fields copied one by one rather than spread into the literal (a generic copy, slow for every character).
    const p = potentialSummary(input.potential.total, input.potential.log);
    potential = { granted: input.potential.total, strength: p.strength, unspent: p.unspent, display: p.display, overspent: p.overspent };
  }
  return {
    attributes,
    protection,
    immune,
    mobilityMax: clampInt(input.mobilityMax + c.maxMobilityMod, 0, DERIVED_BOUNDS.mobility),
    speed,
    movementModes,
    senses,
    perceptionRange: perceptionBase,
    size: c.size,
    sizeLevel: c.size === null ? null : sizeLevel(c.size),
    carried: {
      heavy: c.carried.heavy,
      light: c.carried.light,
      trivial: c.carried.trivial,
      heavyMax: CARRY_LIMITS.heavy,
      lightMax: CARRY_LIMITS.light,
      capacityBonus: c.carryMod,
      over: !carriedCheck.withinLimits,
    },
    load,
    overloaded,
    consciousness: input.dead ? "dead" : consciousness(dice),
    initiativeDice: initiativeDice(dice.energy),
    posture,
    potential,
    initialPotentialBonus: c.initialPotential,
  };
}

/**
 * Stored protection plus the items' and Unarmoured Ferocity's, each bounded. Written per protection type (no key
 * list, no spread): this runs for every actor.
 */
function deriveProtection(stored: Protections, c: ItemContributions, might: DerivedActorAttribute): Protections {
  const items = c.protection;
  const ferocity = c.unarmouredFerocity
    ? unarmouredFerocityBonus({ mightTotal: might.invalid ? 0 : might.total, wearsProtectiveGear: c.wearsProtectiveGear })
    : 0;
  return {
    physical: bounded(stored.physical + items.physical + ferocity, DERIVED_BOUNDS.protection),
    erosion: bounded(stored.erosion + items.erosion + ferocity, DERIVED_BOUNDS.protection),
    occult: bounded(stored.occult + items.occult + ferocity, DERIVED_BOUNDS.protection),
  };
}
