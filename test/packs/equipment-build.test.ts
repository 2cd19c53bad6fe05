import { describe, expect, it } from "vitest";
import { EQUIPMENT_PACKS } from "../../scripts/packs/items.mjs";
import { extractBuiltPack, packSources } from "../support/packs.ts";

describe("built equipment packs (dist/packs, compiled by npm run build)", () => {
  for (const pack of Object.keys(EQUIPMENT_PACKS)) {
    it(`${pack}: extracting the LevelDB pack gives back the sources`, async () => {
      const extracted = new Map((await extractBuiltPack(pack)).map((d) => [d._id, d]));
      const sources = packSources(pack);
      expect(extracted.size).toBe(sources.length);
      for (const { doc } of sources) expect(extracted.get(doc._id), doc._id).toEqual(doc);
    });
  }
});
