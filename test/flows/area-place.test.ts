/**
 * Issue 35: placing an area attack on the map (docs/rules.md §9.1 [DEC] "Placing an area"), on the v13 stage as a
 * measured template the system previews and on the v14 stage as a Region through core's placement gesture, as a
 * player (Ann, Hero's owner) and as the GM. The shape is sized from the attack; the user's targets become the
 * creatures inside, without the ones the area spares ("except you") and, for a player, without hidden tokens;
 * cancelling places nothing and leaves the targets alone; the attack is then made from those targets as ever.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { installCanvas, type StageCanvas } from "../stage/canvas.ts";
import { STAGE_GENERATION } from "../stage/version.ts";
import { castScene, makeAttackCast, tokenOf, type StageToken } from "./support/attack-cast.ts";
import { freshCharacter, npcBrute } from "../fixtures/data-actors.ts";
import { byIdentifier, packSources } from "../support/packs.ts";
import { makeActor, type Cast, type SystemActor } from "./support/world.ts";
import { attackFlowStage } from "./support/attack-stage.ts";

const { stage, MeshalActor, attackStateOf, startAttack } = await attackFlowStage();
const { placeAttackArea } = await import("../../src/combat/attack/targets/area-place.ts");

const FRIENDLY = 1;
const HOSTILE = -1;
const SIZE = castScene.grid.size;

/** Pack abilities Hero knows, by their ids here; activations cost 1⚡ so Hero can pay outside a fight. */
const ABILITIES = {
  stench: { id: "stenchcloud00001", identifier: "stench-cloud" }, // circle of 2 around you, except you
  palm: { id: "palmwinterwind01", identifier: "palm-of-winter-wind" }, // 3-step, 30° sector ahead, except you
  fireball: { id: "fireball00000001", identifier: "fireball" }, // circle of 2 around a point, spares nobody
  ray: { id: "piercingray00001", identifier: "piercing-ray" }, // 9-step ray
} as const;
const abilitySources = packSources("abilities").map((s) => s.doc);
const abilityItems = Object.values(ABILITIES).map(({ id, identifier }) => {
  const source = byIdentifier(abilitySources, identifier);
  return { id, name: source.name, type: "ability" as const, system: { ...source.system, activation: { ...source.system.activation, cost: 1 } } };
});

let cast: Cast;
let board: StageCanvas;
let hero: StageToken & { id: string };
const others: Record<"goran" | "imp" | "shade" | "wisp", StageToken & { id: string }> = {} as never;

/** `actor`'s token at square (`i`, `j`) with an id and a disposition (hidden when asked). */
function standAt(actor: SystemActor, i: number, j: number, disposition: number, hidden = false): StageToken & { id: string } {
  return Object.assign(tokenOf(actor), { id: actor.id, x: j * SIZE, y: i * SIZE, disposition, hidden });
}

/** The centre of square (`i`, `j`) in pixels. */
const centre = (i: number, j: number) => ({ x: (j + 0.5) * SIZE, y: (i + 0.5) * SIZE });

/** The names of the user's targets. */
const targetNames = (): string[] => [...stage.server.clientUser.targets].map((t) => (t as { document: StageToken }).document.name ?? "").sort();

/** A number field of a placed document (NaN when absent), and a text one. */
const num = (doc: Record<string, unknown>, key: string): number => Number(doc[key] ?? Number.NaN);
const text = (doc: Record<string, unknown>, key: string): string => String(doc[key] ?? "");

