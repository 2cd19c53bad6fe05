/**
 * Dice settings: the "skip the roll dialog" keybinding (Shift by default), a client setting that inverts it (skip by
 * default, hold the key to configure), and one that makes attacks skip it by default (their modifiers are prefilled).
 */
import { SYSTEM_ID } from "../core/settings.ts";

declare global {
  interface SettingConfig {
    "meshal-lite.invertSkipDialog": boolean;
    "meshal-lite.skipAttackDialog": boolean;
  }
}

/** Keybinding action id. */
export const SKIP_DIALOG_ACTION = "skipRollDialog";

/** Registers the keybinding and the client setting; call during `init`. */
export function registerDiceSettings(): void {
  game.settings.register(SYSTEM_ID, "invertSkipDialog", {
    name: "MESHAL.Setting.invertSkipDialog.name",
    hint: "MESHAL.Setting.invertSkipDialog.hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.register(SYSTEM_ID, "skipAttackDialog", {
    name: "MESHAL.Setting.skipAttackDialog.name",
    hint: "MESHAL.Setting.skipAttackDialog.hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: true,
  });
  // Keybindings exist from `init` on; the guard only satisfies the type.
  game.keybindings?.register(SYSTEM_ID, SKIP_DIALOG_ACTION, {
    name: "MESHAL.Keybinding.skipRollDialog.name",
    hint: "MESHAL.Keybinding.skipRollDialog.hint",
    editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }],
  });
}

/** Modifier state carried by a mouse or keyboard event, by key-code prefix. */
function eventModifier(event: Event | undefined, key: string): boolean {
  if (!event || !("shiftKey" in event)) return false;
  // A mouse, pointer or keyboard event: any event carrying the modifier flags counts.
  if (key.startsWith("Shift")) return event.shiftKey === true;
  if (key.startsWith("Control") || key.startsWith("Meta")) return ("ctrlKey" in event && event.ctrlKey === true) || ("metaKey" in event && event.metaKey === true);
  if (key.startsWith("Alt")) return "altKey" in event && event.altKey === true;
  return false;
}

/**
 * Is a key bound to "skip the roll dialog" held right now? Reads the keyboard manager, and the
 * triggering event's modifier flags (focus in a text field can hide key presses from the manager).
 */
function skipKeyHeld(event?: Event): boolean {
  const bindings = game.keybindings?.get(SYSTEM_ID, SKIP_DIALOG_ACTION) ?? [];
  const down = game.keyboard?.downKeys ?? new Set<string>();
  // Modifier names ("Shift", "Control", "Alt", "Meta") map to left/right key codes.
  const modifierDown = (m: string) => down.has(`${m}Left`) || down.has(`${m}Right`) || eventModifier(event, m);
  return bindings.some((b) => {
    const modifiers = (b.modifiers ?? []).map(String);
    if (down.has(b.key) && modifiers.every(modifierDown)) return true;
    return modifiers.length === 0 && eventModifier(event, b.key);
  });
}

/**
 * Should this roll skip its dialog? An explicit `skipDialog` wins; otherwise the held key decides,
 * inverted when the client setting says so.
 */
export function shouldSkipDialog(explicit?: boolean, event?: Event): boolean {
  if (explicit !== undefined) return explicit;
  const held = skipKeyHeld(event);
  const invert = game.settings.get(SYSTEM_ID, "invertSkipDialog");
  return invert ? !held : held;
}

/**
 * Should an attack skip its dialog? An explicit choice wins; with "attack without the roll dialog" on (the default)
 * it is skipped unless the skip key is held, which opens it; otherwise as any roll (`shouldSkipDialog`).
 */
export function shouldSkipAttackDialog(explicit?: boolean, event?: Event): boolean {
  if (explicit !== undefined) return explicit;
  if (game.settings.get(SYSTEM_ID, "skipAttackDialog") === true) return !skipKeyHeld(event);
  return shouldSkipDialog(undefined, event);
}
