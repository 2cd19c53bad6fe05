/**
 * Attack and defense resolution (§6.1–6.3, §10.3 #4–5): protection by type, immunity, penetration, defense after
 * seeing the roll, complete defense, extra damage in the spec's order, multi-hit.
 */
import { countPoints, sumFaces } from "./dice.ts";
import { isOneOf } from "./guards.ts";
import {
  ATTACK_TYPES,
  DEFENSE_KINDS,
  type AttackType,
  type DefenseKind,
  type Protections,
  type RollMode,
} from "./types.ts";
import { assertFinite, assertIntegerAtLeast } from "./validate.ts";

/** One extra-damage modifier (§6.3). `addDice` rolls dice for points; its rolled faces are passed in. */
export type ExtraDamageOp =
  | { op: "mul"; k: number }
  | { op: "div"; k: number }
  | { op: "add"; n: number }
  | { op: "addDice"; dice?: number; faces?: readonly number[] }
  | { op: "sub"; n: number };

/** What protection needs to know about the defender. */
export interface DefenderProfile {
  protection: Protections;
  immune?: readonly AttackType[];
}

/**
 * Effective protection against an attack (§6.1): immune types dropped ('immune' if none are left), mixed types take
 * the lowest, a true type counts as 0, penetration lowers a positive protection but never below 0 and never touches
 * a protection ≤ 0. Penetration must be an integer ≥ 0; types non-empty and known (RangeError otherwise).
 */
export function effectiveProtection(
  defender: DefenderProfile,
  types: readonly AttackType[],
  penetration = 0,
): number | "immune" {
  assertIntegerAtLeast("effectiveProtection", "penetration", penetration, 0);
  if (types.length === 0) throw new RangeError("effectiveProtection: an attack needs at least one type");
  let lowest = Infinity;
  for (const type of types) {
    if (!isOneOf(ATTACK_TYPES, type)) {
      throw new RangeError(`effectiveProtection: unknown attack type "${String(type)}"`);
    }
    if (defender.immune?.includes(type)) continue;
    const p = type === "true" ? 0 : defender.protection[type];
    assertFinite("effectiveProtection", `protection.${type}`, p);
    lowest = Math.min(lowest, p);
  }
  if (lowest === Infinity) return "immune";
  return applyPenetration(lowest, penetration);
}

/** Penetration (§6.3): lowers a positive protection, never below 0; a protection ≤ 0 is left as it is. */
export function applyPenetration(protection: number, penetration: number): number {
  return protection > 0 ? Math.max(0, protection - penetration) : protection;
}

/** Dice that the `addDice` ops of a list roll together (for the caller's dice roller). */
export function extraDamageDice(ops: readonly ExtraDamageOp[]): number {
  let dice = 0;
  for (const e of ops) if (e.op === "addDice") dice += e.dice ?? e.faces?.length ?? 0;
  return dice;
}

/**
 * Damage of a hit from its remainder (§6.3, §10.3 #4): all ×/÷ first, then +N and +N🎲 (points of the given faces),
 * then −N; computed exactly, truncated once, never below 0. `k` must be a positive integer, `n` an integer ≥ 0;
 * an `addDice` op must carry its rolled faces (`extraFaces[i]` overrides the faces of the i-th addDice op).
 */
export function applyExtraDamage(
  remainder: number,
  ops: readonly ExtraDamageOp[],
  extraFaces?: readonly (readonly number[])[],
): number {
  let num = remainder;
  let den = 1;
  let add = 0;
  let sub = 0;
  let diceIndex = 0;
  for (const e of ops) {
    const kind = e.op;
    switch (kind) {
      case "mul":
        assertIntegerAtLeast("applyExtraDamage", "×k", e.k, 1);
        num *= e.k;
        break;
      case "div":
        assertIntegerAtLeast("applyExtraDamage", "÷k", e.k, 1);
        den *= e.k;
        break;
      case "add":
        assertIntegerAtLeast("applyExtraDamage", "+n", e.n, 0);
        add += e.n;
        break;
      case "sub":
        assertIntegerAtLeast("applyExtraDamage", "−n", e.n, 0);
        sub += e.n;
        break;
      case "addDice": {
        const faces = extraFaces?.[diceIndex] ?? e.faces;
        diceIndex++;
        if (!faces) throw new RangeError("applyExtraDamage: an addDice op needs its rolled faces");
        add += countPoints(faces);
        break;
      }
      default:
        throw new RangeError(`applyExtraDamage: unknown op "${String(kind)}"`);
    }
  }
  return Math.max(0, Math.trunc((num + (add - sub) * den) / den));
}

/** Full per-hit outcome, as in the worked examples. */
export interface HitResult {
  roll: number;
  /** The roll was 0: automatic miss, nothing else happens. */
  autoMiss: boolean;
  /** Every type of the attack is one the defender is immune to. */
  immune: boolean;
  /** null on an automatic miss or immunity. */
  effectiveProtection: number | null;
  /** roll − protection − defense roll; null on an automatic miss or immunity. */
  remainder: number | null;
  defended: boolean;
  hit: boolean;
  completeDefense: boolean;
  damage: number;
}

