/** Opening a document's sheet from a sheet's controls. */

/** A document with its sheet (an item, an Active Effect…): the configured ApplicationV2 or older Application, or null. */
type SheetDocument = Pick<Item.Implementation, "sheet">;

/**
 * Opens a document's sheet, forced, optionally in a given mode (the system's sheets read `mode` from the render
 * options). A sheet a module registers may still be an older Application (v13 keeps them): it renders with `true`.
 */
export function openSheet(document: SheetDocument | null | undefined, mode?: string): void {
  const sheet = document?.sheet;
  if (sheet instanceof foundry.applications.api.ApplicationV2) void sheet.render({ force: true, ...(mode ? { mode } : {}) });
  else void sheet?.render(true);
}
