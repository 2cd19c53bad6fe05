/**
 * The character sheet's preview pages: play and edit mode, creation mode, wounded, unconscious, and the roll dialog
 * with equipped items' modifiers named. Built with the same `characterContext` the sheet class uses.
 */
import { expressionLabels } from "../../src/dice/expression-label.ts";
import { defaultCheckConfig } from "../../src/dice/check-config.ts";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { characterContext, type CharacterContextOptions } from "../../src/sheets/character/context.ts";
import { attributeModifiers } from "../../src/actions/modifier-sources.ts";
import "../../src/sheets/character/parts.ts";
import { preparePlainCharacter } from "../../src/sheets/character/prepare-plain.ts";
import { effectGroups } from "../../src/sheets/view/effects.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { addPreviewPages } from "./pages.ts";
import { actorSchema } from "../support/model-schemas.ts";

/** What the pack's species allow (every species of the dataset: medium humanoids, male or female). */
const HUMANOID_LIMITS = { allowedSizes: ["medium"], allowedForms: ["humanoid"], allowedGenders: ["male", "female"] };
const FEATURES = [
  ["Human", "species", "human"], ["Dwarf", "species", "dwarf"], ["Elf", "species", "elf"], ["Medium", "size", "medium"],
  ["Small", "size", "small"], ["Female", "gender", "female"], ["Male", "gender", "male"], ["Humanoid", "form", "humanoid"],
].map(([name, kind, identifier]) => ({ uuid: `Compendium.meshal-lite.features.Item.${identifier}`, name: name!, system: { kind, identifier, ...(kind === "species" ? HUMANOID_LIMITS : {}) } }));
const ABILITIES = [
  ["Crush", 2, "might"], ["Titan Grip", 4, "might"], ["Quick Step", 1, "energy"], ["Keen Eye", 1, "spirit"], ["Herb Lore", 2, "common"],
].map(([name, level, attributeType]) => ({ uuid: `Compendium.meshal-lite.abilities.Item.${String(name)}`, name: String(name), system: { level, attributeType } }));

/** The armoured character with a revolver, an ability with an attack and a potion: something in every list. */
function fullCharacter(): A.FixtureActor {
  const a = A.armouredCharacter();
  const chain = a.items.find((i) => i.name === "Chainmail")!;
  chain.system.rollModifiers = [I.rollModifier({ roll: "energy", modifier: -1 }), I.rollModifier({ roll: "all", modifier: 1, condition: "in the dark" })];
  a.items.push(I.revolver(), I.fistsAndFeet(), I.healingPotion(), I.freeWill(),
    I.ability("crush", 2, "might", { activation: { kind: "tactic", cost: 2 }, attacks: [{ ...I.daggerAttack, label: "Crush", dice: { pools: ["might"], combine: "max", divisor: 1, bonus: 1, mode: "points" } }] }));
  a.system.details = { ...(a.system.details as object), biography: "<p>A caravan guard from the salt roads.</p>", alias: "Salt Wolf" };
  (a.system.potential as { log: unknown[] }).log.push({ kind: "spend", reason: "raise", amount: 9, target: "might", note: "3→4" });
  a.system.attributes.might.trained = 4;
  return a;
}

function context(env: ViewEnv, make: () => A.FixtureActor, options: CharacterContextOptions, name = "Lin Wei") {
  const a = make();
  const items = a.items.map((i) => ({ ...i, img: "icons/svg/item-bag.svg" }));
  const actor = preparePlainCharacter({ name, img: "icons/svg/mystery-man.svg", system: a.system, items });
  const view = characterContext(actor, {
    source: a.system, schema: actorSchema("character"), labels: expressionLabels(env.localize), featureIndex: FEATURES, abilityIndex: ABILITIES, ...options,
  });
  const mode = options.editMode ? "edit" : "play";
  return {
    ...view, view, mode, isPlay: mode === "play", isEdit: mode === "edit", canEdit: true, limited: false, rootId: `preview-${mode}`,
    documentUuid: "Actor.character",
    effects: effectGroups([
      { id: "e1", name: "Blessing of the Road", img: null, disabled: false, isTemporary: true },
      { id: "e2", name: "Chainmail weight", img: null, disabled: false, isSuppressed: true, sourceName: "Chainmail", parentId: "chainmail00000001" },
    ]),
  };
}

const CLASSES = ["meshal-actor-sheet", "meshal-character-sheet"];
const PLAY_PARTS = ["header", "pools", "tabs", "abilities", "inventory", "features", "biography", "effects"];

