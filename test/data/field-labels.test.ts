/**
 * Item field labels after the shared label groups: for every item type, each field's label is looked up the way
 * Foundry does (the model's LOCALIZATION_PREFIXES, `<prefix>.FIELDS.<path>.label`) and must be the text it had when
 * every type carried its own copy (test/fixtures/item-field-labels.json), in both languages.
 */
import { beforeAll, describe, expect, it } from "vitest";
import "../support/schema-env.ts";
import { ITEM_LABEL_GROUPS } from "../../src/data/item/labels.ts";
import { ITEM_TYPES } from "../../src/data/types.ts";
import { fieldLabels, fieldPaths } from "../support/field-labels.ts";
import { LANGS, readLang } from "../support/lang.ts";
import { readJson, fromRoot } from "../support/project.ts";

const before = readJson<Record<string, Record<string, Record<string, string>>>>(fromRoot("test", "fixtures", "item-field-labels.json"));

let models: typeof import("../../src/data/models.ts");
beforeAll(async () => {
  models = await import("../../src/data/models.ts");
});

describe("item field labels", () => {
  for (const lang of LANGS) {
    for (const type of ITEM_TYPES) {
      it(`${lang} ${type}: every label resolves to the same text as before`, () => {
        const model = models.ITEM_MODELS[type];
        const paths = fieldPaths(model.defineSchema() as never);
        const tree = readLang(lang);
        const shallow = fieldLabels(tree, model.LOCALIZATION_PREFIXES, paths, "shallow");
        expect(shallow).toEqual(before[lang]![type]);
        expect(fieldLabels(tree, model.LOCALIZATION_PREFIXES, paths, "deep")).toEqual(shallow);
      });
    }
  }
  it("gives each top-level field's labels exactly one home among a type's prefixes", () => {
    const tree = readLang("en") as Record<string, Record<string, Record<string, { FIELDS?: object }>>>;
    for (const type of ITEM_TYPES) {
      const model = models.ITEM_MODELS[type];
      const owners = new Map<string, string[]>();
      for (const prefix of model.LOCALIZATION_PREFIXES) {
        const group = prefix.split(".").pop()!;
        for (const name of Object.keys(tree.MESHAL!.Item![group]?.FIELDS ?? {})) owners.set(name, [...(owners.get(name) ?? []), prefix]);
      }
      for (const name of Object.keys(model.defineSchema())) expect(owners.get(name), `${type}.${name}`).toHaveLength(1);
    }
  });
  it("labels each shared group once: its fields are in no type's own prefix", () => {
    const tree = readLang("en") as Record<string, Record<string, Record<string, { FIELDS?: object }>>>;
    const grouped = Object.values(ITEM_LABEL_GROUPS).flat();
    for (const type of ITEM_TYPES) {
      const own = Object.keys(tree.MESHAL!.Item![type]?.FIELDS ?? {});
      const prefixes = models.ITEM_MODELS[type].LOCALIZATION_PREFIXES;
      for (const name of own.filter((n) => (grouped as string[]).includes(n))) {
        const group = Object.entries(ITEM_LABEL_GROUPS).find(([, names]) => (names as readonly string[]).includes(name))![0];
        expect(prefixes, `${type}.${name} is labelled by its own prefix only because ${group} does not apply`).not.toContain(`MESHAL.Item.${group}`);
      }
    }
  });
});
