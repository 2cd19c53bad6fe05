/**
 * The dice optional rules as a player uses them (§2.2, §2.4, §10.2), each with its world switch off and on: the
 * newer-edition dice (a check left with 0 dice rolls nothing and scores 0), an assist on a check (added, or the higher
 * taken under the variant), and fate expense (Ann sets dice of her own Might check and Hero loses that many Might
 * dice), and effect replacement (a repeated effect replaces the older one). Run as Ann, on the stage whose server refuses what Foundry's refuses.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle } from "../stage/server.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";
import { queueFaces } from "./support/roll.ts";
import { renderedRollCard } from "../support/rendered-roll-card.ts";
import * as I from "../fixtures/data-items.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");
const { onRenderFateButtons } = await import("../../src/dice/fate-listener.ts");
const { rollActorCheck } = await import("../../src/dice/check.ts");
const { registerEffectReplacement } = await import("../../src/documents/effect-replacement-hook.ts");
// The replacement's lazy chunk, loaded ahead (settle() waits for the hook's work, not for a first module load).
await import("../../src/documents/effect-replacement.ts");
const { effectChanges } = await import("../../src/core/version/effect-data.ts");
(CONFIG.Dice.rolls as unknown[]).push(PointsRoll);

type Roll = InstanceType<typeof PointsRoll>;
type Rec = Record<string, unknown>;

const setRule = (id: string, on: boolean) => stage.settings.set(`meshal-lite.${id}`, on);

/** DialogV2.wait as the fate dialog meets it: Ann picks `faces` (die index → face) and clicks the spend button. */
function answerFateDialog(faces: Record<number, number>) {
  const api = (globalThis as unknown as { foundry: { applications: { api: Rec } } }).foundry.applications.api;
  api.DialogV2 = {
    ...(api.DialogV2 as Rec),
    wait: async (config: { buttons: { action: string; callback: (event: unknown, button: unknown) => unknown }[] }) => {
      const selects = Object.entries(faces).map(([index, face]) => ({ name: `die-${index}`, value: String(face) }));
      const spend = config.buttons.find((b) => b.action === "spend")!;
      return spend.callback({}, { form: { querySelectorAll: () => selects } });
    },
  };
}

const mightOf = (cast: Cast) => (cast.hero.system as { attributes: { might: { value: number; lost: number } } }).attributes.might;

let cast: Cast;

beforeEach(() => {
  stage.reset();
  cast = makeCast(MeshalActor);
  stage.sit("player");
});
afterEach(() => stage.server.expectNoRefusals());

describe("newer-edition dice (newerDice)", () => {
  it("off: a check cut below one die still rolls one", async () => {
    queueFaces(1);
    await cast.hero.rollAttribute("might", { disadvantage: 9 });
    const roll = stage.world.messages.contents[0]!.rolls[0] as Roll;
    expect(roll.faces).toEqual([1]);
    expect(roll.total).toBe(1);
  });

  it("on: the same check rolls no dice and scores 0", async () => {
    setRule("newerDice", true);
    queueFaces(1);
    await cast.hero.rollAttribute("might", { disadvantage: 9 });
    const roll = stage.world.messages.contents[0]!.rolls[0] as Roll;
    expect(roll.faces).toEqual([]);
    expect(roll.total).toBe(0);
    expect(roll.cardContext()).toMatchObject({ noDice: true, diceCount: 0, total: 0 });
  });
});

describe("assist (assistTakeHigher)", () => {
  it("off: the helper's result is added even when the roller asks for the higher", async () => {
    queueFaces(1, 2, 5);
    const roll = (await rollActorCheck(cast.hero, { expression: "might", skipDialog: true, assist: 2, assistMode: "takeHigher", difficulty: 4 }))!;
    expect(roll.total).toBe(3);
    expect(roll.checkResult).toBe(5);
    expect(roll.cardContext().outcome?.success).toBe(true);
  });

  it("on: the roller may take the higher of the two", async () => {
    setRule("assistTakeHigher", true);
    queueFaces(1, 2, 5);
    const roll = (await rollActorCheck(cast.hero, { expression: "might", skipDialog: true, assist: 2, assistMode: "takeHigher", difficulty: 4 }))!;
    expect(roll.checkResult).toBe(3);
    expect(roll.cardContext().outcome?.success).toBe(false);
  });
});

