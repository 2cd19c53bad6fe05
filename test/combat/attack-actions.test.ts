/** The attack card's buttons read their `data-*` strictly and send exactly the contract's requests. */
import { beforeEach, describe, expect, it, vi } from "vitest";

const requestAttackChange = vi.fn(async () => ({ ok: true }));
vi.mock("../../src/combat/attack/gm/attack-query.ts", () => ({ requestAttackChange, attackStateOf: () => null }));
const startCounter = vi.fn(async () => null);
vi.mock("../../src/combat/attack/counter/counter-start.ts", () => ({ startCounter }));
const { ATTACK_ACTIONS } = await import("../../src/combat/attack/card/attack-actions.ts");

const message = { id: "card000000000001" } as unknown as ChatMessage.Implementation; // Cast: handlers only pass the message on.
const event = {} as PointerEvent; // Cast: handlers do not read the click.
const button = (data: Record<string, string>) => ({ dataset: data }) as unknown as HTMLElement; // Cast: handlers read only `dataset`.
const warn = vi.fn();
const g = globalThis as unknown as Record<string, unknown>;

beforeEach(() => {
  requestAttackChange.mockClear();
  warn.mockClear();
  g.ui = { notifications: { warn } };
  g.game = { i18n: { format: (k: string) => k } };
});

describe("attack card buttons", () => {
  it("are the contract's actions", () => {
    expect(Object.keys(ATTACK_ACTIONS).sort()).toEqual(["acceptChanges", "apply", "applyAll", "applySplit", "assignTargets", "counter", "coupDeGrace", "defend", "endCounter", "overrideRange", "react", "refuseChanges", "take", "takeAll", "undo"]);
  });

  it("endCounter sends the GM's end of a counter's wait with the button's indices, and nothing for a malformed button", async () => {
    await ATTACK_ACTIONS.endCounter!(message, event, button({ target: "1", hit: "2" }));
    await ATTACK_ACTIONS.endCounter!(message, event, button({ target: "x", hit: "0" }));
    await ATTACK_ACTIONS.endCounter!(message, event, button({ target: "0" }));
    expect(requestAttackChange.mock.calls.map((c) => (c as unknown[])[1])).toEqual([{ op: "endCounter", target: 1, hit: 2 }]);
  });

  it("send the GM's Accept and Refuse of a held card (issue 34)", async () => {
    await ATTACK_ACTIONS.acceptChanges!(message, event, button({}));
    await ATTACK_ACTIONS.refuseChanges!(message, event, button({}));
    expect(requestAttackChange.mock.calls.map((c) => (c as unknown[])[1])).toEqual([{ op: "acceptChanges" }, { op: "refuseChanges" }]);
  });

  it("counter starts the defender's counter on the button's hit, and nothing for a malformed button", async () => {
    startCounter.mockClear();
    await ATTACK_ACTIONS.counter!(message, event, button({ target: "0", hit: "1" }));
    await ATTACK_ACTIONS.counter!(message, event, button({ target: "x", hit: "1" }));
    await ATTACK_ACTIONS.counter!(message, event, button({ target: "0", hit: "99" }));
    expect(startCounter.mock.calls.map((c) => (c as unknown[]).slice(0, 3))).toEqual([[message, 0, 1]]);
    expect(requestAttackChange).not.toHaveBeenCalled();
  });

  it("send defend, take and undo with the button's indices", async () => {
    await ATTACK_ACTIONS.defend!(message, event, button({ target: "1", hit: "0", kind: "block" }));
    await ATTACK_ACTIONS.take!(message, event, button({ target: "0", hit: "2" }));
    await ATTACK_ACTIONS.undo!(message, event, button({ target: "3" }));
    expect(requestAttackChange.mock.calls.map((c) => (c as unknown[])[1])).toEqual([
      { op: "defend", target: 1, hit: 0, kind: "block" }, { op: "take", target: 0, hit: 2 }, { op: "undo", target: 3 },
    ]);
  });

  it("send nothing for malformed buttons", async () => {
    const malformed: Record<string, string>[] = [{ target: "", hit: "0", kind: "dodge" }, { target: "24", hit: "0", kind: "dodge" }, { target: "0", hit: "1.5", kind: "dodge" }, { target: "-1", hit: "0" }, { target: "0" }];
    for (const data of malformed) {
      await ATTACK_ACTIONS.defend!(message, event, button(data));
      await ATTACK_ACTIONS.take!(message, event, button(data));
    }
    for (const target of ["", "24", "-1", "1e1", "x"]) await ATTACK_ACTIONS.undo!(message, event, button({ target }));
    await ATTACK_ACTIONS.defend!(message, event, button({ target: "0", hit: "0", kind: "take" }));
    await ATTACK_ACTIONS.defend!(message, event, button({ target: "0", hit: "0" }));
    expect(requestAttackChange).not.toHaveBeenCalled();
  });

  it("applies without a split when the card cannot be read here (the GM decides)", async () => {
    await ATTACK_ACTIONS.apply!(message, event, button({ target: "0" }));
    expect(requestAttackChange).toHaveBeenCalledWith(message, { op: "apply", target: 0, allocation: null });
  });

  it("assigns the GM's targeted tokens, or says to target some first", async () => {
    (g.game as Record<string, unknown>).user = { targets: new Set([{ document: { uuid: "Scene.abcdefghijklmnop.Token.ABCDEFGHIJKLMNOP" } }]) };
    await ATTACK_ACTIONS.assignTargets!(message, event, button({}));
    expect(requestAttackChange).toHaveBeenCalledWith(message, { op: "assign", tokenUuids: ["Scene.abcdefghijklmnop.Token.ABCDEFGHIJKLMNOP"] });
    requestAttackChange.mockClear();
    (g.game as Record<string, unknown>).user = { targets: new Set() };
    await ATTACK_ACTIONS.assignTargets!(message, event, button({}));
    expect(requestAttackChange).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("MESHAL.Attack.request.noTargets");
  });
});
