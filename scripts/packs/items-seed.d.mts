// Types for items-seed.mjs (used by the TypeScript tests).
export interface SeedItemRule {
  kinds?: string[];
  attacks?: Record<number, Record<string, unknown>>;
  seed: string;
  decision: string;
}
export declare const SEED_ITEMS: Record<string, SeedItemRule>;
export declare const SEED_RULES: [string, string][];
export declare function withSeedRules<T extends { id: string }>(item: T): T;
