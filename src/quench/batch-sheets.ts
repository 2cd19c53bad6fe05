/**
 * Batch (f): the sheets in a live world — every actor and item type opens in play and edit mode; a compendium item
 * dropped onto a character lands on it with its attacks; an attribute and a weapon attack roll from the sheet (Shift
 * skips the dialog) each post one message; a new character is made through creation mode (species, size, a trained
 * attribute, an ability, finish) without typing a number.
 */
import type { QuenchBatchContext } from "./types.ts";
import { createActor, messageIds, postedSince, TempDocs, waitFor, type Doc, type TestActor } from "./world.ts";

/** A document sheet as the batch drives it. */
interface SheetApp {
  rendered: boolean;
  element: HTMLElement;
  render(options: object): Promise<unknown>;
  close(): Promise<unknown>;
}
type WithSheet = Doc & { sheet: SheetApp | null; uuid: string; type: string; system: Record<string, unknown> };
type OwnedItems = Iterable<WithSheet> & { size: number; contents: WithSheet[] };

const ACTOR_TYPES = ["character", "npc"] as const;
const ITEM_TYPES = ["weapon", "protection", "accessory", "ability", "feature", "gear"] as const;

/** Renders `doc`'s sheet in `mode` and waits until it is on screen in that mode. */
async function openSheet(doc: WithSheet, mode: "play" | "edit"): Promise<SheetApp> {
  const sheet = doc.sheet;
  if (!sheet) throw new Error(`${doc.name} has no sheet`);
  await sheet.render({ force: true, mode });
  await waitFor(() => sheet.rendered && sheet.element.classList.contains("meshal-sheet--edit") === (mode === "edit"));
  return sheet;
}

/** Clicks the first element matching `selector` in the sheet, as a user would (optionally with Shift held). */
function click(sheet: SheetApp, selector: string, options: { shiftKey?: boolean } = {}): HTMLElement {
  const target = sheet.element.querySelector<HTMLElement>(selector);
  if (!target) throw new Error(`nothing matches ${selector} on the sheet`);
  target.dispatchEvent(new PointerEvent("click", { bubbles: true, cancelable: true, shiftKey: options.shiftKey ?? false }));
  return target;
}

/** A pack's entry with the given identifier, as a UUID. */
async function packUuid(pack: string, identifier: string): Promise<string> {
  const p = game.packs?.get(`meshal-lite.${pack}`);
  if (!p) throw new Error(`pack meshal-lite.${pack} is missing`);
  const index = await p.getIndex({ fields: ["system.identifier"] as never });
  const entry = [...index].find((e) => (e as unknown as { system?: { identifier?: string } }).system?.identifier === identifier);
  if (!entry) throw new Error(`${identifier} is not in meshal-lite.${pack}`);
  return (entry as unknown as { uuid: string }).uuid;
}

const itemsOf = (actor: TestActor) => actor.items as unknown as OwnedItems;

