/**
 * Meshal Lite for Foundry VTT — entry point.
 * Each hook only delegates to the registration module of one concern.
 */
import { registerActions } from "./actions/register.ts";
import { registerApi } from "./api.ts";
import { registerCombat } from "./combat/register.ts";
import { registerChat } from "./chat/register.ts";
import { registerBabele } from "./compat/babele.ts";
import { registerConfig } from "./config.ts";
import { registerDataModels } from "./data/register.ts";
import { registerDice } from "./dice/register.ts";
import { registerDocuments } from "./documents/register.ts";
import { runMigrations } from "./migrations/register.ts";
import { registerQuenchBatches } from "./quench/register.ts";
import { registerSettings } from "./core/settings.ts";
import { registerSheets } from "./sheets/register.ts";

Hooks.once("init", () => {
  registerApi();
  registerConfig();
  registerSettings();
  registerDataModels();
  registerDocuments();
  registerDice();
  registerChat();
  registerActions();
  registerCombat();
  registerSheets();
  registerBabele();
  registerQuenchBatches();
});

Hooks.once("ready", () => {
  void runMigrations();
});
