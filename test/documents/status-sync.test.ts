import { describe, expect, it } from "vitest";
import { syncLifeStatuses, type StatusActor } from "../../src/documents/status-sync.ts";
import { consoleErrorsDuring } from "../support/console.ts";

/** A fake actor whose toggles and updates take a tick, like a database round trip, and are recorded. */
function fakeActor(consciousness: string, statuses: string[] = [], { dead = false, auto = [] as string[] } = {}) {
  const calls: { id: string; active: boolean }[] = [];
  const updates: Record<string, unknown>[] = [];
  const system = { consciousness, life: { dead, revivals: 0 } };
  const flags: Record<string, Record<string, unknown>> = { "meshal-lite": { lifeStatuses: auto } };
  const actor: StatusActor = {
    uuid: `Actor.${Math.random()}`,
    system,
    flags,
    statuses: new Set(statuses),
    async toggleStatusEffect(id, { active }) {
      calls.push({ id, active });
      await new Promise((r) => setTimeout(r, 1));
      if (active) this.statuses.add(id);
      else this.statuses.delete(id);
      return true;
    },
    async update(data) {
      updates.push(data);
      await new Promise((r) => setTimeout(r, 1));
      if (data["system.life.dead"] === true) system.life.dead = true;
      if ("flags.meshal-lite.lifeStatuses" in data) flags["meshal-lite"]!.lifeStatuses = data["flags.meshal-lite.lifeStatuses"];
      return this;
    },
  };
  return { actor, calls, updates };
}

describe("syncLifeStatuses", () => {
  it("only acts on the client of the user who made the change", async () => {
    const { actor, calls } = fakeActor("dead");
    await syncLifeStatuses(actor, "other", "me");
    await syncLifeStatuses(actor, undefined, "me");
    expect(calls).toEqual([]);
  });

  it("queues overlapping runs per actor, so a status is never toggled twice", async () => {
    const { actor, calls, updates } = fakeActor("dead", ["unconscious"], { auto: ["unconscious"] });
    // The first toggle's own create/delete callbacks re-enter before it has finished.
    await Promise.all([syncLifeStatuses(actor, "me", "me"), syncLifeStatuses(actor, "me", "me"), syncLifeStatuses(actor, "me", "me")]);
    expect(calls).toEqual([{ id: "dead", active: true }, { id: "unconscious", active: false }]);
    expect([...actor.statuses]).toEqual(["dead"]);
    // the death the dice reached is stored once, with the forgotten auto status
    expect(updates).toEqual([{ "system.life.dead": true, "flags.meshal-lite.lifeStatuses": [] }]);
  });

  it("does not strip a GM's dead or unconscious, and keeps dead after the dice come back", async () => {
    const manual = fakeActor("conscious", ["dead", "unconscious"]);
    await syncLifeStatuses(manual.actor, "me", "me");
    expect(manual.calls).toEqual([]);
    expect(manual.updates).toEqual([]);
    const rested = fakeActor("dead", ["dead"], { dead: true });
    await syncLifeStatuses(rested.actor, "me", "me");
    expect(rested.calls).toEqual([]);
  });

  it("settles: a run with nothing to change makes no toggles", async () => {
    const { actor, calls } = fakeActor("conscious", ["prone"]);
    await syncLifeStatuses(actor, "me", "me");
    expect(calls).toEqual([]);
  });

  it("logs a failing toggle instead of leaving an unhandled rejection, and later runs still work", async () => {
    const { actor } = fakeActor("dead");
    const failing = { ...actor, toggleStatusEffect: async () => { throw new Error("boom"); } };
    const errors = await consoleErrorsDuring(() => expect(syncLifeStatuses(failing, "me", "me")).resolves.toBeUndefined());
    expect(errors).toHaveLength(1);
    const { actor: next, calls } = fakeActor("dead");
    await syncLifeStatuses(next, "me", "me");
    expect(calls).toEqual([{ id: "dead", active: true }]);
  });
});
