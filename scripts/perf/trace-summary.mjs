// The summary of a Chrome trace of the dashboard's load (scripts/perf/trace-dashboard.mjs): the
// renderer's main-thread tasks, the long ones with the app's sources and functions they spent their
// time in (through the build's source maps), style work, and self and inclusive time.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';

/** The root whose dist/assets/*.map name the sources (TRACE_ROOT, else this worktree). */
const serveRoot = process.env.TRACE_ROOT || path.resolve(import.meta.dirname, '..', '..');

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

export async function summarise(events, startTs, endTs) {
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
