/** Types of ./service-texts-loader.mjs (a webpack loader in plain Node). */
export interface ServiceTextsLoaderContext {
  getOptions(): { localesDir: string; parts: readonly string[] };
  addDependency(file: string): void;
  addContextDependency(dir: string): void;
  emitFile(name: string, content: string, sourceMap?: unknown, info?: object): void;
}
export const COMMON: 'common';
export default function serviceTextsLoader(this: ServiceTextsLoaderContext): string;
export function splitServiceTexts(json: string, parts: readonly string[]): Record<string, string>;
export function folderOf(language: string, json: string): string;
export function moduleSource(folders: Record<string, string>): string;
