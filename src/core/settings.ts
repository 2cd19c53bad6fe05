import { OPTIONAL_RULE_IDS, type OptionalRuleId } from "./optional-rules.ts";
import { scheduleRuleRefresh } from "./rule-refresh.ts";

export const SYSTEM_ID = "meshal-lite";

/** One boolean world setting per optional rule. */
type OptionalRuleSettings = { [K in OptionalRuleId as `meshal-lite.${K}`]: boolean };

declare global {
  interface SettingConfig extends OptionalRuleSettings {
    "meshal-lite.schemaVersion": number;
  }
}

/**
 * World settings: the stored schema version, and one switch per optional rule (all off by default). The switches are
 * kept out of the core settings list: the optional-rules menu (sheets/settings/rules-menu.ts) shows them by chapter.
 */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "schemaVersion", {
    name: "MESHAL.Setting.schemaVersion.name",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
  for (const id of OPTIONAL_RULE_IDS) {
    game.settings.register(SYSTEM_ID, id, {
      name: `MESHAL.OptionalRule.${id}.name`,
      hint: `MESHAL.OptionalRule.${id}.hint`,
      scope: "world",
      config: false,
      type: Boolean,
      default: false,
      requiresReload: false,
      onChange: scheduleRuleRefresh,
    });
  }
}

/** Is an optional rule's world setting on? (The same on every client: GM-side decisions may read it.) */
export function optionalRule(id: OptionalRuleId): boolean {
  return game.settings.get(SYSTEM_ID, id) === true;
}
