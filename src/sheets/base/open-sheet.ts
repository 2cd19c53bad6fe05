/** Opening a document's sheet from a sheet's controls. */
import { isRecord } from "../../rules/guards.ts";

/** A sheet that renders with an options object (every ApplicationV2 sheet). */
interface RenderableSheet {
  render(options: object): unknown;
}

/** Whether `value` is a sheet with a `render` method (a document may have none, e.g. in a bare test stage). */
function isRenderableSheet(value: unknown): value is RenderableSheet {
  return isRecord(value) && typeof value.render === "function";
}

/** Opens a document's sheet, optionally in a given mode (our sheets read `mode` from the render options). */
export function openSheet(document: { sheet?: unknown } | null | undefined, mode?: string): void {
  const sheet = document?.sheet;
  if (isRenderableSheet(sheet)) void sheet.render({ force: true, ...(mode ? { mode } : {}) });
}
