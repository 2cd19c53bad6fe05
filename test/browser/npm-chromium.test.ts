/** The tar reader that unpacks the npm Chromium's archives: a real archive from the package, and an unsafe entry. */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { installedPackage, untar } from "../support/npm-chromium.ts";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("untar", () => {
  it("writes the folders and files of the package's font archive", () => {
    dir = mkdtempSync(path.join(tmpdir(), "untar-"));
    const bin = path.join(installedPackage().dir, "bin");
    untar(brotliDecompressSync(readFileSync(path.join(bin, "fonts.tar.br"))), dir);
    const font = path.join(dir, "fonts", "Open_Sans", "OpenSans-Regular.ttf");
    expect(statSync(font).size).toBeGreaterThan(100_000);
    expect(readFileSync(font).readUInt32BE(0)).toBe(0x00010000); // a TrueType file starts with version 1.0
  });

  it("refuses an entry that would land outside the folder", () => {
    dir = mkdtempSync(path.join(tmpdir(), "untar-"));
    const archive = Buffer.alloc(1024);
    archive.write("../escape.txt", 0);
    archive.write("00000000000\0", 124);
    archive.write("0", 156);
    expect(() => untar(archive, dir)).toThrow(/outside its folder/);
  });
});
