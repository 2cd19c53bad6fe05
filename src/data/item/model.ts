/**
 * The one base of every item model: a type is its schema plus `static itemType`. The base holds what they share:
 * label prefixes (derived from the schema's fields), migration of old sources and the joint validation.
 */
import { migrateItemSource } from "../migrations/transforms.ts";
import { itemJointProblems } from "../joint-rules.ts";
import { baseJointData, throwIfProblems } from "../joint-error.ts";
import type { ItemType } from "../types.ts";
import { itemLabelPrefixes } from "./labels.ts";

/** `system` of an item of one sub-type (`S` = its schema). */
export abstract class MeshalItemModel<S extends foundry.data.fields.DataSchema> extends foundry.abstract.TypeDataModel<S, Item.Implementation> {
  /** The item sub-type this model stores. */
  static itemType: ItemType;

  static override get LOCALIZATION_PREFIXES(): string[] {
    return itemLabelPrefixes(this.itemType, Object.keys(this.defineSchema()));
  }

  static override migrateData(source: Record<string, unknown>) {
    migrateItemSource(this.itemType, source);
    return super.migrateData(source);
  }

  /** Refuses data that breaks a rule spanning fields (documents may still be incomplete: no kinds yet). */
  static override validateJoint(data: Record<string, unknown>): void {
    super.validateJoint(baseJointData(data));
    throwIfProblems(`TYPES.Item.${this.itemType}`, itemJointProblems(this.itemType, data, false));
  }
}
