/**
 * The preview's own fonts, so pages (Chinese ones in particular) render the same on any machine, with or without
 * system fonts: Noto Sans SC for text and DejaVu Sans for the symbols it lacks (⚡, the icon stand-ins), from
 * `@fontsource/*` dev dependencies, copied into the preview folder and loaded with `@font-face`. Their stylesheets split
 * each font by unicode-range, so a page loads only the slices it uses.
 */
import { cpSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

interface PreviewFont {
  family: string;
  pkg: string;
  /** The weights the system CSS uses that the package has. */
  weights: readonly number[];
}

const FONTS: readonly PreviewFont[] = [
  { family: "Noto Sans SC", pkg: "@fontsource/noto-sans-sc", weights: [400, 600, 700] },
  { family: "DejaVu Sans", pkg: "@fontsource/dejavu-sans", weights: [400, 700] },
];

/** The families, quoted, for a `font-family` list. */
export const PREVIEW_FONTS = FONTS.map((f) => `"${f.family}"`).join(", ");

const folder = (font: PreviewFont) => `fonts/${path.basename(font.pkg)}`;

/** The `<link>` tags a page in the preview folder puts in its head. */
export const FONT_LINKS = FONTS.flatMap((f) => f.weights.map((w) => `<link rel="stylesheet" href="${folder(f)}/${w}.css">`)).join("");

/** Copies each font's stylesheets of the used weights, and the WOFF2 files they name, into `<dir>/fonts/<package>/`. */
export function copyPreviewFonts(dir: string): void {
  const require = createRequire(import.meta.url);
  for (const font of FONTS) {
    const pkg = path.dirname(require.resolve(`${font.pkg}/package.json`));
    const out = path.join(dir, folder(font));
    mkdirSync(path.join(out, "files"), { recursive: true });
    for (const weight of font.weights) {
      const css = `${weight}.css`;
      cpSync(path.join(pkg, css), path.join(out, css));
      // Each slice names its .woff2 first; the .woff fallbacks (browsers without WOFF2) are left out.
      for (const m of readFileSync(path.join(pkg, css), "utf8").matchAll(/url\(\.\/files\/([^)]+\.woff2)\)/g)) {
        cpSync(path.join(pkg, "files", m[1]!), path.join(out, "files", m[1]!));
      }
    }
  }
}
