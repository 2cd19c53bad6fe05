/**
 * Item sets (套装, §4.1 [DEC]): items naming each other as partners grant a bonus while every item of the set is
 * equipped by the same creature. The bonus counts once per set, however many of its items carry it.
 */
import { ATTRIBUTE_IDS, type AttributeId } from "./types.ts";

/** One equipped item's set membership: its own dataset id, its set, the partners' dataset ids and the set's bonus. */
export interface SetMember {
  identifier: string;
  set: { key: string; partners: readonly string[]; bonus: Record<AttributeId, number> };
}

/** Is `member`'s set complete among the equipped identifiers? An item without a set key belongs to no set. */
export function isSetComplete(member: SetMember, equippedIdentifiers: ReadonlySet<string>): boolean {
  if (member.set.key === "") return false;
  return equippedIdentifiers.has(member.identifier) && member.set.partners.every((p) => equippedIdentifiers.has(p));
}

/**
 * Attribute changes from every complete set among `equipped` (the actor's equipped items only). Each set key counts once;
 * when its items disagree on the bonus, the first complete member's bonus is used.
 */
export function setBonuses(equipped: readonly SetMember[]): Record<AttributeId, number> {
  const out: Record<AttributeId, number> = { might: 0, energy: 0, spirit: 0 };
  const ids = new Set(equipped.map((m) => m.identifier));
  const counted = new Set<string>();
  for (const member of equipped) {
    if (counted.has(member.set.key) || !isSetComplete(member, ids)) continue;
    counted.add(member.set.key);
    for (const id of ATTRIBUTE_IDS) out[id] += member.set.bonus[id];
  }
  return out;
}

/**
 * What the creature's attributes lose when one equipped item leaves `equipped`: the bonus of each set that was complete
 * and no longer is. A second copy of the same item keeps its set complete.
 */
export function setBonusLost(equipped: readonly SetMember[], leaving: string): Record<AttributeId, number> {
  const index = equipped.findIndex((m) => m.identifier === leaving);
  const before = setBonuses(equipped);
  // Not equipped (index −1): nothing is filtered out, so every difference is 0.
  const after = setBonuses(equipped.filter((_, i) => i !== index));
  return { might: before.might - after.might, energy: before.energy - after.energy, spirit: before.spirit - after.spirit };
}
