import { existsSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { readDataset } from "../../scripts/packs/common.mjs";
import { EQUIPMENT_PACKS, generateEquipment } from "../../scripts/packs/items.mjs";
import { MERGE_CONVERTER, TRANSLATIONS_DIR, configureBabele, mergeTranslation } from "../../src/compat/babele.ts";
import { readBabele } from "../support/packs.ts";
import { fromRoot } from "../support/project.ts";

const { packs } = generateEquipment(readDataset<unknown[]>("items", "items.json"));

describe("Babele translation files of the equipment packs", () => {
  for (const pack of Object.keys(EQUIPMENT_PACKS)) {
    it(`${pack}: one English entry per document, keyed by _id, and none for missing documents`, () => {
      const data = readBabele(pack);
      const ids = packs[pack]!.map((e) => e.doc._id).sort();
      expect(Object.keys(data.entries).sort()).toEqual(ids);
      for (const [id, entry] of Object.entries(data.entries)) {
        expect(entry.name, id).toMatch(/^[\x20-\x7e]+$/);
        expect(entry.description, id).toMatch(/^<p>[A-Z]/);
        expect(entry.description).not.toMatch(/[\u4e00-\u9fff]/);
      }
    });

    it(`${pack}: names its pack and maps name, description and the structured fields onto our fields`, () => {
      const data = readBabele(pack);
      expect(data.label).toBe(EQUIPMENT_PACKS[pack]!.en);
      expect(data.mapping).toMatchObject({ name: "name", description: "system.description", attacks: { path: "system.attacks", converter: MERGE_CONVERTER } });
    });
  }

  it("points Babele at the system's translations folder and registers the merge converter", () => {
    const babele = { setSystemTranslationsDir: vi.fn(), registerConverters: vi.fn() };
    configureBabele(babele);
    expect(babele.setSystemTranslationsDir).toHaveBeenCalledWith("translations");
    expect(babele.registerConverters).toHaveBeenCalledWith({ [MERGE_CONVERTER]: mergeTranslation });
    expect(existsSync(fromRoot(TRANSLATIONS_DIR, "en"))).toBe(true);
  });
});
