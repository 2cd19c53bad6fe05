/**
 * The system's actor sheet on the flow stage, without rendering: `ActorSheetV2` is replaced by a base holding the
 * document, whose `isEditable` is core's rule (the viewer owns the document), so a flow can call the sheet's own
 * action handlers and drop handler as a click or a drop would. Rendering is another stage's job.
 */
import type { StageActor } from "../../stage/server-documents.ts";
import { flowStage } from "./world.ts";

type Rec = Record<string, unknown>;

/** Core's document sheet as far as the actions and drops read it. */
class StageActorSheetV2 {
  static DEFAULT_OPTIONS: Rec = {};
  readonly document: StageActor;
  constructor(options: { document: StageActor }) {
    this.document = options.document;
  }
  get actor(): StageActor {
    return this.document;
  }
  get isEditable(): boolean {
    return this.document.isOwner;
  }
  async render(): Promise<this> {
    return this;
  }
}

/** A sheet action handler as the sheet's `DEFAULT_OPTIONS.actions` holds it. */
type Action = (this: unknown, event: object, target: object) => unknown;

/** What the flows call on a sheet. */
export interface FlowSheet {
  actor: StageActor;
  isEditable: boolean;
  /** Runs `DEFAULT_OPTIONS.actions[name]` as a click on a control inside the row of `itemId` / the attribute `attribute`. */
  click(name: string, on: { itemId?: string; attribute?: string; attack?: number; data?: Record<string, string> }): Promise<unknown>;
  /** The sheet's drop handler for a dropped Item. */
  dropItem(item: object): Promise<unknown>;
}

/**
 * Loads the system's actor sheet class onto the stage (`"character"`: the character sheet, whose actions add to the
 * base sheet's); returns a maker of sheets for an actor.
 */
export async function loadActorSheet(kind: "base" | "character" = "base"): Promise<(actor: StageActor) => FlowSheet> {
  const g = globalThis as unknown as { foundry: { applications: { sheets: Rec } } };
  flowStage();
  g.foundry.applications.sheets.ActorSheetV2 = StageActorSheetV2;
  const { MeshalActorSheet } = await import("../../../src/sheets/base/actor-sheet.ts");
  const SheetClass = kind === "character" ? (await import("../../../src/sheets/character/character-sheet.ts")).CharacterSheet : MeshalActorSheet;
  // Cast: on the stage the sheet class extends StageActorSheetV2, whose constructor takes the document.
  const Sheet = SheetClass as unknown as new (options: { document: StageActor }) => FlowSheet & { _onDropItem(event: object, item: object): Promise<unknown> };
  // Core merges a subclass's actions over its parent's (DEFAULT_OPTIONS inheritance); the stage does it here.
  const actions = {
    ...(MeshalActorSheet.DEFAULT_OPTIONS as { actions: Record<string, Action> }).actions,
    ...(SheetClass.DEFAULT_OPTIONS as { actions: Record<string, Action> }).actions,
  };
  return (actor) => {
    const sheet = new Sheet({ document: actor });
    sheet.click = async (name, on) => {
      const data: Record<string, string> = { ...on.data };
      if (on.itemId) data.itemId = on.itemId;
      if (on.attribute) data.attribute = on.attribute;
      if (on.attack !== undefined) data.attack = String(on.attack);
      // A control inside the row: `closest` finds the row's data attributes, as in the rendered sheet.
      const target = { dataset: data, closest: () => ({ dataset: data }) };
      return actions[name]!.call(sheet, { type: "click", shiftKey: false }, target);
    };
    sheet.dropItem = (item) => sheet._onDropItem({ type: "drop" }, item);
    return sheet;
  };
}
