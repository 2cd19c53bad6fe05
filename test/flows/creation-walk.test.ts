/**
 * Issues 22 and 35: a newcomer makes a legal, equipped character in ≤ 20 clicks, walked as a newcomer meets it. The
 * walk starts in the Actors sidebar (Create Actor, the dialog's name, type and Create button, counted), and goes
 * through the character sheet's own actions on the stage, as Ann (a player owning the character she made), with the
 * real compendiums in English (packs/en/*.yml) and the step's default filters: every button it presses is one the creation step
 * shows at that moment, read from the same context the sheet renders (creation-sheet.ts `creationSheetContext`, with
 * the compendium indexes, the reader's labels and why unworn gear is not worn). Every click, confirmation and
 * equipping is counted. One walk takes the warrior kit; the other buys a weapon of two attributes and its armor item
 * by item, each put on as it is bought. The GM's client then reads the finished character as the player left it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle } from "../stage/server.ts";
import { StageItem } from "../stage/server-documents.ts";
import { actorDoc, flowStage, loadDocumentClasses, makeActor, USER_IDS, type SystemActor } from "./support/world.ts";
import { loadActorSheet, type FlowSheet } from "./support/sheet.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { englishPackSources } from "../support/packs.ts";
import { characterContext } from "../../src/sheets/character/context.ts";
import { creationBudget } from "../../src/sheets/character/creation/creation.ts";
import { creationSheetContext } from "../../src/sheets/character/creation/creation-sheet.ts";
import { GEAR_PACKS } from "../../src/sheets/character/creation/creation-gear.ts";
import type { GearFilter } from "../../src/sheets/character/creation/creation-gear.ts";
import type { IndexEntry } from "../../src/sheets/character/creation/index-entry.ts";
import type { SheetCharacter } from "../../src/sheets/character/view-types.ts";

type Rec = Record<string, unknown>;
const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet("character");

/** A document of one of the system's compendiums (not owned by anyone). */
class PackItem extends StageItem {
  constructor(source: Rec, readonly packName: string) {
    super(source);
    this.pack = `meshal-lite.${packName}-en`;
  }
  override get uuid(): string {
    return `Compendium.meshal-lite.${this.packName}-en.Item.${this.id}`;
  }
}

const PACKS = ["features", "abilities", ...GEAR_PACKS];
const docs = new Map<string, PackItem>();
const indexes = new Map<string, IndexEntry[]>();
for (const pack of PACKS) {
  const entries: IndexEntry[] = [];
  // Ann's client reads English: creation finds the English packs (src/core/catalogue-text.ts cataloguePack).
  for (const { doc } of englishPackSources(pack)) {
    const item = new PackItem(doc as unknown as Rec, pack);
    docs.set(item.uuid, item);
    entries.push({ uuid: item.uuid, name: item.name ?? "", img: item.img, type: item.type, system: item.system });
  }
  indexes.set(pack, entries);
}
const identifierOf = (uuid: string) => String(docs.get(uuid)?.system.identifier ?? "");

// Core's compendium collection and `fromUuid` for the system's packs (the flow stage knows only world documents).
const g = globalThis as unknown as { game: Rec; fromUuid: (uuid: string) => Promise<unknown> };
const worldFromUuid = g.fromUuid;
g.game.packs = new Map(PACKS.map((pack) => [`meshal-lite.${pack}-en`, { getIndex: async () => indexes.get(pack)! }]));
g.fromUuid = async (uuid: string) => docs.get(uuid) ?? worldFromUuid(uuid);
const wait = vi.fn(async () => "spend");
(globalThis as unknown as { foundry: { applications: { api: { DialogV2: Rec } } } }).foundry.applications.api.DialogV2.wait = wait;

let newbie: SystemActor;
let clicks: string[];

/** The actor as the sheet's pure views read it. */
const view = (): SheetCharacter => ({
  name: newbie.name ?? "", img: null,
  system: newbie.system as unknown as SheetCharacter["system"],
  items: newbie.items.contents as unknown as SheetCharacter["items"],
});
/** What the creation part shows now, with the step's default filters (and a gear search when one was typed). */
const shown = (gearFilter?: GearFilter) => creationSheetContext(view(), { creation: true, ...(gearFilter ? { gearFilter } : {}) }, actorDoc(newbie));

/** A click on a control the creation part shows (counted). */
async function click(sheet: FlowSheet, action: string, on: Parameters<FlowSheet["click"]>[1] = {}): Promise<void> {
  clicks.push(action);
  await sheet.click(action, on);
  await settle();
}

