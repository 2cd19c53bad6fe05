/**
 * Sheet registration: every Actor and Item type gets its Meshal sheet as the default, the shared partials are
 * loaded, the optional-rules menu joins the settings (and the open sheets re-render after a rule changes, a new
 * day starts on the world clock or an advancement window opens or closes), and the hotbar learns to make roll macros from item rows and attack buttons.
 */
import { rerenderOnRuleChange } from "../core/rule-refresh.ts";
import { MeshalActorSheet } from "./base/actor-sheet.ts";
import { MeshalItemSheet } from "./base/item-sheet.ts";
import { SHEET_PARTIALS, templatePath } from "./base/templates.ts";
import { registerHotbar } from "./base/hotbar.ts";
import { SHEET_REGISTRY } from "./registry.ts";
import { registerRulesMenu } from "./settings/rules-menu.ts";
import { registerPartyRestButton } from "./party-rest/button.ts";
import { registerDayRefresh } from "./day-refresh.ts";
import { registerAdvanceRefresh } from "./advance-refresh.ts";

const SYSTEM_ID = "meshal-lite";

/** Registers the sheets (called in `init`). */
export function registerSheets(): void {
  const { Actors, Items } = foundry.documents.collections;
  for (const entry of SHEET_REGISTRY.actors) {
    Actors.registerSheet(SYSTEM_ID, entry.sheet, { types: [...entry.types], makeDefault: true, label: entry.label });
  }
  for (const entry of SHEET_REGISTRY.items) {
    Items.registerSheet(SYSTEM_ID, entry.sheet, { types: [...entry.types], makeDefault: true, label: entry.label });
  }
  const partials = Object.fromEntries(Object.entries(SHEET_PARTIALS).map(([name, path]) => [name, templatePath(path)]));
  void foundry.applications.handlebars.loadTemplates(partials);
  registerHotbar();
  registerRulesMenu();
  rerenderOnRuleChange((app) => app instanceof MeshalActorSheet || app instanceof MeshalItemSheet);
  registerPartyRestButton();
  registerDayRefresh();
  registerAdvanceRefresh();
}
