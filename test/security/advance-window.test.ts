/**
 * Issue 34: the advancement window is the GM's (§3.5 [DEC], src/documents/advance-windows.ts). A player's own flags
 * (`rested`, `advanceUnlocked`) open nothing; a rest the GM's client saw opens the window, and the advancement Ann
 * makes inside it is accepted as made, so her next attack is not held for it. What is not advancement paid in full —
 * a raise not paid, a new potential total — still waits for the GM. An old rest asked again, or a rest asked in a
 * started fight, opens nothing. Ann is a player owning Hero; the GM's client watches (src/combat/gm-watch/).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ServerRefusal, settle } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { makeAttackCast, tokenOf } from "../flows/support/attack-cast.ts";
import type { Cast, SystemActor } from "../flows/support/world.ts";
import { attackFlowStage } from "../flows/support/attack-stage.ts";

const { stage, MeshalActor, attackStateOf, startAttack } = await attackFlowStage();
const watch = await import("../../src/combat/gm-watch/change-watch.ts");
const { registerChangeWatch } = await import("../../src/combat/gm-watch/watch-start.ts");
const { advanceWindow, changeAdvanceWindows } = await import("../../src/documents/advance-windows.ts");
const { restActor } = await import("../../src/actions/rest.ts");
const { followRestOnClock } = await import("../../src/actions/rest-clock.ts");
registerChangeWatch();

type Advancing = SystemActor & { raiseTrained(id: string): Promise<unknown>; advancementLocked: boolean };
type LogEntry = { kind: string; reason: string; amount: number; target: string; note: string };
const HOUR = 3600;

let cast: Cast;
const hero = () => cast.hero as Advancing;
const might = () => (cast.hero.system.attributes as Record<string, { trained: number }>).might!.trained;
const logOf = () => structuredClone((cast.hero._source.system as { potential: { log: LogEntry[] } }).potential.log);
const fistsOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Fists & Feet")!;
const asAnn = <T>(run: () => Promise<T>) => stage.server.onClient(stage.ann, run);

/** What the GM has not accepted of Hero, once every write and save settled. */
async function unaccepted(): Promise<unknown[]> {
  await settle();
  await watch.changeLogSaved();
  return (await stage.server.onClient(stage.gm, () => watch.unacceptedOf(cast.hero as never))).entries;
}

/** Ann's rest through the rest action (the sheet's Rest button): her client rests, the GM's moves the clock. */
async function annRests(): Promise<void> {
  await asAnn(() => restActor(cast.hero as never, 1, { chat: false }));
  await settle();
}

/** Ann, from her console: might trained 3 → 4, with a raise entry paying `paid`. */
async function annWritesRaise(paid: number): Promise<void> {
  const log = [...logOf(), { kind: "spend", reason: "raise", amount: paid, target: "might", note: "3→4" }];
  await asAnn(() => cast.hero.update({ "system.attributes.might.trained": 4, "system.potential.log": log }));
}

/** Ann attacks the Brute with her fists in a fight on her turn; the GM's card. */
async function annAttacks(): Promise<StageChatMessage> {
  stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: cast.hero } }] };
  const card = await asAnn(() => startAttack(cast.hero as never, fistsOf(cast.hero) as never, 0, { targets: [tokenOf(cast.brute) as never], fastForward: true }));
  await settle();
  return card as unknown as StageChatMessage;
}

beforeEach(async () => {
  stage.reset();
  cast = makeAttackCast(MeshalActor);
  // Hero is a finished character (not in creation, when advancing is open anyway).
  await stage.server.onClient(stage.gm, () => cast.hero.update({ "flags.meshal-lite.creation": false }));
  stage.server.onClient(stage.gm, () => watch.startWatch());
  stage.sit("player");
});
afterEach(() => stage.server.expectNoRefusals());

describe("the advancement window is the GM's", () => {
  it("Ann's own `rested` and `advanceUnlocked` flags open nothing: the sheet's advancement stays locked", async () => {
    await asAnn(() => cast.hero.update({ "flags.meshal-lite.rested": true, "flags.meshal-lite.advanceUnlocked": true }));
    expect(hero().advancementLocked).toBe(true);
    expect(await asAnn(() => hero().raiseTrained("might"))).toBeNull();
    expect(stage.warnings).toEqual([expect.stringContaining("MESHAL.Warn.advancementLocked")]);
    expect(might()).toBe(3);
  });

  it("Ann cannot open her window herself: the system refuses on her client and the server refuses the setting", async () => {
    expect(await asAnn(() => changeAdvanceWindows([[cast.hero.id, { rested: true }]]))).toBe(false);
    const direct = asAnn(() => game.settings.set("meshal-lite", "advanceWindows", { [cast.hero.id]: { rested: true, unlocked: true } }));
    await expect(direct).rejects.toBeInstanceOf(ServerRefusal);
    expect(stage.server.takeRefusals()).toHaveLength(1);
    expect(advanceWindow(cast.hero.id)).toEqual({ rested: false, unlocked: false });
  });

  it("a rest the GM saw opens the window; Ann's raise in it is accepted as made and her attack is not held", async () => {
    await annRests();
    expect(advanceWindow(cast.hero.id)).toEqual({ rested: true, unlocked: false });
    expect(await asAnn(() => hero().raiseTrained("might"))).toMatchObject({ ok: true });
    expect(might()).toBe(4);
    expect(await unaccepted()).toEqual([]);
    const card = await annAttacks();
    expect(attackStateOf(card as never)?.changed ?? null).toBeNull();
  });

  it("the same raise written outside a window waits for the GM, and holds her attack", async () => {
    await annWritesRaise(9);
    expect((await unaccepted()).length).toBeGreaterThan(0);
    const card = await annAttacks();
    expect(attackStateOf(card as never)?.changed?.status).toBe("held");
  });

  it("in the window, a raise not paid in full or a new potential total still waits for the GM", async () => {
    await annRests();
    await annWritesRaise(3);
    expect(await unaccepted()).toEqual(expect.arrayContaining([expect.objectContaining({ path: "attributes.might.trained", by: "Ann" })]));
  });

  it("in the window, a potential total Ann raised herself waits for the GM", async () => {
    await annRests();
    await asAnn(() => cast.hero.update({ "system.potential.total": 99 }));
    expect(await unaccepted()).toEqual([expect.objectContaining({ path: "potential.total", to: "99", by: "Ann" })]);
  });

  it("an old rest asked again opens nothing", async () => {
    await stage.server.onClient(stage.gm, () => game.time.advance(5 * HOUR));
    await asAnn(() => cast.hero.update({ "flags.meshal-lite.restedUntil": 2 * HOUR }));
    await asAnn(() => followRestOnClock(cast.hero as never, 2 * HOUR));
    await settle();
    expect(advanceWindow(cast.hero.id).rested).toBe(false);
  });

  it("a rest asked while Hero is in a started fight opens nothing", async () => {
    stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }] }, combatant: { actor: cast.hero } }] };
    await asAnn(() => cast.hero.update({ "flags.meshal-lite.restedUntil": HOUR }));
    await asAnn(() => followRestOnClock(cast.hero as never, HOUR));
    await settle();
    expect(advanceWindow(cast.hero.id).rested).toBe(false);
  });
});
