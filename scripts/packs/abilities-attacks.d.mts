// Types for abilities-attacks.mjs (used by the TypeScript tests).
export declare const ATTACK_REACH: Readonly<Record<string, "adjacent" | "self">>;
export declare const STATES_ATTACK: RegExp;
export declare const ATTACK_TEXT_MODIFIES: Readonly<Record<string, string>>;
export declare function convertAbilityAttack(a: object, ctx: object): { system: object; words: { zh: string; en: string } }[];
export declare function attackWords(s: object, riders: { zh: string; en: string }[], labelEn: string): { zh: string; en: string };
