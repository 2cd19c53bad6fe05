// ESLint flat config: JavaScript and TypeScript recommended rules for everything we write, with the
// right globals per folder (browser + Foundry for src/, Node for scripts/, tests and configs).
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "release/", "coverage/", ".cache/", "node_modules/", "packs/", "translations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // `typeof import("…")` stays allowed: tests load src modules dynamically, after the fake stage is installed.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
      "prefer-const": "error",
    },
  },
  { files: ["src/**/*.ts"], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ["scripts/**/*.mjs", "test/**/*.ts", "bench/**/*.ts", "*.config.*", "eslint.config.mjs", "rollup.config.mjs"],
    languageOptions: { globals: { ...globals.node } },
    rules: { "no-console": "off" },
  },
);