describe("fate expense (fateExpense)", () => {
  it("off: the card offers Ann no fate button", async () => {
    queueFaces(1, 5, 6);
    await cast.hero.rollAttribute("might");
    const { html, removed } = renderedRollCard();
    // Cast: the stage's message and element stand for the ChatMessage and HTMLElement the listener takes.
    onRenderFateButtons(stage.world.messages.contents[0] as never, html as never);
    expect(removed("fate")).toBe(true);
  });

  it("on: Ann sets two dice to 2, the card shows the new faces and Hero loses two Might dice", async () => {
    setRule("fateExpense", true);
    queueFaces(1, 5, 6);
    await cast.hero.rollAttribute("might");
    const before = mightOf(cast);
    const message = stage.world.messages.contents[0]!;
    const { html, button, removed, press } = renderedRollCard();
    // Cast: the stage's message and element stand for the ChatMessage and HTMLElement the listener takes.
    onRenderFateButtons(message as never, html as never);
    expect(removed("fate")).toBe(false);
    answerFateDialog({ 0: 1, 1: 2, 2: 2 });
    press("fate");
    await vi.waitFor(() => expect(button("fate").hasAttribute("disabled")).toBe(false));
    await settle();
    const roll = message.rolls[0] as Roll;
    expect(roll.faces).toEqual([1, 2, 2]);
    expect(roll.total).toBe(5);
    expect(roll.meshal.fate).toEqual({ attribute: "might", faces: [1, 5, 6], lost: 2, by: stage.ann.name });
    expect(mightOf(cast).lost).toBe(before.lost + 2);
    expect(mightOf(cast).value).toBe(before.value - 2);
    expect(roll.cardContext().fateOffered).toBe(false);
  });

  it("on: Bo sees no fate button on Ann's roll", async () => {
    setRule("fateExpense", true);
    await cast.hero.rollAttribute("might");
    stage.server.actAs(stage.bo);
    const { html, removed } = renderedRollCard();
    // Cast: the stage's message and element stand for the ChatMessage and HTMLElement the listener takes.
    onRenderFateButtons(stage.world.messages.contents[0] as never, html as never);
    expect(removed("fate")).toBe(true);
  });
});

describe("effect replacement (effectReplaceAny)", () => {
  registerEffectReplacement();
  const nimble = (origin: string, value = "1") =>
    ({ name: "Nimble", origin, changes: [{ key: "system.mobility.max", mode: 2, value }], statuses: [] });

  /** Ann's Hero with two abilities, Pickpocket and Sleight of Hand: the UUIDs effects name as their origin. */
  function abilities() {
    const [first, second] = cast.hero.items.filter((i) => i.type === "ability");
    return { pickpocket: first!.uuid, sleight: second!.uuid };
  }
  const effectNames = () => cast.hero.effects.contents.map((e) => `${e.name}:${String(e._source.origin)}`);

  beforeEach(() => {
    stage.reset();
    const second = { ...I.pickpocket(), id: "sleightOfHand0001", name: "Sleight of Hand" };
    cast = makeCast(MeshalActor, { armoured: true, items: [second] });
    stage.sit("player");
  });

  it("off: the same ability cast again replaces its effect; an identical effect of another ability stays", async () => {
    const { pickpocket, sleight } = abilities();
    await cast.hero.createEmbeddedDocuments("ActiveEffect", [nimble(pickpocket)]);
    await cast.hero.createEmbeddedDocuments("ActiveEffect", [nimble(pickpocket, "2")]);
    await settle();
    expect(effectNames()).toEqual([`Nimble:${pickpocket}`]);
    expect(effectChanges(cast.hero.effects.contents[0])).toEqual([expect.objectContaining({ key: "system.mobility.max", type: "add", value: "2" })]);
    await cast.hero.createEmbeddedDocuments("ActiveEffect", [nimble(sleight, "2")]);
    await settle();
    expect(effectNames()).toEqual([`Nimble:${pickpocket}`, `Nimble:${sleight}`]);
  });

  it("on: an identical effect replaces the older one whatever ability it came from", async () => {
    setRule("effectReplaceAny", true);
    const { pickpocket, sleight } = abilities();
    await cast.hero.createEmbeddedDocuments("ActiveEffect", [nimble(pickpocket)]);
    await cast.hero.createEmbeddedDocuments("ActiveEffect", [nimble(sleight)]);
    await settle();
    expect(effectNames()).toEqual([`Nimble:${sleight}`]);
  });
});
