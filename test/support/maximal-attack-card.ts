/**
 * The largest attack card a real attack can store (src/combat/attack/attack-card-schema.ts bounds, which the planner keeps):
 * every hit and extra-damage roll at the dice limit, every target line on one actor, and each line's decided hits
 * holding a defense roll at the dice limit. Used by the settling benchmark and tests.
 */
import { ATTACK_CARD_LIMITS as L } from "../../src/combat/attack/attack-card-schema.ts";
import { newTarget, type AttackState, type HitDefense } from "../../src/combat/attack/attack-state.ts";
import { MAX_TARGETS } from "../../src/combat/attack/targets/targets.ts";

const faces = (n: number, seed: number) => Array.from({ length: n }, (_, i) => ((i * 7 + seed) % 6) + 1);

/**
 * A maximal card waiting on `actorUuid`: the first `decided` hits of each line blocked, the others open; with
 * `ranges`, each line stands at another distance (its own disadvantage, so its own rolls).
 */
export function maximalCard(actorUuid: string, { decided = L.hits - 1, ranges = false }: { decided?: number; ranges?: boolean } = {}): AttackState {
  const hits = Array.from({ length: L.hits }, (_, h) => faces(L.dice, h));
  const targets = Array.from({ length: MAX_TARGETS }, (_, t) => {
    const line = newTarget({ tokenUuid: `Scene.scene00000000001.Token.tok${String(t).padStart(13, "0")}`, actorUuid, name: `Target ${t}`, distance: 1, range: "inRange", disadvantage: ranges ? t : 0 }, L.hits);
    const block: HitDefense = { kind: "block", faces: faces(L.dice, t) };
    return { ...line, defenses: line.defenses.map((d, h) => (h < decided ? { ...block, faces: [...block.faces] } : d)) };
  });
  return {
    attackerUuid: "Actor.attacker00000001", attackerTokenUuid: "", attackerName: "Attacker", itemName: "Weapon", attackLabel: "",
    // The item's text in both catalogue languages at their full length (attack-item-text.ts).
    itemText: (["en", "cn"] as const).map((lang) => ({ lang, name: "名".repeat(L.text), label: "名".repeat(L.text) })),
    mode: "points", reach: null, types: ["physical"], penetration: 0, allowed: ["block", "dodge"], attributes: ["might"],
    extra: [{ op: "addDice", value: L.dice }], baseDice: L.dice, advantage: 0, disadvantage: 0, sources: [], dice: L.dice, cost: 1,
    hits, extraFaces: Array.from({ length: L.hits }, (_, h) => faces(L.dice, h + 3)), targets,
  };
}
