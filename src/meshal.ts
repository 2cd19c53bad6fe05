/**
 * Meshal Lite for Foundry VTT — entry point.
 * Each hook only delegates to the registration module of one concern.
 */
import { registerActions } from "./actions/register.ts";
import { registerCombat } from "./combat/register.ts";
import { registerChat } from "./chat/register.ts";
import { registerBabele } from "./compat/babele.ts";
import { registerConfig } from "./config.ts";
import { loadLazily } from "./core/lazy.ts";
import { registerDataModels } from "./data/register.ts";
import { registerDice } from "./dice/register.ts";
import { registerDocuments } from "./documents/register.ts";
import { registerQuenchBatches } from "./quench/register.ts";
import { registerSettings } from "./core/settings.ts";
import { registerSheets } from "./sheets/register.ts";
import { bindTooltipFocus } from "./core/tooltip-focus.ts";
// Last: the public API gathers every layer, the sheets included, so the bundle keeps the layers in their order.
import { exposeApi } from "./api.ts";

// When the script loads, before `init`: the public API and its library chunk, which then has the whole start-up to
// arrive; and the Babele hook, which Babele may fire from its own `init` listener, before ours has run.
exposeApi();
registerBabele();

Hooks.once("init", () => {
  registerConfig();
  registerSettings();
  registerDataModels();
  registerDocuments();
  registerDice();
  registerChat();
  registerActions();
  registerCombat();
  registerSheets();
  registerQuenchBatches();
  bindTooltipFocus(document); // the sheets bind their own element too, for a window popped out of this document
});

// Only the active GM migrates the world, so the migration's code is a lazy chunk the players never load.
Hooks.once("ready", () => {
  if (!game.user?.isActiveGM) return;
  void loadLazily(() => import("./migrations/register.ts")).then((migrations) => migrations?.runMigrations());
});
