/**
 * `CONFIG.statusEffects` on the stage plays each version (test/stage/status-effects.ts): an array on v13; on v14 a
 * registry keyed by id with array compatibility, an `icon` alias of `img`, arrays assigned turned into the registry,
 * and `splice`/`sort` that misbehave. Each difference has a test; the project that plays the other version skips it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { CORE_STATUSES, installStatusEffects, listedStatuses, statusById } from "./status-effects.ts";
import { onV14 } from "./version.ts";

type Rec = Record<string, unknown>;
let config: Rec;
const ids = () => listedStatuses(config.statusEffects).map((s) => s.id);
const coreIds = CORE_STATUSES.map((s) => s.id);
/** The status list through the array API old code uses (v14 keeps it for compatibility). */
const asArray = () => config.statusEffects as Rec[];

beforeEach(() => {
  config = {};
  installStatusEffects(config, CORE_STATUSES);
});

describe("on both versions", () => {
  it("old code's reads and push work: find, map, filter, some, length, indexed reads, iteration", () => {
    const list = asArray();
    expect(list.find((s) => s.id === "stun")).toMatchObject({ id: "stun" });
    expect(list.map((s) => s.id)).toEqual(coreIds);
    expect(list.filter((s) => String(s.id).startsWith("s")).map((s) => s.id)).toEqual(["sleep", "stun"]);
    expect(list.some((s) => s.id === "blind")).toBe(true);
    expect(list.length).toBe(coreIds.length);
    expect(list[1]).toMatchObject({ id: "unconscious" });
    expect([...list].map((s) => s.id)).toEqual(coreIds);
    list.push({ id: "burning", name: "Burning", img: "icons/svg/fire.svg" });
    expect(ids()).toEqual([...coreIds, "burning"]);
    expect(statusById(config.statusEffects, "burning")).toMatchObject({ id: "burning" });
  });
});

describe.runIf(!onV14)("v13: a plain array", () => {
  it("is an array; splice and sort work as on any array", () => {
    expect(Array.isArray(config.statusEffects)).toBe(true);
    asArray().splice(2, 1);
    expect(ids()).toEqual(coreIds.filter((id) => id !== "sleep"));
    asArray().sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(ids()).toEqual(["blind", "dead", "prone", "stun", "unconscious"]);
    for (const id of ids()) expect(statusById(config.statusEffects, String(id))?.id).toBe(id);
  });
});

describe.runIf(onV14)("v14: a registry keyed by id", () => {
  it("is no array; each status is found under its id; adding and deleting a key adds and removes a status", () => {
    const registry = config.statusEffects as Record<string, Rec | undefined>;
    expect(Array.isArray(registry)).toBe(false);
    expect(Object.keys(registry)).toEqual(coreIds);
    expect(registry.prone).toMatchObject({ id: "prone", img: "icons/svg/falling.svg" });
    registry.burning = { id: "burning", name: "Burning", img: "icons/svg/fire.svg" };
    delete registry.sleep;
    expect(ids()).toEqual([...coreIds.filter((id) => id !== "sleep"), "burning"]);
  });

  it("an entry's icon is an alias of its img", () => {
    const prone = statusById(config.statusEffects, "prone")!;
    expect(prone.icon).toBe("icons/svg/falling.svg");
    prone.icon = "icons/svg/down.svg";
    expect(prone.img).toBe("icons/svg/down.svg");
  });

  it("an array assigned to CONFIG.statusEffects becomes the registry", () => {
    config.statusEffects = [{ id: "a", name: "A", img: "a.svg" }, { id: "b", name: "B", img: "b.svg" }];
    expect(Array.isArray(config.statusEffects)).toBe(false);
    expect(statusById(config.statusEffects, "b")).toMatchObject({ id: "b" });
  });

  it("splice misbehaves: removing a status in the middle leaves the later ones under other ids and drops the last id", () => {
    asArray().splice(2, 1);
    const registry = config.statusEffects as Record<string, Rec | undefined>;
    expect(Object.keys(registry)).toEqual(coreIds.slice(0, -1));
    expect(registry.sleep?.id).toBe("stun");
    expect(registry.blind).toBeUndefined();
  });

  it("sort misbehaves: the entries move, the ids stay where they were", () => {
    asArray().sort((a, b) => String(a.id).localeCompare(String(b.id)));
    const registry = config.statusEffects as Record<string, Rec | undefined>;
    expect(Object.keys(registry)).toEqual(coreIds);
    expect(registry.dead?.id).toBe("blind");
  });
});
