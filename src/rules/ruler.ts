/**
 * What the drag ruler says about a move (§9.1, §9.3): the speed of the movement mode the move uses, how many steps one
 * 1⚡ move covers and whether a path of N steps is within it, within the ⚡ the mover has left, or beyond. Pure.
 */
import { movementRate } from "./movement.ts";

/** A movement mode with its speed (poor modes already halved), as a prepared actor lists them. */
export interface ModeSpeed {
  mode: string;
  speed: number;
}

/**
 * The mode a ruler's movement action uses: walking, crawling and jumping are on foot; the others are the mode of the
 * same name. Null for actions that are no voluntary move measured by speed (teleporting, being displaced).
 */
export function modeOfAction(action: string): string | null {
  if (action === "walk" || action === "crawl" || action === "jump") return "walk";
  if (action === "climb" || action === "swim" || action === "fly" || action === "burrow") return action;
  return null;
}

/** The speed of `mode` (flying also counts floating, whichever is faster); 0 when the creature lacks it. */
export function speedForMode(modes: readonly ModeSpeed[], mode: string): number {
  const fits = (m: ModeSpeed) => m.mode === mode || (mode === "fly" && m.mode === "float");
  return modes.filter(fits).reduce((best, m) => Math.max(best, Number.isFinite(m.speed) ? m.speed : 0), 0);
}

/** How far a path goes: within one 1⚡ move (its speed), within the ⚡ the mover has left, or beyond. */
export type RulerTier = "move" | "mobility" | "beyond";

/** The ruler's reading of a path of `steps` steps at `speed`. */
export interface RulerReading {
  /** Speed as the rule counts it (truncated with the newer movement). */
  speed: number;
  /** Steps one 1⚡ move covers (0: cannot move). */
  stepsPerMove: number;
  /** ⚡ the path costs: one per move, or per step when slower than 1 (§9.3); Infinity when it cannot move. */
  mobility: number;
  tier: RulerTier;
}

/**
 * Reads a path of `steps` steps (≥ 0) at `speed` for a mover with `mobilityLeft` ⚡ (Infinity outside a fight).
 * Seed: a speed of 1 or more covers trunc(speed) steps per 1⚡ move; slower, each step costs ceil(1 ÷ speed)⚡ (§9.3).
 * `newerMovement` [VAR]: speed truncated, below 1 cannot move.
 */
export function readRuler(steps: number, speed: number, mobilityLeft: number, newerMovement: boolean): RulerReading {
  const rate = movementRate(Math.max(0, Number.isFinite(speed) ? speed : 0), 0, 0, { newerMovement });
  const path = Math.max(0, Math.ceil(steps - 1e-9));
  if (rate.stepsPerMove === 0) return { speed: rate.effectiveSpeed, stepsPerMove: 0, mobility: Infinity, tier: path === 0 ? "move" : "beyond" };
  const mobility = rate.mobilityPerStep > 1 ? path * rate.mobilityPerStep : Math.ceil(path / rate.stepsPerMove);
  const tier: RulerTier = mobility <= 1 ? "move" : mobility <= mobilityLeft ? "mobility" : "beyond";
  return { speed: rate.effectiveSpeed, stepsPerMove: rate.stepsPerMove, mobility, tier };
}
