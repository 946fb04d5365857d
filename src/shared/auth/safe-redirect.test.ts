import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { safeRedirectPath, safeReturnPath } from './safe-redirect';

const ORIGIN = 'http://localhost:8080';

describe('open redirects are impossible', () => {
  it.each([
    'https://evil.example',
    'http://evil.example/companies',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'evil.example',
    '',
  ])('[AUTH-8] %j becomes /', (payload) => {
    expect(safeRedirectPath(payload, ORIGIN)).toBe('/');
  });

  it.each([
    ['/', '/'],
    ['/companies/dashboard', '/companies/dashboard'],
    [
      `/companies/${COMPANY_IDS.alpenglueck}/dashboard/de/packaging?x=1#top`,
      `/companies/${COMPANY_IDS.alpenglueck}/dashboard/de/packaging?x=1#top`,
    ],
    ['/signup?redirectPath=%2Fcompanies', '/signup?redirectPath=%2Fcompanies'],
  ])('[AUTH-8] same-origin path %j is kept', (input, expected) => {
    expect(safeRedirectPath(input, ORIGIN)).toBe(expected);
  });

  it('[AUTH-8] non-strings become /', () => {
    expect(safeRedirectPath(undefined, ORIGIN)).toBe('/');
    expect(safeRedirectPath({ toString: () => '//evil' }, ORIGIN)).toBe('/');
  });

  it.each([
    ['http://localhost:8080/companies/dashboard?x=1', '/companies/dashboard?x=1'],
    [`/companies/${COMPANY_IDS.altmann}/dashboard`, `/companies/${COMPANY_IDS.altmann}/dashboard`],
    ['https://evil.example/companies', null],
    ['//evil.example', null],
    [null, null],
  ])(
    '[LOADER-1][LOADER-4] return address %j from the account pages becomes %j',
    (input, expected) => {
      expect(safeReturnPath(input, ORIGIN)).toBe(expected);
    },
  );
});

/**
 * TRUST-1: the corpus of hostile post-sign-in destinations. Each must become `/`, and whatever
 * comes out must stay on the origin when the browser or react-router follows it.
 */
const HOSTILE_REDIRECTS: readonly string[] = [
  // dot segments (the review's finding) and their encodings
  '/..//evil.example/',
  '/.././/evil.example',
  '/./..//evil.example',
  '/a/../..//evil.example',
  '/companies/..//evil.example/x',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example/',
  '/.%2e//evil.example',
  '/%252e%252e//evil.example',
  '/..%2f%2fevil.example',
  '/..%252f%252fevil.example',
  // protocol-relative and encoded slashes
  '//evil.example',
  '///evil.example',
  '////evil.example/path',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  // backslashes
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%5Cevil.example',
  '/%255Cevil.example',
  '/..\\/evil.example',
  '\\/evil.example',
  // tabs, newlines and other characters the parser drops
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  ' //evil.example',
  // schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://evil.example',
  'http://evil.example/companies',
  'https:evil.example',
  'http:/evil.example',
  // userinfo
  '//user@evil.example',
  'http://localhost:8080@evil.example/',
  '/%2e%2e/%2e//evil.example',
  '//localhost:8080@evil.example',
  'https://localhost:8080.evil.example',
  // unicode tricks
  '/\uFF0F\uFF0Fevil.example',
  '/%EF%BC%8F%EF%BC%8Fevil.example',
  '/\uFF3Cevil.example',
  '/\u2024\u2024//evil.example',
  '/\uFF0E\uFF0E//evil.example',
  '/\u200B/evil.example',
  '/\u2028/evil.example',
  '/\uFEFF/evil.example',
  '/%E2%80%8B/evil.example',
  // not a path at all
  'evil.example',
  '',
  '?x=//evil.example',
  '#//evil.example',
  '/%',
  '/%zz',
  `/${'a'.repeat(3000)}`,
];

describe('[TRUST-1] post-sign-in redirects never leave the origin', () => {
  it('[TRUST-1] the corpus has at least 40 payloads', () => {
    expect(new Set(HOSTILE_REDIRECTS).size).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE_REDIRECTS.map((payload) => [JSON.stringify(payload), payload]))(
    '[TRUST-1] %s becomes /',
    (_label, payload) => {
      const result = safeRedirectPath(payload, ORIGIN);
      expect(result).toBe('/');
    },
  );

  it.each(HOSTILE_REDIRECTS.map((payload) => [JSON.stringify(payload), payload]))(
    '[TRUST-1] %s as an absolute return address is refused',
    (_label, payload) => {
      const result = safeReturnPath(
        `${ORIGIN}${payload.startsWith('/') ? '' : '/'}${payload}`,
        ORIGIN,
      );
      if (result !== null) {
        expect(result).toMatch(/^\/(?![/\\])/);
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
      }
    },
  );

  it.each([
    ['/', '/'],
    ['/companies/dashboard', '/companies/dashboard'],
    ['/companies/../companies/dashboard', '/companies/dashboard'],
    ['/companies/./dashboard', '/companies/dashboard'],
    // harmless once resolved: a path of this origin
    ['/../evil.example', '/evil.example'],
    ['/@evil.example', '/@evil.example'],
    ['/quickcheck?country=de&stream=packaging', '/quickcheck?country=de&stream=packaging'],
    ['/signup?redirectPath=%2Fcompanies', '/signup?redirectPath=%2Fcompanies'],
    ['/search?q=M%C3%BCller%20%26%20S%C3%B6hne', '/search?q=M%C3%BCller%20%26%20S%C3%B6hne'],
    ['/search?q=Müller', '/search?q=M%C3%BCller'],
    ['/companies/dashboard#deadlines', '/companies/dashboard#deadlines'],
    ['/a?next=//evil.example', '/a?next=//evil.example'],
    ['/invitations/c-1/i-1?email=a%40b.example', '/invitations/c-1/i-1?email=a%40b.example'],
  ])('[TRUST-1] safe destination %j is kept as %j', (input, expected) => {
    expect(safeRedirectPath(input, ORIGIN)).toBe(expected);
  });
});
