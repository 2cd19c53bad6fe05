/**
 * MeshalActor: the methods later issues call. Every method validates with src/rules (through the pure planners in
 * ./logic) and refuses with a localised warning instead of storing bad state. Life statuses follow the dice.
 */
import type { ActorCheckOptions } from "../dice/index.ts";
import { rollActorCheck } from "../dice/index.ts";
import { restWindow, setBonusLost, type AttributeId, type DaySupply } from "../rules/index.ts";
import { renewedByFullRest } from "../rules/use-limits.ts";
import { worldTime } from "../core/world-time.ts";
import { isRecord, numberOr, recordAt } from "../rules/guards.ts";
import { createEmbedded } from "../core/document-writes.ts";
import { collectItems } from "../data/actor/derive-items.ts";
import type { EquipOptions } from "./logic/equip.ts";
import { planEquip, planUnequip } from "./logic/equip.ts";
import type { Plan } from "./logic/plan.ts";
import {
  canOverrideSpend, planAbortLongAction, planDamage, planForcedSpend, planRecover, planRestoreMobility, planRevive,
  planSpendMobility, type SpendContext,
} from "./logic/pools.ts";
import { actorCombatTurn } from "./actor-turn.ts";
import { confirmMobilityOverride } from "./mobility-override.ts";
import { planGrantFree, planIntensify, planObtain, planRaiseTrained, planRenounce, type AbilityView } from "./logic/potential.ts";
import { DEPRIVED_FLAG, deprivedFrom } from "./logic/rest.ts";
import { loadLazily } from "../core/lazy.ts";
import { RESTED_UNTIL_FLAG, SUPPLY_DAY_FLAG, systemFlagOf } from "./rest-clock.ts";
import { advancementLocked, inCreation, type AdvanceState } from "./logic/advancement-lock.ts";
import { advanceWindow, changeAdvanceWindows, openRestWindow } from "./advance-windows.ts";
import { itemThenSpend } from "./logic/item-then-spend.ts";
import { validateItemSystem } from "../data/validation.ts";
import { tokenAttributeUpdate, type TokenBarView } from "./logic/token-bars.ts";
import { warn } from "../core/notify.ts";
import { escapeHtml } from "../core/escape.ts";
import { equipOptionsFor, optionalRule, rollFaces } from "./runtime.ts";
import { LIFE_STATUSES } from "./logic/statuses.ts";
import { SYSTEM_ID } from "../core/settings.ts";
import { USES_FLAG } from "./uses-flag.ts";
import { syncLifeStatuses } from "./status-sync.ts";
import { giftsLostWith, type GiftItem } from "./logic/lost-gifts.ts";
import { abilityView, actorSystem, characterSystem, creatureOf, equipCandidate, type ActorView } from "./system-views.ts";
import { localization } from "../core/i18n.ts";

type Done<T> = Extract<Plan<T>, { ok: true }>;

/**
 * `Hooks.call` for the token-bar hook. Foundry's v13 API page (hookEvents.modifyTokenAttribute) passes the actor as a
 * third argument, which the fvtt-types declaration lacks.
 */
interface TokenAttributeHooks {
  call(hook: "modifyTokenAttribute", data: { attribute: string; value: number; isDelta: boolean; isBar: boolean }, updates: object, actor: Actor): boolean;
}

/** Was this write made by the world migration (its options carry `meshalMigration`)? */
const isMigrationWrite = (options: unknown): boolean => isRecord(options) && Boolean(options.meshalMigration);

/** Shows a warning and resolves to null (a refused operation). */
function refused(key: string, data?: Record<string, string | number>): null {
  warn(key, data);
  return null;
}

/** Asks whether to doff an item whose bonus keeps `attributes` above 0 dice; names (user text) are escaped in the content. */
async function confirmKnockOut(itemName: string, actorName: string, attributes: readonly AttributeId[]): Promise<boolean> {
  const i18n = localization();
  const names = attributes.map((id) => i18n.localize(`MESHAL.Attribute.${id}`)).join(", ");
  const data = { item: escapeHtml(itemName), name: escapeHtml(actorName), attribute: escapeHtml(names) };
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: i18n.format("MESHAL.Actor.unequipKnocksOut.title", { item: itemName }) }, // a title is text, not HTML
    content: `<p>${i18n.format("MESHAL.Actor.unequipKnocksOut.content", data)}</p>`,
  });
  return answer === true;
}

