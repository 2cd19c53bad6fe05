/**
 * HTML escaping for text placed where Foundry renders markup (tooltips, dialog `content`, a notification's format
 * data). Not for DialogV2 button labels or window titles: core writes those as text, so an escaped name would show its
 * entities. Pure.
 */

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `text` with every character that could start markup or end an attribute replaced by its entity. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
