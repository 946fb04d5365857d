#!/usr/bin/env node
// `npm run verify`: the test command's steps in order, each timed; stops at the first failure and
// prints every step's time (also of the one that failed), so CI shows where its minutes go.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { JEST_STEP, budgetLines, minutes } from './verify-budgets.mjs';

/**
 * The steps in order; a group's steps run at the same time. The static checks are one process
 * each on one core (eslint, tsc, the locale check), so two cores run them side by side in about
 * the time of the longest; their output is printed whole when each ends. (The build beside them
 * gained nothing in two fresh-clone runs: 1:13 and 1:24 for the four, against 1:15-1:19 apart.)
 */
const STEPS = [
  // `rules` (RULE-1: every rule's provenance, fails on a basis or reason that fits no fact) takes
  // a second or two.
  ['lint', 'typecheck', 'locales:check', 'rules'],
  JEST_STEP,
  'bench:dashboard',
  // The app's build keeps about one core busy; the perf step's bare build takes the other.
  ['build', 'perf:bare'],
  'size',
  'e2e',
  'perf',
];

/**
 * CI's Lighthouse rounds: 3 instead of the script's 5 (`npm run perf` alone), the same pages and
 * figures; about a minute less. It measures, it never fails CI. PERF_RUNS wins.
 * CI's e2e workers: 3 (the suite's default is 2). The browsers wait on timers and the network part
 * of the time, so a third worker fills the cores: about 25 s less. E2E_WORKERS wins.
 */
const ENV = {
  perf: { PERF_RUNS: process.env.PERF_RUNS || '3', PERF_BARE_BUILT: '1' },
  e2e: { E2E_WORKERS: process.env.E2E_WORKERS || '3' },
};

const times = [];
let status = 0;
const started = Date.now();

/** One step, its output buffered (for a group) or passed through. */
function run(step, buffered) {
  const env = { ...process.env, ...ENV[step] };
  if (!buffered) {
    const t0 = Date.now();
    const done = spawnSync(`npm run ${step}`, { stdio: 'inherit', shell: true, env });
    return Promise.resolve({ step, ms: Date.now() - t0, code: done.status ?? 1, output: '' });
  }
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(`npm run ${step}`, { shell: true, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ step, ms: Date.now() - t0, code: code ?? 1, output }));
  });
}

for (const entry of STEPS) {
  const group = Array.isArray(entry) ? entry : [entry];
  console.log(`\n=== npm run ${group.join(' + npm run ')}`);
  const results = await Promise.all(group.map((step) => run(step, group.length > 1)));
  for (const { step, ms, code, output } of results) {
    if (output) process.stdout.write(`\n--- npm run ${step}\n${output}`);
    times.push([step, ms]);
    console.log(`=== npm run ${step}: ${minutes(ms)} (${code === 0 ? 'ok' : 'FAILED'})`);
    if (code !== 0 && status === 0) status = code;
  }
  if (status !== 0) break;
}

console.log('\nverify, time per step (m:ss):');
for (const [step, ms] of times) console.log(`  ${minutes(ms).padStart(6)}  ${step}`);
console.log(`  ${minutes(Date.now() - started).padStart(6)}  total`);
// HOUSE-3: jest and the whole run against their budgets (`.ci/run` passes its start, npm ci included).
const budgets = budgetLines({
  times,
  verifyMs: Date.now() - started,
  nowMs: Date.now(),
  ciStartedMs: process.env.CI_RUN_STARTED_MS,
});
console.log('\nbudgets (HOUSE-3):');
for (const text of budgets) console.log(`  ${text}`);
// The figures that matter live in a generated file, not in the docs (HOUSE-1): git and CI's
// output keep the history.
fs.mkdirSync('figures', { recursive: true });
fs.writeFileSync(
  'figures/verify.md',
  [
    `# verify, ${new Date().toISOString()} (${status === 0 ? 'passed' : 'FAILED'})`,
    '',
    '| step | m:ss |',
    '| --- | ---: |',
    ...times.map(([step, ms]) => `| ${step} | ${minutes(ms)} |`),
    `| total | ${minutes(Date.now() - started)} |`,
    '',
    ...budgets.map((text) => `- ${text}`),
    '',
  ].join('\n'),
);
process.exit(status);
