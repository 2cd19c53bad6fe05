/**
 * A test double of `foundry.data.fields` that only RECORDS what each field was built with, so the shape test can
 * compare the real schemas with the pure specs. It implements no behaviour (no cleaning, no validation).
 */
type Opts = Record<string, unknown>;

export class Recorded {
  constructor(
    public kind: string,
    public options: Opts,
    public inner?: unknown,
  ) {}
}

const make = (kind: string) =>
  class extends Recorded {
    constructor(a?: unknown, b?: unknown) {
      if (kind === "SchemaField") super(kind, (b as Opts) ?? {}, a);
      else if (kind === "ArrayField") super(kind, (b as Opts) ?? {}, a);
      else super(kind, (a as Opts) ?? {});
    }
  };

/** Installs the recorder as `globalThis.foundry` (fields + a bare TypeDataModel base class). */
export function installFieldRecorder(): void {
  const fields = {
    NumberField: make("NumberField"),
    StringField: make("StringField"),
    BooleanField: make("BooleanField"),
    HTMLField: make("HTMLField"),
    ArrayField: make("ArrayField"),
    SchemaField: make("SchemaField"),
  };
  class TypeDataModel {
    static migrateData(source: unknown) {
      return source;
    }
  }
  (globalThis as Record<string, unknown>).foundry = { data: { fields }, abstract: { TypeDataModel } };
}
