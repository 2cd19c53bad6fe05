export const SYSTEM_ID = "meshal-lite";

declare global {
  interface SettingConfig {
    "meshal-lite.schemaVersion": number;
  }
}

/** World settings. Later issues add the optional rules (meshal-lite.md §1, "Optional rules"). */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "schemaVersion", {
    name: "MESHAL.Setting.schemaVersion.name",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}
