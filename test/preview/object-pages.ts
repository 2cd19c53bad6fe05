/**
 * The object sheet (§8.2): an iron door half broken in play mode under the seed table, a chest in edit mode under the
 * newer table (thickness in digits, the weathered modifier), and the limited view.
 */
import "../../src/sheets/actor/object-parts.ts";
import { applyObjectDerived, type StoredObject } from "../../src/data/actor/object.ts";
import type { ObjectTable } from "../../src/rules/index.ts";
import { objectSheetView } from "../../src/sheets/view/object-sheet.ts";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import { addPreviewPages } from "./pages.ts";

const modeFlags = (mode: "play" | "edit") => ({ mode, isPlay: mode === "play", isEdit: mode === "edit", canEdit: true, limited: false });

function objectContext(env: ViewEnv, name: string, stored: StoredObject, table: ObjectTable, mode: "play" | "edit") {
  const system = { ...structuredClone(stored), description: "<p>Studded with rivets; the lock is rusted shut.</p>" };
  const derived = applyObjectDerived(system, table);
  const view = objectSheetView({
    name, img: "icons/svg/door-closed.svg", system: { ...system, ...derived }, storedDurability: stored.durability.value,
    enrichedDescription: system.description, repairRule: true, editable: true,
  }, env);
  return { ...view, ...modeFlags(mode), descriptionSource: system.description, documentUuid: "Actor.object" };
}

const door: StoredObject = { material: "copperIron", thicknessSteps: 1, thicknessDigits: 2, modifiers: ["reinforced"], durability: { value: 4 } };
const chest: StoredObject = { material: "wood", thicknessSteps: 0.5, thicknessDigits: 1, modifiers: ["weathered"], durability: { value: null } };

addPreviewPages(
  { id: "object-play", sheet: "object", parts: ["header", "body"], classes: ["meshal-actor-sheet", "meshal-object-sheet"],
    expect: [".meshal-object-bar", ".meshal-object-protections", "[data-action=repair]", "[data-action=toggleMode]"],
    expectNone: ["[data-action=toggleModifier]"],
    context: (env) => objectContext(env, "Iron door", door, "seed", "play") },
  { id: "object-edit", sheet: "object", parts: ["header", "body"], classes: ["meshal-actor-sheet", "meshal-object-sheet"],
    expect: ["select[name='system.material']", "input[name='system.thicknessDigits']", "[data-modifier=weathered]", "input[name='system.durability.value']"],
    context: (env) => objectContext(env, "Old chest", chest, "newer", "edit") },
  { id: "object-limited", sheet: "object", parts: ["limited"], classes: ["meshal-actor-sheet", "meshal-object-sheet"],
    expect: [".meshal-limited img", ".meshal-limited__name"],
    context: () => ({ limitedView: { img: "icons/svg/door-closed.svg", name: "Iron door", biography: "" }, ...modeFlags("play"), canEdit: false }) },
);
