/**
 * The combat tracker with Meshal's row additions: ⚡ pips (click to spend or restore one), the tie-break rolls beside
 * the initiative and a long action in progress. Added to core's rendered rows, so core's template stays untouched.
 */
import { clickPip } from "./mobility-pip.ts";
import { fightMobility } from "../ledger/fight-ledger.ts";
import { creatureOf } from "../../documents/system-views.ts";
import { loadLazily } from "../../core/lazy.ts";
import { canEditPips, pipAction, rowView, type RowView } from "./tracker-row.ts";
import { localization } from "../../core/i18n.ts";

/** The tie-break rolls, shown beside the initiative (empty when there were none). */
export function tieBreakHtml(view: RowView, localize: (key: string) => string): string {
  return view.tieBreaks ? `<span class="meshal-tiebreak" tabindex="0" data-tooltip="${localize("MESHAL.Combat.tieBreak")}">(${view.tieBreaks})</span>` : "";
}

/** The row additions under the name: ⚡ pips and a long action in progress (escaped numbers only; labels localised). */
export function rowHtml(view: RowView, localize: (key: string) => string): string {
  const pips = view.pips
    .map((p) => `<button type="button" class="meshal-pip${p.filled ? " filled" : ""}" data-pip="${p.index}" ${view.editable ? "" : "disabled"} data-tooltip="${localize(p.filled ? "MESHAL.Combat.spendOne" : "MESHAL.Combat.restoreOne")}" aria-label="${localize(p.filled ? "MESHAL.Combat.spendOne" : "MESHAL.Combat.restoreOne")}"></button>`)
    .join("");
  const owed = view.owed > 0 ? `<span class="meshal-long-action" tabindex="0" data-tooltip="${localize("MESHAL.Combat.longAction")}"><i class="fa-solid fa-hourglass-half" aria-hidden="true"></i> ${view.owed}⚡</span>` : "";
  return `<div class="meshal-row-extras"><span class="meshal-pips" tabindex="0" data-tooltip="${localize("MESHAL.Combat.mobility")}">${pips}<span class="meshal-pip-count">${view.value}/${view.max}</span></span>${owed}</div>`;
}

/** The GM's encounter-strength button for the tracker's header (§8.1); "" for a player, who never sees the panel. */
export function encounterButtonHtml(isGM: boolean, localize: (key: string) => string): string {
  if (!isGM) return "";
  const label = localize("MESHAL.Encounter.open");
  return `<button type="button" class="inline-control icon fa-solid fa-scale-balanced meshal-encounter-open" data-tooltip="${label}" aria-label="${label}"></button>`;
}

/**
 * Where the encounter button goes: core's header groups its controls in `.control-buttons` inside `.encounter-controls`
 * (the same markup on v13 and v14, as Draw Steel 0.11 and 1.0 find it); the left group holds the GM's encounter tools
 * (roll all, roll NPCs), so the button joins them.
 */
const GM_CONTROLS = ".encounter-controls .control-buttons.left";

/** Puts the encounter button in the tracker header's GM controls (once) and opens the panel, loaded on demand, on a click. */
function addEncounterButton(root: HTMLElement, combat: NonNullable<InstanceType<TrackerBase>["viewed"]>): void {
  const group = root.querySelector<HTMLElement>(GM_CONTROLS);
  if (!group || group.querySelector(".meshal-encounter-open")) return;
  const html = encounterButtonHtml(game.user?.isGM === true, (k) => localization().localize(k));
  if (!html) return;
  group.insertAdjacentHTML("beforeend", html);
  group.querySelector(".meshal-encounter-open")?.addEventListener("click", () => {
    void loadLazily(() => import("../encounter/encounter-panel.ts")).then((panel) => panel?.openEncounterPanel(combat));
  });
}

type TrackerBase = typeof foundry.applications.sidebar.tabs.CombatTracker;

/** Our combat tracker class, made at `init` (core's tracker class exists only once Foundry has loaded). */
export function defineCombatTracker(Base: TrackerBase) {
  return class MeshalCombatTracker extends Base {
  /** A row's roll button rolls the system's way (the tie-breaks, the card, a player's roll through the GM). */
  protected override async _onRollInitiative(...[combatant]: Parameters<InstanceType<TrackerBase>["_onRollInitiative"]>): Promise<void> {
    await combatant.rollInitiative();
  }

  protected override async _onRender(...args: Parameters<InstanceType<TrackerBase>["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    const combat = this.viewed;
    if (!combat) return;
    addEncounterButton(this.element, combat);
    const user = game.user;
    for (const li of this.element.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
      const combatant = combat.combatants.get(li.dataset["combatantId"] ?? "");
      const actor = combatant?.actor;
      if (!combatant || !actor) continue;
      const creature = creatureOf(actor);
      // During a started fight the GM's fight ledger's figures (combat/ledger/), not what the owner wrote.
      const m = creature ? fightMobility(actor, creature.system.mobility) : undefined;
      const ownTurn = combat.started && combat.combatant?.id === combatant.id;
      const editable = canEditPips({ isGM: user?.isGM === true, owns: actor.isOwner }, ownTurn);
      const view = rowView({ mobility: m ? { value: m.value, max: m.max, owed: m.owed ?? 0 } : null, tieBreaks: combatant.tieBreaks }, editable);
      if (!view) continue;
      li.querySelector(".meshal-row-extras")?.remove();
      li.querySelector(".meshal-tiebreak")?.remove();
      const localize = (k: string) => localization().localize(k);
      (li.querySelector(".token-name") ?? li).insertAdjacentHTML("beforeend", rowHtml(view, localize));
      // Beside the initiative when core drew one; else with the other additions.
      const initiative = li.querySelector(".token-initiative");
      if (initiative) initiative.insertAdjacentHTML("afterbegin", tieBreakHtml(view, localize));
      else li.querySelector(".meshal-row-extras")?.insertAdjacentHTML("beforeend", tieBreakHtml(view, localize));
      if (!editable) continue;
      for (const button of li.querySelectorAll<HTMLButtonElement>(".meshal-pip")) {
        button.addEventListener("click", (event) => {
          event.stopPropagation();
          const pip = view.pips[Number(button.dataset["pip"])];
          if (pip && creature) void clickPip(creature, pipAction(pip), user?.isGM === true);
        });
      }
    }
  }
  };
}
