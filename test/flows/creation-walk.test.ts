/**
 * Issue 22: a newcomer makes a legal, equipped character in ≤ 20 clicks. The walk goes through the character sheet's
 * own actions on the stage, as Ann (a player owning a fresh character), with the real compendiums in English (packs/en/*.yml):
 * every button it presses is one the creation step shows at that moment (read from the same `characterContext` the
 * sheet renders), and every click and confirmation is counted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle } from "../stage/server.ts";
import { StageItem } from "../stage/server-documents.ts";
import { flowStage, loadDocumentClasses, makeActor, USER_IDS, type SystemActor } from "./support/world.ts";
import { loadActorSheet, type FlowSheet } from "./support/sheet.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { englishPackSources } from "../support/packs.ts";
import { characterContext } from "../../src/sheets/character/context.ts";
import { creationBudget } from "../../src/sheets/character/creation/creation.ts";
import { GEAR_PACKS, type GearIndexEntry } from "../../src/sheets/character/creation/creation-gear.ts";
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
const gearIndex = (): GearIndexEntry[] => GEAR_PACKS.flatMap((pack) => indexes.get(pack)!.map((e) => ({ ...e, pack })));

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
/** What the creation part shows now. */
const shown = () => characterContext(view(), {
  creation: true, featureIndex: indexes.get("features"), abilityIndex: indexes.get("abilities"), gearIndex: gearIndex(),
  abilityFilter: { allowedOnly: true },
});

/** A click on a control the creation part shows (counted). */
async function click(sheet: FlowSheet, action: string, on: Parameters<FlowSheet["click"]>[1] = {}): Promise<void> {
  clicks.push(action);
  await sheet.click(action, on);
  await settle();
}

/** The pick button of a feature the creation step offers, by identifier. */
function featureButton(identifier: string): string {
  const option = shown().creationFeatures.flatMap((g) => g.options)
    .find((o) => String(indexes.get("features")!.find((e) => e.uuid === o.uuid)?.system?.identifier) === identifier);
  if (!option) throw new Error(`the creation step offers no ${identifier}`);
  return option.uuid;
}

describe("a newcomer's first character, click by click", () => {
  beforeEach(async () => {
    stage.reset();
    wait.mockClear();
    const fixture = freshCharacter();
    fixture.items = [];
    newbie = makeActor(MeshalActor, "New Character", fixture, [USER_IDS.ann]);
    await stage.server.onClient(stage.ann, () => newbie.setFlag("meshal-lite", "creation", true));
    stage.sit("player");
    clicks = [];
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("ends legal, finished and equipped in at most 20 clicks", async () => {
    const sheet = sheetOf(newbie);
    expect(shown().creationBudget!.steps.map((s) => s.done)).toEqual([false, false, false, false, false]);

    // The name field in the creation header (one click into it; typing is not a click; the form submits on change).
    clicks.push("name");
    await newbie.update({ name: "Mei" });

    // Step 1: a species, then the size and gender it allows; each shows what it gives before it is picked.
    const human = shown().creationFeatures.find((g) => g.kind === "species")!.options.find((o) => o.uuid === featureButton("human"))!;
    expect(human.gives.map((x) => x.key)).toContain("MESHAL.CharacterSheet.creation.gives.potential");
    for (const id of ["human", "medium", "male"]) await click(sheet, "toggleFeature", { data: { uuid: featureButton(id) } });
    expect(shown().creationBudget!.steps[0]!.done).toBe(true);

    // Step 2: raise Might twice and Energy once (9 + 12 + 9 of the 48 potential).
    for (const attribute of ["might", "might", "energy"]) await click(sheet, "raiseAttribute", { attribute });
    expect(shown().creationBudget!.steps[1]!.done).toBe(true);

    // Step 3: the first two abilities the picker allows now.
    for (let i = 0; i < 2; i++) {
      const offer = shown().creationAbilities.rows.find((r) => r.allowed);
      if (!offer) break;
      await click(sheet, "obtainAbility", { data: { uuid: offer.uuid } });
    }
    expect(shown().creationBudget!.steps[2]!.done).toBe(true);

    // Step 4: the warrior kit, put on as it arrives.
    const kit = shown().creationGear!.kits.find((k) => k.id === "warrior")!;
    expect(kit).toMatchObject({ affordable: true, complete: true });
    await click(sheet, "takeKit", { data: { kit: "warrior" } });
    expect(shown().creationBudget!.steps[3]!.done).toBe(true);

    // Step 5: finish.
    expect(shown().creationBudget!.canFinish).toBe(true);
    await click(sheet, "finishCreation");

    const flags = newbie.flags as Record<string, Rec | undefined>;
    expect(flags["meshal-lite"]?.creation).toBe(false);
    expect(newbie.name).toBe("Mei");
    const budget = creationBudget(view().system, view().items);
    expect(budget).toMatchObject({ overspent: false, missing: [] });
    const owned = newbie.items.contents;
    expect(owned.filter((i) => i.type === "ability" && !(i.system as { gifted: boolean }).gifted)).toHaveLength(2);
    const worn = owned.filter((i) => (i.system as { equipped?: boolean }).equipped).map((i) => (i.system as { identifier: string }).identifier).sort();
    expect(worn).toEqual(["buckler", "hard-leather-helm", "leather-boots", "padded-armor", "short-sword"]);
    expect(stage.warnings).toEqual([]);

    const confirmations = stage.confirm.mock.calls.length + wait.mock.calls.length;
    expect(clicks.length + confirmations).toBeLessThanOrEqual(20);
    expect(clicks).toHaveLength(11); // the count the README quotes
  });
});
