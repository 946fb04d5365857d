import fs from 'node:fs';
import path from 'node:path';

import ruleTextsLoader, { splitRuleTexts } from './rule-texts-loader.mjs';
import { folderOf } from './split-texts.mjs';
import {
  generatedReader as reader,
  LANGUAGES,
  localesDir,
  runLoader as run,
} from './testing/text-loaders';

const runLoader = () => run(ruleTextsLoader, {});
const generatedReader = (code: string, files: Map<string, string>) =>
  reader<(language: string, country: string) => Promise<unknown>>(code, files, 'readRuleTexts');

const source = (language: string) =>
  fs.readFileSync(path.join(localesDir, language, 'rules.json'), 'utf8');

describe('the rule texts per country (HOUSE-6, EU-1)', () => {
  it('[HOUSE-6][EU-1] the build writes one file per language and country from the one source file, holding that country’s texts only', () => {
    const { emitted, watched } = runLoader();
    for (const language of LANGUAGES) {
      const json = source(language);
      const all = JSON.parse(json) as Record<string, unknown>;
      const folder = folderOf('rules', language, splitRuleTexts(json));
      expect(folder).toMatch(new RegExp(`^assets/i18n/rules-${language}\\.[0-9a-f]{10}$`));
      const files = [...emitted.keys()].filter((name) => name.startsWith(`${folder}/`));
      expect(files.sort()).toEqual(
        Object.keys(all)
          .map((cc) => `${folder}/${cc}.json`)
          .sort(),
      );
      for (const [country, texts] of Object.entries(all)) {
        expect(JSON.parse(emitted.get(`${folder}/${country}.json`)!)).toEqual(texts);
      }
      // A changed source file rebuilds (npm start): the loader watches it.
      expect(watched).toContain(path.join(localesDir, language, 'rules.json'));
    }
    expect(emitted.size).toBe(
      LANGUAGES.reduce((n, l) => n + Object.keys(JSON.parse(source(l)) as object).length, 0),
    );
  });

  it('[HOUSE-6][EU-1] the app’s module fetches the one country’s file of the language asked for, and fails on a file that is not there', async () => {
    const { code, emitted } = runLoader();
    const { read, requested } = generatedReader(code, emitted);
    const german = JSON.parse(source('de')) as Record<string, unknown>;
    await expect(read('de', 'AT')).resolves.toEqual(german.AT);
    expect(requested).toEqual([
      `/${folderOf('rules', 'de', splitRuleTexts(source('de')))}/AT.json`,
    ]);
    await expect(read('de', 'XX')).rejects.toThrow('Loading the rule texts de/XX failed (404)');
    await expect(read('it', 'AT')).rejects.toThrow('No rule texts in it');
  });
});
