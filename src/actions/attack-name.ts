/**
 * The name an attack button shows (pure): the attack's own label; for an attack without one (made by hand), the
 * item's name when it is the item's only attack, else the item's name with the kind of attack ("Dagger — melee"),
 * numbered when two would still read alike. Never the dice formula.
 */

/** The reader's words for naming an unlabelled attack. */
export interface AttackNameWords {
  melee: string;
  ranged: string;
  thrown: string;
  attack: string;
  /** "{item} — {kind}". */
  ofItem: string;
}

/** What naming reads of a stored attack. */
export interface NameableAttack {
  label: string;
  mode?: string;
  thrown?: boolean;
}

/** The words in the reader's language. */
export function attackNameWords(localize: (key: string) => string): AttackNameWords {
  const t = (key: string) => localize(`MESHAL.AttackName.${key}`);
  return { melee: t("melee"), ranged: t("ranged"), thrown: t("thrown"), attack: t("attack"), ofItem: t("ofItem") };
}

const kindOf = (a: NameableAttack, words: AttackNameWords): string =>
  a.thrown ? words.thrown : a.mode === "melee" ? words.melee : a.mode === "ranged" ? words.ranged : words.attack;

/** The name of each of an item's attacks, in order. */
export function attackNames(attacks: readonly NameableAttack[], itemName: string, words: AttackNameWords): string[] {
  const named = attacks.map((a) => {
    if (a.label) return a.label;
    if (attacks.length === 1) return itemName;
    return words.ofItem.replace("{item}", itemName).replace("{kind}", kindOf(a, words));
  });
  return named.map((name, i) => (!attacks[i]?.label && named.indexOf(name) !== named.lastIndexOf(name) ? `${name} ${i + 1}` : name));
}
