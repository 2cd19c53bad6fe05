/**
 * Which parts of a sheet to re-render after a document update (pure). Each part names the data paths it shows; an
 * update re-renders only the parts that show a changed path. A change no part claims re-renders everything (safe).
 */

/** Data paths (dotted prefixes) each part depends on; `"*"` = re-render on every change. */
export type PartDependencies = Record<string, readonly string[] | "*">;

/** Every dotted leaf path of an (expanded or flat) update object, without `_id`. */
export function changedPaths(changes: object, prefix = ""): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (key === "_id" || key === "_stats") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length) out.push(...changedPaths(value, path));
    else out.push(path);
  }
  return out;
}

const covers = (dep: string, path: string): boolean => path === dep || path.startsWith(`${dep}.`) || dep.startsWith(`${path}.`);

/**
 * The parts to re-render for `changes`, or null for "all of them". A part is picked when one of its dependencies is a
 * prefix of a changed path (or the other way round); a changed path that no part claims means null.
 */
export function partsForChange(changes: object, deps: PartDependencies): string[] | null {
  const paths = changedPaths(changes);
  if (!paths.length) return null;
  const picked = new Set<string>();
  for (const path of paths) {
    let claimed = false;
    for (const [part, list] of Object.entries(deps)) {
      if (list === "*") {
        picked.add(part);
        continue;
      }
      if (list.some((dep) => covers(dep, path))) {
        picked.add(part);
        claimed = true;
      }
    }
    if (!claimed) return null;
  }
  return [...picked];
}
