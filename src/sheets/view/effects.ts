/**
 * The Active Effects list of a sheet (pure): effects grouped as temporary, passive and inactive, with suppressed ones
 * (e.g. from an unequipped item) marked as such.
 */

/** An Active Effect as the list reads it (Foundry's ActiveEffect satisfies it). */
export interface EffectSource {
  id: string;
  name: string;
  img: string | null;
  disabled: boolean;
  isSuppressed?: boolean;
  isTemporary?: boolean;
  /** Name of the item that carries the effect, when it is not the sheet's own document. */
  sourceName?: string | null;
  /** The item's id when the effect lives on an owned item (so the row can find it). */
  parentId?: string | null;
}

/** One row of the list. */
export interface EffectRow {
  id: string;
  parentId: string;
  name: string;
  img: string;
  disabled: boolean;
  suppressed: boolean;
  sourceName: string;
  toggleLabelKey: string;
}

/** One group of rows. */
export interface EffectGroup {
  id: "temporary" | "passive" | "inactive";
  labelKey: string;
  rows: EffectRow[];
}

const DEFAULT_ICON = "icons/svg/aura.svg";

/** Groups effects for the Effects list (every group is present, possibly empty, so "create" buttons always show). */
export function effectGroups(effects: Iterable<EffectSource>): EffectGroup[] {
  const group = (id: EffectGroup["id"]): EffectGroup => ({ id, labelKey: `MESHAL.Sheet.effects.${id}`, rows: [] });
  const temporary = group("temporary");
  const passive = group("passive");
  const inactive = group("inactive");
  const groups = [temporary, passive, inactive];
  for (const e of effects) {
    const row: EffectRow = {
      id: e.id,
      parentId: e.parentId ?? "",
      name: e.name,
      img: e.img || DEFAULT_ICON,
      disabled: e.disabled,
      suppressed: Boolean(e.isSuppressed),
      sourceName: e.sourceName ?? "",
      toggleLabelKey: e.disabled ? "MESHAL.Sheet.effects.enable" : "MESHAL.Sheet.effects.disable",
    };
    if (e.disabled) inactive.rows.push(row);
    else if (e.isTemporary) temporary.rows.push(row);
    else passive.rows.push(row);
  }
  for (const g of groups) g.rows.sort((a, b) => a.name.localeCompare(b.name));
  return groups;
}
