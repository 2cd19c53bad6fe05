/**
 * Active Effect list actions shared by every sheet: create, toggle, edit, delete. An effect row carries
 * `data-effect-id` (and `data-parent-id` when the effect lives on an owned item).
 */
import { durationData } from "../../core/version/effect-data.ts";
import { openSheet } from "./open-sheet.ts";
import { localize } from "../../core/i18n.ts";

/** What the actions need from a sheet. */
export interface EffectHost {
  document: Actor.Implementation | Item.Implementation;
  isEditable: boolean;
}

/** True when the sheet's document is an actor (only an actor's effects may live on its owned items). */
const isActor = (doc: EffectHost["document"]): doc is Actor.Implementation => doc.documentName === "Actor";

/** Finds the effect a clicked control belongs to. */
export function effectOf(host: EffectHost, target: HTMLElement): ActiveEffect.Implementation | null {
  const row = target.closest<HTMLElement>("[data-effect-id]");
  if (!row) return null;
  const id = row.dataset.effectId ?? "";
  const parentId = row.dataset.parentId;
  const doc = host.document;
  const owner = parentId && isActor(doc) ? doc.items.get(parentId) : null;
  return (owner ? owner.effects.get(id) : doc.effects.get(id)) ?? null;
}

/** Creates a new effect in the clicked group (`data-group` = temporary | passive | inactive) and opens its sheet. */
export async function createEffect(host: EffectHost, target: HTMLElement): Promise<void> {
  if (!host.isEditable) return;
  const group = target.closest<HTMLElement>("[data-group]")?.dataset.group;
  const data = {
    name: localize("MESHAL.Sheet.effects.newEffect"),
    img: "icons/svg/aura.svg",
    disabled: group === "inactive",
    duration: group === "temporary" ? durationData({ value: 1, units: "rounds" }) : {},
  };
  const doc = host.document;
  const created = isActor(doc) ? await doc.createEmbeddedDocuments("ActiveEffect", [data]) : await doc.createEmbeddedDocuments("ActiveEffect", [data]);
  openSheet(created[0] ?? null);
}

/** Enables or disables an effect. */
export async function toggleEffect(host: EffectHost, target: HTMLElement): Promise<void> {
  const effect = effectOf(host, target);
  if (effect && host.isEditable) await effect.update({ disabled: !effect.disabled });
}

/** Opens an effect's sheet. */
export async function editEffect(host: EffectHost, target: HTMLElement): Promise<void> {
  openSheet(effectOf(host, target));
}

/** Deletes an effect after Foundry's confirmation dialog. */
export async function deleteEffect(host: EffectHost, target: HTMLElement): Promise<void> {
  const effect = effectOf(host, target);
  if (effect && host.isEditable) await effect.deleteDialog();
}
