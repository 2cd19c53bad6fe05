/**
 * Spending follows creation (§3.6): an ability is obtained, intensified or renounced by first changing the item and
 * only then spending potential; when the spending fails the item change is undone, and when the item change fails
 * nothing is spent. Pure: the steps are passed in (Foundry calls in the actor, fakes in tests).
 */

/** The steps of one potential transaction. */
export interface ItemThenSpend {
  /** Creates, changes or deletes the item; resolves false (or throws) when it did not happen. */
  item(): Promise<boolean>;
  /** Spends the potential (the actor update). */
  spend(): Promise<void>;
  /** Undoes the item step after a failed spend. */
  undo(): Promise<void>;
}

/** Runs the steps in order; resolves true when both happened, false (with nothing kept) otherwise. */
export async function itemThenSpend(steps: ItemThenSpend, log: (err: unknown) => void = () => undefined): Promise<boolean> {
  let done: boolean;
  try {
    done = await steps.item();
  } catch (err) {
    log(err);
    return false;
  }
  if (!done) return false;
  try {
    await steps.spend();
    return true;
  } catch (err) {
    log(err);
    await steps.undo().catch(log);
    return false;
  }
}
