/** The sheets' refusal of invalid form input: the validator's problems in the models' own localised message. */
import { warn } from "../../core/notify.ts";

/**
 * Warns that `name` was not saved, listing the first problems (`MESHAL.Warn.invalidData`, the message the models
 * throw from `validateJoint`); returns whether anything was refused.
 */
export function refuseProblems(name: string, problems: readonly string[]): boolean {
  if (!problems.length) return false;
  warn("MESHAL.Warn.invalidData", { name, problems: problems.slice(0, 5).join("; ") });
  return true;
}
