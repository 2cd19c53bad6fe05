import { describe, expect, it } from "vitest";
import { syncLifeStatuses, type StatusActor } from "../../src/documents/status-sync.ts";
import { tokenAttributeUpdate, type TokenBarView } from "../../src/documents/logic/token-bars.ts";

describe("actor data the documents read at run time", () => {
  it("leave the life statuses alone (no waking by default) when the stored consciousness is no known state", async () => {
    const toggled: string[] = [];
    const actor: StatusActor = {
      uuid: "Actor.untrusted0000001",
      system: { consciousness: "zombie", life: { dead: false } },
      flags: { "meshal-lite": { lifeStatuses: ["unconscious"] } },
      statuses: new Set(["unconscious"]),
      async toggleStatusEffect(id) {
        toggled.push(id);
        return true;
      },
      async update() {
        return this;
      },
    };
    await syncLifeStatuses(actor, "me", "me");
    expect(toggled).toEqual([]);
    expect([...actor.statuses]).toEqual(["unconscious"]);
  });

  it("treat a token-bar edit of an attribute the system does not have as core's own", () => {
    const pool = { value: 2, total: 3 };
    const view: TokenBarView = { speed: 5, storedSpeed: 0, attributes: { might: pool, energy: pool, spirit: pool } };
    expect(tokenAttributeUpdate("attributes.luck", 1, false, view)).toBeNull();
    expect(tokenAttributeUpdate("attributes.might", 1, false, view)).toEqual({ "system.attributes.might.lost": 2 });
  });
});
