/** Types of ./service-texts-loader.mjs (a webpack loader in plain Node). */
import type { SplitTextsLoaderContext } from './split-texts.mjs';

export const COMMON: 'common';
export default function serviceTextsLoader(
  this: SplitTextsLoaderContext<{ parts: readonly string[] }>,
): string;
export function splitServiceTexts(json: string, parts: readonly string[]): Record<string, string>;
