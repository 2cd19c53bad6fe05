/**
 * A document's name as a card stores it. Names are their owner's free text of any length, and a card's schema refuses
 * a longer one: a card built with an unclipped name would fail validation after its cost was paid, or never be written
 * at all. Every card schema bounds its name fields with `NAME_LENGTH`, and every name copied onto a card goes through
 * `clipName`. Pure.
 */

/** The longest name a card stores (the name fields of every card schema). */
export const NAME_LENGTH = 200;

/** `name` cut to `NAME_LENGTH` UTF-16 units, never leaving half of a surrogate pair; a missing name is "". */
export function clipName(name: string | null | undefined): string {
  const text = name ?? "";
  if (text.length <= NAME_LENGTH) return text;
  const cut = text.slice(0, NAME_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
