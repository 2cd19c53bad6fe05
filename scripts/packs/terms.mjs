// The seed rulebook's words in the packs' Chinese (issue 36, item 13; docs/seed-audit.md "Catalogue text"). The
// generators' own sentences already use them; `bookTerms` also rewrites the dataset's text that reaches a pack
// (triggers, requirements, conditions), written in the newer edition's words. Lines are lines of the seed.

/** [newer or stray word, the book's word, why]: each applied in order, everywhere a pack stores Chinese. */
export const BOOK_TERMS = Object.freeze([
  // a roll is 投骰 (l.25), a re-roll 重投 (l.34); 掷 stays in 丢掷 (a thrown attack, l.246) and the kind 投掷 (l.149)
  [/掷骰/g, "投骰", "l.25 投骰"],
  [/重掷/g, "重投", "l.34 重投"],
  [/([多少再])掷(?=\d|[一二三]颗)/g, "$1投", "l.27 投出…颗骰子"],
  [/(?<![丢投])掷(?=出?(?:\d|[一二三]颗|骰|全部|即将|强壮|活力|精神|1或2|0点))/g, "投", "l.26–31 投出骰子"],
  // an item occupies (占据) body parts and slots (l.128, l.140, l.154); 占用 is an ability's Sustain (l.85)
  [/占用(?=[^，。；]{0,4}(?:位|部位|肢体|头部|躯干|手臂|腿脚))/g, "占据", "l.128 占据"],
  // carrying is 携带 (l.125, l.135): the newer edition's load is 携带量, its limit 携带上限
  [/负载上限|负重上限/g, "携带上限", "l.135 你可携带的物品数量是有限的"],
  [/负载|负重/g, "携带量", "l.125 携带"],
  [/协助/g, "援助", "l.38 援助"],
  [/先攻/g, "先手", "l.182 先手"],
]);

const LINK = /(@UUID\[[^\]]*\]\{[^}]*\})/;

/** Chinese text in the book's words (see BOOK_TERMS); link labels are names and stay as they are. */
export function bookTerms(text) {
  return text.split(LINK).map((part, i) => (i % 2 ? part : BOOK_TERMS.reduce((t, [from, to]) => t.replace(from, to), part))).join("");
}
