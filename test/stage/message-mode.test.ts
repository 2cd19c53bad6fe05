/**
 * The chat's mode on the stage plays each version (test/stage/message-mode.ts): the setting the chat selector writes,
 * the mode a message is created with, and v14's deprecation warnings for v13's spellings. Each difference between
 * v13 and v14 has a test here; the project that plays the other version skips it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { flowStage } from "../flows/support/world.ts";
import { StageRoll } from "../flows/support/roll.ts";
import { StageChatMessage } from "./server-documents.ts";
import { setChatMode } from "./message-mode.ts";
import { takeDeprecations } from "./deprecations.ts";
import { onV14 } from "./version.ts";

const stage = flowStage();
const get = (key: string) => game.settings.get("core", key as never);
const lastMessage = () => stage.world.messages.contents.at(-1)!;
/** A roll Ann posts with `options`. */
const annRolls = (options: Record<string, string> = {}) => stage.server.onClient(stage.ann, () => new StageRoll("2d6").toMessage({}, options));

beforeEach(() => {
  stage.reset();
  stage.sit("player");
});

describe.runIf(!onV14)("v13: the roll mode", () => {
  it("the chat selector writes core.rollMode; core.messageMode is no setting", () => {
    expect(get("rollMode")).toBe("publicroll");
    setChatMode(stage.settings, "gm");
    expect(get("rollMode")).toBe("gmroll");
    expect(() => get("messageMode")).toThrow(/not a registered game setting/);
  });

  it("ChatMessage.create applies the rollMode option and knows no messageMode option; there is no applyMode", async () => {
    await StageChatMessage.create({ content: "a" }, { rollMode: "gmroll" });
    expect(lastMessage()).toMatchObject({ whisper: [stage.gm.id], blind: false });
    await StageChatMessage.create({ content: "b" }, { messageMode: "gm" });
    expect(lastMessage().whisper).toEqual([]);
    expect(StageChatMessage.applyMode).toBeUndefined();
    expect(StageChatMessage.applyRollMode({}, "blindroll")).toEqual({ whisper: [stage.gm.id], blind: true });
    expect(takeDeprecations()).toEqual([]);
  });

  it("Roll#toMessage posts with the rollMode option, else (or with \"roll\") with the selector's mode", async () => {
    await annRolls({ rollMode: "selfroll" });
    expect(lastMessage().whisper).toEqual([stage.ann.id]);
    setChatMode(stage.settings, "blind");
    await annRolls();
    expect(lastMessage()).toMatchObject({ whisper: [stage.gm.id], blind: true });
    await annRolls({ rollMode: "roll" });
    expect(lastMessage()).toMatchObject({ whisper: [stage.gm.id], blind: true });
  });
});

describe.runIf(onV14)("v14: the message mode", () => {
  it("the chat selector writes core.messageMode; core.rollMode no longer follows it and warns", () => {
    expect(get("messageMode")).toBe("public");
    setChatMode(stage.settings, "gm");
    expect(get("messageMode")).toBe("gm");
    expect(takeDeprecations()).toEqual([]);
    expect(get("rollMode")).toBeNull();
    expect(takeDeprecations()).toEqual([expect.stringContaining("core.rollMode")]);
  });

  it("ChatMessage.create applies the messageMode option; the rollMode option still works with a warning", async () => {
    await StageChatMessage.create({ content: "a" }, { messageMode: "blind" });
    expect(lastMessage()).toMatchObject({ whisper: [stage.gm.id], blind: true });
    expect(takeDeprecations()).toEqual([]);
    await StageChatMessage.create({ content: "b" }, { rollMode: "gmroll" });
    expect(lastMessage()).toMatchObject({ whisper: [stage.gm.id], blind: false });
    expect(takeDeprecations()).toEqual([expect.stringContaining("rollMode option is deprecated")]);
  });

  it("applyMode takes v14's modes (in-character posts publicly); applyRollMode is a deprecated alias taking v13's", () => {
    expect(StageChatMessage.applyMode!({}, "self")).toEqual({ whisper: [stage.ann.id], blind: false });
    expect(StageChatMessage.applyMode!({ whisper: ["x"] }, "ic")).toEqual({ whisper: [], blind: false });
    expect(takeDeprecations()).toEqual([]);
    expect(StageChatMessage.applyRollMode({}, "gmroll")).toEqual({ whisper: [stage.gm.id], blind: false });
    expect(takeDeprecations()).toEqual([expect.stringContaining("applyRollMode is deprecated")]);
  });

  it("Roll#toMessage posts with the messageMode option, else with the selector's; rollMode warns", async () => {
    await annRolls({ messageMode: "self" });
    expect(lastMessage().whisper).toEqual([stage.ann.id]);
    setChatMode(stage.settings, "gm");
    await annRolls();
    expect(lastMessage()).toMatchObject({ whisper: [stage.gm.id], blind: false });
    expect(takeDeprecations()).toEqual([]);
    setChatMode(stage.settings, "public");
    await annRolls({ rollMode: "blindroll" });
    expect(lastMessage()).toMatchObject({ whisper: [stage.gm.id], blind: true });
    expect(takeDeprecations()).toEqual([expect.stringContaining("rollMode option is deprecated")]);
  });
});
