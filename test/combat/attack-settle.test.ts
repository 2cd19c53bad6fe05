/**
 * Settling the attack cards that wait on an actor whose ⚡, dice or life changed (src/combat/attack/gm/attack-settle.ts): a
 * burst of changes costs one run, a run settles at most `cap` cards and the rest follow, a card no longer waiting is
 * left alone, and a card is read through its schema before it is written. Timing targets live in
 * bench/attack-settle.bench.ts; here only the amount of work is counted.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import "../support/schema-env.ts";
import { readCardState } from "../../src/chat/card-schema.ts";
import { ATTACK_CARD } from "../../src/combat/attack/attack-card.ts";
import { settleState } from "../../src/combat/attack/attack-decide.ts";
import { newTarget, type AttackState } from "../../src/combat/attack/attack-state.ts";
import { needsSettling } from "../../src/combat/attack/gm/settle-check.ts";
import { waitingActors, WaitingIndex } from "../../src/combat/attack/gm/settle-index.ts";
import { SETTLE_LIMITS, SettleScheduler } from "../../src/combat/attack/gm/settle-scheduler.ts";
import { card, defender, line } from "../support/attack.ts";
import { FakeClock } from "../support/fake-clock.ts";
import { maximalCard } from "../support/maximal-attack-card.ts";

const DEF = "Actor.def";

describe("the scheduler (fake clock)", () => {
  function scheduler(waiting: string[]) {
    const clock = new FakeClock();
    const runs: string[][] = [];
    const s = new SettleScheduler(clock, (_uuid, limit) => waiting.slice(0, limit), (ids) => runs.push(ids));
    return { clock, runs, s };
  }

  it("a burst of 30 changes to one actor costs one run, after the quiet time", () => {
    const { clock, runs, s } = scheduler(["a", "b"]);
    for (let i = 0; i < 30; i++) {
      s.changed(DEF);
      clock.advance(1);
    }
    expect(runs).toEqual([]);
    clock.advance(SETTLE_LIMITS.delayMs);
    expect(runs).toEqual([["a", "b"]]);
    clock.advance(10_000);
    expect(runs).toHaveLength(1);
    expect(s.pending).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it("a change loop cannot put settling off: one run per longest wait", () => {
    const { clock, runs, s } = scheduler(["a"]);
    for (let t = 0; t < 3000; t += 10) {
      s.changed(DEF);
      clock.advance(10);
    }
    expect(runs.length).toBeGreaterThanOrEqual(Math.floor(3000 / SETTLE_LIMITS.maxWaitMs));
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(3000 / SETTLE_LIMITS.maxWaitMs));
  });

  it("settles at most `cap` cards per run, newest first; the rest on the next runs", () => {
    const ids = Array.from({ length: 25 }, (_, i) => `card${i}`);
    const { clock, runs, s } = scheduler(ids);
    s.changed(DEF);
    clock.advance(SETTLE_LIMITS.delayMs);
    expect(runs).toEqual([ids.slice(0, SETTLE_LIMITS.cap)]);
    clock.advance(10 * SETTLE_LIMITS.delayMs);
    expect(runs.flat()).toEqual(ids);
    expect(runs.every((r) => r.length <= SETTLE_LIMITS.cap)).toBe(true);
  });

  it("a change while cards are still queued looks at the actor again once they are done (none is dropped)", () => {
    const ids = Array.from({ length: 15 }, (_, i) => `card${i}`);
    const { clock, runs, s } = scheduler(ids);
    s.changed(DEF);
    clock.advance(SETTLE_LIMITS.delayMs);
    s.changed(DEF);
    clock.advance(10 * SETTLE_LIMITS.delayMs);
    expect(runs.flat()).toEqual([...ids, ...ids]);
  });

  it("actors are timed apart", () => {
    const { clock, runs, s } = scheduler(["a"]);
    s.changed("Actor.one");
    clock.advance(SETTLE_LIMITS.delayMs - 1);
    s.changed("Actor.two");
    clock.advance(1);
    expect(runs).toHaveLength(1);
    clock.advance(SETTLE_LIMITS.delayMs);
    expect(runs).toHaveLength(2);
  });
});

describe("the index of waiting cards", () => {
  it("reads the open lines' actors from the stored data, and nothing from data of another shape", () => {
    const state = card({ targets: [newTarget(line("def"), 2), { ...newTarget(line("npc"), 2), resolved: true }, newTarget(line("def"), 2)] });
    expect(waitingActors(state)).toEqual([DEF]);
    for (const bad of [null, 5, "x", {}, { targets: "x" }, { targets: [null, 3, { actorUuid: 7 }, { actorUuid: "" }] }]) expect(waitingActors(bad)).toEqual([]);
  });

  it("finds an actor's cards newest first, keeps a card's place when it changes, and drops it when it no longer waits", () => {
    const index = new WaitingIndex();
    const waiting = card({ targets: [newTarget(line("def"), 2)] });
    for (const id of ["a", "b", "c"]) index.note(id, waiting);
    index.note("n", card({ targets: [newTarget(line("npc"), 2)] }));
    expect(index.newest(DEF, 50)).toEqual(["c", "b", "a"]);
    expect(index.newest(DEF, 2)).toEqual(["c", "b"]);
    index.note("a", waiting);
    expect(index.newest(DEF, 50)).toEqual(["c", "b", "a"]);
    index.note("b", { ...waiting, targets: waiting.targets.map((t) => ({ ...t, resolved: true })) });
    index.forget("c");
    expect(index.newest(DEF, 50)).toEqual(["a"]);
    expect(index.newest("Actor.npc", 50)).toEqual(["n"]);
    expect(index.size).toBe(2);
  });

  it("leaves a parked card out until the card changes", () => {
    const index = new WaitingIndex();
    const waiting = card({ targets: [newTarget(line("def"), 2)] });
    index.note("a", waiting);
    index.note("b", waiting);
    index.park("a");
    index.park("unknown");
    expect(index.newest(DEF, 50)).toEqual(["b"]);
    index.note("a", waiting);
    expect(index.newest(DEF, 50)).toEqual(["b", "a"]);
  });
});

describe("the quick look (needsSettling)", () => {
  it("agrees with settleState on the actor's lines, for any card and defender", () => {
    const face = fc.integer({ min: 1, max: 6 });
    const arb = fc.record({
      hits: fc.array(fc.array(face, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
      penetration: fc.integer({ min: 0, max: 3 }),
      mode: fc.constantFrom("points" as const, "faceSum" as const),
      allowed: fc.subarray(["block", "dodge", "resist"] as const),
      lines: fc.array(fc.record({ mine: fc.boolean(), disadvantage: fc.integer({ min: 0, max: 3 }), decided: fc.array(fc.boolean(), { maxLength: 4 }) }), { minLength: 1, maxLength: 4 }),
      protection: fc.integer({ min: 0, max: 4 }),
      mobility: fc.integer({ min: 0, max: 2 }),
      unconscious: fc.boolean(),
    });
    fc.assert(fc.property(arb, (c) => {
      const dice = Math.max(...c.hits.map((h) => h.length));
      const targets = c.lines.map((l) => {
        const t = newTarget(line(l.mine ? "def" : "npc", l.disadvantage), c.hits.length);
        return { ...t, defenses: t.defenses.map((d, i) => (l.decided[i] ? { kind: "take" as const, faces: [] } : d)) };
      });
      const state = card({ hits: c.hits, baseDice: dice, dice, penetration: c.penetration, mode: c.mode, allowed: [...c.allowed], targets });
      const d = defender({ protection: { physical: c.protection, erosion: 0, occult: 0 }, mobility: c.mobility, unconscious: c.unconscious });
      const changes = settleState(state, (uuid) => (uuid === DEF ? d : null)) !== state;
      expect(needsSettling(state, DEF, d)).toBe(changes);
    }), { numRuns: 400 });
  });

  it("says yes when an earlier decided hit knocks the defender out for the next (§6.3 hits in order)", () => {
    const t = newTarget(line("def"), 2);
    const state = card({ targets: [{ ...t, defenses: [{ kind: "take", faces: [] }, null] }] });
    // Hit 1 taken: 3 − 1 = 2 damage; 2 Might → 0 knocks it out, 3 Might leaves it able to defend hit 2.
    expect(needsSettling(state, DEF, defender({ dice: { might: 2, energy: 3, spirit: 3 } }))).toBe(true);
    expect(needsSettling(state, DEF, defender({ dice: { might: 3, energy: 3, spirit: 3 } }))).toBe(false);
  });

  it("says no for a defender it cannot read, and yes for data it cannot read (the schema read decides)", () => {
    const state = card({ targets: [newTarget(line("def"), 2)] });
    expect(needsSettling(state, DEF, null)).toBe(false);
    expect(needsSettling({ targets: [{ actorUuid: DEF, resolved: false, defenses: [null] }] }, DEF, defender())).toBe(true);
  });

  it("a maximal card fits the card's schema (the benchmark's cards are real ones)", () => {
    expect(readCardState(ATTACK_CARD, maximalCard(DEF))).not.toBeNull();
    expect(readCardState(ATTACK_CARD, maximalCard(DEF, { decided: 0, ranges: true }))).not.toBeNull();
  });
});

// ---- On the GM's client, through the query's registration and the actor-update hook ----

type Hook = (...args: unknown[]) => void;
const g = globalThis as unknown as Record<string, unknown>;
let hooks: Map<string, Hook[]>;
let events: string[];
let messages: Map<string, FakeMessage>;
const actor = {
  uuid: DEF, documentName: "Actor", type: "character", items: [] as unknown[],
  system: {
    attributes: { might: { value: 4 }, energy: { value: 3 }, spirit: { value: 3 } },
    protection: { physical: 1, erosion: 0, occult: 0 }, immune: [], mobility: { value: 3 }, consciousness: "conscious",
  },
};

/** A card as Foundry keeps it: `system` is a model (its fields, and `toObject()`, which a schema read calls). */
class FakeMessage {
  readonly type = "attack";
  /** The GM wrote it: only GM-written cards are settled. */
  readonly author = { isGM: true };
  reads = 0;
  writes = 0;
  system!: AttackState & { toObject(): AttackState };
  constructor(readonly id: string, state: AttackState) {
    this.store(state);
  }
  store(state: AttackState) {
    const plain = structuredClone(state);
    this.system = Object.assign(structuredClone(state), {
      toObject: () => {
        this.reads++;
        events.push(`read ${this.id}`);
        return structuredClone(plain);
      },
    });
  }
  async update(data: { system: AttackState }) {
    await Promise.resolve();
    this.writes++;
    events.push(`write ${this.id}`);
    this.store(data.system);
    for (const hook of hooks.get("updateChatMessage") ?? []) hook(this, data);
    return this;
  }
}

