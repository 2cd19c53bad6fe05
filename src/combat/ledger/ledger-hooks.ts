/**
 * The hooks that keep the fight ledger on the active GM's client: a creature joining a started fight, ⚡ a GM writes on
 * an actor, a weapon's loaded rounds changed. The work is ./ledger-gm.ts, loaded on the GM's client when first needed.
 */
import { loadLazily } from "../../core/lazy.ts";

const ledgerGm = () => (game.users?.activeGM?.isSelf === true ? loadLazily(() => import("./ledger-gm.ts")) : Promise.resolve(null));
const logged = (err: unknown) => console.error("meshal-lite | fight ledger", err);

/** The GM's ledger work the hooks started, in order; `ledgerWorkDone` waits for all of it (tests, macros). */
let work: Promise<unknown> = Promise.resolve();
const queued = (step: () => Promise<unknown>): void => {
  work = work.then(step).catch(logged);
};

/** Resolves once every piece of ledger work started by a hook so far has finished. */
export const ledgerWorkDone = (): Promise<unknown> => work;

/** Registers the hooks (at `init`). */
export function registerLedgerHooks(): void {
  Hooks.on("createCombatant", (combatant: Combatant.Implementation) => {
    const combat = combatant.parent;
    if (combat?.started) queued(() => ledgerGm().then((gm) => gm?.seedFight(combat)));
  });
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: unknown, _options: unknown, userId: string) => {
    queued(() => ledgerGm().then((gm) => gm?.onActorUpdate(actor, changes, userId)));
  });
  Hooks.on("updateItem", (item: Item.Implementation, changes: unknown, _options: unknown, userId: string) => {
    queued(() => ledgerGm().then((gm) => gm?.onItemUpdate(item, changes, userId)));
  });
}
