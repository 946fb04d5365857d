import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CSP_NONCE_PLACEHOLDER,
  GOOBER_STYLE_ID,
  createGooberStyle,
  readCspNonce,
} from './csp-nonce';

function documentWith(metaContent: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (metaContent !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = metaContent;
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('[PROD-2] the CSP nonce of index.html', () => {
  it('[PROD-2] is the value the server wrote into <meta name="csp-nonce">', () => {
    expect(readCspNonce(documentWith('3f2a9c0d8e7b6a5f4e3d2c1b0a998877'))).toBe(
      '3f2a9c0d8e7b6a5f4e3d2c1b0a998877',
    );
    expect(readCspNonce(documentWith('rAnd0m+Base64/Nonce_value=='))).toBe(
      'rAnd0m+Base64/Nonce_value==',
    );
  });

  it('[PROD-2] is none where nothing replaced the placeholder (dev server), or without the tag', () => {
    expect(CSP_NONCE_PLACEHOLDER).toBe('%CSP_NONCE%');
    expect(readCspNonce(documentWith(CSP_NONCE_PLACEHOLDER))).toBeUndefined();
    expect(readCspNonce(documentWith(''))).toBeUndefined();
    expect(readCspNonce(documentWith('short'))).toBeUndefined();
    expect(readCspNonce(documentWith('"><style>x</style>0123456789abcdef'))).toBeUndefined();
    expect(readCspNonce(documentWith(null))).toBeUndefined();
  });

  it('[PROD-2] public/index.html carries the placeholder for the server to replace', () => {
    const html = readFileSync(join(__dirname, '..', '..', 'public', 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}" />`);
  });
});

describe('[TRUST-16] goober’s style element under Trusted Types', () => {
  it('[TRUST-16] exists before notistack loads, with the nonce, so goober never writes innerHTML', async () => {
    const doc = documentWith('3f2a9c0d8e7b6a5f4e3d2c1b0a998877');
    const style = createGooberStyle(doc, readCspNonce(doc));
    expect(style.id).toBe(GOOBER_STYLE_ID);
    expect(style.nonce).toBe('3f2a9c0d8e7b6a5f4e3d2c1b0a998877');
    expect(style.firstChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(createGooberStyle(doc)).toBe(style);

    // This module ran on import: goober writes its rules into that element and creates none.
    const own = document.getElementById(GOOBER_STYLE_ID);
    expect(own).toBeInstanceOf(HTMLStyleElement);
    const { css } = await import('goober');
    const className = css({ color: 'rebeccapurple' });
    expect(own?.textContent).toContain(`.${className}{color:rebeccapurple;}`);
    expect(document.querySelectorAll('style')).toHaveLength(1);
  });
});
