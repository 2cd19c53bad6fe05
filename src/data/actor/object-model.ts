/**
 * The TypeDataModel of an attackable object (§8.2). Its derived values come from the table the `newerObjects` switch
 * selects; the switch is read here through `objectTableInUse`, and the rules stay pure.
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import type { ObjectTable } from "../../rules/index.ts";
import { applyObjectDerived, defineObjectSchema, type ObjectDerivedData, type ObjectSchema } from "./object.ts";

/** The table in use: the newer one when `newerObjects` is on. */
export function objectTableInUse(): ObjectTable {
  try {
    return game.settings.get(SYSTEM_ID, "newerObjects") ? "newer" : "seed";
  } catch {
    // No game or no setting registered yet (data prepared before `init` registered it): the seed table.
    return "seed";
  }
}

/** `system` of an object actor. */
export class ObjectData extends foundry.abstract.TypeDataModel<ObjectSchema, Actor.Implementation, Record<never, never>, ObjectDerivedData> {
  static override LOCALIZATION_PREFIXES = ["MESHAL.Actor.object"];

  static override defineSchema(): ObjectSchema {
    return defineObjectSchema();
  }

  override prepareDerivedData(): void {
    applyObjectDerived(this, objectTableInUse());
  }
}
