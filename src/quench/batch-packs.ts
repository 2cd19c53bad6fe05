/** Batch (a): every document of every system compendium pack initialises without validation errors and can be created. */
import type { QuenchBatchContext } from "./types.ts";
import { createActor, TempDocs, type Doc } from "./world.ts";

/** A pack as this batch reads it. */
interface Pack {
  collection: string;
  documentName: string;
  index: { size: number };
  invalidDocumentIds?: Set<string>;
  getDocuments(): Promise<(Doc & { invalid?: boolean; validationFailures?: { fields?: unknown; joint?: unknown }; toObject(): object })[]>;
}

/** The compendium packs this system ships. */
function systemPacks(): Pack[] {
  // fvtt-types' pack collection is a union over every document type; only the members read here are declared.
  return [...((game.packs ?? []) as unknown as Iterable<Pack>)].filter((p) => p.collection.startsWith("meshal-lite."));
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
        const docs = await pack.getDocuments();
        const actor = await createActor(temp, { name: `Quench packs ${pack.collection}`, type: "character" });
        const created = await actor.createEmbeddedDocuments("Item", docs.map((d) => d.toObject()));
        assert.equal(created.length, docs.length, "some items were refused on creation");
        assert.equal(actor.items.size, docs.length);
      });
    }
  });
}
