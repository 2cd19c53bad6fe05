/**
 * Issue 35: what a finished new character may be, read from what it owns (src/rules/creation-legality.ts). Each
 * illegal route the issue names is one case here: a sense or movement mode not from the species, a subrace's limits
 * against the gender (both orders give the same owned pair), gear over the budget or without a price, and the steps
 * that are not met yet.
 */
import { describe, expect, it } from "vitest";
import {
  creationUnmet, forbiddenBy, limitAllows, type CreationFacts, type LegalFeature, type UnmetReason,
} from "../../src/rules/creation-legality.ts";

const feature = (identifier: string, kind: string, over: Partial<LegalFeature> = {}): LegalFeature => ({
  name: identifier, kind, identifier, parentSpecies: "", allowedSizes: [], allowedForms: [], allowedGenders: [],
  senses: [], movementModes: [], giftedAbilities: [], source: null, ...over,
});
const HUMAN_LIMITS = { allowedSizes: ["medium"], allowedForms: ["humanoid"], allowedGenders: ["male", "female"] };
const human = () => feature("human", "species", {
  ...HUMAN_LIMITS, senses: ["five-senses"], movementModes: ["walk", "climb", "swim"], giftedAbilities: ["free-will"],
});
const sulae = () => feature("sulae-woman", "subrace", { parentSpecies: "human", ...HUMAN_LIMITS, allowedGenders: ["female"], senses: ["five-senses"] });

/** A legal finished Human: species, size, gender, one raise, one bought ability, a dagger. */
function legal(): CreationFacts {
  return {
    features: [human(), feature("medium", "size"), feature("male", "gender")],
    abilities: [
      { name: "Free Will", identifier: "free-will", gifted: true, grantedBy: "human", paid: true },
      { name: "Crush", identifier: "crush", gifted: false, grantedBy: "", paid: true },
    ],
    gear: [{ name: "Dagger", price: 1080, quantity: 1 }],
    attributes: [{ id: "might", trained: 4, raises: 1 }, { id: "energy", trained: 3, raises: 0 }, { id: "spirit", trained: 3, raises: 0 }],
    startingTrained: 3, overspent: null, overloaded: [], gearBudget: 10_000,
  };
}
const reasons = (facts: CreationFacts): [string, UnmetReason][] => creationUnmet(facts).map((u) => [u.step, u.reason]);

describe("a legal new character", () => {
  it("has nothing unmet", () => {
    expect(creationUnmet(legal())).toEqual([]);
  });

  it("needs a species, a size, a gender, a raise, an ability and gear — each named with its step", () => {
    const empty: CreationFacts = { ...legal(), features: [], abilities: [], gear: [], attributes: [{ id: "might", trained: 3, raises: 0 }] };
    expect(reasons(empty)).toEqual([
      ["features", "needSpecies"], ["features", "needSize"], ["features", "needGender"],
      ["attributes", "needRaise"], ["abilities", "needAbility"], ["gear", "needGear"],
    ]);
  });
});

describe("senses and movement come only from the species", () => {
  it.each(["fly", "darkvision", "sonar", "tremorsense"])("a %s feature of its own is unmet", (id) => {
    const kind = id === "fly" ? "movementMode" : "sense";
    const own = feature(id, kind, kind === "sense" ? { senses: [id] } : { movementModes: [id] });
    const facts = { ...legal(), features: [...legal().features, own] };
    expect(creationUnmet(facts)).toEqual([{ step: "features", reason: "senseNotFromSpecies", data: { name: id } }]);
  });

  it("a gender or size that carries a movement mode is unmet too", () => {
    const facts = { ...legal(), features: [human(), feature("medium", "size"), feature("male", "gender", { movementModes: ["fly"] })] };
    expect(reasons(facts)).toEqual([["features", "senseNotFromSpecies"]]);
  });

  it("an owned species edited to give more than its compendium source is unmet", () => {
    const edited = { ...human(), movementModes: ["walk", "fly"], source: human() };
    expect(reasons({ ...legal(), features: [edited, feature("medium", "size"), feature("male", "gender")] }))
      .toEqual([["features", "senseNotFromSpecies"]]);
    expect(reasons({ ...legal(), features: [{ ...human(), source: human() }, feature("medium", "size"), feature("male", "gender")] })).toEqual([]);
  });
});

