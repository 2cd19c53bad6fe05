/**
 * The system's real compendiums (packs/*.yml) on the flow stage, as creation mode reads them: each pack's index
 * (`game.packs.get(id).getIndex()`) and its documents by UUID (`fromUuid`), which the flow stage knows only for world
 * documents. Call after `flowStage()`.
 */
import { StageItem } from "../../stage/server-documents.ts";
import { packSources } from "../../support/packs.ts";
import type { IndexEntry } from "../../../src/sheets/character/creation/index-entry.ts";

type Rec = Record<string, unknown>;

/** A document of one of the system's compendiums (not owned by anyone). */
export class PackItem extends StageItem {
  constructor(source: Rec, readonly packName: string) {
    super(source);
    this.pack = `meshal-lite.${packName}`;
  }
  override get uuid(): string {
    return `Compendium.meshal-lite.${this.packName}.Item.${this.id}`;
  }
}

const PACKS = ["features", "abilities", "weapons", "armor", "accessories", "gear"];

/** Installs the packs; returns their indexes and a finder of a pack document by its dataset identifier. */
export function installCreationPacks() {
  const docs = new Map<string, PackItem>();
  const indexes = new Map<string, IndexEntry[]>();
  for (const pack of PACKS) {
    const entries: IndexEntry[] = [];
    for (const { doc } of packSources(pack)) {
      const item = new PackItem(doc as unknown as Rec, pack);
      docs.set(item.uuid, item);
      entries.push({ uuid: item.uuid, name: item.name ?? "", img: item.img, type: item.type, system: item.system });
    }
    indexes.set(pack, entries);
  }
  const g = globalThis as unknown as { game: Rec; fromUuid: (uuid: string) => Promise<unknown> };
  const worldFromUuid = g.fromUuid;
  g.game.packs = new Map(PACKS.map((pack) => [`meshal-lite.${pack}`, { getIndex: async () => indexes.get(pack)! }]));
  g.fromUuid = async (uuid: string) => docs.get(uuid) ?? worldFromUuid(uuid);
  /** The document of `pack` whose dataset identifier is `identifier`. */
  const packItem = (pack: string, identifier: string): PackItem => {
    const entry = indexes.get(pack)!.find((e) => e.system?.identifier === identifier);
    if (!entry) throw new Error(`no ${identifier} in ${pack}`);
    return docs.get(entry.uuid)!;
  };
  return { indexes, packItem };
}
