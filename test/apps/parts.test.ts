/**
 * Every ApplicationV2 part renders exactly one root element. Foundry's Handlebars mixin throws on any other count, so
 * the app never opens in a live world (a fake stage would not notice). The test loads every src module on the smoke
 * stage, walks the PARTS of every exported ApplicationV2 class with real Handlebars and a realistic context from the
 * class's own `_prepareContext`, and fails when src declares PARTS on a class it did not walk.
 */
import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { SYSTEM_ID } from "../../src/core/settings.ts";
import { installStage } from "../smoke/foundry-stage.ts";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { previewHandlebars } from "../preview/handlebars.ts";
import { installSheetStage, stageActor, stageItem, stageObject } from "./sheet-stage.ts";
import { fragmentRoots } from "../support/html-roots.ts";
import { LANGS } from "../support/lang.ts";
import { fromRoot } from "../support/project.ts";
import { declaredClasses, descendsFrom, exportedClasses, loadSourceModules } from "../support/src-modules.ts";

interface PartConfig {
  template: string;
  templates?: string[];
}
interface AppClass {
  name: string;
  PARTS?: Record<string, PartConfig>;
  /** Actor sheets: the parts a limited viewer gets instead of PARTS. */
  LIMITED_PARTS?: Record<string, PartConfig>;
  DEFAULT_OPTIONS?: { tag?: string };
  new (...args: never[]): object;
}
/** The protected context hooks, reached from the test as Foundry would call them. */
interface AppInstance {
  _prepareContext(options: object): Promise<Record<string, unknown>>;
  _preparePartContext?(partId: string, context: Record<string, unknown>, options: object): Promise<Record<string, unknown>>;
  _configureRenderParts?(options: object): Record<string, PartConfig>;
}
type CheckConfigModule = typeof import("../../src/dice/check-config.ts");
/** `limited`: a viewer with limited permission, for whom the app must pick its LIMITED_PARTS. */
type Fixture = { name: string; make: (cls: AppClass, m: CheckConfigModule) => object; limited?: boolean };

const dice = { might: 3, energy: 4, spirit: 2 };
const build = (cls: AppClass, ...args: unknown[]) => new (cls as unknown as new (...a: unknown[]) => object)(...args);
/** A document sheet on a stage document, in play or edit mode. */
const sheet = (cls: AppClass, document: object, mode: "play" | "edit" = "play") => Object.assign(build(cls, { document }), { mode });

const ITEM_FIXTURES: [string, () => I.FixtureItem][] = [
  ["weapon", I.revolver], ["protection", () => I.chainmail()], ["accessory", () => I.signetOfPalankai()],
  ["ability", I.pickpocket], ["feature", I.human], ["gear", I.healingPotion],
];
const itemSheetFixtures: Fixture[] = ITEM_FIXTURES.flatMap(([type, make]) => (["play", "edit"] as const).map((mode) => ({
  name: `${type}, ${mode} mode`, make: (cls: AppClass) => sheet(cls, stageItem(make()), mode),
})));

/**
 * How to open each application class the system defines, in the states its templates branch on. A new class needs an
 * entry here (the test says so), which is the point: its parts get rendered before it ships.
 */
const FIXTURES: Record<string, Fixture[]> = {
  RollDialog: [
    { name: "an actor's check with a difficulty", make: (cls, m) => build(cls, m.defaultCheckConfig({ expression: "might+1", advantage: 1, difficulty: 3, purpose: "Climb the wall" }), dice, "Sera") },
    { name: "a number without an actor", make: (cls, m) => build(cls, m.defaultCheckConfig({ expression: "4", mode: "faceSum" }), dice, "") },
    { name: "a formula that does not parse", make: (cls, m) => build(cls, m.defaultCheckConfig({ expression: "might +" }), { ...dice, spirit: null }, "Sera") },
  ],
  MeshalItemSheet: itemSheetFixtures,
  // The base actor sheet has no parts of its own but the limited view every actor sheet shares.
  MeshalActorSheet: [{ name: "limited viewer", make: (cls) => sheet(cls, stageActor(A.npcBrute(), "Grave Brute", { limited: true })), limited: true }],
  NpcSheet: [
    { name: "play mode", make: (cls) => sheet(cls, stageActor(A.npcBrute(), "Grave Brute")) },
    { name: "edit mode", make: (cls) => sheet(cls, stageActor(A.npcBrute(), "Grave Brute"), "edit") },
    { name: "limited viewer", make: (cls) => sheet(cls, stageActor(A.npcBrute(), "Grave Brute", { limited: true })), limited: true },
  ],
  ObjectSheet: [
    { name: "play mode", make: (cls) => sheet(cls, stageObject({ material: "copperIron", modifiers: ["reinforced"], durability: { value: 4 } }, "Iron door")) },
    { name: "edit mode", make: (cls) => sheet(cls, stageObject({ material: "wood" }, "Chest", { table: "newer" }), "edit") },
    { name: "limited viewer", make: (cls) => sheet(cls, stageObject({}, "Wall", { limited: true })), limited: true },
  ],
  OptionalRulesMenu: [{ name: "the world's rules", make: (cls) => new (cls as unknown as new () => object)() }],
  EncounterPanel: [{
    name: "a PC against two goblins",
    make: (cls) => new (cls as unknown as new (combat: object) => object)({
      id: "c1", scene: { name: "Old mill" },
      combatants: [
        { name: "Lin Wei", token: { disposition: 1 }, actor: { uuid: "Actor.lin", name: "Lin Wei", type: "character", system: { potential: { strength: 12 } } } },
        { name: "Goblin", token: { disposition: -1 }, actor: { uuid: "Actor.gob", name: "Goblin", type: "npc", system: { strength: 9 } } },
        { name: "Goblin", token: { disposition: -1 }, actor: { uuid: "Actor.gob", name: "Goblin", type: "npc", system: { strength: 9, consciousness: "dead" } } },
      ],
    }),
  }],
  CharacterSheet: [
    { name: "play mode", make: (cls) => sheet(cls, stageActor(A.armouredCharacter(), "Lin Wei", { flags: { "meshal-lite": { creation: false } } })) },
    { name: "edit mode", make: (cls) => sheet(cls, stageActor(A.armouredCharacter(), "Lin Wei", { flags: { "meshal-lite": { creation: false } } }), "edit") },
    { name: "creation mode", make: (cls) => sheet(cls, stageActor(A.freshCharacter(), "New Hero", { flags: { "meshal-lite": { creation: true } } })) },
    { name: "wounded", make: (cls) => sheet(cls, stageActor(A.woundedCharacter(), "Lin Wei", { flags: { "meshal-lite": { creation: false } } })) },
    { name: "limited viewer", make: (cls) => sheet(cls, stageActor(A.armouredCharacter(), "Lin Wei", { limited: true })), limited: true },
  ],
};