describe("species and subrace limits, both ways", () => {
  it("a male Human with the female-only subrace is unmet, the subrace naming what it forbids", () => {
    const facts = { ...legal(), features: [human(), sulae(), feature("medium", "size"), feature("male", "gender")] };
    expect(creationUnmet(facts)).toEqual([{ step: "features", reason: "notAllowed", data: { name: "male", species: "sulae-woman" } }]);
    const female = { ...legal(), features: [human(), sulae(), feature("medium", "size"), feature("female", "gender")] };
    expect(creationUnmet(female)).toEqual([]);
  });

  it("forbiddenBy answers the same whichever of the pair is picked second", () => {
    expect(forbiddenBy(sulae(), [human(), feature("male", "gender")])?.identifier).toBe("male");
    expect(forbiddenBy(feature("male", "gender"), [human(), sulae()])?.identifier).toBe("sulae-woman");
    expect(forbiddenBy(feature("female", "gender"), [human(), sulae()])).toBeNull();
  });

  it("a subrace of another species, a size the species does not allow and two of one kind are unmet", () => {
    const facts = {
      ...legal(),
      features: [human(), feature("deepfolk", "subrace", { parentSpecies: "dwarf" }), feature("large", "size"), feature("medium", "size"), feature("male", "gender")],
    };
    expect(creationUnmet(facts)).toEqual([
      { step: "features", reason: "oneOfKind", data: { names: "large, medium" } },
      { step: "features", reason: "notAllowed", data: { name: "deepfolk", species: "human" } },
      { step: "features", reason: "notAllowed", data: { name: "large", species: "human" } },
    ]);
  });

  it("an empty list limits nothing", () => {
    expect(limitAllows({ allowedSizes: [], allowedForms: [], allowedGenders: [] }, feature("large", "size"))).toBe(true);
    expect(limitAllows(human(), feature("walk", "movementMode"))).toBe(true);
  });
});

describe("abilities and attributes come from potential or a feature", () => {
  it("an ability added without spending, a gift of a feature it lacks, an untracked raise are unmet", () => {
    const facts: CreationFacts = {
      ...legal(),
      abilities: [
        ...legal().abilities,
        { name: "Titan", identifier: "titan", gifted: false, grantedBy: "", paid: false },
        { name: "Unleash", identifier: "unleash-potential", gifted: true, grantedBy: "sulae-woman", paid: true },
      ],
      attributes: [{ id: "might", trained: 6, raises: 1 }],
      overspent: { by: 3 },
    };
    expect(creationUnmet(facts)).toEqual([
      { step: "attributes", reason: "untrackedRaise", data: { attribute: "might" } },
      { step: "attributes", reason: "overspent", data: { over: 3 } },
      { step: "abilities", reason: "unpaidAbility", data: { name: "Titan" } },
      { step: "abilities", reason: "ungrantedGift", data: { name: "Unleash" } },
    ]);
  });
});

describe("the starting budget counts every item", () => {
  it("gear over the budget, or with no price, is unmet", () => {
    const facts = { ...legal(), gear: [{ name: "Plate", price: 9000, quantity: 1 }, { name: "Arrow", price: 100, quantity: 20 }, { name: "Relic", price: null, quantity: 1 }] };
    expect(creationUnmet(facts)).toEqual([
      { step: "gear", reason: "gearOverBudget", data: { spent: 11_000, budget: 10_000 } },
      { step: "gear", reason: "gearNoValue", data: { name: "Relic" } },
    ]);
    expect(creationUnmet({ ...legal(), gear: [{ name: "Plate", price: 10_000, quantity: 1 }] })).toEqual([]);
  });
});
