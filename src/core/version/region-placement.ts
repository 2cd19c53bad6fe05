/**
 * v14: an area placed as a Scene Region with core's placement gesture (v14 API `RegionLayer#placeRegion`): the
 * preview follows the pointer, a left click creates the Region, a right click or Escape skips it. A shape anchored on
 * the attacker keeps its origin and turns toward the pointer (`onMove` returning false stops core moving it). The
 * Region carries no behavior (a player may not create one with behaviors) and is drawn on the viewed level.
 */
import { isRecord } from "../../rules/guards.ts";
import { headingTo, type AreaDrawing, type PlacedShape } from "./area-shape.ts";
import type { V14RegionData, V14RegionLayer, V14RegionShape } from "./foundry-v14.d.ts";

/** Core's `CONST.REGION_VISIBILITY.ALWAYS`: everyone sees where the area went. */
const VISIBLE_TO_ALL = 2;

/** Does the layer have v14's placement gesture? */
function placesRegions(layer: unknown): layer is V14RegionLayer {
  return isRecord(layer) && typeof layer.placeRegion === "function";
}

/** The Region shape of a drawing on a grid of `size` pixels per space. */
function shapeOf(drawing: AreaDrawing, size: number): V14RegionShape {
  const { x, y } = drawing.start;
  const reach = drawing.reach * size;
  if (drawing.kind === "cone") return { type: "cone", x, y, radius: reach, angle: drawing.angle, rotation: 0, curvature: "flat", gridBased: false };
  if (drawing.kind === "line") return { type: "line", x, y, length: reach, width: size, rotation: 0, gridBased: false };
  return { type: "circle", x, y, radius: reach, gridBased: false };
}

/** The id of the level the user views, when the scene has levels. */
function viewedLevel(): string[] {
  const level: unknown = isRecord(canvas) ? canvas.level : null;
  return isRecord(level) && typeof level.id === "string" ? [level.id] : [];
}

export async function placeRegion(drawing: AreaDrawing): Promise<PlacedShape | null> {
  const layer: unknown = canvas?.regions;
  const scene = canvas?.scene;
  if (!scene || !placesRegions(layer)) return null;
  const data: V14RegionData = {
    name: drawing.name,
    color: game.user?.color.css ?? "#ff6400",
    shapes: [shapeOf(drawing, scene.grid.size)],
    levels: viewedLevel(),
    highlightMode: "coverage",
    displayMeasurements: true,
    visibility: VISIBLE_TO_ALL,
  };
  const origin = drawing.start;
  const region = await layer.placeRegion(data, {
    allowRotation: drawing.kind !== "circle",
    ...(drawing.anchored
      ? {
        onMove: ({ shape, position }) => {
          if (drawing.kind !== "circle") shape.updateSource({ x: origin.x, y: origin.y, rotation: headingTo(origin, position) });
          return false;
        },
      }
      : {}),
  });
  const shape = region?.shapes[0];
  return shape ? { x: shape.x, y: shape.y, rotation: Number(shape.rotation) || 0 } : null;
}
