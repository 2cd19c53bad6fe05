import { ACTOR_TYPES, ITEM_TYPES } from "./data/types.ts";

/** Glossary ids (shared/rules/meshal-lite.md §1) mapped to their lang keys. */
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
