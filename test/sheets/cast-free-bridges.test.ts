/**
 * The runtime checks that replaced type assertions in the sheets' shared modules (issue 24): malformed drag data,
 * paths, sheets and created documents are skipped or defaulted instead of being passed on as if well-formed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { valueAt } from "../../src/sheets/base/list-edit.ts";
import { isAttackDrag } from "../../src/sheets/base/macro.ts";
import { openSheet } from "../../src/sheets/base/open-sheet.ts";
import { submitToParentSheet } from "../../src/sheets/base/parent-submit.ts";
import { createItems, sheetItem, sheetItems } from "../../src/sheets/base/doc-data.ts";
import { isItemDocument } from "../../src/core/document-guards.ts";
import { ownedItemData } from "../../src/sheets/drop.ts";
import { installStage } from "../smoke/foundry-stage.ts";

/** Stands in for the configured Item class: only `instanceof` matters here. */
class FakeItem {
  constructor(readonly id: string | null, readonly system: unknown = { quantity: 1 }) {}
  name = "Rope";
  img = "rope.webp";
  type = "gear";
  sort = 7;
}

beforeEach(() => {
  vi.stubGlobal("Item", FakeItem);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A FakeItem typed as the configured item class the bridges take (the fake has every field they read). */
const asItem = (item: FakeItem): Item.Implementation => item as unknown as Item.Implementation;

describe("valueAt", () => {
  const data = { attacks: [{ label: "Stab" }, { label: "Cut" }], equip: { natural: true } };

  it("steps into objects by key and into lists by index", () => {
    expect(valueAt(data, "attacks.1.label")).toBe("Cut");
    expect(valueAt(data, "equip.natural")).toBe(true);
  });

  it("gives undefined past a primitive, for a missing key, and for a list's own properties", () => {
    expect(valueAt(data, "equip.natural.deeper")).toBeUndefined();
    expect(valueAt(data, "attacks.5.label")).toBeUndefined();
    expect(valueAt(data, "attacks.length")).toBeUndefined();
    expect(valueAt(null, "attacks")).toBeUndefined();
  });
});

describe("isAttackDrag", () => {
  it("accepts an attack drag and rejects anything malformed", () => {
    expect(isAttackDrag({ type: "meshal.attack", uuid: "Actor.a.Item.b", attack: 0 })).toBe(true);
    expect(isAttackDrag(null)).toBe(false);
    expect(isAttackDrag([])).toBe(false);
    expect(isAttackDrag({ type: "Item", uuid: "Actor.a.Item.b", attack: 0 })).toBe(false);
    expect(isAttackDrag({ type: "meshal.attack", uuid: 3, attack: 0 })).toBe(false);
    expect(isAttackDrag({ type: "meshal.attack", uuid: "Actor.a.Item.b", attack: 0.5 })).toBe(false);
  });
});

describe("openSheet", () => {
  /** Core's ApplicationV2 as far as `instanceof` and `render` go. */
  class ApplicationV2 {
    render = vi.fn();
  }
  /** An older (AppV1) Application a module may register as a sheet: `render(force)`. */
  class Application {
    render = vi.fn();
  }
  beforeEach(() => vi.stubGlobal("foundry", { applications: { api: { ApplicationV2 } } }));
  /** An item whose configured sheet is `sheet` (core's `ClientDocument#sheet`). */
  const withSheet = (sheet: ApplicationV2 | Application | null) => Object.assign(asItem(new FakeItem("a")), { sheet });

  it("renders an ApplicationV2 sheet forced, in the requested mode", () => {
    const sheet = new ApplicationV2();
    openSheet(withSheet(sheet), "edit");
    openSheet(withSheet(sheet));
    expect(sheet.render.mock.calls).toEqual([[{ force: true, mode: "edit" }], [{ force: true }]]);
  });

  it("renders an older Application sheet with force, as its render takes it", () => {
    const sheet = new Application();
    openSheet(withSheet(sheet), "edit");
    expect(sheet.render.mock.calls).toEqual([[true]]);
  });

  it("does nothing without a document or a sheet", () => {
    expect(() => {
      openSheet(null);
      openSheet(withSheet(null));
    }).not.toThrow();
  });
});

describe("submitToParentSheet", () => {
  it("calls the parent's step on the sheet with the arguments received", async () => {
    const sheet = { name: "sheet" };
    const seen: unknown[] = [];
    const parent = async function (this: unknown, ...args: unknown[]) {
      seen.push(this, ...args);
    };
    const event = new Event("submit");
    await submitToParentSheet(parent, sheet, [event as SubmitEvent, "form" as unknown as HTMLFormElement, { name: "x" }, { render: false }]);
    expect(seen).toEqual([sheet, event, "form", { name: "x" }, { render: false }]);
  });
});

describe("item bridges", () => {
  it("isItemDocument tells an item document from a look-alike", () => {
    expect(isItemDocument(new FakeItem("a"))).toBe(true);
    expect(isItemDocument({ documentName: "Item", system: {} })).toBe(false);
    expect(isItemDocument(null)).toBe(false);
  });

  it("sheetItem reads the row fields, the very system object and the compendium source; an unsaved item has an empty id", () => {
    const system = { quantity: 3 };
    const item = new FakeItem("i1", system);
    const row = sheetItem(asItem(item));
    expect(row).toEqual({ id: "i1", name: "Rope", img: "rope.webp", type: "gear", sort: 7, system, source: null });
    expect(row.system).toBe(system);
    const copied = Object.assign(new FakeItem("i3"), { _stats: { compendiumSource: "Compendium.meshal-lite.gear.Item.rope" } });
    expect(sheetItem(asItem(copied)).source).toBe("Compendium.meshal-lite.gear.Item.rope");
    expect(sheetItem(asItem(new FakeItem(null))).id).toBe("");
    expect(sheetItem(asItem(new FakeItem("i2", null))).system).toEqual({});
  });

  it("sheetItems maps every owned item", () => {
    const actor = { items: { contents: [new FakeItem("a"), new FakeItem("b")] } } as unknown as Actor.Implementation;
    expect(sheetItems(actor).map((i) => i.id)).toEqual(["a", "b"]);
  });

  it("createItems resolves to the item documents created, and to none when Foundry refused", async () => {
    const made = new FakeItem("new");
    const calls: unknown[] = [];
    const actor = (result: unknown) => ({
      createEmbeddedDocuments: async (...args: unknown[]) => (calls.push(args), result),
    }) as unknown as Actor.Implementation;
    expect(await createItems(actor([made, { not: "an item" }]), [{ name: "Rope", type: "gear" }])).toEqual([made]);
    expect(calls[0]).toEqual(["Item", [{ name: "Rope", type: "gear" }], undefined]);
    expect(await createItems(actor(undefined), [{ name: "Rope", type: "gear" }])).toEqual([]);
  });
});

describe("ownedItemData with a malformed equip block", () => {
  it("treats a non-object equip as not natural (the copy starts carried)", () => {
    const source = { name: "Club", type: "weapon", system: { equip: "natural", carried: false, equipped: true } };
    expect(ownedItemData(source, null).system).toMatchObject({ carried: true, equipped: false });
    const natural = { ...source, system: { equip: { natural: true }, carried: true, equipped: true } };
    expect(ownedItemData(natural, null).system).toMatchObject({ carried: false, equipped: false });
  });
});

describe("rollFromMacro", () => {
  it("warns and uses nothing when the macro's uuid names a document that is not an item", async () => {
    installStage(); // the Foundry globals the item-use module reads when it loads
    const warn = vi.fn();
    vi.stubGlobal("ui", { notifications: { warn } });
    vi.stubGlobal("game", { i18n: { localize: (key: string) => key } });
    vi.stubGlobal("fromUuid", async () => ({ documentName: "Actor", actor: { name: "not an item" } }));
    const { rollFromMacro } = await import("../../src/sheets/base/hotbar.ts");
    await rollFromMacro({ uuid: "Actor.a", attack: null });
    expect(warn).toHaveBeenCalledWith("MESHAL.Sheet.macroMissing");
  });
});
