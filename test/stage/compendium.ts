/**
 * The system's compendium packs on the stage, with the real content: every pack the manifest lists, read from its
 * YAML sources (packs/<name>, packs/en/<name>) as Foundry serves a pack — `game.packs.get("meshal-lite.<name>")`, an
 * index of `_id`, `uuid`, `name`, `img`, `type` and the fields asked for (Foundry's `getIndex({fields})`), and each
 * document as a compendium item (`pack` set, a `Compendium.…` UUID).
 */
import { readFileSync, readdirSync } from "node:fs";
import YAML from "yaml";
import { fromRoot, readJson } from "../support/project.ts";
import { StageItem } from "./server-documents.ts";

type Rec = Record<string, unknown>;

/** An item in a compendium pack. */
export class StagePackItem extends StageItem {
  constructor(source: Rec, readonly packId: string) {
    super(source);
    this.pack = packId;
  }
  override get uuid(): string {
    return `Compendium.${this.packId}.Item.${this.id}`;
  }
}

const valueAt = (doc: Rec, path: string): unknown => path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Rec)[k] : undefined), doc);

/** Sets `path` in `out` (a plain nested record), as an index entry carries a requested field. */
function setAt(out: Rec, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = out;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Rec;
  node[keys.at(-1)!] = value;
}

/** One Item pack of the system on the stage. */
export class StagePack {
  readonly documents: Rec[];
  constructor(readonly collection: string, readonly label: string, dir: string) {
    this.documents = readdirSync(dir).filter((f) => f.endsWith(".yml")).sort().map((f) => YAML.parse(readFileSync(`${dir}/${f}`, "utf8")) as Rec);
  }
  /** The index Foundry builds: the base fields and the ones asked for. */
  async getIndex({ fields = [] }: { fields?: string[] } = {}): Promise<Rec[]> {
    return this.documents.map((d) => {
      const entry: Rec = { _id: d._id, uuid: `Compendium.${this.collection}.Item.${String(d._id)}`, name: d.name, img: d.img, type: d.type };
      for (const path of fields) setAt(entry, path, structuredClone(valueAt(d, path)));
      return entry;
    });
  }
  async getDocument(id: string): Promise<StagePackItem | null> {
    const source = this.documents.find((d) => d._id === id);
    return source ? new StagePackItem(structuredClone(source), this.collection) : null;
  }
  /** The document with dataset id `identifier` (a test's shortcut to what a user finds by name). */
  byIdentifier(identifier: string): Promise<StagePackItem | null> {
    const found = this.documents.find((d) => valueAt(d, "system.identifier") === identifier);
    return this.getDocument(String(found?._id ?? ""));
  }
}

/** Puts every Item pack the manifest lists on `game.packs` (id `meshal-lite.<name>`); returns them by id. */
export function installCompendium(): Map<string, StagePack> {
  const manifest = readJson<{ id: string; packs: { name: string; label: string; path: string; type: string }[] }>(fromRoot("system.json"));
  const packs = new Map<string, StagePack>();
  for (const p of manifest.packs.filter((x) => x.type === "Item")) {
    const id = `${manifest.id}.${p.name}`;
    packs.set(id, new StagePack(id, p.label, fromRoot(p.path)));
  }
  (globalThis as unknown as { game: Rec }).game.packs = packs;
  return packs;
}
