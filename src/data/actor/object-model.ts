/**
 * The TypeDataModel of an attackable object (§8.2). Its derived values come from the table the `newerObjects` switch
 * selects; the switch is read here through `objectTableInUse`, and the rules stay pure. A new object's token shows its
 * durability, not the Might and Energy bars the manifest gives creatures.
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { recordAt } from "../../rules/guards.ts";
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

/**
 * The token bars a new object gets: durability on the first bar, nothing on the second. Core fills every new actor's
 * bars from the manifest's `primaryTokenAttribute` / `secondaryTokenAttribute` (Might and Energy, which an object
 * lacks); as Crucible and dnd5e set prototype-token defaults in `_preCreate`, only when the creator names no bar (an
 * imported or copied object keeps its bars). Null then.
 */
export function objectTokenBars(createData: unknown): { bar1: { attribute: string }; bar2: { attribute: null } } | null {
  const token = recordAt(createData, "prototypeToken");
  return token && ("bar1" in token || "bar2" in token) ? null : { bar1: { attribute: "durability" }, bar2: { attribute: null } };
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

  protected override async _preCreate(...args: Parameters<foundry.abstract.TypeDataModel<ObjectSchema, Actor.Implementation>["_preCreate"]>): Promise<boolean | void> {
    if ((await super._preCreate(...args)) === false) return false;
    const bars = objectTokenBars(args[0]);
    if (bars) this.parent.updateSource({ prototypeToken: bars });
  }
}
