/**
 * What Foundry v14 adds that the system uses, declared locally: no v14 build of the types package is published, so
 * the project keeps the 13.346 types and declares each v14 addition here, naming the public page it follows. Only the
 * version seam (src/core/version/) reaches these; every declaration is optional where v13 lacks it.
 */

/**
 * v14's message modes, the keys of `CONFIG.ChatMessage.modes` (v13's roll modes publicroll/gmroll/blindroll/selfroll
 * renamed, plus in-character). Source: dnd5e #6958; SR5-FoundryVTT PR 1916.
 */
export type ChatMessageMode = "public" | "gm" | "blind" | "self" | "ic";

/**
 * A v14 context-menu entry (`ContextMenuEntry`): `label`, `visible` and `onClick(event, target)` replace v13's `name`,
 * `condition` and `callback(target)`, which v14 still reads with a deprecation warning until v16. `icon` is HTML or,
 * new in v14, a class name (foundryvtt#13146). Source: draw-steel PR 1752; FoundryVTT-Fabula-Ultima PR 1383.
 */
export interface V14ContextMenuEntry {
  label: string;
  icon: string;
  visible: (target: HTMLElement) => boolean;
  onClick: (event: Event, target: HTMLElement) => unknown;
}

/** A v14 update operator: placed as an update's value, it deletes or replaces the key (see `_del`/`_replace`). */
export type V14UpdateOperator = object;

declare global {
  /**
   * The shared forced-deletion operator (`foundry.data.operators.ForcedDeletion`): `{key: _del}` deletes `key`, where
   * v13 wrote `{"-=key": null}` (deprecated on v14, removed in v16). Global since 14.356. Source: draw-steel PR 1747;
   * fvtt-system-rqg #890; dnd5e 5.3 `Item5e#deleteActivity`.
   */
  var _del: V14UpdateOperator | undefined;
  /**
   * `foundry.data.operators.ForcedReplacement.create`: `{key: _replace(value)}` replaces `key` outright, where v13 wrote
   * `{"==key": value}`. Source: draw-steel PR 1747; foundryvtt#14573.
   */
  var _replace: ((value: unknown) => V14UpdateOperator) | undefined;
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    /**
     * The chat selector's mode on v14; `core.rollMode` no longer follows the selector (it reads back null and logs a
     * deprecation warning). Source: dnd5e #6958; wintersleepAI/swnr PR 231; Foundry_WoD20 #1395.
     */
    "core.messageMode": ChatMessageMode;
  }
}

/**
 * The string type of an Active Effect change, which replaces v13's numeric `mode` (foundryvtt#13566, #14136; the v14
 * API page `CONST.ACTIVE_EFFECT_CHANGE_TYPES`: add, custom, downgrade, multiply, override, subtract, upgrade). A
 * package may use other strings for its own change types.
 */
export type V14ChangeType = "add" | "custom" | "downgrade" | "multiply" | "override" | "subtract" | "upgrade";

/**
 * One change as v14 stores it at `ActiveEffect#system.changes` (foundryvtt#13740; the v14 API page
 * `foundry.documents.types.ActiveEffectChangeData`): `type`, `phase` and `priority` are what core enforces; a null
 * priority takes the type's default, an omitted phase core's first one. On load, v14 converts stored values that parse
 * as JSON (so "1" becomes 1; FoundryVTT-Level-Up-Official#643).
 */
export interface V14EffectChangeData {
  key: string;
  type: string;
  value: unknown;
  phase?: string;
  priority: number | null;
}

/**
 * The units of a v14 effect duration (v14 API page `foundry.documents.types.EffectDurationData`;
 * `CONST.ACTIVE_EFFECT_TIME_DURATION_UNITS` are the time-based ones).
 */
export type V14DurationUnit = "years" | "months" | "days" | "hours" | "minutes" | "seconds" | "rounds" | "turns";

/**
 * A v14 effect duration (v14 API page `foundry.documents.types.EffectDurationData`): a single value in one unit (null:
 * no end by duration), an expiry event (`CONST.ACTIVE_EFFECT_EXPIRY_EVENTS`: combatStart, roundStart, turnStart,
 * combatEnd, roundEnd, turnEnd, or a package's own) and whether the effect has expired. Expiry happens when both the
 * duration has run out and the event is reached; an expired effect is marked (`CONFIG.ActiveEffect.expiryAction`
 * "update" sets `expired`), not deleted (foundryvtt#13667, #13743).
 */
