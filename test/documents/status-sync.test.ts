import { describe, expect, it } from "vitest";
import { syncLifeStatuses, type StatusActor } from "../../src/documents/status-sync.ts";
import { consoleErrorsDuring } from "../support/console.ts";

/** A fake actor whose toggles take a tick, like a database round trip, and are recorded. */
function fakeActor(consciousness: string, statuses: string[] = []) {
  const calls: { id: string; active: boolean }[] = [];
  const actor: StatusActor = {
    uuid: `Actor.${Math.random()}`,
    system: { consciousness },
    statuses: new Set(statuses),
    async toggleStatusEffect(id, { active }) {
      calls.push({ id, active });
      await new Promise((r) => setTimeout(r, 1));
      if (active) this.statuses.add(id);
      else this.statuses.delete(id);
      return true;
    },
  };
  return { actor, calls };
}

describe("syncLifeStatuses", () => {
  it("only acts on the client of the user who made the change", async () => {
    const { actor, calls } = fakeActor("dead");
    await syncLifeStatuses(actor, "other", "me");
    await syncLifeStatuses(actor, undefined, "me");
    expect(calls).toEqual([]);
  });

  it("queues overlapping runs per actor, so a status is never toggled twice", async () => {
    const { actor, calls } = fakeActor("dead", ["unconscious"]);
    // The first toggle's own create/delete callbacks re-enter before it has finished.
    await Promise.all([syncLifeStatuses(actor, "me", "me"), syncLifeStatuses(actor, "me", "me"), syncLifeStatuses(actor, "me", "me")]);
    expect(calls).toEqual([{ id: "dead", active: true }, { id: "unconscious", active: false }]);
    expect([...actor.statuses]).toEqual(["dead"]);
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
