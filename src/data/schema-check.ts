/**
 * Reads a schema's own fields (no copy of them) to check plain data and to build defaults. It relies only on the
 * properties Foundry's field instances expose (`fields`, `element`, `integer`, `min`, `max`, `choices`, `nullable`,
 * `required`, `blank`, `initial`), so the same walker runs on the real fields in Foundry and on a recording double in
 * Node. No Foundry globals here.
 */
import { isRecord } from "../rules/guards.ts";

/** What the walker reads from a field instance. */
export interface FieldLike {
  fields?: Record<string, FieldLike>;
  element?: FieldLike;
  integer?: boolean;
  min?: number;
  max?: number;
  /** An array of ids, an `{id: label}` record, or a function returning either (read by `choiceIds`). */
  choices?: unknown;
  nullable?: boolean;
  required?: boolean;
  blank?: boolean;
  initial?: unknown;
  /** Our own limits (chat card fields, src/chat/card-fields.ts), also kept in `options` by Foundry's fields. */
  maxLength?: number;
  maxItems?: number;
  /** Foundry's fields keep every option given, known or not, here. */
  options?: unknown;
}

/** A limit set as a property or (on Foundry's fields, which keep unknown options there) in `options`. */
function limitOf(field: FieldLike, key: "maxLength" | "maxItems"): number | undefined {
  const options = field.options;
  const value = field[key] ?? (isRecord(options) ? options[key] : undefined);
  return typeof value === "number" ? value : undefined;
}

/** The kind of value a field holds, told apart by the properties only that kind of field has. */
export type FieldKind = "object" | "array" | "number" | "string" | "boolean";

/** A field's kind, with the inner fields of an object field and the element field of a list. */
export type FieldShape =
  | { kind: "object"; fields: Record<string, FieldLike> }
  | { kind: "array"; element: FieldLike }
  | { kind: "number" | "string" | "boolean" };

/** Which kind of value `field` holds, and its inner fields; throws on a field the walker does not know. */
export function fieldShape(field: FieldLike): FieldShape {
  if (field.fields && typeof field.fields === "object") return { kind: "object", fields: field.fields };
  if (field.element && typeof field.element === "object") return { kind: "array", element: field.element };
  if (typeof field.integer === "boolean") return { kind: "number" };
  if (typeof field.blank === "boolean") return { kind: "string" };
  if (typeof field.initial === "boolean") return { kind: "boolean" };
  throw new Error("schema-check: unsupported field (no fields, element, integer, blank or boolean initial)");
}

/** Which kind of value `field` holds; throws on a field the walker does not know. */
export function fieldKind(field: FieldLike): FieldKind {
  return fieldShape(field).kind;
}

/** The ids a choice field accepts (an array of ids, or the keys of an `{id: label}` record). */
export function choiceIds(field: FieldLike): string[] | undefined {
  const c = valueOrCall(field.choices);
  if (!c) return undefined;
  if (Array.isArray(c)) return c.map(String);
  return isRecord(c) ? Object.keys(c) : undefined;
}

/** `value`, or what it returns when it is a function (Foundry lets `choices` and `initial` be either). */
function valueOrCall(value: unknown): unknown {
  return typeof value === "function" ? value() : value;
}

/** The value a new document stores for `field` (a fresh object or list each call). */
export function fieldDefault(field: FieldLike): unknown {
  const shape = fieldShape(field);
  if (shape.kind === "object") return objectDefault(shape.fields);
  const initial = valueOrCall(field.initial);
  if (Array.isArray(initial)) return [...initial];
  return initial === undefined ? null : initial;
}

/** The value a new document stores for an object of `fields` (field name → field). */
export function objectDefault(fields: Record<string, FieldLike>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldDefault(v)]));
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

function checkList(field: FieldLike, element: FieldLike, list: readonly unknown[], path: string, out: string[]): void {
  const maxItems = limitOf(field, "maxItems");
  if (maxItems !== undefined && list.length > maxItems) out.push(`${path}: more than ${maxItems} entries`);
  else list.forEach((v, i) => checkField(element, v, `${path}[${i}]`, out));
}

function checkObject(fields: Record<string, FieldLike>, rec: Record<string, unknown>, path: string, out: string[]): void {
  for (const [key, sub] of Object.entries(fields)) checkField(sub, rec[key], path ? `${path}.${key}` : key, out);
}

/** Checks a non-null `value` of a field of `kind`: its type first (one message), then the field's own limits. */
function checkValue(field: FieldLike, shape: FieldShape, value: unknown, path: string, out: string[]): void {
  switch (shape.kind) {
    case "number":
      if (typeof value === "number" && Number.isFinite(value)) checkNumber(field, value, path, out);
      else out.push(`${path}: must be a number`);
      return;
    case "string":
      if (typeof value === "string") checkString(field, value, path, out);
      else out.push(`${path}: must be a string`);
      return;
    case "boolean":
      if (typeof value !== "boolean") out.push(`${path}: must be true or false`);
      return;
    case "array":
      if (Array.isArray(value)) checkList(field, shape.element, value, path, out);
      else out.push(`${path}: must be a list`);
      return;
    case "object":
      if (isRecord(value)) checkObject(shape.fields, value, path, out);
      else out.push(`${path}: must be an object`);
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
  const shape = fieldShape(field);
  const { kind } = shape;
  // Null is a value of any nullable field (e.g. an attack card's undecided defense); a non-nullable object or list
  // reports its expected type below.
  if (value === null && (field.nullable || kind === "number" || kind === "string")) {
    if (!field.nullable) out.push(`${path}: must not be null`);
    return;
  }
  checkValue(field, shape, value, path, out);
}

/** Checks a model's whole `system` against its schema (field name → field). */
export function checkSchema(schema: Record<string, FieldLike>, value: unknown, out: string[]): void {
  checkField({ fields: schema }, value, "", out);
}
