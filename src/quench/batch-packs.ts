/** Batch (a): every document of every system compendium pack initialises without validation errors and can be created. */
import type { QuenchBatchContext } from "./types.ts";
import { configured, createActor, TempDocs } from "./world.ts";

/** The compendium packs this system ships. */
function systemPacks() {
  return [...(game.packs ?? [])].filter((p) => p.collection.startsWith("meshal-lite."));
}

export function packsBatch({ describe, it, after, assert }: QuenchBatchContext): void {
  const temp = new TempDocs();
  after(() => temp.cleanup());

  describe("system compendium packs", () => {
    it("are all loaded", () => {
      assert.isAtLeast(systemPacks().length, 1, "no meshal-lite packs found");
    });

    for (const pack of systemPacks()) {
      it(`${pack.collection}: every document initialises without validation failures`, async () => {
        const docs = await pack.getDocuments();
        assert.equal(docs.length, pack.index.size, "documents dropped as invalid while loading");
        assert.equal(pack.invalidDocumentIds?.size ?? 0, 0, "invalid document ids");
        for (const doc of docs) {
          assert.isFalse(Boolean(doc.invalid), `${doc.name} is invalid`);
          assert.ok(!doc.validationFailures?.fields && !doc.validationFailures?.joint, `${doc.name} has validation failures`);
        }
      });

      if (pack.documentName !== "Item") continue;
      it(`${pack.collection}: every item can be created on a temporary character`, async () => {
        const docs = (await pack.getDocuments()).map((d) => configured(d, Item.implementation, `${pack.collection} ${d.name}`));
        const actor = await createActor(temp, { name: `Quench packs ${pack.collection}`, type: "character" });
        const created = await actor.createEmbeddedDocuments("Item", docs.map((d) => d.toObject()));
        assert.equal(created.length, docs.length, "some items were refused on creation");
        assert.equal(actor.items.size, docs.length);
      });
    }
  });
}
