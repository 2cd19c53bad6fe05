/**
 * Hotbar macros (pure): what dropping an owned item, or one of its attacks, on the hotbar creates. The macro calls the
 * public API (`meshal.applications.rollFromMacro`), so it keeps working when the sheet is closed.
 */
import { isRecord } from "../../rules/guards.ts";

/** Drag data of one attack of an owned item (set by the sheets' drag start). */
export interface AttackDragData {
  type: "meshal.attack";
  uuid: string;
  attack: number;
}

/** The macro to create. */
export interface MacroPlan {
  name: string;
  img: string;
  command: string;
}

/** Is this drag data an attack? */
export function isAttackDrag(data: unknown): data is AttackDragData {
  return isRecord(data) && data.type === "meshal.attack" && typeof data.uuid === "string" && Number.isInteger(data.attack);
}

/**
 * The macro for an item (`attack` = null: use the item) or one of its attacks. `attackLabel` names the attack in the
 * macro's title. The uuid is embedded as a JSON string, so no quoting can break the command.
 */
export function macroPlan(item: { uuid: string; name: string; img?: string | null }, attack: number | null, attackLabel = ""): MacroPlan {
  const target = JSON.stringify({ uuid: item.uuid, attack });
  return {
    name: attack === null ? item.name : `${item.name}: ${attackLabel || `#${attack + 1}`}`,
    img: item.img || "icons/svg/d6-grey.svg",
    command: `await meshal.applications.rollFromMacro(${target}, event);`,
  };
}
