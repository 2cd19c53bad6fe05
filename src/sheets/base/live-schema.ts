/** The live schema of a document's system model, as the sheets' field views and list edits read it. */
import type { SystemSchema } from "../view/schema-fields.ts";

/** `document.system.schema.fields`: the model's own field instances (the schema Foundry validates against). */
export function liveSchema(document: { system: unknown }): SystemSchema {
  // The model's schema getter is typed per sub-type; the walkers need only the field properties (FieldLike).
  return (document.system as { schema: { fields: SystemSchema } }).schema.fields;
}
