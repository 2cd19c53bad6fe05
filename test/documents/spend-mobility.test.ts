/**
 * MeshalActor#spendMobility on the bare stage: outside a started combat nothing is spent or refused; in combat the
 * rules refuse with a warning; a GM who opted in with `confirmOverride` is asked and may spend anyway.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";

type SpendOptions = { kind?: "tactic" | "reaction"; attachedCost?: number; confirmOverride?: boolean };
interface ActorApi {
  name: string;
  system: unknown;
  spendMobility(cost: number, context?: SpendOptions): Promise<unknown>;
  abortLongAction(options?: { cancelled?: boolean }): Promise<unknown>;
}
let MeshalActor: new () => ActorApi;
const warnings: string[] = [];
const confirm = vi.fn(async (_config: { content: string }) => true as boolean | null);

interface Stage {
  game: { user: { isGM: boolean }; combats?: { contents: object[] } };
  foundry: { applications: { api: { DialogV2: { confirm: typeof confirm } } } };
  ui: { notifications: { warn(message: string): void } };
}
const stage = () => globalThis as unknown as Stage;

beforeAll(async () => {
  installStage();
  stage().foundry.applications.api.DialogV2.confirm = confirm;
  stage().ui = { notifications: { warn: (message: string) => void warnings.push(message) } };
  ({ MeshalActor } = (await import("../../src/documents/actor.ts")) as unknown as { MeshalActor: typeof MeshalActor });
});

const attributes = { might: { value: 3, total: 3 }, energy: { value: 3, total: 3 }, spirit: { value: 3, total: 3 } };

function fighter(mobility: { value: number; max: number; owed?: number }, name = "Kestrel") {
  const actor = new MeshalActor();
  const update = vi.fn(async (data: unknown) => data);
  Object.assign(actor, { name, system: { attributes, mobility, consciousness: "conscious" }, update });
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
  confirm.mockReset();
  confirm.mockResolvedValue(true);
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
    expect(confirm).not.toHaveBeenCalled();
    expect(warnings).toEqual(["MESHAL.Warn.notEnoughMobility", "MESHAL.Warn.notEnoughMobility"]);
    expect(update).not.toHaveBeenCalled();
  });

  it("asks a GM who opted in; yes spends down to 0 without a long action", async () => {
    const { actor, update } = fighter({ value: 1, max: 3 }, "<b>Kes</b>");
    fight([actor], null);
    stage().game.user.isGM = true;
    expect(await actor.spendMobility(2, { kind: "reaction", confirmOverride: true })).toMatchObject({ ok: true, long: null });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ "system.mobility.value": 0 });
    expect(warnings).toEqual([]);
  });

  it("the question names the actor (escaped), the cost and the localised reason", async () => {
    const i18n = (globalThis as unknown as { game: { i18n: { format: (key: string, data?: object) => string } } }).game.i18n;
    const plain = i18n.format;
    i18n.format = (key, data) => `${key}${data ? JSON.stringify(data) : ""}`;
    try {
      const { actor } = fighter({ value: 1, max: 3 }, "<b>Kes</b>");
      fight([actor], null);
      stage().game.user.isGM = true;
      await actor.spendMobility(2, { kind: "reaction", attachedCost: 1, confirmOverride: true });
      const content = confirm.mock.calls[0]![0].content;
      expect(content).toContain("MESHAL.Mobility.override.refused");
      expect(content).toContain("&lt;b&gt;Kes&lt;/b&gt;");
      expect(content).not.toContain("<b>Kes");
      expect(content).toContain('"cost":"3"');
      expect(content).toContain("MESHAL.Warn.notEnoughMobility");
    } finally {
      i18n.format = plain;
    }
  });

  it("a declined question changes nothing; an allowed spending asks nothing", async () => {
    const { actor, update } = fighter({ value: 1, max: 3 });
    fight([actor], actor);
    stage().game.user.isGM = true;
    confirm.mockResolvedValue(null);
    expect(await actor.spendMobility(2, { kind: "reaction", confirmOverride: true })).toBeNull();
    expect(update).not.toHaveBeenCalled();
    confirm.mockClear();
    expect(await actor.spendMobility(1, { confirmOverride: true })).toMatchObject({ ok: true });
    expect(confirm).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith({ "system.mobility.value": 0 });
  });

  it("a malformed cost is refused even for a GM who opted in, without asking", async () => {
    const { actor } = fighter({ value: 3, max: 3 });
    fight([actor], actor);
    stage().game.user.isGM = true;
    expect(await actor.spendMobility(1.5, { confirmOverride: true })).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
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
