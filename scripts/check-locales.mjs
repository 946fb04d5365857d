#!/usr/bin/env node
// Every language has exactly the same keys in the same namespaces; exits 1 otherwise.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', 'locales');
const languages = fs.readdirSync(root).filter((d) => fs.statSync(path.join(root, d)).isDirectory());
const keysOf = (lang) => {
  const keys = new Set();
  const walk = (obj, prefix) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') walk(v, key);
      else if (typeof v !== 'string' || v.trim() === '')
        throw new Error(`${lang}: ${key} is empty or not a string`);
      else keys.add(key);
    }
  };
  for (const file of fs.readdirSync(path.join(root, lang)).filter((f) => f.endsWith('.json'))) {
    walk(
      JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8')),
      file.replace(/\.json$/, ''),
    );
  }
  return keys;
};

let failed = false;
const all = Object.fromEntries(languages.map((l) => [l, keysOf(l)]));
const union = new Set(Object.values(all).flatMap((s) => [...s]));
for (const lang of languages) {
  const missing = [...union].filter((k) => !all[lang].has(k));
  if (missing.length) {
    failed = true;
    console.error(
      `locales/${lang} lacks ${missing.length} key(s): ${missing.slice(0, 10).join(', ')}`,
    );
  }
}
console.log(
  `locales: ${languages.join(', ')}; ${union.size} keys each${failed ? ' (MISMATCH)' : ''}`,
);
process.exit(failed ? 1 : 0);
