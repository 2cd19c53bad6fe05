/**
 * Play / edit mode of every sheet (pure). Play mode shows derived values and roll buttons; edit mode shows the stored
 * values as inputs. Sheets open in play mode, except a document that was just created, which opens in edit mode.
 */

/** The two sheet modes. */
export const SHEET_MODES = { play: "play", edit: "edit" } as const;
export type SheetMode = (typeof SHEET_MODES)[keyof typeof SHEET_MODES];

/** What decides the mode a sheet opens in. */
export interface ModeInput {
  /** The current mode (undefined on the first render). */
  current?: SheetMode;
  /** A mode asked for by the caller (`sheet.render({mode})`). */
  requested?: unknown;
  /** May the user edit the document at all? */
  editable: boolean;
  /** Was the sheet opened right after the document was created? */
  justCreated: boolean;
}

/** Is `value` a sheet mode? */
export function isSheetMode(value: unknown): value is SheetMode {
  return value === SHEET_MODES.play || value === SHEET_MODES.edit;
}

/** The mode to render in: a non-editor is always in play mode; a requested mode wins; a new document starts in edit. */
export function resolveMode({ current, requested, editable, justCreated }: ModeInput): SheetMode {
  if (!editable) return SHEET_MODES.play;
  if (isSheetMode(requested)) return requested;
  if (justCreated) return SHEET_MODES.edit;
  return current ?? SHEET_MODES.play;
}

/** The other mode (what the lock button switches to). */
export function toggledMode(mode: SheetMode): SheetMode {
  return mode === SHEET_MODES.play ? SHEET_MODES.edit : SHEET_MODES.play;
}
