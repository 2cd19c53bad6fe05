/**
 * Dropping an item on an actor sheet: an item of this actor is sorted, any other is copied. Core compares the parent's
 * UUID; a synthetic (unlinked token) actor is rebuilt from its token, so the dropped item's parent is another object
 * with the same UUID, and an identity check copied the item (a duplicate on every reorder). Issue 19, fault 4.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadActorSheets, stageActor, type SheetClass } from "../apps/sheet-stage.ts";
import { failOnNotifications } from "../stage/application.ts";
import type { StageDroppedItem } from "../stage/application-sheets.ts";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { SYSTEM_ID } from "../../src/core/settings.ts";

type Rec = Record<string, unknown>;
/** A sheet as this test drives it: `_onDropItem` as core calls it, and what the stage's base recorded. */
interface DropSheet {
  _onDropItem(event: null, item: StageDroppedItem): Promise<unknown>;
  sortedItems: StageDroppedItem[];
}

const TOKEN_ACTOR = "Scene.s1.Token.t1.Actor.a1";
let CharacterSheet: SheetClass<DropSheet>;
let NpcSheet: SheetClass<DropSheet>;

failOnNotifications();

beforeAll(async () => {
  ({ CharacterSheet, NpcSheet } = await loadActorSheets<DropSheet>());
}, 60_000);

/** A dropped item whose parent is a separate object with the given UUID (as a rebuilt synthetic actor gives). */
function dropped(fixture: I.FixtureItem, parentUuid: string | null): StageDroppedItem {
  return {
    ...fixture, pack: null, _stats: {}, uuid: `${parentUuid ?? "Item"}.Item.${fixture.id}`,
    parent: parentUuid ? { uuid: parentUuid } : null, toObject: () => structuredClone({ ...fixture, _id: fixture.id }) as Rec,
  };
}

describe("dropping an item on an unlinked token's actor sheet", () => {
  it("sorts the actor's own item (the same UUID, another object), copies none", async () => {
    for (const [cls, actor] of [
      [CharacterSheet, stageActor(A.armouredCharacter(), "Lin Wei", { uuid: TOKEN_ACTOR, flags: { [SYSTEM_ID]: { creation: false } } })],
      [NpcSheet, stageActor(A.npcBrute(), "Grave Brute", { uuid: TOKEN_ACTOR })],
    ] as const) {
      const sheet = new cls({ document: actor });
      for (const item of [dropped(I.revolver(), TOKEN_ACTOR), dropped(I.human(), TOKEN_ACTOR)]) await sheet._onDropItem(null, item);
      expect(sheet.sortedItems.map((i) => i.name), `${actor.name}: sorted`).toEqual([I.revolver().name, I.human().name]);
      expect(actor.created, `${actor.name}: nothing copied`).toEqual([]);
    }
  });

  it("copies an item of another actor or the sidebar", async () => {
    const actor = stageActor(A.npcBrute(), "Grave Brute", { uuid: TOKEN_ACTOR });
    const sheet = new NpcSheet({ document: actor });
    await sheet._onDropItem(null, dropped(I.revolver(), "Actor.someoneElse"));
    await sheet._onDropItem(null, dropped(I.healingPotion(), null));
    expect(sheet.sortedItems).toEqual([]);
    expect((actor.created as Rec[]).map((d) => d.name)).toEqual([I.revolver().name, I.healingPotion().name]);
  });
});
