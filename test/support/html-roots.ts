/**
 * Counts the top-level nodes of an HTML fragment, as a rendered ApplicationV2 part must have exactly one root element.
 * A small tag scanner for our own well-formed templates: it skips comments, knows void elements, honours quoted
 * attribute values, and throws on a closing tag that does not match (so a malformed template fails loudly too).
 */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;

/** Top-level elements (tag names, in order) and any non-blank text found outside them. */
export interface FragmentRoots {
  elements: string[];
  strayText: string[];
}

/** Scans `html` and reports what sits at its top level. */
export function fragmentRoots(html: string): FragmentRoots {
  const elements: string[] = [];
  const strayText: string[] = [];
  const open: string[] = [];
  let last = 0;
  for (const m of html.matchAll(TAG)) {
    if (open.length === 0) {
      const text = html.slice(last, m.index).trim();
      if (text) strayText.push(text);
    }
    last = m.index + m[0].length;
    const [, closing, rawName, , selfClosing] = m;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      const top = open.pop();
      if (top !== name) throw new Error(`</${name}> closes <${top ?? "nothing"}> at offset ${m.index}`);
      continue;
    }
    if (open.length === 0) elements.push(name);
    if (!VOID.has(name) && !selfClosing) open.push(name);
  }
  if (open.length) throw new Error(`unclosed <${open.join("> <")}>`);
  const tail = html.slice(last).trim();
  if (tail) strayText.push(tail);
  return { elements, strayText };
}
