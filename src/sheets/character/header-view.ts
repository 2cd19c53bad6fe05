/**
 * The sheet header (§3.5, §3.7, §7): features by kind, size, speed per movement mode, senses, strength/unspent
 * potential and the consciousness state. Pure.
 */
import { FEATURE_KINDS } from "../../data/choices.ts";
import { isOneOf } from "../../rules/guards.ts";
import type { CharacterSystem, SheetItem } from "./view-types.ts";
import { shownNameOf } from "../view/item-rows.ts";

/** One feature as the header lists it. */
export interface FeatureChip {
  id: string;
  name: string;
  kind: string;
  kindLabelKey: string;
}

/** The header's data. */
export interface HeaderView {
  features: FeatureChip[];
  /** The species (or the first feature) name, "" when none was chosen. */
  species: string;
  sizeLabelKey: string | null;
  sizeLevel: number | null;
  speeds: { mode: string; labelKey: string; speed: number; poor: boolean }[];
  senses: { sense: string; labelKey: string; range: number; poor: boolean }[];
  perceptionRange: number;
  potential: { strength: number; unspent: number; display: string; overspent: boolean; granted: number };
  consciousness: { state: string; labelKey: string; alert: boolean };
}

const kindOrder = (kind: string) => {
  return isOneOf(FEATURE_KINDS, kind) ? FEATURE_KINDS.indexOf(kind) : FEATURE_KINDS.length;
};

/** Features sorted by kind (species first), then by their sheet order. */
export function featureChips(items: readonly SheetItem[]): FeatureChip[] {
  return items
    .filter((i) => i.type === "feature")
    .map((i, n) => ({ i, n, kind: String(i.system.kind ?? "other") }))
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || (a.i.sort ?? 0) - (b.i.sort ?? 0) || a.n - b.n)
    .map(({ i, kind }) => ({ id: i.id, name: shownNameOf(i), kind, kindLabelKey: `MESHAL.Choice.featureKind.${kind}` }));
}

/** Lang key of a consciousness state (conscious for a state it does not know). */
export const CONSCIOUSNESS_KEYS: Record<string, string> & { conscious: string } = {
  conscious: "MESHAL.CharacterSheet.conscious",
  unconscious: "MESHAL.Status.unconscious",
  dead: "MESHAL.Status.dead",
};

/** Builds the header. */
export function headerView(system: CharacterSystem, items: readonly SheetItem[]): HeaderView {
  const features = featureChips(items);
  const species = features.find((f) => f.kind === "species") ?? null;
  const p = system.potential;
  return {
    features,
    species: species?.name ?? "",
    sizeLabelKey: system.size ? `MESHAL.Choice.size.${system.size}` : null,
    sizeLevel: system.sizeLevel,
    speeds: system.movementModes.map((m) => ({
      mode: m.mode, labelKey: `MESHAL.Choice.movementMode.${m.mode}`, speed: m.speed, poor: m.poor,
    })),
    senses: system.senses.map((s) => ({ sense: s.sense, labelKey: `MESHAL.Choice.sense.${s.sense}`, range: s.range, poor: s.poor })),
    perceptionRange: system.perceptionRange,
    potential: { strength: p.strength, unspent: p.unspent, display: p.display, overspent: p.overspent, granted: p.granted },
    consciousness: {
      state: system.consciousness,
      labelKey: CONSCIOUSNESS_KEYS[system.consciousness] ?? CONSCIOUSNESS_KEYS.conscious,
      alert: system.consciousness !== "conscious",
    },
  };
}