export function sheetsBatch({ describe, it, after, assert }: QuenchBatchContext): void {
  const temp = new TempDocs();
  let messagesBefore = new Set<string>();
  after(async () => {
    for (const app of Object.values(ui.windows ?? {})) {
      const doc = (app as { document?: { name?: string } }).document;
      if (doc?.name?.startsWith("Quench sheet")) await (app as { close(): Promise<unknown> }).close();
    }
    await temp.cleanup(messagesBefore);
  });

  describe("every sheet opens", () => {
    for (const type of ACTOR_TYPES) {
      it(`${type}: play and edit mode`, async () => {
        messagesBefore = messageIds();
        const actor = await createActor(temp, { name: `Quench sheet ${type}`, type }) as unknown as WithSheet;
        for (const mode of ["play", "edit"] as const) {
          const sheet = await openSheet(actor, mode);
          assert.ok(sheet.element.classList.contains("meshal-sheet"), "the system's sheet is the default");
          assert.ok(sheet.element.querySelector("[data-action=toggleMode]"), "the play/edit toggle is there");
        }
        await actor.sheet!.close();
      });
    }
    for (const type of ITEM_TYPES) {
      it(`${type}: play and edit mode, every field of the model an input in edit mode`, async () => {
        const created = await Item.implementation.create({ name: `Quench sheet ${type}`, type } as never);
        const item = temp.track(created as unknown as WithSheet | undefined, `item ${type}`);
        await openSheet(item, "play");
        const sheet = await openSheet(item, "edit");
        assert.ok(sheet.element.querySelector("input[name=name]"), "the name is editable");
        assert.ok(sheet.element.querySelector("[name='system.identifier']"), "stored fields are inputs");
        await sheet.close();
      });
    }
  });

  describe("a character sheet in play", () => {
    let actor: TestActor;
    let sheet: SheetApp;

    it("takes a compendium weapon dropped onto it, with every attack", async () => {
      actor = await createActor(temp, { name: "Quench sheet drop", type: "character", flags: { "meshal-lite": { creation: false } } });
      sheet = await openSheet(actor as unknown as WithSheet, "play");
      const uuid = await packUuid("weapons", "dagger");
      const source = (await fromUuid(uuid)) as unknown as { system: { attacks: unknown[] } };
      const transfer = new DataTransfer();
      transfer.setData("text/plain", JSON.stringify({ type: "Item", uuid }));
      sheet.element.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }));
      const dagger = await waitFor(() => itemsOf(actor).contents.find((i) => i.system.identifier === "dagger"));
      assert.lengthOf(dagger.system.attacks as unknown[], source.system.attacks.length, "the dropped weapon keeps its attacks");
    });

    it("rolls an attribute from the sheet (Shift skips the dialog) and posts it", async () => {
      const before = messageIds();
      click(sheet, "[data-action=rollAttribute]", { shiftKey: true });
      await waitFor(() => postedSince(before).length > 0);
      assert.lengthOf(postedSince(before), 1);
    });

    it("rolls the dropped weapon's attack from the inventory (every tab is in the page) and posts it", async () => {
      const before = messageIds();
      click(sheet, "[data-action=rollAttack]", { shiftKey: true });
      await waitFor(() => postedSince(before).length > 0);
      assert.lengthOf(postedSince(before), 1);
      await sheet.close();
    });
  });

  describe("character creation", () => {
    it("makes a legal character by clicks only: species, size, a raise, an ability, finish", async () => {
      const actor = await createActor(temp, { name: "Quench sheet creation", type: "character" });
      const sheet = await openSheet(actor as unknown as WithSheet, "play");
      assert.ok(sheet.element.querySelector("[data-action=finishCreation]"), "a new character opens in creation mode");
      for (const identifier of ["human", "medium"]) {
        const uuid = await packUuid("features", identifier);
        await waitFor(() => sheet.element.querySelector(`[data-action=toggleFeature][data-uuid="${uuid}"]`));
        click(sheet, `[data-action=toggleFeature][data-uuid="${uuid}"]`);
        await waitFor(() => itemsOf(actor).contents.some((i) => i.type === "feature" && i.system.identifier === identifier));
      }
      const trained = () => (actor.system.attributes as Record<string, { trained: number }>).might!.trained;
      const was = trained();
      await waitFor(() => sheet.element.querySelector("[data-attribute=might] [data-action=raiseAttribute]"));
      click(sheet, "[data-attribute=might] [data-action=raiseAttribute]");
      await waitFor(() => trained() === was + 1);
      const abilities = itemsOf(actor).contents.filter((i) => i.type === "ability").length;
      await waitFor(() => sheet.element.querySelector("[data-action=obtainAbility]"));
      click(sheet, "[data-action=obtainAbility]");
      await waitFor(() => itemsOf(actor).contents.filter((i) => i.type === "ability").length > abilities);
      await waitFor(() => sheet.element.querySelector("[data-action=finishCreation]:not([disabled])"));
      click(sheet, "[data-action=finishCreation]");
      await waitFor(() => actor.getFlag("meshal-lite", "creation") === false);
      const potential = actor.system.potential as { overspent: boolean };
      assert.isFalse(potential.overspent, "the finished character has not overspent");
      await sheet.close();
    });
  });
}
