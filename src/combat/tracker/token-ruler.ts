/**
 * The token drag ruler (§9.1, §9.3): each waypoint's label is core's (distance, or the cost where terrain or a jump
 * makes it differ, and elevation) with "/ speed S" for the movement mode the drag uses, the unit worded in the
 * reader's language ("1 step", "3 steps", "3 步"); the path is colored by how far the move goes — within one 1⚡ move,
 * within the ⚡ the mover has left (in a fight), or beyond (src/rules/ruler.ts decides; with the newer movement its
 * rule). A move is measured from the last waypoint the token already passed: movement made before (paid, or history)
 * is not part of it. Thin: Foundry measures the path. Built at `init` from core's `TokenRuler` (the same on v13 and
 * v14) and set as `CONFIG.Token.rulerClass`, as Draw Steel does (in the main bundle: the canvas asks for the class as
 * soon as it draws a token).
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { isStepUnit, stepUnit } from "../../core/step-units.ts";
import { optionalRule } from "../../documents/runtime.ts";
import { actorCombatTurn } from "../../documents/actor-turn.ts";
import { isRecord, numberOr, recordAt, recordsOf } from "../../rules/guards.ts";
import { modeOfAction, readRuler, speedForMode, type ModeSpeed, type RulerReading, type RulerTier } from "../../rules/ruler.ts";

type RulerBase = typeof foundry.canvas.placeables.tokens.TokenRuler;
type Ruler = InstanceType<RulerBase>;
type Waypoint = Parameters<Ruler["_getSegmentStyle"]>[0];

/** Segment and grid colors per tier: green within a move, amber within the ⚡ left, red beyond. */
export const TIER_COLORS: Record<RulerTier, number> = { move: 0x33bc4e, mobility: 0xf1d836, beyond: 0xe72124 };

/** What the ruler reads of the dragged token's actor: its modes' speeds and its ⚡ left (Infinity outside a fight). */
export interface MoverView {
  modes: ModeSpeed[];
  mobilityLeft: number;
}

/** A waypoint as the ruler measures a move: its stage, its running cost from the first waypoint, the one before it. */
export interface MeasuredWaypoint {
  stage?: string;
  measurement: { cost: number };
  previous?: MeasuredWaypoint | null;
}

/**
 * Steps the move costs up to `waypoint`: its running cost less the running cost at the last waypoint the token has
 * already passed (core's `measurement.cost` counts from the first waypoint, movement already made included). Null at
 * a passed waypoint: that is movement made, not a move to color.
 */
export function moveCost(waypoint: MeasuredWaypoint): number | null {
  if (waypoint.stage === "passed") return null;
  for (let before = waypoint.previous; before; before = before.previous) {
    if (before.stage === "passed") return Math.max(0, waypoint.measurement.cost - before.measurement.cost);
  }
  return waypoint.measurement.cost;
}

/** Core's label units worded for the count, when the scene measures in steps (another unit is the GM's and stays). */
function wordedUnits(units: string, count: number): string {
  return isStepUnit(units) ? stepUnit(count) : units;
}

/** The mover's reading for a waypoint's movement action and its cumulative cost in steps; null when not measured. */
export function readWaypoint(mover: MoverView | null, action: string, steps: number, newerMovement: boolean): RulerReading | null {
  const mode = modeOfAction(action);
  if (!mover || !mode) return null;
  return readRuler(steps, speedForMode(mover.modes, mode), mover.mobilityLeft, newerMovement);
}

/** The mover as the client reads the token's actor now, or null without one. */
function moverOf(actor: unknown): MoverView | null {
  const system = recordAt(actor, "system");
  if (!isRecord(actor) || !Array.isArray(system?.movementModes)) return null;
  return {
    modes: recordsOf(system.movementModes).map((m) => ({ mode: String(m.mode ?? ""), speed: Number(m.speed) || 0 })),
    mobilityLeft: actorCombatTurn(actor).inCombat ? numberOr(recordAt(system, "mobility")?.value, 0) : Infinity,
  };
}

/** Our token ruler class, made at `init` from core's. */
export function defineTokenRuler(Base: RulerBase) {
  return class MeshalTokenRuler extends Base {
    static override WAYPOINT_LABEL_TEMPLATE = `systems/${SYSTEM_ID}/templates/canvas/waypoint-label.hbs`;

    #reading(waypoint: Pick<Waypoint, "action"> & MeasuredWaypoint): RulerReading | null {
      const cost = moveCost(waypoint);
      return cost === null ? null : readWaypoint(moverOf(this.token.actor), waypoint.action, cost, optionalRule("newerMovement"));
    }

    override _getWaypointLabelContext(...args: Parameters<Ruler["_getWaypointLabelContext"]>): ReturnType<Ruler["_getWaypointLabelContext"]> {
      const context = super._getWaypointLabelContext(...args);
      if (!context) return context;
      const [waypoint] = args;
      // The elevation's count differs from the distance's: it gets its own worded unit (the template reads it).
      if (context.elevation) Object.assign(context.elevation, { units: wordedUnits(context.units, waypoint.elevation) });
      context.units = wordedUnits(context.units, waypoint.measurement.distance);
      if (context.cost) context.cost.units = wordedUnits(context.cost.units, waypoint.measurement.cost);
      const reading = this.#reading(waypoint);
      if (!reading) return context;
      const speed = Number.isFinite(reading.speed) ? Math.max(0, Math.round(reading.speed * 100) / 100) : 0;
      return Object.assign(context, { meshal: { speed, tier: reading.tier } });
    }

    override _getSegmentStyle(waypoint: Waypoint): ReturnType<Ruler["_getSegmentStyle"]> {
      const style = super._getSegmentStyle(waypoint);
      const reading = this.#reading(waypoint);
      if (reading) style.color = TIER_COLORS[reading.tier];
      return style;
    }

    override _getGridHighlightStyle(...args: Parameters<Ruler["_getGridHighlightStyle"]>): ReturnType<Ruler["_getGridHighlightStyle"]> {
      const style = super._getGridHighlightStyle(...args);
      const reading = this.#reading(args[0]);
      if (reading) style.color = TIER_COLORS[reading.tier];
      return style;
    }
  };
}
