/**
 * Rules that span several fields of an item's or actor's `system` (what single fields cannot say): distinct choice
 * lists, coherent attacks and roll modifiers, counters within their capacity. Pure: the models' `validateJoint` and the
 * pure validator both call these.
 */
import { isRecord } from "../rules/guards.ts";
import type { ActorType, ItemType } from "./types.ts";

type Rec = Record<string, unknown>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Reports repeated entries of a choice list. */
function noDuplicates(value: unknown, path: string, out: string[]): void {
  const seen = new Set<unknown>();
  for (const v of list(value)) {
    if (seen.has(v)) out.push(`${path}: "${String(v)}" is listed twice`);
    seen.add(v);
  }
}

function attackProblems(attacks: unknown, out: string[], complete: boolean): void {
  for (const [i, a] of list(attacks).entries()) {
    if (!isRecord(a)) continue;
    const p = `attacks[${i}]`;
    const usesWeapon = !complete || (typeof a.weapon === "string" && a.weapon !== "");
    if (!usesWeapon && Array.isArray(a.types) && a.types.length === 0) out.push(`${p}.types: missing required field (at least one attack type)`);
    if (!usesWeapon && Array.isArray(a.targetAttributes) && a.targetAttributes.length === 0) {
      out.push(`${p}.targetAttributes: missing required field (at least one attribute)`);
    }
    for (const key of ["types", "defenses", "targetAttributes"]) noDuplicates(a[key], `${p}.${key}`, out);
    if (isRecord(a.dice)) noDuplicates(a.dice.pools, `${p}.dice.pools`, out);
    const r = a.range;
    if (isRecord(r) && r.kind === "steps") {
      if (r.max === null && r.maxAttribute === "") out.push(`${p}.range.max: missing required field (a step range needs a maximum)`);
      if (typeof r.min === "number" && typeof r.max === "number" && r.min >= r.max) {
        out.push(`${p}.range.min: ${r.min} must be below the maximum ${r.max}`);
      }
    }
    if (isRecord(a.consumes) && typeof a.consumes.ammunitionMax === "number" && typeof a.consumes.ammunition === "number"
      && a.consumes.ammunitionMax > 0 && a.consumes.ammunitionMax < a.consumes.ammunition) {
      out.push(`${p}.consumes.ammunitionMax: must be 0 or at least consumes.ammunition`);
    }
  }
}

function rollModifierProblems(mods: unknown, out: string[]): void {
  for (const [i, m] of list(mods).entries()) {
    if (!isRecord(m)) continue;
    const p = `rollModifiers[${i}]`;
    if (m.mode !== "" && m.roll !== "attack") out.push(`${p}.mode: only attack rolls have a mode (roll is "${String(m.roll)}")`);
    if (m.weaponKind !== "" && m.roll !== "attack" && m.roll !== "block") {
      out.push(`${p}.weaponKind: only attack and block rolls use a weapon (roll is "${String(m.roll)}")`);
    }
    if (m.style !== "" && m.roll !== "cast") out.push(`${p}.style: only casting rolls have an ability style (roll is "${String(m.roll)}")`);
    if (m.perEquipped === true && m.weaponKind === "") out.push(`${p}.perEquipped: needs a weaponKind to count`);
  }
}

function counterProblems(s: Rec, out: string[]): void {
  for (const key of ["reload", "charge"]) {
    const r = s[key];
    if (isRecord(r) && typeof r.value === "number" && typeof r.capacity === "number" && r.value > r.capacity) {
      out.push(`${key}.value: ${r.value} is above the capacity ${r.capacity}`);
    }
  }
  const uses = s.uses;
  if (isRecord(uses) && typeof uses.value === "number" && typeof uses.max === "number" && uses.max > 0 && uses.value > uses.max) {
    out.push(`uses.value: ${uses.value} is above uses.max ${uses.max}`);
  }
  const intensify = s.intensify;
  if (isRecord(intensify) && typeof intensify.maxSteps === "number" && typeof intensify.steps === "number"
    && intensify.steps > intensify.maxSteps) {
    out.push(`intensify.steps: ${intensify.steps} is above intensify.maxSteps ${intensify.maxSteps}`);
  }
}

/**
 * Problems of an item's `system` that span fields. `complete` (content, not documents) also requires ≥ 1 kind and, on
 * attacks that bring their own dice, ≥ 1 attack type and target attribute.
 */
export function itemJointProblems(type: ItemType, system: unknown, complete: boolean): string[] {
  const out: string[] = [];
  if (!isRecord(system)) return out;
  if (type !== "ability" && type !== "feature") {
    if (complete && Array.isArray(system.kinds) && system.kinds.length === 0) out.push("kinds: missing required field (at least one kind)");
    noDuplicates(system.kinds, "kinds", out);
  }
  attackProblems(system.attacks, out, complete);
  rollModifierProblems(system.rollModifiers, out);
  counterProblems(system, out);
  for (const key of ["styles", "immune", "invalidAttributes", "specialKinds"]) noDuplicates(system[key], key, out);
  return out;
}

/** Problems of an actor's `system` that span fields (both types: an immunity listed twice). */
export function actorJointProblems(_type: ActorType, system: unknown): string[] {
  const out: string[] = [];
  if (isRecord(system)) noDuplicates(system.immune, "immune", out);
  return out;
}
