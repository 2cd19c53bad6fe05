/**
 * The NPC sheet's view model (pure): a compact stat block — rollable pools, protections (negative = weakness),
 * immunities, speed, mobility, strength rating, every attack and ability rollable, loot — and the edit-mode fields.
 */
import { deprivedLines, type NeedLine } from "../../actions/party-rest-view.ts";
import { choiceLabels, ATTACK_TYPES, SIZES } from "../../data/choices.ts";
import { perceivesBehind } from "../../rules/facing.ts";
import { recordAt, stringOr } from "../../rules/guards.ts";
import { PROTECTION_TYPES, type AttackType, type AttributeId, type Protections } from "../../rules/types.ts";
import { effectGroups, type EffectGroup, type EffectSource } from "./effects.ts";
import { ACTOR_BASE_LABELLED, baseAndTypeScope, fieldViews, type Entry } from "./fields.ts";
import type { SystemSchema } from "./schema-fields.ts";
import { rowsOfTypes, type ItemRow, type SheetItem } from "./item-rows.ts";
import type { ViewEnv } from "./labels.ts";
import { poolViews, type DerivedPool, type PoolView } from "./pools.ts";
import { MAX_PIPS } from "../../combat/tracker/tracker-row.ts";

/** What the NPC sheet is built from (a prepared Foundry actor, or a fixture run through the same derivation). */
export interface NpcSheetInput {
  name: string;
  img?: string | null;
  /** Derived `system` (after prepareDerivedData). */
  system: {
    attributes: Record<AttributeId, DerivedPool>;
    protection: Protections;
    immune: AttackType[];
    mobility: { value: number; max: number; owed?: number };
    speed: number;
    size?: string | null;
    strength: number;
    consciousness?: string;
    senses?: readonly { sense: string }[];
  };
  /** Stored `system`. */
  source: Record<string, unknown>;
  /** The NPC model's schema (in Foundry the live `actor.system.schema`); edit mode's inputs are built from it. */
  schema: SystemSchema;
  items: Iterable<SheetItem>;
  effects?: Iterable<EffectSource>;
  enrichedLoot?: string;
  enrichedBiography?: string;
  /** May the viewer click the ⚡ pips (`canEditPips`: the GM always, the owner on its own turn)? Default no. */
  mobilityEditable?: boolean;
  /** An ability's uses left in its period (src/actions/use-limit.ts), null without a use limit; absent = none shown. */
  usesLeft?: (itemId: string) => { left: number; max: number } | null;
  /** [OPT] The facing rule (§9.5) is on: the sheet says when the creature cannot perceive its back. */
  facing?: boolean;
  /** The actor's `deprived` flag (dice lost to unmet needs, §7.4), read strictly. */
  deprived?: unknown;
}

/** The NPC sheet's data. */
export interface NpcSheetView {
  actor: { name: string; img: string };
  /** Dice lost to unmet needs (§7.4), as "−1 Might (hunger)" chips. */
  needs: NeedLine[];
  strength: number;
  pools: PoolView[];
  protections: { id: string; labelKey: string; tipKey: string; value: number; weakness: boolean }[];
  immunities: { id: string; labelKey: string }[];
  speed: number;
  /** ⚡ as pips (filled = still available), clickable when `editable`; `owed`: a long action in progress. */
  mobility: { value: number; max: number; owed: number; pips: { filled: boolean }[]; editable: boolean };
  sizeKey: string | null;
  consciousnessKey: string | null;
  /** [OPT] Facing on and the creature cannot perceive its back (§9.5): attacks from there cannot be defended. */
  blindBack: boolean;
  attacks: ItemRow[];
  abilities: ItemRow[];
  features: ItemRow[];
  /** Equipment and gear without attacks (protection, accessories, consumables …). */
  gear: ItemRow[];
  loot: { name: string; value: string; enriched: string };
  biography: { name: string; value: string; enriched: string };
  /** Edit mode: protections bonus, immunities, mobility, speed bonus, strength rating. */
  fields: Entry[];
  effects: EffectGroup[];
}

const scope = baseAndTypeScope("MESHAL.Actor.base", ACTOR_BASE_LABELLED, "MESHAL.Actor.npc");
const EDIT_FIELDS = new Set(["system.protection", "system.immune", "system.mobility", "system.speed", "system.strength"]);

/** ⚡ pips of an NPC (at most MAX_PIPS drawn; the numbers beside them say the rest). */
function mobilityPips(m: { value: number; max: number; owed?: number }, editable: boolean): NpcSheetView["mobility"] {
  const shown = Math.max(0, Math.min(m.max, MAX_PIPS));
  return {
    value: m.value, max: m.max, owed: Math.max(0, Math.trunc(m.owed ?? 0)), editable,
    pips: Array.from({ length: shown }, (_, i) => ({ filled: i < m.value })),
  };
}

/** Ability rows with their uses left ("left/max", as a row's own uses show) where the ability has a use limit. */
function withUsesLeft(rows: ItemRow[], usesLeft: NpcSheetInput["usesLeft"]): ItemRow[] {
  if (!usesLeft) return rows;
  return rows.map((row) => {
    const uses = row.uses ? null : usesLeft(row.id);
    return uses ? { ...row, uses: { value: uses.left, max: uses.max } } : row;
  });
}

/** Builds the NPC sheet's view model. */
export function npcSheetView(input: NpcSheetInput, env: ViewEnv): NpcSheetView {
  const s = input.system;
  const items = [...input.items];
  const physical = rowsOfTypes(items, ["weapon", "protection", "accessory", "gear"], env);
  const attackers = physical.filter((r) => r.attacks.length > 0);
  const typeLabels = choiceLabels(ATTACK_TYPES) ?? {};
  const source = input.source;
  return {
    actor: { name: input.name, img: input.img || "icons/svg/mystery-man.svg" },
    needs: deprivedLines(input.deprived),
    strength: s.strength,
    pools: poolViews(s.attributes, input.source.attributes, "base", "MESHAL.Actor.npc.FIELDS.attributes"),
    protections: PROTECTION_TYPES.map((id) => ({ id, labelKey: `MESHAL.Protection.${id}`, tipKey: `MESHAL.Tip.protection.${id}`, value: s.protection[id], weakness: s.protection[id] < 0 })),
    immunities: s.immune.map((id) => ({ id, labelKey: typeLabels[id] ?? id })),
    speed: s.speed,
    mobility: mobilityPips(s.mobility, input.mobilityEditable ?? false),
    sizeKey: s.size ? (choiceLabels(SIZES)?.[s.size] ?? null) : null,
    consciousnessKey: s.consciousness && s.consciousness !== "conscious" ? `MESHAL.Status.${s.consciousness}` : null,
    blindBack: Boolean(input.facing) && !perceivesBehind((s.senses ?? []).map((x) => x.sense)),
    attacks: attackers,
    abilities: withUsesLeft(rowsOfTypes(items, ["ability"], env), input.usesLeft),
    features: rowsOfTypes(items, ["feature"], env),
    gear: physical.filter((r) => r.attacks.length === 0),
    loot: { name: "system.loot", value: String(source.loot ?? ""), enriched: input.enrichedLoot ?? String(source.loot ?? "") },
    biography: {
      name: "system.details.biography",
      value: stringOr(recordAt(source, "details")?.biography, ""),
      enriched: input.enrichedBiography ?? "",
    },
    fields: fieldViews(input.schema, source, "system", scope).filter((f) => EDIT_FIELDS.has(f.name)),
    effects: effectGroups(input.effects ?? []),
  };
}
