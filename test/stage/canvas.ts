/**
 * The canvas as the area placement reads it (src/core/version/area-placement.ts, src/core/user-targets.ts): the
 * viewed scene and its tokens, the user's targets, and the placement gesture of each version, driven by a gesture the
 * test plans for the user (move the pointer to a point and left-click, or right-click to cancel).
 *
 * - Both: `canvas.ready`, `canvas.scene` (the stage scene, which gains `createEmbeddedDocuments` for measured templates
 *   and Regions, guarded by the server's rules), `canvas.tokens.controlled`, and `TokenLayer#setTargets(ids, {mode})`
 *   (v13 and v14; foundryvtt#11831): "replace" makes those tokens the user's only targets (`User#targets` holds their
 *   placeables, each with its `document`).
 * - v14: `canvas.regions.placeRegion(data, options)` (API v14 `RegionLayer#placeRegion`, `RegionPlacementOptions`):
 *   the preview's shape follows the pointer unless `onMove({shape, position, …})` returns false; a left click creates
 *   the Region (unless `create` is false: the preview document is returned), a right click skips it (null).
 *   `canvas.level` is the viewed level.
 * - v13: a template preview the system draws (API v13 `MeasuredTemplate`, `PlaceablesLayer#preview`,
 *   `clearPreviewContainer`, `getSnappedPoint`; `canvas.stage` pointer events, `canvas.app.view.oncontextmenu`),
 *   as dnd5e's `AbilityTemplate` uses them. The template layer snaps to half a space (centres, corners, edge middles).
 *   The planned gesture runs once the system listens for the confirming click.
 *
 * Sources: https://foundryvtt.com/api/v14/classes/foundry.canvas.layers.RegionLayer.html,
 * https://foundryvtt.com/api/interfaces/foundry.canvas.layers.types.RegionPlacementOptions.html,
 * https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.MeasuredTemplate.html,
 * https://foundryvtt.com/api/v13/classes/foundry.canvas.layers.PlaceablesLayer.html,
 * https://github.com/foundryvtt/foundryvtt/issues/11831 (setTargets), #13270 (REGION_CREATE), #13988 (templates →
 * regions); dnd5e 5.3 `module/canvas/ability-template.mjs`.
 */
import { STAGE_GENERATION } from "./version.ts";
import { GROUND_LEVEL, type Point, type StageScene } from "./grid.ts";
import type { StageServer } from "./server.ts";

/** What the user does with the next placement: click at a point, or cancel after pointing at it. */
export type PlannedGesture = { clickAt: Point } | { cancelAt: Point };

/** A token of the viewed scene, as the canvas reads it. */
export interface CanvasToken {
  id: string;
  parent: unknown;
}

type Rec = Record<string, unknown>;

/** A scene document the canvas stage created (a Region or a measured template), with who created it. */
export interface PlacedDocument extends Rec {
  documentName: string;
  id: string;
  createdBy: string;
}

/** The stage scene as the canvas shows it: its tokens, and the Regions and templates created on it. */
export type CanvasScene = StageScene & { tokens: Iterable<CanvasToken>; regions: PlacedDocument[]; templates: PlacedDocument[] };

/** A v13 measured template document (the fields the preview writes), built before it is created. */
class StageTemplateDocument {
  readonly documentName = "MeasuredTemplate";
  readonly parent: unknown;
  private readonly source: Rec;
  constructor(data: Rec, context: { parent?: unknown } = {}) {
    this.source = { ...data };
    this.parent = context.parent ?? null;
  }
  get x(): number {
    return Number(this.source.x);
  }
  get y(): number {
    return Number(this.source.y);
  }
  updateSource(changes: Rec): Rec {
    Object.assign(this.source, changes);
    return changes;
  }
  toObject(): Rec {
    return structuredClone(this.source);
  }
}

/** A v13 MeasuredTemplate placeable: drawn, refreshed, destroyed. */
class StageTemplateObject {
  drawn = false;
  destroyed = false;
  constructor(readonly document: StageTemplateDocument) {}
  async draw(): Promise<this> {
    this.drawn = true;
    return this;
  }
  refresh(): this {
    return this;
  }
  destroy(): void {
    this.destroyed = true;
  }
}

/** A stage canvas viewing `scene`, its users on `server`. */
export class StageCanvas {
  readonly ready = true;
  readonly generation = STAGE_GENERATION;
  private readonly gestures: PlannedGesture[] = [];
  private nextId = 1;
  activeLayer: Rec;
  readonly tokens: Rec;
  readonly regions?: Rec;
  readonly templates?: Rec & { preview: { children: StageTemplateObject[]; addChild(o: StageTemplateObject): void } };
  readonly stage?: { on(event: string, fn: (e: unknown) => void): void; off(event: string, fn: (e: unknown) => void): void };
  readonly app?: { view: { oncontextmenu: ((e: unknown) => void) | null } };
  readonly level?: { id: string };
  private readonly listeners = new Map<string, Set<(e: unknown) => void>>();

