/**
 * MeshalActor#modifyTokenAttribute on the bare stage: the class is real, Foundry's Actor is an empty stand-in, and
 * `Hooks.call` is recorded. Checks the order core follows: the hook hears the edit and the planned update first, may
 * change the update, and a `false` cancels it.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";

type HookCall = (hook: string, ...args: unknown[]) => unknown;
let MeshalActor: new () => { modifyTokenAttribute(a: string, v: number, d?: boolean, b?: boolean): Promise<unknown> };
const calls: { hook: string; args: unknown[] }[] = [];
let answer: HookCall = () => true;

beforeAll(async () => {
  installStage();
  (globalThis as unknown as { Hooks: { call: HookCall } }).Hooks.call = (hook, ...args) => {
    calls.push({ hook, args });
    return answer(hook, ...args);
  };
  ({ MeshalActor } = (await import("../../src/documents/actor.ts")) as unknown as { MeshalActor: typeof MeshalActor });
});

function woundedActor() {
  const actor = new MeshalActor();
  const update = vi.fn(async (data: unknown) => data);
  Object.assign(actor, {
    type: "character",
    system: { speed: 5, attributes: { might: { value: 2, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 1, total: 2 } } },
    _source: { system: { speed: 0 } },
    update,
  });
  return { actor, update };
}

beforeEach(() => {
  calls.length = 0;
  answer = () => true;
});

describe("MeshalActor#modifyTokenAttribute", () => {
  it("calls the modifyTokenAttribute hook with the edit, the planned update and the actor, then applies the update", async () => {
    const { actor, update } = woundedActor();
    await actor.modifyTokenAttribute("attributes.might", -1, true, true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.hook).toBe("modifyTokenAttribute");
    expect(calls[0]!.args).toEqual([{ attribute: "attributes.might", value: -1, isDelta: true, isBar: true }, { "system.attributes.might.lost": 3 }, actor]);
    expect(update).toHaveBeenCalledWith({ "system.attributes.might.lost": 3 });
  });

  it("does not update when a listener returns false", async () => {
    answer = () => false;
    const { actor, update } = woundedActor();
    expect(await actor.modifyTokenAttribute("speed", 8, false, false)).toBe(actor);
    expect(calls[0]!.args[0]).toEqual({ attribute: "speed", value: 8, isDelta: false, isBar: false });
    expect(update).not.toHaveBeenCalled();
  });

  it("writes the update as a listener left it", async () => {
    answer = (_hook, _data, updates) => {
      (updates as Record<string, number>)["system.attributes.might.lost"] = 0;
      return true;
    };
    const { actor, update } = woundedActor();
    await actor.modifyTokenAttribute("attributes.might", 1, false);
    expect(update).toHaveBeenCalledWith({ "system.attributes.might.lost": 0 });
  });
});
