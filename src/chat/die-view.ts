/** Dice faces as the chat cards draw them (pure): 1s and 2s score points and are highlighted on a points roll. */
import { pointsOf } from "../rules/index.ts";

/** One die face on a card. */
export interface DieView {
  face: number;
  scores: boolean;
}

/** The faces of a roll as drawn; `points` false for a face-sum roll (nothing is highlighted). */
export function diceOf(faces: readonly number[], points = true): DieView[] {
  return faces.map((face) => ({ face, scores: points && pointsOf(face) > 0 }));
}
