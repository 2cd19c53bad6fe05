/**
 * The journal check enricher: `[[/check might difficulty=3 advantage=1]]{Climb the wall}` becomes a
 * link; a click rolls it for the reader's selected token's actor, or their assigned character.
 * Parsing is in enricher-parse.ts; this file only builds the element and handles clicks.
 *
 * The click is bound on each link where it is shown, never on the main `document`: a sheet or journal popped out into
 * its own browser window (v14's detached windows, foundryvtt#13132; the PopOut! module on v13) has a document of its
 * own, whose events never reach the main one. Core calls the enricher's `onRender` when the enriched content enters a
 * document (in any window); chat messages saved before `onRender` existed are bound when they render.
 */
import { rollActorCheck } from "./check.ts";
import { CHECK_ENRICHER_PATTERN, parseCheckEnricher, type ParsedCheck } from "./enricher-parse.ts";
import { currentUserActor } from "./user-actor.ts";
import { isVisibility } from "./check-config.ts";
import { difficultyLabelKey } from "./outcome.ts";
import { expressionLabels, readableExpression } from "./expression-label.ts";
import { escapeHtml } from "../core/escape.ts";
import { bindClicks } from "../core/dom.ts";
import { format, localization, localize } from "../core/i18n.ts";

/** The link's text when the author gave no label, e.g. "Might+1 roll · difficulty 3 (needs some skill or luck)". */
function defaultLabel(check: ParsedCheck): string {
  const i18n = localization();
  const formula = readableExpression(check.expression, expressionLabels((key) => i18n.localize(key)));
  let text = i18n.format("MESHAL.Enricher.check", { formula });
  if (check.difficulty !== null) {
    text += ` · ${i18n.format("MESHAL.Enricher.difficulty", { difficulty: String(check.difficulty), band: i18n.localize(difficultyLabelKey(check.difficulty)) })}`;
  }
  if (check.progressive) text += ` · ${i18n.localize("MESHAL.Chat.progressive.attempt")}`;
  return text;
}

/** Builds the link (or, for a bad check, a marked span showing the error). */
export function createCheckElement(configText: string, label = ""): HTMLElement {
  const parsed = parseCheckEnricher(configText, label);
  if (!parsed.ok) {
    const span = document.createElement("span");
    span.className = "meshal meshal-check meshal-check--error";
    span.dataset.tooltip = escapeHtml(parsed.error); // tooltips render as HTML; the error quotes the author's text
    span.textContent = `[[/check ${configText}]]`;
    return span;
  }
  const { check } = parsed;
  const link = document.createElement("a");
  link.className = "meshal meshal-check";
  // The click re-parses this text (never stored JSON, which anyone editing the page could forge).
  link.dataset.meshalConfig = configText;
  link.dataset.meshalLabel = label;
  link.dataset.tooltip = localize("MESHAL.Enricher.tooltip");
  const icon = document.createElement("i");
  icon.className = "fa-solid fa-dice-six";
  link.append(icon, ` ${check.label || defaultLabel(check)}`);
  return link;
}

/** Rolls a parsed check for the current user's actor. */
async function rollCheck(check: ParsedCheck, event: Event): Promise<void> {
  const actor = currentUserActor();
  if (!actor) return;
  const rollMode = isVisibility(check.rollMode) ? check.rollMode : undefined;
  const purpose = check.label;
  // A progressive check asks the GM for the card (rollActorCheck tells the user first when no GM is connected).
  const progressive = check.progressive && check.difficulty !== null;
  await rollActorCheck(actor, { expression: check.expression, difficulty: check.difficulty, advantage: check.advantage, disadvantage: check.disadvantage, purpose, rollMode, event, progressive });
}

/** Rolls the check a clicked link names (re-parsed from its text). */
function onCheckClick(link: HTMLElement, event: MouseEvent): void {
  const parsed = parseCheckEnricher(link.dataset.meshalConfig ?? "", link.dataset.meshalLabel ?? "");
  if (!parsed.ok) {
    ui.notifications?.warn(format("MESHAL.Roll.badFormula", { error: parsed.error }));
    return;
  }
  rollCheck(parsed.check, event).catch((err: unknown) => console.error("meshal-lite | check link failed", err));
}

/** Registers the enricher, whose links are bound where they render (journals, sheets and chat, in any window). */
export function registerCheckEnricher(): void {
  // Enricher config {id, pattern, enricher, onRender?}, the same on v13 and v14 (draw-steel 0.11.1 and 1.0
  // `ux/enrichers/roll.mjs`, dnd5e `enrichers.mjs`); the type declarations lack `id` and `onRender`, hence the
  // variable instead of an object literal.
  const config = {
    id: "meshal-lite.check",
    pattern: CHECK_ENRICHER_PATTERN,
    enricher: async (match: RegExpMatchArray) => createCheckElement(match.groups?.config ?? "", match.groups?.label ?? ""),
    // Core runs `onRender` again whenever the content moves (foundryvtt#13558): bindClicks binds each link once.
    onRender: (element: HTMLElement) => bindClicks(element, "a.meshal-check", onCheckClick),
  };
  CONFIG.TextEditor.enrichers.push(config);
  Hooks.on("renderChatMessageHTML", (_message, html) => bindClicks(html, "a.meshal-check", onCheckClick));
}
