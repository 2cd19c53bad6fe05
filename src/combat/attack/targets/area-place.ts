/**
 * "Place area" (issue 35; docs/rules.md §9.1 [DEC] "Placing an area"): an area attack is placed on the viewed scene
 * as the user's own Region (v14) or template (v13), sized in steps from the attack, and the user's targets become the
 * creatures inside — without the ones the area spares (target-exclusion.ts, as the card will leave them out) and,
 * for a player, without hidden tokens. Optional: the attack is made from the targets as ever, and the GM's client
 * measures and checks them again when it makes the card. Cancelling places nothing and leaves the targets as they
 * were. A lazy chunk, loaded on the first placement.
 */
import { isRecord } from "../../../rules/guards.ts";
import { warn } from "../../../core/notify.ts";
import { mayPlaceArea, placeArea } from "../../../core/version/area-placement.ts";
import { replaceUserTargets } from "../../../core/user-targets.ts";
import { areaTemplateOf, drawnReach } from "./area-template.ts";
import { tokensInside } from "./area-inside.ts";
import { leftOutReason } from "./target-exclusion.ts";

/** The attacker's token on the viewed scene (a linked token of the actor, or the synthetic actor's own): one the user controls, else its first there. */
function attackerOn(scene: Scene.Implementation, actor: Actor.Implementation): TokenDocument.Implementation | null {
  const own = [...scene.tokens].filter((t) => t.actor?.uuid === actor.uuid);
  const controlled = (canvas?.tokens?.controlled ?? []).map((t) => t.document);
  return controlled.find((d) => own.includes(d)) ?? own[0] ?? null;
}

/** A token's disposition, or null when it has none to read. */
const dispositionOf = (token: TokenDocument.Implementation): number | null => (typeof token.disposition === "number" ? token.disposition : null);

/** The centre of a token, in canvas pixels. */
function centreOf(token: TokenDocument.Implementation, size: number): { x: number; y: number } {
  return { x: token.x + ((Number(token.width) || 1) * size) / 2, y: token.y + ((Number(token.height) || 1) * size) / 2 };
}

/**
 * Places attack `attackIndex` of `item`'s area and targets the creatures inside. Resolves to the tokens targeted, or
 * null when nothing was placed (no area to place, no scene viewed, no permission, no attacker token for an area that
 * starts at it, or the user cancelled).
 */
export async function placeAttackArea(item: Item.Implementation, attackIndex: number): Promise<TokenDocument.Implementation[] | null> {
  const actor = item.actor;
  const attacks: unknown = isRecord(item.system) ? item.system.attacks : null;
  const template = Array.isArray(attacks) ? areaTemplateOf(attacks[attackIndex]) : null;
  if (!actor || !template) return void warn("MESHAL.Area.notPlaceable"), null;
  const scene = canvas?.ready ? canvas.scene : null;
  if (!scene) return void warn("MESHAL.Area.noScene"), null;
  const user = game.user;
  if (!user || !mayPlaceArea(user)) return void warn("MESHAL.Area.noPermission"), null;
  const attacker = attackerOn(scene, actor);
  if (template.onAttacker && !attacker) return void warn("MESHAL.Area.noToken", { name: actor.name ?? "" }), null;

  const size = scene.grid.size;
  const placed = await placeArea({
    kind: template.kind,
    reach: drawnReach(template, attacker ? Math.max(Number(attacker.width) || 1, Number(attacker.height) || 1) : 1),
    angle: template.angle,
    start: attacker ? centreOf(attacker, size) : { x: 0, y: 0 },
    anchored: template.onAttacker,
    name: item.name ?? "",
  });
  if (!placed) return null;

  const side = { tokenUuid: attacker?.uuid ?? null, actorUuid: actor.uuid, disposition: attacker ? dispositionOf(attacker) : null };
  const tokens: TokenDocument.Implementation[] = [...scene.tokens];
  const targeted = tokensInside(template, placed, attacker, scene, tokens).filter(
    (t) => Boolean(t.actor) && (user.isGM || !t.hidden)
      && !leftOutReason({ tokenUuid: t.uuid, actorUuid: t.actor?.uuid ?? null, disposition: dispositionOf(t) }, side, template.excludes),
  );
  replaceUserTargets(targeted.map((t) => t.id ?? "").filter((id) => id !== ""));
  return targeted;
}
