/**
 * Spending fate on a roll (§2.4 [N, OPT]), loaded when the card's button is clicked: the roller picks new faces for
 * dice of their attribute check, loses that many dice from the attribute (as damage, nothing prevents it), and the
 * card shows the new faces with the old ones struck through. The roller writes only what they own: their actor and
 * their own message.
 */
import { warn } from "../core/notify.ts";
import { updateDocument } from "../core/document-writes.ts";
import { attributeDiceOf } from "./actor-dice.ts";
import { isActorDocument } from "../core/document-guards.ts";
import { fateAttribute, fateDialogContent, planFate, readFateForm, withFate, type FateRecord } from "./fate.ts";
import { PointsRoll } from "./points-roll.ts";
import { localization, localize } from "../core/i18n.ts";


/** Asks the roller which faces to set; resolves to the changes, or null when cancelled. */
async function chooseFaces(faces: readonly number[], attributeLabel: string, current: number): Promise<Record<number, number> | null> {
  const i18n = localization();
  const content = fateDialogContent(faces, i18n.format("MESHAL.Fate.intro", { attribute: attributeLabel, count: String(current) }), (n) =>
    i18n.format("MESHAL.Fate.die", { n: String(n) }));
  let chosen: Record<number, number> | null = null;
  await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.localize("MESHAL.Fate.title") },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "spend",
        label: i18n.localize("MESHAL.Fate.confirm"),
        default: true,
        callback: (_event, button) => {
          const root = button.form ?? button.closest(".application");
          const selects = [...(root?.querySelectorAll("select") ?? [])];
          chosen = readFateForm(Object.fromEntries(selects.map((s) => [s.name, s.value])), faces);
          return "spend";
        },
      },
      { action: "cancel", label: i18n.localize("MESHAL.Fate.cancel"), callback: () => null },
    ],
  });
  return chosen;
}

/**
 * Spends fate on the `index`-th roll of `message`: the roller's choice, the dice lost from the attribute, then the
 * card rewritten with the new faces and the record. Nothing is written when the roll does not offer it, the actor is
 * not the user's, the choice changes nothing or costs more dice than the attribute has.
 */
export async function spendFate(message: ChatMessage.Implementation, index: number): Promise<void> {
  const roll = message.rolls[index];
  if (!(roll instanceof PointsRoll)) return;
  const state = roll.meshal;
  const attribute = fateAttribute({ expression: state.expression, actorUuid: state.actorUuid, fate: state.fate, dice: roll.faces.length });
  if (!attribute || !state.actorUuid) return;
  const actor = await fromUuid(state.actorUuid);
  if (!isActorDocument(actor) || !actor.isOwner) {
    warn("MESHAL.Fate.notYours");
    return;
  }
  const read = attributeDiceOf(actor.system);
  const current = read.ok ? (read.dice[attribute] ?? 0) : 0;
  const faces = roll.faces;
  const changes = await chooseFaces(faces, localize(`MESHAL.Attribute.${attribute}`), current);
  if (!changes) return;
  const plan = planFate(faces, changes, current);
  if (!plan.ok) {
    warn(plan.reasonKey, { count: current });
    return;
  }
  if (plan.lost === 0) return;
  // The dice go first: a card that shows a fate expense the actor never paid would be worse than none.
  if (!(await actor.takeDamage(plan.lost, attribute))) return;
  const record: FateRecord = { attribute, faces: [...faces], lost: plan.lost, by: game.user?.name ?? "" };
  const json = withFate(roll.toJSON(), plan.faces, state.mode, record);
  const rolls = message.rolls.map((r, i) => (i === index ? json : r.toJSON()));
  await updateDocument(message, { rolls });
}
