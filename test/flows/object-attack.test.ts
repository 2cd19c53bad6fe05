/**
 * Attacking an object (§8.2) on the strict stage, with Ann (Hero's player) and the GM in the seat: the card goes
 * through the GM like any attack; the door never defends, so its line resolves at once against its protection; Apply
 * (asked by the attacker's owner or the GM) lowers the door's durability, written by the GM's client; Undo gives it
 * back; Ann cannot defend for the door nor write it, and a player owning nothing cannot apply.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle, type StageUser } from "../stage/server.ts";
import type { StageActor } from "../stage/server-documents.ts";
import type { StageChatMessage } from "../stage/server-documents.ts";
import { applyObjectDerived, type StoredObject } from "../../src/data/actor/object.ts";
import { queueFaces } from "./support/roll.ts";
import { makeAttackCast, tokenOf } from "./support/attack-cast.ts";
import type { Cast, SystemActor } from "./support/world.ts";
import { attackFlowStage } from "./support/attack-stage.ts";

const { stage, MeshalActor, attackStateOf, requestAttackChange, startAttack } = await attackFlowStage();

/** The system's actor class with an object's derivation in place of a creature's (the stage prepares creatures). */
class StageObject extends (MeshalActor as unknown as typeof StageActor) {
  override prepare(): void {
    const system = structuredClone(this._source.system) as unknown as StoredObject;
    applyObjectDerived(system, "seed");
    this.system = system as unknown as Record<string, unknown>;
  }
}

/** An iron door 1 step thick, the GM's: 5 durability, physical 3, erosion 2, occult immune. */
const ironDoor = (): SystemActor => StageObject.make({
  name: "Iron door", ownership: { default: 0 },
  fixture: { type: "object", items: [], system: { material: "copperIron", thicknessSteps: 1, thicknessDigits: 2, modifiers: [], durability: { value: null }, description: "" } } as never,
}) as SystemActor;

type Request = Parameters<typeof requestAttackChange>[1];
let cast: Cast;
let door: SystemActor;
let user: StageUser;

const durability = () => (door.system.durability as { value: number; max: number }).value;
const stored = () => (door._source.system as { durability: { value: number | null } }).durability.value;
const ask = (by: StageUser, card: StageChatMessage, request: Request) => stage.server.onClient(by, () => requestAttackChange(card as never, request));
async function punch(): Promise<StageChatMessage> {
  const fists = cast.hero.items.find((i) => i.name === "Fists & Feet")!;
  queueFaces(2, 2, 1); // 5 points against physical 3: 2 damage
  const card = await startAttack(cast.hero as never, fists as never, 0, { targets: [tokenOf(door) as never], fastForward: true });
  expect(card).not.toBeNull();
  await settle();
  return card as unknown as StageChatMessage;
}

describe.each(seats())("an attack on an object with the %s in the seat", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeAttackCast(MeshalActor);
    door = ironDoor();
    user = stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("the line resolves at once against the protection; Apply takes the durability, Undo gives it back", async () => {
    const card = await punch();
    expect(attackStateOf(card)!.targets[0]).toMatchObject({ resolved: true, hit: true, damage: 2, defenses: [{ kind: "take", faces: [] }] });
    expect(durability()).toBe(5);
    expect(await ask(user, card, { op: "apply", target: 0, allocation: null })).toEqual({ ok: true });
    expect(stored()).toBe(3);
    expect(durability()).toBe(3);
    expect(attackStateOf(card)!.targets[0]!.applied).toMatchObject({ durability: 2, undone: false });
    expect(await ask(user, card, { op: "undo", target: 0 })).toEqual({ ok: true });
    expect(durability()).toBe(5);
    expect(stage.warnings).toEqual([]);
  });
});

describe("a player and an object they do not own", () => {
  beforeEach(() => {
    stage.reset();
    cast = makeAttackCast(MeshalActor);
    door = ironDoor();
    stage.sit("player");
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("Ann cannot defend for the door; Bo, who owns neither, cannot apply; the door is unchanged", async () => {
    const card = await punch();
    expect(await ask(stage.ann, card, { op: "defend", target: 0, hit: 0, kind: "block" })).toMatchObject({ ok: false });
    expect(await ask(stage.bo, card, { op: "apply", target: 0, allocation: null })).toMatchObject({ ok: false });
    expect(stored()).toBeNull();
    expect(durability()).toBe(5);
  });
});
