/**
 * [OPT] Repairing an object (§8.2, `objectRepair`), loaded when Repair is clicked: the attempt is rolled through the
 * roll dialog, where the difficulty is set (the user's own character rolls, or a number of dice without one); its
 * result decides whether 3 dice of durability come back or are lost; the durability is written and the outcome told.
 */
import { notificationData, warn } from "../../core/notify.ts";
import { rollActorCheck } from "../../dice/check.ts";
import { isActorType } from "../../documents/type-guards.ts";
import { REPAIR_DICE, repairResult } from "../../rules/index.ts";
import { format } from "../../core/i18n.ts";

/** Rolls a repair of `actor` (an object) and writes its durability; resolves when done or cancelled. */
export async function repairObjectActor(actor: Actor.Implementation): Promise<void> {
  if (!isActorType(actor, "object")) return;
  const name = actor.name;
  const repairer = game.user?.character ?? null;
  const attempt = await rollActorCheck(repairer, {
    expression: repairer ? "might" : String(REPAIR_DICE),
    difficulty: 2,
    purpose: format("MESHAL.Object.repair.purpose", { name }),
    skipDialog: false,
  });
  if (!attempt) return;
  const difficulty = attempt.meshal.difficulty;
  if (difficulty === null) return void warn("MESHAL.Object.repair.needsDifficulty");
  const change = await rollActorCheck(null, {
    expression: String(REPAIR_DICE),
    purpose: format("MESHAL.Object.repair.change", { name }),
    skipDialog: true,
  });
  if (!change) return;
  const before = actor.system.durability;
  const { success, after } = repairResult(before, { points: Number(attempt.total), difficulty }, Number(change.total));
  const update: Record<string, unknown> = { system: { durability: { value: after } } };
  await actor.update(update);
  const key = success ? "MESHAL.Object.repair.succeeded" : "MESHAL.Object.repair.failed";
  ui.notifications?.info(format(key, notificationData({ name, before: before.value, after })));
}
