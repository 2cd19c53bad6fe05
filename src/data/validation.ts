/**
 * Pure validator for item and actor `system` data (no Foundry globals: plain Node tests import it).
 * Built from the same choice/bound tables as the TypeDataModel schemas (choices.ts via item-specs.ts).
 * Stable API: `validateItemSystem(type, system): string[]` — an empty list means valid.
 */
import { ITEM_TYPES, type ItemType } from "./types.ts";
import { ITEM_SPECS, defaultAttack, defaultItemSystem } from "./item-specs.ts";
import { ACTOR_SPECS, defaultActorSystem } from "./actor-specs.ts";

export { defaultAttack, defaultItemSystem, defaultActorSystem };
import { checkSpec } from "./spec.ts";

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Reports repeated entries of a choice list. */
function noDuplicates(value: unknown, path: string, out: string[]): void {
  const seen = new Set<unknown>();
  for (const v of list(value)) {
    if (seen.has(v)) out.push(`${path}: "${String(v)}" is listed twice`);
    seen.add(v);
  }
}

/** Options of the validators. */
export interface ValidateOptions {
  /**
   * Default true: also require content to be complete (≥ 1 kind, attack types and target attributes). Documents pass
   * false so a freshly created blank item or attack can be saved and filled in later.
   */
  complete?: boolean;
}

/** Checks that go beyond single fields: non-empty kinds, attack coherence, counters within capacity. */
function crossChecks(type: ItemType, s: Rec, out: string[], complete: boolean): void {
  if (type !== "ability" && type !== "feature") {
    if (complete && Array.isArray(s.kinds) && s.kinds.length === 0) out.push("kinds: missing required field (at least one kind)");
    noDuplicates(s.kinds, "kinds", out);
  }
  for (const [i, a] of list(s.attacks).entries()) {
    if (!isRec(a)) continue;
    const p = `attacks[${i}]`;
    const usesWeapon = !complete || (typeof a.weapon === "string" && a.weapon !== "");
    if (!usesWeapon && Array.isArray(a.types) && a.types.length === 0) out.push(`${p}.types: missing required field (at least one attack type)`);
    if (!usesWeapon && Array.isArray(a.targetAttributes) && a.targetAttributes.length === 0) {
      out.push(`${p}.targetAttributes: missing required field (at least one attribute)`);
    }
    for (const key of ["types", "defenses", "targetAttributes"]) noDuplicates(a[key], `${p}.${key}`, out);
    if (isRec(a.dice)) noDuplicates(a.dice.pools, `${p}.dice.pools`, out);
    const r = a.range;
    if (isRec(r) && r.kind === "steps") {
      if (r.max === null && r.maxAttribute === "") out.push(`${p}.range.max: missing required field (a step range needs a maximum)`);
      if (typeof r.min === "number" && typeof r.max === "number" && r.min >= r.max) {
        out.push(`${p}.range.min: ${r.min} must be below the maximum ${r.max}`);
      }
    }
    if (isRec(a.consumes) && typeof a.consumes.ammunitionMax === "number" && typeof a.consumes.ammunition === "number"
      && a.consumes.ammunitionMax > 0 && a.consumes.ammunitionMax < a.consumes.ammunition) {
      out.push(`${p}.consumes.ammunitionMax: must be 0 or at least consumes.ammunition`);
    }
  }
  for (const [i, m] of list(s.rollModifiers).entries()) {
    if (!isRec(m)) continue;
    const p = `rollModifiers[${i}]`;
    if (m.mode !== "" && m.roll !== "attack") out.push(`${p}.mode: only attack rolls have a mode (roll is "${String(m.roll)}")`);
    if (m.weaponKind !== "" && m.roll !== "attack" && m.roll !== "block") {
      out.push(`${p}.weaponKind: only attack and block rolls use a weapon (roll is "${String(m.roll)}")`);
    }
    if (m.style !== "" && m.roll !== "cast") out.push(`${p}.style: only casting rolls have an ability style (roll is "${String(m.roll)}")`);
    if (m.perEquipped === true && m.weaponKind === "") out.push(`${p}.perEquipped: needs a weaponKind to count`);
  }
  for (const key of ["reload", "charge"]) {
    const r = s[key];
    if (isRec(r) && typeof r.value === "number" && typeof r.capacity === "number" && r.value > r.capacity) {
      out.push(`${key}.value: ${r.value} is above the capacity ${r.capacity}`);
    }
  }
  const uses = s.uses;
  if (isRec(uses) && typeof uses.value === "number" && typeof uses.max === "number" && uses.max > 0 && uses.value > uses.max) {
    out.push(`uses.value: ${uses.value} is above uses.max ${uses.max}`);
  }
  const intensify = s.intensify;
  if (isRec(intensify) && typeof intensify.maxSteps === "number" && typeof intensify.steps === "number"
    && intensify.steps > intensify.maxSteps) {
    out.push(`intensify.steps: ${intensify.steps} is above intensify.maxSteps ${intensify.maxSteps}`);
  }
  for (const key of ["styles", "immune", "invalidAttributes", "specialKinds"]) noDuplicates(s[key], key, out);
}

/**
 * Lists every problem of an item's `system` data: unknown choice, out of bounds, non-integer where an integer
 * is required, missing required field, wrong type, plus cross-field checks. `[]` = valid. With the default
 * `{complete: true}` it also requires content to be complete (what compendium content must satisfy).
 * Paths are relative to `system` (e.g. `attacks[0].dice.divisor: must be an integer (got 1.5)`).
 */
export function validateItemSystem(type: string, system: unknown, options: ValidateOptions = {}): string[] {
  if (!(ITEM_TYPES as readonly string[]).includes(type)) return [`type: unknown item type "${type}"`];
  const itemType = type as ItemType;
  const out: string[] = [];
  checkSpec(ITEM_SPECS[itemType], system, "", out);
  if (isRec(system)) crossChecks(itemType, system, out, options.complete ?? true);
  return out.map((m) => (m.startsWith(": ") ? `system${m}` : m));
}

/** Lists every problem of an actor's stored `system` data (same rules as {@link validateItemSystem}). */
export function validateActorSystem(type: string, system: unknown): string[] {
  if (type !== "character" && type !== "npc") return [`type: unknown actor type "${type}"`];
  const out: string[] = [];
  checkSpec(ACTOR_SPECS[type], system, "", out);
  if (isRec(system)) noDuplicates(system.immune, "immune", out);
  return out.map((m) => (m.startsWith(": ") ? `system${m}` : m));
}
