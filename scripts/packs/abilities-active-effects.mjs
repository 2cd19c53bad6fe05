// Active Effects embedded in ability documents, for the few abilities whose change is a plain number on
// an actor field the data model lets effects modify (docs/data-model.md: `system.protection.<type>`,
// `system.mobility.max`). Everything else stays in the description.
//
// - A passive ability with no trigger counts as base (§3.2 [N]) and is always on: `transfer: true`.
// - A cast buff is applied by whoever resolves the cast (`transfer: false`); its duration is the
//   closest whole number of rounds ("until the end of your next turn" → 1, "until the end of next round" → 2), which
//   v13 counts, and `ends` names the end its words give (src/documents/logic/effect-timing.ts), which the system makes
//   v14's expiry event: "its/your next turn" → nextTurn, "your turn next round" → turnNextRound, "next round" →
//   nextRound.
// - A change Add cannot express (Haste's speed ×2: effects only add to `system.speed`) or an instant part of the cast
//   (gain 1⚡, "does not fall unconscious") stays in the effect's words.
// - Unarmoured Ferocity is conditional (no protective gear, tier by Might): derived data applies it
//   (src/rules/unarmoured-ferocity.ts), so it has no effect here.
import { W, embeddedEffect } from "./common.mjs";
import { stored } from "./structured-en.mjs";

const ALL_PROTECTIONS = ["physical", "erosion", "occult"];

/** Dataset id → {changes: [[key, value]], transfer, rounds, ends (cast buffs), zh, en}. */
export const ABILITY_ACTIVE_EFFECTS = Object.freeze({
  "beasts-vigour": { changes: [["system.mobility.max", 1]], transfer: true, rounds: null, zh: "最大机动+1", en: "Max mobility +1" },
  "blessing-of-courage": { changes: ALL_PROTECTIONS.map((p) => [`system.protection.${p}`, 1]), transfer: false, rounds: 1, ends: "nextTurn", zh: "所有防护+1，直至你的下回合结束", en: "All protections +1 until the end of your next turn" },
  "psychic-barrier": { changes: [["system.protection.occult", 1]], transfer: false, rounds: 2, ends: "nextRound", zh: "灵异防护+1，直至下轮结束", en: "Occult protection +1 until the end of next round" },
  "defy-death": { changes: ALL_PROTECTIONS.map((p) => [`system.protection.${p}`, 2]), transfer: false, rounds: 2, ends: "turnNextRound", zh: "所有防护+2，直至下轮你的回合结束", en: "All protections +2 until the end of your turn next round" },
  // The rest of these two casts is no number on a field: the words remind whoever applies the effect.
  "life-ward": { changes: ALL_PROTECTIONS.map((p) => [`system.protection.${p}`, 1]), transfer: false, rounds: 1, ends: "nextTurn", zh: "所有防护+1，直至该生物的下回合结束；另须手动处理：它此次不会陷入昏迷或死亡，低于1颗的属性骰立即恢复至1颗", en: "All protections +1 until the end of its next turn; by hand: it does not fall unconscious or die this time, and any attribute below 1 die returns to 1 at once" },
  haste: { changes: [["system.mobility.max", 1]], transfer: false, rounds: 2, ends: "nextRound", zh: "最大机动+1，直至下轮结束；另须手动处理：立即获得1机动，且直至下轮结束移动速度×2", en: "Max mobility +1 until the end of next round; by hand: gain 1 mobility at once, and movement speed ×2 until the end of next round" },
  "fortify-flesh": { changes: [["system.protection.physical", 1]], transfer: false, rounds: 1, ends: "nextTurn", zh: "物理防护+1，直至其下回合结束", en: "Physical protection +1 until the end of its next turn" },
});

/**
 * The embedded effects of one ability document (empty for most).
 * @param {string} datasetId
 * @param {string} itemId the ability document's `_id`
 * @param {{name: string, img: string}} item
 */
export function abilityActiveEffects(datasetId, itemId, item) {
  const spec = ABILITY_ACTIVE_EFFECTS[datasetId];
  if (!spec) return [];
  const { changes, transfer, rounds, ends, zh, en } = spec;
  const description = stored(W(`<p>${zh}。</p>`, `<p>${en}.</p>`));
  return [embeddedEffect(itemId, `effect:${itemId}:0`, { name: item.name, img: item.img, changes, transfer, rounds, ends, description })];
}
