// Seed-named features: where the seed rulebook (shared/rules/seed-rulebook.zh.txt) itself gives a species' or
// feature's values, the packs follow the seed, not the feature dataset (written in the newer edition). Each entry is
// one audited decision; docs/seed-audit.md ("Species and features") lists every feature the seed mentions,
// including the ones the dataset already agrees with. test/packs/seed-features.test.ts reads the seed lines back.

/**
 * One decision per dataset feature: the dataset keys it replaces (merged one level deep), what the seed says.
 * @typedef {{patch: Record<string, unknown>, seed: string, decision: string}} SeedFeatureRule
 * @type {Record<string, SeedFeatureRule>}
 */
export const SEED_FEATURES = {
  tarva: {
    patch: { needs: { sleep: false } },
    seed: "除非特别注明（比如：圣俑无需睡眠），若在休息期间缺少任何一项补给，此次休息都不能视为充分休息 (l.292)",
    decision: "圣俑 Tarva needs no sleep (dataset: no food or drink only): needs.sleep false, a full rest without sleep counts",
  },
};

/** The dataset features with the seed's decisions applied (a new array; the input is not changed). */
export function applySeedFeatures(features) {
  const byId = new Set(features.map((f) => f.id));
  for (const id of Object.keys(SEED_FEATURES)) if (!byId.has(id)) throw new Error(`features-seed: no dataset feature ${id}`);
  return features.map((f) => {
    const rule = SEED_FEATURES[f.id];
    if (!rule) return f;
    const out = { ...f };
    for (const [k, v] of Object.entries(rule.patch)) {
      out[k] = v && typeof v === "object" && !Array.isArray(v) ? { ...(f[k] ?? {}), ...v } : v;
    }
    return out;
  });
}