/** Logs a failed step of a potential transaction (the user sees Foundry's own error for the failed update). */
const logFailure = (err: unknown) => console.error("meshal-lite | ability change failed", err);

/** Our Actor document class. */
export class MeshalActor extends Actor {
  /**
   * The derived `system` as the pure pool planners read it; null (after telling the user) for an object, which has no
   * dice and no ⚡.
   */
  private poolView(): ActorView | null {
    const creature = creatureOf(this);
    return creature ? actorSystem(creature) : refused("MESHAL.Warn.creaturesOnly", { name: this.name ?? "" });
  }

  /** Applies a plan's update, or shows its warning. Resolves to the plan when it succeeded, else null. */
  private async apply<T>(plan: Plan<T>): Promise<Done<T> | null> {
    if (!plan.ok) {
      warn(plan.warn, plan.data);
      return null;
    }
    if (Object.keys(plan.update).length) await this.update(plan.update);
    return plan;
  }

  /** Rolls an attribute check through the dice module (dialog, PointsRoll, chat card). */
  async rollAttribute(attributeId: AttributeId, options: ActorCheckOptions = {}) {
    return rollActorCheck(this, { expression: attributeId, ...options });
  }

  /** Damage to one or several attributes; `allocation` splits it (§6.3). Resolves to the plan, or null if refused. */
  async takeDamage(damage: number, targets: AttributeId | AttributeId[], allocation?: Partial<Record<AttributeId, number>>) {
    const view = this.poolView();
    return view ? this.apply(planDamage(view, damage, Array.isArray(targets) ? targets : [targets], allocation)) : null;
  }

  /** Restores dice to one attribute (capped at its total). */
  async recoverDice(attribute: AttributeId, amount: number) {
    const view = this.poolView();
    return view ? this.apply(planRecover(view, attribute, amount)) : null;
  }

  /**
   * Spends ⚡ for an action (§5.4) in a started combat the actor is in (outside one nothing is spent or refused): a
   * tactic costing more than is left becomes a long action (the rest is owed and paid at the next turn starts); a
   * reaction needs enough ⚡; nothing else while a long action is in progress; tactics only on the own turn.
   * `confirmOverride`: when a GM's spending is refused, ask whether to spend anyway (⚡ down by the cost, no long
   * action) instead of only warning. Resolves to the plan, or null when refused or declined.
   */
  async spendMobility(cost: number, context: Pick<SpendContext, "kind" | "attachedCost"> & { confirmOverride?: boolean } = {}) {
    const { confirmOverride = false, ...action } = context;
    const view = this.poolView();
    if (!view) return null;
    const turn = actorCombatTurn(this);
    const plan = planSpendMobility(view, cost, { ...action, ...turn, state: view.consciousness });
    if (plan.ok || !confirmOverride || game.user?.isGM !== true || !canOverrideSpend(plan)) return this.apply(plan);
    const total = cost + (action.attachedCost ?? 0);
    if (!(await confirmMobilityOverride(this.name ?? "", total, plan.warn, plan.data))) return null;
    return this.apply(planForcedSpend(view, cost, action.attachedCost));
  }

  /**
   * Ends a long action in progress (§5.4). Given up, the ⚡ already paid is lost; `{cancelled: true}` (the action
   * became invalid before it completed) refunds this turn's payment, earlier turns' stays lost.
   */
  async abortLongAction(options: { cancelled?: boolean } = {}) {
    const view = this.poolView();
    return view ? this.apply(planAbortLongAction(view, options)) : null;
  }

  /**
   * Revival (§7.2), GM only: clears the stored death (counted in `system.life.revivals`), gives each attribute at 0
   * dice one die back and removes the dead status. Nothing else brings the dead back.
   */
  async revive() {
    const view = this.poolView();
    const done = view ? await this.apply(planRevive(view, game.user?.isGM === true)) : null;
    if (done && this.statuses.has(LIFE_STATUSES.dead)) await this.toggleStatusEffect(LIFE_STATUSES.dead, { active: false });
    return done;
  }

