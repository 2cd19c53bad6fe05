/**
 * Whether a change to an actor can settle a card waiting on it: the rule of `settleState` (attack-decide.ts) for that
 * actor's lines — an open hit is taken when it needs no defense or the defender has none to use, a line whose hits are
 * all decided is resolved — asked of the stored data as it is, so only a yes pays for reading the card through its
 * schema. Runs on every settling of every waiting card, so each roll and its choices are worked out once per card.
 * Pure.
 */
import { hitRoll, targetDice, type AttackState } from "../attack-state.ts";
import { defenseChoices, facingDefender, type DefenderState } from "../defense-options.ts";
import { defenderAtHit } from "../hit-order.ts";

/** A card's hit rolls and, per roll, whether the defender leaves the hit open (it needs a defense they can use). */
class HitOutlook {
  /** A face's share of a roll in the card's mode (a roll is a sum over its dice, §2.1, in either mode). */
  private readonly faceValue: number[];
  /** Per hit, the roll of its first n faces (a line at a range penalty reads fewer dice). */
  private readonly prefixes = new Map<number, number[]>();
  private readonly open = new Map<number, boolean>();

  constructor(private readonly state: AttackState, private readonly defender: DefenderState) {
    this.faceValue = [0, 1, 2, 3, 4, 5, 6].map((face) => (face === 0 ? 0 : hitRoll(state, [face])));
  }

  staysOpen(hit: number, dice: number): boolean {
    const prefix = this.prefixOf(hit);
    // The roll of the first `dice` faces (of every face, when it has fewer); none read rolls 0.
    const roll = prefix[Math.min(dice, prefix.length - 1)] ?? 0;
    let open = this.open.get(roll);
    if (open === undefined) {
      const { types, penetration, allowed, newerDice } = this.state;
      const choices = defenseChoices({ roll, types, penetration, allowed, newerDice: newerDice === true }, this.defender);
      this.open.set(roll, (open = choices.needed && choices.options.length > 0));
    }
    return open;
  }

  private prefixOf(hit: number): number[] {
    let prefix = this.prefixes.get(hit);
    if (!prefix) {
      // A hit the card does not hold is data this cannot read: needsSettling says "settle".
      const faces = this.state.hits[hit];
      if (!faces) throw new RangeError(`settle-check: the card has no hit ${hit}`);
      prefix = [0];
      let roll = 0;
      // A face that is no die face makes the roll NaN: such a card fails the schema read anyway.
      for (const face of faces) {
        roll += this.faceValue[face] ?? Number.NaN;
        prefix.push(roll);
      }
      this.prefixes.set(hit, prefix);
    }
    return prefix;
  }
}

/**
 * Would settling change the card for `actorUuid`'s lines, with its defender as read now? Data this cannot read says
 * yes (the schema read then decides); an unreadable defender says no (settling leaves such lines).
 */
export function needsSettling(stored: unknown, actorUuid: string, defender: DefenderState | null): boolean {
  if (!defender) return false;
  try {
    // cast: a quick look before the schema read; data without the card's shape throws here and reads as "settle"
    const state = stored as AttackState;
    const hitCount = state.hits.length;
    const outlook = new HitOutlook(state, defender);
    for (const target of state.targets) {
      if (target.resolved || target.actorUuid !== actorUuid) continue;
      // A line rolled on its own (one roll per target) reads its own faces.
      // So does a line attacked from a blind side (facing): its defender has no defense to offer.
      const lineOutlook = target.hits || target.fromBehind ? new HitOutlook({ ...state, hits: target.hits ?? state.hits }, facingDefender(target, defender)) : outlook;
      if (target.defenses.length === hitCount && target.defenses.every((d) => d !== null)) return true;
      const dice = targetDice(state, target);
      for (let hit = 0; hit < target.defenses.length && hit < hitCount; hit++) {
        if (target.defenses[hit]) continue;
        if (!lineOutlook.staysOpen(hit, dice)) return true;
        // §6.3 hits in order: a hit an earlier decided hit knocks the defender out for is taken (a projection only
        // lowers dice, and a defense rolls at least 1, so only unconsciousness closes a hit the raw defender keeps open).
        if (hit > 0 && defenderAtHit(state, target, hit, defender).defender.unconscious) return true;
      }
    }
    return false;
  } catch {
    return true;
  }
}
