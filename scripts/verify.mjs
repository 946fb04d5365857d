#!/usr/bin/env node
// `npm run verify`: the test command's steps in order, each timed; stops at the first failure and
// prints every step's time (also of the one that failed), so CI shows where its minutes go.
import { spawnSync } from 'node:child_process';

const STEPS = [
  'lint',
  'typecheck',
  'locales:check',
  'test -- --ci',
  'bench:dashboard',
  'build',
  'size',
  'e2e',
  'perf',
];

const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * CI's Lighthouse runs: 3 per page and build instead of the script's 5 (`npm run perf` alone), the
 * same pages and figures; about a minute less. It measures, it never fails CI. PERF_RUNS wins.
 */
const ENV = { perf: { PERF_RUNS: process.env.PERF_RUNS || '3' } };

const times = [];
let status = 0;
const started = Date.now();
for (const step of STEPS) {
  console.log(`\n=== npm run ${step}`);
  const t0 = Date.now();
  const env = { ...process.env, ...ENV[step] };
  const run = spawnSync(`npm run ${step}`, { stdio: 'inherit', shell: true, env });
  const ms = Date.now() - t0;
  times.push([step, ms]);
  console.log(`=== npm run ${step}: ${minutes(ms)} (${run.status === 0 ? 'ok' : 'FAILED'})`);
  if (run.status !== 0) {
    status = run.status ?? 1;
    break;
  }
}

console.log('\nverify, time per step (m:ss):');
for (const [step, ms] of times) console.log(`  ${minutes(ms).padStart(6)}  ${step}`);
console.log(`  ${minutes(Date.now() - started).padStart(6)}  total`);
process.exit(status);
