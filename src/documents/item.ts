/**
 * MeshalItem: validates every create/update with the pure validator (bad values are refused with a localised warning,
 * never stored) and offers equip/unequip through its owner.
 */
import { isItemActive } from "../data/actor/derive-items.ts";
import { validateItemSystem } from "../data/validation.ts";
import { warnProblems } from "./notify.ts";

/** Our Item document class. */
export class MeshalItem extends Item {
  /** Equipped, or natural (always active, §4.1). */
  get isActive(): boolean {
    return isItemActive(this.type, this.system);
  }

  /** Equips this item on its owner (checks slots and carry limits). Resolves false when refused. */
  async equip(): Promise<boolean> {
    const actor = this.actor as { equipItem?: (item: MeshalItem) => Promise<boolean> } | null;
    return actor?.equipItem ? actor.equipItem(this) : false;
  }

  /** Doffs this item. Resolves false when refused. */
  async unequip(): Promise<boolean> {
    const actor = this.actor as { unequipItem?: (item: MeshalItem) => Promise<boolean> } | null;
    return actor?.unequipItem ? actor.unequipItem(this) : false;
  }

  /** Refuses creation when the system data breaks a choice, bound or required field. */
  protected override async _preCreate(...args: Parameters<Item["_preCreate"]>): Promise<boolean | void> {
    if ((await super._preCreate(...args)) === false) return false;
    const problems = validateItemSystem(this.type, this.system.toObject(), { complete: false });
    if (problems.length) return warnProblems(this.name, problems);
  }

  /** Refuses an update that would leave invalid system data. */
  protected override async _preUpdate(...args: Parameters<Item["_preUpdate"]>): Promise<boolean | void> {
    if ((await super._preUpdate(...args)) === false) return false;
    const changed = args[0] as { system?: object };
    if (!changed.system) return;
    const merged = foundry.utils.mergeObject(this.system.toObject(), foundry.utils.expandObject(changed.system), { inplace: false });
    const problems = validateItemSystem(this.type, merged, { complete: false });
    if (problems.length) return warnProblems(this.name, problems);
  }
}
