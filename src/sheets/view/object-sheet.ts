/**
 * The object sheet's view model (pure, §8.2): material, thickness in the unit of the table in use, the modifiers that
 * table knows, the durability bar with its condition, protections and immunities, and whether Repair is offered.
 */
import {
  OBJECT_MATERIALS, PROTECTION_TYPES, TABLE_MODIFIERS,
  type ObjectCondition, type ObjectModifierId, type ObjectTable, type ProtectionType, type Protections,
} from "../../rules/index.ts";
import type { ViewEnv } from "./labels.ts";

/** What the object sheet is built from (a prepared object actor, or a fixture run through the same derivation). */
export interface ObjectSheetInput {
  name: string;
  img?: string | null;
  /** Prepared `system` (stored fields and derived ones). */
  system: {
    material: string;
    thicknessSteps: number;
    thicknessDigits: number;
    modifiers: readonly string[];
    table: ObjectTable;
    durability: { value: number; max: number };
    protection: Protections;
    immune: readonly ProtectionType[];
    condition: ObjectCondition;
  };
  /** The stored durability (null = whole at its maximum). */
  storedDurability: number | null;
  enrichedDescription?: string;
  /** The `objectRepair` rule is on. */
  repairRule: boolean;
  /** The viewer may change the object (its owner or the GM). */
  editable: boolean;
}

/** One protection as the sheet shows it. */
export interface ObjectProtectionView {
  type: ProtectionType;
  label: string;
  immune: boolean;
  value: number;
}

/** The object sheet's data. */
export interface ObjectSheetView {
  actor: { name: string; img: string };
  table: { id: ObjectTable; label: string; hint: string };
  material: { value: string; label: string; options: { id: string; label: string; selected: boolean }[] };
  thickness: { name: string; value: number; unit: string };
  modifiers: { id: ObjectModifierId; label: string; checked: boolean }[];
  activeModifiers: string;
  durability: { value: number; max: number; percent: number; stored: number | null };
  condition: { id: ObjectCondition; label: string };
  protections: ObjectProtectionView[];
  description: string;
  showRepair: boolean;
}

const pct = (value: number, max: number) => (max > 0 ? Math.round((Math.max(0, Math.min(max, value)) / max) * 100) : 0);

/** Builds the object sheet's view. */
export function objectSheetView(input: ObjectSheetInput, env: ViewEnv): ObjectSheetView {
  const s = input.system;
  const t = (key: string) => env.localize(key);
  const known: readonly ObjectModifierId[] = TABLE_MODIFIERS[s.table];
  const stored = new Set(s.modifiers);
  const modifiers = known.map((id) => ({ id, label: t(`MESHAL.Object.modifier.${id}`), checked: stored.has(id) }));
  const newer = s.table === "newer";
  return {
    actor: { name: input.name, img: input.img ?? "icons/svg/door-closed.svg" },
    table: { id: s.table, label: t(`MESHAL.Object.table.${s.table}`), hint: t(`MESHAL.Object.table.${s.table}Hint`) },
    material: {
      value: s.material,
      label: t(`MESHAL.Object.material.${s.material}`),
      options: OBJECT_MATERIALS.map((id) => ({ id, label: t(`MESHAL.Object.material.${id}`), selected: id === s.material })),
    },
    thickness: newer
      ? { name: "system.thicknessDigits", value: s.thicknessDigits, unit: t("MESHAL.Object.unit.digits") }
      : { name: "system.thicknessSteps", value: s.thicknessSteps, unit: t("MESHAL.Object.unit.steps") },
    modifiers,
    activeModifiers: modifiers.filter((m) => m.checked).map((m) => m.label).join(", "),
    durability: { ...s.durability, percent: pct(s.durability.value, s.durability.max), stored: input.storedDurability },
    condition: { id: s.condition, label: t(`MESHAL.Object.condition.${s.condition}`) },
    protections: PROTECTION_TYPES.map((type) => ({
      type, label: t(`MESHAL.Choice.attackType.${type}`), immune: s.immune.includes(type), value: s.protection[type],
    })),
    description: input.enrichedDescription ?? "",
    showRepair: input.repairRule && input.editable,
  };
}

/** The stored modifier list after toggling `id` (the modifiers the other table knows are kept). */
export function toggledModifiers(stored: readonly string[], id: string): string[] {
  return stored.includes(id) ? stored.filter((m) => m !== id) : [...stored, id];
}
