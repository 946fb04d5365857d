#!/usr/bin/env node
// `npm run perf` (PERF-1): Lighthouse (mobile preset, simulated throttling) on the production build
// behind nginx (`npm run serve:prod -- --no-build`: run `npm run build` first) for /quickcheck,
// /privacy-policies and a signed-in dashboard, each beside a bare build of the mandated libraries
// (scripts/perf/bare/, built here) served by nginx the same way: in rounds, each page once and then
// the bare build once (one page, the same beside every page).
// Prints the medians of score, LCP and TBT per page and the app-to-bare ratios. It measures; it
// never fails on a timing (exit 1 only when it cannot measure).
//
// Environment: PERF_RUNS (rounds: runs per page and of the bare build, default 5), PERF_PORT (the app, default 8097),
// PERF_BARE_BUILT=1 (the bare build was just built by `npm run perf:bare`: not again),
// PERF_BARE_PORT (the bare build, default 8098), CHROME_PATH (default /usr/bin/chromium), PERF_SAVE
// (a folder: each run's Lighthouse result and trace are written there as JSON, to see where the
// time goes), PERF_ONLY (only the pages whose name contains it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { bareNginxConfig } from './perf/bare-nginx.mjs';
import { waitForHttp } from './wait-for-http.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.PERF_RUNS || 5);
const appPort = Number(process.env.PERF_PORT || 8097);
const barePort = Number(process.env.PERF_BARE_PORT || 8098);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const app = `http://localhost:${appPort}`;
const bare = `http://localhost:${barePort}`;
const bareDist = path.join(root, 'node_modules', '.cache', 'perf-bare');
const log = (message) => console.log(`[perf] ${message}`);
// The fixture users' password (mocks/common/data/fixtures/users.ts).
const DEMO_PASSWORD = 'demo';

/** The pages measured; `signIn` pages are opened by a signed-in user (the owner fixture). */
const PAGES = [
  { name: '/quickcheck', path: '/quickcheck' },
  { name: '/privacy-policies', path: '/privacy-policies' },
  { name: 'dashboard (signed in)', path: '/companies/dashboard', signIn: 'owner@example.com' },
];

const children = [];
const cleanups = [];
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const cleanup of cleanups) cleanup();
}
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

function buildBare() {
  // `npm run verify` builds it beside the app's build (`npm run perf:bare`), on the core webpack
  // leaves free, and says so with PERF_BARE_BUILT=1.
  if (process.env.PERF_BARE_BUILT === '1' && fs.existsSync(path.join(bareDist, 'index.html'))) {
    log('the bare build is built (npm run perf:bare)');
    return;
  }
  log('building the bare build (scripts/perf/bare)');
  const cli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const config = path.join('scripts', 'perf', 'bare', 'webpack.config.ts');
  const result = spawnSync(process.execPath, [cli, '--config', config], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the bare build failed');
}

async function startApp() {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('dist/index.html is missing: run `npm run build` first');
  const child = spawn(process.execPath, ['scripts/serve-prod.mjs', '--no-build'], {
    cwd: root,
    env: { ...process.env, PROD_PORT: String(appPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitForHttp(`${app}/runtime-config.js`, 120_000);
}

async function startBare() {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'epr-perf-bare-'));
  if (process.getuid?.() === 0) fs.chmodSync(prefix, 0o755);
  const modules = process.env.NGINX_MODULES_DIR || '/usr/lib/nginx/modules';
  const brotli = fs.existsSync(path.join(modules, 'ngx_http_brotli_filter_module.so'));
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    bareNginxConfig({ prefix, root: bareDist, port: barePort, brotli, modules }),
  );
  const nginx = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((d) => `${d}/nginx`)]
    .concat(process.env.NGINX ? [process.env.NGINX] : [])
    .find((p) => fs.existsSync(p));
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  cleanups.push(() => fs.rmSync(prefix, { recursive: true, force: true }));
  await waitForHttp(`${bare}/`, 30_000);
}

/**
 * Signs in through the local identity provider in `page`; its tab keeps the session. Times the
 * way there (HOUSE-6, no throttling): from the signed-out visit to the provider's form painted,
 * and from the form's submit to the dashboard's heading on screen.
 */
async function signIn(page, email, path) {
  const visit = Date.now();
  await page.goto(`${app}${path}`);
  await page.waitForSelector('input[name="email"]', { visible: true });
  const formPainted = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const [navigation] = performance.getEntriesByType('navigation');
    return performance.timeOrigin + (paint?.startTime ?? navigation.domContentLoadedEventEnd);
  });
  await page.type('input[name="email"]', email);
  await page.type('input[name="password"]', DEMO_PASSWORD);
  const submit = Date.now();
  await Promise.all([page.waitForNavigation(), page.click('form button[type="submit"]')]);
  await page.waitForFunction(
    () =>
      /\/companies\/[^/]+\/dashboard$/.test(location.pathname) &&
      [...document.querySelectorAll('h1')].some((h) => h.checkVisibility()),
    { timeout: 30_000, polling: 'raf' },
  );
  signInTimes.push({ toForm: formPainted - visit, toDashboard: Date.now() - submit });
  await page.waitForNetworkIdle();
  return page.url();
}