  /** Restores ⚡ by `amount`, or to the maximum. */
  async restoreMobility(amount?: number) {
    const view = this.poolView();
    return view ? this.apply(planRestoreMobility(view, amount)) : null;
  }

  /**
   * Rests whole hours (§7.3): damaged attributes roll their dice each hour. Refused while the actor is in a started
   * fight (a fight interrupts a rest). The rest runs on the world clock from the creature's own now (./rest-clock.ts)
   * and its end is stored (flag `restedUntil`); moving the world clock is the rest action's (src/actions/rest.ts).
   * With replenishment on (§7.4) `supply` says what the rest included (all of it when not given): it feeds the days
   * the rest belongs to, and each day that ended without enough supply costs its dice (flag `supplyDay`, kept apart
   * from damage in flag `deprived`). A full rest renews the uses counted per full rest (flag `uses`, ./uses-flag.ts);
   * per-day uses follow the clock. A completed rest opens advancement (the GM's windows, ./advance-windows.ts): on a GM's
   * client here, on a player's through the rest-clock request the rest action makes.
   * Posts nothing: the rest action posts the card from what this returns, `before` being the dice it started with and
   * `until` the world time the rest ends.
   */
  async rest(hours = 1, { supply }: { supply?: DaySupply } = {}) {
    if (actorCombatTurn(this).inCombat) return refused("MESHAL.Warn.restInFight", { name: this.name ?? "" });
    const view = this.poolView();
    if (!view) return null;
    const attributes = view.attributes;
    const dice = (id: AttributeId) => ({ value: attributes[id].value, total: attributes[id].total });
    const before = { might: dice("might"), energy: dice("energy"), spirit: dice("spirit") };
    // The rest's planning (needs, days on the clock) is a chunk loaded with the first rest.
    const logic = await loadLazily(() => import("./logic/rest-needs.ts"));
    if (!logic) return null;
    const window = restWindow(worldTime(), systemFlagOf(this, RESTED_UNTIL_FLAG), hours);
    const supplied = optionalRule("replenishment") ? (supply ?? { ate: true, drank: true, slept: true }) : null;
    const rest = { deprived: deprivedFrom(this.getFlag(SYSTEM_ID, DEPRIVED_FLAG)), supply: supplied, storedDay: systemFlagOf(this, SUPPLY_DAY_FLAG), window };
    const plan = logic.planRestOnClock(view, hours, (n) => rollFaces(n), rest, SYSTEM_ID);
    const done = await this.apply(plan);
    if (done && this.id && game.user?.isGM === true) await openRestWindow(this.id);
    // A full rest renews the uses counted per full rest (and drops stale round and fight counts); a day's count stays.
    const renewed = Object.entries(this.getFlag(SYSTEM_ID, USES_FLAG) ?? {}).filter(([, record]) => record && renewedByFullRest(record.key));
    if (done?.fullRest && renewed.length) await this.update(Object.fromEntries(renewed.map(([id]) => [`flags.${SYSTEM_ID}.${USES_FLAG}.${id}`, null])));
    return done ? { ...done, before, until: window.until } : null;
  }


  /** GM only: lets this character advance outside creation and rests (or locks it again), §3.5 [DEC]. */
  async setAdvanceUnlocked(unlocked: boolean): Promise<boolean> {
    if (game.user?.isGM !== true) return warn("MESHAL.Warn.gmOnly");
    return this.id ? changeAdvanceWindows([[this.id, { unlocked }]]) : false;
  }

  /** What the advancement lock reads for this character and the current user (§3.5 [DEC]); null for other actors. */
  get advanceState(): AdvanceState | null {
    const view = characterSystem(this);
    if (!view) return null;
    return {
      creation: inCreation(this.getFlag(SYSTEM_ID, "creation"), view, this.items.contents.some((i) => i.type === "feature")),
      ...advanceWindow(this.id),
      isGM: game.user?.isGM === true,
    };
  }

  /** Is advancement locked for the current user (§3.5 [DEC])? */
  get advancementLocked(): boolean {
    const state = this.advanceState;
    return state !== null && advancementLocked(state);
  }

