import { describe, expect, it } from "vitest";
import { applyDerived } from "../../src/data/actor/base.ts";
import { deriveInput, woundedCharacter } from "../fixtures/data-actors.ts";
import { consoleErrorsDuring } from "../support/console.ts";

describe("applyDerived writes derivation onto the prepared system", () => {
  it("adds value/max pools for token bars, initiative dice and caps current mobility", () => {
    const a = woundedCharacter();
    const system = structuredClone(a.system) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- prepared data stand-in
    system.mobility = { value: 5, max: 3 };
    applyDerived(system as never, deriveInput({ ...a, system: system as never }));
    expect(system.attributes.might).toMatchObject({ trained: 4, value: 1, max: 5, lost: 4 });
    expect(system.initiative).toEqual({ dice: 1 });
    expect(system.mobility).toEqual({ value: 3, max: 3 });
    expect(system.consciousness).toBe("unconscious");
    expect(system.size).toBe("medium");
  });
  it("logs and keeps stored values when derivation fails", async () => {
    const a = woundedCharacter();
    const system = structuredClone(a.system) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- prepared data stand-in
    const input = deriveInput(a);
    input.attributes.might.temp = Number.NaN;
    const errors = await consoleErrorsDuring(() => expect(applyDerived(system as never, input)).toBeNull());
    expect(errors).toHaveLength(1);
    expect(system.attributes.might.value).toBeUndefined();
  });
});
