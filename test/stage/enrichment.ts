/**
 * Core's text enrichment as far as the system depends on it, the same on v13 and v14 (API `TextEditor.enrichHTML`,
 * `CONFIG.TextEditor.enrichers` entries `{id, pattern, enricher, onRender}`; dnd5e 5.3 and Draw Steel use them alike):
 * - each match of an enricher's pattern is replaced by the element its `enricher(match, options)` returns;
 * - the result is a string, so a listener bound on that element while enriching is lost;
 * - an enricher with `onRender` has its element wrapped in an `<enriched-content>` element, and `onRender(wrapper)`
 *   runs each time the wrapper is inserted into a document (a custom element's connectedCallback): again when it is
 *   moved, into a popped-out window too (foundryvtt#13558). Where it differs: the wrapper records its enricher in a
 *   `data-stage-enricher` attribute of the stage's own (core's markup is not modelled); that only enrichers with
 *   `onRender` are wrapped is inferred from the API docs ("enriched content that requires additional interactivity");
 *   no other enrichment (links, rolls, embeds, secrets) is done.
 *
 * Sources: https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html (`enrichHTML`),
 * https://foundryvtt.com/api/v13/interfaces/CONFIG.TextEditorEnricherConfig.html (`id`, `pattern`, `enricher`,
 * `onRender`), https://github.com/foundryvtt/foundryvtt/issues/13558; dnd5e 5.3 `module/enrichers.mjs` registers its
 * enrichers the same way.
 */
import { defineStageElement, type StageElement } from "./application-dom.ts";

/** An enricher as `CONFIG.TextEditor.enrichers` holds it. */
interface Enricher {
  id?: string;
  pattern: RegExp;
  enricher(match: RegExpMatchArray, options?: object): Promise<{ outerHTML: string } | null> | { outerHTML: string } | null;
  onRender?(element: StageElement): unknown;
}

const enrichers = (): Enricher[] => (globalThis as unknown as { CONFIG: { TextEditor: { enrichers: Enricher[] } } }).CONFIG.TextEditor.enrichers;

/** Core's `enrichHTML` for the registered enrichers: the enriched HTML as a string. */
export async function enrichHTML(content: string, options: object = {}): Promise<string> {
  let html = content;
  for (const config of enrichers()) {
    const pattern = new RegExp(config.pattern.source, config.pattern.flags.includes("g") ? config.pattern.flags : `${config.pattern.flags}g`);
    let out = "";
    let last = 0;
    for (const match of html.matchAll(pattern)) {
      const element = await config.enricher(match, options);
      const markup = element?.outerHTML ?? match[0];
      const wrapped = element && config.onRender ? `<enriched-content data-stage-enricher="${config.id ?? ""}">${markup}</enriched-content>` : markup;
      out += html.slice(last, match.index) + wrapped;
      last = (match.index ?? 0) + match[0].length;
    }
    html = out + html.slice(last);
  }
  return html;
}

/** Installs `<enriched-content>`: inserted into a document, it runs its enricher's `onRender`. */
export function installEnrichment(): void {
  defineStageElement("enriched-content", (element) => {
    const config = enrichers().find((e) => e.id === element.getAttribute("data-stage-enricher"));
    void config?.onRender?.(element);
  });
}
