/**
 * What Foundry v14 adds that the system uses, declared locally: no v14 build of the types package is published, so
 * the project keeps the 13.346 types and declares each v14 addition here, naming the public page it follows. Only the
 * version seam (src/core/version/) reaches these; every declaration is optional where v13 lacks it.
 */

/**
 * v14's message modes, the keys of `CONFIG.ChatMessage.modes` (v13's roll modes publicroll/gmroll/blindroll/selfroll
 * renamed, plus in-character). Source: dnd5e #6958; SR5-FoundryVTT PR 1916.
 */
export type ChatMessageMode = "public" | "gm" | "blind" | "self" | "ic";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /**
     * The chat selector's mode on v14; `core.rollMode` no longer follows the selector (it reads back null and logs a
     * deprecation warning). Source: dnd5e #6958; wintersleepAI/swnr PR 231; Foundry_WoD20 #1395.
     */
    "core.messageMode": ChatMessageMode;
  }
}
