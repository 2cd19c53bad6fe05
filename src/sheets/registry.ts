/**
 * The sheet classes and the document types each one is registered for. The character sheet (its own module) adds
 * itself here; everything that registers or lists sheets reads this table.
 */
import { ITEM_TYPES, type ActorType, type ItemType } from "../data/types.ts";
import { CharacterSheet } from "./character/character-sheet.ts";
import { NpcSheet } from "./actor/npc-sheet.ts";
import { ObjectSheet } from "./actor/object-sheet.ts";
import { MeshalItemSheet } from "./base/item-sheet.ts";
import type { MeshalActorSheet } from "./base/actor-sheet.ts";

/** One registration: a sheet class, the types it serves and its localised label key. */
export interface SheetEntry<T extends string, Sheet> {
  sheet: Sheet;
  types: readonly T[];
  label: string;
}

/** Every sheet the system registers (filled below as sheets exist). */
export const SHEET_REGISTRY: {
  actors: SheetEntry<ActorType, typeof MeshalActorSheet>[];
  items: SheetEntry<ItemType, typeof MeshalItemSheet>[];
} = {
  actors: [
    { sheet: CharacterSheet, types: ["character"], label: "MESHAL.Sheet.label.character" },
    { sheet: NpcSheet, types: ["npc"], label: "MESHAL.Sheet.label.npc" },
    { sheet: ObjectSheet, types: ["object"], label: "MESHAL.Sheet.label.object" },
  ],
  items: [{ sheet: MeshalItemSheet, types: ITEM_TYPES, label: "MESHAL.Sheet.label.item" }],
};
