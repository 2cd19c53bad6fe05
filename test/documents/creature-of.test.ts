/** `creatureOf`: a character or an NPC, with its `system` typed; nothing else is a creature (src/documents/system-views.ts). */
import { describe, expect, it } from "vitest";
import { creatureOf } from "../../src/documents/system-views.ts";

const asActor = (type: string) => ({ type, system: {} }) as unknown as Actor.Implementation;

describe("creatureOf", () => {
  it("keeps characters and NPCs, and no object, other sub-type or missing actor", () => {
    const hero = asActor("character");
    const brute = asActor("npc");
    expect([creatureOf(hero), creatureOf(brute)]).toEqual([hero, brute]);
    expect([creatureOf(asActor("object")), creatureOf(asActor("module.robot")), creatureOf(null), creatureOf(undefined)]).toEqual([null, null, null, null]);
  });
});
