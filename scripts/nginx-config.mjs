// Fills deploy/nginx.conf.template. Pure functions, used by serve-prod.mjs and
// its unit test; see the template's header for the names it takes.

/** Origins for a CSP source list: ` a b` (leading space) or '' when there is none. */
export function sourceList(origins) {
  const list = (origins ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of list) {
    // Origins only: a path or a quote here would change the meaning of the policy.
    if (
      !/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin) &&
      !/^https:\/\/\*\.[a-z0-9.-]+$/i.test(origin)
    ) {
      throw new Error(`"${origin}" is not an origin (https://host[:port])`);
    }
  }
  return list.map((origin) => ` ${origin}`).join('');
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
