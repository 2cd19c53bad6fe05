/**
 * A tiny pure description of schema fields (mirrors the field builders in fields/helpers.ts) and a walker
 * that checks plain data against it. Used by validation.ts; a shape test compares it with the real schemas.
 */
import { BOUNDS, type BoundName } from "./choices.ts";

/** One field description. */
export type FieldSpec =
  | { t: "int" | "num"; bound: BoundName; nullable?: boolean; initial: number | null }
  | { t: "str"; choices?: readonly string[]; nullable?: boolean; blank?: boolean; initial: string | null }
  | { t: "bool"; initial: boolean }
  | { t: "html"; initial: string }
  | { t: "arr"; of: FieldSpec; initial: unknown[] }
  | { t: "obj"; fields: Record<string, FieldSpec> };

/** Spec builders, named like the schema field builders; the last argument is the default value. */
export const S = {
  int: (bound: BoundName, initial = 0): FieldSpec => ({ t: "int", bound, initial }),
  intOrNull: (bound: BoundName): FieldSpec => ({ t: "int", bound, nullable: true, initial: null }),
  num: (bound: BoundName, initial = 0): FieldSpec => ({ t: "num", bound, initial }),
  numOrNull: (bound: BoundName): FieldSpec => ({ t: "num", bound, nullable: true, initial: null }),
  choice: (choices: readonly string[], initial = choices[0] ?? ""): FieldSpec => ({
    t: "str", choices, blank: choices.includes(""), initial,
  }),
  choiceOrNull: (choices: readonly string[]): FieldSpec => ({ t: "str", choices, nullable: true, blank: false, initial: null }),
  choiceList: (choices: readonly string[]): FieldSpec => ({ t: "arr", of: { t: "str", choices, blank: false, initial: null }, initial: [] }),
  text: (initial = ""): FieldSpec => ({ t: "str", blank: true, initial }),
  textList: (): FieldSpec => ({ t: "arr", of: { t: "str", blank: false, initial: null }, initial: [] }),
  bool: (initial = false): FieldSpec => ({ t: "bool", initial }),
  html: (): FieldSpec => ({ t: "html", initial: "" }),
  arr: (of: FieldSpec): FieldSpec => ({ t: "arr", of, initial: [] }),
  obj: (fields: Record<string, FieldSpec>): FieldSpec => ({ t: "obj", fields }),
};

/** The default value a spec describes (what a new document stores). */
export function specDefault(spec: FieldSpec): unknown {
  if (spec.t === "obj") return Object.fromEntries(Object.entries(spec.fields).map(([k, v]) => [k, specDefault(v)]));
  if (spec.t === "arr") return [...spec.initial];
  return spec.initial;
}

/**
 * Checks `value` against `spec`; pushes one message per problem into `out`, each starting with the path.
 * A missing key is a problem ("missing required field"); unknown extra keys are ignored.
 */
export function checkSpec(spec: FieldSpec, value: unknown, path: string, out: string[]): void {
  if (value === undefined) {
    out.push(`${path}: missing required field`);
    return;
  }
  switch (spec.t) {
    case "int":
    case "num": {
      if (value === null) {
        if (!spec.nullable) out.push(`${path}: must not be null`);
        return;
      }
      if (typeof value !== "number" || !Number.isFinite(value)) {
        out.push(`${path}: must be a number`);
        return;
      }
      const b = BOUNDS[spec.bound];
      if (spec.t === "int" && !Number.isInteger(value)) out.push(`${path}: must be an integer (got ${value})`);
      if (b.min !== undefined && value < b.min) out.push(`${path}: ${value} is below the minimum ${b.min}`);
      if (b.max !== undefined && value > b.max) out.push(`${path}: ${value} is above the maximum ${b.max}`);
      return;
    }
    case "str": {
      if (value === null) {
        if (!spec.nullable) out.push(`${path}: must not be null`);
        return;
      }
      if (typeof value !== "string") {
        out.push(`${path}: must be a string`);
        return;
      }
      if (spec.choices && !spec.choices.includes(value)) {
        out.push(`${path}: unknown choice "${value}" (allowed: ${spec.choices.filter((c) => c !== "").join(", ")})`);
      } else if (value === "" && spec.blank === false) out.push(`${path}: must not be empty`);
      return;
    }
    case "bool":
      if (typeof value !== "boolean") out.push(`${path}: must be true or false`);
      return;
    case "html":
      if (typeof value !== "string") out.push(`${path}: must be a string of HTML`);
      return;
    case "arr": {
      if (!Array.isArray(value)) {
        out.push(`${path}: must be a list`);
        return;
      }
      value.forEach((v, i) => checkSpec(spec.of, v, `${path}[${i}]`, out));
      return;
    }
    case "obj": {
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        out.push(`${path}: must be an object`);
        return;
      }
      const rec = value as Record<string, unknown>;
      for (const [key, sub] of Object.entries(spec.fields)) checkSpec(sub, rec[key], path ? `${path}.${key}` : key, out);
      return;
    }
  }
}
