/**
 * The token an attack is measured from, chosen on the GM's client (docs/queries.md, `meshal-lite.attackStart`): the
 * attacker's token on the targets' scene — the one the request names when it is one of them, else the nearest to the
 * first target (ties by UUID). A request cannot leave it out to make every line unmeasured, nor name a token on another
 * scene. Without targets the named token is kept when it is the attacker's.
 */
import { tokenSteps } from "./attack-targets.ts";

/** The chosen token (null: none, for a GM's own attack whose lines are then refused as unmeasured), or why not. */
export type AttackerTokenChoice = { ok: true; token: TokenDocument.Implementation | null } | { ok: false; reasonKey: string; data: Record<string, string> };

/** One candidate token and its distance to the first target (null = not measurable). */
export interface TokenCandidate {
  uuid: string;
  steps: number | null;
}

/** The nearest candidate, ties and unmeasurable ones last broken by UUID; undefined when there is none. Pure. */
export function nearestToken<T extends TokenCandidate>(candidates: readonly T[]): T | undefined {
  const rank = (c: TokenCandidate) => c.steps ?? Number.POSITIVE_INFINITY;
  return [...candidates].sort((a, b) => rank(a) - rank(b) || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0))[0];
}

/** Is `token` one of `actor`'s (a linked token of the world actor, or the synthetic actor's own token)? */
const isActorsToken = (token: TokenDocument.Implementation, actor: Actor.Implementation): boolean => Boolean(token.actor) && token.actor?.uuid === actor.uuid;

/** The attacker's tokens on `scene`. */
function tokensOn(scene: Scene.Implementation, actor: Actor.Implementation): TokenDocument.Implementation[] {
  const tokens: Iterable<TokenDocument.Implementation> = scene.tokens ?? [];
  return [...tokens].filter((t) => isActorsToken(t, actor));
}

/**
 * The token `actor` attacks `targets` from. `named` is the token the requester's client chose (checked to be the
 * actor's before this). `mustMeasure`: a player's request is refused when the actor has no token on the targets'
 * scene; a GM's attack goes on, its lines unmeasured and so refused until the GM rules them in range.
 */
export function attackerTokenFor(
  actor: Actor.Implementation, named: TokenDocument.Implementation | null, targets: readonly TokenDocument.Implementation[], mustMeasure: boolean,
): AttackerTokenChoice {
  const first = targets[0];
  if (!first) return { ok: true, token: named && isActorsToken(named, actor) ? named : null };
  const scene = first.parent;
  if (named && isActorsToken(named, actor) && named.parent === scene) return { ok: true, token: named };
  const own = scene ? tokensOn(scene, actor) : [];
  const token = nearestToken(own.map((t) => ({ t, uuid: t.uuid ?? "", steps: tokenSteps(t, first) })))?.t ?? null;
  if (token || !mustMeasure) return { ok: true, token };
  return { ok: false, reasonKey: "MESHAL.Attack.start.noAttackerToken", data: { name: actor.name ?? "" } };
}
