/** Each attribute's total dice of an attacker (null = void), for ranges that count the total (§4.3). */
import { actorSystem, type CreatureActor } from "../../../documents/system-views.ts";
import type { AttributeDice, AttributeId } from "../../../rules/index.ts";

/** Each attribute's total dice (null = void), for ranges that count the total. */
export function totalsOf(actor: CreatureActor): AttributeDice {
  const attributes: Partial<Record<AttributeId, { total?: number; invalid?: boolean }>> = actorSystem(actor).attributes ?? {};
  const read = (id: AttributeId) => (attributes[id]?.invalid ? null : Math.max(0, Math.trunc(Number(attributes[id]?.total) || 0)));
  return { might: read("might"), energy: read("energy"), spirit: read("spirit") };
}
