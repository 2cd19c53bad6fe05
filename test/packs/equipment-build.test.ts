import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import YAML from "yaml";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { EQUIPMENT_PACKS } from "../../scripts/packs/items.mjs";
import { fromRoot } from "../support/project.ts";

const temp = mkdtempSync(path.join(os.tmpdir(), "meshal-packs-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const readYamlDir = (dir: string): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const f of readdirSync(dir).filter((n) => /\.ya?ml$/.test(n))) {
    const doc = YAML.parse(readFileSync(path.join(dir, f), "utf8")) as { _id: string };
    out.set(doc._id, doc);
  }
  return out;
};

describe("built equipment packs (dist/packs, compiled by npm run build)", () => {
  for (const pack of Object.keys(EQUIPMENT_PACKS)) {
    it(`${pack}: extracting the LevelDB pack gives back the sources`, async () => {
      const built = fromRoot("dist", "packs", pack);
      if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first (npm test does).`);
      const out = path.join(temp, pack);
      await extractPack(built, out, { yaml: true, log: false });
      const extracted = readYamlDir(out);
      const sources = readYamlDir(fromRoot("packs", pack));
      expect(extracted.size).toBe(sources.size);
      for (const [id, source] of sources) expect(extracted.get(id), id).toEqual(source);
    });
  }
});
