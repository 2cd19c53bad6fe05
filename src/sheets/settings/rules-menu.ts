/**
 * The world's optional rules in one window (Game Settings → Configure Settings → Meshal Lite → Optional rules),
 * grouped by chapter, seed rules apart from the newer edition's variants. Saving writes the switches that changed, all
 * at once; once they have arrived, every client re-prepares its actors and re-renders what shows the rules, once
 * (core/rule-refresh.ts).
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { templatePath } from "../base/templates.ts";
import { ruleChanges, rulesMenuView } from "./rules-menu-view.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export class OptionalRulesMenu extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "meshal-optional-rules",
    tag: "form",
    classes: ["meshal", "meshal-rules-menu"],
    window: { title: "MESHAL.RulesMenu.title", icon: "fa-solid fa-book-open", contentClasses: ["standard-form"] },
    position: { width: 600 },
    form: { handler: OptionalRulesMenu.#save, closeOnSubmit: true },
  };

  static override PARTS = {
    rules: { template: templatePath("settings/optional-rules.hbs"), scrollable: [""] },
    footer: { template: templatePath("shared/form-footer.hbs") },
  };

  protected override async _prepareContext(): Promise<object> {
    return {
      chapters: rulesMenuView(optionalRule),
      buttons: [{ type: "submit", icon: "fa-solid fa-floppy-disk", label: "MESHAL.RulesMenu.save", disabled: false }],
    };
  }

  static async #save(this: OptionalRulesMenu, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
    await Promise.all(ruleChanges(formData.object, optionalRule).map(([id, value]) => game.settings.set(SYSTEM_ID, id, value)));
  }
}

/** Registers the menu's button in the system's settings (called in `init`). */
export function registerRulesMenu(): void {
  game.settings.registerMenu(SYSTEM_ID, "optionalRules", {
    name: "MESHAL.RulesMenu.name",
    label: "MESHAL.RulesMenu.label",
    hint: "MESHAL.RulesMenu.hint",
    icon: "fa-solid fa-book-open",
    type: OptionalRulesMenu,
    restricted: true,
  });
}
