/**
 * MeshalActor#spendMobility on the bare stage: outside a started combat nothing is spent or refused; in combat the
 * rules refuse with a warning; a GM who opted in with `confirmOverride` is asked and may spend anyway.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { installDialogStage, type DialogStage, type StageDialog } from "../stage/dialog.ts";

type SpendOptions = { kind?: "tactic" | "reaction"; attachedCost?: number; confirmOverride?: boolean };
interface ActorApi {
  name: string;
  system: unknown;
  spendMobility(cost: number, context?: SpendOptions): Promise<unknown>;
  abortLongAction(options?: { cancelled?: boolean }): Promise<unknown>;
}
let MeshalActor: new () => ActorApi;
const warnings: string[] = [];
let dialogs: DialogStage;

interface Stage {
  game: { user: { isGM: boolean }; combats?: { contents: object[] } };
  ui: { notifications: { warn(message: string): void } };
}
const stage = () => globalThis as unknown as Stage;

/** Answers the next dialog with the button `action` (or closes it when null); resolves to that dialog. */
async function answerNext(action: string | null): Promise<StageDialog> {
  const dialog = await dialogs.opening();
  if (action) await dialog.click(action);
  else dialog.close();
  return dialog;
}

beforeAll(async () => {
  installStage();
  dialogs = installDialogStage();
  stage().ui = { notifications: { warn: (message: string) => void warnings.push(message) } };
  ({ MeshalActor } = (await import("../../src/documents/actor.ts")) as unknown as { MeshalActor: typeof MeshalActor });
});

const attributes = { might: { value: 3, total: 3 }, energy: { value: 3, total: 3 }, spirit: { value: 3, total: 3 } };

function fighter(mobility: { value: number; max: number; owed?: number }, name = "Kestrel") {
  const actor = new MeshalActor();
  const update = vi.fn(async (data: unknown) => data);
  Object.assign(actor, { name, type: "character", system: { attributes, mobility, consciousness: "conscious" }, update });
  return { actor, update };
}

/** A started combat holding `actors`, with `current` acting. */
function fight(actors: object[], current: object | null) {
  stage().game.combats = {
    contents: [{ started: true, combatants: { contents: actors.map((actor) => ({ actor })) }, combatant: current ? { actor: current } : null }],
  };
}

beforeEach(() => {
  warnings.length = 0;
  dialogs.reset();
  stage().game.user.isGM = false;
  stage().game.combats = { contents: [] };
});

