// Fills deploy/nginx.conf.template. Pure functions, used by serve-prod.mjs and
// its unit test; see the template's header for the names it takes.

// TRUST-16: a CSP origin is exactly scheme://host[:port]. No wildcard (`*`, `https://*.x`, a bare
// `https:`), path, query, userinfo or keyword: each would widen or change the policy. Plain http
// only for this machine (the local stack), https everywhere else.
const HOST_NAME =
  '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*';
const PORT = '(?::\\d{1,5})?';
const HTTPS_ORIGIN = new RegExp(`^https://${HOST_NAME}${PORT}$`, 'i');
const LOOPBACK_ORIGIN = new RegExp(`^http://(?:localhost|127\\.0\\.0\\.1|\\[::1\\])${PORT}$`, 'i');

/** Whether `value` may stand in a CSP source list as an origin (see above). */
function isCspOrigin(value) {
  return HTTPS_ORIGIN.test(value) || LOOPBACK_ORIGIN.test(value);
}

/**
 * Origins for a CSP source list: ` a b` (leading space) or '' when there is none. Throws, naming
 * `name` (the environment variable), on anything that is not an origin.
 */
export function sourceList(origins, name = 'CSP origin') {
  const list = (origins ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (!isCspOrigin(origin)) {
      throw new Error(
        `${name}: ${JSON.stringify(origin)} is not an origin (https://host[:port]; http only for localhost; no wildcards, paths or keywords)`,
      );
    }
  }
  return list.map((origin) => ` ${origin}`).join('');
}

/** Characters that would end the directive or the nginx string, or split the URL in two. */
// eslint-disable-next-line no-control-regex
const REPORT_URI_FORBIDDEN = /[\s\u0000-\u001f\u007f'";,\\$#{}]/;

/**
 * The CSP's `report-uri`: an absolute https URL or a path of the app's own origin (locally
 * `/__csp-report`, the default). Throws, naming `name`, on anything else.
 */
export function reportUri(value, name = 'CSP_REPORT_URI') {
  if (value === undefined || value === '') return '/__csp-report';
  const refuse = (why) => {
    throw new Error(`${name}: ${JSON.stringify(value)} ${why}`);
  };
  if (REPORT_URI_FORBIDDEN.test(value)) {
    refuse('contains a space, quote, semicolon, comma or another character a CSP cannot carry');
  }
  if (value.startsWith('/')) {
    if (value.startsWith('//')) refuse('is not a path of this origin (it starts with //)');
    return value;
  }
  const url = URL.parse(value);
  if (!url || url.protocol !== 'https:') {
    refuse('is neither an https URL nor a path of this origin (/...)');
  }
  if (url.username || url.password) refuse('must not carry a user name or password');
  return value;
}

/**
 * The template's CSP values from the environment (`CSP_IDP_ORIGIN`, `CSP_CONNECT_ORIGINS`,
 * `CSP_REPORT_URI`); throws, naming the variable, on a value that is refused.
 */
export function cspValues(env) {
  return {
    CSP_IDP_ORIGIN: sourceList(env.CSP_IDP_ORIGIN, 'CSP_IDP_ORIGIN'),
    CSP_CONNECT_ORIGINS: sourceList(env.CSP_CONNECT_ORIGINS, 'CSP_CONNECT_ORIGINS'),
    CSP_REPORT_URI: reportUri(env.CSP_REPORT_URI, 'CSP_REPORT_URI'),
  };
}

/**
 * The template with every `{{NAME}}` replaced by `values[NAME]`; `#[brotli] ` lines switched on
 * when `brotli` is true, dropped otherwise. Throws on a name without a value.
 */
export function renderNginxConfig(template, values, { brotli }) {
  const lines = template
    .split('\n')
    .flatMap((line) => {
      const marker = /^(\s*)#\[brotli\] /.exec(line);
      if (!marker) return [line];
      return brotli ? [marker[1] + line.slice(marker[0].length)] : [];
    })
    .join('\n');
  const missing = new Set();
  const rendered = lines.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) {
      missing.add(name);
      return '';
    }
    return String(values[name]);
  });
  if (missing.size > 0) throw new Error(`nginx template: no value for ${[...missing].join(', ')}`);
  return rendered;
}

/**
 * The local stack's test and development routes (`/__test` switches, `/__dev` mailbox), proxied to
 * the local backend: `serve-prod.mjs` passes them as `EXTRA_LOCATIONS`; a real deployment leaves
 * that empty (TRUST-11). Its own `add_header` makes nginx drop the server's headers here, so the
 * backend's answers keep their own, as the APIs' do.
 */
export const LOCAL_TEST_LOCATIONS = `    # Local stack only (scripts/serve-prod.mjs): test switches and the dev mailbox.
    location ~ ^/(__test|__dev)(/|$) {
      add_header X-Robots-Tag "noindex" always;
      proxy_pass http://epr_backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_hide_header X-Powered-By;
    }`;
