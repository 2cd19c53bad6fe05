/**
 * The preview's pages: every sheet state, the roll dialog and the chat cards, each built from fixtures through the
 * same view-model code the sheets use. The character sheet adds its states with `addPreviewPages` (its own file,
 * imported by test/preview/all-pages.ts).
 */
import { applyDerived } from "../../src/data/actor/base.ts";
import type { ItemType } from "../../src/data/types.ts";
import { rollCardContext, readRollState } from "../../src/dice/card-context.ts";
import { defaultCheckConfig } from "../../src/dice/check-config.ts";
import { rollDialogContext } from "../../src/dice/dialog-context.ts";
import { expressionLabels } from "../../src/dice/expression-label.ts";
import { scoreResults } from "../../src/dice/points.ts";
import { SHEET_TABLE } from "../../src/sheets/sheet-table.ts";
import { itemSheetView } from "../../src/sheets/view/item-sheet.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import { npcSheetView, type NpcSheetInput } from "../../src/sheets/view/npc-sheet.ts";
import * as A from "../fixtures/data-actors.ts";
import * as I from "../fixtures/data-items.ts";
import { activeResults } from "../support/dice.ts";
import { actorSchema, itemSchema } from "../support/model-schemas.ts";

/** One preview page. `sheet` names a SHEET_TABLE row (its parts are rendered in order) or is null for `template`. */
export interface PreviewPage {
  id: string;
  /** Sheet id in SHEET_TABLE, or null for a single template. */
  sheet: string | null;
  /** For non-sheet pages: the template (under templates/). */
  template?: string;
  /** Part ids to render (default: every part of the sheet except `limited`). */
  parts?: string[];
  /** Classes of the window element (`meshal meshal-sheet …`). */
  classes: string[];
  /** Selectors that must be present once rendered. */
  expect: string[];
  /** Selectors that must be absent once rendered (e.g. buttons a reader must not see). */
  expectNone?: string[];
  /** The rendered window may be at most this many CSS pixels tall (a sheet that must fit the screen). */
  maxHeight?: number;
  /** Builds the template context. */
  context(env: ViewEnv): Record<string, unknown>;
  /** For pages whose HTML comes from code rather than a template (the tracker rows): the page's body. */
  html?(env: ViewEnv): string;
}

const pages: PreviewPage[] = [];

/** Adds pages (the character sheet calls this from its own preview file). */
export function addPreviewPages(...more: PreviewPage[]): void {
  pages.push(...more);
}

/** Every registered page. */
export function previewPages(): readonly PreviewPage[] {
  return pages;
}

/** A fixture actor's derived `system`, computed by the same pure derivation as the data models. */
export function derivedSystem(a: A.FixtureActor): Record<string, unknown> {
  const system = structuredClone(a.system) as Record<string, unknown>;
  applyDerived(system as never, A.deriveInput(a));
  return system;
}

const modeFlags = (mode: "play" | "edit", canEdit = true) => ({ mode, isPlay: mode === "play", isEdit: mode === "edit", canEdit, limited: false });

function npcContext(env: ViewEnv, mode: "play" | "edit") {
  const npc = A.npcBrute();
  const system = derivedSystem(npc);
  const view = npcSheetView({
    name: "Grave Brute", img: "icons/svg/skull.svg", system: system as unknown as NpcSheetInput["system"],
    source: npc.system as NpcSheetInput["source"], schema: actorSchema("npc"), items: npc.items,
    effects: [{ id: "e1", name: "Rotting Stench", img: null, disabled: false, isTemporary: false },
      { id: "e2", name: "Chainmail weight", img: null, disabled: false, isSuppressed: true, sourceName: "Chainmail", parentId: "chainmail00000001" }],
    enrichedLoot: "<p>3 silver, a rusty key</p>",
  }, env);
  return { ...view, view, ...modeFlags(mode), documentUuid: "Actor.npc" };
}

