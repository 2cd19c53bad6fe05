/**
 * Sheet benchmark harness: builds a page's context through the view models and renders its parts with real
 * Handlebars, as a sheet render does. Register benches with `addSheetBench` (the character sheet adds its own).
 */
import { previewHandlebars } from "../test/preview/handlebars.ts";
import type { PreviewPage } from "../test/preview/pages.ts";
import { compilePage, renderBody } from "../test/preview/render.ts";
import { langLookup, readLang } from "../test/support/lang.ts";

/** One benchmarked sheet state. */
export interface SheetBench {
  name: string;
  page: PreviewPage;
}

const benches: SheetBench[] = [];
export const addSheetBench = (...more: SheetBench[]): void => void benches.push(...more);
export const sheetBenches = (): readonly SheetBench[] => benches;

/** A function that builds the context and renders the page once (templates compiled beforehand, as Foundry caches them). */
export function sheetRenderer(page: PreviewPage): () => string {
  const hb = previewHandlebars("en");
  const lookup = langLookup(readLang("en"));
  const localize = (key: string) => lookup(key) ?? key;
  const compiled = compilePage(page, hb);
  return () => renderBody(page, compiled, localize).html;
}
