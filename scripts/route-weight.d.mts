/** Types of ./route-weight.mjs (plain Node, run without a build step). */
export interface ChunkGroup {
  files: string[];
  modules: string[];
}
export interface ChainStep {
  module: string;
  namespaces: string[];
}
export interface Navigation {
  pattern: string;
  chain: ChainStep[];
}
export const KB: number;
export const NAVIGATION_BUDGET: number;
export const NAVIGATION_CEILINGS: Record<string, number>;
export const CHUNK_BUDGET: number;
export const CHUNK_EXCEPTIONS: Record<string, string>;
export function groupOfModule(groups: Record<string, ChunkGroup>): Map<string, string>;
export function navigationFiles(
  chain: ChainStep[],
  options: {
    groups: Record<string, ChunkGroup>;
    initial: string[];
    language: string;
    /** A country's rule texts file in this language, by country code (`rules-<CC>`). */
    ruleTexts?: Record<string, string>;
    serviceTexts?: Record<string, string>;
    subsetTexts?: Record<string, string>;
  },
): { groups: string[]; files: string[]; missing: string[] };
export function navigationWeights(
  navigations: Navigation[],
  options: {
    groups: Record<string, ChunkGroup>;
    initial: string[];
    language: string;
    sizeOf: (file: string) => number;
    ceilings?: Record<string, number>;
    ruleTexts?: Record<string, string>;
    serviceTexts?: Record<string, string>;
    subsetTexts?: Record<string, string>;
  },
): {
  patterns: string[];
  page: string;
  groups: string[];
  files: string[];
  bytes: number;
  missing: string[];
  /** Bytes this row is held at, when it is over the budget and listed in the ceilings. */
  ceiling: number | null;
  over: boolean;
}[];
export function chunkVerdicts(
  lazyFiles: string[],
  options: {
    groups: Record<string, ChunkGroup>;
    sizeOf: (file: string) => number;
    exceptions?: Record<string, string>;
  },
): {
  file: string;
  bytes: number;
  loadedBy: string[];
  exception: string | null;
  over: boolean;
}[];