  /** Equips an owned item (slots, accessory kinds, carry limits, consciousness). */
  async equipItem(item: Item.Implementation): Promise<boolean> {
    if (item.parent !== this) return warn("MESHAL.Warn.notOwned");
    const view = this.poolView();
    if (!view) return false;
    const others = this.items.contents.map(equipCandidate);
    const options: EquipOptions = equipOptionsFor(this.items.contents);
    const plan = planEquip(equipCandidate(item), others, view.consciousness, options);
    if (!plan.ok) return warn(plan.warn, plan.data);
    await item.update(plan.update);
    return true;
  }

  /**
   * Doffs an owned item. When losing its bonus would knock the character out (§3.3), asks first; `{confirm: false}`
   * skips the question (the caller already asked). Resolves false when refused or declined.
   */
  async unequipItem(item: Item.Implementation, { confirm = true }: { confirm?: boolean } = {}): Promise<boolean> {
    if (item.parent !== this) return warn("MESHAL.Warn.notOwned");
    const view = this.poolView();
    if (!view) return false;
    const identifier = String(recordAt(item, "system")?.identifier ?? "");
    const setLoss = setBonusLost(collectItems(this.items.contents).setMembers, identifier);
    const plan = planUnequip(equipCandidate(item), view.attributes, setLoss);
    if (!plan.ok) return warn(plan.warn, plan.data);
    if (plan.knocksOut.length && confirm && !(await confirmKnockOut(item.name ?? "", this.name ?? "", plan.knocksOut))) return false;
    await item.update(plan.update);
    return true;
  }

  /** Spends trained × 3 potential to raise a trained attribute by 1 (characters, outside Moment mode). */
  async raiseTrained(attribute: AttributeId) {
    const view = characterSystem(this);
    if (!view) return refused("MESHAL.Warn.charactersOnly");
    return this.apply(planRaiseTrained(view, attribute, this.spendOptions()));
  }

  /**
   * Obtains an ability (§3.6): validates the item data and the rules, creates the item, and only then spends the
   * potential — the item is deleted again if the spending fails, and nothing is spent if the item is not created.
   * `{free: true}` (the GM only): granted without spending, same limits, logged as a free grant.
   */
  async obtainAbility(data: { name: string; type?: string; system: AbilityView["system"] } & Record<string, unknown>, { free = false }: { free?: boolean } = {}) {
    const view = characterSystem(this);
    if (!view) return refused("MESHAL.Warn.charactersOnly");
    if (free && game.user?.isGM !== true) return refused("MESHAL.Warn.gmOnly");
    const problems = validateItemSystem("ability", data.system, { complete: false });
    if (problems.length) {
      warn("MESHAL.Warn.invalidData", { name: String(data.name ?? ""), problems: problems.slice(0, 5).join("; ") });
      return null;
    }
    const ability = { name: data.name, system: data.system };
    const plan = free ? planGrantFree(view, ability, this.abilities()) : planObtain(view, ability, this.abilities(), this.spendOptions());
    if (!plan.ok) return refused(plan.warn, plan.data);
    let created: Item | undefined;
    const ok = await itemThenSpend({
      item: async () => {
        const made = await createEmbedded(this, "Item", [{ ...data, type: "ability" }]);
        created = Array.isArray(made) && made[0] instanceof Item ? made[0] : undefined;
        return created !== undefined;
      },
      spend: () => this.spendUpdate(plan.update),
      undo: async () => void (await created?.delete()),
    }, logFailure);
    return ok ? plan : null;
  }

  /** Intensifies an owned ability by one step: the item first, then the potential (the item is reverted on failure). */
  async intensifyAbility(item: Item.Implementation) {
    const view = characterSystem(this);
    const ability = abilityView(item);
    if (!view) return refused("MESHAL.Warn.charactersOnly");
    if (!ability) return refused("MESHAL.Warn.notAbility", { name: item.name });
    const plan = planIntensify(view, ability, this.spendOptions());
    if (!plan.ok) return refused(plan.warn, plan.data);
    const intensify = ability.system.intensify;
    const ok = await itemThenSpend({
      item: async () => (await item.update(plan.itemUpdate)) !== undefined,
      spend: () => this.spendUpdate(plan.update),
      undo: async () => void (await item.update({ system: { intensify: { steps: intensify.steps, spent: intensify.spent } } })),
    }, logFailure);
    return ok ? plan : null;
  }

