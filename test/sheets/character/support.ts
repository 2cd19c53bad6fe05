/** Prepared fixture characters for the character-sheet view tests. */
import * as A from "../../fixtures/data-actors.ts";
import type { FixtureItem } from "../../fixtures/data-items.ts";
import { preparePlainCharacter } from "../../../src/sheets/character/prepare-plain.ts";
import type { SheetCharacter } from "../../../src/sheets/character/view-types.ts";

/** Prepares a fixture actor (optionally with its stored system or items changed first). */
export function prepared(
  make: () => A.FixtureActor,
  patch: (a: A.FixtureActor) => void = () => {},
): SheetCharacter {
  const a = make();
  patch(a);
  return preparePlainCharacter({ name: "Test", system: a.system, items: a.items as FixtureItem[] });
}
