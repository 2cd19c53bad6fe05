/**
 * The context menu of an item row (right click, or the row's "⋯" button): edit, duplicate, delete (with Foundry's
 * confirmation), post to chat. Entries are shown to owners only where they change something.
 */

/** What the entries do besides Foundry's own operations. */
export interface ItemMenuCallbacks {
  edit: (item: Item.Implementation) => void;
  post: (item: Item.Implementation) => void;
}

/** The entries for the rows of `actor`'s items. */
export function itemContextEntries(actor: Actor.Implementation, cb: ItemMenuCallbacks) {
  const itemOf = (li: HTMLElement) => actor.items.get(li.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "") ?? null;
  const owner = () => actor.isOwner;
  return [
    { name: "MESHAL.Sheet.menu.edit", icon: '<i class="fa-solid fa-pen-to-square"></i>', condition: () => true,
      callback: (li: HTMLElement) => { const i = itemOf(li); if (i) cb.edit(i); } },
    { name: "MESHAL.Sheet.menu.duplicate", icon: '<i class="fa-solid fa-copy"></i>', condition: owner,
      callback: (li: HTMLElement) => { const i = itemOf(li); if (i) void i.clone({ name: `${i.name} (2)` }, { save: true }); } },
    { name: "MESHAL.Sheet.menu.delete", icon: '<i class="fa-solid fa-trash"></i>', condition: owner,
      callback: (li: HTMLElement) => { void itemOf(li)?.deleteDialog(); } },
    { name: "MESHAL.Sheet.menu.post", icon: '<i class="fa-solid fa-comment"></i>', condition: () => true,
      callback: (li: HTMLElement) => { const i = itemOf(li); if (i) cb.post(i); } },
  ];
}
