/**
 * When a continuing effect is created, the creating user's client replaces the older ones it repeats
 * (./effect-replacement.ts, a lazy chunk: only a creation needs it).
 */
import { loadLazily } from "../core/lazy.ts";

/** Replaces older effects on every effect creation, on the creating user's client only; call during `init`. */
export function registerEffectReplacement(): void {
  Hooks.on("createActiveEffect", (effect, _options, userId) => {
    if (userId !== game.user?.id) return;
    // The effects held now, before the chunk arrives: an effect created meanwhile is newer, not replaced by this one.
    const parent = effect.parent;
    const older = new Set(parent instanceof Actor ? parent.effects.contents.map((e) => e.id ?? "") : []);
    loadLazily(() => import("./effect-replacement.ts"))
      .then((replacement) => replacement?.replaceOlderEffects(effect, older))
      .catch((err: unknown) => console.error("meshal-lite | effect replacement failed", err));
  });
}
