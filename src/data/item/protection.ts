/** Protective gear (§3.4, §4.1): helmet, armor, boots … with physical/erosion/occult protection while equipped. */
import { PROTECTION_KINDS } from "../choices.ts";
import { equipmentFields } from "./base.ts";

/** The fields of a protection item's `system`. */
export function defineProtectionSchema() {
  return equipmentFields(PROTECTION_KINDS);
}

/** Schema type of protective gear. */
export type ProtectionSchema = ReturnType<typeof defineProtectionSchema>;
