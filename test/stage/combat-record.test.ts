/**
 * A combat a test sets on the document stage (server-documents.ts `asCombatDocument`) has what a Combat document has
 * and the fight ledger reads: ids for it and its combatants, flags, and an update only a GM may make — a player may
 * change a Combat's turn and round, never its flags (the public reports cited there).
 */
import { describe, expect, it } from "vitest";
import { ROLES, StageServer } from "./server.ts";
import { StageWorld, useWorld } from "./server-documents.ts";

const server = new StageServer();
const world = new StageWorld(server);
useWorld(world);
const gm = server.addUser("userGM0000000001", "GM", ROLES.GAMEMASTER);
const ann = server.addUser("userAnn000000001", "Ann", ROLES.PLAYER);

describe("a combat set by a test", () => {
  it("gets ids and flags; the GM writes its flags, a player's write is refused and changes nothing", async () => {
    const combat = { started: true, combatants: { contents: [{ actor: null }] }, combatant: null } as { started: boolean; combatants: { contents: { id?: string; actor: unknown }[] }; combatant: null; id?: string; flags?: Record<string, unknown> };
    world.combats = { contents: [combat] };
    expect(combat.id).toMatch(/^combat/);
    expect(combat.combatants.contents[0]!.id).toMatch(/^cbt/);
    const update = (changes: Record<string, unknown>) => (combat as unknown as { update(c: Record<string, unknown>): Promise<unknown> }).update(changes);
    await server.onClient(gm, () => update({ "flags.meshal-lite.ledger.a": { mobility: { value: 2 } } }));
    expect(combat.flags).toEqual({ "meshal-lite": { ledger: { a: { mobility: { value: 2 } } } } });
    await expect(server.onClient(ann, () => update({ "flags.meshal-lite.ledger.a": { mobility: { value: 99 } } }))).rejects.toThrow(/refused/);
    expect(server.takeRefusals()).toHaveLength(1);
    expect(combat.flags).toEqual({ "meshal-lite": { ledger: { a: { mobility: { value: 2 } } } } });
  });
});
