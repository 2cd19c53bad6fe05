/** Runs `run` (sync or async) with console.error recorded instead of printed; returns the arguments of each call. */
export async function consoleErrorsDuring(run: () => unknown): Promise<unknown[][]> {
  const errors: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    await run();
  } finally {
    console.error = original;
  }
  return errors;
}
