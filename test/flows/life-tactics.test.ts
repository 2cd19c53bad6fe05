/**
 * Issue 23, the optional life rules on the strict stage, each with its switch off and on: postures (§9.4) as statuses
 * the sheet changes (speed and Energy rolls follow; unconscious lays prone), carrying a creature (§5.5), the search
 * tactic with the difficulty table (§10.2) and the daily natural-death attempt once aged (§7.2). Ann acts on her own
 * Hero; no write may be refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settle } from "../stage/server.ts";
import { dialogStage } from "../stage/dialog.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { carryOrSetDown, naturalDeathAttempt } = await import("../../src/actions/life-tactics.ts");
const { defenderStateOf } = await import("../../src/combat/attack/defender-state.ts");
const characterSheet = await loadActorSheet("character");

const dialogs = dialogStage();
const api = (globalThis as unknown as { foundry: { applications: { api: { DialogV2: Record<string, unknown> } } } }).foundry.applications.api;
api.DialogV2 = { ...api.DialogV2, wait: dialogs.DialogV2.wait };

let cast: Cast;
const setRule = (id: string, on: boolean) => stage.settings.set(`meshal-lite.${id}`, on);
type HeroSystem = { speed: number; posture: string; carrying: { uuid: string; name: string }; life: { dead: boolean } };
const heroSystem = () => cast.hero.system as unknown as HeroSystem;
const onAnn = <T>(fn: () => Promise<T>) => stage.server.onClient(stage.ann, fn);
// Cast: the stage's actor stands in for the system's actor the tactics read.
const tactician = () => cast.hero as never;

beforeEach(() => {
  stage.reset();
  dialogs.reset();
  cast = makeCast(MeshalActor);
  stage.sit("player");
});
afterEach(() => stage.server.expectNoRefusals());

describe("postures (§9.4)", () => {
  const click = async (posture: string) => {
    await characterSheet(cast.hero).click("changePosture", { data: { posture } });
    await settle();
  };

  it("off: the sheet changes no posture and a prone status changes nothing", async () => {
    const speed = heroSystem().speed;
    await click("crouching");
    expect(cast.hero.statuses.has("crouching")).toBe(false);
    await onAnn(() => cast.hero.toggleStatusEffect("prone", { active: true }));
    await settle();
    expect(heroSystem().speed).toBe(speed);
    expect(defenderStateOf(cast.hero as never).modifiers?.dodge).toBeUndefined();
  });

  it("on: crouching halves speed, prone divides it by 3 and gives dodge (Energy dice) 2 disadvantages", async () => {
    const speed = heroSystem().speed;
    setRule("postures", true);
    await click("crouching");
    expect(cast.hero.statuses.has("crouching")).toBe(true);
    expect(heroSystem().posture).toBe("crouching");
    expect(heroSystem().speed).toBe(speed / 2);
    await click("prone");
    expect(cast.hero.statuses.has("crouching")).toBe(false);
    expect(heroSystem().speed).toBe(speed / 3);
    expect(defenderStateOf(cast.hero as never).modifiers?.dodge).toEqual({ advantage: 0, disadvantage: 2 });
    expect(defenderStateOf(cast.hero as never).modifiers?.block).toBeUndefined();
    await click("standing");
    expect(heroSystem().speed).toBe(speed);
  });

  it("unconscious lays the creature prone only with the rule on", async () => {
    await onAnn(() => cast.hero.update({ "system.attributes.might.lost": 99 }));
    await settle();
    expect(cast.hero.statuses.has("unconscious")).toBe(true);
    expect(cast.hero.statuses.has("prone")).toBe(false);
    stage.reset();
    cast = makeCast(MeshalActor);
    stage.sit("player");
    setRule("postures", true);
    await onAnn(() => cast.hero.update({ "system.attributes.might.lost": 99 }));
    await settle();
    expect(cast.hero.statuses.has("prone")).toBe(true);
  });
});

describe("carrying a creature (§5.5)", () => {
  it("off: nothing is carried", async () => {
    expect(await onAnn(() => carryOrSetDown(tactician(), { uuid: cast.brute.uuid, name: "Brute" }))).toBe(false);
    expect(heroSystem().carrying.uuid).toBe("");
  });

  it("on: the carrier records whom it carries, and sets it down again", async () => {
    setRule("carryCreature", true);
    expect(await onAnn(() => carryOrSetDown(tactician(), { uuid: cast.brute.uuid, name: "Brute" }))).toBe(true);
    expect(heroSystem().carrying).toEqual({ uuid: cast.brute.uuid, name: "Brute" });
    expect(await onAnn(() => carryOrSetDown(tactician(), null))).toBe(true);
    expect(heroSystem().carrying.uuid).toBe("");
  });
});

describe("search (§10.2)", () => {
  const rolls = () => stage.world.messages.contents.flatMap((m) => m.rolls as unknown as { options: { difficulty?: number | null } }[]);

  it("off: Search rolls at once, with no difficulty asked", async () => {
    await characterSheet(cast.hero).click("searchTactic", {});
    await settle();
    expect(rolls()).toHaveLength(1);
    expect(rolls()[0]!.options.difficulty ?? null).toBeNull();
  });

  it("on: Search asks the table first and rolls against its difficulty (a trivial item, well hidden: 9)", async () => {
    setRule("search3", true);
    const opened = dialogs.opening();
    const clicked = characterSheet(cast.hero).click("searchTactic", {});
    const dialog = await opened;
    dialog.element.querySelector<{ value: string }>('select[name="target"]')!.value = "trivial";
    dialog.element.querySelector<{ value: string }>('select[name="concealment"]')!.value = "wellHidden";
    await dialog.click("search");
    await clicked;
    await settle();
    expect(rolls()[0]!.options.difficulty).toBe(9);
  });
});

describe("natural death (§7.2)", () => {
  const age = (years: number) => onAnn(() => cast.hero.update({ "system.details.ageStage": "aged", "system.details.agedYears": years }));

  it("off: no attempt is made, whatever the age", async () => {
    await age(500);
    expect(await onAnn(() => naturalDeathAttempt(tactician()))).toBeNull();
    expect(heroSystem().life.dead).toBe(false);
  });

  it("on: an aged character's failed attempt stores death (difficulty 500 cannot be beaten)", async () => {
    setRule("age", true);
    await age(500);
    expect(await onAnn(() => naturalDeathAttempt(tactician()))).toEqual({ survived: false });
    await settle();
    expect(heroSystem().life.dead).toBe(true);
    expect(cast.hero.statuses.has("dead")).toBe(true);
  });

  it("on: no attempt before the character is aged", async () => {
    setRule("age", true);
    await onAnn(() => cast.hero.update({ "system.details.ageStage": "adult" }));
    expect(await onAnn(() => naturalDeathAttempt(tactician()))).toBeNull();
  });
});
