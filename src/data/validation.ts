/**
 * Validator for item and actor `system` data, read from the schemas themselves (schemas.ts) plus the joint rules.
 * No Foundry globals of its own: in Node, install a field double as `foundry.data.fields` (the tests' recorder) first.
 * Stable API: `validateItemSystem(type, system): string[]` — an empty list means valid.
 */
import { attackField } from "./fields/attack.ts";
import { actorJointProblems, itemJointProblems } from "./joint-rules.ts";
import { isOneOf } from "../rules/guards.ts";
import { checkSchema, objectDefault, type FieldLike } from "./schema-check.ts";
import { ACTOR_SCHEMAS, ITEM_SCHEMAS } from "./schemas.ts";
import { ACTOR_TYPES, ITEM_TYPES, type ActorType, type ItemType } from "./types.ts";

type Schema = Record<string, FieldLike>;
const built = new Map<string, Schema>();

/** The schema `define` builds (field name → field), built once per `key`. */
function builtOnce(key: string, define: () => Schema): Schema {
  let schema = built.get(key);
  if (!schema) {
    schema = define();
    built.set(key, schema);
  }
  return schema;
}

const itemSchemaOf = (type: ItemType): Schema => builtOnce(`Item.${type}`, ITEM_SCHEMAS[type]);
const actorSchemaOf = (type: ActorType): Schema => builtOnce(`Actor.${type}`, ACTOR_SCHEMAS[type]);

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
  if (!isOneOf(ITEM_TYPES, type)) return [`type: unknown item type "${type}"`];
  const out: string[] = [];
  checkSchema(itemSchemaOf(type), system, out);
  out.push(...itemJointProblems(type, system, options.complete ?? true));
  return rooted(out);
}

/** Lists every problem of an actor's stored `system` data (same rules as {@link validateItemSystem}). */
export function validateActorSystem(type: string, system: unknown): string[] {
  if (!isOneOf(ACTOR_TYPES, type)) return [`type: unknown actor type "${type}"`];
  const out: string[] = [];
  checkSchema(actorSchemaOf(type), system, out);
  out.push(...actorJointProblems(type, system));
  return rooted(out);
}

/** A complete default `system` for an item type (what a new item stores); spread content over it. */
export function defaultItemSystem(type: ItemType): Record<string, unknown> {
  return objectDefault(itemSchemaOf(type));
}

/** A complete default `system` for an actor type. */
export function defaultActorSystem(type: ActorType): Record<string, unknown> {
  return objectDefault(actorSchemaOf(type));
}

/** A complete default attack (what a new entry of `attacks[]` holds); spread content over it. */
export function defaultAttack(): Record<string, unknown> {
  return objectDefault(attackField().fields);
}
