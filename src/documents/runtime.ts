/** Small Foundry-side helpers for the documents: optional-rule settings, equip options, rolling d6 faces. */
import { SYSTEM_ID } from "../settings.ts";
import { HUMANOID_BODY_PARTS, type SlotCounts } from "../rules/index.ts";
import type { EquipOptions } from "./logic/equip.ts";
import type { OptionalRuleId } from "../optional-rules.ts";

/** Is an optional rule's world setting on? */
export function optionalRule(id: OptionalRuleId): boolean {
  return game.settings.get(SYSTEM_ID, id);
}

/** Equip options from the optional rules and the actor's features (their equip slots). */
export function equipOptionsFor(items: readonly { type: string; system: unknown }[]): EquipOptions {
  const options: EquipOptions = {};
  if (optionalRule("bodyParts")) options.bodyParts = { ...HUMANOID_BODY_PARTS };
  if (optionalRule("equipSlots")) {
    const slots: SlotCounts = {};
    for (const i of items) {
      if (i.type !== "feature") continue;
      for (const s of (i.system as { equipSlots: { slot: string; count: number }[] }).equipSlots) {
        slots[s.slot] = (slots[s.slot] ?? 0) + s.count;
      }
    }
    options.equipSlots = slots;
  }
  return options;
}

/** Rolls `n` d6 with Foundry's dice and returns the faces. */
export function rollFaces(n: number): number[] {
  if (n <= 0) return [];
  const roll = new Roll(`${n}d6`).evaluateSync();
  return roll.dice.flatMap((d) => d.results.map((r) => r.result));
}
