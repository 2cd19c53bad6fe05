/**
 * The encounter-strength panel (§8.1), opened by the GM from the combat tracker's header: each side's creatures and
 * strength, the gap, the band and each player character's reward (with the bonus rule, a bonus field per PC), and an
 * Award button that asks once and writes the award (encounter-award.ts). Loaded on demand (its own chunk).
 */
import { SYSTEM_ID } from "../../core/settings.ts";
import { optionalRule } from "../../documents/runtime.ts";
import {
  awardEncounter, encounterCreatures, ENCOUNTER_NAME_MAX, keepOpeningSides, setEncounterSide, unacceptedStrengths, type EncounterCombat,
} from "./encounter-award.ts";
import { ENCOUNTER_SIDES, encounterView } from "./encounter-view.ts";
import { format, localize } from "../../core/i18n.ts";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

/** The combat the panel reads, and the name a new panel offers for the encounter. */
export interface EncounterPanelCombat extends EncounterCombat {
  id: string | null;
  scene?: { name?: string | null } | null;
}

export class EncounterPanel extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "meshal-encounter",
    tag: "form",
    classes: ["meshal", "meshal-encounter"],
    window: { title: "MESHAL.Encounter.title", icon: "fa-solid fa-scale-balanced", contentClasses: ["standard-form"] },
    position: { width: 460 },
    form: { handler: EncounterPanel.#award, closeOnSubmit: false },
  };

  static override PARTS = {
    body: { template: `systems/${SYSTEM_ID}/templates/combat/encounter-panel.hbs`, scrollable: [""] },
    footer: { template: `systems/${SYSTEM_ID}/templates/shared/form-footer.hbs` },
  };

  /** The combat whose creatures are counted. */
  readonly combat: EncounterPanelCombat;

  /** The encounter's name as typed, kept across the re-render a change of side makes. */
  #name: string | null = null;

  constructor(combat: EncounterPanelCombat, options: ConstructorParameters<typeof ApplicationV2>[0] = {}) {
    super(options);
    this.combat = combat;
  }

  protected override async _prepareContext(): Promise<object> {
    const view = encounterView(encounterCreatures(this.combat, await unacceptedStrengths(this.combat)), optionalRule("potentialBonus"));
    const name = this.#name ?? (this.combat.scene?.name || localize("MESHAL.Encounter.defaultName"));
    return {
      ...view,
      unacceptedNames: view.unaccepted.join(", "),
      name,
      sideChoices: ENCOUNTER_SIDES.map((value) => ({ value, label: `MESHAL.Encounter.side.${value}` })),
      nameMax: ENCOUNTER_NAME_MAX,
      pcs: view.pcs.map((p, index) => ({ ...p, index })),
      buttons: [{ type: "submit", icon: "fa-solid fa-gift", label: "MESHAL.Encounter.award", disabled: !view.canAward }],
    };
  }

  protected override async _onRender(context: object, options: object): Promise<void> {
    await super._onRender(context, options);
    for (const select of this.element.querySelectorAll<HTMLSelectElement>("select[data-combatant]")) {
      select.addEventListener("change", () => void this.#move(select));
    }
  }

  /** The GM moves a creature to the side chosen in its row (kept on the combat), and the panel counts again. */
  async #move(select: HTMLSelectElement): Promise<void> {
    const side = ENCOUNTER_SIDES.find((s) => s === select.value);
    const id = select.dataset.combatant;
    if (!side || !id) return;
    this.#name = this.element.querySelector<HTMLInputElement>("input[name='name']")?.value ?? this.#name;
    if (await setEncounterSide(this.combat, id, side)) await this.render();
  }

  static async #award(this: EncounterPanel, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
    const data = formData.object;
    // The bonus fields are numbered in the order of the view's PCs, worked out again here from the combat.
    const pcs = encounterView(encounterCreatures(this.combat), optionalRule("potentialBonus")).pcs;
    const bonuses = Object.fromEntries(pcs.map((p, i) => [p.actorUuid, Number(data[`bonus${i}`] ?? 0) || 0]));
    const result = await awardEncounter(this.combat, String(data["name"] ?? ""), bonuses);
    if (!result.ok) {
      if (result.reasonKey) ui.notifications?.warn(result.data ? format(result.reasonKey, result.data) : localize(result.reasonKey));
      return;
    }
    ui.notifications?.info(format("MESHAL.Encounter.awarded", { count: String(result.awarded.length) }));
    await this.close();
  }
}

/** Opens the panel for `combat` (the GM's tracker button), first keeping each creature's side as it stands now. */
export async function openEncounterPanel(combat: EncounterPanelCombat): Promise<void> {
  try {
    await keepOpeningSides(combat);
  } catch (err) {
    // The panel still opens: sides not kept are worked out again from the same defaults.
    console.error(`${SYSTEM_ID} | keeping the encounter's sides failed`, err);
  }
  await new EncounterPanel(combat).render({ force: true });
}