/** A part's template path (`systems/<id>/…`) as a file of this repository. */
function templateFile(path: string): string {
  const prefix = `systems/${SYSTEM_ID}/`;
  if (!path.startsWith(prefix)) {
    throw new Error(`${path} is not one of this system's templates; core templates cannot be rendered here, so use a system template`);
  }
  return fromRoot(path.slice(prefix.length));
}

let apps: AppClass[];
let checkConfig: CheckConfigModule;

beforeAll(async () => {
  installStage();
  installSheetStage();
  const modules = await loadSourceModules();
  const { ApplicationV2 } = (globalThis as unknown as { foundry: { applications: { api: { ApplicationV2: object } } } }).foundry.applications.api;
  apps = exportedClasses(modules, (cls) => cls !== ApplicationV2 && descendsFrom(cls, ApplicationV2)) as unknown as AppClass[];
  checkConfig = modules.get("dice/check-config.ts") as unknown as CheckConfigModule;
}, 60_000);

/** Renders one part of an app instance in a language; returns the HTML. */
async function renderPart(app: object, partId: string, part: PartConfig, lang: (typeof LANGS)[number]): Promise<string> {
  const hb = previewHandlebars(lang);
  for (const partial of part.templates ?? []) hb.registerPartial(partial, readFileSync(templateFile(partial), "utf8"));
  const instance = app as AppInstance;
  const context = await instance._prepareContext({});
  const partContext = instance._preparePartContext ? await instance._preparePartContext(partId, { ...context }, {}) : context;
  return hb.compile(readFileSync(templateFile(part.template), "utf8"), { strict: true })(partContext);
}

describe("ApplicationV2 parts", () => {
  it("finds the system's application classes on the stage", () => {
    expect(apps.map((a) => a.name)).toContain("RollDialog");
  });

  it("walks every class that declares PARTS or uses the Handlebars mixin, and has a fixture for each", () => {
    const walked = new Set(apps.map((a) => a.name));
    const declared = new Set([...declaredClasses(/static\s+(?:override\s+)?PARTS\s*=/), ...declaredClasses(/extends\s+HandlebarsApplicationMixin\(/)]);
    for (const name of declared) expect(walked.has(name), `${name} declares PARTS or uses the Handlebars mixin but is not exported, so its parts were not rendered`).toBe(true);
    for (const name of walked) expect(FIXTURES[name]?.length ?? 0, `add a FIXTURES entry for ${name}`).toBeGreaterThan(0);
    for (const name of Object.keys(FIXTURES)) expect(walked.has(name), `FIXTURES names ${name}, which is not an application class`).toBe(true);
  });

  it("renders every part of every application with exactly one root element, in every language", async () => {
    let rendered = 0;
    for (const cls of apps) {
      for (const fixture of FIXTURES[cls.name] ?? []) {
        // The parts the app itself picks for this state (a limited viewer, creation mode …), as Foundry asks it.
        const picker = fixture.make(cls, checkConfig) as AppInstance;
        const parts = picker._configureRenderParts ? picker._configureRenderParts({}) : (cls.PARTS ?? {});
        if (fixture.limited) expect(Object.keys(parts), `${cls.name} (${fixture.name}) renders the limited view`).toEqual(Object.keys(cls.LIMITED_PARTS ?? {}));
        for (const [partId, part] of Object.entries(parts)) {
          expect(existsSync(templateFile(part.template)), `${cls.name}.${partId}: ${part.template} exists`).toBe(true);
          for (const lang of LANGS) {
            const where = `${cls.name}.${partId} (${fixture.name}, ${lang})`;
            const html = await renderPart(fixture.make(cls, checkConfig), partId, part, lang).catch((error: unknown) => {
              throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
            });
            expect(html, `${where} has no unknown lang key`).not.toMatch(/![A-Z]+\./);
            const roots = fragmentRoots(html);
            expect(roots.strayText, `${where}: text outside the root element`).toEqual([]);
            expect(roots.elements, `${where}: top-level elements`).toHaveLength(1);
            // Parts of a form-tagged app are children of that form: a nested <form> would cut them off from it.
            if (cls.DEFAULT_OPTIONS?.tag === "form") expect(html, `${where}: nested form`).not.toMatch(/<form[\s>]/);
            rendered++;
          }
        }
      }
    }
    expect(rendered).toBeGreaterThan(0);
  });
});
