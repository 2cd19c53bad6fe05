/**
 * The character-sheet context without creation mode's pickers and budget (creation-context.ts, a lazy chunk the sheet
 * loads only while a character is being created), built from a prepared character alone. context.ts joins the two for
 * the preview, the benchmark and the tests. Pure.
 */
import { ABILITY_TYPES, perAttribute, perceivesBehind, type AttributeId } from "../../rules/index.ts";
import { isRecord, numberOr, recordAt, stringOr, stringsOf } from "../../rules/guards.ts";
import type { EffectGroup } from "../view/effects.ts";
import { ACTOR_BASE_LABELLED, baseAndTypeScope, fieldViews, type Entry } from "../view/fields.ts";
import type { SystemSchema } from "../view/schema-fields.ts";
import { attributeModifiers, type NamedModifiers } from "../../actions/modifier-sources.ts";
import { postureSource } from "../../actions/posture-source.ts";
import { attributeViews, mobilityView, protectionViews } from "./attributes-view.ts";
import { headerView } from "./header-view.ts";
import { abilityGroups, type UsesLeftReader } from "./abilities-view.ts";
import { carriedView, inventoryGroups } from "./inventory-view.ts";
import { lifeView, magicTagKeys, type LifeRules } from "./life-view.ts";
import { descriptorViews, featureRows } from "./biography-view.ts";
import { advanceLockView, advancementOptions, recentLog } from "./advancement.ts";
import type { AdvanceState } from "../../documents/logic/advancement-lock.ts";
import { deprivedLines } from "../../actions/party-rest-view.ts";
import type { CreationContextOptions } from "./creation/creation-context.ts";
import { SHEET_ATTRIBUTES, type ExpressionLabels, type SheetCharacter } from "./view-types.ts";
import type { AttackNameWords } from "../../actions/attack-name.ts";
import { CHARACTER_TABS, type CharacterTab } from "./sheet-shape.ts";
export { CHARACTER_TABS, NO_CREATION, type CharacterTab } from "./sheet-shape.ts";

/** What the context depends on besides the actor (creation mode's own options included). */
export interface CharacterContextOptions extends CreationContextOptions {
  /** Edit mode shows stored values as inputs; play mode shows derived ones. */
  editMode?: boolean;
  /** Can the viewer change the actor (owner)? */
  editable?: boolean;
  /** May the viewer click the ⚡ pips (`canEditPips`: the GM always, the owner on its own turn)? Default no. */
  mobilityEditable?: boolean;
  /** The ⚡ to show: during a fight the GM's fight ledger's (combat/ledger/); absent = the actor's own. */
  mobility?: { value: number; max: number; owed?: number };
  /** The [OPT] extra-features rule (optional biography descriptors). */
  extraFeatures?: boolean;
  /** The optional life rules' switches (life-view.ts): age, postures, carrying, search, magic tags. */
  rules?: LifeRules;
  /** [OPT] The facing rule (§9.5) is on: the header says when the character cannot perceive its back. */
  facing?: boolean;
  labels?: ExpressionLabels;
  /** The words naming an attack without a label ("Dagger — melee"); absent: the words' ids. */
  attackNames?: AttackNameWords;
  activeTab?: CharacterTab;
  /** The stored `system` (edit mode shows and edits it); defaults to the prepared one. */
  source?: Record<string, unknown>;
  /** The character model's schema (in Foundry the live `actor.system.schema`): edit mode's generic inputs (required there). */
  schema?: SystemSchema;
  /** The biography as enriched HTML (the sheet enriches it; the preview passes the stored HTML). */
  enrichedBiography?: string;
  /** Uses left of each limited ability, by item id (src/actions/use-limit.ts); absent = none shown. */
  usesLeft?: UsesLeftReader;
  /** Is the viewer the GM? Only the GM recovers dice by hand (a rest or an effect does otherwise). */
  gm?: boolean;
  /** The advancement lock's state (§3.5 [DEC]); absent = open, no hint. */
  advance?: AdvanceState | null;
  /** The actor's `deprived` flag (dice lost to unmet needs, §7.4), read strictly. */
  deprived?: unknown;
}

/** Edit mode's generic inputs: immunities and the potential log (a GM correction is an "adjust" entry). */
function editFields(source: Record<string, unknown>, schema: SystemSchema | undefined): { immune: Entry | null; log: Entry | null } {
  if (!schema) throw new Error("characterContext: edit mode needs the character model's schema (options.schema)");
  const scope = baseAndTypeScope("MESHAL.Actor.base", ACTOR_BASE_LABELLED, "MESHAL.Actor.character");
  const all = fieldViews(schema, source, "system", scope);
  const potential = all.find((f) => f.name === "system.potential");
  const log = potential && potential.kind === "group" ? potential.fields.find((f) => f.name === "system.potential.log") ?? null : null;
  return { immune: all.find((f) => f.name === "system.immune") ?? null, log };
}

/** Stored values edit mode shows: trained, lost and temporary per attribute, protection and speed bonuses, max ⚡. */
export interface StoredValues {
  attributes: Record<string, { trained: number; lost: number; temp: number; invalid: boolean }>;
  protection: Record<string, number>;
  immune: string[];
  speed: number;
  mobility: { value: number; max: number };
  potentialTotal: number;
  details: Record<string, string>;
}