/** A card with two open hits on Ann's actor "def" (both need a defense while "def" is conscious). */
const waitingCard = (over: Partial<AttackState> = {}) => card({ hits: [[1, 2], [2, 1]], targets: [newTarget(line("def"), 2)], ...over });

function world(cards: Record<string, AttackState>) {
  hooks = new Map();
  events = [];
  messages = new Map(Object.entries(cards).map(([id, state]) => [id, new FakeMessage(id, state)]));
  actor.system.consciousness = "conscious";
  Object.assign(g, {
    Hooks: { on: (name: string, fn: Hook) => hooks.set(name, [...(hooks.get(name) ?? []), fn]) },
    CONFIG: { queries: {} },
    fromUuidSync: (uuid: string) => (uuid === DEF ? actor : null),
    game: {
      user: { isActiveGM: true, isGM: true },
      users: new Map(),
      messages: Object.assign(messages, { get contents() { return [...messages.values()]; } }),
      combats: { contents: [] },
      settings: { get: () => false },
    },
  });
}

/** Loads the query module afresh (its index and timers start empty) and registers its hooks, as `init` does. */
async function registered(): Promise<void> {
  vi.resetModules();
  const { registerAttackQuery } = await import("../../src/combat/attack/gm/attack-query.ts");
  registerAttackQuery();
  await import("../../src/combat/attack/gm/attack-settle.ts"); // the GM's lazy chunk, loaded as on a GM's client
}

