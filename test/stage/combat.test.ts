/**
 * The Combat stage is strict where v13 is: a combatant write re-sorts the turns and keeps the turn index (the turn
 * passes to the new occupant, whose turn starts on the active GM's client), `turnEvents: false` dispatches nothing,
 * skipped turns carry `skipped: true`, `combatTurnChange` reaches every client with (combat, prior, current), and the
 * server refuses a player's write of a combatant they do not own or of the Combat's turn. Core's initiative paths roll
 * plain dice: `rollAll` / `rollNPC` go through `rollInitiative`, a combatant's own roll writes only itself.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installCombatStage, type CombatStage, type RecordedTurnEvent, type StageCombat, type StageCombatant } from "./combat.ts";
import { ROLES, ServerRefusal, type StageUser } from "./server.ts";
import { turnEventsFor } from "./combat-turns.ts";
import { clearFaces, queueFaces } from "../flows/support/roll.ts";

let stage: CombatStage;
let gm: StageUser;
let ann: StageUser;
let combat: StageCombat;

const ids = { gm: "userGM0000000001", ann: "userAnn000000001", hero: "actorHero0000001", goblin: "actorGoblin00001", orc: "actorOrc00000001" };

/** Turn order as names. */
const order = () => combat.turns.map((t: StageCombatant) => t.name);
const nameOf = (e: RecordedTurnEvent) => ("combatantId" in e ? combat.combatants.get(e.combatantId)?.name : "");
const started = () => stage.events.filter((e) => e.kind === "startTurn").map((e) => ({ name: nameOf(e), ...e.context, on: e.userId }));

beforeEach(async () => {
  clearFaces();
  stage = installCombatStage();
  gm = stage.server.addUser(ids.gm, "GM", ROLES.GAMEMASTER);
  ann = stage.server.addUser(ids.ann, "Ann");
  stage.server.actAs(gm);
  stage.addActor(ids.hero, "Hero", "character", [ids.ann]);
  stage.addActor(ids.goblin, "Goblin", "npc");
  stage.addActor(ids.orc, "Orc", "npc");
  combat = stage.createCombat("combat0000000001");
  await combat.createEmbeddedDocuments("Combatant", [
    { _id: "cHero00000000001", actorId: ids.hero, name: "Hero", initiative: 10 },
    { _id: "cGoblin000000001", actorId: ids.goblin, name: "Goblin", initiative: 8 },
    { _id: "cOrc000000000001", actorId: ids.orc, name: "Orc", initiative: null },
  ]);
  await combat.startCombat();
  await combat.nextTurn(); // the Goblin's turn (index 1)
  await stage.settle();
  stage.events.length = 0;
});

