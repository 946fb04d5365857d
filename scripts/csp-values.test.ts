import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cspValues, reportUri } from './nginx-config.mjs';

/**
 * TRUST-16: the CSP values a deployment gives deploy/nginx.conf.template through the environment
 * (`CSP_IDP_ORIGIN`, `CSP_CONNECT_ORIGINS`, `CSP_REPORT_URI`): origins only, a report URL or path
 * only, and a refusal names the variable and stops `serve:prod`.
 */
describe('[TRUST-16] the CSP values from the environment', () => {
  it.each([
    ['a host wildcard', 'https://*.example.eu'],
    ['any source', '*'],
    ['a scheme only', 'https:'],
    ['a wildcard port', 'https://a.example.eu:*'],
    ['a path', 'https://a.example.eu/report'],
    ['a trailing slash', 'https://a.example.eu/'],
    ['a query', 'https://a.example.eu?x=1'],
    ['a fragment', 'https://a.example.eu#x'],
    ['userinfo', 'https://user:secret@a.example.eu'],
    ['plain http to another host', 'http://a.example.eu'],
    ['plain http to a private address', 'http://10.0.0.1:8080'],
    ['a keyword', "'self'"],
    ['a quote inside', "https://a.example.eu'"],
    ['a semicolon', 'https://a.example.eu;script-src'],
    ['another scheme', 'wss://a.example.eu'],
  ])('[TRUST-16] CSP_CONNECT_ORIGINS refuses %s (%s), naming the variable', (_label, bad) => {
    expect(() => cspValues({ CSP_CONNECT_ORIGINS: `https://ok.example.eu ${bad}` })).toThrow(
      `CSP_CONNECT_ORIGINS: ${JSON.stringify(bad)} is not an origin`,
    );
    expect(() => cspValues({ CSP_IDP_ORIGIN: bad })).toThrow(`CSP_IDP_ORIGIN: `);
  });

  it.each([
    ['https://a.example.eu', ' https://a.example.eu'],
    ['https://a.example.eu:8443', ' https://a.example.eu:8443'],
    [
      'https://dataplane.rum.eu-central-1.amazonaws.com',
      ' https://dataplane.rum.eu-central-1.amazonaws.com',
    ],
    ['http://localhost:9000', ' http://localhost:9000'],
    ['http://127.0.0.1:9000', ' http://127.0.0.1:9000'],
    ['http://[::1]:9000', ' http://[::1]:9000'],
    ['https://a.example.eu, https://b.example.eu', ' https://a.example.eu https://b.example.eu'],
  ])('[TRUST-16] CSP origins accept %s', (good, rendered) => {
    expect(cspValues({ CSP_CONNECT_ORIGINS: good }).CSP_CONNECT_ORIGINS).toBe(rendered);
  });

  it.each([
    ['unset: the local collector', undefined, '/__csp-report'],
    ['empty: the local collector', '', '/__csp-report'],
    ['a path of the app’s origin', '/__csp-report', '/__csp-report'],
    ['an https URL', 'https://csp.example.eu/report', 'https://csp.example.eu/report'],
    [
      'an https URL with a query',
      'https://o1.ingest.example.eu/api/1/security/?key=abc&env=prod',
      'https://o1.ingest.example.eu/api/1/security/?key=abc&env=prod',
    ],
  ])('[TRUST-16] CSP_REPORT_URI accepts %s', (_label, value, rendered) => {
    expect(reportUri(value)).toBe(rendered);
    expect(cspValues({ CSP_REPORT_URI: value }).CSP_REPORT_URI).toBe(rendered);
  });

  it.each([
    ['plain http', 'http://csp.example.eu/report'],
    ['another scheme', 'javascript:alert(1)'],
    ['a relative path', 'report'],
    ['a protocol-relative URL', '//csp.example.eu/report'],
    ['userinfo', 'https://user:secret@csp.example.eu/report'],
    ['a space', 'https://csp.example.eu/report script-src *'],
    ['a semicolon', "/__csp-report; script-src 'unsafe-inline'"],
    ['a comma', 'https://a.example.eu/r,https://b.example.eu/r'],
    ['a single quote', "/__csp-report'"],
    ['a double quote (ends the nginx string)', '/__csp-report"'],
    ['an nginx variable', '/__csp-report$request_id'],
    ['a backslash', '/__csp\\report'],
    ['a newline', '/__csp-report\nX-Injected: 1'],
    ['a control character', '/__csp-report\u0007'],
    ['a tab', '/__csp-report\t'],
  ])('[TRUST-16] CSP_REPORT_URI refuses %s, naming the variable', (_label, bad) => {
    expect(() => cspValues({ CSP_REPORT_URI: bad })).toThrow(
      `CSP_REPORT_URI: ${JSON.stringify(bad)}`,
    );
  });

  it('[TRUST-16] serve-prod checks the CSP variables before it starts anything and stops on a refusal', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(__dirname, 'serve-prod.mjs'), '--no-build'],
      {
        encoding: 'utf8',
        env: { ...process.env, CSP_CONNECT_ORIGINS: 'https://*.example.eu', NGINX: '/nonexistent' },
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      '[serve:prod] CSP_CONNECT_ORIGINS: "https://*.example.eu" is not an origin',
    );
    const report = spawnSync(
      process.execPath,
      [path.join(__dirname, 'serve-prod.mjs'), '--no-build'],
      {
        encoding: 'utf8',
        env: { ...process.env, CSP_REPORT_URI: '/r;x', NGINX: '/nonexistent' },
      },
    );
    expect(report.status).toBe(1);
    expect(report.stderr).toContain('[serve:prod] CSP_REPORT_URI: "/r;x"');
  });
});
