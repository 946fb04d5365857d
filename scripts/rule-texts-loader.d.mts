/** Types of ./rule-texts-loader.mjs (a webpack loader in plain Node). */
import type { SplitTextsLoaderContext } from './split-texts.mjs';

export default function ruleTextsLoader(this: SplitTextsLoaderContext): string;
export function splitRuleTexts(json: string): Record<string, string>;
