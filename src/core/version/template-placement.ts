/**
 * v13: an area placed as a measured template through a preview the system draws, as dnd5e 5.x's `AbilityTemplate`
 * does (v13 API `MeasuredTemplate`, `PlaceablesLayer#preview`, `clearPreviewContainer`, `getSnappedPoint`): the
 * template layer is activated, the preview follows the pointer (snapped to the layer's grid) or, anchored on the
 * attacker, turns toward it; a left click creates the template, a right click cancels. The layer active before comes
 * back either way.
 */
import { isRecord } from "../../rules/guards.ts";
import { headingTo, type AreaDrawing, type CanvasPoint, type PlacedShape } from "./area-shape.ts";

/** The template type of a drawing (v13 `CONST.MEASURED_TEMPLATE_TYPES`). */
const TEMPLATE_TYPE = { circle: "circle", cone: "cone", line: "ray" } as const;

/** A pointer event of the canvas stage, as the preview reads it. */
interface StagePointer {
  getLocalPosition(target: unknown): CanvasPoint;
}

/** Re-activates the layer that was active before placing (any interaction layer has `activate`). */
function activateAgain(layer: unknown): void {
  if (isRecord(layer) && typeof layer.activate === "function") layer.activate.call(layer);
}

export async function placeTemplate(drawing: AreaDrawing): Promise<PlacedShape | null> {
  const board = canvas;
  const scene = board?.scene;
  const layer = board?.templates;
  const stage = board?.stage;
  const view = board?.app?.view;
  const user = game.user;
  if (!board || !scene || !layer || !stage || !view || !user) return null;
  const units = scene.grid.distance;
  const start = drawing.anchored ? drawing.start : layer.getSnappedPoint(drawing.start);
  // The scene as the preview's parent, as dnd5e does (the v13 types let a template be built with no parent only).
  const onScene: object = { parent: scene };
  const document = new CONFIG.MeasuredTemplate.documentClass(
    {
      t: TEMPLATE_TYPE[drawing.kind], author: user.id, x: start.x, y: start.y, direction: 0, distance: drawing.reach * units,
      angle: drawing.kind === "cone" ? drawing.angle : 0, width: drawing.kind === "line" ? units : 0, fillColor: user.color.css,
    },
    onScene,
  );
  const preview = new CONFIG.MeasuredTemplate.objectClass(document);
  await preview.draw();
  const before = board.activeLayer;
  layer.activate();
  layer.preview?.addChild(preview);

  return new Promise<PlacedShape | null>((resolve) => {
    const move = (event: StagePointer) => {
      const pointer = event.getLocalPosition(layer);
      document.updateSource(drawing.anchored ? { direction: drawing.kind === "circle" ? 0 : headingTo(start, pointer) } : layer.getSnappedPoint(pointer));
      preview.refresh();
    };
    const finish = () => {
      stage.off("mousemove", move);
      stage.off("mouseup", confirm);
      view.oncontextmenu = null;
      layer.clearPreviewContainer();
      activateAgain(before);
    };
    const confirm = () => {
      finish();
      void scene.createEmbeddedDocuments("MeasuredTemplate", [document.toObject()]).then(
        (created) => {
          const template = created?.[0];
          resolve(template ? { x: template.x, y: template.y, rotation: template.direction } : null);
        },
        () => resolve(null),
      );
    };
    const cancel = () => {
      finish();
      resolve(null);
    };
    stage.on("mousemove", move);
    stage.on("mouseup", confirm);
    view.oncontextmenu = cancel;
  });
}
