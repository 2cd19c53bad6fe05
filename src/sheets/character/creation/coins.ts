/**
 * Money in its coins (1 gold = 100 silver = 10,000 copper, the items' `value` in copper): the creation step names a
 * price as "60 silver 75 copper" / "60银币75铜币", never a bare count of copper. Pure.
 */

/** One coin of a price: its lang key (`{n} gold` …) and how many. */
export interface CoinPart {
  key: string;
  n: number;
}

const COINS = [["gold", 10_000], ["silver", 100], ["copper", 1]] as const;

/** The coins of `copper` (a whole number ≥ 0), largest first, the empty ones left out; nothing at all is 0 copper. */
export function coinParts(copper: number): CoinPart[] {
  let left = Math.max(0, Math.trunc(copper));
  const parts: CoinPart[] = [];
  for (const [coin, worth] of COINS) {
    const n = Math.floor(left / worth);
    left -= n * worth;
    if (n > 0) parts.push({ key: `MESHAL.CharacterSheet.creation.coin.${coin}`, n });
  }
  return parts.length ? parts : [{ key: "MESHAL.CharacterSheet.creation.coin.copper", n: 0 }];
}

/** The coins as one text, with `localize(key, {n})` in the reader's language (for notifications). */
export function coinText(copper: number, localize: (key: string, data: { n: string }) => string): string {
  return coinParts(copper).map((p) => localize(p.key, { n: String(p.n) })).join(" ");
}
