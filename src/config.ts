import { ACTOR_TYPES, ITEM_TYPES } from "./data/types.ts";
import {
  ABILITY_STYLES, ABILITY_TYPES, ACCESSORY_KINDS, ACTIVATION_KINDS, FEATURE_KINDS, GEAR_KINDS, ITEM_SCALES, MOVEMENT_MODES,
  PROTECTION_KINDS, SENSES, SIZES, WEAPON_KINDS, choiceLabelKeys,
} from "./data/choices.ts";

/** Glossary ids (docs/rules.md §1) mapped to their lang keys. */
export const MESHAL = {
  attributes: {
    might: "MESHAL.Attribute.might",
    energy: "MESHAL.Attribute.energy",
    spirit: "MESHAL.Attribute.spirit",
  },
  protections: {
    physical: "MESHAL.Protection.physical",
    erosion: "MESHAL.Protection.erosion",
    occult: "MESHAL.Protection.occult",
  },
  attackTypes: {
    physical: "MESHAL.AttackType.physical",
    erosion: "MESHAL.AttackType.erosion",
    occult: "MESHAL.AttackType.occult",
    true: "MESHAL.AttackType.true",
  },
  defenses: {
    block: "MESHAL.Defense.block",
    dodge: "MESHAL.Defense.dodge",
    resist: "MESHAL.Defense.resist",
  },
  actorTypes: ACTOR_TYPES,
  itemTypes: ITEM_TYPES,
  /** Item/feature/ability choice lists as `{id: lang key}` (src/data/choices.ts). */
  choices: {
    scale: choiceLabelKeys(ITEM_SCALES),
    weaponKind: choiceLabelKeys(WEAPON_KINDS),
    protectionKind: choiceLabelKeys(PROTECTION_KINDS),
    accessoryKind: choiceLabelKeys(ACCESSORY_KINDS),
    gearKind: choiceLabelKeys(GEAR_KINDS),
    featureKind: choiceLabelKeys(FEATURE_KINDS),
    abilityType: choiceLabelKeys(ABILITY_TYPES),
    abilityStyle: choiceLabelKeys(ABILITY_STYLES),
    activationKind: choiceLabelKeys(ACTIVATION_KINDS),
    size: choiceLabelKeys(SIZES),
    movementMode: choiceLabelKeys(MOVEMENT_MODES),
    sense: choiceLabelKeys(SENSES),
  },
} as const;

export type MeshalConfig = typeof MESHAL;

declare global {
  interface CONFIG {
    MESHAL: MeshalConfig;
  }
}

export function registerConfig(): void {
  CONFIG.MESHAL = MESHAL;
}
