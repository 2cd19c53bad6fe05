/**
 * Dice So Nice support, detected at run time. Points rolls are ordinary d6 with a modifier, so DSN
 * animates them like any d6 when a roll message is created; only rolls added to an existing card
 * (re-rolls, progressive periods, assists) need an explicit call. Without the module this does nothing.
 */
import { isRecord, stringsOf } from "../rules/guards.ts";

/** The part of the Dice So Nice API used here. */
interface Dice3d {
  showForRoll(roll: Roll, user?: unknown, synchronize?: boolean, whisper?: string[] | null, blind?: boolean, messageId?: string | null, speaker?: unknown): Promise<boolean>;
}

/** Is `value` the Dice So Nice API (the module may be absent, or another module may set `game.dice3d`)? */
function isDice3d(value: unknown): value is Dice3d {
  return isRecord(value) && typeof value.showForRoll === "function";
}

/** Animates `roll` for everyone who can see `message`; resolves once done (or at once without DSN). */
export async function showRoll(roll: Roll, message: ChatMessage.Implementation | null): Promise<void> {
  const dice3d = "dice3d" in game ? game.dice3d : undefined;
  if (!isDice3d(dice3d)) return;
  try {
    const whisper = message ? stringsOf(message.whisper) : [];
    await dice3d.showForRoll(roll, game.user, true, whisper.length ? whisper : null, message?.blind ?? false, message?.id ?? null, message?.speaker);
  } catch (err) {
    console.warn("meshal-lite | Dice So Nice animation failed", err);
  }
}
