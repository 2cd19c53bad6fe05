/**
 * An ability that borrows a weapon asks which weapon attack to make when several fit. The buttons name the weapons as
 * their owner typed them: core writes DialogV2 labels as text, so an escaped name would show its entities.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { installStage } from "../smoke/foundry-stage.ts";
import { installDialogStage, type DialogStage } from "../stage/dialog.ts";

type StartModule = typeof import("../../src/combat/attack/start/borrowed-attack-start.ts");
let startBorrowedAttack: StartModule["startBorrowedAttack"];
let dialogs: DialogStage;

beforeAll(async () => {
  installStage();
  dialogs = installDialogStage();
  (globalThis as unknown as { game: { i18n: { format(key: string, data?: Record<string, string>): string } } }).game.i18n.format =
    (key, data = {}) => [key, ...Object.values(data)].join(" ");
  // A GM is connected: without one, an attack is refused before any dialog opens.
  (globalThis as unknown as { game: { users?: unknown } }).game.users = { activeGM: { id: "gm" } };
  ({ startBorrowedAttack } = await import("../../src/combat/attack/start/borrowed-attack-start.ts"));
});

const slash = { label: "Slash", mode: "melee", types: ["cut"], targetAttributes: ["might"], dice: { attribute: "might" } };

/** A weapon in hand named `name` with one damaging melee attack. */
const weapon = (id: string, name: string) => ({ id, name, type: "weapon", system: { equipped: true, attacks: [slash] } });

function fighter() {
  const items = [weapon("w1", "Tom & <b>Jerry</b>"), weapon("w2", "Plain sword")];
  return { items: { contents: items, get: (id: string) => items.find((i) => i.id === id) } };
}
const ability = { name: "Twin <Strike>", type: "ability", system: { attacks: [{ weapon: "equipped", mode: "melee", dice: { divisor: 1, bonus: 0 } }] } };

describe("choosing the weapon of a borrowed attack", () => {
  it("labels each choice with the weapon's name as typed, and the title with the ability's", async () => {
    const started = startBorrowedAttack(fighter() as never, ability as never, 0);
    const dialog = await dialogs.opening();
    expect(dialog.buttonTexts).toEqual(["Tom & <b>Jerry</b>: Slash", "Plain sword: Slash"]);
    expect(dialog.element.querySelectorAll("footer b")).toHaveLength(0);
    expect(dialog.title).toBe("MESHAL.Attack.borrow.title Twin <Strike>");
    dialog.close();
    expect(await started).toBeNull();
  });
});
