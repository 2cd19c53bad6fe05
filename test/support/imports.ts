/** Every module specifier a source imports or re-exports, statically or dynamically (type-only imports too). */
export function importSpecifiers(source: string): string[] {
  const pattern = /^\s*(?:import|export)\b[^;"']*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/gm;
  return [...source.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? m[3]!);
}
