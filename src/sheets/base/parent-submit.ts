/**
 * Handing a sheet's validated submit on to its parent class. Foundry's DocumentSheetV2 calls `_processSubmitData` with
 * the processed submit data (a plain object it then writes to the document), while fvtt-types declares that argument
 * as the raw `FormDataExtended`; the one assertion this needs lives here, for every sheet.
 */

/** The parent's `_processSubmitData`, as fvtt-types declares it. */
type ParentSubmit = (event: SubmitEvent, form: HTMLFormElement, formData: FormDataExtended, options?: unknown) => Promise<void>;

/** What a sheet's `_processSubmitData` received: the event, the form, the processed submit data and the options. */
export type SubmitArguments = [event: SubmitEvent, form: HTMLFormElement, submitData: object, options?: object];

/** Calls the parent's `_processSubmitData` (pass `super._processSubmitData`) on `sheet` with the arguments received. */
export function submitToParentSheet(parent: ParentSubmit, sheet: object, [event, form, submitData, options]: SubmitArguments): Promise<void> {
  // cast: DocumentSheetV2 passes and writes the processed submit data here; fvtt-types names the raw FormDataExtended
  return parent.call(sheet, event, form, submitData as FormDataExtended, options);
}
