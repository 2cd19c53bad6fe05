/**
 * The attackable object's sheet (§8.2): material, thickness and modifiers in edit mode; the durability bar, its
 * condition, protections and immunities in play mode; Repair when `objectRepair` is on (its dialog and roll live in
 * object-repair.ts, loaded on the click). The context comes from the pure `objectSheetView`, which the preview renders.
 */
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { loadLazily } from "../../core/lazy.ts";
import { MeshalActorSheet } from "../base/actor-sheet.ts";
import { templatePath } from "../base/templates.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { isActorType } from "../../documents/type-guards.ts";
import { objectSheetView, toggledModifiers } from "../view/object-sheet.ts";
import { OBJECT_PARTS } from "./object-parts.ts";
import { localization } from "../../core/i18n.ts";

/** The object sheet. */
export class ObjectSheet extends MeshalActorSheet {
  static override DEFAULT_OPTIONS: ActorSheetV2.DefaultOptions = {
    classes: ["meshal-object-sheet"],
    position: { width: 520, height: 560 },
    actions: { toggleModifier: ObjectSheet.#toggleModifier, repair: ObjectSheet.#repair },
  };

  static override PARTS = {
    header: { template: templatePath(OBJECT_PARTS.header) },
    body: { template: templatePath(OBJECT_PARTS.body), scrollable: [""] },
  };

  static override PART_DEPENDENCIES = { header: ["name", "img", "system"], body: ["system"] };

  /** A modifier box: the stored list with that modifier added or removed. */
  static async #toggleModifier(this: ObjectSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset["modifier"];
    if (!id || !this.isEditable || !isActorType(this.actor, "object")) return;
    const update: Record<string, unknown> = { system: { modifiers: toggledModifiers(this.actor._source.system.modifiers, id) } };
    await this.actor.update(update);
  }

  /** Repair (§8.2 [OPT]): the owner or the GM, with the rule on; the dialog's code is loaded on the click. */
  static async #repair(this: ObjectSheet): Promise<void> {
    if (!this.isEditable || !optionalRule("objectRepair")) return;
    await (await loadLazily(() => import("./object-repair.ts")))?.repairObjectActor(this.actor);
  }

  /** An object holds no items: a dropped item is not copied onto it. */
  protected override async _onDropItem(): Promise<null> {
    return null;
  }

  protected override async _prepareView(_options: ActorSheetV2.RenderOptions): Promise<Record<string, unknown>> {
    const actor = this.actor;
    if (!isActorType(actor, "object")) return {};
    const source = actor._source.system;
    const description = await foundry.applications.ux.TextEditor.implementation.enrichHTML(source.description, { relativeTo: actor });
    const view = objectSheetView({
      name: actor.name,
      img: actor.img,
      system: actor.system,
      storedDurability: source.durability.value,
      enrichedDescription: description,
      repairRule: optionalRule("objectRepair"),
      editable: this.isEditable,
    }, { localize: (key) => localization().localize(key) });
    return { ...view, descriptionSource: source.description, documentUuid: actor.uuid };
  }
}
