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
 *
 * TRUST-16: goober would create that element with `innerHTML`, which the app's Trusted Types
 * policy (`require-trusted-types-for 'script'`) refuses. It takes an element with the id
 * `_goober` when the page has one (`window._goober`), so this module creates it beforehand, with
 * DOM calls only.
 */
declare global {
  interface Window {
    /** goober's nonce hook (notistack's styles). */
    __nonce__?: string;
  }
}

export const GOOBER_STYLE_ID = '_goober';

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

/** goober's style element (see above): the id it looks for, a text node it appends its rules to. */
export function createGooberStyle(doc: Document = document, nonce = cspNonce): HTMLStyleElement {
  const existing = doc.getElementById(GOOBER_STYLE_ID);
  if (existing instanceof HTMLStyleElement) return existing;
  const style = doc.createElement('style');
  style.id = GOOBER_STYLE_ID;
  // Before it joins the document: the policy checks the nonce when the sheet is first parsed.
  if (nonce) style.nonce = nonce;
  style.appendChild(doc.createTextNode(' '));
  doc.head.appendChild(style);
  return style;
}

createGooberStyle();
