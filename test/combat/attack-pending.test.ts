/**
 * The recoverable actor writes of an attack card (src/combat/attack/gm/attack-pending.ts, the write owed in
 * target-write.ts) and their actor update (attack-effects.ts).
 */
import { describe, expect, it } from "vitest";
import { abandonPending, answersRetry, causedDeath, deathMark, OwedWrites, withPending } from "../../src/combat/attack/gm/attack-pending.ts";
import { effectOf, pendingFor } from "../../src/combat/attack/target-write.ts";
import { pendingUpdate, type EffectView } from "../../src/combat/attack/gm/attack-effects.ts";
import { card } from "../support/attack.ts";

const attr = (total: number, lost = 0) => ({ trained: total, base: total, temp: 0, total, max: total, value: total - lost, lost, invalid: false });
const view = (over: Partial<EffectView> = {}): EffectView =>
  ({ attributes: { might: attr(4), energy: attr(3), spirit: attr(3) }, mobility: { value: 3, max: 3 }, consciousness: "conscious", ...over }) as EffectView;
const ctx = { attributes: ["might"] as const, inCombat: true, deathKey: "flags.s.deathBy", deathMark: "card.0@0" };

describe("pending writes", () => {
  it("stand for the effect they record, and nothing is owed for an effect that writes nothing", () => {
    expect(pendingFor({ kind: "none" })).toBeNull();
    expect(pendingFor({ kind: "spend", cost: 0 }, 1)).toBeNull();
    for (const effect of [
      { kind: "spend", cost: 1 },
      { kind: "damage", damage: 3, allocation: { might: 3, energy: 0, spirit: 0 }, kill: true },
      { kind: "restore", dice: { might: 1, energy: 2, spirit: 0 }, clearDeath: true },
    ] as const) expect(effectOf(pendingFor(effect)!)).toEqual(effect);
  });

  it("are set and cleared on one line only", () => {
    const state = card();
    const owed = withPending(state, 0, pendingFor({ kind: "spend", cost: 1 }, 1));
    expect(owed.targets[0]!.pending).toMatchObject({ kind: "spend", hit: 1, cost: 1 });
    expect(withPending(owed, 0, null).targets[0]!.pending).toBeNull();
  });

  it("answer a retry of the same step only", () => {
    const spend = pendingFor({ kind: "spend", cost: 1 }, 1)!;
    expect(answersRetry({ op: "defend", target: 0, hit: 1, kind: "dodge" }, spend)).toBe(true);
    expect(answersRetry({ op: "defend", target: 0, hit: 0, kind: "dodge" }, spend)).toBe(false);
    expect(answersRetry({ op: "apply", target: 0, allocation: null }, spend)).toBe(false);
    const damage = pendingFor({ kind: "damage", damage: 1, allocation: { might: 1, energy: 0, spirit: 0 }, kill: false })!;
    expect(answersRetry({ op: "apply", target: 0, allocation: null }, damage)).toBe(true);
    expect(answersRetry({ op: "undo", target: 0 }, damage)).toBe(false);
  });

  it("are known to the GM's client that opened them until their card drops them, however many others come and go", () => {
    const owed = new OwedWrites();
    owed.open("debt000000000001");
    expect(owed.statusOf("debt000000000001")).toBe("owed");
    for (let i = 0; i < 1000; i++) {
      const other = `other${String(i).padStart(11, "0")}`;
      owed.open(other);
      owed.made(other);
      owed.close(other);
    }
    expect(owed.statusOf("debt000000000001")).toBe("owed");
    owed.made("debt000000000001");
    expect(owed.statusOf("debt000000000001")).toBe("made");
    owed.close("debt000000000001");
    expect(owed.statusOf("debt000000000001")).toBe("unknown");
    expect(owed.size).toBe(0);
    // A debt it never opened, or one on a card older than write ids, is not known either way.
    expect(owed.statusOf("debt000000000002")).toBe("unknown");
    expect(owed.statusOf(undefined)).toBe("unknown");
  });

  it("mark a death with the application and the revivals then", () => {
    expect(causedDeath(deathMark("c", 1, 0), deathMark("c", 1, 0))).toBe(true);
    expect(causedDeath(deathMark("c", 1, 0), deathMark("c", 1, 1))).toBe(false);
    expect(causedDeath(undefined, deathMark("c", 1, 0))).toBe(false);
  });
});

describe("the actor update of a pending write", () => {
  it("carries the effect alone, no mark of the write on the actor", () => {
    const p = pendingFor({ kind: "damage", damage: 1, allocation: { might: 1, energy: 0, spirit: 0 }, kill: false })!;
    expect(pendingUpdate(view(), p, ctx)).toEqual({ ok: true, update: { "system.attributes.might.lost": 1 } });
  });

  it("marks a death the application stores, and clears it on the undo that clears the death", () => {
    const kill = pendingFor({ kind: "damage", damage: 4, allocation: { might: 4, energy: 0, spirit: 0 }, kill: true })!;
    expect(pendingUpdate(view({ consciousness: "unconscious" }), kill, ctx)).toMatchObject({ ok: true, update: { "system.life.dead": true, "flags.s.deathBy": "card.0@0" } });
    const back = pendingFor({ kind: "restore", dice: { might: 4, energy: 0, spirit: 0 }, clearDeath: true })!;
    const corpse = view({ attributes: { might: attr(4, 4), energy: attr(3), spirit: attr(3) }, consciousness: "dead" });
    expect(pendingUpdate(corpse, back, ctx)).toMatchObject({ ok: true, update: { "system.life.dead": false, "flags.s.deathBy": null } });
  });

  it("spends no ⚡ outside a started combat", () => {
    const spend = pendingFor({ kind: "spend", cost: 1 })!;
    expect(pendingUpdate(view(), spend, { ...ctx, inCombat: false })).toEqual({ ok: true, update: {} });
  });

  it("is refused when the actor can no longer take it", () => {
    const spend = pendingFor({ kind: "spend", cost: 1 })!;
    expect(pendingUpdate(view({ mobility: { value: 0, max: 3 } }), spend, ctx)).toMatchObject({ ok: false });
  });
});

describe("a pending write that can no longer be made", () => {
  const applied = { removed: { might: 1, energy: 0, spirit: 0 }, state: "conscious" as const, killed: false, undone: false };
  const line = (over: object) => {
    const state = card();
    return { ...state, targets: state.targets.map((t) => ({ ...t, resolved: true, ...over })) };
  };

  it("takes an application back so Apply can be asked again", () => {
    const owed = line({ applied, pending: pendingFor({ kind: "damage", damage: 1, allocation: applied.removed, kill: false }) });
    expect(abandonPending(owed, 0).targets[0]).toMatchObject({ applied: null, pending: null });
  });

  it("takes an undo back so Undo can be asked again", () => {
    const owed = line({ applied: { ...applied, undone: true }, pending: pendingFor({ kind: "restore", dice: applied.removed, clearDeath: false }) });
    expect(abandonPending(owed, 0).targets[0]).toMatchObject({ applied: { undone: false }, pending: null });
  });

  it("keeps a defense, unpaid, and drops the debt", () => {
    const owed = line({ defenses: [{ kind: "dodge", faces: [6, 6, 6] }, null], pending: pendingFor({ kind: "spend", cost: 1 }) });
    expect(abandonPending(owed, 0).targets[0]).toMatchObject({ defenses: [{ kind: "dodge" }, null], pending: null });
  });
});