addPreviewPages(
  { id: "character-play", sheet: "character", parts: PLAY_PARTS, classes: CLASSES,
    expect: [".meshal-attribute [data-action=rollAttribute]", ".meshal-pip.is-filled", "[data-action=adjustMobility]",
      ".meshal-attack-button[data-action=rollAttack]", "[data-action=toggleEquip]", "[data-action=raiseAttribute]",
      ".meshal-load__fill", ".meshal-carried", "[data-action=tab]", "[data-action=toggleMode]"],
    context: (env) => context(env, fullCharacter, {}) },
  { id: "character-edit", sheet: "character", parts: PLAY_PARTS, classes: CLASSES,
    expect: ["input[name='system.attributes.might.trained']", "input[name='system.attributes.might.lost']", "input[name='system.speed']",
      "input[name=name]", "[data-action=addEntry]", "[data-action=deleteItem]"],
    context: (env) => context(env, fullCharacter, { editMode: true }) },
  { id: "character-creation", sheet: "character", parts: ["header", "pools", "creation"], classes: CLASSES,
    expect: ["[data-action=toggleFeature]", "[data-action=raiseAttribute]", "[data-action=obtainAbility]", "[data-action=finishCreation]"],
    context: (env) => context(env, () => { const a = A.freshCharacter(); a.items = []; return a; }, { creation: true }, "New Character") },
  { id: "character-creation-progress", sheet: "character", parts: ["header", "creation"], classes: CLASSES,
    expect: ["[data-action=lowerAttribute]:not([disabled])", "[data-action=removeAbility]", ".meshal-creation__step-badge.is-done"],
    context: (env) => context(env, () => {
      const a = A.freshCharacter();
      a.system.potential = { total: 48, log: [{ kind: "spend", reason: "raise", amount: 9, target: "energy", note: "3→4" }, { kind: "spend", reason: "obtain", amount: 6, target: "crush", note: "" }] };
      a.system.attributes.energy.trained = 4;
      // The owned Human as the pack gives it: Small is not offered beside it.
      Object.assign(a.items.find((i) => i.name === "Human")!.system, HUMANOID_LIMITS);
      a.items.push(I.ability("crush", 2, "might"));
      return a;
    }, { creation: true }, "Mei") },
  { id: "character-wounded", sheet: "character", parts: ["header", "pools", "tabs", "inventory"], classes: CLASSES,
    expect: [".meshal-pip:not(.is-filled)", ".meshal-consciousness--conscious"],
    context: (env) => context(env, () => { const a = A.armouredCharacter(); a.system.attributes.might.lost = 2; a.system.mobility = { value: 1, max: 3 }; return a; }, { activeTab: "inventory" }) },
  { id: "character-wounded-gm", sheet: "character", parts: ["header", "pools"], classes: CLASSES,
    expect: ["[data-action=adjustDie][data-delta='-1']", "[data-action=adjustDie][data-delta='1']:not([disabled])"],
    context: (env) => context(env, () => { const a = A.armouredCharacter(); a.system.attributes.might.lost = 2; return a; }, { gm: true }) },
  { id: "character-uses-left", sheet: "character", parts: ["header", "tabs", "abilities"], classes: CLASSES,
    expect: [".meshal-uses[data-uses-left='1']", ".meshal-uses.is-spent[data-uses-left='0']"],
    context: (env) => context(env, () => {
      const a = fullCharacter();
      a.items.push(I.ability("taunt", 1, "spirit", { activation: { kind: "tactic", cost: 1, limit: { max: "1", per: "round" } } }));
      return a;
    }, {
      // Issue 21 #6: Crush has 1 of 2 uses left this fight, Taunt's one use this round is spent.
      usesLeft: (id) => (/crush/i.test(id) ? { left: 1, max: 2 } : /taunt/i.test(id) ? { left: 0, max: 1 } : null),
    }) },
  { id: "character-unconscious", sheet: "character", parts: ["header", "pools"], classes: CLASSES,
    expect: [".meshal-consciousness--unconscious", ".meshal-attribute.is-empty"],
    context: (env) => context(env, A.woundedCharacter, {}, "Borin") },
  { id: "character-limited", sheet: "character", parts: ["limited"], classes: CLASSES,
    expect: [".meshal-limited img", ".meshal-limited__name"],
    context: () => ({ limitedView: { img: "icons/svg/mystery-man.svg", name: "Lin Wei", biography: "<p>A caravan guard.</p>" }, mode: "play", isPlay: true, isEdit: false, canEdit: false, limited: true }) },
  { id: "roll-dialog-sources", sheet: null, template: "dice/roll-dialog.hbs", classes: ["meshal-roll-dialog"],
    expect: [".meshal-roll-dialog__source", ".meshal-roll-dialog__source.is-offered"],
    context: () => {
      const mods = attributeModifiers(fullCharacter().items, "energy");
      return { ...rollDialogContext(defaultCheckConfig({ expression: "energy", advantage: mods.advantage, disadvantage: mods.disadvantage, purpose: "Energy" }), { might: 4, energy: 3, spirit: 3 }, true, mods.sources) };
    } },
);
