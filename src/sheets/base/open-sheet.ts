/** Opens a document's sheet, optionally in a given mode (our sheets read `mode` from the render options). */
export function openSheet(document: { sheet?: unknown } | null | undefined, mode?: string): void {
  const sheet = document?.sheet as { render: (options: object) => unknown } | null | undefined;
  void sheet?.render({ force: true, ...(mode ? { mode } : {}) });
}
