/** The optional-rules menu: every shown switch by chapter, a few of them on. */
import { rulesMenuView } from "../../src/sheets/settings/rules-menu-view.ts";
import { addPreviewPages } from "./pages.ts";

const on = new Set(["coupDeGrace", "bodyParts", "beyondRange"]);

addPreviewPages({
  id: "settings-optional-rules", sheet: null, template: "settings/optional-rules.hbs", classes: ["meshal-rules-menu", "standard-form"],
  expect: [".meshal-rules-menu__chapter[data-chapter=character]", ".meshal-rules-menu__edition--newer", "input[type=checkbox][name=coupDeGrace]:checked"],
  context: () => ({ chapters: rulesMenuView((id) => on.has(id)) }),
});