/** The one shape placed: the v14 Region's shape, or the v13 template read in the same terms (pixels, degrees). */
function placedShape(): Record<string, number | string> {
  const { regions, templates } = board.scene;
  if (STAGE_GENERATION === 14) {
    expect(templates).toEqual([]);
    expect(regions).toHaveLength(1);
    const shapes = regions[0]!.shapes;
    const s = (Array.isArray(shapes) ? shapes[0] : {}) as Record<string, unknown>;
    const type = text(s, "type");
    return {
      type, x: num(s, "x"), y: num(s, "y"), reach: type === "line" ? num(s, "length") : num(s, "radius"), rotation: num(s, "rotation") || 0,
      ...(type === "cone" ? { angle: num(s, "angle") } : {}), ...(type === "line" ? { width: num(s, "width") } : {}),
    };
  }
  expect(regions).toEqual([]);
  expect(templates).toHaveLength(1);
  const t = templates[0]!;
  const type = text(t, "t") === "ray" ? "line" : text(t, "t");
  // A template measures in grid units (1 a step on this system's scenes): read back in pixels.
  const units = SIZE / castScene.grid.distance;
  return {
    type, x: num(t, "x"), y: num(t, "y"), reach: num(t, "distance") * units, rotation: num(t, "direction"),
    ...(type === "cone" ? { angle: num(t, "angle") } : {}), ...(type === "line" ? { width: num(t, "width") * units } : {}),
  };
}

const itemOf = (key: keyof typeof ABILITIES) => cast.hero.items.get(ABILITIES[key].id)! as never;

/** Another scene: the tokens of earlier tests leave the viewed one for it (the cast's tokens outlive a test). */
const elsewhere = { grid: castScene.grid };

beforeEach(() => {
  stage.reset();
  for (const token of [...castScene.tokens]) token.parent = elsewhere as never;
  cast = makeAttackCast(MeshalActor, abilityItems);
  const goran = makeActor(MeshalActor, "Goran", { ...freshCharacter(), id: "goran00000000001" } as never);
  const imp = makeActor(MeshalActor, "Imp", { ...npcBrute(), id: "imp0000000000001" } as never);
  const shade = makeActor(MeshalActor, "Shade", { ...npcBrute(), id: "shade00000000001" } as never);
  const wisp = makeActor(MeshalActor, "Wisp", { ...npcBrute(), id: "wisp000000000001" } as never);
  hero = standAt(cast.hero, 5, 5, FRIENDLY);
  standAt(cast.brute, 5, 6, HOSTILE); // 1 step east of Hero
  others.goran = standAt(goran, 5, 8, FRIENDLY); // 3 steps east
  others.imp = standAt(imp, 7, 6, HOSTILE); // 2 steps (one diagonal, one straight) south-east
  others.shade = standAt(shade, 4, 4, HOSTILE, true); // 1 step north-west, hidden from players
  others.wisp = standAt(wisp, 9, 9, HOSTILE); // far south-east
  // Cast: the stage's actor stands in for the document startAttack reads; Hero attacks from its token.
  (cast.hero as unknown as { getActiveTokens: () => unknown[] }).getActiveTokens = () => [hero];
  board = installCanvas(stage.server, castScene as never);
});
afterEach(() => {
  stage.server.expectNoRefusals();
  (globalThis as { canvas?: unknown }).canvas = null;
});

