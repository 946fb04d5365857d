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
import { SourceMapConsumer } from 'source-map';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.TRACE_PORT || 8485);
const runs = Number(process.env.TRACE_RUNS || 3);
const cpu = Number(process.env.TRACE_CPU || 4);
const app = `http://localhost:${port}`;
const serveRoot = process.env.TRACE_ROOT || root;

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const maps = new Map();
async function original(url, line, column) {
  const file = /\/assets\/([^?#]+\.js)$/.exec(url)?.[1];
  if (!file) return null;
  if (!maps.has(file)) {
    const mapFile = path.join(serveRoot, 'dist', 'assets', `${file}.map`);
    maps.set(
      file,
      fs.existsSync(mapFile)
        ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')))
        : null,
    );
  }
  const map = maps.get(file);
  if (!map) return null;
  const pos = map.originalPositionFor({ line: line + 1, column });
  return pos.source ? `${pos.source.replace(/^.*node_modules\//, '~')}:${pos.line}` : null;
}

async function summarise(events, startTs, endTs) {
  // The renderer's main thread that worked the most (other renderers: the blank page, extensions).
  const busy = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X' && e.ts >= startTs)
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const mains = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M',
  );
  const main = mains.sort(
    (a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        main &&
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ts >= startTs &&
        e.ts <= endTs,
    )
    .map((e) => ({ start: (e.ts - startTs) / 1000, dur: e.dur / 1000 }));
  const total = tasks.reduce((s, t) => s + t.dur, 0);
  const long = tasks.filter((t) => t.dur >= 50);
  // The CPU profile: nodes and samples in ProfileChunk events.
  const nodes = new Map();
  const samples = [];
  const profile = events.find((x) => x.name === 'Profile' && x.pid === main?.pid);
  let clock = profile?.args?.data?.startTime ?? 0;
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === main?.pid)) {
    const data = e.args?.data?.cpuProfile;
    for (const n of data?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    (data?.samples ?? []).forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ id, delta: deltas[i] ?? 0, at: (clock - startTs) / 1000 });
    });
  }
  const self = new Map();
  for (const { id, delta } of samples) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const key = `${frame.functionName || '(anon)'}|${frame.url}|${frame.lineNumber}|${frame.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + delta / 1000);
  }
  // Inclusive time per source file of the app (src/...): which component or module costs.
  const fileOf = new Map();
  const sourceFile = async (node) => {
    if (!fileOf.has(node.id)) {
      const f = node.callFrame;
      const where = f.url ? await original(f.url, f.lineNumber, f.columnNumber) : null;
      fileOf.set(
        node.id,
        where && !where.startsWith('~') && /(^|\/)(src|locales)\//.test(where)
          ? where.replace(/^.*?(src|locales)\//, '$1/').replace(/:\d+$/, '')
          : null,
      );
    }
    return fileOf.get(node.id);
  };
  const inclusive = new Map();
  for (const { id, delta } of samples) {
    const files = new Set();
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
      const file = await sourceFile(node);
      if (file) files.add(file);
    }
    for (const file of files) inclusive.set(file, (inclusive.get(file) ?? 0) + delta / 1000);
  }
  // Style work (emotion, stylis) by the nearest app source that asked for it.
  const styles = new Map();
  for (const { id, delta } of samples) {
    let styled = false;
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
      const f = node.callFrame;
      const where = f.url ? await original(f.url, f.lineNumber, f.columnNumber) : null;
      if (where && /~(stylis|@emotion)\//.test(where)) styled = true;
      const file = await sourceFile(node);
      if (styled && file) {
        styles.set(file, (styles.get(file) ?? 0) + delta / 1000);
        break;
      }
    }
  }
  // The long tasks of 100 ms and more: the app sources and functions they spent their time in.
  for (const task of long.filter((t) => t.dur >= 100)) {
    const inTask = samples.filter((x) => x.at >= task.start && x.at <= task.start + task.dur);
    const files = new Map();
    const fns = new Map();
    for (const { id, delta } of inTask) {
      const seen = new Set();
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        const file = await sourceFile(node);
        const f = node.callFrame;
        const fn = `${f.functionName || '(anon)'} ${(f.url && (await original(f.url, f.lineNumber, f.columnNumber))) || ''}`;
        for (const key of [file && `file ${file}`, `fn ${fn}`].filter(Boolean)) {
          if (seen.has(key)) continue;
          seen.add(key);
          const into = key.startsWith('file') ? files : fns;
          into.set(key, (into.get(key) ?? 0) + delta / 1000);
        }
      }
    }
    const show = (m, n) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, t]) => `${Math.round(t)} ${k.replace(/^(file|fn) /, '')}`);
    console.log(
      `  task ${Math.round(task.dur)} ms @${Math.round(task.start)}: ${show(files, 8).join(' | ')}`,
    );
    if (process.env.TRACE_FNS) console.log(`     fns: ${show(fns, 25).join(' | ')}`);
  }
  console.log('  style work by the nearest app source:');
  for (const [file, t] of [...styles].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${t.toFixed(1).padStart(7)} ms  ${file}`);
  const byFile = [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([file, t]) => `${t.toFixed(1).padStart(7)} ms  ${file}`);
  const top = [];
  for (const [key, msSelf] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    const [fn, url, line, column] = key.split('|');
    const where = url ? ((await original(url, Number(line), Number(column))) ?? url) : '';
    top.push(`${msSelf.toFixed(1).padStart(7)} ms  ${fn}  ${where}`);
  }
  return { total, count: tasks.length, long, top, byFile };
}

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
