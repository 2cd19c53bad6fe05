import { describe, expect, it } from "vitest";
import { shouldMigratePack } from "../../src/migrations/register.ts";

describe("shouldMigratePack", () => {
  it("migrates the world's own Actor and Item packs", () => {
    expect(shouldMigratePack({ documentName: "Actor", metadata: { packageType: "world" } })).toBe(true);
    expect(shouldMigratePack({ documentName: "Item", metadata: { packageType: "world" } })).toBe(true);
  });
  it("leaves system and module packs alone (their package's next update replaces them)", () => {
    expect(shouldMigratePack({ documentName: "Item", metadata: { packageType: "system" } })).toBe(false);
    expect(shouldMigratePack({ documentName: "Actor", metadata: { packageType: "module" } })).toBe(false);
  });
  it("skips other document types", () => {
    expect(shouldMigratePack({ documentName: "JournalEntry", metadata: { packageType: "world" } })).toBe(false);
  });
});
