/** The DialogV2 stage behaves as v13 where the system depends on it, and refuses what v13 does not read. */
import { describe, expect, it, vi } from "vitest";
import { dialogStage } from "./dialog.ts";

describe("the DialogV2 stage", () => {
  it("writes the title and button labels as text: an escaped label shows its entities, a tag shows literally", async () => {
    const stage = dialogStage();
    void stage.DialogV2.wait({
      window: { title: "Tom &amp; Jerry" },
      content: "<p>Tom &amp; <b>Jerry</b></p>",
      buttons: [{ action: "a", label: "Tom &amp; Jerry" }, { action: "b", label: "<b>Jerry</b>" }],
    });
    const dialog = stage.current();
    expect(dialog.title).toBe("Tom &amp; Jerry");
    expect(dialog.buttonTexts).toEqual(["Tom &amp; Jerry", "<b>Jerry</b>"]);
    expect(dialog.element.querySelectorAll("footer b")).toHaveLength(0);
    // Content is HTML: its entities are decoded and its tags are elements.
    expect(dialog.contentText).toBe("Tom & Jerry");
    expect(dialog.element.querySelectorAll(".dialog-content b")).toHaveLength(1);
  });

  it("localises the title and labels", async () => {
    const stage = dialogStage((key) => ({ "T.title": "Pick", "T.one": "One" })[key] ?? key);
    void stage.DialogV2.wait({ window: { title: "T.title" }, buttons: [{ action: "one", label: "T.one" }] });
    expect(stage.current().title).toBe("Pick");
    expect(stage.current().buttonTexts).toEqual(["One"]);
  });

  it("calls render(event, dialog) once the element is built, and callback(event, button, dialog) on a click", async () => {
    const stage = dialogStage();
    const render = vi.fn((_event: unknown, dialog: { element: { querySelector(s: string): unknown } }) => {
      expect(dialog.element.querySelector('button[data-action="go"]')).not.toBeNull();
    });
    const callback = vi.fn(() => "went");
    const result = stage.DialogV2.wait({ content: "<input name=\"n\" value=\"3\">", buttons: [{ action: "go", label: "Go", callback }], render });
    const dialog = stage.current();
    expect(render).toHaveBeenCalledWith(expect.objectContaining({ type: "render" }), dialog);
    await dialog.click("go");
    await expect(result).resolves.toBe("went");
    const [event, button, passed] = callback.mock.calls[0] as unknown as [{ type: string }, { dataset: { action?: string }; form: unknown }, unknown];
    expect(event.type).toBe("click");
    expect(button.dataset.action).toBe("go");
    expect(button.form).toBe(dialog.form);
    expect(passed).toBe(dialog);
  });

  it("resolves to the button's action when its callback is absent or gives nothing", async () => {
    const stage = dialogStage();
    const first = stage.DialogV2.wait({ buttons: [{ action: "plain" }] });
    await stage.current().click("plain");
    await expect(first).resolves.toBe("plain");
    const second = stage.DialogV2.wait({ buttons: [{ action: "cancel", callback: () => null }] });
    await stage.current().click("cancel");
    await expect(second).resolves.toBe("cancel");
  });

  it("resolves null when closed without a button, and rejects only with rejectClose: true", async () => {
    const stage = dialogStage();
    const open = stage.DialogV2.confirm({ content: "<p>?</p>" });
    stage.current().close();
    await expect(open).resolves.toBeNull();
    const strict = stage.DialogV2.wait({ buttons: [{ action: "x" }], rejectClose: true });
    stage.current().close();
    await expect(strict).rejects.toThrow(/dismissed/);
  });

  it("confirm gives true for yes and false for no, with the labels passed", async () => {
    const stage = dialogStage();
    const yes = stage.DialogV2.confirm({ yes: { label: "Spend anyway" }, no: { label: "Cancel" } });
    expect(stage.current().buttonTexts).toEqual(["Spend anyway", "Cancel"]);
    await stage.current().click("yes");
    await expect(yes).resolves.toBe(true);
    const no = stage.DialogV2.confirm();
    await stage.current().click("no");
    await expect(no).resolves.toBe(false);
  });

  it("refuses buttons passed as a v1-style record, buttons without an action and a click on a disabled button", async () => {
    const stage = dialogStage();
    expect(() => stage.DialogV2.wait({ buttons: { ok: { label: "OK" } } as never })).toThrow(/array/);
    expect(() => stage.DialogV2.wait({ buttons: [{ label: "OK" } as never] })).toThrow(/action/);
    void stage.DialogV2.wait({ buttons: [{ action: "ok" }] });
    stage.current().button("ok").setAttribute("disabled", "");
    await expect(stage.current().click("ok")).rejects.toThrow(/disabled/);
  });
});
