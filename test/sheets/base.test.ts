import { describe, expect, it } from "vitest";
import { planListEdit } from "../../src/sheets/base/list-edit.ts";
import { fieldAt } from "../../src/sheets/view/schema-fields.ts";
import { isAttackDrag, macroPlan } from "../../src/sheets/base/macro.ts";
import { resolveMode, toggledMode } from "../../src/sheets/base/modes.ts";
import { changedPaths, partsForChange } from "../../src/sheets/base/parts.ts";
import { linesToList, mergeIndexedArrays, moveEntry, normalizeLists } from "../../src/sheets/base/submit.ts";
import * as I from "../fixtures/data-items.ts";
import { itemSchema } from "../support/model-schemas.ts";

describe("sheet modes", () => {
  it("opens in play mode, a new document in edit mode, and a non-editor always in play mode", () => {
    expect(resolveMode({ editable: true, justCreated: false })).toBe("play");
    expect(resolveMode({ editable: true, justCreated: true })).toBe("edit");
    expect(resolveMode({ editable: false, justCreated: true, requested: "edit" })).toBe("play");
    expect(resolveMode({ editable: true, justCreated: false, current: "edit" })).toBe("edit");
    expect(resolveMode({ editable: true, justCreated: false, current: "edit", requested: "play" })).toBe("play");
    expect(resolveMode({ editable: true, justCreated: false, requested: "bogus" })).toBe("play");
    expect(toggledMode("play")).toBe("edit");
    expect(toggledMode("edit")).toBe("play");
  });
});

describe("form submission", () => {
  const weapon = I.revolver().system;

  it("merges an indexed row edit over the stored array, keeping every other attack field", () => {
    const out = mergeIndexedArrays({ attacks: { 0: { label: "Fan the hammer", dice: { bonus: 1 } } }, quantity: 2 }, weapon) as Record<string, unknown>;
    const attacks = out.attacks as Record<string, unknown>[];
    expect(attacks).toHaveLength((weapon.attacks as unknown[]).length);
    expect(attacks[0]!.label).toBe("Fan the hammer");
    expect((attacks[0]!.dice as Record<string, unknown>).bonus).toBe(1);
    expect((attacks[0]!.dice as Record<string, unknown>).pools).toEqual(["energy"]);
    expect(attacks[0]!.hits).toBe((weapon.attacks as Record<string, unknown>[])[0]!.hits);
    expect(out.quantity).toBe(2);
    expect((weapon.attacks as Record<string, unknown>[])[0]!.label).toBe(""); // the source is not mutated
  });

  it("merges nested indexed arrays and ignores stale row indices", () => {
    const out = mergeIndexedArrays({ attacks: { 0: { extraDamage: { 0: { value: 3 } } }, 7: { label: "ghost" } } },
      { attacks: [{ label: "a", extraDamage: [{ op: "add", value: 1 }] }] }) as { attacks: { extraDamage: unknown[] }[] };
    expect(out.attacks).toHaveLength(1);
    expect(out.attacks[0]!.extraDamage).toEqual([{ op: "add", value: 3 }]);
  });

  it("turns textarea lines into string lists where the schema has free-string lists", () => {
    expect(linesToList(" rope \n\n  hook\r\n")).toEqual(["rope", "hook"]);
    const out = normalizeLists({ equip: { requirements: "Might 3\nTwo hands" }, kinds: ["projectile"] }, itemSchema("weapon")) as {
      equip: { requirements: string[] }; kinds: string[];
    };
    expect(out.equip.requirements).toEqual(["Might 3", "Two hands"]);
    expect(out.kinds).toEqual(["projectile"]);
  });

  it("moves list entries within bounds only", () => {
    expect(moveEntry(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveEntry(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });
});

describe("list fields", () => {
  const weapon = I.revolver().system;

  it("finds the schema's fields by path, stepping into list entries", () => {
    const weaponSchema = itemSchema("weapon");
    expect(fieldAt(weaponSchema, "attacks")?.element?.fields?.dice).toBeDefined();
    expect(fieldAt(weaponSchema, "attacks.0.extraDamage")?.element?.fields?.op).toBeDefined();
    expect(fieldAt(weaponSchema, "attacks.0.dice.divisor")).toMatchObject({ integer: true, min: 1, max: 10 });
    expect(fieldAt(weaponSchema, "nope.x")).toBeNull();
  });

  it("adds a complete default entry, removes and reorders entries", () => {
    const added = planListEdit(weapon, itemSchema("weapon"), "attacks", { op: "add" })!["system.attacks"]!;
    expect(added).toHaveLength(2);
    expect(added[1]).toMatchObject({ label: "", hits: 1, dice: { divisor: 1 } });
    expect(planListEdit(weapon, itemSchema("weapon"), "attacks", { op: "remove", index: 0 })).toEqual({ "system.attacks": [] });
    const twoSlots = { equip: { slots: [{ slot: "weapon", count: 1 }, { slot: "armor", count: 2 }] } };
    expect(planListEdit(twoSlots, itemSchema("weapon"), "equip.slots", { op: "move", index: 1, delta: -1 })!["system.equip.slots"])
      .toEqual([{ slot: "armor", count: 2 }, { slot: "weapon", count: 1 }]);
    expect(planListEdit(weapon, itemSchema("weapon"), "attacks", { op: "remove", index: 5 })).toBeNull();
    expect(planListEdit(weapon, itemSchema("weapon"), "quantity", { op: "add" })).toBeNull();
  });
});

describe("partial re-render", () => {
  const deps = { header: ["name", "img"], block: ["system"], bio: ["system.details"] };

  it("lists changed leaf paths", () => {
    expect(changedPaths({ _id: "x", system: { details: { age: "30" } }, name: "A" })).toEqual(["system.details.age", "name"]);
  });

  it("re-renders only the parts that show a changed path, everything for an unclaimed one", () => {
    expect(partsForChange({ name: "B" }, deps)).toEqual(["header"]);
    expect(partsForChange({ system: { details: { age: "3" } } }, deps)?.sort()).toEqual(["bio", "block"]);
    expect(partsForChange({ flags: { x: 1 } }, deps)).toBeNull();
    expect(partsForChange({}, deps)).toBeNull();
  });
});

describe("hotbar macros", () => {
  it("recognises attack drag data and builds a macro that calls the public API", () => {
    expect(isAttackDrag({ type: "meshal.attack", uuid: "Actor.a.Item.b", attack: 0 })).toBe(true);
    expect(isAttackDrag({ type: "Item", uuid: "x" })).toBe(false);
    const plan = macroPlan({ uuid: 'Actor.a.Item."b', name: "Revolver", img: null }, 1, "Aimed shot");
    expect(plan.name).toBe("Revolver: Aimed shot");
    expect(plan.command).toBe('await meshal.applications.rollFromMacro({"uuid":"Actor.a.Item.\\"b","attack":1}, event);');
    expect(macroPlan({ uuid: "u", name: "Potion" }, null).name).toBe("Potion");
  });
});
