/**
 * Runs the build's text loaders (rule texts per country, service texts per service, text subsets)
 * as webpack would, and the module each generates, with a fetch answering from what the loader
 * wrote: one harness for the three loaders' tests.
 */
import path from 'node:path';

export const localesDir = path.resolve(__dirname, '..', '..', 'locales');
export const LANGUAGES = ['de', 'en', 'es', 'fr'];

interface LoaderContext<Options> {
  getOptions: () => Options & { localesDir: string };
  addDependency: (file: string) => void;
  addContextDependency: (dir: string) => void;
  emitFile: (name: string, content: string) => void;
}

/** Runs `loader` with `options`, recording what it writes and what it watches. */
export function runLoader<Options extends object>(
  loader: (this: LoaderContext<Options>) => string,
  options: Options,
) {
  const emitted = new Map<string, string>();
  const watched: string[] = [];
  const code = loader.call({
    getOptions: () => ({ localesDir, ...options }),
    addDependency: (file) => watched.push(file),
    addContextDependency: (dir) => watched.push(dir),
    emitFile: (name, content) => emitted.set(name, content),
  });
  return { code, emitted, watched };
}

/** The generated module's exported reader `name`, with a fetch that answers from `files`. */
export function generatedReader<Read>(code: string, files: Map<string, string>, name: string) {
  const requested: string[] = [];
  const fetch = async (url: string) => {
    requested.push(url);
    const body = files.get(url.replace(/^\//, ''));
    return {
      ok: body !== undefined,
      status: body ? 200 : 404,
      json: async () => JSON.parse(body!),
    };
  };
  const body = `${code.replace('export async function', 'async function')}\nreturn ${name};`;
  const read = new Function('fetch', '__webpack_public_path__', body)(fetch, '/') as Read;
  return { read, requested };
}