/** The pick button of a feature the creation step offers, by identifier. */
async function featureButton(identifier: string): Promise<string> {
  const option = (await shown()).creationFeatures.flatMap((f) => f.options).find((o) => identifierOf(o.uuid) === identifier);
  if (!option) throw new Error(`the creation step offers no ${identifier}`);
  return option.uuid;
}

/**
 * The Actors sidebar, as Ann (with the world's "create new actors" permission): *Create Actor*, a click into the
 * dialog's name (typing is not a click), the type (counted, though Character is the system's first type) and *Create*.
 * Core makes the creator the owner and opens the new actor's sheet; its first render marks the character as in
 * creation (character-sheet.ts `_onFirstRender`), done here as Ann.
 */
async function createInSidebar(name: string): Promise<FlowSheet> {
  clicks.push("sidebar: Create Actor", "dialog: name", "dialog: type Character", "dialog: Create");
  const fixture = freshCharacter();
  fixture.items = [];
  newbie = makeActor(MeshalActor, name, fixture, [USER_IDS.ann]);
  await stage.server.onClient(stage.ann, () => newbie.setFlag("meshal-lite", "creation", true));
  return sheetOf(newbie);
}

/** Worn items' identifiers, sorted. */
const worn = () => newbie.items.contents.filter((i) => (i.system as { equipped?: boolean }).equipped)
  .map((i) => String((i.system as { identifier: string }).identifier)).sort();

/**
 * The finish step and what every walk ends with: legal and finished — one species with a size, form and gender it
 * allows, nothing overspent or over a cap, the gear within the budget.
 */
async function finishAndCheck(sheet: FlowSheet, name: string): Promise<void> {
  const kinds = newbie.items.contents.filter((i) => i.type === "feature").map((i) => String((i.system as { kind: string }).kind)).sort();
  expect(kinds).toEqual(["form", "gender", "size", "species"]);
  expect((await shown()).creationGear!.budget.left).toBeGreaterThanOrEqual(0);
  expect((await shown()).creationBudget!.canFinish).toBe(true);
  await click(sheet, "finishCreation");
  const flags = newbie.flags as Record<string, Rec | undefined>;
  expect(flags["meshal-lite"]?.creation).toBe(false);
  expect(newbie.name).toBe(name);
  const budget = creationBudget(view().system, view().items);
  expect(budget).toMatchObject({ overspent: false, missing: [] });
  expect(view().system.overloaded).toEqual([]);
  expect(stage.warnings).toEqual([]);
}

