/**
 * The active GM's settling of attack cards is a lazy chunk (attack-settle.ts, counter-gm.ts) that its hooks import on
 * first use. A stage loads it up front, as a GM's client has after its first card: the background work a test waits
 * for with `settle()` then starts within the same ticks, not after a module load of unknown length.
 */
export async function loadGmSettling(): Promise<void> {
  await import("../../src/combat/attack/gm/attack-settle.ts");
  await import("../../src/combat/attack/counter/counter-gm.ts");
}
