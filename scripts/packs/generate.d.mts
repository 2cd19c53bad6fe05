// Types for generate.mjs (used by the TypeScript tests).
import type { EquipmentResult } from "./items.mjs";
export declare function equipmentFiles(): EquipmentResult;
