/**
 * Reads a schema's own fields (no copy of them) to check plain data and to build defaults. It relies only on the
 * properties Foundry's field instances expose (`fields`, `element`, `integer`, `min`, `max`, `choices`, `nullable`,
 * `required`, `blank`, `initial`), so the same walker runs on the real fields in Foundry and on a recording double in
 * Node. No Foundry globals here.
 */

/** What the walker reads from a field instance. */
export interface FieldLike {
  fields?: Record<string, FieldLike>;
  element?: FieldLike;
  integer?: boolean;
  min?: number;
  max?: number;
  choices?: readonly string[] | Record<string, string> | (() => readonly string[] | Record<string, string>);
  nullable?: boolean;
  required?: boolean;
  blank?: boolean;
  initial?: unknown;
  /** Our own limits (chat card fields, src/chat/card-fields.ts), also kept in `options` by Foundry's fields. */
  maxLength?: number;
  maxItems?: number;
  options?: { maxLength?: number; maxItems?: number };
}

/** A limit set as a property or (on Foundry's fields, which keep unknown options there) in `options`. */
function limitOf(field: FieldLike, key: "maxLength" | "maxItems"): number | undefined {
  const value = field[key] ?? field.options?.[key];
  return typeof value === "number" ? value : undefined;
}

/** The kind of value a field holds, told apart by the properties only that kind of field has. */
export type FieldKind = "object" | "array" | "number" | "string" | "boolean";

/** Which kind of value `field` holds; throws on a field the walker does not know. */
export function fieldKind(field: FieldLike): FieldKind {
  if (field.fields && typeof field.fields === "object") return "object";
  if (field.element && typeof field.element === "object") return "array";
  if (typeof field.integer === "boolean") return "number";
  if (typeof field.blank === "boolean") return "string";
  if (typeof field.initial === "boolean") return "boolean";
  throw new Error("schema-check: unsupported field (no fields, element, integer, blank or boolean initial)");
}

/** The ids a choice field accepts (an array of ids, or the keys of an `{id: label}` record). */
export function choiceIds(field: FieldLike): string[] | undefined {
  const c = typeof field.choices === "function" ? field.choices() : field.choices;
  if (!c) return undefined;
  return Array.isArray(c) ? [...c] : Object.keys(c);
}

/** The value a new document stores for `field` (a fresh object or list each call). */
export function fieldDefault(field: FieldLike): unknown {
  if (fieldKind(field) === "object") {
    return Object.fromEntries(Object.entries(field.fields!).map(([k, v]) => [k, fieldDefault(v)]));
  }
  const initial = typeof field.initial === "function" ? (field.initial as () => unknown)() : field.initial;
  if (Array.isArray(initial)) return [...initial];
  return initial === undefined ? null : initial;
}

function checkNumber(field: FieldLike, value: number, path: string, out: string[]): void {
  if (field.integer && !Number.isInteger(value)) out.push(`${path}: must be an integer (got ${value})`);
  if (field.min !== undefined && value < field.min) out.push(`${path}: ${value} is below the minimum ${field.min}`);
  if (field.max !== undefined && value > field.max) out.push(`${path}: ${value} is above the maximum ${field.max}`);
}

function checkString(field: FieldLike, value: string, path: string, out: string[]): void {
  const choices = choiceIds(field);
  if (choices && !choices.includes(value)) {
    out.push(`${path}: unknown choice "${value.slice(0, 40)}" (allowed: ${choices.filter((c) => c !== "").join(", ")})`);
  } else if (value === "" && field.blank === false) out.push(`${path}: must not be empty`);
  const maxLength = limitOf(field, "maxLength");
  if (maxLength !== undefined && value.length > maxLength) out.push(`${path}: longer than ${maxLength} characters`);
}

/** One message when `value` is not of `kind` (null is handled by the caller). */
function wrongType(kind: FieldKind, value: unknown): string | null {
  switch (kind) {
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : "must be a number";
    case "string":
      return typeof value === "string" ? null : "must be a string";
    case "boolean":
      return typeof value === "boolean" ? null : "must be true or false";
    case "array":
      return Array.isArray(value) ? null : "must be a list";
    case "object":
      return value !== null && typeof value === "object" && !Array.isArray(value) ? null : "must be an object";
  }
}

/**
 * Checks `value` against `field`; pushes one message per problem into `out`, each starting with the path. A missing
 * key of a required field is a problem ("missing required field"); unknown extra keys are ignored.
 */
export function checkField(field: FieldLike, value: unknown, path: string, out: string[]): void {
  if (value === undefined) {
    if (field.required !== false) out.push(`${path}: missing required field`);
    return;
  }
  const kind = fieldKind(field);
  // A nullable field of any kind accepts null (e.g. a nullable SchemaField: "no object here").
  if (value === null && (field.nullable === true || kind === "number" || kind === "string")) {
    if (!field.nullable) out.push(`${path}: must not be null`);
    return;
  }
  const problem = wrongType(kind, value);
  if (problem) {
    out.push(`${path}: ${problem}`);
    return;
  }
  if (kind === "number") checkNumber(field, value as number, path, out);
  else if (kind === "string") checkString(field, value as string, path, out);
  else if (kind === "array") {
    const list = value as unknown[];
    const maxItems = limitOf(field, "maxItems");
    if (maxItems !== undefined && list.length > maxItems) out.push(`${path}: more than ${maxItems} entries`);
    else list.forEach((v, i) => checkField(field.element!, v, `${path}[${i}]`, out));
  }
  else if (kind === "object") {
    const rec = value as Record<string, unknown>;
    for (const [key, sub] of Object.entries(field.fields!)) checkField(sub, rec[key], path ? `${path}.${key}` : key, out);
  }
}

/** Checks a model's whole `system` against its schema (field name → field). */
export function checkSchema(schema: Record<string, FieldLike>, value: unknown, out: string[]): void {
  checkField({ fields: schema }, value, "", out);
}
