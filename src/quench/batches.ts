/** The in-world test batches (a separate chunk, see ./register.ts). Each batch deletes what it creates. */
import { checksBatch } from "./batch-checks.ts";
import { combatBatch } from "./batch-combat.ts";
import { migrationBatch } from "./batch-migration.ts";
import { packsBatch } from "./batch-packs.ts";
import { rollDialogBatch } from "./batch-roll-dialog.ts";
import { sheetsBatch } from "./batch-sheets.ts";
import { tokenBarBatch } from "./batch-token-bar.ts";
import type { Quench } from "./types.ts";

/** Registers every batch under the `meshal-lite.` key prefix Quench expects for a system. */
export function registerBatches(quench: Quench): void {
  quench.registerBatch("meshal-lite.packs", packsBatch, { displayName: "Meshal Lite: compendium documents" });
  quench.registerBatch("meshal-lite.roll-dialog", rollDialogBatch, { displayName: "Meshal Lite: roll dialog" });
  quench.registerBatch("meshal-lite.checks", checksBatch, { displayName: "Meshal Lite: checks and chat cards" });
  quench.registerBatch("meshal-lite.migration", migrationBatch, { displayName: "Meshal Lite: schema-1 migration" });
  quench.registerBatch("meshal-lite.token-bars", tokenBarBatch, { displayName: "Meshal Lite: token bar edits" });
  quench.registerBatch("meshal-lite.combat", combatBatch, { displayName: "Meshal Lite: scripted fight (initiative, ⚡, attack, defense, damage)" });
  quench.registerBatch("meshal-lite.sheets", sheetsBatch, { displayName: "Meshal Lite: sheets, drops, rolls and creation" });
}