describe("a newcomer's first character, click by click, from the Actors sidebar", () => {
  beforeEach(() => {
    stage.reset();
    wait.mockClear();
    stage.sit("player");
    clicks = [];
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("leads the ability step with the species' and the fight's abilities, languages last and closed, the cost in potential", async () => {
    const sheet = await createInSidebar("Mei");
    for (const id of ["human", "medium", "male"]) await click(sheet, "toggleFeature", { data: { uuid: await featureButton(id) } });
    await click(sheet, "raiseAttribute", { attribute: "might" });
    const step = (await shown()).creationAbilities;
    // Only what Mei can take now, by default; every row offered is allowed.
    expect(step.filter.allowedOnly).toBe(true);
    expect(step.rows.length).toBeGreaterThan(40); // one list, not 40 at a time
    expect(step.more).toBe(0);
    expect(step.rows.every((r) => r.allowed)).toBe(true);
    expect(step.groups.map((gr) => gr.id)).toEqual(["signature", "combat", "other", "lore"]);
    // Human peoples' gifts not owned (Gelaxun's Flurry, the Firmament Woodlanders' Sneak Attack …), never her own.
    const signature = step.groups[0]!.rows.map((r) => r.identifier);
    expect(signature).toEqual(expect.arrayContaining(["flurry", "sneak-attack", "blessing-of-courage"]));
    expect(signature).not.toContain("free-will");
    // The fight's abilities, led by Might (her strongest, 4), each an attack or a ⚡ action.
    const combat = step.groups[1]!;
    expect(combat.rows.every((r) => r.combat)).toBe(true);
    expect(combat.rows[0]!.attributeType).toBe("might");
    // Languages and lore apart, at the end and closed: none of them is offered in the open groups.
    const lore = step.groups.at(-1)!;
    expect(lore).toMatchObject({ id: "lore", open: false });
    expect(lore.rows.map((r) => r.identifier)).toEqual(expect.arrayContaining(["dwarvish", "elvish", "herbalism"]));
    expect(step.groups.slice(0, -1).flatMap((gr) => gr.rows).some((r) => r.styles.includes("lore"))).toBe(false);
    // A training requirement is the GM's to judge, and marked so on the row.
    const elvish = lore.rows.find((r) => r.identifier === "elvish")!;
    expect(elvish.requirementMarks.map((m) => m.status)).toEqual(["table"]);
    // Grapple Throw needs Grapple: not offered by default; with the box unticked, marked unmet with the reason.
    expect(step.rows.some((r) => r.identifier === "grapple-throw")).toBe(false);
    const all = (await creationSheetContext(view(), { creation: true, abilityFilter: { allowedOnly: false } }, actorDoc(newbie))).creationAbilities;
    const throwRow = all.rows.find((r) => r.identifier === "grapple-throw")!;
    expect(throwRow).toMatchObject({ allowed: false, reasonKey: "MESHAL.CharacterSheet.creation.requirementUnmet" });
    expect(throwRow.requirementMarks.map((m) => m.status)).toEqual(["unmet"]);
    // Once Grapple is hers, Grapple Throw's requirement is met (Might 4 holds Grapple's 2 and not the Throw's 3 more).
    await click(sheet, "obtainAbility", { data: { uuid: all.rows.find((r) => r.identifier === "grapple")!.uuid } });
    const after = (await creationSheetContext(view(), { creation: true, abilityFilter: { allowedOnly: false } }, actorDoc(newbie))).creationAbilities;
    expect(after.rows.find((r) => r.identifier === "grapple-throw")!.requirementMarks.map((m) => m.status)).toEqual(["met"]);
  });

  it("ends legal, finished, with a combat ability and worn gear in at most 20 clicks (the warrior kit)", async () => {
    const sheet = await createInSidebar("Mei");
    expect((await shown()).creationBudget!.steps.map((s) => s.done)).toEqual([false, false, false, false, false]);

    // Step 1: a species, then the size, form and gender it allows; each shows what it gives before it is picked.
    const human = (await shown()).creationFeatures.find((f) => f.kind === "species")!.options.find((o) => identifierOf(o.uuid) === "human")!;
    expect(human.gives.map((x) => x.key)).toContain("MESHAL.CharacterSheet.creation.gives.potential");
    for (const id of ["human", "medium", "humanoid", "male"]) await click(sheet, "toggleFeature", { data: { uuid: await featureButton(id) } });
    expect((await shown()).creationBudget!.steps[0]!.done).toBe(true);

    // Step 2: raise Might twice (9 + 12 of the 48 potential).
    for (let i = 0; i < 2; i++) await click(sheet, "raiseAttribute", { attribute: "might" });
    expect((await shown()).creationBudget!.steps[1]!.done).toBe(true);

    // Step 3: the first ability of the fight's group, as the default list shows it.
    const combat = (await shown()).creationAbilities.groups.find((gr) => gr.id === "combat")!;
    const pick = combat.rows[0]!;
    expect(pick).toMatchObject({ allowed: true, combat: true, attributeType: "might" });
    await click(sheet, "obtainAbility", { data: { uuid: pick.uuid } });
    expect((await shown()).creationBudget!.steps[2]!.done).toBe(true);

    // Step 4: the warrior kit, put on as it arrives; its price in coins.
    const kit = (await shown()).creationGear!.kits.find((k) => k.id === "warrior")!;
    expect(kit).toMatchObject({ affordable: true, complete: true });
    expect(kit.costCoins).toEqual([{ key: "MESHAL.CharacterSheet.creation.coin.silver", n: 60 }, { key: "MESHAL.CharacterSheet.creation.coin.copper", n: 75 }]);
    await click(sheet, "takeKit", { data: { kit: "warrior" } });
    expect((await shown()).creationBudget!.steps[3]!.done).toBe(true);
    expect((await shown()).creationGear!.owned.filter((o) => o.wear.notWorn)).toEqual([]);

    await finishAndCheck(sheet, "Mei");
    const abilities = newbie.items.contents.filter((i) => i.type === "ability" && !(i.system as { gifted: boolean }).gifted);
    expect(abilities.map((i) => String((i.system as { identifier: string }).identifier))).toEqual([identifierOf(pick.uuid)]);
    expect(worn()).toEqual(["buckler", "hard-leather-helm", "leather-boots", "padded-armor", "short-sword"]);

    const confirmations = stage.confirm.mock.calls.length + wait.mock.calls.length;
    expect(clicks.length + confirmations).toBeLessThanOrEqual(20);
    expect(clicks.length + confirmations).toBe(13); // the count the README quotes

    // The GM's client reads the same finished character: the ability, the worn gear, the short sword ready.
    stage.sit("gm");
    const gmView = characterContext(view(), {});
    const sword = gmView.inventory.flatMap((gr) => gr.items).find((r) => r.name === newbie.items.contents.find((i) => (i.system as { identifier: string }).identifier === "short-sword")!.name)!;
    expect(sword.attacks.map((a) => a.needsEquip)).toEqual([false]);
  });

  it("buys a weapon of two attributes and its armor one by one, each worn as it is bought, in at most 20 clicks", async () => {
    const sheet = await createInSidebar("Arwen");
    for (const id of ["elf", "medium", "humanoid", "female"]) await click(sheet, "toggleFeature", { data: { uuid: await featureButton(id) } });
    for (let i = 0; i < 2; i++) await click(sheet, "raiseAttribute", { attribute: "energy" });
    const combat = (await shown()).creationAbilities.groups.find((gr) => gr.id === "combat")!;
    expect(combat.rows[0]!.attributeType).toBe("energy"); // her strongest attribute leads
    await click(sheet, "obtainAbility", { data: { uuid: combat.rows[0]!.uuid } });

    // The gear step: a click into its search, the name typed; then each item's Buy (cheapest-first list otherwise).
    const bastard = indexes.get("weapons")!.find((e) => e.system?.identifier === "bastard-sword")!;
    const dice = (bastard.system!.attacks as { dice: { pools: string[]; combine: string } }[])[0]!.dice;
    expect(dice).toMatchObject({ pools: ["might", "energy"], combine: "max" }); // the higher of Might and Energy
    clicks.push("gear search");
    for (const identifier of ["bastard-sword", "hard-leather-armor", "felt-boots", "hard-leather-helm"]) {
      const name = [...docs.values()].find((d) => d.system.identifier === identifier)!.name!;
      const offer = (await shown({ text: name })).creationGear!.offers.rows.find((r) => identifierOf(r.uuid) === identifier);
      expect(offer, identifier).toBeDefined();
      expect(offer!.costCoins.length).toBeGreaterThan(0);
      await click(sheet, "buyGear", { data: { uuid: offer!.uuid } });
    }
    // Each is worn as it is bought: nothing is left to put on, so equipping takes no click.
    const owned = (await shown()).creationGear!.owned;
    expect(owned.every((o) => o.wear.worn)).toBe(true);
    expect(worn()).toEqual(["bastard-sword", "felt-boots", "hard-leather-armor", "hard-leather-helm"]);

    await finishAndCheck(sheet, "Arwen");
    const confirmations = stage.confirm.mock.calls.length + wait.mock.calls.length;
    expect(clicks.length + confirmations).toBeLessThanOrEqual(20);
    expect(clicks.length + confirmations).toBe(17);

    // The GM's client: the bastard sword's attack is ready and rolls the higher of her Might and Energy.
    stage.sit("gm");
    const sword = characterContext(view(), {}).inventory.flatMap((gr) => gr.items).find((r) => r.name === bastard.name)!;
    expect(sword.attacks).toHaveLength(1);
    const { might, energy } = view().system.attributes;
    expect(energy.value).toBeGreaterThan(might.value);
    expect(sword.attacks[0]).toMatchObject({ needsEquip: false, dice: energy.value }); // her Energy, the higher
  });

  it("keeps a bought item that cannot be worn, marked not worn with the rule that keeps it off, and no warning", async () => {
    stage.settings.set("meshal-lite.bodyParts", true); // [OPT] body parts: a humanoid has two arms
    const sheet = await createInSidebar("Bo");
    const buy = async (identifier: string) => {
      const name = [...docs.values()].find((d) => d.system.identifier === identifier)!.name!;
      const offer = (await shown({ text: name })).creationGear!.offers.rows.find((r) => identifierOf(r.uuid) === identifier)!;
      await click(sheet, "buyGear", { data: { uuid: offer.uuid } });
    };
    await buy("quarterstaff"); // held in both hands
    await buy("dagger");
    expect(worn()).toEqual(["quarterstaff"]);
    const unworn = (await shown()).creationGear!.owned.filter((o) => o.wear.notWorn);
    expect(unworn.map((o) => String((newbie.items.get(o.id)!.system as { identifier: string }).identifier))).toEqual(["dagger"]);
    const dagger = unworn[0]!;
    expect(dagger.wear).toMatchObject({ wearable: true, worn: false, notWorn: true, reason: { key: "MESHAL.Warn.bodyPartTaken", data: { part: "arm" } } });
    expect(stage.warnings).toEqual([]);
  });
});
