/**
 * Unpacks the Chromium that the `@sparticuz/chromium` dev dependency ships inside its registry tarball (brotli files,
 * nothing downloaded) into .cache/chromium/<version>/: the browser, the shared libraries it links beyond glibc (NSS,
 * NSPR, expat, built for Amazon Linux 2023 and fine on any glibc ≥ 2.25), and a fallback font with a fontconfig file
 * that lists only it, so rendering does not depend on the machine's fonts. Unpacked once per version.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { brotliDecompressSync, createBrotliDecompress } from "node:zlib";
import { fromRoot } from "./project.ts";

/** What launching the unpacked browser needs. */
export interface NpmChromium {
  version: string;
  executablePath: string;
  /** Environment additions: the bundled libraries and the fontconfig file. */
  env: Record<string, string>;
}

const PACKAGE = "@sparticuz/chromium";

/** The package's folder and version: its exports map has only ".", so resolve that and go up to its package.json. */
export function installedPackage(): { dir: string; version: string } {
  for (let dir = path.dirname(createRequire(import.meta.url).resolve(PACKAGE)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string; version?: string };
    if (name === PACKAGE && version) return { dir, version };
  }
  throw new Error(`Cannot find the folder of ${PACKAGE}`);
}

/** Writes the regular files and folders of a ustar archive under `dir` (the package's archives hold nothing else). */
export function untar(archive: Buffer, dir: string): void {
  const field = (block: Buffer, start: number, length: number) => block.toString("utf8", start, start + length).replace(/\0.*$/s, "");
  for (let at = 0; at + 512 <= archive.length;) {
    const header = archive.subarray(at, at + 512);
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join("/");
    if (!name) break;
    const size = parseInt(field(header, 124, 12).trim() || "0", 8);
    const type = field(header, 156, 1);
    const target = path.join(dir, name);
    if (!target.startsWith(dir + path.sep)) throw new Error(`Archive entry outside its folder: ${name}`);
    if (type === "5") mkdirSync(target, { recursive: true });
    else if (type === "" || type === "0") {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, archive.subarray(at + 512, at + 512 + size), { mode: parseInt(field(header, 100, 8).trim() || "644", 8) });
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

/** Unpacks everything into a temporary folder, then renames it into place: a half-unpacked folder is never used. */
async function unpack(bin: string, dir: string): Promise<void> {
  const temp = `${dir}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  await pipeline(createReadStream(path.join(bin, "chromium.br")), createBrotliDecompress(), createWriteStream(path.join(temp, "chromium"), { mode: 0o755 }));
  untar(brotliDecompressSync(readFileSync(path.join(bin, "al2023.tar.br"))), temp);
  untar(brotliDecompressSync(readFileSync(path.join(bin, "fonts.tar.br"))), temp);
  writeFileSync(path.join(temp, "fonts.conf"), `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>${path.join(dir, "fonts")}</dir><cachedir>${path.join(dir, "fonts-cache")}</cachedir></fontconfig>
`);
  try {
    renameSync(temp, dir);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(path.join(dir, "chromium"))) throw error; // else another process unpacked it first
  }
}

/** The npm Chromium, unpacked on first use. Throws when the package is missing or cannot be unpacked. */
export async function npmChromium(): Promise<NpmChromium> {
  const { dir: pkg, version } = installedPackage();
  const dir = fromRoot(".cache", "chromium", version);
  if (!existsSync(path.join(dir, "chromium"))) {
    mkdirSync(path.dirname(dir), { recursive: true });
    await unpack(path.join(pkg, "bin"), dir);
  }
  const libs = [path.join(dir, "lib"), process.env.LD_LIBRARY_PATH].filter(Boolean).join(":");
  return { version, executablePath: path.join(dir, "chromium"), env: { LD_LIBRARY_PATH: libs, FONTCONFIG_FILE: path.join(dir, "fonts.conf") } };
}
