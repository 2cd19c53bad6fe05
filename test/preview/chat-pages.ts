/**
 * The chat cards that are ChatMessage types (each registered by its owner, src/chat/card-registry.ts), rendered
 * through each card type's own per-reader context in the page's language: a progressive attempt under way, a finished
 * contest, and a rest.
 */
import { PROGRESSIVE_CARD } from "../../src/dice/progressive/progressive-card.ts";
import { initialProgressiveState } from "../../src/dice/progressive/progressive-ops.ts";
import { addPeriodRoll, joinContest, type ProgressiveState, type Transition } from "../../src/dice/progressive/progressive-state.ts";
import { REST_CARD } from "../../src/actions/rest-card.ts";
import { restState } from "../../src/actions/rest-view.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import { addPreviewPages } from "./pages.ts";

const ACTOR = "Actor.linwei0000000001";
const next = (t: Transition): ProgressiveState => {
  if (!t.ok) throw new Error(`preview fixture: ${t.reasonKey}`);
  return t.state;
};
/** A reader in the page's language who owns the rolling character. */
const reader = (env: ViewEnv) => ({ localize: env.localize, owns: (uuid: string) => uuid === ACTOR });

function attempt(): ProgressiveState {
  const first = initialProgressiveState({ kind: "attempt", target: 6, purpose: "Pick the vault lock", actor: { name: "Lin Wei", uuid: ACTOR }, expression: "max(might,spirit)+1" },
    "Lin Wei", { total: 2, faces: [1, 2, 6], by: "Lin Wei" });
  return next(addPeriodRoll(first, 0, { total: 3, faces: [6, 6, 3, 2], by: "Lin Wei" }));
}

function contest(): ProgressiveState {
  let s = initialProgressiveState({ kind: "contest", target: 4, purpose: "Arm wrestling", actor: { name: "Lin Wei", uuid: ACTOR }, expression: "might" },
    "Lin Wei", { total: 2, faces: [1, 3, 5], by: "Lin Wei" });
  s = next(joinContest(s, { name: "Grave Brute", actorUuid: "Actor.brute00000000001", expression: "might+1" }));
  s = next(addPeriodRoll(s, 1, { total: 1, faces: [2, 4, 6, 1], by: "Grave Brute" }));
  s = next(addPeriodRoll(s, 0, { total: 3, faces: [6, 6, 6], by: "Lin Wei" }));
  return next(addPeriodRoll(s, 1, { total: 1, faces: [1, 2, 4, 5], by: "Grave Brute" }));
}

const hour = (diceRolled: number, points: number, after: number) => ({ diceRolled, points, recovered: points, after });
const rest = () => restState(2,
  { might: { value: 1, total: 4 }, energy: { value: 3, total: 3 }, spirit: { value: 0, total: 3 } },
  { might: [hour(1, 2, 3), hour(3, 1, 4)], energy: [], spirit: [hour(1, 1, 1), hour(1, 0, 1)] } as never, false);

addPreviewPages(
  { id: "chat-progressive", sheet: null, template: PROGRESSIVE_CARD.template.replace(/^templates\//, ""), classes: [],
    expect: [".meshal-progressive", ".meshal-progressive__periods", "[data-action=rollPeriod]"],
    context: (env) => PROGRESSIVE_CARD.context(attempt(), reader(env)) as Record<string, unknown> },
  { id: "chat-contest", sheet: null, template: PROGRESSIVE_CARD.template.replace(/^templates\//, ""), classes: [],
    expect: [".meshal-progressive--contest", ".meshal-progressive__side"],
    context: (env) => PROGRESSIVE_CARD.context(contest(), reader(env)) as Record<string, unknown> },
  { id: "chat-rest", sheet: null, template: REST_CARD.template.replace(/^templates\//, ""), classes: [],
    expect: [".meshal-rest", ".meshal-rest__row", ".meshal-rest__outcome.is-short", ".meshal-rest__short"], expectNone: [".meshal-rest__outcome.is-full"],
    context: (env) => REST_CARD.context(rest(), reader(env)) as Record<string, unknown> },
);
