/**
 * Adding, removing and reordering entries of a list field (attacks, roll modifiers, slots, movement modes …), pure:
 * returns the update of the whole list, built from the stored data and the item spec.
 */
import { specDefault, type FieldSpec } from "../../data/spec.ts";
import { moveEntry } from "./submit.ts";

/** The spec at a dotted path inside `spec` (numeric segments step into list entries), or null. */
export function specAt(spec: FieldSpec, path: string): FieldSpec | null {
  let node: FieldSpec | undefined = spec;
  for (const part of path.split(".")) {
    if (!node) return null;
    if (/^\d+$/.test(part)) node = node.t === "arr" ? node.of : undefined;
    else node = node.t === "obj" ? node.fields[part] : undefined;
  }
  return node ?? null;
}

/** The value at a dotted path of plain data. */
export function valueAt(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/** One list operation. */
export type ListOp = { op: "add" } | { op: "remove"; index: number } | { op: "move"; index: number; delta: -1 | 1 };

/**
 * The new list at `path` of `system` after `op`, as an update `{"system.<path>": list}`, or null when the path is not a
 * list of the spec (or the index is out of range).
 */
export function planListEdit(system: unknown, spec: FieldSpec, path: string, op: ListOp): Record<string, unknown[]> | null {
  const listSpec = specAt(spec, path);
  const current = valueAt(system, path);
  if (!listSpec || listSpec.t !== "arr" || !Array.isArray(current)) return null;
  let next: unknown[];
  if (op.op === "add") next = [...current, specDefault(listSpec.of)];
  else if (op.index < 0 || op.index >= current.length) return null;
  else if (op.op === "remove") next = current.filter((_, i) => i !== op.index);
  else next = moveEntry(current, op.index, op.delta);
  return { [`system.${path}`]: next };
}
