/**
 * Issue 36 #2, seed l.292–293: with replenishment on, a rest without food, drink or sleep is only not a full rest;
 * "如果你在某一天中缺少足够的补给…你将在次日开始时损失属性骰" — a day without enough supply costs dice at the start of
 * the next day, at most one per need. Hero (Ann's) rests through the rest action (`restActor`), which moves the world
 * clock (the GM's client writes it; a player's rest asks the GM); when the clock enters a new day the active GM's
 * client charges what the day lacked (`updateWorldTime`, src/actions/day-start.ts). Run as Ann and as the GM on the
 * strict stage: no write may be refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { restActor } = await import("../../src/actions/rest.ts");
const { registerDayStart } = await import("../../src/actions/day-start.ts");
registerDayStart();
// The GM's day start is a lazy chunk; loaded here once, as a client that has run it before holds it.
await import("../../src/actions/day-settle.ts");

const HOUR = 3600;
const noFood = { ate: false, drank: true, slept: true };
const all = { ate: true, drank: true, slept: true };
const none = { might: 0, energy: 0, spirit: 0 };
type Pools = Record<"might" | "energy" | "spirit", { value: number; lost: number }>;

let cast: Cast;
const might = () => (cast.hero.system.attributes as Pools).might;
const deprived = () => cast.hero.getFlag("meshal-lite", "deprived") ?? none;
/** The GM moves the clock to `hours` after world time 0. */
const clockTo = async (hours: number) => {
  await stage.server.onClient(stage.gm, () => stage.clock.advance(hours * HOUR - stage.clock.worldTime));
  await settle();
};
/** Hero rests `hours` through the rest action, the rest including `supply`. */
const rest = async (hours: number, supply: typeof all) => {
  const done = await restActor(cast.hero as never, hours, { chat: false, supply });
  await settle();
  return done;
};

describe.each(seats())("replenishment counted per day, as the %s", (seat) => {
  beforeEach(async () => {
    stage.reset();
    stage.settings.set("meshal-lite.replenishment", true);
    cast = makeCast(MeshalActor);
    await clockTo(6);
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("breakfast, then an hour's rest at noon without eating, costs nothing that day or the next", async () => {
    expect(await rest(1, all)).toMatchObject({ fullRest: true, needsLost: none });
    await clockTo(12);
    expect(await rest(1, noFood)).toMatchObject({ fullRest: false, needsLost: none });
    expect(might().lost).toBe(0);
    await clockTo(30); // 06:00 of the next day
    expect(might().lost).toBe(0);
    expect(deprived()).toEqual(none);
  });

  it("two rests of one day without food cost nothing at once, and one Might die when the next day starts", async () => {
    await rest(1, noFood);
    await clockTo(14);
    await rest(1, noFood);
    expect(might().lost).toBe(0); // not per rest
    expect(stage.clock.worldTime).toBe(15 * HOUR);
    await clockTo(25); // 01:00 of day 1: the GM's client takes the die (its lazy chunk may take a moment)
    await vi.waitFor(() => expect(might()).toMatchObject({ value: 2, lost: 1 }));
    expect(deprived()).toEqual({ might: 1, energy: 0, spirit: 0 });
    await clockTo(49); // day 1 had no rest: the table's to judge, nothing more is taken
    expect(might().lost).toBe(1);
  });

  it("a night's rest that crosses midnight takes the day's cost during the rest, and its own supply feeds the new day", async () => {
    await rest(1, noFood); // 06:00–07:00, day 0 without food
    await clockTo(22);
    expect(await rest(8, all)).toMatchObject({ needsLost: { might: 1, energy: 0, spirit: 0 }, fullRest: true, needsReturned: { might: 1, energy: 0, spirit: 0 } });
    expect(stage.clock.worldTime).toBe(30 * HOUR);
    expect(might().lost).toBe(0); // the full rest gave the hunger die back (§7.4: one per cause)
    expect(cast.hero.getFlag("meshal-lite", "supplyDay")).toEqual({ day: 1, ...all });
  });
});
