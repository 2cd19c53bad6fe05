/** Extra batch: a token-bar edit of an attribute pool tells `modifyTokenAttribute` listeners, which may cancel it. */
import type { QuenchBatchContext } from "./types.ts";
import { createActor, currentDice, TempDocs } from "./world.ts";

export function tokenBarBatch({ describe, it, before, after, assert }: QuenchBatchContext): void {
  const temp = new TempDocs();
  let actor: Actor.Implementation;
  before(async () => {
    actor = await createActor(temp, { name: "Quench token bars", type: "character" });
  });
  after(() => temp.cleanup());

  describe("modifyTokenAttribute", () => {
    it("calls the hook with the edit, the update and the actor; false cancels the edit", async () => {
      const heard: unknown[][] = [];
      // Foundry passes the actor as a third argument, which fvtt-types' declaration lacks (documents/actor.ts).
      const id = Hooks.on("modifyTokenAttribute", (...args: unknown[]) => {
        heard.push(args);
        return false;
      });
      try {
        await actor.modifyTokenAttribute("attributes.might", -1, true, true);
      } finally {
        Hooks.off("modifyTokenAttribute", id);
      }
      assert.lengthOf(heard, 1);
      const [call] = heard;
      assert.deepEqual(call?.[0], { attribute: "attributes.might", value: -1, isDelta: true, isBar: true });
      assert.deepEqual(call?.[1], { "system.attributes.might.lost": 1 });
      assert.strictEqual(call?.[2], actor);
      assert.equal(currentDice(actor, "might"), 3, "a cancelled edit changed the actor");
    });

    it("applies the edit as dice lost when nobody cancels it", async () => {
      await actor.modifyTokenAttribute("attributes.might", -1, true, true);
      assert.equal(currentDice(actor, "might"), 2);
      assert.equal(actor.toObject().system.attributes.might.lost, 1);
    });
  });
}
