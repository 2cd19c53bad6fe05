/**
 * Success accounting for the world migration (no Foundry globals). A document update that a `_preUpdate` handler
 * cancels resolves to `undefined` without throwing, so "did not throw" is not "migrated": a write counts only when it
 * resolves to the updated document.
 */

/** Failed writes, by the name of what failed. The schema version is stored only while this stays empty. */
export type Failures = string[];

/** Did an update resolve to something that was really written? (`undefined`/`null`/`false` and `[]` were not.) */
export function wasApplied(result: unknown): boolean {
  if (Array.isArray(result)) return result.length > 0;
  return result !== undefined && result !== null && result !== false;
}

/**
 * Runs one migration write. A throw, or a result that `wasApplied` rejects, adds `label` to `failures`. Never throws.
 * Resolves to whether the write went through.
 */
export async function attemptWrite(label: string, write: () => Promise<unknown>, failures: Failures): Promise<boolean> {
  try {
    if (wasApplied(await write())) return true;
    console.error(`meshal-lite | migration of ${label} was refused (the update was cancelled)`);
  } catch (err) {
    console.error(`meshal-lite | migration failed for ${label}`, err);
  }
  failures.push(label);
  return false;
}
