/**
 * The message-mode seam (src/core/version/message-mode.ts): the chat selector's mode read from the running version's
 * setting, and a visibility given as the running version's option. Both versions in one file (`withRelease`).
 */
import { afterEach, describe, expect, it } from "vitest";
import { chatVisibility, visibilityOf, visibilityOption } from "../../../src/core/version/message-mode.ts";
import { withRelease } from "../../stage/version.ts";

type Settings = Record<string, unknown>;
const g = globalThis as unknown as { game?: Record<string, unknown> };
const before = g.game;
/** A `game` whose core settings hold `stored` (`"<key>"` → value); reading any other key throws, as core does. */
function settings(stored: Settings): void {
  g.game = { ...g.game, settings: { get: (scope: string, key: string) => {
    if (scope !== "core" || !(key in stored)) throw new Error(`"${scope}.${key}" is not a registered game setting`);
    return stored[key];
  } } };
}
afterEach(() => {
  g.game = before;
});

describe("visibilityOf", () => {
  it("reads v13's and v14's names alike; in-character is public; anything else is null", () => {
    expect(["publicroll", "gmroll", "blindroll", "selfroll"].map(visibilityOf)).toEqual(["publicroll", "gmroll", "blindroll", "selfroll"]);
    expect(["public", "gm", "blind", "self", "ic"].map(visibilityOf)).toEqual(["publicroll", "gmroll", "blindroll", "selfroll", "publicroll"]);
    expect([null, undefined, "roll", "GM", 3].map(visibilityOf)).toEqual([null, null, null, null, null]);
  });
});

describe("chatVisibility", () => {
  it("v13 reads core.rollMode", () => {
    settings({ rollMode: "blindroll" });
    expect(withRelease(13, chatVisibility)).toBe("blindroll");
  });

  it("v14 reads core.messageMode, never the stale core.rollMode", () => {
    settings({ rollMode: null, messageMode: "gm" });
    expect(withRelease(14, chatVisibility)).toBe("gmroll");
    settings({ messageMode: "self" });
    expect(withRelease(14, chatVisibility)).toBe("selfroll");
  });

  it("public when the setting holds nothing it knows", () => {
    settings({ rollMode: "roll", messageMode: null });
    expect(withRelease(13, chatVisibility)).toBe("publicroll");
    expect(withRelease(14, chatVisibility)).toBe("publicroll");
  });
});

describe("visibilityOption", () => {
  it("v13: {rollMode} with v13's name; v14: {messageMode} with v14's", () => {
    expect(withRelease(13, () => visibilityOption("gmroll"))).toEqual({ rollMode: "gmroll" });
    expect(withRelease(14, () => visibilityOption("gmroll"))).toEqual({ messageMode: "gm" });
    expect(withRelease(14, () => ["publicroll", "blindroll", "selfroll"].map((v) => visibilityOption(v as "publicroll"))))
      .toEqual([{ messageMode: "public" }, { messageMode: "blind" }, { messageMode: "self" }]);
  });
});
