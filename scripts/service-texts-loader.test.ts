import fs from 'node:fs';
import path from 'node:path';

import serviceTextsLoader, { folderOf } from './service-texts-loader.mjs';
import { SERVICE_PARTS } from '../src/shared/i18n/service-parts';

const localesDir = path.resolve(__dirname, '..', 'locales');
const LANGUAGES = ['de', 'en', 'es', 'fr'];
const source = (language: string) =>
  fs.readFileSync(path.join(localesDir, language, 'services.json'), 'utf8');

/** Runs the loader as webpack would, recording what it writes. */
function runLoader(parts: readonly string[] = SERVICE_PARTS) {
  const emitted = new Map<string, string>();
  const context = {
    getOptions: () => ({ localesDir, parts }),
    addDependency: () => undefined,
    addContextDependency: () => undefined,
    emitFile: (name: string, content: string) => emitted.set(name, content),
  };
  const code = serviceTextsLoader.call(context);
  return { code, emitted };
}

/** The generated module's `readServiceTexts`, with a fetch that answers from `files`. */
function generatedReader(code: string, files: Map<string, string>) {
  const fetch = async (url: string) => {
    const body = files.get(url.replace(/^\//, ''));
    return {
      ok: body !== undefined,
      status: body ? 200 : 404,
      json: async () => JSON.parse(body!),
    };
  };
  const body = `${code.replace('export async function', 'async function')}\nreturn readServiceTexts;`;
  return new Function('fetch', '__webpack_public_path__', body)(fetch, '/') as (
    language: string,
    part: string,
  ) => Promise<Record<string, unknown>>;
}

describe('[HOUSE-6] the service texts, split per service at build time', () => {
  it('[HOUSE-6] the build writes per language the shared texts and one file per service, together the whole source file', () => {
    const { emitted } = runLoader();
    for (const language of LANGUAGES) {
      const json = source(language);
      const all = JSON.parse(json) as Record<string, unknown>;
      const folder = folderOf(language, json);
      const read = (part: string) =>
        JSON.parse(emitted.get(`${folder}/${part}.json`)!) as Record<string, unknown>;
      for (const part of SERVICE_PARTS) expect(read(part)).toEqual({ [part]: all[part] });
      const common = read('common');
      for (const part of SERVICE_PARTS) expect(common).not.toHaveProperty(part);
      expect(Object.assign({}, common, ...SERVICE_PARTS.map(read))).toEqual(all);
    }
    expect(emitted.size).toBe(LANGUAGES.length * (SERVICE_PARTS.length + 1));
  });

  it('[HOUSE-6] the app’s module fetches the one file asked for; a part the source file lacks fails the build', async () => {
    const { code, emitted } = runLoader();
    const read = generatedReader(code, emitted);
    const all = JSON.parse(source('de')) as Record<string, unknown>;
    await expect(read('de', 'nieNif')).resolves.toEqual({ nieNif: all.nieNif });
    await expect(read('de', 'gone')).rejects.toThrow(/de\/gone failed \(404\)/);
    expect(() => runLoader([...SERVICE_PARTS, 'gone'])).toThrow(/no part gone/);
  });
});
