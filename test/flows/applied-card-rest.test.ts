/**
 * Issue 35 item 6: an applied attack card stays true. The Brute hits Hero; the seat applies the damage; Hero then
 * rests and gets dice back. The card, rendered again on the seat's client and the GM's, still says what the
 * application removed and of how many dice, as when it was applied (it keeps the dice it met), not worked out from
 * Hero's dice after the rest. Run with Ann (owning Hero) and with the GM in the seat; no write may be refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { queueFaces } from "./support/roll.ts";
import { makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import type { Cast, SystemActor } from "./support/world.ts";
import { attackFlowStage } from "./support/attack-stage.ts";
import { langString, readLang } from "../support/lang.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();
const { attackView } = await import("../../src/combat/attack/card/attack-view.ts");
const { attackReaderOf } = await import("../../src/combat/attack/card/attack-reader.ts");
const { restActor } = await import("../../src/actions/rest.ts");

type Pools = Record<"might" | "energy" | "spirit", { value: number; lost: number }>;
let cast: Cast;
let user: StageUser;

const fistsOf = (actor: SystemActor) => actor.items.find((i) => i.name === "Fists & Feet")!;
const pools = (actor: SystemActor) => actor.system.attributes as Pools;
const stateOf = (card: StageChatMessage) => attackStateOf(card as never)!;

/** The applied line's "dice removed" text as `by`'s client renders it in `lang`. */
function appliedText(by: StageUser, card: StageChatMessage, lang: "en" | "cn"): string {
  const strings = readLang(lang);
  return stage.server.onClient(by, () => {
    const reader = attackReaderOf({ localize: (key) => langString(strings, key) ?? key, owns: () => true, isGM: by.isGM });
    return attackView(stateOf(card), reader, { coupDeGrace: false }).targets[0]!.applied?.removed ?? "";
  });
}

describe.each(seats())("an applied card after a rest, with the %s in the seat", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeAttackCast(MeshalActor);
    user = stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("still shows the dice the application removed of the dice Hero had then", async () => {
    stage.world.combats = { contents: [{ started: true, combatants: { contents: [{ actor: cast.hero }, { actor: cast.brute }] }, combatant: { actor: cast.brute } }] };
    const card = (await stage.server.onClient(stage.gm, () => startAttack(cast.brute as never, fistsOf(cast.brute) as never, 0, { targets: [tokenOf(cast.hero) as never], fastForward: true }))) as unknown as StageChatMessage;
    await settle();
    queueFaces(6, 6, 6); // the dodge scores nothing
    expect(await stage.server.onClient(user, () => requestAttackChange(card as never, { op: "defend", target: 0, hit: 0, kind: "dodge" }))).toEqual({ ok: true });
    expect(await stage.server.onClient(user, () => requestAttackChange(card as never, { op: "apply", target: 0, allocation: null }))).toEqual({ ok: true });
    await settle();
    expect(pools(cast.hero).energy).toMatchObject({ lost: 3, value: 0 });
    const applied = { en: appliedText(user, card, "en"), cn: appliedText(user, card, "cn") };
    expect(applied.en).toBe("Dice removed: Energy −3 (all 3 dice)");
    expect(applied.cn).toContain("活力");

    // The fight is over; Hero rests and gets Energy dice back.
    stage.world.combats = { contents: [] };
    await stage.server.onClient(user, () => restActor(cast.hero as never, 8));
    await settle();
    expect(pools(cast.hero).energy.value).toBeGreaterThan(0);

    for (const reader of [user, stage.gm]) {
      expect(appliedText(reader, card, "en")).toBe(applied.en);
      expect(appliedText(reader, card, "cn")).toBe(applied.cn);
    }
    expect(stateOf(card).targets[0]!.applied?.dice).toEqual({ before: { might: 3, energy: 3, spirit: 3 }, after: { might: 3, energy: 0, spirit: 3 } });
  });
});
