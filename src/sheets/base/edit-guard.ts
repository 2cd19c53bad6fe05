/**
 * Keeps an in-progress text edit across a re-render: before the sheet's HTML is replaced, the focused text input (or
 * textarea) with an unsaved value is remembered; afterwards the same-named field gets the value, focus and caret back.
 * DOM only, no Foundry.
 */

/** A remembered edit. */
export interface PendingEdit {
  name: string;
  value: string;
  start: number | null;
  end: number | null;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (el: Element | null): el is TextField =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit"].includes(el.type));

/** The focused, changed text field inside `root`, if any. */
export function capturePendingEdit(root: HTMLElement | null | undefined): PendingEdit | null {
  const el = root?.ownerDocument.activeElement ?? null;
  if (!root || !isTextField(el) || !root.contains(el) || !el.name || el.value === el.defaultValue) return null;
  return { name: el.name, value: el.value, start: el.selectionStart, end: el.selectionEnd };
}

/** Puts a remembered edit back into the field of the same name (if the re-render kept one). */
export function restorePendingEdit(root: HTMLElement | null | undefined, edit: PendingEdit | null): void {
  if (!root || !edit) return;
  const el = root.querySelector(`[name="${CSS.escape(edit.name)}"]`);
  if (!isTextField(el)) return;
  el.value = edit.value;
  el.focus();
  try {
    if (edit.start !== null) el.setSelectionRange(edit.start, edit.end ?? edit.start);
  } catch {
    // number inputs have no selection range
  }
}
