/**
 * Issue 32, item 11: a PointsRoll card opens core's dice breakdown like any roll. Core's chat log opens it from the
 * element marked `data-action="expandRoll"` that holds the roll's tooltip and total (core's roll template and Draw
 * Steel's roll cards mark their `.dice-roll` root, on v13 as on v14). The roll renders through the stage's
 * `Roll#render` as core's does (test/flows/support/roll.ts) with the system's template.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { flowStage } from "../flows/support/world.ts";
import { queueFaces } from "../flows/support/roll.ts";
import { compileTemplate } from "../support/handlebars.ts";
import { parseFragment, StageElement } from "../stage/application-dom.ts";

flowStage();
const { PointsRoll } = await import("../../src/dice/points-roll.ts");

beforeAll(() => {
  const g = globalThis as unknown as { foundry: { applications: Record<string, unknown> } };
  g.foundry.applications.handlebars = {
    renderTemplate: async (path: string, context: object) => compileTemplate(path.replace(/^systems\/meshal-lite\/templates\//, ""))(context),
  };
});

/** The card's root element as the chat log receives it. */
async function renderedCard(isPrivate: boolean): Promise<StageElement> {
  const roll = PointsRoll.forCount(3, "points", "Climb the wall");
  queueFaces(1, 2, 5);
  await roll.evaluate();
  const roots = parseFragment(await roll.render({ isPrivate })).filter((n): n is StageElement => n instanceof StageElement);
  expect(roots).toHaveLength(1);
  return roots[0]!;
}

describe("a PointsRoll card and core's dice breakdown", () => {
  it.each([["public", false], ["private", true]])("a %s card is one clickable roll holding the total and the breakdown", async (_kind, isPrivate) => {
    const card = await renderedCard(isPrivate);
    expect(card.matches(".dice-roll[data-action=expandRoll]")).toBe(true);
    expect(card.querySelectorAll("[data-action]")).toEqual([]); // nothing inside takes the click from it
    expect(card.querySelector(".dice-result .dice-total")?.textContent).toContain(isPrivate ? "?" : "3");
  });
});
