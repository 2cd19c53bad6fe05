import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTOR_TYPES, ITEM_TYPES } from "../../src/data/types.ts";
import { OPTIONAL_RULE_IDS } from "../../src/core/optional-rules.ts";
import { LANGS, langString, readLang } from "../support/lang.ts";
import { fromRoot } from "../support/project.ts";
import { installStage, type Stage } from "./foundry-stage.ts";

const languages = LANGS.map(readLang);
const hasKey = (key: string) => languages.every((tree) => langString(tree, key) !== undefined);
const nameOf = (value: unknown) => (value as { name?: string }).name;
/** The ChatMessage sub-types the built manifest declares: each card's owner must have registered it at `init`. */
const declaredCardTypes = () =>
  Object.keys((JSON.parse(readFileSync(fromRoot("dist", "system.json"), "utf8")) as { documentTypes: { ChatMessage: object } }).documentTypes.ChatMessage);

let stage: Stage;

beforeAll(async () => {
  const bundle = fromRoot("dist", "meshal.mjs");
  if (!existsSync(bundle)) throw new Error("dist/meshal.mjs is missing: run `npm run build` first (npm test does).");
  stage = installStage();
  await import(pathToFileURL(bundle).href);
  await stage.run("init");
  await stage.run("setup");
  await stage.run("i18nInit");
  await stage.run("ready");
});

describe("the built bundle, loaded and initialised", () => {
  it("registers a data model for every declared type, with class names intact", () => {
    expect(Object.keys(stage.config.Actor.dataModels).sort()).toEqual([...ACTOR_TYPES].sort());
    expect(Object.keys(stage.config.Item.dataModels).sort()).toEqual([...ITEM_TYPES].sort());
    expect(nameOf(stage.config.Actor.dataModels.character)).toBe("CharacterData");
    expect(nameOf(stage.config.Item.dataModels.weapon)).toBe("WeaponData");
    expect(Object.keys(stage.config.ChatMessage.dataModels).sort()).toEqual(declaredCardTypes().sort());
    expect(nameOf(stage.config.ChatMessage.dataModels.progressive)).toBe("ChatCardData");
    expect((stage.config.ChatMessage.dataModels.progressive as { cardType?: string }).cardType).toBe("progressive");
  });

  it("registers its document classes", () => {
    expect(nameOf(stage.config.Actor.documentClass)).toBe("MeshalActor");
    expect(nameOf(stage.config.Item.documentClass)).toBe("MeshalItem");
    expect(nameOf(stage.config.ActiveEffect.documentClass)).toBe("MeshalActiveEffect");
    expect(nameOf(stage.config.ChatMessage.documentClass)).toBe("MeshalChatMessage");
    expect(stage.config.ActiveEffect.legacyTransferral).toBe(false);
    expect(nameOf(stage.config.Combat.documentClass)).toBe("MeshalCombat");
    expect(nameOf(stage.config.Combatant.documentClass)).toBe("MeshalCombatant");
    expect(nameOf(stage.config.ui.combat)).toBe("MeshalCombatTracker");
  });

  it("keeps PointsRoll's class name, which Foundry needs to rebuild saved rolls", () => {
    expect(stage.config.Dice.rolls.map(nameOf)).toContain("PointsRoll");
  });

  it("adds the p modifier as a method of Die", () => {
    const Die = (globalThis as unknown as { foundry: { dice: { terms: { Die: { MODIFIERS: Record<string, string>; prototype: object } } } } })
      .foundry.dice.terms.Die;
    const method = Die.MODIFIERS.p;
    expect(typeof method).toBe("string");
    expect(typeof (Die.prototype as Record<string, unknown>)[method!]).toBe("function");
  });

  it("registers the life statuses with localised names, and dead as the defeated marker", () => {
    const ids = stage.config.statusEffects.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["unconscious", "dead"]));
    for (const status of stage.config.statusEffects as { name: string; img: string }[]) {
      expect(hasKey(status.name), status.name).toBe(true);
      expect(status.img).toMatch(/\.(svg|webp|png)$/);
    }
    expect(stage.config.specialStatusEffects.DEFEATED).toBe("dead");
  });

  it("registers the check enricher, the progressive query, token bars and the public API", async () => {
    expect(stage.config.TextEditor.enrichers.map((e: { id?: string }) => e.id)).toContain("meshal-lite.check");
    expect(Object.keys(stage.config.queries).some((k) => k.startsWith("meshal-lite"))).toBe(true);
    expect(stage.config.Actor.trackableAttributes.character.bar).toEqual(["attributes.might", "attributes.energy", "attributes.spirit"]);
    const api = (globalThis as unknown as { meshal: Record<string, unknown> & { library: Promise<unknown> } }).meshal;
    for (const part of ["dice", "documents", "combat", "actions"]) expect(Object.keys(api[part] as object).length, part).toBeGreaterThan(0);
    // The pure library arrives with its lazy chunk, whose loading starts when the script loads.
    expect(await api.library).not.toBeNull();
    for (const part of ["rules", "data", "migrations"]) expect(Object.keys(api[part] as object).length, part).toBeGreaterThan(0);
  });

  it("registers a default sheet for every actor and item type, with a label in both languages", () => {
    for (const [documentName, types] of [["Actor", ["npc"]], ["Item", ITEM_TYPES]] as const) {
      const entries = stage.sheets.get(documentName) ?? [];
      for (const type of types) expect(entries.some((e) => e.types.includes(type) && e.makeDefault), `${documentName} ${type}`).toBe(true);
      for (const e of entries) expect(hasKey(e.label), e.label).toBe(true);
    }
    const api = (globalThis as unknown as { meshal: { applications: Record<string, unknown> } }).meshal;
    expect(typeof api.applications.rollFromMacro).toBe("function");
  });

  it("registers every setting and keybinding with names in both languages", () => {
    for (const id of ["schemaVersion", ...OPTIONAL_RULE_IDS]) expect(stage.settings.has(`meshal-lite.${id}`), id).toBe(true);
    for (const [key, data] of [...stage.settings, ...stage.keybindings]) {
      for (const field of ["name", "hint"]) {
        if (typeof data[field] === "string") expect(hasKey(data[field] as string), `${key} ${field}`).toBe(true);
      }
    }
    expect(stage.keybindings.size).toBeGreaterThan(0);
  });

  it("keeps the optional rules out of the core settings list and offers them in one GM-only menu", () => {
    for (const id of OPTIONAL_RULE_IDS) expect(stage.settings.get(`meshal-lite.${id}`)?.config, id).toBe(false);
    const menu = stage.menus.get("meshal-lite.optionalRules");
    expect(menu?.restricted).toBe(true);
    expect(typeof menu?.type).toBe("function");
    for (const field of ["name", "label", "hint"]) expect(hasKey(menu?.[field] as string), field).toBe(true);
  });

  it("does not load the Quench batches in a world without Quench", () => {
    expect(stage.hooks.has("quenchReady")).toBe(false);
  });
});
