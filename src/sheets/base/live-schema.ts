/** The live schema of a document's system model, as the sheets' field views and list edits read it. */
import type { SystemSchema } from "../view/schema-fields.ts";

/** `document.system.schema.fields`: the model's own field instances (the schema Foundry validates against). */
export function liveSchema(document: Actor.Implementation | Item.Implementation): SystemSchema {
  // cast: fvtt-types types each field's `options` with its own keys only, none of FieldLike's optional limits (TS2559)
  return document.system.schema.fields as SystemSchema;
}
