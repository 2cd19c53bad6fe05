/**
 * Issue 21 #6 on the sheet: each limited ability's row shows its uses left this period, and the pure row view carries
 * them. Reading them from the actor's flag `uses` and the fight it is in (src/actions/use-limit.ts) is tested on the
 * flow stage's actors (test/flows/use-limits.test.ts).
 */
import { describe, expect, it } from "vitest";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { abilityGroups } from "../../src/sheets/character/abilities-view.ts";
import { prepared } from "./character/support.ts";

describe("uses left on the ability row", () => {
  it("the row view carries the uses left given for its item, none without", () => {
    const c = prepared(A.freshCharacter, (a) => { a.items.push(I.ability("taunt", 1, "might")); });
    const read = (id: string) => (id.startsWith("taunt") ? { left: 0, max: 1 } : null);
    const might = abilityGroups(c.system, c.items, undefined, read).find((group) => group.id === "might")!;
    expect(might.abilities[0]).toMatchObject({ name: "taunt", uses: { left: 0, max: 1 } });
    expect(abilityGroups(c.system, c.items).find((group) => group.id === "might")!.abilities[0]!.uses).toBeNull();
  });

});
