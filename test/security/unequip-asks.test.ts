/**
 * Unequipping an item whose bonus keeps its wearer conscious asks first (§3.3): declining leaves the item equipped,
 * confirming doffs it, and the question escapes every name (user text) it shows.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { deriveActor } from "../../src/data/actor/derive.ts";
import { armouredCharacter, deriveInput } from "../fixtures/data-actors.ts";

type ActorModule = typeof import("../../src/documents/actor.ts");
let MeshalActor: ActorModule["MeshalActor"];
const confirm = vi.fn();

beforeAll(async () => {
  const g = globalThis as unknown as { foundry: { data?: unknown; applications: { api: Record<string, unknown> } }; ui: unknown };
  const data = g.foundry?.data; // the field recorder the fixtures installed
  installStage();
  g.foundry.data = data;
  g.foundry.applications.api.DialogV2 = { confirm };
  g.ui = { notifications: { warn: vi.fn() } };
  ({ MeshalActor } = await import("../../src/documents/actor.ts"));
});

/** An actor wearing the ring with `spiritLost` spirit dice lost, and the ring (its update recorded). */
function wearer(spiritLost: number) {
  const a = armouredCharacter();
  a.system.attributes.spirit.lost = spiritLost;
  const actor = Object.create(MeshalActor.prototype) as InstanceType<ActorModule["MeshalActor"]>;
  Object.defineProperty(actor, "system", { value: deriveActor(deriveInput(a)) });
  Object.defineProperty(actor, "name", { value: "<b>Ann</b>" });
  const ring = { ...a.items.find((i) => i.name === "Signet of Palankai")!, name: "<img src=x onerror=alert(1)>", parent: actor, update: vi.fn(async () => ring) };
  return { actor, ring };
}

describe("unequipping an item that would knock its wearer out", () => {
  it("asks first, and a no leaves the item equipped", async () => {
    confirm.mockResolvedValueOnce(false);
    const { actor, ring } = wearer(3);
    expect(await actor.unequipItem(ring as never)).toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(ring.update).not.toHaveBeenCalled();
    const { content, window } = confirm.mock.calls[0]![0] as { content: string; window: { title: string } };
    expect(`${content}${window.title}`).not.toMatch(/<img|<b>/);
  });

  it("a yes doffs it", async () => {
    confirm.mockResolvedValueOnce(true);
    const { actor, ring } = wearer(3);
    expect(await actor.unequipItem(ring as never)).toBe(true);
    expect(ring.update).toHaveBeenCalledWith({ "system.equipped": false });
  });

  it("does not ask when the wearer stays conscious", async () => {
    confirm.mockClear();
    const { actor, ring } = wearer(0);
    expect(await actor.unequipItem(ring as never)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
