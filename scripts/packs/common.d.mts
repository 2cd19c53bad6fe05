// Types for common.mjs (used by the TypeScript tests).
export declare const root: string;
export declare const dataRoot: string;
export declare const SYSTEM_ID: string;
export declare function stableId(seed: string): string;
export declare function itemKey(id: string): string;
export declare function itemEffectKey(itemId: string, effectId: string): string;
export declare function isDocumentId(id: unknown): boolean;
export declare function slug(text: string): string;
export declare function sortKeysDeep<T>(value: T): T;
export declare function toYaml(doc: object): string;
export declare function writePackSources(dir: string, entries: { fileName: string; doc: object }[]): number;
export declare function writeJson(file: string, data: unknown): void;
export declare function readDataset<T = unknown>(...parts: string[]): T;
export declare function escapeHtml(text: string): string;
export declare function htmlParagraphs(paragraphs: string[]): string;
export declare function htmlList(items: string[]): string;
export declare function htmlSection(title: string, items: string[]): string;
export declare const KIND_ICONS: Record<string, string>;
export declare const DEFAULT_ICON: string;
export declare function iconFor(kind: string): string;
export interface BabeleFile {
  label: string;
  mapping: Record<string, string>;
  entries: Record<string, { name: string; description: string }>;
}
export declare function babeleFile(label: string, entries: BabeleFile["entries"]): BabeleFile;
export declare function packSourceProblems(doc: unknown): string[];
