/**
 * Core's combat tracker (`foundry.applications.sidebar.tabs.CombatTracker`) as far as the system's subclass
 * (src/combat/tracker/tracker.ts) depends on it, built on the ApplicationV2 stage (application.ts) over the Combat
 * stage (combat.ts):
 * - three parts, `header`, `tracker` and `footer`, rendered with the stage's Handlebars, each with one root element;
 * - the header's controls sit in `.encounter-controls` (with the class `combat` while a combat is viewed) in two
 *   groups, `.control-buttons.left` (the GM's `rollAll` and `rollNPC`) and `.control-buttons.right` (the GM's
 *   `resetAll`, everyone's `trackerSettings`), around the `.encounter-title`;
 * - one `li.combatant[data-combatant-id]` row per turn, with `.token-name` and `.token-initiative` (the initiative, or
 *   a `rollInitiative` control for the row's owner while it has none);
 * - `viewed` is the combat shown (a test sets it);
 * - a click on a row's control (`clickControl`) goes to `_onCombatantControl(event, target)`, which finds the row's
 *   combatant and, for `rollInitiative`, calls `_onRollInitiative(combatant)` (the names of core's public API, and the
 *   action dnd5e 5.3 intercepts in `_onCombatantControl` on both versions). Which roll core's own `_onRollInitiative`
 *   makes is not in a public source: the stage's calls the combatant's `rollInitiative`, core's plain roll unless the
 *   system overrides it. The header's groups and action names are those Draw Steel finds in core's header on v13
 *   (0.11.x) and on v14 (1.0.x) with the same selectors, so the stage renders the same header for both versions. The
 *   markup is otherwise a sketch: no combat tabs, round controls, context menus, turn classes, tooltips' text or icons'
 *   exact classes.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.applications.sidebar.tabs.CombatTracker.html (`PARTS`,
 * `viewed`, `_onCombatantControl`, `_onRollInitiative`); dnd5e 5.3 `module/applications/combat/combat-tracker.mjs`;
 * Draw Steel 0.11.1 and 1.0 `src/module/applications/sidebar/tabs/combat-tracker.mjs`.
 */
import { defineStageTemplate, StageApplicationV2, StageHandlebarsApplicationMixin, type StageRenderOptions } from "./application.ts";
import type { StageElement } from "./application-dom.ts";
import type { StageCombat, StageCombatant } from "./combat.ts";

const HEADER = "templates/sidebar/tabs/combat/header.hbs";
const TRACKER = "templates/sidebar/tabs/combat/tracker.hbs";
const FOOTER = "templates/sidebar/tabs/combat/footer.hbs";

const HEADER_SOURCE = `<header class="combat-tracker-header">
  <div class="encounter-controls{{#if hasCombat}} combat{{/if}}">
    <div class="control-buttons left flexrow">
      {{#if isGM}}
      <button type="button" class="inline-control icon fa-solid fa-users" data-action="rollAll" data-tooltip="Roll all"></button>
      <button type="button" class="inline-control icon fa-solid fa-users-gear" data-action="rollNPC" data-tooltip="Roll NPCs"></button>
      {{/if}}
    </div>
    <div class="encounter-title">{{#if hasCombat}}Round {{round}}{{else}}No encounter{{/if}}</div>
    <div class="control-buttons right flexrow">
      {{#if isGM}}<button type="button" class="inline-control icon fa-solid fa-rotate-left" data-action="resetAll" data-tooltip="Reset"></button>{{/if}}
      <button type="button" class="inline-control icon fa-solid fa-gear" data-action="trackerSettings" data-tooltip="Settings"></button>
    </div>
  </div>
</header>`;

const TRACKER_SOURCE = `<ol class="combat-tracker plain">
  {{#each turns}}
  <li class="combatant" data-combatant-id="{{id}}">
    <div class="token-name"><strong class="name">{{name}}</strong></div>
    <div class="token-initiative">{{#if hasRolled}}<span class="initiative">{{initiative}}</span>{{else if owner}}<button type="button" class="combatant-control" data-action="rollInitiative"></button>{{/if}}</div>
  </li>
  {{/each}}
</ol>`;

const FOOTER_SOURCE = `<nav class="combat-controls">{{#if isGM}}<button type="button" data-action="endCombat">End</button>{{/if}}</nav>`;

/** The tracker core gives `CONFIG.ui.combat` (see the module comment). */
export class StageCombatTracker extends StageHandlebarsApplicationMixin(StageApplicationV2) {
  static DEFAULT_OPTIONS = { id: "combat", classes: ["tab", "sidebar-tab", "combat-sidebar"] };
  static override PARTS = { header: { template: HEADER }, tracker: { template: TRACKER }, footer: { template: FOOTER } };

  /** The combat the tracker shows (core's follows the viewed scene's active combat; a test sets it). */
  viewed: StageCombat | null = null;

  protected override async _prepareContext(_options: StageRenderOptions): Promise<Record<string, unknown>> {
    const combat = this.viewed;
    const turns = (combat?.turns ?? []).map((c) => ({ id: c.id, name: c.name, initiative: c.initiative ?? "", hasRolled: c.initiative !== null, owner: c.isOwner }));
    return { isGM: game.user?.isGM === true, hasCombat: Boolean(combat), round: combat?.round ?? 0, turns };
  }

  /** A click on a control in a combatant's row (see the module comment). */
  async clickControl(target: StageElement): Promise<void> {
    await this._onCombatantControl({ type: "click", target }, target);
  }

  protected async _onCombatantControl(_event: { type: string; target: StageElement }, target: StageElement): Promise<void> {
    const id = target.closest("[data-combatant-id]")?.dataset["combatantId"];
    const combatant = id ? this.viewed?.combatants.get(id) : undefined;
    if (!combatant) return;
    if (target.dataset["action"] === "rollInitiative") await this._onRollInitiative(combatant);
  }

  protected async _onRollInitiative(combatant: StageCombatant): Promise<void> {
    await combatant.rollInitiative();
  }
}

/**
 * Defines core's tracker templates on the application stage and offers the class where the system looks for it
 * (`foundry.applications.sidebar.tabs.CombatTracker`). Call after `installApplicationStage`.
 */
export function installCombatTrackerStage(): typeof StageCombatTracker {
  defineStageTemplate(HEADER, HEADER_SOURCE);
  defineStageTemplate(TRACKER, TRACKER_SOURCE);
  defineStageTemplate(FOOTER, FOOTER_SOURCE);
  const g = globalThis as unknown as { foundry: { applications: Record<string, unknown> } };
  g.foundry.applications.sidebar = { tabs: { CombatTracker: StageCombatTracker } };
  return StageCombatTracker;
}