describe("the Combat stage", () => {
  it("a combatant write re-sorts, keeps the turn index and starts the turn of its new occupant on the active GM", async () => {
    expect(order()).toEqual(["Hero", "Goblin", "Orc"]);
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: "cOrc000000000001", initiative: 12 }]);
    await stage.settle();
    expect(order()).toEqual(["Orc", "Hero", "Goblin"]);
    expect(combat.turn).toBe(1);
    expect(combat.combatant?.name).toBe("Hero");
    expect(started()).toEqual([{ name: "Hero", round: 1, turn: 1, skipped: false, on: ids.gm }]);
  });

  it("with turnEvents: false the same write moves the turn but dispatches nothing", async () => {
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: "cOrc000000000001", initiative: 12 }], { turnEvents: false });
    await stage.settle();
    expect(combat.combatant?.name).toBe("Hero");
    expect(stage.events).toEqual([]);
    await combat.update({ turn: 2 }, { turnEvents: false });
    await stage.settle();
    expect(combat.combatant?.name).toBe("Goblin");
    expect(stage.events).toEqual([]);
  });

  it("turn events run only on the active GM's client, never without one", async () => {
    await stage.server.onClient(ann, () => combat.combatants.get("cHero00000000001")!.update({ initiative: 9 }));
    await stage.settle();
    expect(stage.events.every((e) => e.userId === ids.gm)).toBe(true);
    gm.active = false;
    stage.events.length = 0;
    await combat.update({ turn: 2 });
    await stage.settle();
    expect(stage.events).toEqual([]);
  });

  it("a jump past a turn starts and ends it as skipped; going back dispatches nothing", async () => {
    await combat.update({ turn: 0 }); // back to the Hero
    await stage.settle();
    expect(stage.events).toEqual([]);
    await combat.update({ turn: 2 });
    await stage.settle();
    expect(stage.events.map((e) => [e.kind, nameOf(e), e.context.skipped])).toEqual([
      ["endTurn", "Hero", false],
      ["startTurn", "Goblin", true],
      ["endTurn", "Goblin", true],
      ["startTurn", "Orc", false],
    ]);
  });

  it("a new round ends the old one and starts the new one before the first turn", () => {
    const prior = { round: 1, turn: 1, combatantId: "b", tokenId: null };
    const current = { round: 2, turn: 0, combatantId: "a", tokenId: null };
    expect(turnEventsFor(prior, current, ["a", "b", "c"]).map((e) => `${e.kind}:${"combatantId" in e ? e.combatantId : ""}:${e.context.skipped}`)).toEqual([
      "endTurn:b:false", "startTurn:c:true", "endTurn:c:true", "endRound::false", "startRound::false", "startTurn:a:false",
    ]);
  });

  it("combatTurnChange reaches every connected client with (combat, prior, current)", async () => {
    const seen: unknown[] = [];
    stage.server.hooks.on("combatTurnChange", (c: unknown, prior: unknown, current: unknown) => seen.push({ same: c === combat, prior, current, on: stage.server.clientUser.id }));
    await combat.nextTurn();
    const prior = { round: 1, turn: 1, combatantId: "cGoblin000000001", tokenId: null };
    const current = { round: 1, turn: 2, combatantId: "cOrc000000000001", tokenId: null };
    expect(seen).toEqual([{ same: true, prior, current, on: ids.gm }, { same: true, prior, current, on: ids.ann }]);
  });

  it("refuses a player's update of a combatant whose actor they do not own, and of the Combat's turn", async () => {
    await expect(stage.server.onClient(ann, () => combat.updateEmbeddedDocuments("Combatant", [{ _id: "cGoblin000000001", initiative: 20 }]))).rejects.toBeInstanceOf(ServerRefusal);
    await expect(stage.server.onClient(ann, () => combat.updateEmbeddedDocuments("Combatant", [
      { _id: "cHero00000000001", initiative: 20 },
      { _id: "cGoblin000000001", initiative: 20 },
    ]))).rejects.toBeInstanceOf(ServerRefusal);
    expect(combat.combatants.get("cHero00000000001")?.initiative).toBe(10); // the batch is refused whole
    await expect(stage.server.onClient(ann, () => combat.nextTurn())).rejects.toBeInstanceOf(ServerRefusal);
    expect(stage.server.takeRefusals()).toHaveLength(3);
    await stage.server.onClient(ann, () => combat.combatants.get("cHero00000000001")!.update({ initiative: 11 }));
    expect(combat.combatants.get("cHero00000000001")?.initiative).toBe(11);
  });

  it("core's Combatant#rollInitiative rolls the manifest's formula with the actor's data and writes only itself, turn events on", async () => {
    const orc = combat.combatants.get("cOrc000000000001")!;
    expect(orc.getInitiativeRoll().formula).toBe("3d6"); // (@initiative.dice)d6 with 3 Energy dice
    expect(orc.getInitiativeRoll("2d6").formula).toBe("2d6");
    queueFaces(6, 6, 6);
    await orc.rollInitiative();
    await stage.settle();
    expect(orc.initiative).toBe(18);
    expect(order()).toEqual(["Orc", "Hero", "Goblin"]);
    expect(started()).toEqual([{ name: "Hero", round: 1, turn: 1, skipped: false, on: ids.gm }]); // the index kept, the Hero's turn started
    expect(stage.messages).toEqual([]);
  });

  it("core's rollNPC rolls the user's unrolled NPCs and rollAll all the user's unrolled, through rollInitiative", async () => {
    await combat.updateEmbeddedDocuments("Combatant", [{ _id: "cHero00000000001", initiative: null }], { turnEvents: false });
    const asked: string[][] = [];
    const rollInitiative = combat.rollInitiative.bind(combat);
    combat.rollInitiative = (list, options) => (asked.push([list].flat()), rollInitiative(list, options));
    await stage.server.onClient(ann, () => combat.rollNPC());
    await stage.server.onClient(ann, () => combat.rollAll());
    await combat.rollNPC();
    expect(asked).toEqual([[], ["cHero00000000001"], ["cOrc000000000001"]]);
    expect(stage.messages.map((m) => [m.author, (m.data.speaker as { alias: string }).alias])).toEqual([[ids.ann, "Hero"], [ids.gm, "Orc"]]);
    stage.server.expectNoRefusals();
  });

  it("a query to a user who is not connected fails", async () => {
    stage.server.queries["test.echo"] = (data) => data;
    ann.active = false;
    await expect(ann.query("test.echo", {})).rejects.toThrow(/not connected/);
  });
});
