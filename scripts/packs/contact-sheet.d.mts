// Types for contact-sheet.mjs (used by the TypeScript tests).
export interface PackIcon { pack: string; id: string; img: string; nameEn: string; nameZh: string; kind: string }
export declare const CONTACT_SHEET: string;
export declare function packIcons(): PackIcon[];
export declare function contactSheetHtml(entries: PackIcon[]): string;
