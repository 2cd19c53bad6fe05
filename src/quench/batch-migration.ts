/**
 * Batch (d): schema-1 world data (test/fixtures/migration-schema1.json, bundled into this chunk) is upgraded on load,
 * written back by the world migration's steps without a cancelled write, and an unlinked token's schema-1 delta gets
 * only its changed keys.
 */
import fixture from "../../test/fixtures/migration-schema1.json";
import type { QuenchBatchContext } from "./types.ts";
import { createActor, library, currentDice, TempDocs } from "./world.ts";

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- stored source read by assertions

/** A schema-1 actor of the fixture, as creation data. */
function fixtureActor(name: string): Actor.CreateData {
  const found = fixture.actors.find((a) => a.name.startsWith(name));
  if (!found) throw new Error(`the schema-1 fixture has no actor named ${name}…`);
  const data = structuredClone(found);
  // cast: schema-1 source is deliberately not today's shape; the models' migrateData upgrades it on creation
  return data as unknown as Actor.CreateData;
}
const sourceOf = (actor: Actor.Implementation): Rec => actor.toObject().system;

export function migrationBatch({ describe, it, before, after, assert }: QuenchBatchContext): void {
  const temp = new TempDocs();
  let sera: Actor.Implementation;
  let bandit: Actor.Implementation;

  before(async () => {
    sera = await createActor(temp, fixtureActor("Sera"));
    bandit = await createActor(temp, fixtureActor("Bandit"));
  });
  after(() => temp.cleanup());

  describe("schema 1 → current", () => {
    it("upgrades a character's stored data when it is created from schema-1 data", () => {
      const system = sourceOf(sera);
      assert.deepEqual(system.attributes.might, { trained: 4, lost: 2, temp: 0, invalid: false });
      assert.equal(system.attributes.spirit.lost, 3);
      assert.equal(system.potential.total, 36);
      assert.deepEqual(system.mobility, { value: 3, max: 3 });
      assert.equal(currentDice(sera, "might"), 2);
    });

    it("upgrades the character's items: kinds list and dice expressions", () => {
      const dagger = sera.items.find((i) => i.name === "Dagger");
      const system: Rec | undefined = dagger?.toObject().system;
      assert.deepEqual(system?.kinds, ["wrestle"]);
      assert.deepEqual(system?.attacks[0].dice.pools, ["energy"]);
      assert.equal(system?.attacks[0].dice.divisor, 2);
    });

    it("keeps an NPC's strength rating and stores base values", () => {
      const system = sourceOf(bandit);
      assert.deepEqual(system.attributes.energy, { base: 2, lost: 1, temp: 0, invalid: false });
      assert.equal(system.strength, 20);
    });

    it("writes the upgraded data back without a cancelled or failed write", async () => {
      const failures: string[] = [];
      const before = sourceOf(sera);
      await (await library()).migrations.migrateActor(sera, failures);
      await (await library()).migrations.migrateActor(bandit, failures);
      assert.deepEqual(failures, []);
      assert.deepEqual(sourceOf(sera), before);
    });

    it("writes only the changed keys into an unlinked token's schema-1 delta", async () => {
      const scene = temp.track(await Scene.implementation.create({ name: "Quench migration" }), "scene");
      const [created] = await scene.createEmbeddedDocuments("Token", [
        { name: "Wounded bandit", actorId: bandit.id, actorLink: false, x: 0, y: 0, delta: { system: { attributes: { energy: { value: 0 } } } } },
      ]);
      const token = created ?? assert.fail("the token was not created");
      const tokenActor = () => token.actor ?? assert.fail("the token has no actor");
      const failures: string[] = [];
      await (await library()).migrations.migrateSceneTokens(scene, failures);
      assert.deepEqual(failures, []);
      assert.equal(currentDice(tokenActor(), "energy"), 0, "the token lost its own damage");
      const delta: Rec = token.delta?.toObject().system ?? {};
      assert.notProperty(delta.attributes?.energy ?? {}, "value");
      assert.deepEqual(Object.keys(delta.attributes ?? {}), ["energy"], "the delta pins attributes the token never changed");
      // A later edit of the base actor still reaches the token.
      await bandit.update({ system: { attributes: { might: { base: 6 } } } });
      assert.equal(sourceOf(tokenActor()).attributes.might.base, 6);
    });
  });
}