export interface V14EffectDurationData {
  value: number | null;
  units: V14DurationUnit;
  expiry: string | null;
  expired: boolean;
}

/**
 * When a v14 effect started (v14 API page `foundry.documents.types.EffectStartData`). A turn-end expiry is checked
 * against `combatant`, which core fills with the combatant whose turn it was (draw-steel#1880 sets it to the bearer's).
 */
export interface V14EffectStartData {
  combat: string | null;
  combatant: string | null;
  initiative: number | null;
  round: number | null;
  time: number;
  turn: number | null;
}

/*
 * Scene levels (v14; 14.353 release notes). A scene stacks Level documents, each an elevation range in grid units,
 * and each token stands on one of them.
 */

/** A Level's data: API v14 `foundry.documents.types.LevelData` (`elevation: {bottom, top}`, in grid units). */
export interface V14LevelData {
  _id: string;
  name: string;
  elevation: { bottom: number; top: number };
}

/**
 * A scene with levels: Level is an embedded document of Scene (API v14 `foundry.documents.BaseLevel`, created with
 * `scene.createEmbeddedDocuments("Level", …)`), read with `Scene#getEmbeddedDocument` (API v14 `Scene`).
 */
export interface V14LevelledScene {
  getEmbeddedDocument(embeddedName: "Level", id: string, options?: { strict?: boolean }): V14LevelData | undefined;
}

/** A token's level: API v14 `foundry.documents.types.TokenData#level`, the id of the Level it stands on. */
export interface V14TokenLevel {
  level?: string;
}

/*
 * Regions in place of measured templates (foundryvtt#13988; v14 API `RegionLayer#placeRegion`,
 * `RegionPlacementOptions`, `foundry.data.BaseShapeData` and its circle, cone and line subtypes). Lengths are pixels,
 * rotations degrees clockwise from east.
 */

/** One shape of a Region: the fields of the circle, cone and line shape data the system places. */
export type V14RegionShape =
  | { type: "circle"; x: number; y: number; radius: number; gridBased: boolean }
  | { type: "cone"; x: number; y: number; radius: number; angle: number; rotation: number; curvature: "flat"; gridBased: boolean }
  | { type: "line"; x: number; y: number; length: number; width: number; rotation: number; gridBased: boolean };

/** A shape as the placement hands it to `onMove`: its data, and `updateSource` to change it (a DataModel's). */
export interface V14PlacedShape {
  x: number;
  y: number;
  rotation?: number;
  updateSource(changes: { x?: number; y?: number; rotation?: number }): unknown;
}

/** Region creation data the system writes (v14 API `RegionData`; behaviors never: a player may not create them). */
export interface V14RegionData {
  name: string;
  color: string;
  shapes: V14RegionShape[];
  levels: string[];
  highlightMode: "shapes" | "coverage";
  displayMeasurements: boolean;
  visibility: number;
}

/**
 * `RegionPlacementOptions` plus the move callback: `onMove({shape, position, …})` runs as the pointer moves; returning
 * false keeps core from moving the shape to the pointer (a shape anchored on a token turns instead). Sources: v14 API
 * `RegionPlacementOptions`, `RegionLayer#_placementContext.onMove`; public v14 systems that anchor a cone this way.
 */
export interface V14RegionPlacementOptions {
  create?: boolean;
  allowRotation?: boolean;
  onMove?: (context: { shape: V14PlacedShape; position: { x: number; y: number } }) => boolean | void;
}

/** A placed Region, as far as the system reads it back: its shapes. */
export interface V14RegionDocument {
  shapes: readonly { x: number; y: number; rotation?: number }[];
}

/**
 * `RegionLayer#placeRegion(data, options)`: the placement gesture (a preview following the pointer, left click
 * confirms, right click or Escape skips); resolves to the Region (created unless `create` is false) or null.
 */
export interface V14RegionLayer {
  placeRegion(data: V14RegionData, options?: V14RegionPlacementOptions): Promise<V14RegionDocument | null>;
}
