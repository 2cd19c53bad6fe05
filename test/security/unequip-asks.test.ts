/**
 * Unequipping an item whose bonus keeps its wearer conscious asks first (§3.3): declining leaves the item equipped,
 * confirming doffs it, and the question shows every name (user text) as the user typed it: escaped in the HTML
 * content, plain in the title, which core writes as text (test/stage/dialog.ts).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { installDialogStage, type DialogStage } from "../stage/dialog.ts";
import { deriveActor } from "../../src/data/actor/derive.ts";
import { armouredCharacter, deriveInput } from "../fixtures/data-actors.ts";

type ActorModule = typeof import("../../src/documents/actor.ts");
let MeshalActor: ActorModule["MeshalActor"];
let dialogs: DialogStage;

beforeAll(async () => {
  const g = globalThis as unknown as { foundry: { data?: unknown; applications: { api: Record<string, unknown> } }; ui: unknown };
  const data = g.foundry?.data; // the field recorder the fixtures installed
  installStage();
  g.foundry.data = data;
  dialogs = installDialogStage();
  // Formats with its data shown, so the test reads the names the dialog got.
  (globalThis as unknown as { game: { i18n: { format(key: string, data?: Record<string, string>): string } } }).game.i18n.format =
    (key, data = {}) => [key, ...Object.values(data)].join(" ");
  g.ui = { notifications: { warn: vi.fn() } };
  ({ MeshalActor } = await import("../../src/documents/actor.ts"));
});

/** An actor wearing the ring with `spiritLost` spirit dice lost, and the ring (its update recorded). */
function wearer(spiritLost: number) {
  const a = armouredCharacter();
  a.system.attributes.spirit.lost = spiritLost;
  const actor = Object.create(MeshalActor.prototype) as InstanceType<ActorModule["MeshalActor"]>;
  Object.defineProperty(actor, "type", { value: a.type });
  Object.defineProperty(actor, "system", { value: deriveActor(deriveInput(a)) });
  Object.defineProperty(actor, "name", { value: "<b>Ann</b>" });
  Object.defineProperty(actor, "items", { value: { contents: a.items } });
  const ring = { ...a.items.find((i) => i.name === "Signet of Palankai")!, name: "<img src=x onerror=alert(1)>", parent: actor, update: vi.fn(async () => ring) };
  return { actor, ring };
}

describe("unequipping an item that would knock its wearer out", () => {
  it("asks first, and a no leaves the item equipped", async () => {
    const { actor, ring } = wearer(3);
    const answer = actor.unequipItem(ring as never);
    await (await dialogs.opening()).click("no");
    expect(await answer).toBe(false);
    expect(ring.update).not.toHaveBeenCalled();
  });

  it("shows the names as typed: plain text in the title, escaped in the content (no element made from them)", async () => {
    const { actor, ring } = wearer(3);
    const answer = actor.unequipItem(ring as never);
    const dialog = await dialogs.opening();
    expect(dialog.title).toBe("MESHAL.Actor.unequipKnocksOut.title <img src=x onerror=alert(1)>");
    expect(dialog.contentText).toContain("<img src=x onerror=alert(1)>");
    expect(dialog.contentText).toContain("<b>Ann</b>");
    expect(dialog.element.querySelectorAll("img, b")).toHaveLength(0);
    dialog.close();
    expect(await answer).toBe(false);
  });

  it("a yes doffs it", async () => {
    const { actor, ring } = wearer(3);
    const answer = actor.unequipItem(ring as never);
    await (await dialogs.opening()).click("yes");
    expect(await answer).toBe(true);
    expect(ring.update).toHaveBeenCalledWith({ "system.equipped": false });
  });

  it("does not ask when the wearer stays conscious", async () => {
    const before = dialogs.opened.length;
    const { actor, ring } = wearer(0);
    expect(await actor.unequipItem(ring as never)).toBe(true);
    expect(dialogs.opened).toHaveLength(before);
  });
});
