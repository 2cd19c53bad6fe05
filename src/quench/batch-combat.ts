/**
 * Scripted fight on a scene: two characters with tokens, a forced initiative tie broken only at the second 3-dice
 * re-roll, ⚡ reset once per own turn, then one attack exchange through the public API — attack, dodge, apply, undo —
 * with the dice forced so the outcome is known, the ⚡ reset at the next turns, and a re-roll during the fight that
 * leaves the turn where it was. Type-checked only until run in a live world (docs/testing-in-foundry.md).
 */
import { attackCardState } from "./attack-card.ts";
import type { QuenchBatchContext } from "./types.ts";
import { api, configured, createActor, currentDice, fighterSystem, messageIds, TempDocs } from "./world.ts";

const fight = () => api().combat;
const mobility = (actor: Actor.Implementation) => fighterSystem(actor).mobility;
const totalDice = (actor: Actor.Implementation) => (["might", "energy", "spirit"] as const).reduce((sum, id) => sum + currentDice(actor, id), 0);
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * Forces the initiative dice: the face sums `totals` in order (`null`: real dice again), through the roller the
 * system's Combat class reads (combat/initiative/initiative-roll.ts), as the test stage's combat does.
 */
function forceInitiativeRolls(totals: number[] | null): void {
  CONFIG.Combat.documentClass.rollFaceSum = totals ? () => totals.shift() ?? 1 : null;
}

/** Foundry maps a uniform u in [0, 1) to the face ceil((1 − u) × 6): these give every die the face named. */
const FACE_2 = () => 0.7;
const FACE_6 = () => 0.01;