addPreviewPages(
  { id: "npc-play", sheet: "npc", parts: ["header", "block"], classes: ["meshal-actor-sheet", "meshal-npc-sheet"],
    expect: [".meshal-pools [data-action=rollAttribute]", ".meshal-attack[data-action=rollAttack]", ".meshal-stats", "[data-action=toggleMode]", "[data-action=rest]"],
    context: (env) => npcContext(env, "play") },
  { id: "npc-edit", sheet: "npc", parts: ["header", "block"], classes: ["meshal-actor-sheet", "meshal-npc-sheet"],
    expect: ["input[name='system.attributes.might.base']", "input[name=name]", "prose-mirror[name='system.loot']"],
    context: (env) => npcContext(env, "edit") },
  { id: "npc-limited", sheet: "npc", parts: ["limited"], classes: ["meshal-actor-sheet", "meshal-npc-sheet"],
    expect: [".meshal-limited img", ".meshal-limited__name"],
    context: () => ({ limitedView: { img: "icons/svg/skull.svg", name: "Grave Brute", biography: "<p>It smells of the crypt.</p>" }, ...modeFlags("play", false) }) },
);

const ITEM_FIXTURES: [ItemType, () => I.FixtureItem][] = [
  ["weapon", I.revolver], ["protection", () => I.chainmail()], ["accessory", () => I.signetOfPalankai()],
  ["ability", I.pickpocket], ["feature", I.human], ["gear", I.healingPotion],
];

function itemContext(env: ViewEnv, fixture: I.FixtureItem, mode: "play" | "edit") {
  const view = itemSheetView({
    name: fixture.name, img: null, type: fixture.type, source: fixture.system, schema: itemSchema(fixture.type),
    enrichedDescription: "<p>A realistic description with <strong>rich text</strong>.</p>",
    effects: fixture.type === "accessory" ? [{ id: "e1", name: "Spirit +1", img: null, disabled: false }] : [],
  }, env);
  return { ...view, ...modeFlags(mode), documentUuid: `Item.${fixture.id}` };
}

for (const [type, make] of ITEM_FIXTURES) {
  for (const mode of ["play", "edit"] as const) {
    if (mode === "edit" && type !== "weapon" && type !== "ability") continue;
    addPreviewPages({
      id: `item-${type}-${mode}`, sheet: "item", classes: ["meshal-item-sheet"],
      expect: mode === "edit" ? ["input[name=name]", "[data-action=addEntry]", "prose-mirror"] : [".meshal-name", ".meshal-description"],
      context: (env) => itemContext(env, make(), mode),
    });
  }
}

addPreviewPages(
  { id: "roll-dialog", sheet: null, template: "dice/roll-dialog.hbs", classes: ["meshal-roll-dialog"],
    expect: ["input[name=expression]", "[data-action=step]"],
    context: (env) => ({ ...rollDialogContext(defaultCheckConfig({ expression: "energy/2", advantage: 1, difficulty: 3, purpose: "Shoot the lock" }), { might: 5, energy: 4, spirit: 2 }, true, [], false, expressionLabels(env.localize)) }) },
  { id: "chat-roll", sheet: null, template: "dice/points-roll.hbs", classes: [],
    expect: [".dice-tooltip"],
    context: () => {
      const results = activeResults(6, 3, 1, 5);
      scoreResults(results);
      const total = results.reduce((s, r) => s + (r.count ?? 0), 0);
      const options = { mode: "points", expression: "might+1", diceCount: 4, advantage: 1, difficulty: 2, chance: 0.4213, purpose: "Climb the wall" };
      return { formula: "4d6p", flavor: null, user: "u1", tooltip: '<div class="dice-tooltip"></div>', total, isPrivate: false,
        meshal: rollCardContext(readRollState(options), results, total) };
    } },
);

/** Sheet ids the preview covers (the action check makes sure each has at least one page). */
export const previewedSheets = (): string[] => [...new Set(pages.map((p) => p.sheet).filter((s): s is string => s !== null && s in SHEET_TABLE))];
