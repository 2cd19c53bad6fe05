/**
 * Form field descriptors built from the pure field specs (src/data/item-specs.ts, the same tables as the schemas), so
 * every stored field gets an input of the right kind: choices as selects, numbers with the model's bounds, flags as
 * checkboxes, choice lists as multi-selects, free-string lists as one-per-line text, HTML as a rich-text editor.
 * Lists of objects (attacks, roll modifiers, slots …) become rows that can be added, removed and reordered.
 */
import { BOUNDS, choiceLabels } from "../../data/choices.ts";
import type { FieldSpec } from "../../data/spec.ts";

/** One input. `name` is the form name (`system.quantity`, `system.attacks.0.label`). */
export interface FieldView {
  kind: "number" | "select" | "checkbox" | "text" | "lines" | "multi" | "html";
  name: string;
  /** Stable id for `<label for>`. */
  id: string;
  labelKey: string;
  value: unknown;
  /** `lines`: the list joined with newlines. */
  text?: string;
  min?: number;
  max?: number;
  step?: number | "any";
  nullable?: boolean;
  options?: { value: string; labelKey: string; selected: boolean }[];
}

/** A list of objects: one block of fields per entry. */
export interface ListView {
  kind: "list";
  name: string;
  /** The array's path inside `system` (what add/remove/move act on). */
  path: string;
  labelKey: string;
  entries: { index: number; number: number; first: boolean; last: boolean; fields: Entry[] }[];
}

/** A group of fields (a nested object). */
export interface GroupView {
  kind: "group";
  name: string;
  labelKey: string;
  fields: Entry[];
}

export type Entry = FieldView | ListView | GroupView;

/** Where labels come from: `MESHAL.Item.<type>.FIELDS.<path>.label` (arrays add `element`), `base` for common fields. */
export interface LabelScope {
  prefix: string;
  basePrefix: string;
  baseFields: ReadonlySet<string>;
}

const idOf = (name: string) => `meshal-${name.replace(/[^A-Za-z0-9]+/g, "-")}`;

function labelKey(scope: LabelScope, labelPath: string[]): string {
  const first = labelPath[0] ?? "";
  const prefix = scope.baseFields.has(first) ? scope.basePrefix : scope.prefix;
  return `${prefix}.FIELDS.${labelPath.join(".")}.label`;
}

function options(choices: readonly string[], value: unknown, nullable: boolean): FieldView["options"] {
  const labels = choiceLabels(choices);
  const list = choices.map((c) => ({ value: c, labelKey: labels?.[c] ?? c, selected: Array.isArray(value) ? value.includes(c) : value === c }));
  return nullable ? [{ value: "", labelKey: "MESHAL.Sheet.none", selected: value === null }, ...list] : list;
}

/** Descriptors of the fields of `spec` (an object spec) with values from `value`, named under `name`. */
export function fieldViews(spec: FieldSpec, value: unknown, name: string, scope: LabelScope, labelPath: string[] = []): Entry[] {
  if (spec.t !== "obj") return [];
  const rec = (value ?? {}) as Record<string, unknown>;
  return Object.entries(spec.fields).map(([key, sub]) => entryOf(sub, rec[key], `${name}.${key}`, scope, [...labelPath, key]));
}

function entryOf(spec: FieldSpec, value: unknown, name: string, scope: LabelScope, labelPath: string[]): Entry {
  const base = { name, id: idOf(name), labelKey: labelKey(scope, labelPath) };
  switch (spec.t) {
    case "obj":
      return { kind: "group", name, labelKey: base.labelKey, fields: fieldViews(spec, value, name, scope, labelPath) };
    case "int":
    case "num": {
      const b = BOUNDS[spec.bound];
      return { ...base, kind: "number", value, min: b.min, max: b.max, step: spec.t === "int" ? 1 : "any", nullable: Boolean(spec.nullable) };
    }
    case "bool":
      return { ...base, kind: "checkbox", value: Boolean(value) };
    case "html":
      return { ...base, kind: "html", value: String(value ?? "") };
    case "str":
      if (spec.choices) return { ...base, kind: "select", value, options: options(spec.choices, value, Boolean(spec.nullable)) };
      return { ...base, kind: "text", value: String(value ?? "") };
    case "arr": {
      const list = Array.isArray(value) ? value : [];
      if (spec.of.t === "str" && spec.of.choices) return { ...base, kind: "multi", value: list, options: options(spec.of.choices, list, false) };
      if (spec.of.t === "str") return { ...base, kind: "lines", value: list, text: list.join("\n") };
      const of = spec.of;
      const path = name.replace(/^system\./, "");
      return {
        kind: "list", name, path, labelKey: base.labelKey,
        entries: list.map((entry, index) => ({
          index, number: index + 1, first: index === 0, last: index === list.length - 1,
          fields: of.t === "obj" ? fieldViews(of, entry, `${name}.${index}`, scope, [...labelPath, "element"]) : [],
        })),
      };
    }
  }
}
