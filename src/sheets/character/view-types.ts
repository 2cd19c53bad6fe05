/**
 * The plain shapes the character view models read: a prepared (derived) character and its items, as a Foundry
 * actor exposes them or as the preview builds them from fixtures. No Foundry globals.
 */
import type { ActorDerivedData } from "../../data/actor/base.ts";
import type { AttributeId, Protections } from "../../rules/index.ts";
import type { LogEntry } from "../../documents/logic/potential.ts";
import type { SheetItem as RowItem } from "../view/item-rows.ts";

/** An owned item as the character views read it: the shared row shape, with `system` read as a record. */
export interface SheetItem extends Omit<RowItem, "system"> {
  system: Record<string, unknown>;
  /** The compendium document it was copied from (`_stats.compendiumSource`), when known. */
  source?: string | null;
}

/** One stored structured attack, as far as the views read it (parsed by view/stored-attacks.ts). */
export type { SheetAttack } from "../view/stored-attacks.ts";

/** `system` of a prepared character: stored fields plus everything `applyDerived` added. */
export type CharacterSystem = ActorDerivedData & {
  attributes: ActorDerivedData["attributes"];
  protection: Protections;
  potential: {
    total: number; log: LogEntry[]; granted: number; strength: number; unspent: number; display: string; overspent: boolean;
  };
  /** The descriptors (§3.7) are text; the life rules add the aged years, a number. */
  details: { [key: string]: string | number | undefined; biography?: string };
};

/** A prepared character as the sheet sees it. */
export interface SheetCharacter {
  name: string;
  img?: string | null;
  system: CharacterSystem;
  items: readonly SheetItem[];
}

/** Display words of a dice expression (see dice/expression-label.ts); ids are shown when absent. */
export type { ExpressionLabels } from "../../dice/expression-label.ts";

/** The attribute ids in sheet order. */
export const SHEET_ATTRIBUTES: readonly AttributeId[] = ["might", "energy", "spirit"];
