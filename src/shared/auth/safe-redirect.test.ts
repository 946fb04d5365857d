import { COMPANY_IDS } from '../../../mocks/data/fixtures/companies';
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
