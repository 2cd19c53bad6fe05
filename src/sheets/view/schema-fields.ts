/**
 * What the sheets read from a model's schema: the field at a path, a choice field's labels, whether a string field is
 * HTML. The schema is the model's own (in Foundry the live `document.system.schema`; in Node the same definitions built
 * on the test field recorder), read through the same field properties as the validator (src/data/schema-check.ts).
 */
import { choiceIds, fieldKind, fieldShape, type FieldLike } from "../../data/schema-check.ts";
import { isRecord, stringOr } from "../../rules/guards.ts";

/** A model's schema: field name → field (what `defineSchema()` returns, or `SchemaField#fields`). */
export type SystemSchema = Readonly<Record<string, FieldLike>>;

/** The schema as one object field, the root the walkers start from. */
export const rootField = (schema: SystemSchema): FieldLike => ({ fields: schema });

/** The field at a dotted path inside `schema` (numeric segments step into list entries), or null. */
export function fieldAt(schema: SystemSchema, path: string): FieldLike | null {
  let node: FieldLike | undefined = rootField(schema);
  for (const part of path.split(".")) {
    if (!node) return null;
    node = /^\d+$/.test(part) ? node.element : node.fields?.[part];
  }
  return node ?? null;
}

/** `{id: lang key}` of a choice field (an id stands for itself when the field gives no label), or undefined. */
export function choiceLabelsOf(field: FieldLike): Record<string, string> | undefined {
  const ids = choiceIds(field);
  if (!ids) return undefined;
  const raw = typeof field.choices === "function" ? field.choices() : field.choices;
  const labels: Record<string, unknown> = isRecord(raw) ? raw : {};
  return Object.fromEntries(ids.map((id) => [id, stringOr(labels[id], id)]));
}

/** Is `field` a rich-text (HTML) field? Told by its class, which Foundry and the test recorder both provide. */
export function isHtmlField(field: FieldLike): boolean {
  const html = typeof foundry === "undefined" ? undefined : foundry.data?.fields?.HTMLField;
  return typeof html === "function" && field instanceof html;
}

/** Is `field` a list of free strings (one per line in a textarea)? */
export function isTextListField(field: FieldLike): boolean {
  const shape = fieldShape(field);
  return shape.kind === "array" && fieldKind(shape.element) === "string" && !choiceIds(shape.element);
}
