import { OPTIONAL_RULE_IDS, type OptionalRuleId } from "./optional-rules.ts";
import { scheduleRuleRefresh } from "./rule-refresh.ts";

export const SYSTEM_ID = "meshal-lite";

/** One boolean world setting per optional rule. */
type OptionalRuleSettings = { [K in OptionalRuleId as `meshal-lite.${K}`]: boolean };

declare global {
  interface SettingConfig extends OptionalRuleSettings {
    "meshal-lite.schemaVersion": number;
    "meshal-lite.claimedAdvantages": number;
  }
}

/**
 * World settings: the stored schema version, the cap on a player's claimed advantages, and one switch per optional rule (all off by default). The switches are
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
  game.settings.register(SYSTEM_ID, "claimedAdvantages", {
    name: "MESHAL.Setting.claimedAdvantages.name",
    hint: "MESHAL.Setting.claimedAdvantages.hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 0, max: CLAIMED_ADVANTAGES_MAX, step: 1 },
    default: CLAIMED_ADVANTAGES_DEFAULT,
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

/** The most situational advantages a player may claim on an attack the GM makes (the default, and the setting's bound). */
export const CLAIMED_ADVANTAGES_DEFAULT = 3;
export const CLAIMED_ADVANTAGES_MAX = 20;

/** The world's cap on a player's claimed advantages, a whole number 0–20 whatever is stored (not a number: the default). */
export function claimedAdvantageCap(): number {
  const value: unknown = game.settings.get(SYSTEM_ID, "claimedAdvantages");
  return typeof value === "number" && Number.isFinite(value) ? Math.min(CLAIMED_ADVANTAGES_MAX, Math.max(0, Math.trunc(value))) : CLAIMED_ADVANTAGES_DEFAULT;
}

/** Is an optional rule's world setting on? (The same on every client: GM-side decisions may read it.) */
export function optionalRule(id: OptionalRuleId): boolean {
  return game.settings.get(SYSTEM_ID, id) === true;
}
