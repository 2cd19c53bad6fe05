/**
 * The posture statuses in CONFIG.statusEffects (§9.4 [OPT]), on the stage's status list as each version holds it
 * (test/stage/status-effects.ts: an array on v13, a registry keyed by id on v14 whose `splice` misbehaves). Issue 32,
 * fault 3: switching postures off removed them by position, which on v14 put other statuses under wrong ids.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installStage, type Stage } from "../smoke/foundry-stage.ts";
import { CORE_STATUSES, installStatusEffects, listedStatuses, statusById } from "../stage/status-effects.ts";

installStage();
const { registerPostureStatuses, syncPostureEntries } = await import("../../src/documents/posture-statuses.ts");
const { coreStatuses } = await import("../../src/core/version/status-effects.ts");

const POSTURES_ADDED = ["sitting", "crouching"];
/** Statuses a module adds once the world is ready (after the system's postures). */
const MODULE_STATUSES = [
  { id: "burning", name: "Burning", img: "icons/svg/fire.svg" },
  { id: "frozen", name: "Frozen", img: "icons/svg/frozen.svg" },
];

const config = () => (globalThis as unknown as { CONFIG: Record<string, unknown> }).CONFIG;
const ids = () => listedStatuses(config().statusEffects).map((s) => s.id);

describe("syncPostureEntries (§9.4 [OPT])", () => {
  beforeEach(() => installStatusEffects(config(), CORE_STATUSES));

  it("off: core's list is left as it was", () => {
    syncPostureEntries(coreStatuses, false, new Set());
    expect(ids()).toEqual(CORE_STATUSES.map((s) => s.id));
  });

  it("on: crouching and sitting join, core's prone takes the system's label; off again removes only what was added", () => {
    const ours = new Set<string>();
    syncPostureEntries(coreStatuses, true, ours);
    expect(ids()).toEqual([...CORE_STATUSES.map((s) => s.id), ...POSTURES_ADDED]);
    expect(statusById(config().statusEffects, "prone")!.name).toBe("MESHAL.Posture.prone");
    syncPostureEntries(coreStatuses, true, ours);
    expect(ids()).toHaveLength(CORE_STATUSES.length + 2);
    syncPostureEntries(coreStatuses, false, ours);
    expect(ids()).toEqual(CORE_STATUSES.map((s) => s.id));
  });
});

describe("switching the postures rule in a world", () => {
  let stage: Stage;
  let postures = true;

  beforeEach(async () => {
    stage = installStage();
    installStatusEffects(config(), CORE_STATUSES);
    const game = (globalThis as unknown as { game: Record<string, unknown> & { settings: Record<string, unknown> } }).game;
    game.settings.get = (ns: string, key: string) => (ns === "meshal-lite" && key === "postures" ? postures : undefined);
    game.actors = [];
    postures = true;
    registerPostureStatuses();
    await stage.run("setup");
  });

  it("off: the postures leave and every other status stays, found under its own id", async () => {
    const list = config().statusEffects as { push(...entries: object[]): unknown };
    list.push(...MODULE_STATUSES.map((s) => ({ ...s })));
    expect(ids()).toEqual([...CORE_STATUSES.map((s) => s.id), ...POSTURES_ADDED, ...MODULE_STATUSES.map((s) => s.id)]);

    postures = false;
    for (const fn of stage.hooks.get("updateSetting") ?? []) await fn({ key: "meshal-lite.postures" });

    const others = [...CORE_STATUSES, ...MODULE_STATUSES];
    expect(ids()).toEqual(others.map((s) => s.id));
    for (const status of others) expect(statusById(config().statusEffects, status.id), status.id).toMatchObject({ id: status.id, img: status.img });
    for (const id of POSTURES_ADDED) expect(statusById(config().statusEffects, id), id).toBeUndefined();
  });

  it("on again: the postures come back once, after everything listed", async () => {
    postures = false;
    for (const fn of stage.hooks.get("updateSetting") ?? []) await fn({ key: "meshal-lite.postures" });
    postures = true;
    for (const fn of stage.hooks.get("updateSetting") ?? []) await fn({ key: "meshal-lite.postures" });
    expect(ids()).toEqual([...CORE_STATUSES.map((s) => s.id), ...POSTURES_ADDED]);
    for (const id of POSTURES_ADDED) expect(statusById(config().statusEffects, id)).toMatchObject({ id, name: `MESHAL.Posture.${id}` });
  });
});