  constructor(private readonly server: StageServer, readonly scene: CanvasScene) {
    Object.assign(scene, { createEmbeddedDocuments: (name: string, data: Rec[]) => this.create(name, data) });
    this.tokens = {
      controlled: [],
      activate: () => void (this.activeLayer = this.tokens),
      setTargets: (ids: string[], options: { mode?: string } = {}) => {
        if ((options.mode ?? "replace") !== "replace") throw new Error("stage: only the replace mode of setTargets is modelled");
        const tokens = [...scene.tokens].filter((t) => ids.includes(t.id));
        server.clientUser.targets = new Set(tokens.map((document) => ({ id: document.id, document })));
      },
    };
    this.activeLayer = this.tokens;
    if (STAGE_GENERATION === 14) {
      this.level = { id: GROUND_LEVEL };
      this.regions = { placeRegion: (data: Rec, options: Rec = {}) => this.placeRegion(data, options) };
      return;
    }
    const half = scene.grid.size / 2;
    this.templates = {
      preview: { children: [] as StageTemplateObject[], addChild: (o: StageTemplateObject) => void this.templates!.preview.children.push(o) },
      activate: () => void (this.activeLayer = this.templates!),
      clearPreviewContainer: () => {
        for (const o of this.templates!.preview.children.splice(0)) o.destroy();
      },
      getSnappedPoint: (p: Point) => ({ x: Math.round(p.x / half) * half, y: Math.round(p.y / half) * half }),
    };
    this.stage = {
      on: (event, fn) => {
        this.listeners.set(event, new Set([...(this.listeners.get(event) ?? []), fn]));
        // The user acts once the preview waits for the click.
        if (event === "mouseup") setTimeout(() => this.playTemplateGesture());
      },
      off: (event, fn) => void this.listeners.get(event)?.delete(fn),
    };
    this.app = { view: { oncontextmenu: null } };
  }

  /** The user's next placement gesture. */
  plan(gesture: PlannedGesture): void {
    this.gestures.push(gesture);
  }

  /** Is a listener of the preview still attached (v13)? */
  get listening(): boolean {
    return [...this.listeners.values()].some((set) => set.size > 0) || this.app?.view.oncontextmenu != null;
  }

  private takeGesture(): PlannedGesture {
    const gesture = this.gestures.shift();
    if (!gesture) throw new Error("stage: a placement started with no gesture planned for the user");
    return gesture;
  }

  /** Creates scene documents as the server allows them. */
  private async create(name: string, data: Rec[]): Promise<PlacedDocument[]> {
    if (name !== "Region" && name !== "MeasuredTemplate") throw new Error(`stage: the canvas scene creates no ${name}`);
    const made = data.map((d) => {
      this.server.guardCreate(name, d);
      const doc: PlacedDocument = { ...structuredClone(d), documentName: name, id: `placed${String(this.nextId++).padStart(10, "0")}`, createdBy: this.server.clientUser.id };
      if (name === "MeasuredTemplate") doc.author ??= this.server.clientUser.id;
      (name === "Region" ? this.scene.regions : this.scene.templates).push(doc);
      return doc;
    });
    return made;
  }

  private async placeRegion(data: Rec, options: Rec): Promise<Rec | null> {
    const gesture = this.takeGesture();
    const shapes = Array.isArray(data.shapes) ? data.shapes : [];
    const first: Rec = { ...(shapes[0] as Rec) };
    const shape = Object.assign(first, { updateSource: (changes: Rec) => Object.assign(first, changes) });
    const position = "clickAt" in gesture ? gesture.clickAt : gesture.cancelAt;
    const onMove = typeof options.onMove === "function" ? options.onMove : null;
    const moved = onMove ? onMove({ shape, position: { ...position }, snap: true, index: 0, count: 1 }) : undefined;
    if (moved !== false) Object.assign(first, { x: position.x, y: position.y });
    if ("cancelAt" in gesture) return null;
    const { updateSource: _drop, ...placed } = first;
    const region = { ...data, shapes: [placed, ...shapes.slice(1)] };
    if (options.create === false) return region;
    const [created] = await this.create("Region", [region]);
    return created ?? null;
  }

  private playTemplateGesture(): void {
    const gesture = this.takeGesture();
    const at = "clickAt" in gesture ? gesture.clickAt : gesture.cancelAt;
    const event = { getLocalPosition: () => ({ ...at }) };
    for (const fn of [...(this.listeners.get("mousemove") ?? [])]) fn(event);
    if ("clickAt" in gesture) for (const fn of [...(this.listeners.get("mouseup") ?? [])]) fn(event);
    else this.app?.view.oncontextmenu?.({ type: "contextmenu" });
  }
}

/** Installs a canvas viewing `scene` (and, on v13, `CONFIG.MeasuredTemplate`); returns it. */
export function installCanvas(server: StageServer, scene: StageScene & { tokens: Iterable<CanvasToken> }): StageCanvas {
  const viewed = Object.assign(scene, { regions: [] as PlacedDocument[], templates: [] as PlacedDocument[] });
  const canvas = new StageCanvas(server, viewed);
  const g = globalThis as unknown as Rec & { CONFIG: Rec };
  g.canvas = canvas;
  if (STAGE_GENERATION === 13) g.CONFIG.MeasuredTemplate = { documentClass: StageTemplateDocument, objectClass: StageTemplateObject };
  return canvas;
}