describe("MeshalActor#spendMobility", () => {
  it("outside a started combat spends nothing and refuses nothing", async () => {
    const { actor, update } = fighter({ value: 0, max: 3, owed: 2 });
    expect(await actor.spendMobility(5, { kind: "reaction" })).toEqual({ ok: true, update: {}, long: null });
    fight([], null);
    stage().game.combats!.contents.push({ started: false, combatants: { contents: [{ actor }] }, combatant: { actor } });
    expect(await actor.spendMobility(1)).toEqual({ ok: true, update: {}, long: null });
    expect(update).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
  });

  it("refuses an object, which has no ⚡, saying why, and writes nothing", async () => {
    const door = new MeshalActor();
    const update = vi.fn(async (data: unknown) => data);
    Object.assign(door, { name: "Iron door", type: "object", system: { durability: { value: 3, max: 3 } }, update });
    expect(await door.spendMobility(1)).toBeNull();
    expect(warnings).toEqual(["MESHAL.Warn.creaturesOnly"]);
    expect(update).not.toHaveBeenCalled();
  });

  it("in combat spends on its own turn and refuses a tactic on another's turn with the reason", async () => {
    const { actor, update } = fighter({ value: 3, max: 3 });
    const other = fighter({ value: 3, max: 3 }, "Other").actor;
    fight([actor, other], actor);
    expect(await actor.spendMobility(2)).toMatchObject({ ok: true });
    expect(update).toHaveBeenCalledWith({ "system.mobility.value": 1 });
    update.mockClear();
    fight([actor, other], other);
    expect(await actor.spendMobility(1)).toBeNull();
    expect(warnings).toEqual(["MESHAL.Warn.notOwnTurn"]);
    expect(update).not.toHaveBeenCalled();
    // a reaction on another's turn is fine
    expect(await actor.spendMobility(1, { kind: "reaction" })).toMatchObject({ ok: true });
  });

  it("never asks without confirmOverride, nor a player with it", async () => {
    const { actor, update } = fighter({ value: 0, max: 3 });
    fight([actor], null);
    stage().game.user.isGM = true;
    expect(await actor.spendMobility(1, { kind: "reaction" })).toBeNull();
    stage().game.user.isGM = false;
    expect(await actor.spendMobility(1, { kind: "reaction", confirmOverride: true })).toBeNull();
    expect(dialogs.opened).toHaveLength(0);
    expect(warnings).toEqual(["MESHAL.Warn.notEnoughMobility", "MESHAL.Warn.notEnoughMobility"]);
    expect(update).not.toHaveBeenCalled();
  });

  it("asks a GM who opted in; yes spends down to 0 without a long action", async () => {
    const { actor, update } = fighter({ value: 1, max: 3 }, "<b>Kes</b>");
    fight([actor], null);
    stage().game.user.isGM = true;
    const answered = answerNext("yes");
    expect(await actor.spendMobility(2, { kind: "reaction", confirmOverride: true })).toMatchObject({ ok: true, long: null });
    await answered;
    expect(dialogs.opened).toHaveLength(1);
    expect(update).toHaveBeenCalledWith({ "system.mobility.value": 0 });
    expect(warnings).toEqual([]);
  });

  it("the question names the actor as typed (escaped in the content), the cost and the localised reason; labels are text", async () => {
    const i18n = (globalThis as unknown as { game: { i18n: { format: (key: string, data?: object) => string } } }).game.i18n;
    const plain = i18n.format;
    i18n.format = (key, data) => `${key}${data ? JSON.stringify(data) : ""}`;
    try {
      const { actor } = fighter({ value: 1, max: 3 }, "<b>Kes</b>");
      fight([actor], null);
      stage().game.user.isGM = true;
      const answered = answerNext(null);
      await actor.spendMobility(2, { kind: "reaction", attachedCost: 1, confirmOverride: true });
      const dialog = await answered;
      const content = dialog.contentText;
      expect(content).toContain("MESHAL.Mobility.override.refused");
      expect(content).toContain("<b>Kes</b>");
      expect(dialog.element.querySelectorAll(".dialog-content b")).toHaveLength(0);
      expect(content).toContain('"cost":"3"');
      expect(content).toContain("MESHAL.Warn.notEnoughMobility");
      expect(dialog.title).toBe("MESHAL.Mobility.override.title");
      expect(dialog.buttonTexts).toEqual(["MESHAL.Mobility.override.spendAnyway", "MESHAL.Mobility.override.cancel"]);
    } finally {
      i18n.format = plain;
    }
  });

  it("a declined question changes nothing; an allowed spending asks nothing", async () => {
    const { actor, update } = fighter({ value: 1, max: 3 });
    fight([actor], actor);
    stage().game.user.isGM = true;
    const closed = answerNext(null);
    expect(await actor.spendMobility(2, { kind: "reaction", confirmOverride: true })).toBeNull();
    await closed;
    expect(update).not.toHaveBeenCalled();
    expect(await actor.spendMobility(1, { confirmOverride: true })).toMatchObject({ ok: true });
    expect(dialogs.opened).toHaveLength(1);
    expect(update).toHaveBeenCalledWith({ "system.mobility.value": 0 });
  });

  it("a malformed cost is refused even for a GM who opted in, without asking", async () => {
    const { actor } = fighter({ value: 3, max: 3 });
    fight([actor], actor);
    stage().game.user.isGM = true;
    expect(await actor.spendMobility(1.5, { confirmOverride: true })).toBeNull();
    expect(dialogs.opened).toHaveLength(0);
    expect(warnings).toEqual(["MESHAL.Warn.badNumber"]);
  });
});

describe("MeshalActor#abortLongAction", () => {
  it("refunds this turn's payment only when cancelled", async () => {
    const { actor, update } = fighter({ value: 0, max: 3, owed: 2 });
    (actor.system as { mobility: object }).mobility = { value: 0, max: 3, owed: 2, paid: 3 };
    await actor.abortLongAction();
    expect(update).toHaveBeenLastCalledWith({ "system.mobility.owed": 0, "system.mobility.paid": 0 });
    await actor.abortLongAction({ cancelled: true });
    expect(update).toHaveBeenLastCalledWith({ "system.mobility.owed": 0, "system.mobility.paid": 0, "system.mobility.value": 3 });
  });
});
