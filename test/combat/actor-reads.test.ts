/** Documents behind UUIDs recognised by their document name, and an actor read as a defender (src/combat/actor-reads.ts). */
import { afterEach, describe, expect, it } from "vitest";
import { actorAt, defenderSourceOf, documentAt, isTokenDocument, tokenAt } from "../../src/combat/actor-reads.ts";

const g = globalThis as unknown as { fromUuidSync?: (uuid: string) => unknown };
const actor = { documentName: "Actor", uuid: "Actor.a" };
const token = { documentName: "Token", uuid: "Scene.s.Token.t" };
const docs = new Map<string, unknown>([[actor.uuid, actor], [token.uuid, token]]);

afterEach(() => delete g.fromUuidSync);

describe("documents by UUID", () => {
  it("finds each document by its name, and never the other kind", () => {
    g.fromUuidSync = (uuid) => docs.get(uuid) ?? null;
    expect(actorAt(actor.uuid)).toBe(actor);
    expect(tokenAt(token.uuid)).toBe(token);
    expect(actorAt(token.uuid)).toBeNull();
    expect(tokenAt(actor.uuid)).toBeNull();
    const item = { documentName: "Item", uuid: "Item.i" };
    docs.set(item.uuid, item);
    expect(actorAt(item.uuid)).toBeNull();
    expect([isTokenDocument(null), isTokenDocument("Token")]).toEqual([false, false]);
  });

  it("gives null for an empty, unknown or malformed UUID (core's lookup throws on some)", () => {
    g.fromUuidSync = (uuid) => {
      if (uuid.includes("Nonsense")) throw new Error("Invalid embedded Document type");
      return docs.get(uuid);
    };
    expect([documentAt(""), documentAt("Actor.unknown"), documentAt("Actor.a.Nonsense.b")]).toEqual([null, null, null]);
  });
});

describe("defenderSourceOf", () => {
  const system = { attributes: { might: { value: 3 } }, protection: {}, immune: [], mobility: { value: 1 }, consciousness: "conscious" };
  const asActor = (value: object) => value as unknown as Actor.Implementation;

  it("reads a creature; an object or another module's sub-type is no defender, whatever its data holds", () => {
    const hero = asActor({ type: "character", system, items: [] });
    const brute = asActor({ type: "npc", system, items: [] });
    expect(defenderSourceOf(hero)).toBe(hero);
    expect(defenderSourceOf(brute)).toBe(brute);
    expect(defenderSourceOf(asActor({ type: "module.robot", system, items: [] }))).toBeNull();
    expect(defenderSourceOf(asActor({ type: "object", system: { durability: { value: 3, max: 3 } }, items: [] }))).toBeNull();
    expect(defenderSourceOf(asActor({ type: "module.robot", system: null, items: [] }))).toBeNull();
    expect(defenderSourceOf(null)).toBeNull();
  });
});
