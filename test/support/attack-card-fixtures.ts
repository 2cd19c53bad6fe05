/**
 * Attack cards in each stage, built only through the card's own transitions (assignTargets, defendHit, resolveTarget,
 * recordApplication, recordUndo), and card readers with the rights and defenders a test needs. Shared by the view
 * tests and the preview.
 */
import type { ActingUser, AttackReader } from "../../src/combat/attack/card/attack-reader.ts";
import {
  assignTargets, defendHit, recordApplication, recordUndo, resolveTarget, targetFaces,
  type AttackState, type AttackTransition, type HitDefense,
} from "../../src/combat/attack/attack-state.ts";
import { planApplication } from "../../src/combat/attack/damage-record.ts";
import type { DefenderState } from "../../src/combat/attack/defense-options.ts";
import type { TargetLine } from "../../src/combat/attack/targets/targets.ts";
import type { AttributeDice } from "../../src/rules/index.ts";
import { langString, readLang, type Lang } from "./lang.ts";

export const ATTACKER = "Actor.linwei0000000001";
export const BRUTE = "Actor.brute00000000001";
export const WOLF = "Actor.wolf000000000001";

/** The state a transition moved to; throws with its reason key when it was refused. */
export function next(t: AttackTransition): AttackState {
  if (!t.ok) throw new Error(`attack fixture: ${t.reasonKey}`);
  return t.state;
}

/** A target line as target resolution makes it. */
export function line(name: string, actorUuid: string, more: Partial<TargetLine> = {}): TargetLine {
  return { tokenUuid: `Scene.s.Token.${name}`, actorUuid, name, distance: 2, range: "inRange", disadvantage: 0, ...more };
}

/** A defender as the defender reader makes it: 4 Might, 3 Energy, 2 Spirit, physical protection 1, 3⚡. */
export function defender(more: Partial<DefenderState> = {}): DefenderState {
  return {
    protection: { physical: 1, erosion: 0, occult: 0 }, immune: [], dice: { might: 4, energy: 3, spirit: 2 },
    modifiers: {}, mobility: 3, unconscious: false, ...more,
  };
}

/**
 * Lin Wei's spear thrust as the attack planner would start it: 2 hits of 4 dice (3 base + 1 advantage from
 * "Balanced grip"), physical, penetration 1, ×2 extra damage, block or dodge, to Might; 2⚡. Hit 1 rolls [1,2,5,6]
 * and hit 2 [2,3,4,1]: 3 points each. `more` changes the attack before the targets are assigned.
 */
export function rolledAttack(targets: TargetLine[] = [line("Grave Brute", BRUTE)], more: Partial<AttackState> = {}): AttackState {
  const state: AttackState = {
    attackerUuid: ATTACKER, attackerTokenUuid: "Scene.s.Token.lin", attackerName: "Lin Wei", itemName: "Hunting Spear", attackLabel: "Thrust",
    mode: "points", reach: { min: null, max: 2, ranged: false }, types: ["physical"], penetration: 1, allowed: ["block", "dodge"],
    attributes: ["might"], extra: [{ op: "mul", value: 2 }], baseDice: 3, advantage: 1, disadvantage: 0, sources: ["Balanced grip"],
    dice: 4, cost: 2, hits: [[1, 2, 5, 6], [2, 3, 4, 1]], extraFaces: [], targets: [], ...more,
  };
  return next(assignTargets(state, targets));
}

/** Hit 1 dodged with [1,4,6] (1 point). */
export const defended = (): AttackState => next(defendHit(rolledAttack(), 0, 0, { kind: "dodge", faces: [1, 4, 6] }));

/** Every undecided hit taken and the target resolved against `defender()` (penetration cancels its protection). */
export function resolved(state = defended(), d: DefenderState = defender()): AttackState {
  let s = state;
  s.targets[0]!.defenses.forEach((decision, i) => {
    if (!decision) s = next(defendHit(s, 0, i, { kind: "take", faces: [] }));
  });
  return next(resolveTarget(s, 0, d));
}

/** The resolved damage applied to the brute's dice (default 4 / 3 / 2: the damage empties Might, it falls unconscious). */
export function applied(state = resolved(), dice: AttributeDice = { might: 4, energy: 3, spirit: 2 }, options: { wasUnconscious?: boolean; coupDeGrace?: boolean } = {}): AttackState {
  const t = state.targets[0]!;
  const plan = planApplication({
    damage: t.damage, targets: state.attributes, dice, hit: t.hit, wasUnconscious: options.wasUnconscious ?? false, coupDeGrace: options.coupDeGrace ?? false,
  });
  if (!plan.ok) throw new Error(`attack fixture: ${plan.code}`);
  return next(recordApplication(state, 0, plan.record));
}

/** The application undone. */
export const undone = (): AttackState => next(recordUndo(applied(), 0));

/** No target: rolled with nothing targeted. */
export const untargeted = (): AttackState => rolledAttack([]);

/**
 * A bow shot with the beyond-range rule: the wolf in range, the brute 2 disadvantages away (6 dice rolled, the brute
 * counts only the first 4 faces of the hit).
 */
export function beyondRange(): AttackState {
  return rolledAttack(
    [line("Wolf", WOLF, { distance: 6 }), line("Grave Brute", BRUTE, { distance: 20, range: "beyond", disadvantage: 2 })],
    { itemName: "Hunting Bow", attackLabel: "", reach: { min: null, max: 10, ranged: true }, baseDice: 6, advantage: 0, sources: [], dice: 6, extra: [], hits: [[1, 2, 5, 6, 1, 1]] },
  );
}

/** Records `decision` on hit `hit` of target `target`. */
export const decide = (state: AttackState, target: number, hit: number, decision: HitDefense): AttackState => next(defendHit(state, target, hit, decision));

/** Faces of a hit as they count for a target (re-exported for the tests' expectations). */
export { targetFaces };

/** Who reads the card. */
export interface ReaderSetup {
  lang?: Lang;
  /** Actor UUIDs the reader owns (a GM owns everything). */
  owned?: readonly string[];
  isGM?: boolean;
  gmOnline?: boolean;
  /** Defenders the reader's client can read, by actor UUID. */
  defenders?: Record<string, DefenderState>;
  /** Who acts for each actor UUID, as the reader's client names them (absent = nobody known). */
  acting?: Record<string, ActingUser>;
}

/** A card reader as card-render.ts builds one, from plain settings. */
export function attackReader(setup: ReaderSetup = {}): AttackReader & { lang: Lang } {
  const lang = setup.lang ?? "en";
  const strings = readLang(lang);
  const owned = setup.owned ?? [];
  return {
    lang,
    localize: (key) => langString(strings, key) ?? key,
    owns: (uuid) => setup.isGM === true || owned.includes(uuid),
    isGM: setup.isGM ?? false,
    gmOnline: setup.gmOnline ?? true,
    defender: (uuid) => setup.defenders?.[uuid] ?? null,
    actingUser: (uuid) => setup.acting?.[uuid] ?? null,
  };
}
