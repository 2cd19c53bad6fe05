/**
 * Roll modifiers an equipped item gives its bearer (items README "RollMod"): "dodge rolls have 2 disadvantages",
 * "+1 advantage on melee attacks with natural weapons", "+1 advantage on block per equipped blade" …
 * Signed like `block.modifier`: + = advantages, − = disadvantages (spec §2.2). `condition` non-empty = the modifier
 * applies only when that (free-text) condition holds, so automation should offer it rather than apply it.
 */
import { ABILITY_STYLE_OR_NONE, ATTACK_MODES, MODIFIED_ROLLS, WEAPON_KIND_OR_NONE } from "../choices.ts";
import { boolField, choiceField, intField, textField } from "./helpers.ts";

/** One roll modifier `{roll, mode, weaponKind, style, perEquipped, modifier, condition}`. */
export function rollModifierField() {
  return new foundry.data.fields.SchemaField({
    roll: choiceField(MODIFIED_ROLLS, "all"),
    mode: choiceField(ATTACK_MODES, ""),
    weaponKind: choiceField(WEAPON_KIND_OR_NONE, ""),
    style: choiceField(ABILITY_STYLE_OR_NONE, ""),
    perEquipped: boolField(false),
    modifier: intField("modifier", 0),
    condition: textField(),
  });
}

/** The list of roll modifiers an item gives while equipped (natural items: always). */
export function rollModifiersField() {
  return new foundry.data.fields.ArrayField(rollModifierField(), { required: true, initial: [] });
}
