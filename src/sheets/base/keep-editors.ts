/** Leaves out of a re-render every part that holds an open ProseMirror editor, so a half-written text is not lost. */
export function withoutOpenEditors<T extends Record<string, unknown>>(
  parts: T, rendered: Record<string, HTMLElement> | undefined, options: { isFirstRender?: boolean },
): T {
  if (options.isFirstRender || !rendered) return parts;
  for (const id of Object.keys(parts)) {
    if (rendered[id]?.querySelector("prose-mirror[open]")) delete parts[id];
  }
  return parts;
}
