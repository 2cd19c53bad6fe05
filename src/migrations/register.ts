import { SYSTEM_ID } from "../settings.ts";
import { CURRENT_SCHEMA_VERSION } from "./version.ts";

/** Runs on `ready`: the active GM brings stored data up to the current schema version. */
export async function runMigrations(): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const stored = game.settings.get(SYSTEM_ID, "schemaVersion");
  if (stored >= CURRENT_SCHEMA_VERSION) return;
  await game.settings.set(SYSTEM_ID, "schemaVersion", CURRENT_SCHEMA_VERSION);
}
