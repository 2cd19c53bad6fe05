/**
 * Scene levels, the vertical gap between two tokens of one scene. v14 stacks levels in a scene (14.353 release notes;
 * API v14 `LevelData`, `TokenData#level`): each level is an elevation range `{bottom, top}` in grid units and each
 * token stands on one. v13 has no levels, and the system reads no token elevation, so on v13 the gap is always 0.
 */
import { isRecord } from "../../rules/guards.ts";
import { onV14 } from "./release.ts";
import type { V14LevelData, V14LevelledScene, V14TokenLevel } from "./foundry-v14.d.ts";

/** A token as the seam reads it: its scene, and on v14 its level's id. */
export type LevelledToken = { parent: unknown } & V14TokenLevel;

/** Can the scene look its Level documents up (a v14 scene)? */
function hasLevels(scene: unknown): scene is V14LevelledScene {
  return isRecord(scene) && typeof scene.getEmbeddedDocument === "function";
}

/** The floor (grid units) of the level the token stands on; null without a level to read. */
function floorOf(token: LevelledToken): number | null {
  const scene = token.parent;
  if (typeof token.level !== "string" || !token.level || !hasLevels(scene)) return null;
  const level: V14LevelData | undefined = scene.getEmbeddedDocument("Level", token.level, { strict: false });
  const bottom = level?.elevation.bottom;
  return typeof bottom === "number" && Number.isFinite(bottom) ? bottom : null;
}

/** Grid units per step of the token's scene (1 for this system's scenes). */
function unitsPerStep(token: LevelledToken): number {
  const grid = isRecord(token.parent) && isRecord(token.parent.grid) ? token.parent.grid : null;
  const distance = grid?.distance;
  return typeof distance === "number" && distance > 0 ? distance : 1;
}

/**
 * Whole steps between the levels two tokens of one scene stand on: 0 on one level, on a scene without levels and on
 * v13; otherwise the height between their floors in steps, at least 1 (they are on different levels, even where a
 * floor cannot be read).
 */
export function levelGapSteps(a: LevelledToken, b: LevelledToken): number {
  if (!a.level || !b.level || a.level === b.level || !onV14()) return 0;
  const [floorA, floorB] = [floorOf(a), floorOf(b)];
  if (floorA === null || floorB === null) return 1;
  return Math.max(1, Math.round(Math.abs(floorA - floorB) / unitsPerStep(a)));
}
