/**
 * Context-menu entries in the running version's keys. v13 reads `name`, `condition(target)` and `callback(target)`;
 * v14 reads `label`, `visible(target)` and `onClick(event, target)`, and still reads v13's keys with a deprecation
 * warning until v16 (draw-steel PR 1752; FoundryVTT-Fabula-Ultima PR 1383; foundryvtt-fallout #747/#748). The icon is
 * HTML, which both read (foundryvtt#13146). (Header controls are declared with `label` and `visible` on v13 already, as
 * Draw Steel 0.11's `window.controls` shows; the system declares none.)
 */
import type { V14ContextMenuEntry } from "./foundry-v14.d.ts";
import { onV14 } from "./release.ts";

/** A context-menu entry in the system's terms. */
export interface MenuEntry {
  /** Lang key of the entry's label. */
  label: string;
  /** The icon's HTML, e.g. `<i class="fa-solid fa-pen"></i>`. */
  icon: string;
  /** Whether the entry is offered for the element the menu opened on. */
  visible: (target: HTMLElement) => boolean;
  onClick: (target: HTMLElement) => void;
}

/** v13's entry keys. */
interface V13ContextMenuEntry {
  name: string;
  icon: string;
  condition: (target: HTMLElement) => boolean;
  callback: (target: HTMLElement) => void;
}

/** `entry` with the running version's keys. */
export function coreMenuEntry(entry: MenuEntry): V13ContextMenuEntry | V14ContextMenuEntry {
  const { label, icon, visible, onClick } = entry;
  if (onV14()) return { label, icon, visible, onClick: (_event, target) => onClick(target) };
  return { name: label, icon, condition: visible, callback: onClick };
}

/**
 * An application's `_createContextMenu`, bound to it. Method syntax keeps the parameter bivariant, so the 13.346
 * types' method (whose entries know only v13's keys) fits, and the entries built for the running version pass through.
 */
export interface ContextMenuMaker {
  create(handler: () => object[], selector: string, options: object): unknown;
}

/** Asks `maker` for a context menu on `selector` whose entries (core asks for them once) use the running version's keys. */
export function createContextMenu(maker: ContextMenuMaker, entries: () => readonly MenuEntry[], selector: string, options: object): void {
  maker.create(() => entries().map(coreMenuEntry), selector, options);
}
