/**
 * The models' schemas built on the field recorder, as the sheets' view models receive them in Node (in Foundry they
 * get the live `document.system.schema.fields`). One build per type.
 */
import "./schema-env.ts";
import { ACTOR_SCHEMAS, ITEM_SCHEMAS } from "../../src/data/schemas.ts";
import type { ActorType, ItemType } from "../../src/data/types.ts";
import type { SystemSchema } from "../../src/sheets/view/schema-fields.ts";

const built = new Map<string, SystemSchema>();

function once(key: string, define: () => object): SystemSchema {
  let schema = built.get(key);
  if (!schema) built.set(key, (schema = define() as SystemSchema));
  return schema;
}

/** An item type's schema (field name → recorded field). */
export const itemSchema = (type: ItemType): SystemSchema => once(`Item.${type}`, ITEM_SCHEMAS[type]);

/** An actor type's schema. */
export const actorSchema = (type: ActorType): SystemSchema => once(`Actor.${type}`, ACTOR_SCHEMAS[type]);
