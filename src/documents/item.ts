/**
 * MeshalItem: offers equip/unequip through its owner. Bad `system` data is refused by the model itself (its fields and
 * `validateJoint`, see src/data/item/model.ts), never stored.
 */
import { isItemActive } from "../data/actor/derive-items.ts";

/** Our Item document class. */
export class MeshalItem extends Item {
  /** Equipped, or natural (always active, §4.1). */
  get isActive(): boolean {
    return isItemActive(this.type, this.system);
  }

  /** Equips this item on its owner (checks slots and carry limits). Resolves false when refused. */
  async equip(): Promise<boolean> {
    return this.actor ? this.actor.equipItem(this) : false;
  }

  /** Doffs this item. Resolves false when refused. */
  async unequip(): Promise<boolean> {
    return this.actor ? this.actor.unequipItem(this) : false;
  }
}
