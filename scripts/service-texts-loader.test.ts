import fs from 'node:fs';
import path from 'node:path';

import serviceTextsLoader, { splitServiceTexts } from './service-texts-loader.mjs';
import { folderOf } from './split-texts.mjs';
import { SERVICE_PARTS } from '../src/shared/i18n/service-parts';
import {
  generatedReader as reader,
  LANGUAGES,
  localesDir,
  runLoader as run,
} from './testing/text-loaders';

const runLoader = (parts: readonly string[] = SERVICE_PARTS) => run(serviceTextsLoader, { parts });
const generatedReader = (code: string, files: Map<string, string>) =>
  reader<(language: string, part: string) => Promise<Record<string, unknown>>>(
    code,
    files,
    'readServiceTexts',
  ).read;

const source = (language: string) =>
  fs.readFileSync(path.join(localesDir, language, 'services.json'), 'utf8');

describe('[HOUSE-6] the service texts, split per service at build time', () => {
  it('[HOUSE-6] the build writes per language the shared texts and one file per service, together the whole source file', () => {
    const { emitted } = runLoader();
    for (const language of LANGUAGES) {
      const json = source(language);
      const all = JSON.parse(json) as Record<string, unknown>;
      const folder = folderOf('services', language, splitServiceTexts(json, SERVICE_PARTS));
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
