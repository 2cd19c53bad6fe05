/**
 * Edit mode's fields grouped into sections (pure), each shown as a collapsible block so a long item (a weapon with
 * attacks, reload, block and ammunition) fits the window with its sections closed.
 */
import type { Entry } from "./fields.ts";

/** Section ids in display order, with the top-level fields each one holds; unlisted fields go to `details`. */
const SECTION_FIELDS: readonly (readonly [string, readonly string[]])[] = [
  ["general", ["identifier", "source", "kind", "kinds", "scale", "quantity", "value", "carried", "specialKinds", "level", "attributeType"]],
  ["equipping", ["equipped", "equip", "set", "protection", "attributeMods", "statMods"]],
  ["attacks", ["attacks"]],
  ["weapon", ["block", "reload", "charge", "ammunition"]],
  ["modifiers", ["rollModifiers", "use"]],
];

/** One section: its id, lang key and fields. */
export interface FieldSection {
  id: string;
  labelKey: string;
  fields: Entry[];
}

const topName = (entry: Entry) => entry.name.replace(/^system\./, "").split(".")[0] ?? "";

/** The fields split into sections (empty sections left out), in the order of `SECTION_FIELDS`, then `details`. */
export function fieldSections(fields: readonly Entry[]): FieldSection[] {
  const sectionOf = new Map<string, string>(SECTION_FIELDS.flatMap(([id, names]) => names.map((n) => [n, id] as const)));
  const order = [...SECTION_FIELDS.map(([id]) => id), "details"];
  const sectionOfField = (f: Entry) => sectionOf.get(topName(f)) ?? "details";
  return order
    .map((id) => ({ id, labelKey: `MESHAL.ItemView.section.${id}`, fields: fields.filter((f) => sectionOfField(f) === id) }))
    .filter((section) => section.fields.length > 0);
}
