/**
 * Deleting and replacing keys in an update on the stage plays each version (test/stage/update-operators.ts): v13's
 * `-=key`/`==key`; v14's `_del`/`_replace(value)`, with v13's keys still applied and a deprecation warning logged.
 * The server's documents and users apply updates through it. The project that plays the other version skips the
 * other version's tests.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { installUpdateOperators, applyUpdate, StageForcedReplacement } from "./update-operators.ts";
import { takeDeprecations } from "./deprecations.ts";
import { OWNERSHIP, ROLES, StageServer } from "./server.ts";
import { StageActor, StageWorld, useWorld } from "./server-documents.ts";
import { freshCharacter } from "../fixtures/data-actors.ts";
import { onV14 } from "./version.ts";

type Rec = Record<string, unknown>;
const server = new StageServer();
useWorld(new StageWorld(server));
const gm = server.addUser("userGM0000000001", "GM", ROLES.GAMEMASTER);
server.actAs(gm);
installUpdateOperators();
const g = globalThis as { _del?: unknown; _replace?: (value: unknown) => unknown };

const applied = (source: Rec, update: Rec): Rec => {
  const out = structuredClone(source);
  applyUpdate(out, update);
  return out;
};

beforeEach(() => takeDeprecations());

describe.runIf(!onV14)("v13: deletion and replacement keys", () => {
  it("-=key deletes and ==key replaces instead of merging; no warning", () => {
    expect(applied({ a: { b: 1, c: 2 }, d: 3 }, { a: { "-=b": null }, "-=d": null })).toEqual({ a: { c: 2 } });
    expect(applied({ a: { b: 1, c: 2 } }, { "==a": { x: 1 } })).toEqual({ a: { x: 1 } });
    expect(takeDeprecations()).toEqual([]);
  });

  it("has no _del or _replace: an object passed as a value is stored like data", () => {
    expect(g._del).toBeUndefined();
    expect(g._replace).toBeUndefined();
    const stored = applied({ a: 1 }, { a: new StageForcedReplacement(2) });
    expect(stored.a).toBeInstanceOf(StageForcedReplacement);
  });

  it("a document update deletes a flag with a dotted -= path, and unsetFlag does the same", async () => {
    const actor = StageActor.make({ name: "Hero", fixture: freshCharacter(), ownership: { default: OWNERSHIP.NONE } });
    await actor.setFlag("meshal-lite", "a", 1);
    await actor.setFlag("meshal-lite", "b", 2);
    await actor.update({ "flags.meshal-lite.-=a": null });
    expect(actor.flags["meshal-lite"]).toEqual({ b: 2 });
    await actor.unsetFlag("meshal-lite", "b");
    expect(actor.flags["meshal-lite"]).toEqual({});
  });
});

describe.runIf(onV14)("v14: the _del and _replace operators", () => {
  it("{key: _del} deletes and {key: _replace(value)} replaces instead of merging; no warning", () => {
    expect(applied({ a: { b: 1, c: 2 }, d: 3 }, { a: { b: g._del }, d: g._del })).toEqual({ a: { c: 2 } });
    expect(applied({ a: { b: 1, c: 2 } }, { a: g._replace!({ x: 1 }) })).toEqual({ a: { x: 1 } });
    expect(takeDeprecations()).toEqual([]);
  });

  it("v13's -=key and ==key still work, each with a deprecation warning", () => {
    expect(applied({ a: 1, b: { c: 1 } }, { "-=a": null, "==b": { d: 2 } })).toEqual({ b: { d: 2 } });
    expect(takeDeprecations()).toEqual([expect.stringContaining("{-=a: …}"), expect.stringContaining("{==b: …}")]);
  });

  it("a document update deletes a flag with _del at a dotted path; unsetFlag (core's own) warns of nothing", async () => {
    const actor = StageActor.make({ name: "Hero", fixture: freshCharacter(), ownership: { default: OWNERSHIP.NONE } });
    await actor.setFlag("meshal-lite", "a", 1);
    await actor.setFlag("meshal-lite", "b", 2);
    await actor.update({ "flags.meshal-lite.a": g._del });
    expect(actor.flags["meshal-lite"]).toEqual({ b: 2 });
    await actor.unsetFlag("meshal-lite", "b");
    expect(actor.flags["meshal-lite"]).toEqual({});
    expect(takeDeprecations()).toEqual([]);
    await actor.setFlag("meshal-lite", "c", 3);
    await actor.update({ "flags.meshal-lite.-=c": null });
    expect(actor.flags["meshal-lite"]).toEqual({});
    expect(takeDeprecations()).toHaveLength(1);
  });
});
