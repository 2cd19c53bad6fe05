/**
 * The Features and Biography tabs (§3.7): every feature with its kind and the gifted abilities it grants, and the
 * biography descriptors — alias always, the optional ones (height, weight, looks, age, personality, sexuality,
 * hobby) only when the "extra features" optional rule is on. Pure.
 */
import type { CharacterSystem, SheetItem } from "./view-types.ts";
import { featureChips } from "./header-view.ts";
import { shownNameOf } from "../view/item-rows.ts";

/** Descriptors shown whatever the settings. */
export const BASE_DESCRIPTORS = ["alias"] as const;
/** Descriptors of the [OPT] extra-features rule (§3.7). */
export const OPTIONAL_DESCRIPTORS = ["height", "weight", "looks", "age", "personality", "sexuality", "hobby"] as const;

/** One descriptor input. */
export interface DescriptorView {
  key: string;
  path: string;
  labelKey: string;
  value: string;
}

/** One feature row on the Features tab. */
export interface FeatureRow {
  id: string;
  name: string;
  img: string | null;
  kindLabelKey: string;
  /** Names of the owned gifted abilities this feature grants. */
  gifts: string[];
}

/** The descriptors to show. */
export function descriptorViews(system: CharacterSystem, extraFeatures: boolean): DescriptorView[] {
  const keys: readonly string[] = extraFeatures ? [...BASE_DESCRIPTORS, ...OPTIONAL_DESCRIPTORS] : BASE_DESCRIPTORS;
  return keys.map((key) => ({
    key, path: `system.details.${key}`, labelKey: `MESHAL.CharacterSheet.descriptor.${key}`, value: String(system.details[key] ?? ""),
  }));
}

/** Features with the gifted abilities they grant (matched by the ability's `grantedBy` = the feature's identifier). */
export function featureRows(items: readonly SheetItem[]): FeatureRow[] {
  const gifted = items.filter((i) => i.type === "ability" && Boolean(i.system.gifted));
  return featureChips(items).flatMap((chip) => {
    const item = items.find((i) => i.id === chip.id);
    if (!item) return []; // featureChips reads `items`: each chip is one of them
    const identifier = String(item.system.identifier ?? "");
    return [{
      id: chip.id,
      name: chip.name,
      img: item.img ?? null,
      kindLabelKey: chip.kindLabelKey,
      gifts: identifier ? gifted.filter((g) => g.system.grantedBy === identifier).map(shownNameOf) : [],
    }];
  });
}
