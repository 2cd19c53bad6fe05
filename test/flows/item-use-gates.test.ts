/**
 * The gates before an item is used from the sheet (src/actions/item-use.ts, use-limit.ts), on the strict stage with the
 * system's actors, as Ann acting on her own creature. Issue 21 #6: an ability used once a round is refused a second
 * time in the round and allowed in the next; once a Moment counts the whole fight, and a new fight starts a fresh
 * count. Issue 21 #9 (§7.1): an unconscious or dead creature makes no attack and uses no ability.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle } from "../stage/server.ts";
import { woundedCharacter } from "../fixtures/data-actors.ts";
import { ability, dagger, type FixtureItem } from "../fixtures/data-items.ts";
import { flowStage, loadDocumentClasses, makeActor, makeCast, type SystemActor } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet("character");

// The item card is posted after a use: its description passes through core's enricher, here the identity.
const g = globalThis as unknown as { foundry: { applications: { ux: { TextEditor: { implementation: Record<string, unknown> } } } } };
g.foundry.applications.ux.TextEditor.implementation.enrichHTML = async (html: string) => html;

// The attack card's starters (which the sheet reaches through combat/attack/start/item-attack.ts) are recorders here:
// what is tested is that none is reached.
const { startAttack, startBorrowedAttack } = vi.hoisted(() => ({
  startAttack: vi.fn(async () => null),
  startBorrowedAttack: vi.fn(async () => null),
}));
vi.mock("../../src/combat/attack/start/attack-start.ts", () => ({ startAttack }));
vi.mock("../../src/combat/attack/start/borrowed-attack-start.ts", () => ({ startBorrowedAttack }));

const dice = { pools: ["energy"], combine: "max", divisor: 2, bonus: 0, mode: "points" };
/** An ability with one attack that is a plain check (no types, no target attributes) and a use limit. */
const limited = (id: string, limit: object, cost = 1): FixtureItem =>
  ability(id, 1, "energy", { attacks: [], activation: { kind: "tactic", cost, limit } });
const feint = (): FixtureItem =>
  ability("feint", 1, "energy", { attacks: [{ label: "Feint", cost: 1, mode: "melee", dice, types: [], targetAttributes: [] }], activation: { kind: "tactic", cost: 1 } });

/** A started fight of `actor` alone (its turn), in `round`. */
function fightIn(actor: SystemActor, round: number, id = "combat0000000001"): void {
  stage.world.combats = { contents: [{ id, round, started: true, combatants: { contents: [{ actor }] }, combatant: { actor } }] };
}

/** Ann clicks `action` on the row of `itemId` of her creature's sheet. */
const click = (actor: SystemActor, action: string, on: { itemId: string; attack?: number }) =>
  stage.server.onClient(stage.ann, async () => {
    await sheetOf(actor).click(action, on);
    await settle();
  });

beforeEach(() => {
  stage.reset();
  startAttack.mockClear();
  startBorrowedAttack.mockClear();
});
afterEach(() => stage.server.expectNoRefusals());

describe("use limits (issue 21 #6)", () => {
  it("a 1× per round ability refuses its second use in the same round and allows it next round", async () => {
    const item = limited("taunt", { max: "1", per: "round" });
    const { hero } = makeCast(MeshalActor, { items: [item] });
    fightIn(hero, 1);
    await click(hero, "useItem", { itemId: item.id });
    await click(hero, "useItem", { itemId: item.id });
    expect(stage.world.messages.size).toBe(1);
    expect((hero.system.mobility as { value: number }).value).toBe(2);
    expect(stage.warnings).toEqual([`MESHAL.Warn.useLimit.round {"name":"taunt","max":"1"}`]);
    fightIn(hero, 2);
    await click(hero, "useItem", { itemId: item.id });
    expect(stage.world.messages.size).toBe(2);
  });

  it("a 1× per Moment ability counts the whole fight; a new fight starts a fresh count", async () => {
    const item = limited("rally", { max: "1", per: "moment" }, 0);
    const { hero } = makeCast(MeshalActor, { items: [item] });
    fightIn(hero, 1);
    await click(hero, "useItem", { itemId: item.id });
    fightIn(hero, 2);
    await click(hero, "useItem", { itemId: item.id });
    expect(stage.world.messages.size).toBe(1);
    fightIn(hero, 1, "combat0000000002");
    await click(hero, "useItem", { itemId: item.id });
    expect(stage.world.messages.size).toBe(2);
  });
});

describe("a creature that cannot act (issue 21 #9, §7.1)", () => {
  /** Ann's creature tries the dagger's attack, the feint's check and an ability: nothing is made, spent or posted. */
  async function triesEverything(actor: SystemActor): Promise<void> {
    await click(actor, "rollAttack", { itemId: "dagger00000000001", attack: 0 });
    await click(actor, "rollAttack", { itemId: "feint00000000000", attack: 0 });
    await click(actor, "useItem", { itemId: "heal000000000000" });
    expect(startAttack).not.toHaveBeenCalled();
    expect(stage.world.messages.size).toBe(0);
  }

  it("an unconscious creature makes no attack and uses no ability", async () => {
    const fixture = woundedCharacter();
    fixture.items.push(feint(), limited("heal", {}));
    const wounded = makeActor(MeshalActor, "Wounded", fixture, [stage.ann.id]);
    await triesEverything(wounded);
    expect(stage.warnings).toEqual(Array(3).fill("MESHAL.Warn.cannotActUnconscious {}"));
  });

  it("a dead creature makes no attack and uses no ability, in a fight or out of one", async () => {
    const { hero } = makeCast(MeshalActor, { items: [dagger(), feint(), limited("heal", {})] });
    await hero.update({ "system.life.dead": true });
    await triesEverything(hero);
    fightIn(hero, 1);
    await triesEverything(hero);
    expect(stage.warnings).toEqual(Array(6).fill("MESHAL.Warn.cannotActDead {}"));
  });
});
