/**
 * Issue 21 #6: the uses of an ability are kept on its actor (flag `uses`) and a full rest renews them. Played as Ann
 * (a player owning Hero) and as the GM on the strict stage: no write may be refused.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seats, settle } from "../stage/server.ts";
import { flowStage, loadDocumentClasses, makeCast, type Cast } from "./support/world.ts";

const stage = flowStage();
const { MeshalActor } = await loadDocumentClasses();
const { recordUse, useRecordOf } = await import("../../src/actions/use-limit.ts");

let cast: Cast;

describe.each(seats())("uses and rest as the %s", (seat) => {
  beforeEach(() => {
    stage.reset();
    cast = makeCast(MeshalActor);
    stage.sit(seat);
  });
  afterEach(() => stage.server.expectNoRefusals());

  it("the owner's client stores a use; a full rest clears the counted uses", async () => {
    await recordUse(cast.hero, "abil000000000001", { key: "rest", count: 1 });
    expect(useRecordOf(cast.hero, "abil000000000001")).toEqual({ key: "rest", count: 1 });
    await cast.hero.rest(1); // the actor posts nothing; Hero is unhurt: the rest ends with every die back
    await settle();
    expect(useRecordOf(cast.hero, "abil000000000001")).toBeNull();
  });
});
