/**
 * A test double of `foundry.data.fields` that only RECORDS what each field was built with, so the shape test can
 * compare the real schemas with the pure specs and the name test can walk them. It implements no behaviour (no
 * cleaning, no validation). Every field class a schema asks for is made on first use and listed in `usedFieldKinds`,
 * so a schema that starts using a new field class is recorded rather than crashing the tests.
 */
type Opts = Record<string, unknown>;

export class Recorded {
  constructor(
    public kind: string,
    public options: Opts,
    public inner?: unknown,
  ) {}
}

/**
 * Field classes whose first constructor argument is what they contain (a field, a record of fields, or a model or
 * document class) and whose second is the options; every other field class takes the options first.
 */
const CONTAINERS = new Set([
  "SchemaField", "ArrayField", "SetField", "TypedObjectField", "TypedSchemaField", "EmbeddedDataField",
  "EmbeddedDocumentField", "EmbeddedCollectionField", "EmbeddedCollectionDeltaField", "ForeignDocumentField",
]);

/** The field class names the schemas built so far have used. */
export const usedFieldKinds = new Set<string>();

const make = (kind: string) =>
  ({
    [kind]: class extends Recorded {
      constructor(a?: unknown, b?: unknown) {
        if (CONTAINERS.has(kind)) super(kind, (b as Opts) ?? {}, a);
        else super(kind, (a as Opts) ?? {});
        usedFieldKinds.add(kind);
      }
    },
  })[kind]!;

/** Bare stand-ins for the model base classes: enough to subclass and to call `super.migrateData`. */
export class RecordedDataModel {
  static defineSchema(): Record<string, unknown> {
    return {};
  }
  static migrateData(source: unknown) {
    return source;
  }
}
export class RecordedTypeDataModel extends RecordedDataModel {}

/**
 * Installs the recorder as `globalThis.foundry.data.fields` and the bare model bases as `foundry.abstract`, keeping
 * whatever else an installed stage already put on `foundry`.
 */
export function installFieldRecorder(): void {
  const classes = new Map<string, new (...args: unknown[]) => Recorded>();
  const fields = new Proxy({} as Record<string, unknown>, {
    get: (_target, name) => {
      if (typeof name !== "string") return undefined;
      if (!classes.has(name)) classes.set(name, make(name));
      return classes.get(name);
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