describe.each(["player", "gm"] as const)("placing an area as the %s", (seat) => {
  beforeEach(() => void stage.sit(seat));
  const sees = (names: string[]) => (seat === "gm" ? names : names.filter((n) => n !== "Shade")).sort();

  it("a circle around Hero (Stench Cloud, 2 steps, except you) stays on Hero, sized 2½ spaces, and targets who is within 2 steps but Hero", async () => {
    board.plan({ clickAt: centre(9, 9) }); // wherever the click lands, the circle stays on its attacker
    const targeted = await placeAttackArea(itemOf("stench"), 0);
    expect(placedShape()).toEqual({ type: "circle", x: 550, y: 550, reach: 2.5 * SIZE, rotation: 0 });
    // Brute 1 step, Imp 2 (a diagonal then a straight), Shade 1 (hidden); Goran 3 and Wisp far are out; Hero excluded.
    expect(targetNames()).toEqual(sees(["Brute", "Imp", "Shade"]));
    expect(targeted?.map((t) => t.name).sort()).toEqual(targetNames());
  });

  it("a cone (Palm of Winter Wind, 3 steps, 30°) starts at Hero and turns to the pointer: east it holds the Brute and Goran", async () => {
    board.plan({ clickAt: { x: 1150, y: 550 } });
    await placeAttackArea(itemOf("palm"), 0);
    expect(placedShape()).toEqual({ type: "cone", x: 550, y: 550, reach: 3.5 * SIZE, angle: 30, rotation: 0 });
    // Goran is Hero's ally but the area spares only Hero; the Imp is 63° off the heading.
    expect(targetNames()).toEqual(["Brute", "Goran"]);
  });

  it("a ray (Piercing Ray, 9 steps) pointed south holds the creatures on its one-step width only", async () => {
    const below = standAt(cast.brute, 8, 5, HOSTILE); // the Brute moves 3 steps south of Hero, on the ray
    board.plan({ clickAt: { x: 550, y: 1500 } });
    await placeAttackArea(itemOf("ray"), 0);
    expect(placedShape()).toEqual({ type: "line", x: 550, y: 550, reach: 9.5 * SIZE, rotation: 90, width: SIZE });
    expect(targetNames()).toEqual(["Brute"]);
    expect(below.y).toBe(800);
  });

  it("a circle at an impact point (Fireball, 2 steps) goes where the user clicks and spares nobody: on Hero it holds Hero", async () => {
    board.plan({ clickAt: centre(8, 8) });
    await placeAttackArea(itemOf("fireball"), 0);
    expect(placedShape()).toMatchObject({ type: "circle", x: 850, y: 850, reach: 2.5 * SIZE });
    expect(targetNames()).toEqual(["Imp", "Wisp"]);

    board.scene.regions.length = 0;
    board.scene.templates.length = 0;
    board.plan({ clickAt: centre(5, 5) });
    await placeAttackArea(itemOf("fireball"), 0);
    expect(targetNames()).toEqual(sees(["Brute", "Hero", "Imp", "Shade"]));
  });

  it("cancelling places nothing and leaves the user's targets as they were", async () => {
    const before = { id: others.wisp.id, document: others.wisp };
    stage.server.clientUser.targets = new Set([before]);
    board.plan({ cancelAt: centre(6, 6) });
    expect(await placeAttackArea(itemOf("fireball"), 0)).toBeNull();
    expect(board.scene.regions).toEqual([]);
    expect(board.scene.templates).toEqual([]);
    expect([...stage.server.clientUser.targets]).toEqual([before]);
    if (STAGE_GENERATION === 13) {
      // The preview is gone, its listeners removed, and the token layer active again.
      expect(board.templates!.preview.children).toEqual([]);
      expect(board.listening).toBe(false);
      expect(board.activeLayer).toBe(board.tokens);
    }
  });

  it("the placed targets are the attack's: the GM's client makes the card with them and leaves Hero out", async () => {
    board.plan({ clickAt: centre(5, 5) });
    await placeAttackArea(itemOf("stench"), 0);
    const card = (await startAttack(cast.hero as never, itemOf("stench"), 0, { fastForward: true })) as unknown as StageChatMessage;
    await settle();
    const state = attackStateOf(card)!;
    expect(state.targets.map((t) => t.name || "(unseen)").sort()).toEqual(seat === "gm" ? ["(unseen)", "Brute", "Imp"] : ["Brute", "Imp"]);
    expect(state.targets.every((t) => t.range === "inRange")).toBe(true);
  });
});

describe("what is not placed", () => {
  beforeEach(() => void stage.sit("player"));

  it("an attack with no area to place warns and places nothing", async () => {
    const fists = cast.hero.items.find((i) => i.name === "Fists & Feet")!;
    expect(await placeAttackArea(fists as never, 0)).toBeNull();
    expect(stage.warnings).toEqual(["MESHAL.Area.notPlaceable {}"]);
    expect(board.scene.regions.length + board.scene.templates.length).toBe(0);
  });

  it("an area that starts at Hero is not placed when Hero has no token on the viewed scene", async () => {
    hero.parent = elsewhere as never;
    expect(await placeAttackArea(itemOf("stench"), 0)).toBeNull();
    expect(stage.warnings).toEqual(['MESHAL.Area.noToken {"name":"Hero"}']);
    expect(board.scene.regions.length + board.scene.templates.length).toBe(0);
  });
});
