// Types for items.mjs (used by the TypeScript tests).
import type { BabeleFile } from "./common.mjs";

/** A pack source document as the generator writes it. */
export interface PackDocument {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  effects: Record<string, unknown>[];
  folder: null;
  sort: number;
  flags: Record<string, unknown>;
}
export interface EquipmentResult {
  packs: Record<string, { fileName: string; doc: PackDocument }[]>;
  translations: Record<string, BabeleFile>;
}
export declare const EQUIPMENT_PACKS: Record<string, { type: string; en: string; zh: string }>;
export declare function equipmentId(pack: string, datasetId: string): string;
export declare function generateEquipment(items: unknown[], abilities?: unknown[]): EquipmentResult;
