import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { server as mockServer } from '../mocks/common/node';
import { LOCAL_TEST_LOCATIONS, renderNginxConfig, sourceList } from './nginx-config.mjs';

const template = fs.readFileSync(
  path.join(__dirname, '..', 'deploy', 'nginx.conf.template'),
  'utf8',
);
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));
const MODULES = '/usr/lib/nginx/modules';
const BROTLI = fs.existsSync(path.join(MODULES, 'ngx_http_brotli_filter_module.so'));

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `url` answers (nginx has started); gives up after 10 seconds. */
async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

function values(prefix = '/tmp/x', extra: Record<string, string> = {}) {
  return {
    PREFIX: prefix,
    LISTEN: '    listen 127.0.0.1:8399;',
    DIST_DIR: path.join(__dirname, '..', 'dist'),
    BACKEND: '127.0.0.1:8398',
    CSP_IDP_ORIGIN: '',
    CSP_CONNECT_ORIGINS: '',
    CSP_REPORT_URI: '/__csp-report',
    BROTLI_MODULES_DIR: MODULES,
    EXTRA_LOCATIONS: '',
    ...extra,
  };
}

/** The CSP nginx sends for `uri` (the map line of the rendered config). */
function cspFor(config: string, uri: string): string {
  const line = config.split('\n').find((l) => l.trim().startsWith(`${uri} "default-src`));
  return /"([^"]*)"/.exec(line ?? '')?.[1] ?? '';
}

