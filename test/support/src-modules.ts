/**
 * Loads every module under src/ (after a test has installed the Foundry globals they read at import time) and lists
 * what they export, so stage tests can find every class of a kind without a hand-kept list. A class that is not
 * exported is missed here; `declaredClasses` scans the source text so tests can catch that.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fromRoot, listFiles } from "./project.ts";

/** Every TypeScript module under src/ (declaration files excluded), as absolute paths. */
export function sourceFiles(): string[] {
  return listFiles(fromRoot("src"), /\.ts$/).filter((f) => !f.endsWith(".d.ts")).sort();
}

/** Imports every src module and returns each module's exports, keyed by path relative to src/. */
export async function loadSourceModules(): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const file of sourceFiles()) {
    out.set(path.relative(fromRoot("src"), file), (await import(file)) as Record<string, unknown>);
  }
  return out;
}

/** Any class or function a module exports, seen from outside (never called through this type). */
export type SomeClass = abstract new (...args: never[]) => unknown;
const isClass = (value: unknown): value is SomeClass => typeof value === "function";

/** Exported classes (deduplicated: barrels re-export) that `accept` keeps. */
export function exportedClasses(modules: Map<string, Record<string, unknown>>, accept: (cls: SomeClass) => boolean): SomeClass[] {
  const found = new Set<SomeClass>();
  for (const exports of modules.values()) {
    for (const value of Object.values(exports)) if (isClass(value) && accept(value)) found.add(value);
  }
  return [...found];
}

/** Is `base` on the prototype chain of `cls` (or `cls` itself)? */
export function descendsFrom(cls: object, base: object): boolean {
  for (let c: unknown = cls; typeof c === "function"; c = Object.getPrototypeOf(c)) if (c === base) return true;
  return false;
}

/**
 * Names of the classes in src/ whose body declares a member matching `member` (e.g. /static (override )?PARTS\s*=/):
 * the nearest `class Name` before each match. A plain text scan, so it also sees classes that are not exported.
 */
export function declaredClasses(member: RegExp): Set<string> {
  const names = new Set<string>();
  const flags = member.flags.includes("g") ? member.flags : `${member.flags}g`;
  for (const file of sourceFiles()) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(new RegExp(member.source, flags))) {
      const before = [...text.slice(0, match.index).matchAll(/\bclass\s+([A-Za-z_$][\w$]*)/g)].at(-1);
      names.add(before?.[1] ?? `<no class> in ${path.relative(fromRoot(), file)}`);
    }
  }
  return names;
}
