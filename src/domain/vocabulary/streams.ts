/**
 * RULE-4: the waste streams, once. The contract's `StreamSchema`, the country pages and every list
 * of streams elsewhere derive from this tuple. Data only: no imports (the mock backend loads it
 * through the contract with esbuild-register).
 */
export const STREAMS = ['packaging', 'weee', 'batteries', 'textiles'] as const;

export type Stream = (typeof STREAMS)[number];
