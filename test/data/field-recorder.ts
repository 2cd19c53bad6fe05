/**
 * A test double of `foundry.data.fields` that only RECORDS what each field was built with. Like Foundry's fields, an
 * instance exposes its options as properties (`min`, `max`, `integer`, `choices`, `nullable`, `required`, `blank`,
 * `initial` …), a SchemaField its `fields` and an ArrayField its `element`, so code that reads a schema runs on it in
 * Node. It implements no behaviour (no cleaning, no validation, no defaults of its own).
 */
type Opts = Record<string, unknown>;

/** Base of every recorded field: the options it was given, also set as properties. */
export class RecordedField {
  [option: string]: unknown;
  options: Opts;
  constructor(options: Opts = {}) {
    this.options = options;
    Object.assign(this, options);
  }
}

class NumberField extends RecordedField {}
class StringField extends RecordedField {}
class HTMLField extends StringField {}
class BooleanField extends RecordedField {}

class ArrayField extends RecordedField {
  constructor(public element: unknown, options?: Opts) {
    super(options);
  }
}

class SchemaField extends RecordedField {
  constructor(public fields: Record<string, unknown>, options?: Opts) {
    super(options);
  }
}

/** The recorder's field classes, as `foundry.data.fields` has them. */
export const recordedFields = { NumberField, StringField, HTMLField, BooleanField, ArrayField, SchemaField };

/** Installs the recorder as `globalThis.foundry` (fields + a bare TypeDataModel base class). */
export function installFieldRecorder(): void {
  class TypeDataModel {
    static LOCALIZATION_PREFIXES: string[] = [];
    static migrateData(source: unknown) {
      return source;
    }
    static validateJoint(_data: unknown): void {}
  }
  (globalThis as Record<string, unknown>).foundry = { data: { fields: recordedFields }, abstract: { TypeDataModel } };
}
