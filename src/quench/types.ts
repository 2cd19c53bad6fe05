/**
 * The small part of the Quench module's API (https://github.com/Ethaks/FVTT-Quench) the batches use, typed here so
 * the project needs no dependency for it. Quench passes Mocha's `describe`/`it`/hooks and Chai's `assert`.
 */

/** A test or hook body; Mocha waits for a returned promise. */
type Body = () => void | Promise<void>;

/** The Chai `assert` functions the batches call. */
export interface QuenchAssert {
  ok(value: unknown, message?: string): void;
  isTrue(value: unknown, message?: string): void;
  isFalse(value: unknown, message?: string): void;
  isNull(value: unknown, message?: string): void;
  isNotNull(value: unknown, message?: string): void;
  equal(actual: unknown, expected: unknown, message?: string): void;
  strictEqual(actual: unknown, expected: unknown, message?: string): void;
  deepEqual(actual: unknown, expected: unknown, message?: string): void;
  notProperty(object: object, property: string, message?: string): void;
  isAtLeast(value: number, minimum: number, message?: string): void;
  isAtMost(value: number, maximum: number, message?: string): void;
  lengthOf(value: { length: number }, length: number, message?: string): void;
  isEmpty(value: unknown, message?: string): void;
  instanceOf(value: unknown, constructor: abstract new (...args: never[]) => unknown, message?: string): void;
  fail(message?: string): never;
}

/** What Quench hands a batch's registration function. */
export interface QuenchBatchContext {
  describe(title: string, fn: () => void): void;
  it(title: string, fn: Body): void;
  before(fn: Body): void;
  after(fn: Body): void;
  beforeEach(fn: Body): void;
  afterEach(fn: Body): void;
  assert: QuenchAssert;
}

/** The global Quench instance passed to the `quenchReady` hook. */
export interface Quench {
  registerBatch(key: string, fn: (context: QuenchBatchContext) => void | Promise<void>, options?: { displayName?: string; preSelected?: boolean }): void;
}
