// A name for every attack the dataset leaves unlabelled, so an attack button never shows a bare formula: the kind
// of attack ("近战" / "melee", "远程" / "ranged", "丢掷" / "thrown"); when two attacks of one item would share a
// name, each adds its reach ("近战（相邻）" / "melee (adjacent)"). Stored through `stored`, so the English reaches
// the Babele translation like every other attack label.
import { W } from "./common.mjs";
import { rangeWords } from "./items-words.mjs";
import { stored } from "./structured-en.mjs";

/** The kind of a converted attack (data-model shape) in both languages. */
export function attackKind(system) {
  if (system.thrown) return W("丢掷", "thrown");
  if (system.mode === "melee") return W("近战", "melee");
  if (system.mode === "ranged") return W("远程", "ranged");
  return W("攻击", "attack");
}

/**
 * Gives each unlabelled attack of one item its name (in place). Labelled attacks keep theirs; the summary words
 * already written are left as they are.
 * @param {{system: object}[]} converted the item's converted attacks, in order
 */
export function nameUnlabelled(converted) {
  const kinds = converted.map((c) => (c.system.label ? null : attackKind(c.system)));
  const taken = converted.map((c, i) => c.system.label || kinds[i]?.zh);
  converted.forEach((c, i) => {
    const kind = kinds[i];
    if (!kind) return;
    const shared = taken.filter((t) => t === kind.zh).length > 1;
    const reach = rangeWords(c.system.range);
    const name = shared ? W(`${kind.zh}（${reach.zh}）`, `${kind.en} (${reach.en})`) : kind;
    c.system.label = stored(name);
  });
  return converted;
}
