/**
 * The payload of the GM-side damage query, read strictly (pure): only ids as short strings, a target index, an
 * optional split of whole numbers by attribute. No damage number is ever taken from the requester: the GM re-derives
 * it from the card's stored state.
 */
import { ATTRIBUTE_IDS, type AttributeId } from "../rules/index.ts";
import { MAX_TARGETS } from "./targets.ts";

/** What a player may ask the GM to do on an attack card. */
export interface DamageRequestPayload {
  messageId: string;
  /** The requesting user (checked for ownership of the target; see attack-apply.ts on trusting it). */
  userId: string;
  targetIndex: number;
  op: "apply" | "undo";
  allocation?: Partial<Record<AttributeId, number>>;
}

const ID = /^[A-Za-z0-9]{16}$/;

/** The payload as a request, or null when anything about it is off (unknown keys included). */
export function readDamagePayload(data: unknown): DamageRequestPayload | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  if (Object.keys(d).some((k) => !["messageId", "userId", "targetIndex", "op", "allocation"].includes(k))) return null;
  if (typeof d["messageId"] !== "string" || !ID.test(d["messageId"])) return null;
  if (typeof d["userId"] !== "string" || !ID.test(d["userId"])) return null;
  const index = d["targetIndex"];
  if (typeof index !== "number" || !Number.isInteger(index) || index < 0 || index >= MAX_TARGETS) return null;
  if (d["op"] !== "apply" && d["op"] !== "undo") return null;
  const out: DamageRequestPayload = { messageId: d["messageId"], userId: d["userId"], targetIndex: index, op: d["op"] };
  if (d["allocation"] === undefined) return out;
  const alloc = d["allocation"];
  if (d["op"] !== "apply" || typeof alloc !== "object" || alloc === null || Array.isArray(alloc)) return null;
  const split: Partial<Record<AttributeId, number>> = {};
  for (const [key, value] of Object.entries(alloc as Record<string, unknown>)) {
    if (!(ATTRIBUTE_IDS as readonly string[]).includes(key)) return null;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 9999) return null;
    split[key as AttributeId] = value;
  }
  return { ...out, allocation: split };
}

/** May this user ask for damage on this target? Only the owner of the target's actor (the GM always). */
export function mayRequestDamage(user: { isGM: boolean }, ownsTarget: boolean): boolean {
  return user.isGM || ownsTarget;
}
