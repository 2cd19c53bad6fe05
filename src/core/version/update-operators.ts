/**
 * How an update deletes or replaces a key. v13 writes it in the key: `{"-=name": null}` deletes `name`,
 * `{"==name": value}` replaces it instead of merging into it. v14 writes it in the value, `{name: _del}` and
 * `{name: _replace(value)}`, and logs a deprecation warning for the old keys until v16 removes them (draw-steel
 * PR 1747; fvtt-system-rqg #890; dnd5e 5.3 `Item5e#deleteActivity`). A dotted path keeps its place: v13 marks its
 * last segment (`a.b.-=c`), v14 names it unchanged (`a.b.c`).
 */
import { onV14 } from "./release.ts";

/** One key and value of an update. */
export type UpdateEntry = [key: string, value: unknown];

/** `path` split before its last segment: `["a.b.", "c"]`. */
function splitLast(path: string): [string, string] {
  const at = path.lastIndexOf(".");
  return [path.slice(0, at + 1), path.slice(at + 1)];
}

/** The update entry that deletes the key at `path`, in the running version's form. */
export function deletionEntry(path: string): UpdateEntry {
  // `_del` is a global from 14.356 on; an earlier v14 build still reads the old key (with its warning).
  if (onV14() && globalThis._del) return [path, globalThis._del];
  const [head, key] = splitLast(path);
  return [`${head}-=${key}`, null];
}

/** The update entry that replaces the value at `path` with `value` outright, in the running version's form. */
export function replacementEntry(path: string, value: unknown): UpdateEntry {
  if (onV14() && globalThis._replace) return [path, globalThis._replace(value)];
  const [head, key] = splitLast(path);
  return [`${head}==${key}`, value];
}
