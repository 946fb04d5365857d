/** Types of ./text-subsets-loader.mjs (a webpack loader in plain Node). */
import type { SplitTextsLoaderContext } from './split-texts.mjs';

type Texts = { [key: string]: string | Texts };
export interface TextSubset {
  file: string;
  under: readonly string[];
  keys: readonly string[];
}
export default function textSubsetsLoader(
  this: SplitTextsLoaderContext<{ subsets: object }>,
): string;
export function pickSubset(all: Texts, subset: TextSubset): Texts;
export function subsetTexts(
  subsets: Record<string, TextSubset>,
  read: (file: string) => string,
): Record<string, string>;
