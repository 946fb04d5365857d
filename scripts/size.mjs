#!/usr/bin/env node
// Prints the gzip size of the JS the first render of `/` needs, and of every lazy chunk; fails past
// the budgets. Run after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const INITIAL_BUDGET = 230 * 1024;
const ROUTE_CHUNK_BUDGET = 30 * 1024;
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

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
console.log('Lazy chunks (gzip):');
for (const f of lazy.sort()) {
  const size = gzip(f);
  const name = path.basename(f);
  // Route modules and layouts have a budget; vendor splits, monitoring and languages are listed.
  const isRoute = /^(route|layout)-/.test(name);
  const over = isRoute && size > ROUTE_CHUNK_BUDGET;
  if (over) failed = true;
  console.log(
    `  ${kb(size).padStart(10)}  ${f}${isRoute ? ` (budget ${kb(ROUTE_CHUNK_BUDGET)})` : ''}${over ? '  FAIL' : ''}`,
  );
}
for (const f of silent) console.log(`  ${kb(gzip(f)).padStart(10)}  ${f} (silent-renew page only)`);
process.exit(failed ? 1 : 0);
