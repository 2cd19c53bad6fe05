/**
 * The shape an area attack is placed as on the map (issue 35, docs/rules.md §9.1 [DEC] "Placing an area"): read from
 * the attack's stored `area`, sized in steps. A circle (and an "adjacent" area, a circle of 1) around the attacker
 * stays on its token; one centred elsewhere (an impact point, a target, an object) is moved where the user clicks. A
 * sector is a cone and a ray a line of one step's width, both starting at the attacker and turned toward the pointer.
 * Rings, paths and a weapon's reach are not placed (no shape both versions draw holds them). Pure.
 */
import { isRecord, numberOr, stringOr } from "../../../rules/guards.ts";
import { AREA_EXCLUDES } from "../../../data/choices.ts";
import { isOneOf } from "../../../rules/guards.ts";
import type { AreaExclusion } from "./target-exclusion.ts";

/** The kinds of shape an area is placed as. */
export type AreaKind = "circle" | "cone" | "line";

/** A sector whose angle the item leaves at 0 spans the front sector of §9.5: 90°. */
export const DEFAULT_SECTOR_ANGLE = 90;

/** How an area is placed: its kind, its reach in steps, the cone's angle, and whether it stays on the attacker. */
export interface AreaTemplate {
  kind: AreaKind;
  /** The area's radius (a line's length) in steps, counted from the attacker's footprint or the centre space. */
  steps: number;
  /** A cone's full angle in degrees; 0 for the others. */
  angle: number;
  /** true: the shape starts at the attacker's token (a circle around it, a cone or line from it). */
  onAttacker: boolean;
  /** Whom the area spares (target-exclusion.ts). */
  excludes: AreaExclusion;
}

/** The area a stored attack carries, as the placement reads it (a malformed field takes the schema's default). */
export function storedArea(attack: unknown): { shape: string; radius: number; angle: number; center: string; excludes: AreaExclusion } {
  const area = isRecord(attack) && isRecord(attack.area) ? attack.area : {};
  const excludes = isOneOf(AREA_EXCLUDES, area.excludes) ? area.excludes : "";
  return { shape: stringOr(area.shape, ""), radius: numberOr(area.radius, 0), angle: numberOr(area.angle, 0), center: stringOr(area.center, "self"), excludes };
}

/** The template of a stored attack, or null when its area is not one the map can place. */
export function areaTemplateOf(attack: unknown): AreaTemplate | null {
  const area = storedArea(attack);
  const steps = Math.trunc(area.radius);
  const onAttacker = area.center === "self";
  const base = { excludes: area.excludes };
  switch (area.shape) {
    case "circle":
      return steps > 0 ? { ...base, kind: "circle", steps, angle: 0, onAttacker } : null;
    case "adjacent":
      return { ...base, kind: "circle", steps: 1, angle: 0, onAttacker };
    case "sector": {
      const angle = area.angle > 0 && area.angle <= 360 ? area.angle : DEFAULT_SECTOR_ANGLE;
      return steps > 0 ? { ...base, kind: "cone", steps, angle, onAttacker: true } : null;
    }
    case "ray":
      return steps > 0 ? { ...base, kind: "line", steps, angle: 0, onAttacker: true } : null;
    default:
      return null;
  }
}

/**
 * The drawn size of a template in grid spaces from its centre or origin: the steps plus half the space it grows from
 * (the attacker's footprint, `size` spaces across, or the one centre space), so the outline passes beyond the last
 * space inside rather than through its middle.
 */
export function drawnReach(template: AreaTemplate, size: number): number {
  const from = template.onAttacker ? Math.max(1, size) : 1;
  return template.steps + from / 2;
}
