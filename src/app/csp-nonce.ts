/**
 * The Content Security Policy nonce for the style elements the app creates at run time.
 *
 * The production server (deploy/nginx.conf.template) answers every request for index.html with a
 * new nonce: the same value in the `style-src 'nonce-...'` header and in
 * `<meta name="csp-nonce" content="...">`, whose placeholder it replaces. Where nothing replaces
 * the placeholder (webpack dev server, jest), there is no policy and no nonce.
 *
 * Users of the nonce:
 * - emotion (MUI, including `Global`/`CssBaseline` and keyframes): the cache in `./providers`;
 * - goober (notistack): reads `window.__nonce__` when it creates its style element, which it does
 *   while notistack's module is evaluated. That is why main.tsx imports this module first.
 */
declare global {
  interface Window {
    /** goober's nonce hook (notistack's styles). */
    __nonce__?: string;
  }
}

/** What public/index.html says before the server fills it in. */
export const CSP_NONCE_PLACEHOLDER = '%CSP_NONCE%';

/** A nonce as servers write them (hex or base64); anything else, the placeholder too, is none. */
const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
  return NONCE.test(value) ? value : undefined;
}

export const cspNonce = readCspNonce();

if (cspNonce) window.__nonce__ = cspNonce;
