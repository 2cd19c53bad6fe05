/**
 * A test double of `foundry.data.fields` that only RECORDS what each field was built with. Like Foundry's fields, an
 * instance exposes its options as properties (`min`, `max`, `integer`, `choices`, `nullable`, `required`, `blank`,
 * `initial` …), a SchemaField its `fields` and an ArrayField/SetField its `element`, so code that reads a schema runs
 * on it in Node; `kind` names the field class and `inner` is what a container field was given. It implements no
 * behaviour (no cleaning, no validation, no defaults of its own). A field class the schemas start using is made on
 * first use and listed in `usedFieldKinds`, so a new field class is recorded rather than crashing the tests.
 */
type Opts = Record<string, unknown>;

/** Base of every recorded field: the options it was given, also set as properties. */
export class RecordedField {
  [option: string]: unknown;
  options: Opts;
  kind = "";
  inner?: unknown;
  constructor(options: Opts = {}) {
    this.options = options;
    Object.assign(this, options);
  }
}
/** Older name of the recorded field base, used by the name test. */
export { RecordedField as Recorded };

/** Field classes whose first constructor argument is what they contain and whose second is the options. */
const CONTAINERS = new Set([
  "SchemaField", "ArrayField", "SetField", "TypedObjectField", "TypedSchemaField", "EmbeddedDataField",
  "EmbeddedDocumentField", "EmbeddedCollectionField", "EmbeddedCollectionDeltaField", "ForeignDocumentField",
]);
const ELEMENT_CONTAINERS = new Set(["ArrayField", "SetField", "TypedObjectField"]);

/** The field class names the schemas built so far have used. */
export const usedFieldKinds = new Set<string>();

type FieldClass = new (a?: unknown, b?: unknown) => RecordedField;

function makeField(kind: string, base: typeof RecordedField = RecordedField): FieldClass {
  return ({
    [kind]: class extends base {
      constructor(a?: unknown, b?: unknown) {
        const container = CONTAINERS.has(kind);
        super(((container ? b : a) as Opts | undefined) ?? {});
        this.kind = kind;
        if (container) {
          this.inner = a;
          if (kind === "SchemaField") this.fields = a;
          else if (ELEMENT_CONTAINERS.has(kind)) this.element = a;
          else this.model = a;
        }
        usedFieldKinds.add(kind);
      }
    },
  })[kind]!;
}

const StringField = makeField("StringField");
/** The recorder's named field classes (others are made on first use); HTMLField is a StringField, as in Foundry. */
export const recordedFields: Record<string, FieldClass> = {
  NumberField: makeField("NumberField"),
  StringField,
  HTMLField: makeField("HTMLField", StringField as unknown as typeof RecordedField),
  BooleanField: makeField("BooleanField"),
  ArrayField: makeField("ArrayField"),
  SchemaField: makeField("SchemaField"),
};

/**
 * Bare stand-ins for the model base classes: enough to subclass, call `super.migrateData` and `super._preCreate`, and
 * validate jointly.
 */
export class RecordedDataModel {
  static LOCALIZATION_PREFIXES: string[] = [];
  static defineSchema(): Record<string, unknown> {
    return {};
  }
  static migrateData(source: unknown) {
    return source;
  }
  static validateJoint(_data: unknown): void {}
}
/** A TypeDataModel: its document is `parent` (core's `new Model(data, {parent})`); `_preCreate` allows the creation. */
export class RecordedTypeDataModel extends RecordedDataModel {
  readonly parent: unknown;
  constructor(_data: object = {}, options: { parent?: unknown } = {}) {
    super();
    this.parent = options.parent ?? null;
  }
  async _preCreate(_data: object, _options: object, _user: unknown): Promise<boolean | void> {}
}

/**
 * Installs the recorder as `globalThis.foundry.data.fields` and the bare model bases as `foundry.abstract`, keeping
 * whatever else an installed stage already put on `foundry`.
 */
export function installFieldRecorder(): void {
  const fields = new Proxy(recordedFields, {
    get: (target, name) => {
      if (typeof name !== "string") return undefined;
      target[name] ??= makeField(name);
      return target[name];
    },
  });
  const g = globalThis as unknown as { foundry?: Record<string, Record<string, unknown> | undefined> };
  const foundry = g.foundry ?? {};
  g.foundry = {
    ...foundry,
    data: { ...foundry.data, fields },
    abstract: { ...foundry.abstract, DataModel: RecordedDataModel, TypeDataModel: RecordedTypeDataModel },
  };
}
