/**
 * Renders preview pages to static HTML: each page's parts through real Handlebars (strict), wrapped in a window like
 * Foundry's, with the compiled system CSS and a small stand-in for the core's theme variables, in a language and a theme.
 */
import { readFileSync } from "node:fs";
import type Handlebars from "handlebars";
import * as sass from "sass";
import { SHEET_TABLE } from "../../src/sheets/sheet-table.ts";
import { readLang, langString, type Lang } from "../support/lang.ts";
import { fromRoot } from "../support/project.ts";
import { FONT_LINKS, PREVIEW_FONTS } from "./fonts.ts";
import { previewHandlebars } from "./handlebars.ts";
import type { PreviewPage } from "./pages.ts";

export type Theme = "light" | "dark";

/** The system CSS, compiled once. */
let css: string | null = null;
export function systemCss(): string {
  css ??= sass.compile(fromRoot("styles/meshal.scss"), { style: "expanded" }).css;
  return css;
}

/** A stand-in for the few core styles the sheets rely on (window frame, fonts, theme background). */
const CORE_STANDIN = `
@layer reset, variables, elements, blocks, applications, ui, views, layouts, system, modules, exceptions;
@layer elements {
  body { margin: 0; padding: 16px; font: 14px/1.4 "Signika", ${PREVIEW_FONTS}, sans-serif; }
  body.theme-light { background: #e8e4dc; color: #191813; }
  body.theme-dark { background: #0b0a13; color: #e7d1b1; }
  .application { max-width: 640px; border-radius: 6px; box-shadow: 0 0 12px #0008; overflow: hidden; }
  .theme-light .application { background: #f4f1ea; } .theme-dark .application { background: #1b1a23; }
  .window-header { padding: 6px 10px; font-weight: bold; background: #0004; }
  .window-content { padding: 10px; display: flex; flex-direction: column; gap: 8px; }
  .form-group { display: flex; align-items: center; gap: 6px; margin: 2px 0; } .form-group > label { flex: 0 0 40%; }
  .form-fields { flex: 1; display: flex; gap: 4px; } input, select, textarea, multi-select { flex: 1; min-width: 0; font: inherit; }
  button { font: inherit; cursor: pointer; }
  .theme-dark input, .theme-dark select, .theme-dark textarea { background: #0006; color: inherit; border: 1px solid #fff3; }
  prose-mirror { display: block; border: 1px dashed currentColor; padding: 4px; min-height: 3em; }
  /* Font Awesome exists only inside Foundry: glyph stand-ins so icon buttons are visible in screenshots. */
  .fa-solid { font-style: normal; } .fa-solid::before { font-family: "DejaVu Sans", sans-serif; }
  .fa-plus::before { content: "+"; } .fa-minus::before { content: "−"; } .fa-trash::before { content: "✕"; }
  .fa-pen-to-square::before { content: "✎"; } .fa-ellipsis-vertical::before { content: "⋮"; } .fa-toggle-on::before { content: "◉"; }
  .fa-toggle-off::before { content: "○"; } .fa-dice-six::before { content: "⚅"; }
  .fa-arrow-up::before { content: "↑"; }
  .fa-arrow-down::before { content: "↓"; } .fa-xmark::before { content: "✕"; } .fa-check::before { content: "✓"; }
  .fa-ban::before { content: "⊘"; } .fa-angles-up::before { content: "⇈"; } .fa-hand-sparkles::before { content: "✦"; }
  .fa-flag-checkered::before { content: "⚑"; } .fa-rotate::before { content: "↻"; } .fa-user-plus::before { content: "+"; }
  .fa-triangle-exclamation::before { content: "⚠"; } .fa-scale-balanced::before { content: "⚖"; } .fa-handshake-angle::before { content: "⇄"; }
  .fa-lock::before { content: "⊠"; } .fa-lock-open::before { content: "⊡"; } .fa-shield-halved::before { content: "◈"; }
  .fa-copy::before { content: "⧉"; } .fa-comment::before { content: "✉"; }
  .fa-burst::before { content: "✸"; } .fa-rotate-left::before { content: "↺"; } .fa-crosshairs::before { content: "◎"; } .fa-bullseye::before { content: "⊙"; }
  .fa-hourglass-half::before { content: "◔"; }
  .fa-angles-down::before { content: "⇊"; } .fa-sliders::before { content: "⚙"; }
  /* The chat sidebar's width, and core's combat tracker rows (v13 markup: li.combatant > img, .token-name, .token-initiative). */
  .application.meshal-preview-chat { width: 300px; }
  .combat-tracker { list-style: none; margin: 0; padding: 0; }
  .combat-tracker .combatant { display: flex; align-items: center; gap: 6px; padding: 4px; border-bottom: 1px solid #8884; }
  .combat-tracker .combatant.active { box-shadow: inset 3px 0 #ff6400; background: #ff640014; }
  .combat-tracker .combatant.defeated .token-image { opacity: 0.5; } .combat-tracker .combatant.defeated .token-name > .name { text-decoration: line-through; }
  .combat-tracker .token-image { width: 32px; height: 32px; }
  .combat-tracker .token-name { flex: 1; display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  .combat-tracker .token-initiative { font-size: 1.2em; font-weight: bold; }
  .theme-dark button { background: #ffffff14; color: inherit; border: 1px solid #fff3; }
  multi-select { display: block; } multi-select option { display: inline-block; margin-right: 6px; } multi-select option[selected] { font-weight: bold; }
}`;

/** A page's templates, compiled once per Handlebars environment. */
export function compilePage(page: PreviewPage, hb: ReturnType<typeof previewHandlebars>): Handlebars.TemplateDelegate[] {
  if (page.html) return [];
  const templates = page.sheet
    ? (page.parts ?? Object.keys(SHEET_TABLE[page.sheet]!.parts).filter((p) => p !== "limited")).map((id) => SHEET_TABLE[page.sheet!]!.parts[id]!)
    : [page.template!];
  return templates.map((t) => hb.compile(readFileSync(fromRoot("templates", t), "utf8"), { strict: true }));
}

/** The body of a page: context built through the view models, then every part rendered (what a sheet render does). */
export function renderBody(page: PreviewPage, compiled: Handlebars.TemplateDelegate[], localize: (key: string) => string, lang?: Lang): { html: string; context: Record<string, unknown> } {
  const context = page.context({ localize, lang });
  const html = page.html ? page.html({ localize, lang }) : compiled.map((t) => t(context)).join("\n");
  return { html, context };
}

/** The HTML of one page (throws on any template error). */
export function renderPage(page: PreviewPage, lang: Lang, theme: Theme): string {
  const hb = previewHandlebars(lang);
  const strings = readLang(lang);
  const localize = (key: string) => langString(strings, key) ?? `!${key}!`;
  const { html: body, context } = renderBody(page, compilePage(page, hb), localize, lang);
  const tag = page.sheet ? "form" : "div";
  const classes = ["application", "meshal", ...(page.sheet ? ["sheet", "meshal-sheet"] : []), ...page.classes, `meshal-sheet--${String(context.mode ?? "play")}`];
  return `<!doctype html>
<html lang="${lang === "cn" ? "zh-CN" : "en"}"><head><meta charset="utf-8"><title>${page.id} (${lang}, ${theme})</title>
${FONT_LINKS}<style>${CORE_STANDIN}</style><style>${systemCss()}</style></head>
<body class="theme-${theme}">
<${tag} class="${classes.join(" ")}" data-page="${page.id}">
<header class="window-header">${page.id}</header>
<section class="window-content">
${body}
</section>
</${tag}>
</body></html>`;
}
