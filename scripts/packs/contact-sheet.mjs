// Icon contact sheet: docs/icons-contact-sheet.html lists every pack document with its icon path and its
// English and Chinese names, grouped by pack and then by icon, so a reviewer sees at a glance which
// documents share a picture. The images are Foundry's core icons: they exist only inside a Foundry
// installation, so the <img> tags show them only when the page is opened from a running Foundry server
// (e.g. copied under Data/ and loaded from http://localhost:30000/); anywhere else each entry shows its
// path and names. Written by `npm run packs:generate` (deterministic).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { escapeHtml, packDir, root, translationFile } from "./common.mjs";

export const CONTACT_SHEET = path.join(root, "docs", "icons-contact-sheet.html");

/** Every pack's documents as {pack, id, img, nameEn, nameZh, kind}, read from packs/ and translations/. */
export function packIcons() {
  // Item packs only: they are the ones with a Babele file (the rules reference is a journal, without icons).
  const packs = readdirSync(path.join(root, "packs")).filter((pack) => existsSync(translationFile(pack))).sort();
  return packs.flatMap((pack) => {
    const en = JSON.parse(readFileSync(translationFile(pack), "utf8")).entries;
    return readdirSync(packDir(pack)).filter((f) => f.endsWith(".yml")).sort().map((f) => {
      const d = YAML.parse(readFileSync(path.join(packDir(pack), f), "utf8"));
      const kind = d.system.kinds?.join(", ") ?? d.system.kind ?? d.system.attributeType ?? d.type;
      return { pack, id: d._id, img: d.img, nameEn: en[d._id]?.name ?? "", nameZh: d.name, kind };
    });
  });
}

/** The HTML page (pure: from the packIcons() list). */
export function contactSheetHtml(entries) {
  const packs = [...new Set(entries.map((e) => e.pack))];
  const section = (pack) => {
    const mine = entries.filter((e) => e.pack === pack);
    const byIcon = new Map();
    for (const e of mine) byIcon.set(e.img, [...(byIcon.get(e.img) ?? []), e]);
    const groups = [...byIcon].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([img, list]) => [
      `<figure class="icon"><img src="/${escapeHtml(img)}" alt="" width="64" height="64">`,
      `<figcaption><code>${escapeHtml(img)}</code><ul>`,
      ...list.map((e) => `<li>${escapeHtml(e.nameEn)} · ${escapeHtml(e.nameZh)} <small>(${escapeHtml(e.kind)})</small></li>`),
      `</ul></figcaption></figure>`,
    ].join(""));
    return `<section><h2>${escapeHtml(pack)} — ${mine.length} documents, ${byIcon.size} icons</h2>\n${groups.join("\n")}\n</section>`;
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Meshal Lite — compendium icon contact sheet</title>
<style>body{font:14px sans-serif;margin:1em}section{display:flex;flex-wrap:wrap;gap:8px}h2{width:100%}
.icon{width:230px;margin:0;border:1px solid #ccc;padding:6px}.icon img{background:#333;display:block}
code{font-size:11px;word-break:break-all}ul{margin:4px 0;padding-left:16px}</style></head><body>
<h1>Compendium icon contact sheet</h1>
<p>Every document of every pack, grouped by the icon it uses: the icon path, then the documents (English · Chinese name, kind).
The pictures are Foundry VTT core icons; they exist only in a Foundry installation, so they appear only when this page is served
by a running Foundry (paths are relative to its root). Elsewhere each entry shows its path and names only.</p>
${packs.map(section).join("\n")}
</body></html>
`;
}
