/**
 * Batch (f): the sheets in a live world — every actor and item type opens in play and edit mode; a compendium item
 * dropped onto a character lands on it with its attacks; an attribute and a weapon attack roll from the sheet (Shift
 * skips the dialog) each post one message; a new character is made through creation mode (species, size, a trained
 * attribute, an ability, finish) without typing a number.
 */
import type { QuenchBatchContext } from "./types.ts";
import { api, characterSystem, configured, createActor, messageIds, postedSince, TempDocs, waitFor } from "./world.ts";

/** A sheet as the batch drives it (every sheet of the system is an ApplicationV2). */
type SheetApp = foundry.applications.api.ApplicationV2;

const ACTOR_TYPES = ["character", "npc"] as const;
const ITEM_TYPES = ["weapon", "protection", "accessory", "ability", "feature", "gear"] as const;

/** Renders `doc`'s sheet in `mode` and waits until it is on screen in that mode. */
async function openSheet(doc: Actor.Implementation | Item.Implementation, mode: "play" | "edit"): Promise<SheetApp> {
  const sheet = doc.sheet;
  if (!(sheet instanceof foundry.applications.api.ApplicationV2)) throw new Error(`${doc.name} has no ApplicationV2 sheet`);
  // Our sheets read `mode` from the render options.
  const options = { force: true, mode };
  await sheet.render(options);
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

/** A pack's item with the given identifier. */
async function packItem(pack: string, identifier: string): Promise<Item.Implementation> {
  const p = game.packs?.get(`meshal-lite.${pack}`);
  if (!p) throw new Error(`pack meshal-lite.${pack} is missing`);
  const items = (await p.getDocuments()).map((doc) => configured(doc, Item.implementation, `an entry of meshal-lite.${pack}`));
  const item = items.find((i) => i.system.identifier === identifier);
  if (!item) throw new Error(`${identifier} is not in meshal-lite.${pack}`);
  return item;
}

/** A weapon's attacks; throws for any other item. */
function attacksOf(item: Item.Implementation) {
  if (api().documents.isItemType(item, "weapon")) return item.system.attacks;
  throw new Error(`${item.name} is not a weapon`);
}

export function sheetsBatch({ describe, it, after, assert }: QuenchBatchContext): void {
  const temp = new TempDocs();
  let messagesBefore = new Set<string>();
  after(async () => {
    for (const app of foundry.applications.instances.values()) {
      if (app instanceof foundry.applications.api.DocumentSheetV2 && app.document.name?.startsWith("Quench sheet")) await app.close();
    }
    await temp.cleanup(messagesBefore);
  });

  describe("every sheet opens", () => {
    for (const type of ACTOR_TYPES) {
      it(`${type}: play and edit mode`, async () => {
        messagesBefore = messageIds();
        const actor = await createActor(temp, { name: `Quench sheet ${type}`, type });
        let sheet: SheetApp | null = null;
        for (const mode of ["play", "edit"] as const) {
          sheet = await openSheet(actor, mode);
          assert.ok(sheet.element.classList.contains("meshal-sheet"), "the system's sheet is the default");
          assert.ok(sheet.element.querySelector("[data-action=toggleMode]"), "the play/edit toggle is there");
        }
        await sheet?.close();
      });
    }
    for (const type of ITEM_TYPES) {
      it(`${type}: play and edit mode, every field of the model an input in edit mode`, async () => {
        const what = `item ${type}`;
        const item = configured(temp.track(await Item.implementation.create({ name: `Quench sheet ${type}`, type }), what), Item.implementation, what);
        await openSheet(item, "play");
        const sheet = await openSheet(item, "edit");
        assert.ok(sheet.element.querySelector("input[name=name]"), "the name is editable");
        assert.ok(sheet.element.querySelector("[name='system.identifier']"), "stored fields are inputs");
        await sheet.close();
      });
    }
  });

  describe("a character sheet in play", () => {
    let actor: Actor.Implementation;
    let sheet: SheetApp;

    it("takes a compendium weapon dropped onto it, with every attack", async () => {
      actor = await createActor(temp, { name: "Quench sheet drop", type: "character", flags: { "meshal-lite": { creation: false } } });
      sheet = await openSheet(actor, "play");
      const source = await packItem("weapons", "dagger");
      const transfer = new DataTransfer();
      transfer.setData("text/plain", JSON.stringify({ type: "Item", uuid: source.uuid }));
      sheet.element.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }));
      const dagger = await waitFor(() => actor.items.find((i) => i.system.identifier === "dagger"));
      assert.lengthOf(attacksOf(dagger), attacksOf(source).length, "the dropped weapon keeps its attacks");
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
      const sheet = await openSheet(actor, "play");
      assert.ok(sheet.element.querySelector("[data-action=finishCreation]"), "a new character opens in creation mode");
      for (const identifier of ["human", "medium"]) {
        const { uuid } = await packItem("features", identifier);
        await waitFor(() => sheet.element.querySelector(`[data-action=toggleFeature][data-uuid="${uuid}"]`));
        click(sheet, `[data-action=toggleFeature][data-uuid="${uuid}"]`);
        await waitFor(() => actor.items.some((i) => i.type === "feature" && i.system.identifier === identifier));
      }
      const trained = () => characterSystem(actor).attributes.might.trained;
      const was = trained();
      await waitFor(() => sheet.element.querySelector("[data-attribute=might] [data-action=raiseAttribute]"));
      click(sheet, "[data-attribute=might] [data-action=raiseAttribute]");
      await waitFor(() => trained() === was + 1);
      const abilities = actor.items.filter((i) => i.type === "ability").length;
      await waitFor(() => sheet.element.querySelector("[data-action=obtainAbility]"));
      click(sheet, "[data-action=obtainAbility]");
      await waitFor(() => actor.items.filter((i) => i.type === "ability").length > abilities);
      await waitFor(() => sheet.element.querySelector("[data-action=finishCreation]:not([disabled])"));
      click(sheet, "[data-action=finishCreation]");
      await waitFor(() => actor.getFlag("meshal-lite", "creation") === false);
      assert.isFalse(characterSystem(actor).potential.overspent, "the finished character has not overspent");
      await sheet.close();
    });
  });
}
