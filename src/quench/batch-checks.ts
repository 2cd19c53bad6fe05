/**
 * Batch (c): each kind of check and card, rolled for real and posted to chat: a points check with a difficulty, a
 * face-sum roll, a progressive attempt card, a progressive contest card and a rest card.
 */
import type { QuenchBatchContext } from "./types.ts";
import { api, createActor, currentDice, messageIds, postedSince, TempDocs } from "./world.ts";

export function checksBatch({ describe, it, before, after, assert }: QuenchBatchContext): void {
  const temp = new TempDocs();
  let messagesBefore = new Set<string>();
  let actor: Actor.Implementation;

  before(async () => {
    messagesBefore = messageIds();
    actor = await createActor(temp, { name: "Quench roller", type: "character" });
  });
  after(() => temp.cleanup(messagesBefore));

  /** The one message a step posted. */
  async function postedBy<T>(run: () => Promise<T>) {
    const ids = messageIds();
    const result = await run();
    const posted = postedSince(ids);
    assert.lengthOf(posted, 1, "expected exactly one chat message");
    return { result, message: posted[0] ?? assert.fail("expected exactly one chat message") };
  }

  describe("checks and cards", () => {
    it("rolls a points check with a difficulty and posts it with its roll", async () => {
      const { result, message } = await postedBy(() => api().dice.rollActorCheck(actor, { expression: "might", difficulty: 3, skipDialog: true }));
      assert.instanceOf(result, api().dice.PointsRoll);
      const roll = result ?? assert.fail("no roll");
      assert.isAtLeast(roll.total ?? -1, 0);
      assert.isAtMost(roll.total ?? 99, 2 * roll.faces.length, "points are at most 2 per die");
      assert.equal(message.rolls[0]?.total, roll.total, "the posted roll is the evaluated one");
    });

    it("rolls a face-sum check", async () => {
      const { result } = await postedBy(() => api().dice.rollFaceSum(3, { skipDialog: true }));
      const total = result?.total ?? 0;
      assert.isAtLeast(total, 3);
      assert.isAtMost(total, 18);
    });

    it("starts a progressive attempt card with the first roll on it", async () => {
      const { result, message } = await postedBy(() =>
        api().dice.rollActorCheck(actor, { expression: "might", difficulty: 8, progressive: true, skipDialog: true }),
      );
      assert.instanceOf(result, api().dice.PointsRoll);
      assert.lengthOf(message.rolls, 1);
    });

    it("starts a progressive contest card", async () => {
      const { result, message } = await postedBy(() =>
        api().dice.startProgressiveCard({ kind: "contest", target: 6, actor, expression: "energy", purpose: "Arm wrestling" }),
      );
      assert.ok(result, "no message returned");
      assert.equal(result?.id, message.id);
    });

    it("rests an hour and posts the rest card", async () => {
      await actor.takeDamage(1, "might");
      const wounded = currentDice(actor, "might");
      const { result } = await postedBy(() => api().actions.restActor(actor, 1));
      assert.ok(result, "the rest was refused");
      assert.isAtLeast(currentDice(actor, "might"), wounded);
    });
  });
}
