declare global {
  /** Our code runs from `init` on, so `game` and `CONFIG` are typed as initialised. */
  interface AssumeHookRan {
    init: never;
  }
}
export {};
