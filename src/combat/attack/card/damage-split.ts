/**
 * Asks the applying user how the damage is split among the listed attributes (§6.3): a DialogV2 with one number per
 * attribute, the running total checked as they type (Apply is enabled only when it fits). Cancel or close = null.
 */
import { ATTRIBUTE_IDS, type AttributeId } from "../../../rules/index.ts";
import { SYSTEM_ID } from "../../../core/settings.ts";
import { readAllocation, type DamageAllocation } from "../gm/attack-request.ts";
import { readSplit, type SplitView } from "./damage-split-view.ts";
import { format, localization } from "../../../core/i18n.ts";

const TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/damage-split.hbs`;

/** The shares typed in the dialog, by attribute id. */
function typedShares(root: ParentNode): Partial<Record<AttributeId, string>> {
  const values: Partial<Record<AttributeId, string>> = {};
  for (const id of ATTRIBUTE_IDS) {
    const input = root.querySelector<HTMLInputElement>(`input[name="${id}"]`);
    if (input) values[id] = input.value;
  }
  return values;
}

/** Keeps the total line and the Apply button in step with what is typed. */
function bindLiveTotal(root: HTMLElement, view: SplitView): void {
  const update = () => {
    const reading = readSplit(view, typedShares(root));
    const total = root.querySelector<HTMLElement>("[data-split-total]");
    if (total) {
      total.textContent = format("MESHAL.Attack.splitDialog.total", { assigned: String(reading.assigned), required: String(view.required) });
      total.classList.toggle("meshal-roll__invalid", reading.allocation === null);
    }
    for (const id of ATTRIBUTE_IDS) root.querySelector(`input[name="${id}"]`)?.toggleAttribute("aria-invalid", reading.invalid.includes(id));
    const apply = root.querySelector<HTMLButtonElement>('button[data-action="apply"]');
    if (apply) apply.disabled = reading.allocation === null;
  };
  root.addEventListener("input", update);
  update();
}

/** Opens the split dialog; resolves to the split, or null when the user cancels. */
export async function askDamageSplit(view: SplitView): Promise<DamageAllocation | null> {
  const i18n = localization();
  // Rendered before the dialog opens, so a template error rejects here instead of leaving a dialog that never resolves.
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATE, { ...view });
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: i18n.localize("MESHAL.Attack.splitDialog.title") },
    content,
    rejectClose: false,
    buttons: [
      {
        action: "apply",
        label: i18n.localize("MESHAL.Attack.splitDialog.confirm"),
        default: true,
        callback: (_event, button) => readSplit(view, typedShares(button.form ?? button.closest(".application") ?? button)).allocation,
      },
      { action: "cancel", label: i18n.localize("MESHAL.Attack.splitDialog.cancel"), callback: () => null },
    ],
    render: (_event, dialog) => bindLiveTotal(dialog.element, view),
  });
  return readAllocation(result) ?? null;
}
