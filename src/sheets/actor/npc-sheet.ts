/**
 * The NPC sheet: one compact stat block (no tabs), rollable from top to bottom, editable in place in edit mode.
 * Its context comes from the pure `npcSheetView`, which the preview renders too.
 */
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;
import { MeshalActorSheet } from "../base/actor-sheet.ts";
import { liveSchema } from "../base/live-schema.ts";
import { templatePath } from "../base/templates.ts";
import { NPC_PARTS } from "../sheet-table.ts";
import { npcSheetView } from "../view/npc-sheet.ts";
import { sheetItems } from "../base/doc-data.ts";
import { fightUsesLeft } from "../../combat/ledger/fight-ledger.ts";
import { DEPRIVED_FLAG } from "../../documents/logic/rest.ts";
import { SYSTEM_ID } from "../../core/settings.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { clickPip, viewerMayClickPips } from "../../combat/tracker/mobility-pip.ts";
import { isActorType } from "../../documents/type-guards.ts";
import { localization } from "../../core/i18n.ts";

/** The NPC stat block. */
export class NpcSheet extends MeshalActorSheet {
  static override DEFAULT_OPTIONS: ActorSheetV2.DefaultOptions = {
    classes: ["meshal-npc-sheet"],
    position: { width: 560, height: 700 },
    actions: { adjustMobility: NpcSheet.#adjustMobility },
  };

  /** A ⚡ pip: the GM sets the value, the owner spends or restores one on its own turn (as in the tracker). */
  static async #adjustMobility(this: NpcSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!viewerMayClickPips(this.actor)) return;
    await clickPip(this.actor, Number(target.dataset["delta"]) < 0 ? "spend" : "restore", game.user?.isGM === true);
  }

  static override PARTS = {
    header: { template: templatePath(NPC_PARTS.header) },
    block: { template: templatePath(NPC_PARTS.block), scrollable: [""] },
  };

  static override PART_DEPENDENCIES = {
    header: ["name", "img", "system.strength", "system.mobility"],
    block: ["system"],
  };

  protected override async _prepareView(_options: ActorSheetV2.RenderOptions): Promise<Record<string, unknown>> {
    const actor = this.actor;
    // The sheet is registered for NPCs only; anything else is a registration fault.
    if (!isActorType(actor, "npc")) throw new Error(`NpcSheet: not an NPC: ${actor.type}`);
    const source = actor._source.system;
    const enrich = (html: string) => foundry.applications.ux.TextEditor.implementation.enrichHTML(html, { relativeTo: actor });
    const view = npcSheetView({
      name: actor.name,
      img: actor.img,
      system: actor.system,
      source,
      schema: liveSchema(actor),
      items: sheetItems(actor),
      effects: [...actor.allApplicableEffects()].map((e) => ({
        id: e.id ?? "", name: e.name, img: e.img, disabled: e.disabled, isSuppressed: e.isSuppressed, isTemporary: e.isTemporary,
        sourceName: e.parent === actor ? null : e.parent?.name ?? null,
        parentId: e.parent === actor ? null : e.parent?.id ?? null,
      })),
      enrichedLoot: await enrich(String(source.loot ?? "")),
      enrichedBiography: await enrich(source.details?.biography ?? ""),
      mobilityEditable: viewerMayClickPips(actor),
      deprived: actor.getFlag(SYSTEM_ID, DEPRIVED_FLAG),
      facing: optionalRule("facing"),
      usesLeft: (id) => {
        const item = actor.items.get(id);
        return item ? fightUsesLeft(actor, item) : null;
      },
    }, { localize: (key) => localization().localize(key) });
    return { ...view, documentUuid: actor.uuid };
  }
}
