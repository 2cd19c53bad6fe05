/**
 * README "Sheets": the Rest button of the character and NPC sheets asks the hours (a DialogV2 with a number input,
 * 1–24, 8 by default), then rests through `restActor` (src/actions/rest.ts), which posts the rest card. Run as Ann
 * on her own Hero and as the GM (on Hero and on the NPC Brute), on the stage whose server refuses what Foundry's
 * refuses: no write may be refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { dialogStage } from "../stage/dialog.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { REST_CARD } = await import("../../src/actions/rest-card.ts");
const { readCardState } = await import("../../src/chat/card-schema.ts");
const { restHoursFrom } = await import("../../src/sheets/base/rest-prompt.ts");
const characterSheet = await loadActorSheet("character");
const npcSheet = await loadActorSheet("base");

const dialogs = dialogStage();
const api = (globalThis as unknown as { foundry: { applications: { api: { DialogV2: Record<string, unknown> } } } }).foundry.applications.api;
api.DialogV2 = { ...api.DialogV2, wait: dialogs.DialogV2.wait };

let cast: Cast;
type Pools = Record<"might" | "energy" | "spirit", { value: number; lost: number }>;

/** Clicks Rest on `sheet`, types `hours` into the dialog (when given) and presses `press`. */
async function restFromSheet(sheet: { click: (name: string, on: object) => Promise<unknown> }, hours: string | null, press = "rest") {
  const opened = dialogs.opening();
  const clicked = sheet.click("rest", {});
  const dialog = await opened;
  const input = dialog.element.querySelector<{ value: string }>('input[name="hours"]')!;
  expect(input.value).toBe("8");
  if (hours !== null) input.value = hours;
  await dialog.click(press);
  await clicked;
  await settle();
}

const restCards = () => stage.world.messages.contents.filter((m) => m.type === REST_CARD.type);

describe.each(seats())("the Rest button as the %s", (seat) => {
  beforeEach(async () => {
    stage.reset();
    dialogs.reset();
    cast = makeCast(MeshalActor);
    await stage.server.onClient(stage.gm, () => cast.hero.update({ "system.attributes.might.lost": 2 }));
    await settle();
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("asks the hours on the character sheet, rests them and posts the rest card", async () => {
    await restFromSheet(characterSheet(cast.hero), "2");
    expect((cast.hero.system.attributes as Pools).might.lost).toBe(0);
    const [card] = restCards();
    // Cast: the stand-in message's system is the plain state the schema reads.
    expect(readCardState(REST_CARD, card!.system as never)).toMatchObject({ hours: 2 });
  });

  it("cancelling rests nothing and posts nothing", async () => {
    await restFromSheet(characterSheet(cast.hero), null, "cancel");
    expect((cast.hero.system.attributes as Pools).might.lost).toBe(2);
    expect(stage.world.messages.size).toBe(0);
  });
});

describe("the Rest button on the NPC sheet (the GM's)", () => {
  beforeEach(async () => {
    stage.reset();
    dialogs.reset();
    cast = makeCast(MeshalActor);
    await stage.server.onClient(stage.gm, () => cast.brute.update({ "system.attributes.might.lost": 1 }));
    await settle();
    stage.sit("gm");
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("rests the NPC the default 8 hours and posts its card", async () => {
    await restFromSheet(npcSheet(cast.brute), null);
    expect((cast.brute.system.attributes as Pools).might.lost).toBe(0);
    expect(readCardState(REST_CARD, restCards()[0]!.system as never)).toMatchObject({ hours: 8 });
  });
});

describe("the Rest button with replenishment on (§7.4)", () => {
  beforeEach(() => {
    stage.reset();
    dialogs.reset();
    cast = makeCast(MeshalActor);
    stage.settings.set("meshal-lite.replenishment", true);
    stage.sit("player");
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("asks what the rest included: a day whose rests lacked sleep costs one Spirit die when it ends, kept apart (off: no such question)", async () => {
    /** Rests the default 8 hours from the sheet, unticking `need`. */
    const restWithout = async (need: string | null) => {
      const opened = dialogs.opening();
      const clicked = characterSheet(cast.hero).click("rest", {});
      const dialog = await opened;
      if (need) dialog.element.querySelector<{ removeAttribute(n: string): void }>(`input[name="${need}"]`)!.removeAttribute("checked");
      await dialog.click("rest");
      await clicked;
      await settle();
    };
    await restWithout("slept"); // 00:00–08:00 of day 0
    await restWithout("slept"); // 08:00–16:00: still day 0, nothing taken per rest (seed l.292)
    expect((cast.hero.system.attributes as Pools).spirit.lost).toBe(0);
    await restWithout("slept"); // 16:00–24:00: day 0 ends, its missing sleep costs one die (seed l.293), not one per rest
    expect((cast.hero.system.attributes as Pools).spirit.lost).toBe(1);
    expect(cast.hero.getFlag("meshal-lite", "deprived")).toEqual({ might: 0, energy: 0, spirit: 1 });
    expect(stage.clock.worldTime).toBe(24 * 3600);

    stage.settings.set("meshal-lite.replenishment", false);
    const again = dialogs.opening();
    const second = characterSheet(cast.hero).click("rest", {});
    const plain = await again;
    expect(plain.element.querySelector('input[name="slept"]')).toBeNull();
    await plain.click("rest");
    await second;
  });
});

describe("a player on an actor they do not own", () => {
  beforeEach(() => {
    stage.reset();
    dialogs.reset();
    cast = makeCast(MeshalActor);
    stage.sit("player");
  });

  it("gets no dialog and writes nothing (the sheet is not editable for them)", async () => {
    await npcSheet(cast.brute).click("rest", {});
    expect(dialogs.opened).toHaveLength(0);
    expect(stage.world.messages.size).toBe(0);
  });
});

describe("restHoursFrom", () => {
  it("keeps whole hours within 1–24 and refuses what is not a number", () => {
    expect(restHoursFrom("3")).toBe(3);
    expect(restHoursFrom("2.7")).toBe(2);
    expect(restHoursFrom("0")).toBe(1);
    expect(restHoursFrom("99")).toBe(24);
    expect(restHoursFrom("")).toBeNull();
    expect(restHoursFrom("abc")).toBeNull();
  });
});
