/** Spec §4 "Coin": the flip takes 2 s, then 'Kopf!' or 'Zahl!' with even odds. */
export const COIN_FLIP_MS = 2000;

export type CoinSide = 'Kopf' | 'Zahl';

/**
 * A fair side from one random 32-bit word: the lowest bit is 0 or 1 equally often for a
 * uniform source such as `crypto.getRandomValues` (no modulo bias).
 */
export function coinSideFrom(randomWord: number): CoinSide {
  return (randomWord & 1) === 0 ? 'Kopf' : 'Zahl';
}

export function flipCoin(random: () => number = secureRandomWord): CoinSide {
  return coinSideFrom(random());
}

/** Web Crypto: in every browser and in Node ≥ 20; typed here because core/ compiles without DOM and Node types. */
interface WebCryptoGlobal {
  crypto: { getRandomValues(array: Uint32Array): Uint32Array };
}

function secureRandomWord(): number {
  const word = new Uint32Array(1);
  (globalThis as unknown as WebCryptoGlobal).crypto.getRandomValues(word);
  return word[0] as number;
}
