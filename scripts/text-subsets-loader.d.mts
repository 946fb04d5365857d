/** Types of ./text-subsets-loader.mjs (a webpack loader in plain Node). */
type Texts = { [key: string]: string | Texts };
export interface TextSubset {
  file: string;
  under: readonly string[];
  keys: readonly string[];
}
export interface TextSubsetsLoaderContext {
  getOptions(): { localesDir: string; subsets: object };
  addDependency(file: string): void;
  addContextDependency(dir: string): void;
  emitFile(name: string, content: string, sourceMap?: unknown, info?: object): void;
}
export default function textSubsetsLoader(this: TextSubsetsLoaderContext): string;
export function pickSubset(all: Texts, subset: TextSubset): Texts;
export function subsetTexts(
  subsets: Record<string, TextSubset>,
  read: (file: string) => string,
): Record<string, string>;
export function folderOf(language: string, texts: Record<string, string>): string;
export function moduleSource(folders: Record<string, string>): string;
