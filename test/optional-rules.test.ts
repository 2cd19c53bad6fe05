import { describe, expect, it } from "vitest";
import { OPTIONAL_RULE_IDS } from "../src/optional-rules.ts";
import { fromRoot, readJson } from "./support/project.ts";

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string): unknown => key.split(".").reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], tree);

describe("optional rule settings", () => {
  it("each have a name and a hint in every language", () => {
    expect(OPTIONAL_RULE_IDS.length).toBeGreaterThan(0);
    for (const lang of ["en", "cn"]) {
      const tree = readJson<Tree>(fromRoot("lang", `${lang}.json`));
      for (const id of OPTIONAL_RULE_IDS) {
        for (const part of ["name", "hint"]) {
          expect(typeof lookup(tree, `MESHAL.OptionalRule.${id}.${part}`), `${lang}: ${id}.${part}`).toBe("string");
        }
      }
    }
  });
});
