#!/usr/bin/env node
// Prints the gzip size of the JS the first render of `/` needs, what a navigation to each route
// loads beyond it, and every lazy chunk; fails past the budgets. Run after `npm run build` (which
// writes build-stats/chunk-groups.json: the files of each chunk group).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { readRouteTree } from './route-tree.mjs';
import {
  CHUNK_BUDGET,
  NAVIGATION_BUDGET,
  NAVIGATION_CEILINGS,
  chunkVerdicts,
  navigationWeights,
} from './route-weight.mjs';

/** HOUSE-6: 229.8 KB before the app's start-up code left the entry (`start`), 203.5 after. */
const INITIAL_BUDGET = 206 * 1024;
/**
 * HOUSE-6: the initial JS at most this many times the bare build's (scripts/perf/bare/, the
 * mandated libraries and nothing of the app), when that build is there (`npm run perf:bare`).
 */
const BARE_RATIO_BUDGET = 1.05;
/** Route weights are counted in English; the other languages' namespace chunks are a few % larger. */
const LANGUAGE = 'en';
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const sizes = new Map();
const gzip = (file) => {
  if (!sizes.has(file)) {
    sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  }
  return sizes.get(file);
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const statsFile = path.join(root, 'build-stats', 'chunk-groups.json');
if (!fs.existsSync(statsFile)) {
  console.error(`FAIL: ${path.relative(root, statsFile)} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const { groups } = JSON.parse(fs.readFileSync(statsFile, 'utf8'));

const scriptsOf = (page) =>
  [...page.matchAll(/<script[^>]*\ssrc="?\/?([^"\s>]+\.js)/g)]
    .map((m) => m[1])
    .filter((f) => f.startsWith('assets/'));
const initial = scriptsOf(html);
const all = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const silent = scriptsOf(fs.readFileSync(path.join(dist, 'silent-renew.html'), 'utf8')).filter(
  (f) => !initial.includes(f),
);
const lazy = all.filter(
  (f) => !initial.includes(f) && !path.basename(f).startsWith('silent-renew'),
);

let failed = false;
const initialTotal = initial.reduce((sum, f) => sum + gzip(f), 0);
console.log('Initial JS for / (gzip):');
for (const f of initial) console.log(`  ${kb(gzip(f)).padStart(10)}  ${f}`);
console.log(`  ${kb(initialTotal).padStart(10)}  total (budget ${kb(INITIAL_BUDGET)})`);
if (initialTotal > INITIAL_BUDGET) {
  failed = true;
  console.error(`FAIL: initial JS ${kb(initialTotal)} exceeds ${kb(INITIAL_BUDGET)}`);
}
for (const f of initial) {
  // 'dataplane.rum' is aws-rum-web's endpoint template: present in its code, nowhere else.
  if (
    fs.readFileSync(path.join(dist, f), 'utf8').includes('dataplane.rum') ||
    /monitoring/.test(f)
  ) {
    failed = true;
    console.error(`FAIL: aws-rum-web is in the initial JS (${f})`);
  }
}

console.log('aws-rum-web in the initial JS: no');

// The bare build's initial JS, measured the same way, and the app's against it (HOUSE-6).
const bareDist = path.join(root, 'node_modules', '.cache', 'perf-bare');
if (fs.existsSync(path.join(bareDist, 'index.html'))) {
  const bareTotal = scriptsOf(fs.readFileSync(path.join(bareDist, 'index.html'), 'utf8')).reduce(
    (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(bareDist, f)), { level: 9 }).length,
    0,
  );
  const ratio = initialTotal / bareTotal;
  console.log(
    `  ${kb(bareTotal).padStart(10)}  the bare build's; the app's is ${ratio.toFixed(3)} times it` +
      ` (budget ${BARE_RATIO_BUDGET})`,
  );
  if (ratio > BARE_RATIO_BUDGET) {
    failed = true;
    console.error(`FAIL: initial JS ${ratio.toFixed(3)} times the bare build's`);
  }
} else {
  console.log('  (the bare build is not built: `npm run perf:bare` for the ratio to it)');
}

// Every file a lazy chunk group names must be in this dist (a stale build-stats file fails here).
const stale = Object.values(groups)
  .flatMap((g) => g.files)
  .filter((f) => !fs.existsSync(path.join(dist, f)));
if (stale.length) {
  console.error(`FAIL: build-stats names files not in dist/ (${stale[0]}, ...): build again`);
  process.exit(1);
}

// The app's start-up code (`start`, HOUSE-6): after the first paint, on every start, never on a
// navigation; printed beside the initial JS so that what moved out of it stays in view.
if (groups.start) {
  const startFiles = groups.start.files.filter((f) => !initial.includes(f));
  const startTotal = startFiles.reduce((sum, f) => sum + gzip(f), 0);
  console.log(
    `\nStart-up code after the first paint (\`start\`, gzip): ${kb(startTotal)} in` +
      ` ${startFiles.length} file(s); with the initial JS ${kb(initialTotal + startTotal)}`,
  );
}

// The rule texts per country (`rules-<CC>`): files the rule texts' loader writes, not chunks.
const textsDir = path.join(dist, 'assets', 'i18n');
// The service texts (`services`, `services-<part>`) likewise (service-texts-loader.mjs).
const splitTextFiles = (name) => {
  const folder = fs.existsSync(textsDir)
    ? fs.readdirSync(textsDir).find((d) => d.startsWith(`${name}-${LANGUAGE}.`))
    : undefined;
  return folder
    ? Object.fromEntries(
        fs
          .readdirSync(path.join(textsDir, folder))
          .map((f) => [f.replace(/\.json$/, ''), `assets/i18n/${folder}/${f}`]),
      )
    : {};
};
const ruleTexts = splitTextFiles('rules');
const serviceTexts = splitTextFiles('services');
// The text subsets (`reference-streams`, ...) likewise (text-subsets-loader.mjs).
const subsetTexts = splitTextFiles('subsets');
const navigations = await readRouteTree();
const rows = navigationWeights(navigations, {
  groups,
  initial,
  language: LANGUAGE,
  sizeOf: gzip,
  ruleTexts,
  serviceTexts,
  subsetTexts,
});
console.log(
  `\nJS a navigation loads beyond the initial JS (gzip, ${LANGUAGE}; layout, page, shared split` +
    ` chunks, namespaces; budget ${kb(NAVIGATION_BUDGET)}):`,
);
let held = 0;
for (const row of rows) {
  const more = row.patterns.length > 1 ? ` (+${row.patterns.length - 1} more)` : '';
  const verdict = row.over
    ? `  FAIL${row.ceiling ? ` (ceiling ${kb(row.ceiling)})` : ''}`
    : row.bytes > NAVIGATION_BUDGET
      ? `  over budget, held at ${kb(row.ceiling)}`
      : '';
  if (!row.over && row.bytes > NAVIGATION_BUDGET) held += 1;
  console.log(
    `  ${kb(row.bytes).padStart(10)}  ${row.patterns[0]}${more}${verdict}\n` +
      `              ${row.groups.join(' + ')} (${row.files.length} files)`,
  );
  if (row.over) failed = true;
  if (row.missing.length) {
    failed = true;
    console.error(`FAIL: no chunk group in the build for ${row.missing.join(', ')}`);
  }
}
// A ceiling for a route the tree no longer has, or for one now within the budget, goes.
const unused = Object.keys(NAVIGATION_CEILINGS).filter(
  (pattern) => !rows.some((row) => row.patterns.includes(pattern) && row.bytes > NAVIGATION_BUDGET),
);
if (unused.length) {
  failed = true;
  console.error(
    `FAIL: remove the ceilings of routes gone or within the budget: ${unused.join(', ')}`,
  );
}
const within = rows.filter((row) => row.bytes <= NAVIGATION_BUDGET).length;
console.log(
  `  ${within} of ${rows.length} within ${kb(NAVIGATION_BUDGET)}; ${held} over it and held at their` +
    ` ceilings (NAVIGATION_CEILINGS in scripts/route-weight.mjs)`,
);

console.log(`\nLazy chunks (gzip; budget ${kb(CHUNK_BUDGET)} each, exceptions named):`);
for (const chunk of chunkVerdicts(lazy.sort(), { groups, sizeOf: gzip })) {
  if (chunk.over) failed = true;
  const by = chunk.loadedBy.length
    ? path.basename(chunk.file).startsWith(chunk.loadedBy[0])
      ? ''
      : ` <- ${chunk.loadedBy.length > 3 ? `${chunk.loadedBy.slice(0, 3).join(', ')}, +${chunk.loadedBy.length - 3}` : chunk.loadedBy.join(', ')}`
    : '';
  const note = chunk.exception ? `  (exception: ${chunk.exception})` : chunk.over ? '  FAIL' : '';
  console.log(`  ${kb(chunk.bytes).padStart(10)}  ${chunk.file}${by}${note}`);
}
for (const f of silent) console.log(`  ${kb(gzip(f)).padStart(10)}  ${f} (silent-renew page only)`);
process.exit(failed ? 1 : 0);
