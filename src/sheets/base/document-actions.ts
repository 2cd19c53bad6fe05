/**
 * The handlers of the actions every Meshal document sheet has (`DOCUMENT_SHEET_ACTIONS`): the mode lock, the portrait,
 * the Active Effects list and list-field rows. The actor and item sheets spread them into their own `actions`.
 */
import type { DocumentSheetAction } from "./actions.ts";
import * as effects from "./effects-actions.ts";
import { planListEdit, type ListOp } from "./list-edit.ts";
import { liveSchema } from "./live-schema.ts";
import { toggledMode, type SheetMode } from "./modes.ts";
import { editImage, showArtwork } from "./portrait.ts";

/** What the shared actions need from a sheet. */
export interface DocumentSheetHost extends effects.EffectHost {
  document: effects.EffectHost["document"] & {
    _source: { system?: unknown };
    system: unknown;
    img?: string | null;
    name: string;
    uuid: string;
    update(data: object): Promise<unknown>;
  };
  mode: SheetMode;
  render(options: { mode: SheetMode }): Promise<unknown>;
}

type Handler<S> = (this: S, event: PointerEvent, target: HTMLElement) => void | Promise<void>;

/** Runs a list operation named by the clicked control (`data-path`, `data-index`, `data-delta`). */
async function listEdit(sheet: DocumentSheetHost, target: HTMLElement, op: ListOp): Promise<void> {
  if (!sheet.isEditable) return;
  const path = target.closest<HTMLElement>("[data-path]")?.dataset.path ?? "";
  const update = planListEdit(sheet.document._source.system, liveSchema(sheet.document), path, op);
  if (update) await sheet.document.update(update);
}
const indexOf = (target: HTMLElement) => Number(target.closest<HTMLElement>("[data-index]")?.dataset.index);

/** The shared handlers, typed for the sheet class `S` that spreads them into its `actions`. */
export function documentSheetActions<S extends DocumentSheetHost>(): Record<DocumentSheetAction, Handler<S>> {
  return {
    toggleMode() {
      if (this.isEditable) void this.render({ mode: toggledMode(this.mode) });
    },
    editImage(_e, target) {
      if (this.isEditable) editImage(this.document, target);
    },
    showArtwork() {
      showArtwork(this.document);
    },
    createEffect(_e, target) {
      return effects.createEffect(this, target);
    },
    toggleEffect(_e, target) {
      return effects.toggleEffect(this, target);
    },
    editEffect(_e, target) {
      return effects.editEffect(this, target);
    },
    deleteEffect(_e, target) {
      return effects.deleteEffect(this, target);
    },
    addEntry(_e, target) {
      return listEdit(this, target, { op: "add" });
    },
    removeEntry(_e, target) {
      return listEdit(this, target, { op: "remove", index: indexOf(target) });
    },
    moveEntry(_e, target) {
      return listEdit(this, target, { op: "move", index: indexOf(target), delta: Number(target.dataset.delta) < 0 ? -1 : 1 });
    },
  };
}
