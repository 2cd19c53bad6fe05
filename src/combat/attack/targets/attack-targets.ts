/**
 * The canvas side of an attack's targets: each targeted token's distance in steps from the attacker's token, then the
 * pure target resolution (targets.ts) with the beyond-range rule from the world settings and the tokens' dispositions
 * (who the attacker's allies are, target-exclusion.ts). Used when the attack is made and when the GM assigns targets
 * later from the card.
 */
import { attackRangeBounds, attackedFromBlindSide, perceivesBehind, screenFacingSector, stepsAcrossLevels } from "../../../rules/index.ts";
import { levelGapSteps } from "../../../core/version/scene-levels.ts";
import { optionalRule } from "../../../documents/runtime.ts";
import type { AttackState } from "../attack-state.ts";
import { tokenAt } from "../../actor-reads.ts";
import { clipName } from "../../../core/clip-name.ts";
import { stepsBetween, type Footprint } from "./target-distance.ts";
import { splitTargets, type TargetCandidate, type TargetSplit } from "./targets.ts";

/**
 * Where a token document stands on its scene's grid, or null without a scene: every square it covers (no size cap),
 * every hex whose centre its rectangle holds (at least the hex of its centre), or gridless its centre and size.
 */
export function footprintOf(token: TokenDocument.Implementation): Footprint | null {
  const scene = token.parent;
  if (!scene) return null;
  const grid = scene.grid;
  const size = grid.size;
  const width = Number(token.width) || 1;
  const height = Number(token.height) || 1;
  const center = { x: token.x + (width * size) / 2, y: token.y + (height * size) / 2 };
  if (grid.isGridless) return { grid: "gridless", ...center, width, height, diameter: size };
  if (grid.isHexagonal) {
    // cast: a hexagonal scene's grid is a HexagonalGrid (checked just above), which has cube coordinates
    const hexGrid = grid as foundry.grid.HexagonalGrid;
    const cube = hexGrid.getCube(center);
    return { grid: "hex", q: cube.q, r: cube.r, cells: hexCells(hexGrid, token.x, token.y, width * size, height * size, size, cube) };
  }
  const offset = grid.getOffset({ x: token.x + size / 2, y: token.y + size / 2 });
  return { grid: "square", i: offset.i, j: offset.j, width, height };
}

/**
 * The hexes a token's rectangle covers: sampled every half space across the rectangle shrunk by half a space (where a
 * medium creature's centre could be), so a medium token covers the hex of its centre only.
 */
function hexCells(grid: foundry.grid.HexagonalGrid, x: number, y: number, w: number, h: number, size: number, centre: { q: number; r: number }): { q: number; r: number }[] {
  const seen = new Map<string, { q: number; r: number }>([[`${centre.q},${centre.r}`, { q: centre.q, r: centre.r }]]);
  const span = (length: number) => Math.max(0, length - size);
  const step = size / 2;
  for (let dy = 0; dy <= span(h) + 1e-6; dy += step) {
    for (let dx = 0; dx <= span(w) + 1e-6; dx += step) {
      const cube = grid.getCube({ x: x + size / 2 + dx, y: y + size / 2 + dy });
      seen.set(`${cube.q},${cube.r}`, { q: cube.q, r: cube.r });
    }
  }
  return [...seen.values()];
}

/**
 * Steps between two tokens; null when they are not on the same scene. On different levels of one scene (v14) the
 * height between the levels counts too, and they are never adjacent (rules/grid.ts `stepsAcrossLevels`).
 */
export function tokenSteps(from: TokenDocument.Implementation | null, to: TokenDocument.Implementation): number | null {
  if (!from || from.parent !== to.parent) return null;
  const a = footprintOf(from);
  const b = footprintOf(to);
  const steps = a && b ? stepsBetween(a, b) : null;
  return steps === null ? null : stepsAcrossLevels(steps, levelGapSteps(from, to));
}

/** The card's target lines for `tokens`, measured from the attacker's token (unmeasured when it has none here), and the creatures left out. */
export function targetLinesFor(state: Pick<AttackState, "reach" | "attackerTokenUuid" | "attackerUuid" | "excludes">, tokens: readonly TokenDocument.Implementation[]): TargetSplit {
  // Not strict: a stale attacker token (deleted since the attack) only leaves the distances unmeasured and allies untold.
  const attacker = state.attackerTokenUuid ? tokenAt(state.attackerTokenUuid) : null;
  const facing = optionalRule("facing");
  const candidates: TargetCandidate[] = tokens.map((t) => ({
    tokenUuid: t.uuid ?? "",
    actorUuid: t.actor?.uuid ?? null,
    name: clipName(t.name),
    distance: tokenSteps(attacker, t),
    disposition: dispositionOf(t),
    ...(t.hidden === true ? { hidden: true } : {}),
    ...(facing && attackerBehind(attacker, t) ? { fromBehind: true } : {}),
  }));
  return splitTargets(candidates, state.reach, {
    attacker: { tokenUuid: state.attackerTokenUuid || null, actorUuid: state.attackerUuid || null, disposition: attacker ? dispositionOf(attacker) : null },
    excludes: state.excludes,
    beyondRange: optionalRule("beyondRange"),
    bounds: attackRangeBounds(optionalRule("rangeBounds")),
  });
}

/**
 * [OPT] Facing (§9.5): does `attacker` stand in a sector `defender` cannot defend? Both must be on one scene. A v13
 * token's `rotation` is its heading in degrees, clockwise on the canvas (y grows downwards), and 0 faces down the
 * screen — the south-facing top-down token art Foundry and dnd5e expect — which is the heading screenFacingSector takes.
 */
export function attackerBehind(attacker: TokenDocument.Implementation | null, defender: TokenDocument.Implementation): boolean {
  if (!attacker || !defender.parent || attacker.parent !== defender.parent || attacker === defender) return false;
  const from = tokenCenter(defender);
  const to = tokenCenter(attacker);
  const rotation = Number(defender.rotation) || 0;
  return attackedFromBlindSide(screenFacingSector(rotation, to.x - from.x, to.y - from.y), seesBehind(defender));
}

/** Does the token's creature perceive its back (a sense that does not face forward)? Read from its prepared senses. */
export function seesBehind(token: TokenDocument.Implementation): boolean {
  const system: unknown = token.actor?.system;
  const senses: unknown = system && typeof system === "object" && "senses" in system ? system.senses : null;
  if (!Array.isArray(senses)) return false;
  return perceivesBehind(senses.map((s: { sense?: unknown } | null) => String(s?.sense ?? "")));
}

/** The center of a token on its scene, in canvas pixels. */
function tokenCenter(token: TokenDocument.Implementation): { x: number; y: number } {
  const size = token.parent?.grid.size ?? 1;
  return { x: token.x + ((Number(token.width) || 1) * size) / 2, y: token.y + ((Number(token.height) || 1) * size) / 2 };
}

/** A token's disposition, or null when it has none to read. */
function dispositionOf(token: TokenDocument.Implementation): number | null {
  const value: unknown = token.disposition;
  return typeof value === "number" ? value : null;
}
