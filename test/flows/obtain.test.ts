/**
 * Issue 22: an ability gained after creation costs what obtaining it costs (§3.6). Dropping one on Hero's finished
 * character sheet asks first with the cost, refuses with the reason when the cap or the unspent potential does not
 * allow it, and on a yes spends the potential and logs it; the GM may grant it free instead (logged as a free grant).
 * Run as Ann (a player owning Hero) and as the GM on the stage whose server refuses what Foundry's refuses.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { StageItem } from "../stage/server-documents.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";
import { loadActorSheet } from "./support/sheet.ts";
import { ability } from "../fixtures/data-items.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const sheetOf = await loadActorSheet("character");

/** An ability in the system's abilities pack (not owned by anyone). */
class PackAbility extends StageItem {
  override pack = "meshal-lite.abilities";
  override get uuid(): string {
    return `Compendium.meshal-lite.abilities.Item.${this.id}`;
  }
}
const packAbility = (name: string, level: number, type: string) => new PackAbility({ ...ability(name, level, type), _id: `${name}Pack`.padEnd(16, "0").slice(0, 16) });

interface WaitOptions { buttons: { action: string; label: string }[] }
/** `DialogV2.wait`: answers with the queued action (a test sets it), recording the buttons offered. */
let answer: string | null = "spend";
const wait = vi.fn(async (_options: WaitOptions) => answer);
(globalThis as unknown as { foundry: { applications: { api: { DialogV2: Record<string, unknown> } } } }).foundry.applications.api.DialogV2.wait = wait;

type Log = { kind: string; reason: string; amount: number; target: string }[];
let cast: Cast;
const heroLog = () => (cast.hero.system.potential as { log: Log }).log;
const unspent = () => (cast.hero.system.potential as { unspent: number }).unspent;
const abilityNames = () => cast.hero.items.contents.filter((i) => i.type === "ability").map((i) => i.name);
const offered = () => wait.mock.calls.at(-1)![0].buttons.map((b) => b.action);

describe.each(seats())("obtaining a dropped ability as the %s", (seat) => {
  beforeEach(() => {
    stage.reset();
    wait.mockClear();
    answer = "spend";
    cast = makeCast(MeshalActor);
    // Hero has just rested: advancement is open (§3.5 [DEC]; the GM's window).
    stage.settings.set("meshal-lite.advanceWindows", { [cast.hero.id]: { rested: true } });
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("asks with the cost, then spends level × 3 potential and logs it", async () => {
    const before = unspent();
    await sheetOf(cast.hero).dropItem(packAbility("Crush", 2, "might"));
    await settle();
    expect(wait).toHaveBeenCalledTimes(1);
    expect(abilityNames()).toContain("Crush");
    expect(unspent()).toBe(before - 6);
    expect(heroLog().at(-1)).toMatchObject({ kind: "spend", reason: "obtain", amount: 6, target: "Crush" });
    expect(offered()).toEqual(seat === "gm" ? ["spend", "free", "cancel"] : ["spend", "cancel"]);
  });

  it("creates nothing and spends nothing when the user says no", async () => {
    answer = "cancel";
    const before = unspent();
    await sheetOf(cast.hero).dropItem(packAbility("Crush", 2, "might"));
    expect(abilityNames()).not.toContain("Crush");
    expect(unspent()).toBe(before);
  });

  it("refuses with the reason when the ability would exceed the attribute's cap", async () => {
    await sheetOf(cast.hero).dropItem(packAbility("Titan grip", 5, "might"));
    expect(wait).not.toHaveBeenCalled();
    expect(abilityNames()).not.toContain("Titan grip");
    expect(stage.warnings.join("\n")).toContain("MESHAL.Warn.abilityOverLoad");
  });

  it("refuses an ability the character already owns", async () => {
    await sheetOf(cast.hero).dropItem(packAbility("Crush", 2, "might"));
    wait.mockClear();
    await sheetOf(cast.hero).dropItem(packAbility("Crush", 2, "might"));
    expect(wait).not.toHaveBeenCalled();
    expect(abilityNames().filter((n) => n === "Crush")).toHaveLength(1);
    expect(stage.warnings.join("\n")).toContain("MESHAL.Warn.abilityOwned");
  });
});

describe("not enough potential", () => {
  beforeEach(async () => {
    stage.reset();
    wait.mockClear();
    cast = makeCast(MeshalActor);
    stage.settings.set("meshal-lite.advanceWindows", { [cast.hero.id]: { rested: true } }); // advancement open (§3.5 [DEC])
    await stage.server.onClient(stage.gm, () => cast.hero.update({ "system.potential.total": 3 }));
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("refuses the player with the reason", async () => {
    stage.sit("player");
    await sheetOf(cast.hero).dropItem(packAbility("Herb lore", 2, "common"));
    expect(wait).not.toHaveBeenCalled();
    expect(abilityNames()).not.toContain("Herb lore");
    expect(stage.warnings.join("\n")).toContain("MESHAL.Warn.notEnoughPotential");
  });

  it("lets the GM grant it free, recorded in the log as a free grant", async () => {
    stage.sit("gm");
    answer = "free";
    await sheetOf(cast.hero).dropItem(packAbility("Herb lore", 2, "common"));
    expect(offered()).toEqual(["free", "cancel"]);
    expect(abilityNames()).toContain("Herb lore");
    expect(unspent()).toBe(3);
    expect(heroLog().at(-1)).toMatchObject({ kind: "spend", reason: "grant", amount: 0, target: "Herb lore" });
  });
});

describe("a free grant asked for by a player", () => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
    stage.sit("player");
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("is refused: only the GM grants abilities free", async () => {
    const hero = cast.hero as unknown as { obtainAbility(data: object, options: object): Promise<unknown> };
    const data = { ...ability("Crush", 2, "might") };
    expect(await hero.obtainAbility(data, { free: true })).toBeNull();
    expect(abilityNames()).not.toContain("Crush");
    expect(stage.warnings.join("\n")).toContain("MESHAL.Warn.gmOnly");
  });
});

describe.each(seats())("the dice controls of the pools as the %s", (seat) => {
  beforeEach(async () => {
    stage.reset();
    cast = makeCast(MeshalActor);
    await stage.server.onClient(stage.gm, () => cast.hero.update({ "system.attributes.might.lost": 2 }));
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());
  const lost = () => (cast.hero.system.attributes as Record<string, { lost: number }>).might!.lost;

  it(seat === "gm" ? "recover a die" : "refuse to recover a die with a message", async () => {
    await sheetOf(cast.hero).click("adjustDie", { attribute: "might", data: { delta: "1" } });
    if (seat === "gm") expect(lost()).toBe(1);
    else {
      expect(lost()).toBe(2);
      expect(stage.warnings.join("\n")).toContain("MESHAL.Warn.recoverGmOnly");
    }
  });

  it("take damage by hand", async () => {
    await sheetOf(cast.hero).click("adjustDie", { attribute: "might", data: { delta: "-1" } });
    expect(lost()).toBe(3);
  });
});
