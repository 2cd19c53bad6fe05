/**
 * Scripted fight: start a combat, roll initiative with a forced tie (broken by 3 dice), spend ⚡, next turn resets
 * ⚡ once and going back does not refund it. Type-checked only until run in a live world (docs/foundry-notes.md).
 */
import type { QuenchBatchContext } from "./types.ts";
import { api, createActor, TempDocs, type TestActor } from "./world.ts";

interface TestCombat {
  id: string | null;
  name: string | null;
  started: boolean;
  round: number;
  turns: { id: string | null; initiative: number | null; flags: Record<string, Record<string, unknown> | undefined> }[];
  combatant: { id: string | null } | null;
  createEmbeddedDocuments(type: "Combatant", data: object[]): Promise<{ id: string | null }[]>;
  rollInitiative(ids: string[]): Promise<unknown>;
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
  previousTurn(): Promise<unknown>;
  delete(): Promise<unknown>;
}

const mobility = (actor: TestActor) => (actor.system.mobility as { value: number }).value;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

export function combatBatch({ describe, it, before, after, assert }: QuenchBatchContext): void {
  const temp = new TempDocs();
  let a: TestActor;
  let b: TestActor;
  let combat: TestCombat;
  before(async () => {
    a = await createActor(temp, { name: "Quench fighter A", type: "character" });
    b = await createActor(temp, { name: "Quench fighter B", type: "character" });
    const created = (await Combat.implementation.create({} as never)) as unknown as TestCombat | undefined;
    combat = temp.track(created, "combat");
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: a.id }, { actorId: b.id }]);
  });
  after(async () => {
    api().combat.forceInitiativeRolls(null);
    await temp.cleanup();
  });

  describe("initiative and ⚡ across turns", () => {
    it("breaks a forced tie with 3-dice rolls and shows them on the combatants", async () => {
      api().combat.forceInitiativeRolls([7, 7, 12, 5]);
      await combat.rollInitiative(combat.turns.map((t) => t.id ?? ""));
      api().combat.forceInitiativeRolls(null);
      assert.deepEqual(combat.turns.map((t) => t.initiative), [7, 7]);
      assert.deepEqual(combat.turns.map((t) => t.flags["meshal-lite"]?.["tieBreaks"]), [[12], [5]]);
    });

    it("resets ⚡ at each own turn start, once per round", async () => {
      await a.update({ "system.mobility.value": 0 });
      await b.update({ "system.mobility.value": 1 });
      await combat.startCombat();
      await settle();
      // A won the tie-break (12 against 5), so it acts first.
      assert.equal(combat.combatant?.id, combat.turns[0]?.id, "the first combatant is current");
      assert.equal(mobility(a), 3, "the first combatant's ⚡ was reset");
      assert.equal(mobility(b), 1, "the others' ⚡ waits for their own turn");
      await a.update({ "system.mobility.value": 1 });
      await combat.nextTurn();
      await settle();
      assert.equal(mobility(b), 3, "the second combatant's ⚡ was reset on its turn");
      await combat.previousTurn();
      await settle();
      assert.equal(mobility(a), 1, "going back refunded ⚡");
    });
  });
}
