/**
 * The one place where a sheet decides which parts a render asks for. v13's Handlebars mixin toasts a warning for every
 * requested part that is not configured for the render, and never removes a rendered part that is no longer
 * configured; so the sheets keep their configured part set stable (a part with nothing to show renders an empty root)
 * and every render asks only for configured parts, picked here.
 */

/** A rendered part as far as this module looks into it. */
interface RenderedPart {
  querySelector(selector: string): unknown;
}

/**
 * The parts to render: the requested ones (all configured parts when none were named) that are configured, without
 * the parts holding an open ProseMirror editor (re-rendering one would lose a half-written text; it stays as it is).
 */
export function partsToRender(
  configured: readonly string[],
  options: { parts?: readonly string[]; isFirstRender?: boolean },
  rendered: Readonly<Record<string, RenderedPart | undefined>> = {},
): string[] {
  const known = new Set(configured);
  const requested = options.parts ?? configured;
  return requested.filter((id) => known.has(id) && (options.isFirstRender || !rendered[id]?.querySelector("prose-mirror[open]")));
}
