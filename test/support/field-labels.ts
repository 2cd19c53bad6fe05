/**
 * Field labels the way Foundry v13 resolves them for a data model: for each of the model's `LOCALIZATION_PREFIXES`,
 * the lang object at `<prefix>.FIELDS` is merged into one rule set (later prefixes win), and a field's label is
 * `<rules at its field path>.label`, where a list's entries sit under `element` (`attacks.element.range.kind`).
 * Both a shallow (top-level keys) and a deep merge are offered: prefixes that never share a top-level key give the
 * same labels either way.
 */
import { fieldKind, type FieldLike } from "../../src/data/schema-check.ts";
import type { LangTree } from "./lang.ts";

type Tree = LangTree | string | undefined;
const at = (tree: Tree, dotted: string): Tree =>
  dotted.split(".").reduce<Tree>((node, key) => (node && typeof node === "object" ? node[key] : undefined), tree);

function deepMerge(into: LangTree, from: LangTree): LangTree {
  for (const [k, v] of Object.entries(from)) {
    const old = into[k];
    into[k] = typeof v === "object" && typeof old === "object" ? deepMerge({ ...old }, v) : v;
  }
  return into;
}

/** The merged `FIELDS` rules of `prefixes`. */
export function fieldRules(lang: LangTree, prefixes: readonly string[], merge: "shallow" | "deep"): LangTree {
  const rules: LangTree = {};
  for (const prefix of prefixes) {
    const fields = at(lang, `${prefix}.FIELDS`);
    if (fields && typeof fields === "object") {
      if (merge === "shallow") Object.assign(rules, fields);
      else deepMerge(rules, fields);
    }
  }
  return rules;
}

/** Every field path of a schema (field name → field), lists' entries as `element`. */
export function fieldPaths(schema: Record<string, FieldLike>, prefix = ""): string[] {
  return Object.entries(schema).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const kind = fieldKind(field);
    if (kind === "object") return [path, ...fieldPaths(field.fields!, path)];
    if (kind === "array") {
      const element = field.element!;
      const inner = fieldKind(element) === "object" ? fieldPaths(element.fields!, `${path}.element`) : [];
      return [path, `${path}.element`, ...inner];
    }
    return [path];
  });
}

/** Label text of each field path that has one, under `prefixes`. */
export function fieldLabels(lang: LangTree, prefixes: readonly string[], paths: readonly string[], merge: "shallow" | "deep"): Record<string, string> {
  const rules = fieldRules(lang, prefixes, merge);
  const out: Record<string, string> = {};
  for (const path of paths) {
    const label = at(rules, `${path}.label`);
    if (typeof label === "string") out[path] = label;
  }
  return out;
}
