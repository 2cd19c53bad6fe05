/** Notifications are HTML: a name or text another user wrote reaches them escaped, never as markup. */
import { describe, expect, it } from "vitest";
import { formatData, notificationData } from "../../src/core/notify.ts";

describe("notification format data", () => {
  it("escapes every value, so a forged name shows as text", () => {
    expect(notificationData({ name: `<img src=x onerror="alert(1)">`, count: 3 })).toEqual({
      name: "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;",
      count: "3",
    });
  });

  it("leaves plain text as it is (and the unescaped form for non-HTML uses)", () => {
    expect(notificationData({ name: "Lin Wei 林伟" })).toEqual({ name: "Lin Wei 林伟" });
    expect(formatData({ name: "a & b" })).toEqual({ name: "a & b" });
  });
});
