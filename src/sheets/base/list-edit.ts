/**
 * Adding, removing and reordering entries of a list field (attacks, roll modifiers, slots, movement modes …), pure:
 * returns the update of the whole list, built from the stored data and the model's schema (a new entry is the
 * element field's own default).
 */
import { isRecord } from "../../rules/guards.ts";
import { fieldDefault, fieldShape } from "../../data/schema-check.ts";
import { fieldAt, type SystemSchema } from "../view/schema-fields.ts";
import { moveEntry } from "./submit.ts";

/** The value at a dotted path of plain data (numeric segments index into lists). */
export function valueAt(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split(".")) node = childAt(node, part);
  return node;
}

/** One step down: a list's entry at a numeric key, an object's property, or undefined. */
function childAt(node: unknown, key: string): unknown {
  if (Array.isArray(node)) return /^\d+$/.test(key) ? node[Number(key)] : undefined;
  return isRecord(node) ? node[key] : undefined;
}

/** One list operation. */
export type ListOp = { op: "add" } | { op: "remove"; index: number } | { op: "move"; index: number; delta: -1 | 1 };

/**
 * The new list at `path` of `system` after `op`, as an update `{"system.<path>": list}`, or null when the path is not a
 * list field of the schema (or the index is out of range).
 */
export function planListEdit(system: unknown, schema: SystemSchema, path: string, op: ListOp): Record<string, unknown[]> | null {
  const listField = fieldAt(schema, path);
  const current = valueAt(system, path);
  const shape = listField ? fieldShape(listField) : null;
  if (shape?.kind !== "array" || !Array.isArray(current)) return null;
  let next: unknown[];
  if (op.op === "add") next = [...current, fieldDefault(shape.element)];
  else if (op.index < 0 || op.index >= current.length) return null;
  else if (op.op === "remove") next = current.filter((_, i) => i !== op.index);
  else next = moveEntry(current, op.index, op.delta);
  return { [`system.${path}`]: next };
}
