/**
 * Issue 21 #6 on the sheet: each limited ability's row shows its uses left this period, read from the actor's flag
 * `uses` and the fight it is in (src/actions/use-limit.ts), and the pure row view carries them.
 */
import { afterEach, describe, expect, it } from "vitest";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { abilityGroups } from "../../src/sheets/character/abilities-view.ts";
import { usesLeftFor } from "../../src/actions/use-limit.ts";
import { prepared } from "./character/support.ts";

const g = globalThis as unknown as { game: Record<string, unknown> };
g.game ??= {};

afterEach(() => {
  delete g.game.combats;
});

describe("uses left on the ability row", () => {
  it("the row view carries the uses left given for its item, none without", () => {
    const c = prepared(A.freshCharacter, (a) => { a.items.push(I.ability("taunt", 1, "might")); });
    const read = (id: string) => (id.startsWith("taunt") ? { left: 0, max: 1 } : null);
    const might = abilityGroups(c.system, c.items, undefined, read).find((group) => group.id === "might")!;
    expect(might.abilities[0]).toMatchObject({ name: "taunt", uses: { left: 0, max: 1 } });
    expect(abilityGroups(c.system, c.items).find((group) => group.id === "might")!.abilities[0]!.uses).toBeNull();
  });

  it("reads the actor's flag in the fight's round: spent this round, fresh the next, not shown outside a fight", () => {
    const actor = { system: { attributes: {} }, flags: { "meshal-lite": { uses: { taunt000000000000: { key: "round:f1:1", count: 1 } } } } };
    const item = { id: "taunt000000000000", name: "Taunt", system: { activation: { kind: "tactic", cost: 1, limit: { max: "1", per: "round" } } } };
    const fight = (round: number) => ({ contents: [{ id: "f1", round, started: true, combatants: { contents: [{ actor }] } }] });
    g.game.combats = fight(1);
    expect(usesLeftFor(actor, item)).toEqual({ left: 0, max: 1 });
    g.game.combats = fight(2);
    expect(usesLeftFor(actor, item)).toEqual({ left: 1, max: 1 });
    delete g.game.combats;
    expect(usesLeftFor(actor, item)).toBeNull();
  });
});
