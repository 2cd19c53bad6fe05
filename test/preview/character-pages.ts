/**
 * The character sheet's preview pages: play and edit mode, creation mode, wounded, unconscious, and the roll dialog
 * with equipped items' modifiers named. Built with the same `characterContext` the sheet class uses.
 */
import { expressionLabels } from "../../src/dice/expression-label.ts";
import { attackNameWords } from "../../src/actions/attack-name.ts";
import { defaultCheckConfig } from "../../src/dice/check-config.ts";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { characterContext, type CharacterContextOptions } from "../../src/sheets/character/context.ts";
import { attributeModifiers } from "../../src/actions/modifier-sources.ts";
import "../../src/sheets/character/parts.ts";
import { preparePlainCharacter } from "../../src/sheets/character/prepare-plain.ts";
import { effectGroups } from "../../src/sheets/view/effects.ts";
import { rowExtras } from "../../src/sheets/view/row-extras.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { addPreviewPages } from "./pages.ts";
import type { GearIndexEntry } from "../../src/sheets/character/creation/creation-gear.ts";
import type { IndexEntry } from "../../src/sheets/character/creation/index-entry.ts";
import { actorSchema } from "../support/model-schemas.ts";

/** What the pack's species allow (every species of the dataset: medium humanoids, male or female). */
const HUMANOID_LIMITS = { allowedSizes: ["medium"], allowedForms: ["humanoid"], allowedGenders: ["male", "female"] };
/** What each species gives (a subset of the pack's fields), shown on its pick. */
const SPECIES_GIVES: Record<string, Record<string, unknown>> = {
  human: { initialPotential: 12, speed: 3, perceptionRange: 100, senses: [{ sense: "five-senses" }], giftedAbilities: ["free-will"], equipSlots: [{ slot: "weapon", count: 2 }, { slot: "accessory", count: 3 }] },
  dwarf: { speed: 2, perceptionRange: 100, senses: [{ sense: "darkvision" }], equipSlots: [{ slot: "weapon", count: 2 }] },
  elf: { speed: 3, perceptionRange: 150, senses: [{ sense: "night-vision" }], equipSlots: [{ slot: "weapon", count: 2 }] },
};
const FEATURES = [
  ["Human", "species", "human"], ["Dwarf", "species", "dwarf"], ["Elf", "species", "elf"], ["Medium", "size", "medium"],
  ["Small", "size", "small"], ["Female", "gender", "female"], ["Male", "gender", "male"], ["Humanoid", "form", "humanoid"],
].map(([name, kind, identifier]) => ({ uuid: `Compendium.meshal-lite.features.Item.${identifier}`, name: name!, system: { kind, identifier, ...(kind === "species" ? { ...HUMANOID_LIMITS, ...SPECIES_GIVES[identifier!] } : {}) } }));
const ABILITY_EFFECTS: Record<string, string> = {
  "Crush": "one adjacent creature takes might/2🎲 physical damage to Might; a shield blocking it breaks on 2 points.",
  "Titan Grip": "wield a two-handed weapon in one hand.",
  "Quick Step": "move 1 step as a reaction when an attack misses you.",
  "Keen Eye": "your perception range doubles until the end of the scene.",
  "Herb Lore": "recognise herbs and brew a simple remedy in 10 minutes.",
};
const ABILITIES: IndexEntry[] = [
  ["Crush", 2, "might"], ["Titan Grip", 4, "might"], ["Quick Step", 1, "energy"], ["Keen Eye", 1, "spirit"], ["Herb Lore", 2, "common"],
].map(([name, level, attributeType]): IndexEntry => ({
  uuid: `Compendium.meshal-lite.abilities.Item.${String(name)}`, name: String(name),
  system: { identifier: String(name).toLowerCase().replace(/ /g, "-"), level, attributeType, description: `<p>Effect: ${ABILITY_EFFECTS[String(name)] ?? ""}</p>`, requirements: name === "Titan Grip" ? ["a two-handed weapon"] : [] },
})).concat([{ uuid: "Compendium.meshal-lite.abilities.Item.free-will", name: "Free Will", system: {
  identifier: "free-will", level: 0, attributeType: "common", gifted: true, description: "", requirements: [],
} }]);
/** A few items of the gear compendiums (every kit's, and a longsword), in English. */
const GEAR: GearIndexEntry[] = ([
  ["short-sword", "Short Sword", 2500, "weapons"], ["buckler", "Buckler", 1400, "weapons"], ["padded-armor", "Padded Armor", 330, "armor"],
  ["hard-leather-helm", "Hard Leather Helm", 1100, "armor"], ["leather-boots", "Leather Boots", 700, "armor"], ["rations", "Rations", 15, "gear"],
  ["shortbow", "Shortbow", 1200, "weapons"], ["arrow", "Arrow", 60, "weapons"], ["dagger", "Dagger", 1080, "weapons"],
  ["hard-leather-armor", "Hard Leather Armor", 670, "armor"], ["felt-boots", "Felt Boots", 390, "armor"], ["quarterstaff", "Quarterstaff", 2400, "weapons"],
  ["cloth-robe", "Cloth Robe", 350, "accessories"], ["cloth-hood", "Cloth Hood", 350, "armor"], ["candle", "Candle", 50, "gear"],
  ["longsword", "Longsword", 3400, "weapons"],
] as const).map(([identifier, name, value, pack]) => ({ uuid: `Compendium.meshal-lite.${pack}.Item.${identifier}`, name, pack, system: { identifier, value } }));

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

