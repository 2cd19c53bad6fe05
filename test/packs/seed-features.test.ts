/**
 * Species and features the seed rulebook mentions, in the pack sources (packs/features/*.yml). Every expected value
 * below is read from the seed (shared/rules/seed-rulebook.zh.txt, quoted by line), never from the generator: where the
 * seed gives a species' or feature's values, the packs follow the seed (docs/seed-audit.md "Species and features").
 */
import { describe, expect, it } from "vitest";
import { readDataset } from "../../scripts/packs/common.mjs";
import { SEED_FEATURES, applySeedFeatures } from "../../scripts/packs/features-seed.mjs";
import { byIdentifier, packSources, readBabele } from "../support/packs.ts";

const docs = packSources("features").map((e) => e.doc);
const doc = (id: string) => byIdentifier(docs, id);
type Feature = { id: string; kind: string; forms: string[] | null; naturalWeapons: { itemZh: string }[] | null; equipSlots: { slot: string; count: number }[] | null };

describe("seed species and features", () => {
  it("圣俑 Tarva needs no sleep: “除非特别注明（比如：圣俑无需睡眠）” (l.292); nor food or drink (dataset, agrees)", () => {
    expect(doc("tarva").system.needs).toEqual({ eat: false, drink: false, sleep: false });
    expect(String(doc("tarva").system.description)).toContain("无需进食、饮水、睡眠");
    const en = readBabele("features").entries[doc("tarva")._id] as { description: string };
    expect(en.description).toContain("Needs no food, drink or sleep");
  });

  it("every other species still needs sleep (the seed names only Tarva as the exception)", () => {
    const species = docs.filter((d) => ["species", "subrace"].includes(String(d.system.kind)) && d.system.identifier !== "tarva");
    expect(species.length).toBeGreaterThan(10);
    for (const d of species) expect(d.system.needs.sleep, String(d.system.identifier)).toBe(true);
  });

  it("步 is a medium creature's footprint: “相当于一个中型生物的占地直径” (l.205)", () => {
    expect(String(doc("medium").system.description)).toContain("占位直径1步");
  });

  it("人类 humans have two arms and two legs (l.77): two weapon slots, fists and feet as natural weapons (l.153)", () => {
    const human = readDataset<Feature[]>("features", "features.json").find((f) => f.id === "human")!;
    expect(human.equipSlots!.find((s) => s.slot === "weapon")!.count).toBe(2);
    expect(doc("human").system.equipSlots).toContainEqual({ slot: "weapon", count: 2 });
    expect(String(doc("human").system.description)).toContain("{拳脚}×2");
  });

  it("“对于多数人形生物而言，天生武器就是你的拳脚” (l.153): humanoid species have fists and feet, or say otherwise", () => {
    const features = readDataset<Feature[]>("features", "features.json");
    const humanoid = features.filter((f) => ["race", "subrace"].includes(f.kind) && f.forms?.includes("humanoid"));
    const without = humanoid.filter((f) => !f.naturalWeapons?.some((w) => w.itemZh === "拳脚")).map((f) => f.id);
    expect(without).toEqual(["barbarus"]); // 蛮疆族人: talons and fangs (爪牙), the "most" the seed allows for (docs/seed-audit.md)
  });

  it("each seed decision changes its dataset feature and nothing else", () => {
    const features = readDataset<Feature[]>("features", "features.json");
    const applied = applySeedFeatures(features);
    features.forEach((f, i) => {
      if (SEED_FEATURES[f.id as keyof typeof SEED_FEATURES]) expect(applied[i]).not.toEqual(f);
      else expect(applied[i]).toBe(f);
    });
  });
});
