/**
 * `rollItemAttack` (sheets and hotbar macros) routes an attack that deals damage to the attack card and keeps the
 * plain check for any other attack. The card starter and the check are replaced by recorders: what is tested is
 * the routing, not what they do (the planner has its own tests; posting the card needs a live world).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const startAttack = vi.fn(async () => null);
const rollActorCheck = vi.fn(async () => null);
vi.mock("../../src/combat/attack-start.ts", () => ({ startAttack }));
vi.mock("../../src/dice/index.ts", () => ({ rollActorCheck }));

const { rollItemAttack, useItem } = await import("../../src/sheets/base/item-use.ts");

const g = globalThis as unknown as { game: unknown };
g.game = { i18n: { localize: (key: string) => key } };

const dice = { pools: ["energy"], combine: "max", divisor: 2, bonus: 0, mode: "points" };
const damaging = { label: "Stab", cost: 1, mode: "melee", dice, types: ["physical"], targetAttributes: ["might"] };
const check = { label: "Feint", cost: 1, mode: "melee", dice, types: [], targetAttributes: [] };

function itemWith(attacks: object[], inCombat = false) {
  const spendMobility = vi.fn(async () => ({ ok: true }));
  const actor = { name: "Att", inCombat, items: { contents: [] }, spendMobility };
  // Cast: a plain stand-in for an owned item; rollItemAttack reads only these fields.
  const item = { name: "Dagger", actor, system: { kinds: ["blade"], attacks } } as unknown as Item.Implementation;
  return { item, actor };
}

beforeEach(() => {
  startAttack.mockClear();
  rollActorCheck.mockClear();
});

describe("rollItemAttack", () => {
  it("starts the attack card for an attack that deals damage, passing the click along", async () => {
    const { item, actor } = itemWith([check, damaging], true);
    const event = new Event("click");
    await rollItemAttack(item, 1, event);
    expect(startAttack).toHaveBeenCalledWith(actor, item, 1, { event });
    expect(rollActorCheck).not.toHaveBeenCalled();
    expect(actor.spendMobility).not.toHaveBeenCalled(); // the card's starter spends the ⚡ itself
  });

  it("rolls a check for an attack without types or target attributes, after spending its ⚡ in combat", async () => {
    const { item, actor } = itemWith([check, damaging], true);
    await rollItemAttack(item, 0);
    expect(startAttack).not.toHaveBeenCalled();
    expect(actor.spendMobility).toHaveBeenCalledWith(1);
    expect(rollActorCheck).toHaveBeenCalledWith(actor, expect.objectContaining({ expression: dice, purpose: "Dagger: Feint" }));
  });

  it("does nothing for a missing attack", async () => {
    const { item } = itemWith([damaging]);
    await rollItemAttack(item, 3);
    expect(startAttack).not.toHaveBeenCalled();
    expect(rollActorCheck).not.toHaveBeenCalled();
  });

  it("useItem makes an item's only attack the same way", async () => {
    const { item, actor } = itemWith([damaging]);
    await useItem(item);
    expect(startAttack).toHaveBeenCalledWith(actor, item, 0, { event: undefined });
  });
});
