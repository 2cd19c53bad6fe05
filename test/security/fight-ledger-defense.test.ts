/**
 * Issue 34, item 1, on the defender's side: during a fight a defense costs the ⚡ of the GM's fight ledger
 * (src/combat/ledger/), not the ⚡ the defender's owner writes on their actor. Ann's Hero has spent its ⚡ (the GM's
 * ledger holds 0); Ann sets her ⚡ and its maximum to 99 from the console; Rival's hits on Hero are still taken and her
 * dodge is refused. On the code before the ledger she dodged with the ⚡ she wrote.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import { queueFaces } from "../flows/support/roll.ts";
import { attackExchangeStage, lineAt, mobility, type ExchangeCast } from "../support/attack-exchange.ts";
import { newTarget } from "../../src/combat/attack/attack-state.ts";

const exchange = await attackExchangeStage();
const { stage, fight, post, ask, stateOf } = exchange;
// Absent before the ledger: nothing is kept and the GM reads the actor, as it did.
const ledger = await import("../../src/combat/ledger/ledger-hooks.ts").catch(() => null);
const ledgerGm = await import("../../src/combat/ledger/ledger-gm.ts").catch(() => null);
ledger?.registerLedgerHooks();

let cast: ExchangeCast;

beforeEach(async () => {
  cast = exchange.reset();
  fight();
  // The GM's start of the fight seeds the ledger; then the GM's pips take Hero's ⚡ to 0 (spent this round).
  await stage.server.onClient(stage.gm, async () => {
    await ledgerGm?.seedFight(stage.world.combats.contents[0] as never);
    await cast.hero.update({ "system.mobility.value": 0 });
  });
  await settle();
});
afterEach(() => stage.server.expectNoRefusals());

describe("a defender's ⚡ raised by its owner", () => {
  it("the hits are taken for want of ⚡ and a dodge is refused: nothing is spent beyond the ledger", async () => {
    await stage.server.onClient(stage.ann, () => cast.hero.update({ "system.mobility.max": 99, "system.mobility.value": 99 }));
    await settle();
    expect(mobility(cast.hero)).toBe(99);
    const card = await post(stage.gm, { targets: [newTarget(lineAt(cast.hero), 2)] });
    queueFaces(6, 6, 6);
    const answer = await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "dodge" });
    await settle();
    expect(answer).toMatchObject({ ok: false });
    const defenses = stateOf(card).targets[0]!.defenses;
    expect(defenses.some((d) => d?.kind === "dodge")).toBe(false);
    expect(defenses.every((d) => d?.kind === "take")).toBe(true);
    expect(mobility(cast.hero)).toBe(99); // the player's own view, untouched: nothing was spent from it
  });
});
