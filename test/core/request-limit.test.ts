/**
 * The per-user request rate limit of the GM-side queries (src/core/query-core.ts `RequestLimit`, docs/queries.md rule
 * 7): a sliding window per user, counted only for slips found on that user, so a flood costs its sender and nobody
 * else. A fake clock moves the window.
 */
import { describe, expect, it } from "vitest";
import { answerQuery, RATE_LIMITED, RequestLimit, WriteQueue, type GmQuery } from "../../src/core/query-core.ts";
import { FakeClock } from "../support/fake-clock.ts";

const ANN = "userAnn000000001";
const BO = "userBo0000000001";
const slipId = (n: number) => `slip${String(n).padStart(12, "0")}`;
const LIMITED = { ok: false, reasonKey: RATE_LIMITED, data: { count: "20", seconds: "10" } };

/** `count` fresh slips of `user` asked now; the answers. */
const flood = (limit: RequestLimit, user: string, from: number, count: number) => Array.from({ length: count }, (_, i) => limit.admit(user, slipId(from + i)));

describe("RequestLimit: at most 20 requests per user in any 10 seconds", () => {
  it("admits 20, refuses the 21st naming the limit, and admits again once the oldest left the window", () => {
    const clock = new FakeClock();
    const limit = new RequestLimit(() => clock.now());
    expect(flood(limit, ANN, 0, 10).every((a) => a === null)).toBe(true);
    clock.advance(5_000);
    expect(flood(limit, ANN, 10, 10).every((a) => a === null)).toBe(true);
    expect(limit.admit(ANN, slipId(20))).toEqual(LIMITED);
    clock.advance(4_999);
    expect(limit.admit(ANN, slipId(21))).toEqual(LIMITED);
    clock.advance(1); // the first ten are 10 s old: out of the window
    expect(flood(limit, ANN, 22, 10).every((a) => a === null)).toBe(true);
    expect(limit.admit(ANN, slipId(32))).toEqual(LIMITED);
  });

  it("one user's flood leaves every other user's budget whole", () => {
    const limit = new RequestLimit(() => 0);
    flood(limit, BO, 0, 40);
    expect(limit.admit(BO, slipId(99))).toEqual(LIMITED);
    expect(flood(limit, ANN, 0, 20).every((a) => a === null)).toBe(true);
  });

  it("a slip counts once however often it is asked (the requester's retry), and a flood of one slip is refused without counting", () => {
    const limit = new RequestLimit(() => 0);
    expect([limit.admit(ANN, slipId(0)), limit.admit(ANN, slipId(0)), limit.admit(ANN, slipId(0))]).toEqual([null, null, null]);
    for (let i = 0; i < 50; i++) expect(limit.admit(ANN, slipId(0))).toEqual(LIMITED);
    expect(flood(limit, ANN, 1, 19).every((a) => a === null)).toBe(true);
    expect(limit.admit(ANN, slipId(20))).toEqual(LIMITED);
  });

  it("a refused request is not counted: a steady flood is served again as soon as the window allows", () => {
    const clock = new FakeClock();
    const limit = new RequestLimit(() => clock.now());
    flood(limit, ANN, 0, 20);
    for (let i = 0; i < 100; i++) limit.admit(ANN, slipId(100 + i));
    clock.advance(10_000);
    expect(limit.admit(ANN, slipId(500))).toBeNull();
  });

  it("reset forgets every count", () => {
    const limit = new RequestLimit(() => 0);
    flood(limit, ANN, 0, 20);
    limit.reset();
    expect(limit.admit(ANN, slipId(20))).toBeNull();
  });
});

describe("answerQuery: a request over the limit is refused before any work", () => {
  it("neither queued nor run, and the limit's refusal reaches the requester", async () => {
    const limit = new RequestLimit(() => 0, 2);
    let runs = 0;
    const query: GmQuery<{ userId: string; slipId: string }> = {
      name: "note",
      parse: (data) => ({ ok: true, value: data as { userId: string; slipId: string } }), // a test query: the payload as sent
      queueKey: () => "k",
      run: async () => ((runs += 1), { ok: true }),
    };
    const admit = (p: unknown) => limit.admit(ANN, (p as { slipId: string }).slipId);
    const queue = new WriteQueue();
    const ask = (n: number) => answerQuery(query, { userId: ANN, slipId: slipId(n) }, true, queue, undefined, admit);
    expect([await ask(0), await ask(1)]).toEqual([{ ok: true }, { ok: true }]);
    expect(await ask(2)).toEqual({ ok: false, reasonKey: RATE_LIMITED, data: { count: "2", seconds: "10" } });
    expect(runs).toBe(2);
    expect(queue.pending).toBe(0);
  });
});
