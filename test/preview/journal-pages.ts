/**
 * The rules quick reference (packs/rules): every page of the entry in the page's language, as its HTML is stored
 * (Foundry shows it in a journal sheet; @UUID links appear here as written, before enrichment).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import type { ViewEnv } from "../../src/sheets/view/labels.ts";
import { fromRoot } from "../support/project.ts";
import { addPreviewPages } from "./pages.ts";

interface Entry { name: string; pages: { name: string; text: { content: string } }[] }

/** The entry in the page's language: the Chinese one when the page's strings are Chinese. */
function entryFor(env: ViewEnv): Entry {
  const dir = fromRoot("packs", "rules");
  const lang = /\p{Script=Han}/u.test(env.localize("MESHAL.RulesReference.topic.rest")) ? "cn" : "en";
  return YAML.parse(readFileSync(path.join(dir, readdirSync(dir).find((f) => f.endsWith(`-${lang}.yml`))!), "utf8")) as Entry;
}

addPreviewPages({
  id: "rules-reference", sheet: null, classes: ["meshal-preview-journal"], context: () => ({}),
  expect: [".meshal-rules-reference h2", ".meshal-rules-reference table", "h3[data-rule=coupDeGrace]"],
  html: (env) => {
    const entry = entryFor(env);
    return `<article class="meshal-rules-reference"><h1>${entry.name}</h1>${entry.pages.map((p) => `<section><h1>${p.name}</h1>${p.text.content}</section>`).join("")}</article>`;
  },
});
