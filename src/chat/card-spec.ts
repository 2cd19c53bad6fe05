/**
 * A pure description of a chat card's stored state: bounded integers, choices, strings with a maximum length,
 * lists with a maximum size. The card's TypeDataModel schema (card-schema.ts) and the pure validator below are both
 * built from it, so what the model refuses and what Node tests check cannot drift apart. No Foundry globals.
 */

/** One field of a card's state. */
export type CardField =
  | { t: "int"; min: number; max: number; initial: number }
  | { t: "str"; maxLength: number; choices?: readonly string[]; nullable: boolean; blank: boolean; initial: string | null }
  | { t: "bool"; initial: boolean }
  | { t: "list"; of: CardField; maxItems: number }
  | { t: "obj"; fields: CardFields };

/** The fields of a card (or of one nested object), by name. */
export type CardFields = Record<string, CardField>;

/** Field builders; the last argument is the default. */
export const F = {
  int: (min: number, max: number, initial = min): CardField => ({ t: "int", min, max, initial }),
  /** Free text up to `maxLength` characters (may be empty). */
  text: (maxLength: number, initial = ""): CardField => ({ t: "str", maxLength, nullable: false, blank: true, initial }),
  /** Non-empty text up to `maxLength` characters, or null. */
  textOrNull: (maxLength: number): CardField => ({ t: "str", maxLength, nullable: true, blank: false, initial: null }),
  /** One of `choices`. */
  choice: (choices: readonly string[], initial = choices[0] ?? ""): CardField => ({
    t: "str", maxLength: Math.max(0, ...choices.map((c) => c.length)), choices, nullable: false, blank: false, initial,
  }),
  bool: (initial = false): CardField => ({ t: "bool", initial }),
  list: (of: CardField, maxItems: number): CardField => ({ t: "list", of, maxItems }),
  obj: (fields: CardFields): CardField => ({ t: "obj", fields }),
};

/** Length check shared by the schema's `validate` option and the pure validator. */
export function withinLength(maxLength: number, value: unknown): boolean {
  return typeof value !== "string" || value.length <= maxLength;
}

/** Size check shared by the schema's `validate` option and the pure validator. */
export function withinCount(maxItems: number, value: unknown): boolean {
  return !Array.isArray(value) || value.length <= maxItems;
}

/** Problems of one value against one field, pushed into `out` as "path: reason". */
function checkField(field: CardField, value: unknown, path: string, out: string[]): void {
  if (value === undefined) {
    out.push(`${path}: missing`);
    return;
  }
  switch (field.t) {
    case "int":
      if (typeof value !== "number" || !Number.isInteger(value)) out.push(`${path}: must be an integer`);
      else if (value < field.min || value > field.max) out.push(`${path}: ${value} is outside ${field.min}–${field.max}`);
      return;
    case "str":
      if (value === null) {
        if (!field.nullable) out.push(`${path}: must not be null`);
      } else if (typeof value !== "string") out.push(`${path}: must be text`);
      else if (field.choices && !field.choices.includes(value)) out.push(`${path}: unknown choice "${value.slice(0, 40)}"`);
      else if (!field.blank && value === "") out.push(`${path}: must not be empty`);
      else if (!withinLength(field.maxLength, value)) out.push(`${path}: longer than ${field.maxLength} characters`);
      return;
    case "bool":
      if (typeof value !== "boolean") out.push(`${path}: must be true or false`);
      return;
    case "list":
      if (!Array.isArray(value)) out.push(`${path}: must be a list`);
      else if (!withinCount(field.maxItems, value)) out.push(`${path}: more than ${field.maxItems} entries`);
      else value.forEach((v, i) => checkField(field.of, v, `${path}[${i}]`, out));
      return;
    case "obj":
      if (typeof value !== "object" || value === null || Array.isArray(value)) out.push(`${path}: must be an object`);
      else checkFields(field.fields, value as Record<string, unknown>, path, out);
      return;
  }
}

function checkFields(fields: CardFields, value: Record<string, unknown>, prefix: string, out: string[]): void {
  for (const [key, field] of Object.entries(fields)) checkField(field, value[key], prefix ? `${prefix}.${key}` : key, out);
}

/** Every problem of `value` against a card's fields (empty when it is valid). Unknown extra keys are ignored. */
export function cardProblems(fields: CardFields, value: unknown): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return ["the card state must be an object"];
  const out: string[] = [];
  checkFields(fields, value as Record<string, unknown>, "", out);
  return out;
}

/** `value` as the state type `S` when it satisfies the fields, otherwise `null`. */
export function readCardState<S>(fields: CardFields, value: unknown): S | null {
  // The fields describe S; a value with no problems has its shape.
  return cardProblems(fields, value).length === 0 ? (value as S) : null;
}
