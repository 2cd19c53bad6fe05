/**
 * v14's deprecation warnings on the stage. v14 still accepts much of v13's API (`-=key` updates, `core.rollMode`,
 * `{rollMode}` options, `applyRollMode`, context-menu `name`/`condition`/`callback`) and logs a compatibility warning
 * for each use until v16 removes it. A fake that plays such a use on the v14 stage records the warning here, so a test
 * fails on it (`failOnDeprecations`, which every flow test registers) instead of passing on code v16 will break.
 *
 * Sources: https://foundryvtt.com/api/v14/functions/foundry.utils.logCompatibilityWarning.html (a warning naming the
 * version that removes the API); the deprecations each fake records are cited where the fake records them.
 */
import { afterEach } from "vitest";

const warnings: string[] = [];

/** Records a deprecation warning as v14's `logCompatibilityWarning` would log it. */
export function logDeprecation(message: string): void {
  warnings.push(message);
}

/** The deprecation warnings logged since the last call (and forgets them). */
export function takeDeprecations(): string[] {
  return warnings.splice(0);
}

/** Fails each test of the calling file that leaves a deprecation warning unread. */
export function failOnDeprecations(): void {
  afterEach(() => {
    const left = takeDeprecations();
    if (left.length) throw new Error(`v14 deprecation warnings during the test:\n${left.join("\n")}`);
  });
}
