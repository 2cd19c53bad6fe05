/**
 * README "Rolling"/§7.3 rest: the rest action (`restActor`, src/actions/rest.ts) has the actor recover dice hour by
 * hour (`actor.rest(hours)`, which posts nothing) and posts the rest card. Run as Ann (a
 * player owning Hero) and as the GM on the stage whose server refuses what Foundry's refuses: no write may be
 * refused. Hero was knocked out by the GM; resting wakes Hero, and the resting user's client clears the status.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { REST_CARD } = await import("../../src/actions/rest-card.ts");
const { readCardState } = await import("../../src/chat/card-schema.ts");
const { restActor } = await import("../../src/actions/rest.ts");
const { readerFor, renderCard } = await import("../support/cards.ts");

let cast: Cast;
let user: StageUser;
type Pools = Record<"might" | "energy" | "spirit", { value: number; lost: number }>;
const pools = () => cast.hero.system.attributes as Pools;

describe.each(seats())("resting as the %s", (seat) => {
  beforeEach(async () => {
    stage.reset();
    cast = makeCast(MeshalActor);
    // The GM's damage: Might 1 of 3, Energy 0 of 3 (unconscious; the GM's client sets the status).
    await stage.server.onClient(stage.gm, () => cast.hero.update({ "system.attributes.might.lost": 2, "system.attributes.energy.lost": 3 }));
    await settle();
    user = stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("recovers the dice, wakes Hero and posts the rest card as the resting user", async () => {
    expect(cast.hero.statuses.has("unconscious")).toBe(true);
    await restActor(cast.hero as never, 1); // every rest die shows 2: two dice back per damaged attribute
    await settle();
    expect(pools().might).toMatchObject({ value: 3, lost: 0 });
    expect(pools().energy).toMatchObject({ value: 2, lost: 1 });
    expect(cast.hero.system.consciousness).toBe("conscious");
    expect(cast.hero.statuses.has("unconscious")).toBe(false);

    const card = stage.world.messages.contents.find((m) => m.type === REST_CARD.type)!;
    expect(card.author).toBe(user);
    expect(card.speaker.actor).toBe(cast.hero.id);
    // Cast: the stand-in message's system is the plain state the schema reads.
    expect(readCardState(REST_CARD, card.system as never)).toMatchObject({
      hours: 1,
      fullyRestored: false,
      rows: [{ attribute: "might", before: 1, after: 3, total: 3 }, { attribute: "energy", before: 0, after: 2, total: 3 }],
    });
    // What came back and what is still to recover, never "fully restored" beside a die still missing.
    const text = (lang: "en" | "cn") => renderCard(REST_CARD, readCardState(REST_CARD, card.system as never), readerFor(lang)).replace(/<[^>]+>/g, " ");
    expect(text("en")).toContain("Not fully restored: resting longer recovers the rest.");
    expect(text("en")).toContain("Still to recover: Energy −1.");
    expect(text("en")).not.toContain("Fully restored");
    expect(text("cn")).toContain("尚未恢复：1 颗活力骰。");
    expect(text("cn")).not.toContain("已完全恢复");
  });

  it("the actor's own rest and a rest without chat recover the dice but post no card", async () => {
    await cast.hero.rest(1);
    await restActor(cast.hero as never, 1, { chat: false });
    await settle();
    expect(pools().energy.lost).toBe(0);
    expect(stage.world.messages.size).toBe(0);
  });

  it("is refused in a fight, writing nothing", async () => {
    stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }] }, combatant: null }] };
    expect(await restActor(cast.hero as never, 1)).toBeNull();
    expect(stage.warnings).toEqual([expect.stringContaining("MESHAL.Warn.restInFight")]);
    expect(pools().might.lost).toBe(2);
    expect(stage.world.messages.size).toBe(0);
  });
});
