/**
 * [OPT] Magic tags (§3.6): an ability's magic methods (Vocal, Somatic, Symbolic, Totemic Magic, Alchemy, Ritual) and
 * schools (Primagic … Uncharted Magic) among its styles. Shown only with the magic rule on.
 */

/** Magic methods. */
export const MAGIC_METHODS = ["incantation", "gesture", "sigil", "totem", "alchemy", "ritual"] as const;
/** Magic schools. */
export const MAGIC_SCHOOLS = ["primagic", "arcanum", "sorcery", "divine", "esoterica", "uncharted"] as const;

// Stryker disable next-line ArrayDeclaration: built at module load, before a mutant is on; suites that load it lazily make ignoreStatic keep it
const MAGIC_STYLES: ReadonlySet<string> = new Set([...MAGIC_METHODS, ...MAGIC_SCHOOLS]);

/** Is this style a magic tag (a method or a school)? */
export function isMagicStyle(style: string): boolean {
  return MAGIC_STYLES.has(style);
}

/** The magic tags among `styles`, in their order; none with the rule off. */
export function magicTagsOf(styles: readonly string[] | null | undefined, ruleOn: boolean): string[] {
  if (!ruleOn) return [];
  return styles?.filter(isMagicStyle) ?? [];
}
