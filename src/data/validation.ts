/**
 * Validator for item and actor `system` data, read from the schemas themselves (schemas.ts) plus the joint rules.
 * No Foundry globals of its own: in Node, install a field double as `foundry.data.fields` (the tests' recorder) first.
 * Stable API: `validateItemSystem(type, system): string[]` — an empty list means valid.
 */
import { attackField } from "./fields/attack.ts";
import { actorJointProblems, itemJointProblems } from "./joint-rules.ts";
import { checkSchema, fieldDefault, type FieldLike } from "./schema-check.ts";
import { ACTOR_SCHEMAS, ITEM_SCHEMAS } from "./schemas.ts";
import { ACTOR_TYPES, ITEM_TYPES, type ActorType, type ItemType } from "./types.ts";

type Schema = Record<string, FieldLike>;
const built = new Map<string, Schema>();

/** A sub-type's schema (field name → field), built once. */
function schemaOf(document: "Actor" | "Item", type: ActorType | ItemType): Schema {
  const key = `${document}.${type}`;
  let schema = built.get(key);
  if (!schema) {
    const define = document === "Actor" ? ACTOR_SCHEMAS[type as ActorType] : ITEM_SCHEMAS[type as ItemType];
    // fvtt-types' field classes do not match the structural FieldLike view (the recording double does); same fields.
    schema = define() as unknown as Schema;
    built.set(key, schema);
  }
  return schema;
}

/** Options of the validators. */
export interface ValidateOptions {
  /**
   * Default true: also require content to be complete (≥ 1 kind, attack types and target attributes). Documents pass
   * false so a freshly created blank item or attack can be saved and filled in later.
   */
  complete?: boolean;
}

const rooted = (problems: string[]) => problems.map((m) => (m.startsWith(": ") ? `system${m}` : m));

/**
 * Lists every problem of an item's `system` data: unknown choice, out of bounds, non-integer where an integer
 * is required, missing required field, wrong type, plus the joint rules. `[]` = valid. With the default
 * `{complete: true}` it also requires content to be complete (what compendium content must satisfy).
 * Paths are relative to `system` (e.g. `attacks[0].dice.divisor: must be an integer (got 1.5)`).
 */
export function validateItemSystem(type: string, system: unknown, options: ValidateOptions = {}): string[] {
  if (!(ITEM_TYPES as readonly string[]).includes(type)) return [`type: unknown item type "${type}"`];
  const itemType = type as ItemType;
  const out: string[] = [];
  checkSchema(schemaOf("Item", itemType), system, out);
  out.push(...itemJointProblems(itemType, system, options.complete ?? true));
  return rooted(out);
}

/** Lists every problem of an actor's stored `system` data (same rules as {@link validateItemSystem}). */
export function validateActorSystem(type: string, system: unknown): string[] {
  if (!(ACTOR_TYPES as readonly string[]).includes(type)) return [`type: unknown actor type "${type}"`];
  const actorType = type as ActorType;
  const out: string[] = [];
  checkSchema(schemaOf("Actor", actorType), system, out);
  out.push(...actorJointProblems(actorType, system));
  return rooted(out);
}

/** A complete default `system` for an item type (what a new item stores); spread content over it. */
export function defaultItemSystem(type: ItemType): Record<string, unknown> {
  return fieldDefault({ fields: schemaOf("Item", type) }) as Record<string, unknown>;
}

/** A complete default `system` for an actor type. */
export function defaultActorSystem(type: ActorType): Record<string, unknown> {
  return fieldDefault({ fields: schemaOf("Actor", type) }) as Record<string, unknown>;
}

/** A complete default attack (what a new entry of `attacks[]` holds); spread content over it. */
export function defaultAttack(): Record<string, unknown> {
  return fieldDefault(attackField() as unknown as FieldLike) as Record<string, unknown>; // FieldLike: as in schemaOf
}