/** HOUSE-6's figures, one per signed-in page measured. */
const signInTimes = [];

/**
 * The page each audit starts from, on the audited origin: nginx's small 404 page for a name that
 * is no asset, sent with the same Cross-Origin-Opener-Policy as the app. From about:blank (another
 * COOP value) every navigation would move to a new renderer process, and each run would compile
 * every script again: in-process caches that a user's later visits in the same tab have, and which
 * the runs without COOP had. Lighthouse's own blank page is set to it too.
 */
const BLANK_PATH = '/assets/perf-blank';

async function audit(url, page) {
  // Lighthouse needs the tab in front: a background tab does not paint.
  await page.bringToFront();
  // The tab is reused (the signed-in session lives in it). Lighthouse's instrumentation (the
  // debugger it enables) walks the whole heap of the tab's renderer when the audit starts, the
  // previous page's garbage included: on the dashboard a 20-30 ms task at the first paint that no
  // user has. Leave the page for the blank one and collect that garbage first, for the app and the
  // bare build alike.
  const blank = new URL(BLANK_PATH, url).toString();
  await page.goto(blank);
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  const result = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: ['performance'], blankPage: blank },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
  if (process.env.PERF_SAVE) {
    fs.mkdirSync(process.env.PERF_SAVE, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.PERF_SAVE, name), JSON.stringify(lhr));
    // The trace Lighthouse simulated from, for a look at single tasks (DevTools opens it too).
    const trace = result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass;
    if (trace) {
      fs.writeFileSync(
        path.join(process.env.PERF_SAVE, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(trace),
      );
    }
  }
  return {
    score: lhr.categories.performance.score,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const medians = (results) =>
  Object.fromEntries(
    ['score', 'lcp', 'tbt', 'fcp'].map((k) => [k, median(results.map((r) => r[k]))]),
  );

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  const started = Date.now();
  buildBare();
  await Promise.all([startApp(), startBare()]);
  log(`app ${app}, bare build ${bare}; ${runs} rounds of every page, then the bare build once`);
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows = [];
  try {
    // PERF_ONLY: only the pages whose name contains it (a look at one page while changing it).
    const only = process.env.PERF_ONLY;
    const targets = [];
    for (const target of PAGES.filter((page) => !only || page.name.includes(only))) {
      // One tab per page for all its runs (a signed-in page's session lives in its tab).
      const tab = await browser.newPage();
      const url = target.signIn
        ? await signIn(tab, target.signIn, target.path)
        : `${app}${target.path}`;
      targets.push({ ...target, tab, url, results: [] });
    }
    // The bare build is one page, the same beside every page of the app: it is measured once per
    // round, between the rounds' app runs, so that each round's noise reaches both alike.
    const bareTab = await browser.newPage();
    const bareResults = [];
    const figures = (r) => `${r.score} (LCP ${s(r.lcp)}, TBT ${ms(r.tbt)})`;
    for (let i = 0; i < runs; i += 1) {
      for (const target of targets) {
        target.results.push(await audit(target.url, target.tab));
        log(`round ${i + 1}: ${target.name} ${figures(target.results.at(-1))}`);
      }
      bareResults.push(await audit(`${bare}/`, bareTab));
      log(`round ${i + 1}: bare build ${figures(bareResults.at(-1))}`);
    }
    const bareMedians = medians(bareResults);
    for (const target of targets) {
      await target.tab.close();
      rows.push({ name: target.name, app: medians(target.results), bare: bareMedians });
    }
    await bareTab.close();
  } finally {
    await browser.close();
  }

  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\nLighthouse mobile, medians of ${runs} (load average ${load}, ${os.cpus().length} cores):`,
  );
  const header = [
    'page',
    'score',
    'LCP',
    'TBT',
    'bare score',
    'bare LCP',
    'bare TBT',
    'score ratio',
    'LCP ratio',
    'budget',
  ];
  const table = rows.map(({ name, app: a, bare: b }) => [
    name,
    a.score.toFixed(2),
    s(a.lcp),
    ms(a.tbt),
    b.score.toFixed(2),
    s(b.lcp),
    ms(b.tbt),
    (a.score / b.score).toFixed(2),
    (a.lcp / b.lcp).toFixed(2),
    a.score >= 0.95 && a.score >= b.score ? 'met' : 'not met',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));
  console.log(
    "(budget: score at least 0.95 and at least the bare build's; printed, never enforced)",
  );
  for (const { toForm, toDashboard } of signInTimes)
    console.log(
      `\nSign-in, no throttling (HOUSE-6: at most 500 ms and 1.5 s; printed, never enforced): signed-out visit to the provider's form ${ms(toForm)}, submit to the dashboard's heading ${ms(toDashboard)}`,
    );
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

main()
  .then(() => {
    stopAll();
    process.exit(0);
  })
  .catch((error) => {
    console.error(`[perf] ${error.message}`);
    stopAll();
    process.exit(1);
  });
