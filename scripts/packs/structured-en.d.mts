// Types for structured-en.mjs (used by the TypeScript tests).
export declare const CONVERTER: string;
export declare const STRUCTURED_PATHS: Readonly<Record<string, string>>;
export declare const BABELE_MAPPING: Readonly<Record<string, string | { path: string; converter: string }>>;
export declare function hasHan(s: unknown): boolean;
export declare function stored(w: { zh: string; en: string }): string;
export declare function structuredTranslation(doc: object, where: string): Record<string, unknown>;
export declare function mergeTranslation(source: unknown, translation: unknown): unknown;
export declare function applyTranslation<T extends object>(doc: T, entry: Record<string, unknown>): T;
export declare function hanPaths(value: unknown, where?: string): string[];
