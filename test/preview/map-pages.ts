/** The encounter-strength panel (§8.1): two PCs and a wolf against three brutes, one PC down, the bonus rule on. */
import { encounterView, type EncounterCreature } from "../../src/combat/encounter/encounter-view.ts";
import { addPreviewPages } from "./pages.ts";

const creature = (name: string, pc: boolean, disposition: number, strength: number, state: EncounterCreature["state"] = "conscious"): EncounterCreature =>
  ({ actorUuid: `Actor.${name}`, name, pc, disposition, strength, state });

const fight: EncounterCreature[] = [
  creature("Lin Wei", true, 1, 48), creature("Mira", true, 1, 40), creature("Goran", true, 1, 36, "unconscious"), creature("Gray Wolf", false, 1, 12),
  creature("Grave Brute", false, -1, 90), creature("Grave Brute", false, -1, 90), creature("Bone Archer", false, -1, 60), creature("Crow", false, 0, 2),
];

addPreviewPages({
  id: "combat-encounter-panel", sheet: null, template: "combat/encounter-panel.hbs", classes: ["meshal-encounter", "standard-form"],
  expect: [".meshal-encounter__side--hostile", ".meshal-encounter__band", "input[type=number][name=bonus0]", "tr.is-ineligible"],
  context: () => {
    const view = encounterView(fight, true);
    return { ...view, name: "Bridge ambush", nameMax: 100, pcs: view.pcs.map((p, index) => ({ ...p, index })) };
  },
});
