import { describe, expect, it } from "vitest";
import { TurnStartGate, turnStartDue, turnStartOnChange, type TurnMarker } from "../../src/combat/tracker/mobility-ledger.ts";
import { planRestoreMobility, planSpendMobility, type PoolView } from "../../src/documents/logic/pools.ts";

const attr = (value: number) => ({ value, total: value, base: value, lost: 0, invalid: false }) as unknown as PoolView["attributes"]["might"];

/** A small fight simulated the way the Combat subclass drives it: a pointer, markers and the actors' pools. */
class Fight {
  markers = new Map<string, TurnMarker>();
  pools = new Map<string, PoolView>();
  pointer: { round: number; combatantId: string | null } | null = null;
  constructor(readonly order: string[]) {
    for (const id of order) this.pools.set(id, { attributes: { might: attr(3), energy: attr(3), spirit: attr(3) }, mobility: { value: 3, max: 3, owed: 0 } });
  }
  go(round: number, combatantId: string): void {
    const next = { round, combatantId };
    const starting = turnStartOnChange(this.pointer, next, this.markers);
    this.pointer = next;
    if (!starting) return;
    this.markers.set(starting, { startedRound: round });
    this.apply(starting, planRestoreMobility(this.pools.get(starting)!));
  }
  spend(id: string, cost: number, kind: "tactic" | "reaction" = "reaction"): boolean {
    const plan = planSpendMobility(this.pools.get(id)!, cost, { kind, ownTurn: this.pointer?.combatantId === id });
    if (!plan.ok) return false;
    this.apply(id, plan);
    return true;
  }
  apply(id: string, plan: { ok: boolean; update?: Record<string, unknown> }): void {
    const pool = this.pools.get(id)!;
    const update = plan.update ?? {};
    const value = update["system.mobility.value"];
    const owed = update["system.mobility.owed"];
    pool.mobility = { ...pool.mobility, ...(typeof value === "number" ? { value } : {}), ...(typeof owed === "number" ? { owed } : {}) };
  }
  mob(id: string): number {
    return this.pools.get(id)!.mobility.value;
  }
}

describe("⚡ ledger", () => {
  it("a turn start is due once per round", () => {
    expect(turnStartDue({ startedRound: 0 }, 1)).toBe(true);
    expect(turnStartDue({ startedRound: 1 }, 1)).toBe(false);
    expect(turnStartDue({ startedRound: 1 }, 2)).toBe(true);
    expect(turnStartDue({ startedRound: 0 }, 0)).toBe(false);
  });

  it("resets at the start of the own turn; spending in others' turns stays spent until then", () => {
    const f = new Fight(["a", "b"]);
    f.go(1, "a");
    expect(f.spend("a", 2, "tactic")).toBe(true);
    f.go(1, "b");
    expect(f.spend("a", 1)).toBe(true); // a defends in b's turn
    expect(f.mob("a")).toBe(0);
    expect(f.spend("a", 1)).toBe(false);
    f.go(2, "a");
    expect(f.mob("a")).toBe(3);
  });

  it("going back to a turn that already started never refunds", () => {
    const f = new Fight(["a", "b"]);
    f.go(1, "a");
    f.spend("a", 3, "tactic");
    f.go(1, "b");
    f.go(1, "a"); // GM goes back
    expect(f.mob("a")).toBe(0);
    f.go(2, "a");
    f.spend("a", 1, "tactic");
    f.go(1, "b"); // back into the previous round
    expect(f.mob("b")).toBe(3);
    f.go(2, "a");
    expect(f.mob("a")).toBe(2);
  });

  it("a skipped combatant is reset when it does get its turn, after a reorder too", () => {
    const f = new Fight(["a", "b", "c"]);
    f.go(1, "a");
    f.spend("b", 2);
    f.go(1, "c"); // b skipped
    expect(f.mob("b")).toBe(1);
    f.go(1, "b"); // GM reorders b after c
    expect(f.mob("b")).toBe(3);
  });

  it("a long action pays what it owes at the next turn starts and then frees the rest", () => {
    const f = new Fight(["a", "b"]);
    f.go(1, "a");
    f.spend("a", 1, "tactic");
    expect(f.spend("a", 7, "tactic")).toBe(true); // 2 now, 5 owed
    expect(f.pools.get("a")!.mobility.owed).toBe(5);
    f.go(1, "b");
    expect(f.spend("a", 0)).toBe(false); // nothing else while it runs
    f.go(2, "a");
    expect(f.mob("a")).toBe(0);
    expect(f.pools.get("a")!.mobility.owed).toBe(2);
    f.go(2, "a"); // the same turn again changes nothing
    expect(f.pools.get("a")!.mobility.owed).toBe(2);
    f.go(3, "a");
    expect(f.mob("a")).toBe(1);
    expect(f.pools.get("a")!.mobility.owed).toBe(0);
    expect(f.spend("a", 1)).toBe(true);
  });

  it("the gate lets one claim through per combatant and round", () => {
    const gate = new TurnStartGate();
    expect(gate.claim("a", 1)).toBe(true);
    expect(gate.claim("a", 1)).toBe(false);
    expect(gate.claim("a", 2)).toBe(true);
    gate.release("a", 1);
    expect(gate.claim("a", 1)).toBe(true);
  });
});

describe("⚡ ledger guards", () => {
  it("no turn start is due in a round that is not a positive whole number, whatever the marker says", () => {
    expect(turnStartDue({ startedRound: 1 }, 1.5)).toBe(false);
    expect(turnStartDue({ startedRound: -1 }, 0)).toBe(false);
  });

  it("no turn starts without a combatant, nor when the pointer did not move", () => {
    expect(turnStartOnChange(null, { round: 1, combatantId: "" }, new Map())).toBeNull();
    expect(turnStartOnChange(null, { round: 1, combatantId: null }, new Map())).toBeNull();
    // The marker may still be unwritten (its update in flight): an unchanged pointer must not start the turn again.
    expect(turnStartOnChange({ round: 1, combatantId: "a" }, { round: 1, combatantId: "a" }, new Map())).toBeNull();
    expect(turnStartOnChange({ round: 1, combatantId: "b" }, { round: 1, combatantId: "a" }, new Map())).toBe("a");
  });

  it("releasing one claim keeps the others; releasing without a combatant forgets them all", () => {
    const gate = new TurnStartGate();
    gate.claim("a", 1);
    gate.claim("b", 1);
    gate.release("a", 1);
    expect(gate.claim("b", 1)).toBe(false);
    gate.release();
    expect(gate.claim("a", 1)).toBe(true);
    expect(gate.claim("b", 1)).toBe(true);
  });
});
