/**
 * The stage's world clock refuses what Foundry refuses and tells every client, as v13 and v14 do (test/stage/clock.ts):
 * a player's `game.time.advance` is a world-setting write the server refuses, a GM's moves the clock and every
 * connected client gets `updateWorldTime(worldTime, delta, options, userId)`.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ROLES, ServerRefusal, StageServer } from "./server.ts";
import { StageClock } from "./clock.ts";

const server = new StageServer();
const gm = server.addUser("userGM0000000001", "GM", ROLES.GAMEMASTER);
const ann = server.addUser("userAnn000000001", "Ann");
const bo = server.addUser("userBo0000000001", "Bo");
const clock = new StageClock(server);
const heard: [string, unknown[]][] = [];
server.hooks.on("updateWorldTime", (...args: unknown[]) => void heard.push([server.clientUser.name, args]));

afterEach(() => {
  heard.length = 0;
  clock.reset();
  bo.active = true;
  server.takeRefusals();
});

describe("the world clock", () => {
  it("refuses a player's advance, recording it and moving nothing", async () => {
    await expect(server.onClient(ann, () => clock.advance(3600))).rejects.toThrow(ServerRefusal);
    expect(server.takeRefusals()).toEqual([expect.objectContaining({ userId: ann.id, document: "Setting core.time" })]);
    expect(clock.worldTime).toBe(0);
    expect(heard).toEqual([]);
  });

  it("a GM's advance moves it and every connected client hears updateWorldTime with the GM's id", async () => {
    bo.active = false;
    expect(await server.onClient(gm, () => clock.advance(7200, { note: 1 }))).toBe(7200);
    expect(clock.worldTime).toBe(7200);
    expect(heard).toEqual([
      ["GM", [7200, 7200, { note: 1 }, gm.id]],
      ["Ann", [7200, 7200, { note: 1 }, gm.id]],
    ]);
    expect(server.refusals).toEqual([]);
  });
});
