#!/usr/bin/env node
// Where the signed-in dashboard's load spends the main thread (HOUSE-6, issue 34): signs in on the
// production build (run `npm run build` first), then loads the dashboard TRACE_RUNS times (default
// 3) with a Chrome trace and its CPU profile, and prints per run the main thread's tasks from the
// navigation to the heading on screen and the network going idle (their sum, those of 50 ms and
// more), the requests and translation files, and the functions with the most self time (mapped
// to their sources through dist/'s source maps). Deterministic counts beside noisy timings: compare
// builds in the same minutes. TRACE_PORT (default 8485), TRACE_CPU (CPU slow-down, default 4, as
// Lighthouse's simulation), TRACE_DIST (another build's dist/ folder to serve, for before/after).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { summarise } from './trace-summary.mjs';
import { waitForHttp } from '../wait-for-http.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.TRACE_PORT || 8485);
const runs = Number(process.env.TRACE_RUNS || 3);
const cpu = Number(process.env.TRACE_CPU || 4);
const app = `http://localhost:${port}`;
const serveRoot = process.env.TRACE_ROOT || root;

async function main() {
  if (process.env.TRACE_FILE) {
    // Only the summary of a trace saved before (TRACE_SAVE).
    const events = JSON.parse(fs.readFileSync(process.env.TRACE_FILE, 'utf8')).traceEvents;
    const nav = events.find(
      (e) =>
        e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('/companies'),
    );
    const { total, count, long, top, byFile } = await summarise(
      events,
      nav?.ts ?? events[0].ts,
      Infinity,
    );
    console.log(`main thread ${Math.round(total)} ms in ${count} tasks; ${long.length} of 50 ms+`);
    console.log(`${top.join('\n')}\n  inclusive, app sources:\n${byFile.join('\n')}`);
    return;
  }
  const server = spawn(process.execPath, ['scripts/serve-prod.mjs', '--no-build'], {
    cwd: serveRoot,
    env: { ...process.env, PROD_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHttp(`${app}/runtime-config.js`, 120_000);
    const browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1 });
    await page.goto(`${app}/companies/dashboard`);
    await page.waitForSelector('input[name="email"]', { visible: true });
    await page.type('input[name="email"]', process.env.TRACE_USER || 'owner@example.com');
    await page.type('input[name="password"]', 'demo');
    await Promise.all([page.waitForNavigation(), page.click('form button[type="submit"]')]);
    await page.waitForFunction(() => /\/dashboard$/.test(location.pathname), { timeout: 30_000 });
    await page.waitForNetworkIdle();
    const url = page.url();
    const cdp = await page.createCDPSession();
    // Deterministic counts: React's commits (through the devtools hook React looks for when it
    // starts) and the style rules emotion inserts.
    await page.evaluateOnNewDocument(() => {
      const counts = { commits: 0, rules: 0 };
      window.__perfCounts = counts;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onCommitFiberRoot: () => (counts.commits += 1),
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onScheduleFiberRoot: () => undefined,
        setStrictMode: () => undefined,
      };
      const insert = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (...args) {
        counts.rules += 1;
        return insert.apply(this, args);
      };
    });
    for (let i = 0; i < runs; i += 1) {
      await page.goto(`${app}/assets/perf-blank`);
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      const requests = [];
      const onRequest = (r) => requests.push(r.url());
      page.on('request', onRequest);
      await page.tracing.start({
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'blink.user_timing',
        ],
      });
      const t0 = await page.evaluate(() => performance.timeOrigin + performance.now());
      await page.goto(url);
      await page.waitForFunction(
        () => [...document.querySelectorAll('h1')].some((h) => h.checkVisibility()),
        { timeout: 60_000, polling: 100 },
      );
      const heading = await page.evaluate(() => performance.now());
      const atHeading = await page.evaluate(() => ({ ...window.__perfCounts }));
      await page.waitForNetworkIdle({ idleTime: 1000 });
      const atIdle = await page.evaluate(() => ({
        ...window.__perfCounts,
        elements: document.querySelectorAll('*').length,
        styleTexts: [...document.querySelectorAll('style')].reduce(
          (n, s) => n + s.textContent.length,
          0,
        ),
      }));
      const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
      page.off('request', onRequest);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const events = trace.traceEvents;
      const nav = events.find(
        (e) =>
          e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('/companies'),
      );
      const startTs = nav?.ts ?? events[0].ts;
      const endTs = Math.max(...events.filter((e) => e.ts).map((e) => e.ts + (e.dur ?? 0)));
      const { total, count, long, top, byFile } = await summarise(events, startTs, endTs);
      const texts = requests.filter((r) => /i18n|\.json/.test(r)).map((r) => r.replace(app, ''));
      console.log(
        `\nrun ${i + 1} (cpu x${cpu}, t0 ${Math.round(t0)}): heading at ${Math.round(heading)} ms; ` +
          `blocking ${Math.round(long.reduce((sum, t) => sum + t.dur - 50, 0))} ms (over 50 ms per task, as TBT); ` +
          `main thread ${Math.round(total)} ms in ${count} tasks; ${long.length} of 50 ms+: ` +
          long.map((t) => `${Math.round(t.dur)}@${Math.round(t.start)}`).join(' ') +
          `\n  ${requests.length} requests; texts: ${texts.join(' ')}` +
          `\n  at the heading: ${JSON.stringify(atHeading)}; idle: ${JSON.stringify(atIdle)}`,
      );
      if (i === runs - 1 || process.env.TRACE_TOP_ALL)
        console.log(`${top.join('\n')}\n  inclusive, app sources:\n${byFile.join('\n')}`);
      if (process.env.TRACE_SHOT)
        await page.screenshot({ path: process.env.TRACE_SHOT, fullPage: true });
      if (process.env.TRACE_RULES)
        console.log(
          await page.evaluate(() =>
            [...document.styleSheets]
              .flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
              .sort((a, b) => b.length - a.length)
              .slice(0, 8)
              .map((text) => `${text.length} ${text.slice(0, 160)}`)
              .join('\n'),
          ),
        );
      if (process.env.TRACE_REQUESTS)
        console.log(requests.map((r) => r.replace(app, '')).join('\n'));
      if (process.env.TRACE_SAVE)
        fs.writeFileSync(`${process.env.TRACE_SAVE}-${i + 1}.json`, JSON.stringify(trace));
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
