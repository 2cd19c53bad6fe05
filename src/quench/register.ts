/**
 * In-world test batches for the Quench module. The batch code is a separate chunk (dist/quench/, its name carrying a
 * content hash like the other chunks), imported only when Quench is active in the world, so normal play never
 * downloads it.
 */
import { loadLazily } from "../core/lazy.ts";
import type { Quench } from "./types.ts";

/** Call during `init`: when Quench is active, loads the batches and registers them on Quench's ready hook. */
export function registerQuenchBatches(): void {
  if (!game.modules?.get("quench")?.active) return;
  // Loading starts now so the chunk is usually there when Quench announces itself (its `quenchReady` runs in `setup`).
  const loading = loadLazily(() => import("./batches.ts"));
  Hooks.once("quenchReady", (quench: Quench) => void loading.then((batches) => batches?.registerBatches(quench)));
}
