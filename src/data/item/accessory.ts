/** Accessories (§4.1): one equipped per seed kind (§3.8); effects come from fields and Active Effects. */
import { ACCESSORY_KINDS } from "../choices.ts";
import { equipmentFields } from "./base.ts";

/** The fields of an accessory item's `system`. */
export function defineAccessorySchema() {
  return equipmentFields(ACCESSORY_KINDS);
}

/** Schema type of accessories. */
export type AccessorySchema = ReturnType<typeof defineAccessorySchema>;
