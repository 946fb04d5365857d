import fs from 'node:fs';
import path from 'node:path';

import textSubsetsLoader from './text-subsets-loader.mjs';
import { TEXT_SUBSETS } from '../src/shared/i18n/text-subsets';

const localesDir = path.resolve(__dirname, '..', 'locales');
const LANGUAGES = ['de', 'en', 'es', 'fr'];
type Texts = { [key: string]: Texts | string };
const source = (language: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, language, `${file}.json`), 'utf8')) as Texts;

/** Runs the loader as webpack would, recording what it writes. */
function runLoader(subsets: object = TEXT_SUBSETS) {
  const emitted = new Map<string, string>();
  const context = {
    getOptions: () => ({ localesDir, subsets }),
    addDependency: () => undefined,
    addContextDependency: () => undefined,
    emitFile: (name: string, content: string) => emitted.set(name, content),
  };
  const code = textSubsetsLoader.call(context);
  return { code, emitted };
}

/** The generated module's `readTextSubset`, with a fetch that answers from `files`. */
function generatedReader(code: string, files: Map<string, string>) {
  const fetch = async (url: string) => {
    const body = files.get(url.replace(/^\//, ''));
    return {
      ok: body !== undefined,
      status: body ? 200 : 404,
      json: async () => JSON.parse(body!),
    };
  };
  const body = `${code.replace('export async function', 'async function')}\nreturn readTextSubset;`;
  return new Function('fetch', '__webpack_public_path__', body)(fetch, '/') as (
    language: string,
    subset: string,
  ) => Promise<Texts>;
}

describe('[HOUSE-6] text subsets, picked from the one source file at build time', () => {
  it('[HOUSE-6] the build writes per language each subset: its keys of the source file, under their full path, nothing else', () => {
    const { emitted } = runLoader();
    expect(emitted.size).toBe(LANGUAGES.length * Object.keys(TEXT_SUBSETS).length);
    for (const language of LANGUAGES) {
      const written = (name: string) => {
        const file = [...emitted.keys()].find(
          (f) => f.startsWith(`assets/i18n/subsets-${language}.`) && f.endsWith(`/${name}.json`),
        );
        return JSON.parse(emitted.get(file!)!) as Texts;
      };
      expect(written('reference-streams')).toEqual({
        streams: source(language, 'reference').streams,
      });
      const licensing = source(language, 'services').licensing as Texts;
      const de = written('services-licensing-de');
      expect(Object.keys(de)).toEqual(['licensing']);
      expect(de.licensing).toEqual({
        title: licensing.title,
        steps: licensing.steps,
        wizard: licensing.wizard,
        registration: licensing.registration,
        discard: licensing.discard,
      });
      // Austria's first step has its own questions and no LUCID number.
      const at = (written('services-licensing-at') as { licensing: Texts }).licensing;
      expect(at.austria).toEqual(licensing.austria);
      expect(at).not.toHaveProperty('registration');
      expect(at).not.toHaveProperty('import');
    }
  });

  it('[HOUSE-6] the app’s module fetches the one subset asked for; a key the source file lacks fails the build', async () => {
    const { code, emitted } = runLoader();
    const read = generatedReader(code, emitted);
    await expect(read('fr', 'reference-streams')).resolves.toEqual({
      streams: source('fr', 'reference').streams,
    });
    await expect(read('fr', 'gone')).rejects.toThrow(/fr\/gone failed \(404\)/);
    expect(() =>
      runLoader({ broken: { file: 'services', under: ['licensing'], keys: ['wizard', 'gone'] } }),
    ).toThrow(/services\.json has no licensing\.gone/);
    expect(() =>
      runLoader({ broken: { file: 'reference', under: ['gone'], keys: ['x'] } }),
    ).toThrow(/reference\.json has no gone/);
  });

  it('[HOUSE-6] the folder’s name follows what the subsets hold, so nginx’s immutable cache never serves old texts', () => {
    const { emitted } = runLoader();
    const folders = new Set([...emitted.keys()].map((f) => path.dirname(f)));
    expect(folders.size).toBe(LANGUAGES.length);
    const { emitted: other } = runLoader({
      'reference-streams': { file: 'reference', under: [], keys: ['streams', 'countries'] },
    });
    const otherFolders = new Set([...other.keys()].map((f) => path.dirname(f)));
    for (const folder of otherFolders) expect(folders.has(folder)).toBe(false);
  });
});
