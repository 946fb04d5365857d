/** Types of ./split-texts.mjs (the build's split locale texts, plain Node). */
export interface SplitTextsLoaderContext<Options = object> {
  getOptions(): Options & { localesDir: string };
  addDependency(file: string): void;
  addContextDependency(dir: string): void;
  emitFile(name: string, content: string, sourceMap?: unknown, info?: object): void;
}
export function folderOf(kind: string, language: string, parts: Record<string, string>): string;
export function splitTexts(
  loader: SplitTextsLoaderContext,
  options: {
    kind: string;
    files: readonly string[];
    split: (read: (file: string) => string) => Record<string, string>;
    loader: string;
    reader: string;
    what: string;
  },
): string;
