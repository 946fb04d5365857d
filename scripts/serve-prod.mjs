#!/usr/bin/env node
// `npm run serve:prod [-- --no-build]`: the production build as users get it.
//
// Builds dist/ (`npm run build`) unless --no-build, starts the local backend without webpack
// (mocks/common/server/standalone.ts: identity provider, mock APIs, test switches, CSP reports) on a free
// loopback port, fills deploy/nginx.conf.template into a temporary directory and runs nginx from
// there (`-p`/`-c`, pid and logs in that directory, nothing under /etc/nginx), so any user can run
// it. Prints the URL; SIGINT/SIGTERM stop nginx and the backend and remove the directory.
//
// Environment: PROD_PORT or PORT (default 8090), HOST (listen address; default localhost),
// NGINX (the binary; default: nginx on PATH or /usr/sbin/nginx), NGINX_MODULES_DIR (default
// /usr/lib/nginx/modules; brotli is on when its module is there), CSP_IDP_ORIGIN,
// CSP_CONNECT_ORIGINS, CSP_REPORT_URI (the CSP's origins; locally everything is same-origin; a
// value that is not an origin or report URL stops the start, TRUST-16).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_TEST_LOCATIONS, cspValues, renderNginxConfig } from './nginx-config.mjs';
import { waitForHttp } from './wait-for-http.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const log = (message) => console.log(`[serve:prod] ${message}`);
const fail = (message) => {
  console.error(`[serve:prod] ${message}`);
  process.exit(1);
};

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('Usage: npm run serve:prod [-- --no-build]   (PROD_PORT or PORT, default 8090)');
  process.exit(0);
}
const unknown = args.filter((a) => a !== '--no-build');
if (unknown.length > 0) fail(`unknown argument(s): ${unknown.join(' ')} (only --no-build)`);
const build = !args.includes('--no-build');

const port = Number(process.env.PROD_PORT || process.env.PORT || 8090);
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`bad port "${port}"`);
const host = process.env.HOST || 'localhost';
// The public origin is always localhost (the local provider's issuer and the mock handlers are
// bound to it); HOST only changes where nginx listens.
const origin = `http://localhost:${port}`;

// Checked before anything starts: a wildcard or a stray quote would silently widen the policy.
let csp;
try {
  csp = cspValues(process.env);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

function findNginx() {
  if (process.env.NGINX) return fs.existsSync(process.env.NGINX) ? process.env.NGINX : null;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((d) => path.join(d, 'nginx')).find((p) => fs.existsSync(p)) ?? null;
}
const nginx = findNginx();
if (!nginx) {
  fail(
    'nginx is not installed. Debian/Ubuntu: `sudo apt-get install -y nginx` ' +
      '(optional, for brotli: libnginx-mod-http-brotli-filter). Or set NGINX=/path/to/nginx.',
  );
}
const modulesDir = process.env.NGINX_MODULES_DIR || '/usr/lib/nginx/modules';
const brotli = fs.existsSync(path.join(modulesDir, 'ngx_http_brotli_filter_module.so'));

/** `listen` lines: localhost is both loopback addresses (browsers and Node may pick either). */
function listenLines() {
  const hosts =
    host === 'localhost'
      ? ['127.0.0.1', ...(hasIpv6Loopback() ? ['[::1]'] : [])]
      : [host.includes(':') && !host.startsWith('[') ? `[${host}]` : host];
  return hosts.map((h) => `    listen ${h}:${port};`).join('\n');
}
function hasIpv6Loopback() {
  return Object.values(os.networkInterfaces())
    .flat()
    .some((a) => a?.family === 'IPv6' && a.address === '::1');
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

// --- build ------------------------------------------------------------------------------------
if (build) {
  log('building (npm run build; --no-build skips this)');
  const npm = process.env.npm_execpath;
  const ok = npm
    ? run(process.execPath, [npm, 'run', 'build'])
    : run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
  if (!ok) fail('the build failed');
}
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  fail('dist/index.html is missing: run `npm run build` first, or drop --no-build');
}

// --- start ------------------------------------------------------------------------------------
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'epr-serve-prod-'));
// As root, nginx's workers run as nobody and need to reach their temporary directories here.
if (process.getuid?.() === 0) fs.chmodSync(prefix, 0o755);

const children = new Set();
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const done = () => {
    if (code === 0) fs.rmSync(prefix, { recursive: true, force: true });
    else log(`logs kept in ${prefix}`);
    process.exit(code);
  };
  if (children.size === 0) done();
  const timer = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    done();
  }, 5000);
  timer.unref();
  for (const child of children) {
    child.once('exit', () => {
      children.delete(child);
      if (children.size === 0) {
        clearTimeout(timer);
        done();
      }
    });
  }
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

function watch(child, name) {
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`[serve:prod] ${name} stopped (${signal ?? `exit code ${code}`})`);
      if (name === 'nginx') printErrorLog();
      stop(1);
    }
  });
}

function printErrorLog() {
  const file = path.join(prefix, 'error.log');
  if (fs.existsSync(file))
    console.error(fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n'));
}

function startBackend() {
  return new Promise((resolve, reject) => {
    const backend = spawn(
      process.execPath,
      ['-r', 'esbuild-register', path.join('mocks', 'common', 'server', 'standalone.ts')],
      {
        cwd: root,
        // PORT: the public port; the mock handlers take their origin from it, as under npm start.
        env: {
          ...process.env,
          PORT: String(port),
          PUBLIC_ORIGIN: origin,
          BACKEND_PORT: '0',
          BACKEND_HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    watch(backend, 'backend');
    const timer = setTimeout(
      () => reject(new Error('the backend did not start within 60 s')),
      60_000,
    );
    backend.once('exit', () => reject(new Error('the backend could not start')));
    backend.on('message', (message) => {
      if (message?.type === 'listening') {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
  });
}

try {
  const backendPort = await startBackend();
  const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf.template'), 'utf8');
  const config = renderNginxConfig(
    template,
    {
      PREFIX: prefix,
      LISTEN: listenLines(),
      DIST_DIR: dist,
      BACKEND: `127.0.0.1:${backendPort}`,
      ...csp,
      BROTLI_MODULES_DIR: modulesDir,
      // The e2e suite's switches and mailbox; never part of the template (TRUST-11).
      EXTRA_LOCATIONS: LOCAL_TEST_LOCATIONS,
    },
    { brotli },
  );
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const nginxArgs = ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')];
  const check = spawnSync(nginx, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}${check.stdout}`);
  watch(spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' }), 'nginx');
  await waitForHttp(`${origin}/runtime-config.js`, 15_000, 100);
  log(
    `${origin}  (production build via nginx${brotli ? ', gzip + brotli' : ', gzip; no brotli module'})`,
  );
  log(`backend 127.0.0.1:${backendPort}; nginx config and logs in ${prefix}; Ctrl+C stops both`);
} catch (error) {
  console.error(`[serve:prod] ${error instanceof Error ? error.message : String(error)}`);
  printErrorLog();
  stop(1);
}
