/** Types of ./rule-texts-loader.mjs (a webpack loader in plain Node). */
export interface RuleTextsLoaderContext {
  getOptions(): { localesDir: string };
  addDependency(file: string): void;
  addContextDependency(dir: string): void;
  emitFile(name: string, content: string, sourceMap?: unknown, info?: object): void;
}
export default function ruleTextsLoader(this: RuleTextsLoaderContext): string;
export function splitRuleTexts(json: string): Record<string, string>;
export function folderOf(language: string, json: string): string;
export function moduleSource(folders: Record<string, string>): string;
export function readSources(localesDir: string): { language: string; file: string; json: string }[];