/** Each entry of a stored record read by `read` (a missing record reads as empty). */
const mapRecord = <T>(value: unknown, read: (entry: unknown) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(isRecord(value) ? value : {}).map(([key, entry]) => [key, read(entry)]));

/** The stored values, each checked (a missing or malformed one shows as 0 or empty). */
function storedValues(source: Record<string, unknown>): StoredValues {
  const mobility = recordAt(source, "mobility");
  return {
    attributes: mapRecord(source.attributes, (a) => {
      const r = isRecord(a) ? a : {};
      return { trained: numberOr(r.trained, 0), lost: numberOr(r.lost, 0), temp: numberOr(r.temp, 0), invalid: Boolean(r.invalid) };
    }),
    protection: mapRecord(source.protection, (n) => numberOr(n, 0)),
    immune: stringsOf(source.immune),
    speed: numberOr(source.speed, 0),
    mobility: { value: numberOr(mobility?.value, 0), max: numberOr(mobility?.max, 0) },
    potentialTotal: numberOr(recordAt(source, "potential")?.total, 0),
    details: mapRecord(source.details, (value) => (typeof value === "number" ? String(value) : stringOr(value, ""))),
  };
}

/** The roll modifiers of each attribute roll, keyed by attribute. */
export function attributeRollModifiers(actor: SheetCharacter): Record<AttributeId, NamedModifiers> {
  return perAttribute((id) => attributeModifiers([...actor.items, ...postureSource(actor)], id));
}

/** Builds the context (see module doc). */
export function characterPlayContext(actor: SheetCharacter, options: CharacterContextOptions = {}) {
  const system = actor.system;
  const editMode = Boolean(options.editMode);
  const creation = Boolean(options.creation);
  const activeTab = options.activeTab ?? "abilities";
  const spend = options.spend ?? {};
  const mods = attributeRollModifiers(actor);
  const advancement = advancementOptions(system, actor.items, spend);
  const advanceOf = new Map(advancement.abilities.map((a) => [a.id, a]));
  const effects: EffectGroup[] = [];
  return {
    name: actor.name,
    img: actor.img ?? null,
    editMode,
    playMode: !editMode,
    editable: options.editable ?? true,
    creation,
    header: headerView(system, actor.items),
    blindBack: Boolean(options.facing) && !perceivesBehind(system.senses.map((s) => s.sense)),
    attributes: attributeViews(system, options.source?.attributes).map((a) => ({ ...a, modifiers: mods[a.id], raise: advancement.raises[a.id] })),
    ...protectionViews(system),
    // Hidden while creating: creation's own −/+ (trained values) sit just below and mean something else. A player
    // loses a die by hand in edit mode only, beside the stored "lost" it raises (which also puts a slip right), never
    // next to the roll button, where a player cannot take it back; the GM, who may recover, keeps −/+ in play too.
    diceControls: { shown: (options.editable ?? true) && !creation && (editMode || Boolean(options.gm)), recover: Boolean(options.gm) },
    mobility: mobilityView(system, options.mobilityEditable ?? false, options.mobility),
    speedBonus: system.speed,
    abilityGroups: abilityGroups(system, actor.items, options.labels, options.usesLeft, options.attackNames).map((g) => ({
      ...g,
      abilities: g.abilities.map((row) => ({
        ...row, intensify: advanceOf.get(row.id)?.intensify ?? null, renounce: advanceOf.get(row.id)?.renounce ?? null,
        magicTags: magicTagKeys(actor.items.find((i) => i.id === row.id)?.system.styles, Boolean(options.rules?.magic)),
      })),
    })),
    inventory: inventoryGroups(system, actor.items, options.labels, options.attackNames),
    carried: carriedView(system, Boolean(options.rules?.carryingCapacity)),
    life: lifeView(system, options.rules),
    features: featureRows(actor.items),
    descriptors: descriptorViews(system, Boolean(options.extraFeatures)),
    biography: system.details.biography ?? "",
    enrichedBiography: options.enrichedBiography ?? system.details.biography ?? "",
    stored: storedValues(options.source ?? system),
    editFields: editMode ? editFields(options.source ?? system, options.schema) : { immune: null, log: null },
    log: recentLog(system.potential.log),
    tabs: CHARACTER_TABS.map((id) => ({
      id, labelKey: `MESHAL.CharacterSheet.tab.${id}`, active: id === activeTab, cssClass: id === activeTab ? "active" : "",
    })),
    activeTab,
    tabActive: Object.fromEntries(CHARACTER_TABS.map((id) => [id, id === activeTab ? "active" : ""])),
    creationAttributeHints: SHEET_ATTRIBUTES.map((id) => `MESHAL.CharacterSheet.creation.rolledFor.${id}`),
    abilityFilter: { text: "", type: "", level: "", allowedOnly: false, ...options.abilityFilter },
    abilityTypes: ABILITY_TYPES.map((id) => ({
      id, labelKey: `MESHAL.Choice.abilityType.${id}`, selected: options.abilityFilter?.type === id,
    })),
    /** Filled by the sheet from the actor's Active Effects (sheets/view/effects.ts). */
    effects,
    advancement: advanceLockView(options.advance ?? null),
    needs: deprivedLines(options.deprived),
  };
}

export type CharacterPlayContext = ReturnType<typeof characterPlayContext>;
