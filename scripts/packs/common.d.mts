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
export declare function jsonText(data: unknown): string;
export declare function writeJson(file: string, data: unknown): void;
export declare function packDir(name: string): string;
export declare function translationFile(name: string): string;
/** A generated pack entry: the source document and its English (Babele) words. */
export interface PackEntry {
  fileName: string;
  doc: { _id: string };
  en: { name: string; description: string };
}
export declare function entriesTranslation(label: string, entries: PackEntry[]): BabeleFile;
export declare function writePack(name: string, label: string, entries: PackEntry[]): number;
export declare function readDataset<T = unknown>(...parts: string[]): T;
export declare function escapeHtml(text: string): string;
export declare function htmlParagraphs(paragraphs: string[]): string;
export declare function htmlList(items: string[]): string;
export declare function emptyRange(kind: string): {
  kind: string;
  min: number | null;
  max: number | null;
  maxAttribute: string;
  maxUsesDice: boolean;
  maxMultiplier: number;
  direction: string;
  noBeyondRange: boolean;
};
export declare function emptyArea(): { shape: string; radius: number; angle: number; center: string };
/** A bilingual phrase. */
export interface Words {
  zh: string;
  en: string;
}
export declare function W(zh: string, en: string): Words;
export declare function withArticle(noun: string): string;
export declare function joinWords(words: Words[], how?: "and" | "or"): Words;
export declare function signed(n: number): string;
export declare const ATTRIBUTE: Record<"might" | "energy" | "spirit", Words>;
export declare const ATTACK_TYPE: Record<"physical" | "erosion" | "occult" | "true", Words>;
export declare const PROTECTION: Record<"physical" | "erosion" | "occult", Words>;
export declare const DEFENSE: Record<"block" | "dodge" | "resist" | "any", Words>;
export declare const PERIOD: Record<"round" | "moment" | "fullRest" | "day", Words>;
export declare function embeddedEffect(
  itemId: string,
  seed: string,
  spec: { name: string; img: string; changes: [string, number][]; transfer: boolean; rounds: number | null; description: string },
): Record<string, unknown> & { _id: string; _key: string };
export declare const KIND_ICONS: Record<string, string>;
export declare const DEFAULT_ICON: string;
export declare function iconFor(kind: string): string;
export interface BabeleFile {
  label: string;
  mapping: Record<string, string | { path: string; converter: string }>;
  entries: Record<string, { name: string; description: string; [structured: string]: unknown }>;
}
export declare function babeleFile(label: string, entries: BabeleFile["entries"]): BabeleFile;
export declare function packSourceProblems(doc: unknown): string[];
