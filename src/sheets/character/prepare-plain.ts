/**
 * Prepares a plain character (stored `system` plus plain items) the way `CharacterData.prepareDerivedData` prepares a
 * document, for the preview, the benchmark and tests. Pure: uses the same derivation as the data model.
 */
import { applyDerived, storedAttributes } from "../../data/actor/base.ts";
import type { LogEntry } from "../../documents/logic/potential.ts";
import type { AttributeId, Posture } from "../../rules/index.ts";
import type { CharacterSystem, SheetCharacter, SheetItem } from "./view-types.ts";

/** A stored character: `system` as the database holds it. */
export interface PlainCharacter {
  name: string;
  img?: string | null;
  system: Record<string, unknown>;
  items: readonly SheetItem[];
  /** [OPT] Its posture (§9.4), as the statuses give it with the postures rule on. Default standing. */
  posture?: Posture;
}

type Stored = {
  attributes: Record<AttributeId, { trained: number; lost: number; temp: number; invalid: boolean }>;
  protection: CharacterSystem["protection"];
  immune: CharacterSystem["immune"];
  mobility: { value: number; max: number };
  speed: number;
  potential: { total: number; log: LogEntry[] };
};

/** The character with a derived `system` (the stored one is not modified). */
export function preparePlainCharacter(source: PlainCharacter): SheetCharacter {
  // cast: a fixture holds a complete stored character, and applyDerived (below) writes every derived field onto it in place
  const system = structuredClone(source.system) as unknown as Stored & CharacterSystem;
  const d = applyDerived(system, {
    kind: "character",
    attributes: storedAttributes(system.attributes, (id) => system.attributes[id].trained),
    protection: { ...system.protection },
    immune: system.immune,
    mobilityMax: system.mobility.max,
    speedBonus: system.speed,
    potential: { total: system.potential.total, log: system.potential.log },
    items: source.items,
    posture: source.posture ?? "standing",
  });
  if (d?.potential) Object.assign(system.potential, d.potential);
  return { name: source.name, img: source.img ?? null, system, items: source.items };
}
