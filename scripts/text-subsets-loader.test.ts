import fs from 'node:fs';
import path from 'node:path';

import textSubsetsLoader from './text-subsets-loader.mjs';
import { TEXT_SUBSETS } from '../src/shared/i18n/text-subsets';
import {
  generatedReader as reader,
  LANGUAGES,
  localesDir,
  runLoader as run,
} from './testing/text-loaders';

const runLoader = (subsets: object = TEXT_SUBSETS) => run(textSubsetsLoader, { subsets });

type Texts = { [key: string]: Texts | string };
const generatedReader = (code: string, files: Map<string, string>) =>
  reader<(language: string, subset: string) => Promise<Texts>>(code, files, 'readTextSubset').read;
const source = (language: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, language, `${file}.json`), 'utf8')) as Texts;

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