/** Ann changes her actor's ⚡ (the hook every client gets; only the active GM acts). */
const actorUpdated = () => {
  for (const hook of hooks.get("updateActor") ?? []) hook(actor, { system: { mobility: { value: 2 } } });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("settling on the active GM", () => {
  it("a burst of 20 changes to an actor settles its card once: read once through the schema, written once", async () => {
    world({ card00000000000001: waitingCard() });
    await registered();
    actor.system.consciousness = "unconscious"; // it can no longer defend: its open hits are taken
    for (let i = 0; i < 20; i++) actorUpdated();
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.maxWaitMs);
    const m = messages.get("card00000000000001")!;
    expect(m.system.targets[0]).toMatchObject({ resolved: true, defenses: [{ kind: "take" }, { kind: "take" }] });
    expect({ reads: m.reads, writes: m.writes }).toEqual({ reads: 1, writes: 1 });
  });

  it("a card whose defender can still defend is not read at all", async () => {
    world({ card00000000000001: waitingCard() });
    await registered();
    for (let i = 0; i < 20; i++) actorUpdated();
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.maxWaitMs);
    expect(events).toEqual([]);
  });

  it("cards beyond the cap are settled on a later run, none lost", async () => {
    const ids = Array.from({ length: SETTLE_LIMITS.cap + 3 }, (_, i) => `card${String(i).padStart(12, "0")}`);
    world(Object.fromEntries(ids.map((id) => [id, waitingCard()])));
    await registered();
    actor.system.consciousness = "unconscious";
    actorUpdated();
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.delayMs);
    const written = () => ids.filter((id) => messages.get(id)!.writes === 1);
    expect(written()).toEqual(ids.slice(-SETTLE_LIMITS.cap)); // the newest first
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.delayMs);
    expect(written()).toEqual(ids);
  });

  it("a card no longer waiting on the actor is not touched", async () => {
    const resolved = waitingCard();
    resolved.targets[0] = { ...resolved.targets[0]!, resolved: true, defenses: [{ kind: "block", faces: [1, 1, 1, 1] }, { kind: "take", faces: [] }] };
    const ids = Array.from({ length: SETTLE_LIMITS.cap + 1 }, (_, i) => `card${String(i).padStart(12, "0")}`);
    world({ done000000000001: resolved, ...Object.fromEntries(ids.map((id) => [id, waitingCard()])) });
    await registered();
    actor.system.consciousness = "unconscious";
    actorUpdated();
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.delayMs);
    // The oldest waiting card is left for the next run; meanwhile Ann takes its hits herself (the GM writes it).
    const oldest = messages.get(ids[0]!)!;
    expect(oldest.writes).toBe(0);
    await oldest.update({ system: { ...waitingCard(), targets: [{ ...resolved.targets[0]! }] } });
    events = [];
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.delayMs);
    expect(events).toEqual([]);
    expect(messages.get("done000000000001")!.reads + messages.get("done000000000001")!.writes).toBe(0);
  });

  it("reads the card through its schema before writing, and writes nothing the schema refuses", async () => {
    world({ good000000000001: waitingCard(), bad0000000000001: waitingCard({ attackerName: "x".repeat(5000) }) });
    await registered();
    actor.system.consciousness = "unconscious";
    actorUpdated();
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.delayMs);
    expect(events.filter((e) => e.endsWith("good000000000001"))).toEqual(["read good000000000001", "write good000000000001"]);
    expect(events.filter((e) => e.endsWith("bad0000000000001"))).toEqual(["read bad0000000000001"]);
    // Nothing changed on the unfit card: it is not read again until it does.
    events = [];
    actorUpdated();
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.delayMs);
    expect(events).toEqual([]);
    await messages.get("bad0000000000001")!.update({ system: waitingCard() });
    actorUpdated();
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.delayMs);
    expect(events).toEqual(["write bad0000000000001", "read bad0000000000001", "write bad0000000000001"]);
  });

  it("a card assigned to the actor later is found (the index follows card updates)", async () => {
    world({ card00000000000001: waitingCard({ targets: [newTarget(line("npc"), 2)] }) });
    await registered();
    actorUpdated(); // builds the index: nothing waits on "def"
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.delayMs);
    const m = messages.get("card00000000000001")!;
    await m.update({ system: waitingCard() });
    actor.system.consciousness = "unconscious";
    actorUpdated();
    await vi.advanceTimersByTimeAsync(SETTLE_LIMITS.delayMs);
    expect(m.system.targets[0]!.resolved).toBe(true);
  });
});
