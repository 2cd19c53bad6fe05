/**
 * `rollItemAttack` and `useItem` (combat/attack/start/item-attack.ts, which sheets, hotbar macros and the API call)
 * start an attack that deals damage or borrows a weapon on the attack card and leave any other attack, and an item
 * used without one, to the actions (actions/item-use.ts). The card starters and the check are replaced by recorders:
 * what is tested is the routing and the actions' part, not what the starters do (the planner has its own tests;
 * posting the card needs a live world). The gates before a use (use limits, a creature that cannot act) are played
 * with the system's actors on the flow stage (test/flows/item-use-gates.test.ts).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const startAttack = vi.fn(async () => null);
const rollActorCheck = vi.fn(async () => null);
const startBorrowedAttack = vi.fn(async () => null);
vi.mock("../../src/dice/index.ts", () => ({ rollActorCheck }));
vi.mock("../../src/combat/attack/start/attack-start.ts", () => ({ startAttack }));
vi.mock("../../src/combat/attack/start/borrowed-attack-start.ts", () => ({ startBorrowedAttack }));

const { rollItemAttack, useItem } = await import("../../src/combat/attack/start/item-attack.ts");

const g = globalThis as unknown as { game: unknown };
g.game = { i18n: { localize: (key: string) => key, format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}` } };
const warnings: string[] = [];
(globalThis as unknown as { ui: unknown }).ui = { notifications: { warn: (text: string) => warnings.push(text) } };

const dice = { pools: ["energy"], combine: "max", divisor: 2, bonus: 0, mode: "points" };
const damaging = { label: "Stab", cost: 1, mode: "melee", dice, types: ["physical"], targetAttributes: ["might"] };
const check = { label: "Feint", cost: 1, mode: "melee", dice, types: [], targetAttributes: [] };

function itemWith(attacks: object[], inCombat = false, { type = "weapon", ...extra }: { type?: string; [field: string]: unknown } = {}, spends = true) {
  const spendMobility = vi.fn(async () => (spends ? { ok: true } : null));
  const actor = { name: "Att", inCombat, items: { contents: [] }, spendMobility };
  // Cast: a plain stand-in for an owned item; rollItemAttack reads only these fields.
  const item = { name: "Dagger", type, actor, system: { kinds: ["blade"], attacks, ...extra } } as unknown as Item.Implementation;
  return { item, actor };
}

const create = vi.fn(async () => null);
const enrichHTML = vi.fn(async (text: string) => text);
const renderTemplate = vi.fn(async () => "<div></div>");
const stage = globalThis as unknown as { ChatMessage: unknown; foundry: unknown };
stage.ChatMessage = { create, getSpeaker: () => ({}) };
stage.foundry = { applications: { ux: { TextEditor: { implementation: { enrichHTML } } }, handlebars: { renderTemplate } } };

beforeEach(() => {
  startAttack.mockClear();
  startBorrowedAttack.mockClear();
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
    expect(actor.spendMobility).toHaveBeenCalledWith(1, { kind: "tactic", confirmOverride: true });
    expect(rollActorCheck).toHaveBeenCalledWith(actor, expect.objectContaining({ expression: dice, purpose: "Dagger: Feint" }));
  });

  it("refuses, with the reason, an attack whose weapon must be equipped first; spends and rolls nothing", async () => {
    const { item, actor } = itemWith([{ ...damaging, requiresEquip: true }, { ...check, requiresEquip: true }], true, { equipped: false });
    warnings.length = 0;
    await rollItemAttack(item, 0);
    await rollItemAttack(item, 1);
    expect(startAttack).not.toHaveBeenCalled();
    expect(rollActorCheck).not.toHaveBeenCalled();
    expect(actor.spendMobility).not.toHaveBeenCalled();
    expect(warnings).toEqual([`MESHAL.Attack.start.notEquipped {"item":"Dagger"}`, `MESHAL.Attack.start.notEquipped {"item":"Dagger"}`]);
  });

  it("makes an ability's weapon attack with one of the actor's weapons (equipped, any or natural)", async () => {
    for (const weapon of ["equipped", "any", "natural"]) {
      const { item, actor } = itemWith([{ ...check, weapon, cost: 0 }], true, { type: "ability", activation: { kind: "reaction", cost: 1 } });
      startBorrowedAttack.mockClear();
      await rollItemAttack(item, 0);
      expect(startBorrowedAttack).toHaveBeenCalledWith(actor, item, 0, { event: undefined });
      expect(startAttack).not.toHaveBeenCalled();
      expect(rollActorCheck).not.toHaveBeenCalled();
    }
  });

  it("an ability repeating an attack on the table spends its activation's ⚡ and posts its card, rolling nothing", async () => {
    const { item, actor } = itemWith([{ ...check, weapon: "sameAttack", cost: 0 }], true, { type: "ability", activation: { kind: "attached", cost: 1 } });
    create.mockClear();
    await rollItemAttack(item, 0);
    expect(actor.spendMobility).toHaveBeenCalledWith(1, { kind: "reaction", confirmOverride: true });
    expect(create).toHaveBeenCalledTimes(1);
    expect(startBorrowedAttack).not.toHaveBeenCalled();
    expect(rollActorCheck).not.toHaveBeenCalled();
  });

  it("does nothing for a missing attack", async () => {
    const { item } = itemWith([damaging]);
    await rollItemAttack(item, 3);
    expect(startAttack).not.toHaveBeenCalled();
    expect(rollActorCheck).not.toHaveBeenCalled();
  });

  it("a refused ⚡ spend stops the check", async () => {
    const { item, actor } = itemWith([{ ...check, action: "reaction", cost: 2 }], true, {}, false);
    await rollItemAttack(item, 0);
    expect(actor.spendMobility).toHaveBeenCalledWith(2, { kind: "reaction", confirmOverride: true });
    expect(rollActorCheck).not.toHaveBeenCalled();
  });

  it("useItem spends an ability's activation cost before posting its card, and nothing for a passive one", async () => {
    const ability = itemWith([], true, { type: "ability", activation: { kind: "reaction", cost: 1 } });
    create.mockClear();
    await useItem(ability.item);
    expect(ability.actor.spendMobility).toHaveBeenCalledWith(1, { kind: "reaction", confirmOverride: true });
    expect(create).toHaveBeenCalledTimes(1);
    const passive = itemWith([], true, { type: "ability", activation: { kind: "passive", cost: null } });
    await useItem(passive.item);
    expect(passive.actor.spendMobility).not.toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("useItem posts nothing when an item action's ⚡ is refused", async () => {
    const gear = itemWith([], true, { type: "gear", use: { kind: "tactic", cost: 2 } }, false);
    create.mockClear();
    await useItem(gear.item);
    expect(gear.actor.spendMobility).toHaveBeenCalledWith(2, { kind: "tactic", confirmOverride: true });
    expect(create).not.toHaveBeenCalled();
  });

  it("useItem makes an item's only attack the same way", async () => {
    const { item, actor } = itemWith([damaging]);
    await useItem(item);
    expect(startAttack).toHaveBeenCalledWith(actor, item, 0, { event: undefined });
  });
});