/** A tab's filter and the rows opened to their summary, as the sheet keeps them between renders. */
interface RowState { listFilters?: Partial<Record<"inventory" | "abilities", { text: string; type: string }>>; openSummaries?: string[] }

function context(env: ViewEnv, make: () => A.FixtureActor, options: CharacterContextOptions, name = "Lin Wei", { listFilters = {}, openSummaries = [] }: RowState = {}) {
  const a = make();
  const items = a.items.map((i) => ({ ...i, img: "icons/svg/item-bag.svg" }));
  const actor = preparePlainCharacter({ name, img: "icons/svg/mystery-man.svg", system: a.system, items });
  const view = characterContext(actor, {
    source: a.system, schema: actorSchema("character"), labels: expressionLabels(env.localize), attackNames: attackNameWords(env.localize), featureIndex: FEATURES, abilityIndex: ABILITIES, gearIndex: GEAR, ...options,
  });
  const mode = options.editMode ? "edit" : "play";
  return {
    ...view, ...rowExtras({ ...view, items: actor.items, filters: listFilters, openSummaries }, env), view, mode, isPlay: mode === "play", isEdit: mode === "edit", canEdit: true, limited: false, rootId: `preview-${mode}`,
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
    expect: ["[data-action=toggleFeature]", ".meshal-choice__gives", ".meshal-creation__rolled-for", "[data-action=raiseAttribute]", "[data-action=obtainAbility]",
      ".meshal-offer__summary", "select[data-creation-filter=level]", "[data-action=takeKit]", "[data-action=buyGear]", "input[name=name]",
      "[data-action=finishCreation]"],
    context: (env) => context(env, () => { const a = A.freshCharacter(); a.items = []; return a; }, { creation: true }, "New Character") },
  { id: "character-creation-progress", sheet: "character", parts: ["header", "creation"], classes: CLASSES,
    expect: ["[data-action=lowerAttribute]:not([disabled])", "[data-action=removeAbility]", ".meshal-creation__step-badge.is-done",
      "[data-step-badge=gear].is-done", "[data-step=gear] [data-action=deleteItem]"],
    context: (env) => context(env, () => {
      const a = A.freshCharacter();
      a.system.potential = { total: 48, log: [{ kind: "spend", reason: "raise", amount: 9, target: "energy", note: "3→4" }, { kind: "spend", reason: "obtain", amount: 6, target: "crush", note: "" }] };
      a.system.attributes.energy.trained = 4;
      // The owned Human as the pack gives it: Small is not offered beside it.
      Object.assign(a.items.find((i) => i.name === "Human")!.system, HUMANOID_LIMITS);
      a.items.push(I.ability("crush", 2, "might"), I.dagger());
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
    context: (env) => {
      const mods = attributeModifiers(fullCharacter().items, "energy");
      return { ...rollDialogContext(defaultCheckConfig({ expression: "energy", advantage: mods.advantage, disadvantage: mods.disadvantage, purpose: "Energy" }), { might: 4, energy: 3, spirit: 3 }, true, mods.sources, false, expressionLabels(env.localize)) };
    } },
);

addPreviewPages(
  // The Inventory tab filtered by name with one row opened to its summary, as the sheet re-renders them.
  { id: "character-inventory-filter", sheet: "character", parts: ["inventory"], classes: CLASSES,
    expect: [".meshal-list-filter input[type=search]", ".meshal-item-row[hidden]", ".meshal-item-summary:not([hidden]) dd",
      "[data-summary-toggle][aria-expanded=true]", ".meshal-item-summary [data-action=editItem]"],
    context: (env) => context(env, fullCharacter, { activeTab: "inventory" }, "Lin Wei",
      { listFilters: { inventory: { text: "revolver", type: "" } }, openSummaries: ["revolver000000001"] }) },
  { id: "character-abilities-filter", sheet: "character", parts: ["abilities"], classes: CLASSES,
    expect: ["select[data-filter-type]", ".meshal-ability-group[hidden]", ".meshal-item-summary:not([hidden])"],
    context: (env) => context(env, fullCharacter, { activeTab: "abilities" }, "Lin Wei",
      { listFilters: { abilities: { text: "", type: "might" } }, openSummaries: ["crush00000000000"] }) },
);

addPreviewPages(
  // Gear used from its row (a potion stack and a charged lantern), the Rest button, and tooltips on what is icon-only.
  { id: "character-gear-use", sheet: "character", parts: ["header", "pools", "tabs", "inventory"], classes: CLASSES,
    expect: ["[data-action=rest]", ".meshal-use-button[data-action=useItem]", ".meshal-item-row__uses input[data-path='system.uses.value']",
      "[data-action=toggleEquip][data-tooltip]", ".meshal-attack-button[data-tooltip]", ".meshal-protection[data-tooltip]",
      ".meshal-attribute[data-tooltip]", ".meshal-pips--mobility .meshal-pip[data-tooltip]", "[data-action=itemMenu][data-tooltip]"],
    context: (env) => context(env, () => {
      const a = fullCharacter();
      const potion = a.items.find((i) => i.name === "Healing Potion")!;
      potion.system.quantity = 3;
      a.items.push({ id: "lantern0000000001", name: "Lantern", type: "gear", system: I.itemSystem("gear", { identifier: "lantern", kinds: ["tool"], scale: "light", uses: { value: 2, max: 3 } }) });
      return a;
    }, { activeTab: "inventory" }, "Lin Wei") },
);

addPreviewPages(
  // Issue 35: an area attack's "Place area" button beside its roll button.
  { id: "character-area-attack", sheet: "character", parts: ["header", "tabs", "abilities"], classes: CLASSES,
    expect: [".meshal-attack-button[data-action=rollAttack]", "[data-action=placeArea][data-attack='0']"],
    context: (env) => context(env, () => {
      const a = fullCharacter();
      a.items.push(I.ability("stench-cloud", 2, "spirit", { activation: { kind: "tactic", cost: 1 }, attacks: [{ ...I.daggerAttack, label: "Stench Cloud", mode: "",
        range: { kind: "self", min: null, max: null }, area: { shape: "circle", radius: 2, angle: 0, center: "self", excludes: "self" } }] }));
      return a;
    }, { activeTab: "abilities" }) },
);