describe('[PROD-1][PROD-2] deploy/nginx.conf.template', () => {
  it('[PROD-1] fills every placeholder and switches brotli on only when asked', () => {
    const withBrotli = renderNginxConfig(template, values(), { brotli: true });
    expect(withBrotli).not.toMatch(/\{\{|^\s*#\[brotli\]/m);
    expect(withBrotli).toContain(`load_module ${MODULES}/ngx_http_brotli_filter_module.so;`);
    expect(withBrotli).toMatch(/^\s*brotli on;$/m);

    const without = renderNginxConfig(template, values(), { brotli: false });
    expect(without).not.toMatch(/\{\{|^\s*#\[brotli\]|load_module|^\s*brotli/m);
    expect(without).toMatch(/^\s*gzip on;$/m);
  });

  it('[PROD-1] refuses a template name without a value', () => {
    const { BACKEND: _left, ...rest } = values();
    expect(() => renderNginxConfig(template, rest, { brotli: false })).toThrow(
      'nginx template: no value for BACKEND',
    );
  });

  it('[PROD-2] the app CSP: strict locally, the configured origins in a real deployment', () => {
    const local = cspFor(renderNginxConfig(template, values(), { brotli: false }), '/index.html');
    expect(local).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-$request_id'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self'; frame-src 'self'; form-action 'self'; manifest-src 'self'; " +
        "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; report-uri /__csp-report; " +
        "require-trusted-types-for 'script'; trusted-types epr-webpack",
    );
    expect(local).not.toContain('unsafe');

    const deployed = cspFor(
      renderNginxConfig(
        template,
        values('/tmp/x', {
          CSP_IDP_ORIGIN: sourceList('https://id.example.eu'),
          CSP_CONNECT_ORIGINS: sourceList(
            'https://api.example.eu, https://dataplane.rum.eu-central-1.amazonaws.com',
          ),
          CSP_REPORT_URI: 'https://csp.example.eu/report',
        }),
        { brotli: false },
      ),
      '/index.html',
    );
    expect(deployed).toContain(
      "connect-src 'self' https://id.example.eu https://api.example.eu https://dataplane.rum.eu-central-1.amazonaws.com;",
    );
    expect(deployed).toContain("frame-src 'self' https://id.example.eu;");
    expect(deployed).toContain("form-action 'self' https://id.example.eu;");
    expect(deployed).toContain('report-uri https://csp.example.eu/report');
  });

  it('[PROD-2] CSP origins must be origins: no paths, keywords or quotes', () => {
    expect(sourceList(undefined)).toBe('');
    expect(sourceList('  ')).toBe('');
    expect(sourceList('https://a.example.eu,http://localhost:9000')).toBe(
      ' https://a.example.eu http://localhost:9000',
    );
    for (const bad of [
      "'unsafe-inline'",
      'https://a.example.eu/path',
      '*',
      'data:',
      'a.example.eu',
    ]) {
      expect(() => sourceList(bad)).toThrow('is not an origin');
    }
  });

  /** What nginx's `map <source> $<name>` gives for `input`: exact keys, then regexes in order. */
  function mapValue(config: string, name: string, input: string): string {
    const block = new RegExp(`map \\S+ \\$${name} \\{\\n([^]*?)\\n\\s*\\}`).exec(config)?.[1];
    if (block === undefined) throw new Error(`no map $${name}`);
    const entries = block
      .split('\n')
      .map((line) => /^\s*(\S+)\s+"?([^"]*)"?;\s*$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!.replace(/^"|"$/g, ''), m[2]!] as const);
    const exact = entries.find(([key]) => key === input);
    if (exact) return exact[1];
    const regex = entries.find(
      ([key]) => key.startsWith('~') && new RegExp(key.slice(1)).test(input),
    );
    if (regex) return regex[1];
    return entries.find(([key]) => key === 'default')?.[1] ?? '';
  }

  it('[TRUST-16] nginx leaves the identity provider’s own headers alone: no app CSP, framing or referrer header on /oidc', () => {
    const config = renderNginxConfig(template, values(), { brotli: false });
    // The evaluator reads the maps as nginx does: the app's HTML gets its headers.
    expect(mapValue(config, 'epr_csp', '/index.html')).toContain("frame-ancestors 'none'");
    expect(mapValue(config, 'epr_frame_options', '/index.html')).toBe('DENY');
    expect(mapValue(config, 'epr_nosniff', mapValue(config, 'epr_static', '/index.html'))).toBe(
      'nosniff',
    );
    for (const uri of [
      '/oidc/interaction/abc',
      '/oidc/account/password-reset/x',
      '/oidc/session/end',
      '/oidc/auth',
    ]) {
      const staticFlag = mapValue(config, 'epr_static', uri);
      expect({
        csp: mapValue(config, 'epr_csp', uri),
        frameOptions: mapValue(config, 'epr_frame_options', uri),
        nosniff: mapValue(config, 'epr_nosniff', staticFlag),
        referrer: mapValue(config, 'epr_referrer_policy', staticFlag),
      }).toEqual({ csp: '', frameOptions: '', nosniff: '', referrer: '' });
    }
    // The provider's location sets or hides none of them itself.
    const oidc = /location ~ \^\/\(oidc\|api\)\(\/\|\$\) \{([^}]*)\}/.exec(config)?.[1];
    expect(oidc).toContain('proxy_pass http://epr_backend;');
    expect(oidc).not.toMatch(
      /add_header|proxy_hide_header\s+(Content-Security|X-Frame|X-Content-Type|Referrer)/i,
    );
  });

  it('[TRUST-16] the app enforces Trusted Types with webpack’s policy only; the silent-renew page allows none', () => {
    const config = renderNginxConfig(template, values(), { brotli: false });
    expect(cspFor(config, '/index.html')).toContain(
      "require-trusted-types-for 'script'; trusted-types epr-webpack",
    );
    expect(cspFor(config, '/silent-renew.html')).toContain(
      "require-trusted-types-for 'script'; trusted-types 'none'",
    );
    expect(fs.readFileSync(path.join(__dirname, '..', 'webpack.config.ts'), 'utf8')).toContain(
      "trustedTypes: { policyName: 'epr-webpack' }",
    );
  });

  /** The configuration's lines without comments. */
  const directives = (config: string) =>
    config
      .split('\n')
      .map((line) => line.replace(/#.*$/, ''))
      .filter((line) => line.trim() !== '');

  it('[TRUST-11] the template has no test or development routes (/__test, /__dev)', () => {
    expect(directives(template).filter((line) => /__test|__dev/.test(line))).toEqual([]);
    const deployed = renderNginxConfig(template, values(), { brotli: false });
    expect(directives(deployed).filter((line) => /__test|__dev/.test(line))).toEqual([]);
  });

  it('[TRUST-11] the local stack adds them itself, proxied with the backend’s own headers', () => {
    const local = renderNginxConfig(
      template,
      values('/tmp/x', { EXTRA_LOCATIONS: LOCAL_TEST_LOCATIONS }),
      { brotli: false },
    );
    const block = directives(local).join('\n');
    expect(block).toMatch(
      /location ~ \^\/\(__test\|__dev\)\(\/\|\$\) \{\n\s*add_header[^\n]*\n\s*proxy_pass http:\/\/epr_backend;/,
    );
    expect(fs.readFileSync(path.join(__dirname, 'serve-prod.mjs'), 'utf8')).toContain(
      'EXTRA_LOCATIONS: LOCAL_TEST_LOCATIONS',
    );
  });

  it('[TRUST-14] the access log format writes a masked address and referrer, never $request', () => {
    const config = directives(renderNginxConfig(template, values(), { brotli: false })).join('\n');
    expect(config).toMatch(/access_log \/tmp\/x\/access\.log epr_masked;/);
    const format = /log_format epr_masked([^;]*);/.exec(config)?.[1] ?? '';
    expect(format).toContain('$epr_logged_uri');
    expect(format).toContain('$epr_logged_referer');
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$uri|\$args|\$http_referer/);
  });

  (NGINX ? it : it.skip)(
    '[TRUST-14] nginx logs the calendar feed and mail-link addresses without their secrets',
    async () => {
      const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'epr-nginx-log-'));
      const backend = createServer((_req, res) => res.end('ok'));
      await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
      const backendPort = (backend.address() as AddressInfo).port;
      const port = await freePort();
      const file = path.join(prefix, 'nginx.conf');
      fs.writeFileSync(
        file,
        renderNginxConfig(
          template,
          values(prefix, {
            LISTEN: `    listen 127.0.0.1:${port};`,
            BACKEND: `127.0.0.1:${backendPort}`,
          }),
          { brotli: BROTLI },
        ),
      );
      const nginx = spawn(
        NGINX!,
        ['-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'],
        { stdio: 'ignore' },
      );
      try {
        const origin = `http://127.0.0.1:${port}`;
        // Real HTTP to this nginx, not the mock backend.
        mockServer.use(http.get(`${origin}/*`, () => passthrough()));
        const feed = 'FEEDSECRETq0aXk3Jm1xV8Wc2Hd5Ys9Ka4Ej7Rz6Lp3';
        const token = 'UNSUBTOKENdXNy.cmVtaW5kZXJz.2.abc.sig';
        await waitForServer(`${origin}/api/ping`);
        const paths = [
          `/api/calendar-feeds/${feed}/deadlines.ics?lang=de`,
          `/api/reminders/unsubscribe?token=${token}`,
          `/newsletter-subscribe?lang=de&unsubscribe=${token}`,
        ];
        for (const p of paths) await (await fetch(`${origin}${p}`)).arrayBuffer();
        await (
          await fetch(`${origin}/api/ping`, {
            headers: { Referer: `${origin}/reminders/unsubscribe?token=${token}` },
          })
        ).arrayBuffer();
        const log = fs.readFileSync(path.join(prefix, 'access.log'), 'utf8');
        expect(log).not.toContain(feed);
        expect(log).not.toContain(token);
        expect(log).toContain('"GET /api/calendar-feeds/[secret]/deadlines.ics?lang=de HTTP/1.1"');
        expect(log).toContain('"GET /api/reminders/unsubscribe?token=[secret] HTTP/1.1"');
        expect(log).toContain('"GET /newsletter-subscribe?lang=de&unsubscribe=[secret] HTTP/1.1"');
        expect(log).toContain(`"${origin}/reminders/unsubscribe?token=[secret]"`);
      } finally {
        nginx.kill('SIGTERM');
        await new Promise((resolve) => nginx.once('exit', resolve));
        await new Promise((resolve) => backend.close(resolve));
        fs.rmSync(prefix, { recursive: true, force: true });
      }
    },
    30_000,
  );

  (NGINX
    ? it.each([
        ['deployed', ''],
        ['local', LOCAL_TEST_LOCATIONS],
      ])
    : it.skip.each([
        ['deployed', ''],
        ['local', ''],
      ]))(
    '[PROD-1][TRUST-11] nginx accepts the rendered configuration, %s (nginx -t)',
    (_label, extra) => {
      const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'epr-nginx-test-'));
      try {
        const file = path.join(prefix, 'nginx.conf');
        fs.writeFileSync(
          file,
          renderNginxConfig(template, values(prefix, { EXTRA_LOCATIONS: extra }), {
            brotli: BROTLI,
          }),
        );
        const result = spawnSync(
          NGINX!,
          ['-t', '-q', '-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')],
          { encoding: 'utf8' },
        );
        expect(`${result.stderr}${result.stdout}`).toBe('');
        expect(result.status).toBe(0);
      } finally {
        fs.rmSync(prefix, { recursive: true, force: true });
      }
    },
  );
});
