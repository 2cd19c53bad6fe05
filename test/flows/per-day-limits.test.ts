/**
 * Issue 36 #1, seed l.88 "每天最多3次": a per-day limit counts a day of the world clock, not the time until the next
 * full rest. Hero (Ann's, unhurt) uses a 3-per-day ability three times in the morning, rests an hour at noon (a full
 * rest: every die is there) and is still refused; the rest moved the world clock by its hour — the GM's client writes
 * world time, a player's rest asks it (`meshal-lite.restClock`); after the night's rest the new day gives the uses back.
 * Each of the six pack abilities limited per day behaves so. Run as Ann and as the GM on the strict stage.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { actorDoc, flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";
import { ability } from "../fixtures/data-items.ts";
import { packSources } from "../support/packs.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { mayUseItem, recordUse, usesLeftFor } = await import("../../src/actions/use-limit.ts");
const { restActor } = await import("../../src/actions/rest.ts");

const HOUR = 3600;
let cast: Cast;

/** Uses `item` once through the sheet's gate (no GM override); resolves to whether it went ahead. */
async function use(item: { id: string; name: string | null; system: unknown }): Promise<boolean> {
  const gate = await mayUseItem(actorDoc(cast.hero), item, { confirmOverride: false });
  if (gate.ok) await recordUse(actorDoc(cast.hero), item.id, gate.record);
  return gate.ok;
}

/** The GM sets the morning: 08:00 of day 0. */
const morning = () => stage.server.onClient(stage.gm, () => stage.clock.advance(8 * HOUR));

const thricePerDay = ability("thrice-a-day", 1, "spirit", { activation: { kind: "tactic", cost: 1, limit: { max: "3", per: "day" } } });

describe.each(seats())("a per-day limit on the world clock, as the %s", (seat) => {
  beforeEach(async () => {
    stage.reset();
    cast = makeCast(MeshalActor, { items: [thricePerDay] });
    await morning();
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("three uses in the morning; an hour's rest at noon gives none back; the next day does", async () => {
    const item = cast.hero.items.get(thricePerDay.id)!;
    for (let i = 0; i < 3; i++) expect(await use(item)).toBe(true);
    expect(await restActor(cast.hero as never, 1, { chat: false })).toMatchObject({ fullRest: true });
    await settle();
    expect(stage.clock.worldTime).toBe(9 * HOUR); // the rest's hour, on the clock the GM writes
    expect(await use(item)).toBe(false);
    expect(stage.warnings).toEqual([expect.stringMatching(/^MESHAL\.Warn\.useLimit\.day /)]);
    expect(usesLeftFor(actorDoc(cast.hero), item)).toEqual({ left: 0, max: 3 });

    await restActor(cast.hero as never, 16, { chat: false }); // 09:00 → 01:00 of day 1
    await settle();
    expect(stage.clock.worldTime).toBe(25 * HOUR);
    expect(usesLeftFor(actorDoc(cast.hero), item)).toEqual({ left: 3, max: 3 });
    expect(await use(item)).toBe(true);
  });

  it("the day also turns without a rest when the GM moves the clock", async () => {
    const item = cast.hero.items.get(thricePerDay.id)!;
    for (let i = 0; i < 3; i++) await use(item);
    expect(await use(item)).toBe(false);
    await stage.server.onClient(stage.gm, () => stage.clock.advance(16 * HOUR));
    expect(await use(item)).toBe(true);
  });
});

describe.each(seats())("the six pack abilities limited per day, as the %s", (seat) => {
  const perDay = packSources("abilities").map(({ doc }) => doc).filter((d) => d.system.activation?.limit?.per === "day");

  beforeEach(async () => {
    stage.reset();
    cast = makeCast(MeshalActor, { items: perDay.map((d, i) => ({ id: `perday${String(i).padStart(10, "0")}`, name: d.name, type: "ability" as const, system: d.system })) });
    await morning();
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("are the six runes, and each is spent for the day after an hour's rest and fresh the next day", async () => {
    expect(perDay.map((d) => d.system.identifier).sort()).toEqual(["bloodthirst-rune", "flame-rune", "frost-rune", "haste-rune", "malice-rune", "thunder-rune"]);
    const items = perDay.map((_, i) => cast.hero.items.get(`perday${String(i).padStart(10, "0")}`)!);
    for (const item of items) {
      const max = usesLeftFor(actorDoc(cast.hero), item)!.max;
      expect(max).toBeGreaterThan(0);
      for (let i = 0; i < max; i++) expect(await use(item)).toBe(true);
    }
    await restActor(cast.hero as never, 1, { chat: false });
    await settle();
    for (const item of items) expect(usesLeftFor(actorDoc(cast.hero), item)?.left, item.name ?? "").toBe(0);
    await restActor(cast.hero as never, 16, { chat: false });
    await settle();
    for (const item of items) expect(usesLeftFor(actorDoc(cast.hero), item)?.left, item.name ?? "").toBe(usesLeftFor(actorDoc(cast.hero), item)?.max);
  });
});
