// Types for items-rules.mjs (used by the TypeScript tests).
export declare const TRANSLATION_RULES: [string, string][];
export declare const CATEGORY_PACK: Record<string, [string, string]>;
export declare const TYPE_KINDS: Record<"weapon" | "protection" | "accessory" | "gear", string[]>;
