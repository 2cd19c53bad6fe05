/**
 * Form field descriptors built from the model's schema itself (see schema-fields.ts), so every stored field gets an
 * input of the right kind: choices as selects, numbers with the field's own bounds, flags as checkboxes, choice lists
 * as multi-selects, free-string lists as one-per-line text, HTML as a rich-text editor. Lists of objects (attacks,
 * roll modifiers, slots …) become rows that can be added, removed and reordered.
 */
import { isRecord } from "../../rules/guards.ts";
import { fieldKind, fieldShape, type FieldLike } from "../../data/schema-check.ts";
import { choiceLabelsOf, isHtmlField, rootField, type SystemSchema } from "./schema-fields.ts";

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

/**
 * Where labels come from: `<prefix>.FIELDS.<path>.label` (lists' entries under `element`), the prefix being the one of
 * the model's `LOCALIZATION_PREFIXES` that labels the top-level field (see src/data/item/labels.ts).
 */
export interface LabelScope {
  /** The lang prefix that labels the top-level field `name`. */
  prefixOf(name: string): string;
}

/** Actor fields labelled under `MESHAL.Actor.base` (both actor types have them); the rest under the type's prefix. */
export const ACTOR_BASE_LABELLED = ["protection", "immune", "mobility", "speed", "details", "life"] as const;

/** A scope where `baseFields` are labelled under `basePrefix` and every other field under `prefix` (the actors). */
export function baseAndTypeScope(basePrefix: string, baseFields: readonly string[], prefix: string): LabelScope {
  const base = new Set(baseFields);
  return { prefixOf: (name) => (base.has(name) ? basePrefix : prefix) };
}

const idOf = (name: string) => `meshal-${name.replace(/[^A-Za-z0-9]+/g, "-")}`;

function labelKey(scope: LabelScope, labelPath: string[]): string {
  return `${scope.prefixOf(labelPath[0] ?? "")}.FIELDS.${labelPath.join(".")}.label`;
}

function options(field: FieldLike, value: unknown, nullable: boolean): FieldView["options"] {
  const labels = choiceLabelsOf(field) ?? {};
  const list = Object.entries(labels).map(([c, key]) => ({ value: c, labelKey: key, selected: Array.isArray(value) ? value.includes(c) : value === c }));
  return nullable ? [{ value: "", labelKey: "MESHAL.Sheet.none", selected: value === null }, ...list] : list;
}

/** Descriptors of the fields of `schema` with values from `value`, named under `name` (e.g. `system`). */
export function fieldViews(schema: SystemSchema, value: unknown, name: string, scope: LabelScope): Entry[] {
  return objectViews(rootField(schema), value, name, scope, []);
}

function objectViews(field: FieldLike, value: unknown, name: string, scope: LabelScope, labelPath: string[]): Entry[] {
  const rec = isRecord(value) ? value : {};
  return Object.entries(field.fields ?? {}).map(([key, sub]) => entryOf(sub, rec[key], `${name}.${key}`, scope, [...labelPath, key]));
}

function entryOf(field: FieldLike, value: unknown, name: string, scope: LabelScope, labelPath: string[]): Entry {
  const base = { name, id: idOf(name), labelKey: labelKey(scope, labelPath) };
  const shape = fieldShape(field);
  switch (shape.kind) {
    case "object":
      return { kind: "group", name, labelKey: base.labelKey, fields: objectViews(field, value, name, scope, labelPath) };
    case "number":
      return { ...base, kind: "number", value, min: field.min, max: field.max, step: field.integer ? 1 : "any", nullable: Boolean(field.nullable) };
    case "boolean":
      return { ...base, kind: "checkbox", value: Boolean(value) };
    case "string":
      if (isHtmlField(field)) return { ...base, kind: "html", value: String(value ?? "") };
      if (field.choices) return { ...base, kind: "select", value, options: options(field, value, Boolean(field.nullable)) };
      return { ...base, kind: "text", value: String(value ?? "") };
    case "array": {
      const list = Array.isArray(value) ? value : [];
      const element = shape.element;
      const elementKind = fieldKind(element);
      if (elementKind === "string" && element.choices) return { ...base, kind: "multi", value: list, options: options(element, list, false) };
      if (elementKind === "string") return { ...base, kind: "lines", value: list, text: list.join("\n") };
      const path = name.replace(/^system\./, "");
      return {
        kind: "list", name, path, labelKey: base.labelKey,
        entries: list.map((entry, index) => ({
          index, number: index + 1, first: index === 0, last: index === list.length - 1,
          fields: elementKind === "object" ? objectViews(element, entry, `${name}.${index}`, scope, [...labelPath, "element"]) : [],
        })),
      };
    }
  }
}
