/** Writes the preview (.cache/preview/): one HTML file per page, language and theme, and an index linking them all. */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LANGS } from "../support/lang.ts";
import { fromRoot } from "../support/project.ts";
import "./all-pages.ts";
import { copyPreviewFonts } from "./fonts.ts";
import { previewPages } from "./pages.ts";
import { renderPage, type Theme } from "./render.ts";

export const PREVIEW_DIR = fromRoot(".cache", "preview");
export const THEMES: readonly Theme[] = ["light", "dark"];

/** One written file. */
export interface PreviewFile {
  page: string;
  lang: string;
  theme: Theme;
  file: string;
}

/** Core icons (`icons/svg/…`) exist only inside Foundry: the preview gets a plain placeholder of each one it uses. */
function writeIconStandIns(dir: string, html: string): void {
  for (const m of html.matchAll(/src="(icons\/[^"]+\.svg)"/g)) {
    const file = path.join(dir, m[1]!);
    if (existsSync(file)) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="1" y="1" width="30" height="30" rx="4" fill="#8a7f70"/><circle cx="16" cy="13" r="6" fill="#d8cfc0"/></svg>');
  }
}

/** Renders and writes every page; returns the files written. */
export function buildPreview(dir = PREVIEW_DIR): PreviewFile[] {
  mkdirSync(dir, { recursive: true });
  copyPreviewFonts(dir);
  const files: PreviewFile[] = [];
  for (const page of previewPages()) {
    for (const lang of LANGS) {
      for (const theme of THEMES) {
        const file = path.join(dir, `${page.id}.${lang}.${theme}.html`);
        const html = renderPage(page, lang, theme);
        writeFileSync(file, html);
        writeIconStandIns(dir, html);
        files.push({ page: page.id, lang, theme, file });
      }
    }
  }
  const links = files.map((f) => `<li><a href="${path.basename(f.file)}">${f.page} — ${f.lang} — ${f.theme}</a></li>`).join("\n");
  writeFileSync(path.join(dir, "index.html"), `<!doctype html><meta charset="utf-8"><title>Meshal Lite preview</title><h1>Meshal Lite preview</h1><ul>${links}</ul>`);
  return files;
}