export function combatBatch({ describe, it, before, after, assert }: QuenchBatchContext): void {
  const temp = new TempDocs();
  let messagesBefore: Set<string> = new Set();
  // Only the random source is read and replaced here (and put back in `after`).
  const dice = CONFIG.Dice;
  let realUniform = dice.randomUniform;
  let previousScene: Scene.Implementation | null = null;
  let a: Actor.Implementation;
  let b: Actor.Implementation;
  let tokenB: TokenDocument.Implementation;
  let combat: Combat.Implementation;
  let card: ChatMessage.Implementation;
  const cardState = () => attackCardState(card);

  before(async () => {
    messagesBefore = messageIds();
    realUniform = dice.randomUniform;
    // The viewed scene, put back in `after`.
    previousScene = game.scenes?.viewed ?? null;
    a = await createActor(temp, { name: "Quench fighter A", type: "character", prototypeToken: { actorLink: true } });
    b = await createActor(temp, { name: "Quench fighter B", type: "character", prototypeToken: { actorLink: true } });
    const created = temp.track(await Scene.implementation.create({ name: "Quench fight", width: 1000, height: 1000 }), "scene");
    const scene = configured(created, Scene.implementation, "the scene");
    // Adjacent squares, so a melee weapon reaches.
    const [tokenA, tokenOfB] = await scene.createEmbeddedDocuments("Token", [
      { name: "A", actorId: a.id, actorLink: true, x: 100, y: 100 },
      { name: "B", actorId: b.id, actorLink: true, x: 200, y: 100 },
    ]);
    if (!tokenA || !tokenOfB) throw new Error("the tokens were not created");
    tokenB = configured(tokenOfB, TokenDocument.implementation, "token B");
    await scene.view();
    combat = configured(temp.track(await Combat.implementation.create({ scene: scene.id }), "combat"), Combat.implementation, "the combat");
    await combat.createEmbeddedDocuments("Combatant", [
      { tokenId: tokenA.id, sceneId: scene.id, actorId: a.id },
      { tokenId: tokenB.id, sceneId: scene.id, actorId: b.id },
    ]);
  });
  after(async () => {
    dice.randomUniform = realUniform;
    forceInitiativeRolls(null);
    await temp.cleanup(messagesBefore);
    await previousScene?.view();
  });

  describe("initiative and ⚡ across turns", () => {
    it("breaks a forced tie with 3-dice rolls, again while still tied, and orders by the last break", async () => {
      // Rolls go to the combatants in creation order (A, then B): a tie at 7, a tie again at 9 on the first 3-dice
      // re-roll, then B wins 12 to 5.
      forceInitiativeRolls([7, 7, 9, 9, 5, 12]);
      try {
        await combat.rollInitiative(combat.turns.map((t) => t.id ?? ""));
      } finally {
        forceInitiativeRolls(null);
      }
      const byActor = new Map(combat.turns.map((t) => [t.actorId, t]));
      assert.deepEqual(combat.turns.map((t) => t.initiative), [7, 7]);
      assert.deepEqual(byActor.get(a.id)?.flags["meshal-lite"]?.["tieBreaks"], [9, 5], "A's tie-break rolls");
      assert.deepEqual(byActor.get(b.id)?.flags["meshal-lite"]?.["tieBreaks"], [9, 12], "B's tie-break rolls");
      assert.equal(combat.turns[0]?.actorId, b.id, "the winner of the second tie-break acts first");
    });

    it("resets ⚡ at each own turn start, once per round", async () => {
      // Make A the first to act again for the rest of the batch: a clean re-roll, A well ahead.
      const aId = combat.turns.find((t) => t.actorId === a.id)?.id ?? "";
      const bId = combat.turns.find((t) => t.actorId === b.id)?.id ?? "";
      forceInitiativeRolls([15, 4]);
      try {
        await combat.rollInitiative([aId, bId]);
      } finally {
        forceInitiativeRolls(null);
      }
      assert.equal(combat.turns[0]?.actorId, a.id, "A acts first after the re-roll");
      await a.update({ system: { mobility: { value: 0 } } });
      await b.update({ system: { mobility: { value: 1 } } });
      await combat.startCombat();
      await settle();
      assert.equal(combat.combatant?.actorId, a.id, "the first combatant is current");
      assert.equal(mobility(a).value, 3, "the first combatant's ⚡ was reset");
      assert.equal(mobility(b).value, 1, "the others' ⚡ waits for their own turn");
      await a.update({ system: { mobility: { value: 1 } } });
      await combat.nextTurn();
      await settle();
      assert.equal(mobility(b).value, 3, "the second combatant's ⚡ was reset on its turn");
      await combat.previousTurn();
      await settle();
      assert.equal(mobility(a).value, 1, "going back must not reset ⚡ a second time");
    });
  });

  describe("an attack exchange through meshal.combat", () => {
    it("posts an attack card for a weapon attack on a targeted token", async () => {
      // The dagger's attack (2 hits of Energy÷2 points, physical, adjacent, to Might, block or dodge).
      const [weapon] = await a.createEmbeddedDocuments("Item", [{
        name: "Quench dagger", type: "weapon",
        // Equipped: its attack needs the weapon in hand.
        system: {
          equipped: true,
          attacks: [{
            mode: "melee", action: "tactic", cost: 1, range: { kind: "adjacent" }, targets: { count: 1 }, targetAttributes: ["might"],
            dice: { pools: ["energy"], combine: "max", divisor: 2, bonus: 0, mode: "points" }, hits: 2, types: ["physical"],
            defenses: ["block", "dodge"],
          }],
        },
      }]);
      const item = configured(weapon, Item.implementation, "the weapon");
      dice.randomUniform = FACE_2;
      try {
        const message = await fight().attack(a, item, 0, { targets: [tokenB], fastForward: true });
        if (!message) throw new Error("no attack card was posted");
        card = message;
      } finally {
        dice.randomUniform = realUniform;
      }
      assert.equal(card.type, "attack");
      assert.equal(card.author?.isGM, true, "the card is written by a GM (issue 20)");
      const { hits, targets } = cardState();
      assert.isAtLeast(hits.length, 1);
      assert.lengthOf(card.rolls, hits.length, "one Roll per hit");
      assert.ok(hits.flat().every((f) => f === 2), "the forced attack dice all show 2");
      assert.equal(targets[0]?.actorUuid, b.uuid);
      assert.equal(mobility(a).value, 0, "the attack spent A's last ⚡");
    });

    it("dodges the first hit (⚡ spent on the GM's client), takes the rest, and resolves the line", async () => {
      const before = mobility(b).value;
      dice.randomUniform = FACE_6;
      try {
        const answer = await fight().request(card, { op: "defend", target: 0, hit: 0, kind: "dodge" });
        if (!answer.ok) assert.fail(`the dodge was refused: ${answer.reasonKey}`);
      } finally {
        dice.randomUniform = realUniform;
      }
      const line = () => cardState().targets[0] ?? assert.fail("the card has no target line");
      assert.equal(line().defenses[0]?.kind, "dodge");
      assert.ok(line().defenses[0]?.faces.every((f) => f === 6), "the forced dodge dice all show 6 (no points)");
      assert.equal(mobility(b).value, before - 1, "the dodge cost B one ⚡");
      for (let hit = 1; hit < cardState().hits.length; hit++) {
        if (line().defenses[hit] === null) assert.isTrue((await fight().request(card, { op: "take", target: 0, hit })).ok);
      }
      assert.isTrue(line().resolved, "every hit decided: the line is resolved");
      assert.isAtLeast(line().damage, 1, "a dodge without points stops nothing");
    });

    it("applies the damage as dice removed, and undo restores exactly that once", async () => {
      const before = totalDice(b);
      const line = () => cardState().targets[0] ?? assert.fail("the card has no target line");
      const damage = line().damage;
      assert.isTrue((await fight().request(card, { op: "apply", target: 0, allocation: null })).ok);
      const removed = Object.values(line().applied?.removed ?? {}).reduce((s, n) => s + n, 0);
      assert.equal(removed, Math.min(damage, before), "the record holds the dice removed");
      assert.equal(totalDice(b), before - removed, "B lost those dice");
      assert.isTrue((await fight().request(card, { op: "undo", target: 0 })).ok);
      assert.equal(totalDice(b), before, "undo gave them back");
      assert.isTrue(line().applied?.undone ?? false);
      assert.isFalse((await fight().request(card, { op: "undo", target: 0 })).ok, "a second undo is refused");
      assert.equal(totalDice(b), before);
    });

    it("resets ⚡ to the maximum at the next own turns", async () => {
      await combat.nextRound();
      await settle();
      assert.equal(combat.combatant?.actorId, a.id);
      assert.equal(mobility(a).value, mobility(a).max, "A's ⚡ was reset at its turn in the new round");
      await combat.nextTurn();
      await settle();
      assert.equal(mobility(b).value, mobility(b).max, "B's ⚡ was reset at its turn");
    });
  });

  describe("initiative rolled during the fight", () => {
    it("keeps the turn on the current combatant and starts no one's turn", async () => {
      await combat.nextRound();
      await settle();
      assert.equal(combat.combatant?.actorId, a.id, "A opens the new round");
      await b.update({ system: { mobility: { value: 0 } } });
      const bId = combat.turns.find((t) => t.actorId === b.id)?.id ?? "";
      // B re-rolls ahead of A: the re-sort puts B at A's turn index.
      forceInitiativeRolls([20]);
      try {
        await combat.rollInitiative([bId]);
      } finally {
        forceInitiativeRolls(null);
      }
      await settle();
      assert.equal(combat.turns[0]?.actorId, b.id, "B now acts first");
      assert.equal(combat.combatant?.actorId, a.id, "the turn stayed with A");
      assert.equal(mobility(b).value, 0, "B's turn did not start: its ⚡ was not reset");
    });
  });
}
