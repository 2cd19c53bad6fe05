/**
 * The built code (dist/meshal.mjs, the lazy chunks and the Quench chunk) references no global that Foundry v14
 * removed, and none that v13 moved into a namespace (deprecated, warned on every use on v14, removed in v15).
 * A global is referenced when its name is a free identifier — not declared in any enclosing scope, not a property key,
 * not `x.name` — or read as `globalThis.name` / `window.name`. ESLint's scope analysis (`no-restricted-globals`,
 * `no-restricted-properties`) finds exactly those in minified code.
 *
 * Sources, all public:
 * - removed in v14: the bare copies of `foundry.utils` functions, deprecated since v12 ("Backwards-compatible support
 *   will be removed in Version 14", e.g. SR5-FoundryVTT #1228, JohanFalt/Foundry_WoD20 #851/#852); gone on 14.360+
 *   (fantasycalendar/FoundryVTT-ItemPiles PR 827, wintersleepAI/swnr PR 234: `'duplicate' in globalThis // false`);
 *   `CONFIG.TinyMCE` and `CONST.CHAT_MESSAGE_TYPES` (HeroicLands/HarnMaster-3-FoundryVTT #405; foundryvtt#12330 lists
 *   the removed bare globals);
 * - moved in v13, removed in v15 ("You are accessing the global "X" which is now namespaced under foundry…",
 *   Dez384/foundryvtt-blades-in-the-dark #43; swnr PR 234 migrated TextEditor, DragDrop, renderTemplate, loadTemplates).
 * `CONFIG.Dice.rollModes` is not checked: v14 still has it (Draw Steel 1.0 reads it) and the v13 side of the message
 * mode seam may read it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { Linter } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { fromRoot } from "../support/project.ts";

/** Bare `foundry.utils` functions that v14 no longer puts on globalThis. */
const REMOVED_IN_V14 = [
  "duplicate", "mergeObject", "setProperty", "getProperty", "hasProperty", "expandObject", "flattenObject", "randomID",
  "isNewerVersion", "debounce", "deepClone", "getType", "isEmpty", "isObjectEmpty", "diffObject", "filterObject",
  "invertObject", "objectsEqual", "getRoute", "isSubclass", "getParentClasses", "encodeURL", "timeSince",
  "colorStringToHex", "hexToRGB", "hexToRGBAString", "rgbToHex", "rgbToHsv", "hsvToRgb", "fetchWithTimeout",
  "fetchJsonWithTimeout",
];
/** Globals v13 moved into a namespace: a warning on every use on v14, gone in v15. */
const MOVED_IN_V13 = [
  "renderTemplate", "loadTemplates", "getTemplate", "TextEditor", "DragDrop", "FilePicker", "ContextMenu",
  "ActorSheet", "ItemSheet", "DocumentSheetConfig", "Actors", "Items", "Tour", "FontConfig",
];
/** Properties v14 removed: [object, property]. */
const REMOVED_PROPERTIES: [string, string][] = [["CONFIG", "TinyMCE"], ["CONST", "CHAT_MESSAGE_TYPES"]];
const GLOBAL_OBJECTS = ["globalThis", "window", "self"];

const linter = new Linter({ configType: "flat" });

/** The removed or moved globals `code` references, as `name (line:column)`; throws if the code does not parse. */
export function removedGlobals(code: string): string[] {
  const names = [...REMOVED_IN_V14, ...MOVED_IN_V13];
  const messages = linter.verify(code, [{
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    rules: {
      "no-restricted-globals": ["error", ...names],
      "no-restricted-properties": ["error",
        ...REMOVED_PROPERTIES.map(([object, property]) => ({ object, property })),
        ...GLOBAL_OBJECTS.flatMap((object) => names.map((property) => ({ object, property })))],
    },
  }]);
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new Error(`could not parse: ${fatal.message}`);
  // The rules' messages quote what they found: 'name' or 'object.property'.
  return messages.map((m) => `${/'([^']+)'/.exec(m.message)?.[1] ?? m.message} (${m.line}:${m.column})`);
}

const dist = fromRoot("dist");
let scripts: { file: string; code: string }[];

beforeAll(() => {
  if (!existsSync(fromRoot("dist", "meshal.mjs"))) throw new Error("dist/meshal.mjs is missing: run `npm run build` first (npm test does).");
  const files = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".mjs")).sort();
  scripts = files.map((file) => ({ file, code: readFileSync(fromRoot("dist", file), "utf8") }));
});

describe("globals v14 removed", () => {
  it("are found as free identifiers and as globalThis reads, and look-alikes are not", () => {
    const code = [
      "import { x } from './a.mjs';",
      "const a = duplicate(b);", // found
      "const o = { mergeObject: 1, debounce };", // the key is not; the shorthand value is a reference: found
      "x.setProperty(o, 'a', 1); o?.getProperty?.('a');",
      "function f(getProperty) { return getProperty; }",
      "class K { randomID() { return 1; } static expandObject = 2; }",
      "const s = 'renderTemplate(' + `isEmpty(${a})`;",
      "globalThis.flattenObject(o); CONFIG.TinyMCE.x = 1; foundry.utils.mergeObject(a, o);",
      "{ const TextEditor = 1; void TextEditor; }",
      "export { a, f, K, s };",
    ].join("\n");
    expect(removedGlobals(code)).toEqual([
      "duplicate (2:11)",
      "debounce (3:29)",
      "globalThis.flattenObject (8:1)",
      "CONFIG.TinyMCE (8:30)",
    ]);
  });

  it("the build wrote the bundle, its lazy chunks and the Quench chunk, and all of them are scanned", () => {
    const names = scripts.map((s) => s.file.replace(/\\/g, "/"));
    expect(names).toContain("meshal.mjs");
    expect(names.some((n) => n.startsWith("chunks/"))).toBe(true);
    expect(names.some((n) => n.startsWith("quench/"))).toBe(true);
  });

  it("a removed global put into a real built chunk is caught", () => {
    const chunk = scripts.filter((s) => s.file.replace(/\\/g, "/").startsWith("chunks/")).sort((a, b) => b.code.length - a.code.length)[0]!;
    expect(removedGlobals(`${chunk.code}\nexport const probe = mergeObject({}, {});`)).toEqual([expect.stringMatching(/^mergeObject \(\d+:\d+\)$/)]);
  });

  it("are not referenced by the built code", () => {
    const found = scripts.flatMap(({ file, code }) => removedGlobals(code).map((hit) => `${file}: ${hit}`));
    expect(found).toEqual([]);
  });
});
