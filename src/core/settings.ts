import { isOptionalRuleShown, OPTIONAL_RULE_IDS, type OptionalRuleId } from "./optional-rules.ts";

export const SYSTEM_ID = "meshal-lite";

/** One boolean world setting per optional rule. */
type OptionalRuleSettings = { [K in OptionalRuleId as `meshal-lite.${K}`]: boolean };

declare global {
  interface SettingConfig extends OptionalRuleSettings {
    "meshal-lite.schemaVersion": number;
  }
}

/** World settings: the stored schema version, and one switch per optional rule (all off by default). */
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
      config: isOptionalRuleShown(id),
      type: Boolean,
      default: false,
      requiresReload: false,
    });
  }
}
