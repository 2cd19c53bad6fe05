/**
 * The context menu of an item row (right click, or the row's "⋯" button): edit, duplicate, delete (with Foundry's
 * confirmation), post to chat. Entries are shown to owners only where they change something. The entries are in the
 * system's terms; core/version/context-menu.ts gives them the running version's keys.
 */
import type { MenuEntry } from "../../core/version/context-menu.ts";

/** What the entries do besides Foundry's own operations. */
export interface ItemMenuCallbacks {
  edit: (item: Item.Implementation) => void;
  post: (item: Item.Implementation) => void;
}

/** The entries for the rows of `actor`'s items. */
export function itemContextEntries(actor: Actor.Implementation, cb: ItemMenuCallbacks): MenuEntry[] {
  const itemOf = (li: HTMLElement) => actor.items.get(li.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "") ?? null;
  const owner = () => actor.isOwner;
  return [
    { label: "MESHAL.Sheet.menu.edit", icon: '<i class="fa-solid fa-pen-to-square"></i>', visible: () => true,
      onClick: (li) => { const i = itemOf(li); if (i) cb.edit(i); } },
    { label: "MESHAL.Sheet.menu.duplicate", icon: '<i class="fa-solid fa-copy"></i>', visible: owner,
      onClick: (li) => { const i = itemOf(li); if (i) void i.clone({ name: `${i.name} (2)` }, { save: true }); } },
    { label: "MESHAL.Sheet.menu.delete", icon: '<i class="fa-solid fa-trash"></i>', visible: owner,
      onClick: (li) => { void itemOf(li)?.deleteDialog(); } },
    { label: "MESHAL.Sheet.menu.post", icon: '<i class="fa-solid fa-comment"></i>', visible: () => true,
      onClick: (li) => { const i = itemOf(li); if (i) cb.post(i); } },
  ];
}