  /** Renounces an owned ability: the item is deleted, then its potential leaves strength (not refunded). */
  async renounceAbility(item: Item.Implementation) {
    const view = characterSystem(this);
    const ability = abilityView(item);
    if (!view) return refused("MESHAL.Warn.charactersOnly");
    if (!ability) return refused("MESHAL.Warn.notAbility", { name: item.name });
    const plan = planRenounce(view, ability, this.spendOptions());
    if (!plan.ok) return refused(plan.warn, plan.data);
    const source = item.toObject();
    const ok = await itemThenSpend({
      item: async () => (await item.delete()) !== undefined,
      spend: () => this.spendUpdate(plan.update),
      undo: async () => void (await this.createEmbeddedDocuments("Item", [source], { keepId: true })),
    }, logFailure);
    return ok ? plan : null;
  }

  /** Writes a potential spending; throws when the update was refused, so the item step can be undone. */
  private async spendUpdate(update: Record<string, unknown>): Promise<void> {
    if (!Object.keys(update).length) return;
    if ((await this.update(update)) === undefined) throw new Error("the potential update was refused");
  }

  /**
   * Token-bar edits of an attribute pool change dice lost (the stored value), never the derived current dice; an edit
   * of the (derived) speed changes the stored speed bonus. Like core, the `modifyTokenAttribute` hook hears the edit
   * and the planned update first (listeners may change the update), and a `false` from it cancels the edit.
   */
  override async modifyTokenAttribute(...args: Parameters<Actor["modifyTokenAttribute"]>) {
    const [attribute, value, isDelta = false, isBar = true] = args;
    const creature = creatureOf(this);
    // An object's bars (its durability) are core's to edit.
    if (!creature) return super.modifyTokenAttribute(...args);
    const view: TokenBarView = {
      speed: numberOr(recordAt(this, "system")?.speed, 0),
      // The token shows the derived speed; the stored `system.speed` is only the bonus it is derived from.
      storedSpeed: numberOr(recordAt(this._source, "system")?.speed, 0),
      attributes: actorSystem(creature).attributes,
    };
    const updates = typeof value === "number" ? tokenAttributeUpdate(attribute ?? "", value, Boolean(isDelta), view) : null;
    if (!updates) return super.modifyTokenAttribute(...args);
    const hooks: TokenAttributeHooks = Hooks;
    const allowed = hooks.call("modifyTokenAttribute", { attribute, value, isDelta, isBar }, updates, this);
    return allowed !== false ? this.update(updates) : this;
  }

  private abilities(): AbilityView[] {
    return this.items.contents.flatMap((i) => abilityView(i) ?? []);
  }

  private spendOptions() {
    return { inMoment: this.inCombat, giftedStrength: optionalRule("giftedStrength"), locked: this.advancementLocked };
  }

  protected override _onUpdate(...args: Parameters<Actor["_onUpdate"]>): void {
    super._onUpdate(...args);
    // The world migration only rewrites stored data in its current shape; it must not create status effects.
    if (isMigrationWrite(args[1])) return;
    void syncLifeStatuses(this, args[2]);
  }

  protected override _onCreateDescendantDocuments(...args: Parameters<Actor["_onCreateDescendantDocuments"]>): void {
    super._onCreateDescendantDocuments(...args);
    void syncLifeStatuses(this, args[5]);
  }

  protected override _onUpdateDescendantDocuments(...args: Parameters<Actor["_onUpdateDescendantDocuments"]>): void {
    super._onUpdateDescendantDocuments(...args);
    if (isMigrationWrite(args[4])) return;
    void syncLifeStatuses(this, args[5]);
  }

  protected override _onDeleteDescendantDocuments(...args: Parameters<Actor["_onDeleteDescendantDocuments"]>): void {
    super._onDeleteDescendantDocuments(...args);
    void syncLifeStatuses(this, args[5]);
    // Only the deleting user's client follows up, once: a removed feature takes the abilities it granted with it.
    if (args[1] === "items" && args[5] === game.user?.id) void this.#removeLostGifts(args[2]);
  }

  async #removeLostGifts(deleted: readonly GiftItem[]): Promise<void> {
    const ids = giftsLostWith(deleted, this.items.contents);
    if (ids.length) await this.deleteEmbeddedDocuments("Item", ids);
  }
}
