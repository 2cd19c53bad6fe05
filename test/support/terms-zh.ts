/**
 * One word per term in Chinese (issue 36, items 13–14): the word the seed rulebook uses for each term, the variants
 * that must not stand in for it, and the book's line (lines of shared/rules/seed-rulebook.zh.txt). docs/seed-audit.md
 * ("Terms") records the same decisions with their reasons. test/docs/terms.test.ts applies them to lang/cn.json;
 * a check on other Chinese text (the packs) can reuse the list.
 */
export interface ChineseTerm {
  /** The word chosen. */
  term: string;
  /** Words or spellings that must not stand in for it. */
  variants: RegExp;
  /** The book's line that decides it. */
  line: string;
}

export const CHINESE_TERMS: readonly ChineseTerm[] = [
  { term: "主持人", variants: /GM|游戏主持(?!人)|管理员/, line: "l.5 主持人是整个游戏的仲裁者" },
  // 掷 stays only in the weapon kind 投掷 (l.149) and in 丢掷, a thrown attack (l.246); the book has no 检定: a roll
  // against a difficulty is an attempt, 尝试 (l.36), and any other roll is 投骰.
  { term: "投骰", variants: /掷骰|掷出|重掷|(?<![丢投])掷|投掷(?!武器)|检定/, line: "l.25 投骰Rolling the Dice; l.34 重投; l.36 尝试" },
  // 反应力 is the book's word for reflexes (l.51 神经反应力); a reaction is 应对.
  { term: "应对", variants: /反应(?!力)/, line: "l.180 战术、应对和附加行动; l.186 应对行动" },
  { term: "援助", variants: /协助/, line: "l.38 援助Assist" },
  { term: "先手", variants: /先攻/, line: "l.182 每个生物都应投活力🎲+决定各自的先手" },
  { term: "携带量", variants: /负载|负重/, line: "l.125 携带Carrying Items; l.135 你可携带的物品数量是有限的" },
  // 占用 is an ability's hold on an attribute (Sustain, l.85, l.97–106); items take body parts and slots: 占据.
  { term: "占据", variants: /占用[^，。；]{0,6}(?:位置|部位|肢体|头部|躯干|手臂|腿脚)|占(?=头部|躯干|手臂|腿脚)/, line: "l.128 不能被其他装备中的物品占据; l.140; l.154 饰品并不占据肢体部位" },
  { term: "初版", variants: /原版|原规则书|种子规则/, line: "the book does not name itself; 初版 pairs with 新版, the newer edition" },
  // "/" between attributes means "or" (l.56 活力/精神孰低🎲); a division is ÷, written before 🎲 without 骰.
  { term: "活力÷2🎲", variants: /(?:强壮|活力|精神)骰?\s*\/\s*\d|(?:强壮|活力|精神)骰\s*÷|孰[高低]\(/, line: "l.56 投活力÷2🎲; l.251 2段活力÷2🎲物理攻击" },
  { term: "颗（骰子）", variants: /个骰/, line: "l.26–32 投出4颗骰子" },
  { term: "段（多段攻击）", variants: /(?:\}|\d) ?次命中|第 ?\{hit\} ?击/, line: "l.251 2段活力÷2🎲物理攻击" },
  { term: "骰面", variants: /点面/, line: "l.31 骰面Number" },
  { term: "扩展规则", variants: /可选规则/, line: "l.13 扩展规则Alternative Rules" },
  { term: "变体规则", variants: /新版规则：/, line: "rules menu: 新版——变体规则 (the newer edition's variants)" },
  { term: "姿势", variants: /姿态/, line: "l.226 姿势Postures" },
  { term: "配件", variants: /配饰/, line: "l.157 配件" },
  { term: "寿终正寝", variants: /自然死亡/, line: "l.285 寿终正寝Natural Death" },
  { term: "无效属性", variants: /空缺/, line: "glossary [N]: 无效属性 (void attribute)" },
  { term: "活物知觉", variants: /生命感知/, line: "the sense's own name (features pack)" },
  // A die's face is its 数字 (l.28); 点数 is Points (l.29).
  { term: "数字（骰子的面）", variants: /选择的点数|或点数|选择点数/, line: "l.28 骰子的每个面上分别标有1至6的数字; l.29 点数" },
];

/**
 * The only Latin text allowed in Chinese UI strings (after `{placeholders}` are removed), each with its reason.
 * Dice notation needs none: the book writes 3🎲 and 活力÷2🎲, never d6.
 */
export const LATIN_ALLOWED: readonly { text: RegExp; why: string }[] = [
  { text: /\bMeshal(?: Lite)?\b/g, why: "the game's name, printed in Latin in the Chinese rulebook itself (l.1–3)" },
  { text: /\bShift\b/g, why: "the label on the key (Foundry's default for skipping the roll dialog)" },
  { text: /\bF12\b/g, why: "the key that opens the browser console" },
];

/** `text` with its `{placeholders}` and allowed Latin removed: what must read as Chinese. */
export function withoutAllowedLatin(text: string): string {
  return LATIN_ALLOWED.reduce((t, { text: allowed }) => t.replace(allowed, ""), text.replace(/\{[A-Za-z0-9_]+\}/g, ""));
}
