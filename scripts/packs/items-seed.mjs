// Seed-named items: where the seed rulebook (shared/rules/seed-rulebook.zh.txt) itself names an item's kind or
// gives its values, the packs follow the seed, not the dataset's newer-edition text (spec §4.3: "Where the seed
// names an item's kind or values, the seed wins"). Each entry is one audited decision; docs/seed-audit.md lists
// every seed-named item, including the ones the dataset already agrees with.
//
// `kinds` replaces the dataset kinds, `ruleKinds` the seed kinds an accessory counts as; `attacks` patches dataset
// attacks by index (only the keys given).

/** Daggers by name (匕首 / "dagger"): the seed's item chapter lists the dagger among blades (l.143). */
const DAGGERS = ["dagger", "garman-signet-dagger", "shadow-slaughter-dagger", "soul-eater-dagger", "soulfang-dagger", "tactical-knife"];

/**
 * One decision per dataset item: what the seed says (with its line), what we store.
 * @typedef {{kinds?: string[], ruleKinds?: string[], attacks?: Record<number, Record<string, unknown>>, seed: string, decision: string}} SeedItemRule
 * @type {Record<string, SeedItemRule>}
 */
export const SEED_ITEMS = {
  dagger: {
    kinds: ["blade"],
    attacks: { 0: { targetAttributes: ["might", "energy"] } },
    seed: "刀剑…比如：匕首 (l.143); 用匕首对1个相邻生物的强壮/活力造成2段活力÷2🎲物理攻击（可格挡/闪避）(l.251)",
    decision: "kind blade (dataset: wrestle); its attack targets Might or Energy (dataset: Might only); adjacent, 2 hits of Energy÷2 dice, physical, block/dodge already agree",
  },
  ...Object.fromEntries(DAGGERS.filter((id) => id !== "dagger").map((id) => [id, {
    kinds: ["blade"],
    seed: "刀剑…比如：匕首 (l.143)",
    decision: "a named dagger is a dagger: kind blade (dataset: wrestle); its own attack line is not the seed's and stays",
  }])),
  sling: {
    kinds: ["projectile"],
    seed: "射击…比如：弓弩、枪械、投石索 (l.148)",
    decision: "kind projectile (dataset: throwing)",
  },
  "thorn-chain": {
    kinds: ["exoticWeapon"],
    seed: "异种武器…比如：刺链 (l.152)",
    decision: "kind exotic weapon (dataset: swiping)",
  },
  // The only item set (issue 36): two ear ornaments (耳饰) the dataset counts as jewelry both, so the second is refused
  // (one accessory per kind, l.154) and the set's bonus can never apply. The seed has two ear accessories: earrings
  // are jewelry (l.155), earplugs an attachment (l.157). The one that murmurs into the ear is read as the in-ear piece.
  "ovilians-murmur-of-despair": {
    kinds: ["attachment"],
    ruleKinds: ["attachment"],
    seed: "每种类型的饰品皆可装备一件 (l.154); 首饰包括耳环 (l.155); 配件包括…耳塞 (l.157)",
    decision: "kind attachment, an in-ear piece like the seed's earplugs (dataset: earpiece → jewelry, the kind of its set partner Omaz's Holy Touch, so the set could never be worn whole); its earpiece slot stays",
  },
  bullwhip: {
    attacks: { 0: { mode: "melee" } },
    seed: "近战攻击…软鞭挥甩 (l.244); 长鞭的攻击距离为“3~6步” (l.247, reach of a melee attack)",
    decision: "its 3~6-step swing is a melee attack with reach (dataset: ranged); range 3~6 agrees",
  },
  "nine-section-whip": {
    attacks: { 1: { mode: "melee" } },
    seed: "近战攻击…软鞭挥甩 (l.244); whip reach “3~6步” (l.247)",
    decision: "a chain whip's 3~6-step swing is a melee attack with reach (dataset: ranged); its close attack was already melee",
  },
};

/** The seed decisions as generator rules (printed with `--rules`), one line per item. */
export const SEED_RULES = Object.entries(SEED_ITEMS).map(([id, s]) => /** @type {[string, string]} */ ([`seed:${id}`, `${s.decision}. Seed: ${s.seed}.`]));

/**
 * The dataset item with the seed's decisions applied (a copy; the input is not changed). Throws when an entry names
 * an attack the item does not have or patches a key the dataset attack lacks (the dataset changed under us).
 * @template {{id: string}} T
 * @param {T} item
 * @returns {T}
 */
export function withSeedRules(item) {
  const s = SEED_ITEMS[item.id];
  if (!s) return item;
  /** @type {any} any: a dataset item; only the patched keys are read, each checked below */
  const out = structuredClone(item);
  if (s.kinds) out.kinds = [...s.kinds];
  if (s.ruleKinds) out.ruleKinds = [...s.ruleKinds];
  for (const [k, patch] of Object.entries(s.attacks ?? {})) {
    const attack = out.attacks[Number(k)];
    if (!attack) throw new Error(`${item.id}: items-seed.mjs patches attack ${k}, which the dataset does not have`);
    for (const key of Object.keys(patch)) {
      if (!(key in attack)) throw new Error(`${item.id}#${k}: items-seed.mjs patches unknown attack field ${key}`);
    }
    Object.assign(attack, structuredClone(patch));
  }
  return out;
}