/** The parts of an attack that apply to every hit (§6.3 multi-hit). */
export interface AttackProfile {
  types: readonly AttackType[];
  penetration?: number;
  extraDamage?: readonly ExtraDamageOp[];
  /** Allowed defenses; none listed = undefendable. Omit to skip the check. */
  allowedDefenses?: readonly DefenseKind[];
  /** How the attack dice are read (newer content has face-sum attacks). Default points. */
  mode?: RollMode;
}

/** A declared defense: its kind and the defense roll's points. */
export interface DefenseRoll {
  kind: DefenseKind;
  roll: number;
}

/**
 * Resolves one hit from its attack roll (§6.1). `defense` is the defender's choice after seeing the roll (null =
 * none). Throws RangeError on a negative/fractional roll, a defense kind the attack does not allow, or bad ops.
 * A defense declared against an automatic miss or an immune target is ignored (nothing to defend).
 */
export function resolveHit(
  roll: number,
  attack: AttackProfile,
  defender: DefenderProfile,
  defense: DefenseRoll | null = null,
  extraFaces?: readonly (readonly number[])[],
): HitResult {
  assertIntegerAtLeast("resolveHit", "roll", roll, 0);
  if (defense) checkDefense(attack, defense);
  const miss = { defended: false, hit: false, completeDefense: false, damage: 0 };
  const protection = effectiveProtection(defender, attack.types, attack.penetration ?? 0);
  if (roll === 0) return { roll, autoMiss: true, immune: false, effectiveProtection: null, remainder: null, ...miss };
  if (protection === "immune") {
    return { roll, autoMiss: false, immune: true, effectiveProtection: null, remainder: null, ...miss };
  }
  const afterProtection = roll - protection;
  const defended = defense !== null;
  const remainder = afterProtection - (defense?.roll ?? 0);
  const completeDefense = defended && afterProtection > 0 && remainder <= 0;
  const hit = remainder > 0;
  const damage = hit ? applyExtraDamage(remainder, attack.extraDamage ?? [], extraFaces) : 0;
  return { roll, autoMiss: false, immune: false, effectiveProtection: protection, remainder, defended, hit, completeDefense, damage };
}

/** Faces rolled for one hit of a multi-hit attack. */
export interface HitFaces {
  faces: readonly number[];
  defense: { kind: DefenseKind; faces: readonly number[] } | null;
  /** Faces of this hit's +N🎲 rolls, one array per addDice op (else the op's own faces). */
  extraFaces?: readonly (readonly number[])[];
}

/** Resolves every hit of an attack from rolled faces (§6.3 multi-hit); damage is summed. */
export function resolveAttackHits(
  attack: AttackProfile,
  defender: DefenderProfile,
  hits: readonly HitFaces[],
): { hits: HitResult[]; totalDamage: number } {
  const results = hits.map((h) => {
    const roll = attack.mode === "faceSum" ? sumFaces(h.faces) : countPoints(h.faces);
    const defense = h.defense ? { kind: h.defense.kind, roll: countPoints(h.defense.faces) } : null;
    return resolveHit(roll, attack, defender, defense, h.extraFaces);
  });
  return { hits: results, totalDamage: results.reduce((sum, r) => sum + r.damage, 0) };
}

/** Why a creature cannot defend, or null if it can (§6.2). */
export function defenseBlocker(state: {
  allowed: readonly DefenseKind[];
  kind: DefenseKind;
  unconscious?: boolean;
  mobility: number;
  attackerPerceived?: boolean | undefined;
  fromBehindOrAbove?: boolean | undefined;
}): "notAllowed" | "unconscious" | "noMobility" | "unperceived" | "blindSector" | null {
  if (!state.allowed.includes(state.kind)) return "notAllowed";
  if (state.unconscious) return "unconscious";
  if (state.mobility < 1) return "noMobility";
  if (state.attackerPerceived === false) return "unperceived";
  if (state.fromBehindOrAbove) return "blindSector";
  return null;
}

function checkDefense(attack: AttackProfile, defense: DefenseRoll): void {
  if (!isOneOf(DEFENSE_KINDS, defense.kind)) {
    throw new RangeError(`resolveHit: unknown defense "${String(defense.kind)}"`);
  }
  if (attack.allowedDefenses && !attack.allowedDefenses.includes(defense.kind)) {
    throw new RangeError(`resolveHit: this attack cannot be defended with ${defense.kind}`);
  }
  assertIntegerAtLeast("resolveHit", "defense roll", defense.roll, 0);
}

/**
 * [N] Blocking uses the equipped weapon whose block modifier is best for the defender: the highest
 * advantage − disadvantage. Returns that weapon (first on ties), or null when none is given.
 */
export function bestBlockWeapon<T extends { advantage?: number; disadvantage?: number }>(weapons: readonly T[]): T | null {
  let best: T | null = null;
  let bestNet = -Infinity;
  for (const w of weapons) {
    const net = (w.advantage ?? 0) - (w.disadvantage ?? 0);
    if (Number.isNaN(net)) throw new RangeError("bestBlockWeapon: block modifiers must be numbers");
    if (net > bestNet) {
      best = w;
      bestNet = net;
    }
  }
  return best;
}
