/** A card's text in its reader's language, with `{name}` placeholders filled (what Foundry's `format` does). Pure. */
import type { CardReader } from "./card-type.ts";

/** The reader's text for `key` with `data` put in; an unknown placeholder stays as written. */
export function formatFor(reader: Pick<CardReader, "localize">, key: string, data: Record<string, string | number> = {}): string {
  return reader.localize(key).replace(/\{(\w+)\}/g, (match, name: string) => (name in data ? String(data[name]) : match));
}
